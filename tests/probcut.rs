//! Multi-ProbCut, the analysis's selective search (`players/probcut.rs`):
//! a selective search that reaches the end is as exact as the solver, one
//! that does not looks at fewer positions for values near the full
//! search's, and (ignored) the spreads it cuts by are those measured on
//! real games.

mod common;

use boardlab::board::{Board, Scoring, Size, Square};
use boardlab::players::probcut::{shallow_depth, spread, LATE_EMPTIES, MIN_DEPTH};
use boardlab::players::{Limits, StrongPlayer};
use boardlab::progress::Silent;
use boardlab::solve::Solver;
use common::{random_position, shared_games};

/// Every move's value from a search of `board` to `depth`, selective or
/// not, by square, with whether it is exact; and the positions searched.
fn values(board: &Board, depth: u32, selective: bool) -> (Vec<(Square, f64, bool)>, u64) {
    let mut player = StrongPlayer::default().with_endgame_empties(0);
    let limits = Limits {
        depth: Some(depth),
        nodes: Some(u64::MAX),
        even_leaves: true,
        selective,
        ..Limits::default()
    };
    let mut found: Vec<_> = player
        .evaluate_moves(board, limits)
        .into_iter()
        .map(|evaluation| (evaluation.square, evaluation.value, evaluation.exact))
        .collect();
    found.sort_by_key(|&(square, ..)| square);
    (found, player.nodes())
}

#[test]
fn a_selective_search_to_the_end_is_exact_and_equals_the_solver() {
    let mut checked = 0;
    for seed in 0..8 {
        let board = random_position(Size::Eight, 12, seed);
        if board.is_game_over() || board.must_pass() {
            continue;
        }
        let (found, _) = values(&board, 12, true);
        let solved = Solver::new(16).solve(&board, Scoring::Wof, &mut Silent);
        let mut exact: Vec<_> = solved
            .moves
            .iter()
            .map(|&(square, value)| (square, f64::from(value), true))
            .collect();
        exact.sort_by_key(|&(square, ..)| square);
        assert_eq!(found, exact, "seed {seed}");
        checked += 1;
    }
    assert!(checked >= 4, "{checked} positions");
}

#[test]
fn a_selective_search_looks_at_fewer_positions_for_values_near_the_full_ones() {
    let (mut full_nodes, mut cut_nodes) = (0, 0);
    for seed in 0..4 {
        let board = random_position(Size::Eight, 36, seed);
        let (full, nodes) = values(&board, 8, false);
        full_nodes += nodes;
        let (cut, nodes) = values(&board, 8, true);
        cut_nodes += nodes;
        assert_eq!(full.len(), cut.len());
        for ((square, full, _), (_, cut, exact)) in full.iter().zip(&cut) {
            assert!(!exact, "seed {seed}, {square}");
            // A move's value may move by the margin of a cut, twice.
            let margin = 2.0 * 1.5 * spread(8, 36);
            assert!(
                (full - cut).abs() <= margin,
                "seed {seed}, {square}: {full} against {cut}"
            );
        }
    }
    assert!(
        cut_nodes * 2 < full_nodes,
        "{cut_nodes} positions against {full_nodes}"
    );
}

