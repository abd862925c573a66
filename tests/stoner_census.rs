//! The census: the shortest stoner, the seed's lines, both orientation
//! families, and the solver against exhaustive minimax on every stoner-like
//! position of depths 12 and 13 (sampled at 13 in the default run).

mod stoner_reference;

use boardlab::progress::Silent;
use boardlab::stoner::{
    census, census_share, detect, merge, stoner_like_lines, Census, CensusOptions, CensusPart,
    MergeError, ProofGame, ShapeMatch, Share, ShareError, Solver,
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
            let part = census_share(options, Share::new(index, 3).unwrap(), &mut Silent);
            serde_json::from_value(serde_json::to_value(&part).unwrap()).unwrap()
        })
        .collect();
    assert_eq!(&merge(options, &parts).unwrap(), depth_13());
}

#[test]
fn bad_shares_and_parts_are_refused() {
    let error = Share::new(3, 3).unwrap_err();
    assert_eq!(error, ShareError { index: 3, of: 3 });
    assert!(error.to_string().contains("share 3 of 3"), "{error}");
    assert!(Share::new(0, 0).is_err());
    let bad_board = serde_json::json!({"lines": [["f5", "nonsense", 1]], "games": [], "nodes": 1});
    let error = serde_json::from_value::<CensusPart>(bad_board)
        .unwrap_err()
        .to_string();
    assert!(error.contains("board nonsense"), "{error}");
    // A line whose proof game no part holds.
    let options = CensusOptions {
        depth: 1,
        horizon: 14,
        cutoff: true,
    };
    let board = boardlab::board::Board::start(boardlab::board::Size::Eight)
        .play("f5".parse().unwrap())
        .unwrap();
    let unsolved =
        serde_json::json!({"lines": [["f5", board.to_string(), 1]], "games": [], "nodes": 1});
    let part: CensusPart = serde_json::from_value(unsolved).unwrap();
    let error = merge(options, &[part]).unwrap_err();
    assert_eq!(
        error,
        MergeError::Unsolved {
            line: vec!["f5".parse().unwrap()]
        }
    );
    assert!(error.to_string().contains("f5"), "{error}");
    // Counts and distances from outside are checked before any sum.
    let part = |nodes: u64, distance: u32| -> CensusPart {
        serde_json::from_value(serde_json::json!({
            "lines": [["f5", board.to_string(), 1]],
            "games": [[board.to_string(), 0, distance]],
            "nodes": nodes
        }))
        .unwrap()
    };
    assert_eq!(
        merge(options, &[part(u64::MAX, 3), part(1, 3)]).unwrap_err(),
        MergeError::Nodes
    );
    assert_eq!(
        merge(options, &[part(1, 15)]).unwrap_err().to_string(),
        "a proof game's distance 15 is beyond the census's horizon 14"
    );
    assert!(merge(options, &[part(1, 14)]).is_ok());
}
