//! The census: the shortest stoner, the seed's lines, both orientation
//! families, and the solver against exhaustive minimax on every stoner-like
//! position of depths 12 and 13 (sampled at 13 in the default run).

mod stoner_reference;

use boardlab::progress::Silent;
use boardlab::shard::{Shard, ShardError};
use boardlab::stoner::{
    census, census_share, detect, merge, stoner_like_lines, Census, CensusOptions, CensusPart,
    MergeError, ProofGame, ShapeMatch, Solver,
};
use std::collections::HashMap;
use std::sync::OnceLock;
use stoner_reference::{minimax, position, seed_lines};

fn depth_13() -> &'static Census {
    static CENSUS: OnceLock<Census> = OnceLock::new();
    CENSUS.get_or_init(|| {
        census(
            CensusOptions {
                depth: 13,
                horizon: 14,
                cutoff: true,
            },
            &mut Silent,
        )
    })
}

#[test]
fn no_successful_stoner_up_to_depth_12() {
    for depth in 0..=12 {
        let result = census(
            CensusOptions {
                depth,
                horizon: 14,
                cutoff: true,
            },
            &mut Silent,
        );
        assert_eq!(result.counts.successful_lines, 0, "depth {depth}");
        assert!(result.lines.is_empty());
        // The first stoner-like lines appear at 12 moves.
        let expected_like = if depth == 12 { 48 } else { 0 };
        assert_eq!(
            result.counts.stoner_like_lines, expected_like,
            "depth {depth}"
        );
    }
}

#[test]
fn depth_13_figures() {
    let c = depth_13();
    assert_eq!(c.counts.stoner_like_lines, 6928);
    assert_eq!(c.counts.successful_lines, 700);
    assert_eq!(c.counts.distinct_successful_positions, 252);
    assert_eq!(c.up_to_symmetry.stoner_like_lines, 1732);
    assert_eq!(c.up_to_symmetry.successful_lines, 175);
    assert_eq!(c.up_to_symmetry.distinct_successful_positions, 63);
    assert_eq!(c.lines.len(), 700);
    // Both orientation families hold successful lines; the canonical
    // family's 41 classes are the seed's 41 lines.
    assert_eq!(c.by_family["a8/b7/h8"].successful_lines, 41 * 4);
    assert!(c.by_family["h8/g7/a8"].successful_lines > 0);
    let families: std::collections::BTreeSet<usize> = c
        .lines
        .iter()
        .flat_map(|line| line.orientations.iter().map(|o| o.family()))
        .collect();
    assert_eq!(families.len(), 2);
}

#[test]
fn depth_13_lines_replay_to_their_shapes() {
    for line in &depth_13().lines {
        let board = position(&line.moves);
        let found = detect(&board);
        for (shape, orientation) in line.shapes.iter().zip(&line.orientations) {
            assert!(
                found.contains(&ShapeMatch {
                    shape: *shape,
                    orientation: *orientation
                }),
                "{}",
                line.moves
            );
        }
    }
}

#[test]
fn seed_example_and_seed_lines_are_in_the_depth_13_census() {
    let lines: HashMap<&str, u32> = depth_13()
        .lines
        .iter()
        .map(|line| (line.moves.as_str(), line.distance))
        .collect();
    assert!(lines.contains_key("e6d6c6d7c8b6c7f7f6e8f8g8b7"));
    for (moves, escape) in seed_lines() {
        assert_eq!(lines.get(moves.as_str()), Some(&(escape + 4)), "{moves}");
    }
}

/// Solver and minimax agree on every stoner-like position (every `step`-th
/// one) of `depth`, for horizons 0 to 6.
fn agree_with_minimax(depth: u32, step: usize) {
    let (lines, _) = stoner_like_lines(
        CensusOptions {
            depth,
            horizon: 6,
            cutoff: true,
        },
        &mut Silent,
    );
    assert!(!lines.is_empty());
    let mut solver = Solver::default();
    for line in lines.iter().step_by(step) {
        for found in line.matches() {
            for horizon in 0..=6 {
                let game = ProofGame::new(&line.board, found.orientation, found.shape, horizon);
                assert_eq!(
                    solver.distance(&game, line.board),
                    minimax(&line.board, found.orientation, found.shape, horizon),
                    "{:?} {found:?} H={horizon}",
                    line.moves
                );
            }
        }
    }
}

#[test]
fn solver_agrees_with_minimax_at_depth_12() {
    agree_with_minimax(12, 1);
}