/// Measures how far each depth's value lies from its shallow search's on
/// the positions 50, 46, ... 18 empty squares from the end of 60 games of
/// WTHOR 2013 (the 2020 year stays held out for the benchmarks), and checks
/// the spreads in `probcut.rs` against it. Run `cargo test --release --test
/// probcut -- --ignored --nocapture` (needs `shared/data/games/` beside the
/// project; about 40 CPU-minutes; `PROBCUT_GAMES` takes fewer games).
#[test]
#[ignore]
fn the_spreads_are_measured_on_real_games() {
    let opened = shared_games("wthor/2010-2013/WTH_2013.wtb", &[])
        .expect("shared/data/games beside the project");
    let games: usize = std::env::var("PROBCUT_GAMES").map_or(60, |n| n.parse().unwrap());
    const DEEPEST: u32 = 13;
    let boards: Vec<Board> = opened
        .games
        .iter()
        .take(games)
        .filter_map(|record| record.game().ok())
        .flat_map(|game| {
            (10..game.len().min(44))
                .step_by(4)
                .map(move |ply| game.position(ply))
        })
        .collect();
    // Each board's full-width values at depths 0 to DEEPEST, on two threads.
    let valued: Vec<(u32, Vec<f64>)> = std::thread::scope(|scope| {
        let value = |part: &[Board]| -> Vec<(u32, Vec<f64>)> {
            part.iter()
                .map(|board| {
                    let mut player = StrongPlayer::default();
                    let empties = board.empty().count();
                    let depths = 0..=DEEPEST.min(empties - 1);
                    let values = depths.map(|depth| player.search_value(board, depth).0);
                    (empties, values.collect())
                })
                .collect()
        };
        let (first, second) = boards.split_at(boards.len() / 2);
        let other = scope.spawn(move || value(first));
        let mut all = value(second);
        all.extend(other.join().unwrap());
        all
    });
    let mut wrong = Vec::new();
    for (stage, empties) in [("late", LATE_EMPTIES - 1), ("early", LATE_EMPTIES)] {
        for depth in MIN_DEPTH..=DEEPEST {
            let shallow = shallow_depth(depth) as usize;
            // Decided positions aside: there the evaluation is cut off at its ends.
            let gaps: Vec<f64> = valued
                .iter()
                .filter(|(count, _)| (*count >= LATE_EMPTIES) == (empties >= LATE_EMPTIES))
                .filter_map(|(_, values)| Some((*values.get(depth as usize)?, values[shallow])))
                .filter(|(deep, shallow)| deep.abs() < 30.0 && shallow.abs() < 30.0)
                .map(|(deep, shallow)| deep - shallow)
                .collect();
            let measured =
                (gaps.iter().map(|gap| gap * gap).sum::<f64>() / gaps.len() as f64).sqrt();
            let set = spread(depth, empties);
            println!("{stage} depth {depth} from {shallow}: {measured:.2} discs ({} positions), set {set}", gaps.len());
            if (measured - set).abs() > 0.2 * set {
                wrong.push(format!(
                    "{stage} depth {depth}: measured {measured:.2}, set {set}"
                ));
            }
        }
    }
    assert!(wrong.is_empty(), "{wrong:?}");
}

/// The analysis's selective values against full-width ones at 13 plies
/// (the analysis's depth at 27-29 empties), on every position of 27 to 30
/// empty squares of 8 games of WTHOR 2020 (held out). Prints the figures
/// of BENCHMARKS.md; fails if the selective search saves less than half
/// the positions or errs by more than a disc on average. Run `cargo test
/// --release --test probcut -- --ignored --nocapture` (about 2 minutes).
#[test]
#[ignore]
fn selective_values_against_full_ones_on_held_out_games() {
    let opened = shared_games("wthor/1977-2020/WTH_2020.wtb", &[])
        .expect("shared/data/games beside the project");
    let boards: Vec<Board> = opened
        .games
        .iter()
        .skip(3)
        .take(8)
        .filter_map(|record| record.game().ok())
        .flat_map(|game| game.positions())
        .filter(|board| (27..=30).contains(&board.empty().count()) && !board.must_pass())
        .collect();
    let (mut full_nodes, mut cut_nodes) = (0, 0);
    let (mut gaps, mut best_gaps, mut same_best, mut losses) =
        (Vec::new(), Vec::new(), 0, Vec::new());
    for board in &boards {
        let (full, nodes) = values(board, 13, false);
        full_nodes += nodes;
        let (cut, nodes) = values(board, 13, true);
        cut_nodes += nodes;
        let best = |valued: &[(Square, f64, bool)]| {
            valued
                .iter()
                .copied()
                .max_by(|a, b| a.1.total_cmp(&b.1))
                .unwrap()
        };
        let (full_best, cut_best) = (best(&full), best(&cut));
        best_gaps.push((full_best.1 - cut_best.1).abs());
        let chosen = full
            .iter()
            .find(|(square, ..)| *square == cut_best.0)
            .unwrap();
        same_best += usize::from(chosen.1 == full_best.1);
        losses.push(full_best.1 - chosen.1);
        gaps.extend(
            full.iter()
                .zip(&cut)
                .filter(|((_, full, _), _)| full.abs() < 60.0)
                .map(|((_, full, _), (_, cut, _))| (full - cut).abs()),
        );
    }
    let mean = |values: &[f64]| values.iter().sum::<f64>() / values.len() as f64;
    gaps.sort_by(f64::total_cmp);
    println!(
        "{} positions: {:.1}% of the full search's positions; every move's value {:.2} discs from the full one on average (median {:.2}, 90% within {:.2}, at most {:.2}, {} moves); the best value {:.2} on average; the best move the full search's at {same_best}, losing {:.2} discs on average by its values (at most {:.2})",
        boards.len(),
        100.0 * cut_nodes as f64 / full_nodes as f64,
        mean(&gaps),
        gaps[gaps.len() / 2],
        gaps[gaps.len() * 9 / 10],
        gaps[gaps.len() - 1],
        gaps.len(),
        mean(&best_gaps),
        mean(&losses),
        losses.iter().copied().fold(0.0, f64::max),
    );
    assert!(cut_nodes * 2 < full_nodes);
    assert!(mean(&gaps) < 1.0);
}