#[test]
fn solver_agrees_with_minimax_on_a_sample_at_depth_13() {
    agree_with_minimax(13, 17);
}

#[test]
#[ignore = "every depth-13 stoner-like position: about a minute"]
fn solver_agrees_with_minimax_at_depth_13() {
    agree_with_minimax(13, 1);
}

/// The census's lines and counts against a stored run.
fn matches_data_file(c: &Census, data: &str) {
    let stored: serde_json::Value = serde_json::from_str(data).unwrap();
    let mut computed = serde_json::to_value(c).unwrap();
    computed.as_object_mut().unwrap().remove("seconds");
    assert_eq!(computed, stored);
}

#[test]
fn depth_13_matches_the_stored_lines() {
    matches_data_file(depth_13(), include_str!("data/stoner_d13.json"));
}

#[test]
#[ignore = "the depth-14 census: about a minute of CPU"]
fn depth_14_matches_the_stored_lines() {
    let c = census(
        CensusOptions {
            depth: 14,
            horizon: 14,
            cutoff: true,
        },
        &mut Silent,
    );
    matches_data_file(&c, include_str!("data/stoner_d14.json"));
}

/// The browser splits the census over workers: the shares, passed through
/// plain data as between workers, merge into the whole census.
#[test]
fn shares_merge_into_the_whole_census() {
    let options = CensusOptions {
        depth: 13,
        horizon: 14,
        cutoff: true,
    };
    let parts: Vec<CensusPart> = (0..3)
        .map(|index| {
            let part = census_share(options, Shard::new(index, 3).unwrap(), &mut Silent);
            serde_json::from_value(serde_json::to_value(&part).unwrap()).unwrap()
        })
        .collect();
    assert_eq!(&merge(options, &parts).unwrap(), depth_13());
}

#[test]
fn bad_shares_and_parts_are_refused() {
    let error = Shard::new(3, 3).unwrap_err();
    assert_eq!(error, ShardError::OutOfRange { number: 4, of: 3 });
    assert!(error.to_string().contains("shard 4/3"), "{error}");
    assert!(Shard::new(0, 0).is_err());
    let part = |successful: serde_json::Value, games: serde_json::Value| {
        serde_json::json!({
            "stoner_like": 1, "by_shape": [[1, 1], [0, 0], [0, 0]],
            "by_family": [[1, 1], [0, 0]], "successful": successful, "games": games, "nodes": 1
        })
    };
    let error = serde_json::from_value::<CensusPart>(part(
        serde_json::json!([["f5f5", 1, 4]]),
        serde_json::json!([]),
    ))
    .unwrap_err()
    .to_string();
    assert!(error.contains("moves f5f5"), "{error}");
    let error = serde_json::from_value::<CensusPart>(part(
        serde_json::json!([["f5", 1 << 24, 4]]),
        serde_json::json!([]),
    ))
    .unwrap_err()
    .to_string();
    assert!(error.contains("pair bits 0x1000000"), "{error}");
    let error = serde_json::from_value::<CensusPart>(part(
        serde_json::json!([]),
        serde_json::json!(["00000000000000010000000000000001ff"]),
    ))
    .unwrap_err()
    .to_string();
    assert!(error.contains("proof game"), "{error}");
    // A line in two parts: the same shard merged twice.
    let options = CensusOptions {
        depth: 13,
        horizon: 14,
        cutoff: true,
    };
    let whole = census_share(options, Shard::WHOLE, &mut Silent);
    let error = merge(options, &[whole.clone(), whole]).unwrap_err();
    assert!(error.to_string().contains("in two parts"), "{error}");
    // Counts and distances from outside are checked before any sum.
    let halves: Vec<serde_json::Value> = (0..2)
        .map(|index| {
            let part = census_share(options, Shard::new(index, 2).unwrap(), &mut Silent);
            serde_json::to_value(part).unwrap()
        })
        .collect();
    let read = |value: serde_json::Value| serde_json::from_value::<CensusPart>(value).unwrap();
    let mut huge = halves[0].clone();
    huge["nodes"] = serde_json::json!(u64::MAX);
    assert_eq!(
        merge(options, &[read(huge), read(halves[1].clone())]).unwrap_err(),
        MergeError::Overflow
    );
    let mut far = halves
        .iter()
        .find(|half| half["successful"][0].is_array())
        .expect("depth 13 has successful lines")
        .clone();
    far["successful"][0][2] = serde_json::json!(15);
    assert_eq!(
        merge(options, &[read(far)]).unwrap_err().to_string(),
        "a proof game's distance 15 is beyond the census's horizon 14"
    );
}
