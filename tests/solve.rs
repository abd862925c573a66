//! The exact solver against a brute-force negamax, and known small-board
//! figures.

mod common;

use boardlab::board::{Board, Scoring, Size, Square};
use boardlab::solve::report::{PositionReport, SolveReport, Source};
use boardlab::solve::{Solver, Split};
use common::{brute_force, random_position};
use proptest::prelude::*;

/// Two threads splitting the first three plies below each root move.
const TWO_THREADS: Split = Split {
    threads: 2,
    plies: 3,
};

fn square(name: &str) -> Square {
    name.parse().unwrap()
}

#[test]
fn four_by_four_start_is_a_white_win_by_eight_raw() {
    let mut solver = Solver::new(16);
    assert_eq!(solver.value(&Board::start(Size::Four), Scoring::Raw), -8);
}

#[test]
fn four_by_four_replies_to_d3_have_the_seed_values() {
    // After black's d3, white has d2 (-8), b4 (-9) and d4 (+8): seed figures.
    let board = Board::start(Size::Four).play(square("d3")).unwrap();
    let mut solver = Solver::new(16);
    let solution = solver.solve_quietly(&board, Scoring::Raw);
    assert_eq!(solution.value, 8);
    assert_eq!(solution.best, vec![square("d4")]);
    let mut moves = solution.moves.clone();
    moves.sort();
    assert_eq!(
        moves,
        vec![(square("d2"), -8), (square("b4"), -9), (square("d4"), 8)]
    );
}

#[test]
fn solve_values_every_move_like_brute_force() {
    let mut solver = Solver::new(16);
    for seed in 0..20 {
        let board = random_position(Size::Six, 11, seed);
        for scoring in [Scoring::Wof, Scoring::Raw] {
            let solution = solver.solve_quietly(&board, scoring);
            assert_eq!(solution.value, brute_force(&board, scoring), "{board}");
            for &(square, value) in &solution.moves {
                let child = board.play_unchecked(square);
                assert_eq!(value, -brute_force(&child, scoring), "{board} {square}");
            }
            let best: Vec<Square> = solution
                .moves
                .iter()
                .filter(|m| m.1 == solution.value)
                .map(|m| m.0)
                .collect();
            let mut expected = solution.best.clone();
            expected.sort();
            let mut best = best;
            best.sort();
            assert_eq!(best, expected);
        }
    }
}

#[test]
fn passes_and_finished_games() {
    let mut solver = Solver::new(10);
    let (mut passes, mut finished) = (0, 0);
    for seed in 0..3000 {
        let board = random_position(Size::Four, (seed % 9) as u32, seed);
        if !board.legal_moves().is_empty() {
            continue;
        }
        if board.is_game_over() {
            finished += 1;
        } else {
            passes += 1;
        }
        for scoring in [Scoring::Wof, Scoring::Raw] {
            let solution = solver.solve_quietly(&board, scoring);
            assert_eq!(solution.value, brute_force(&board, scoring), "{board}");
            assert!(solution.moves.is_empty() && solution.best.is_empty());
        }
    }
    assert!(
        passes > 0 && finished > 0,
        "{passes} passes, {finished} finished games"
    );
}

fn check_against_brute_force(
    size: Size,
    empties: u32,
    seed: u64,
    wof: bool,
) -> Result<(), TestCaseError> {
    let scoring = if wof { Scoring::Wof } else { Scoring::Raw };
    let board = random_position(size, empties, seed);
    let mut solver = Solver::new(12);
    let expected = brute_force(&board, scoring);
    prop_assert_eq!(solver.value(&board, scoring), expected, "{}", board);
    // Fail-soft bounds must lie on the right side of any window.
    for (alpha, beta) in [
        (expected - 3, expected - 1),
        (expected + 1, expected + 4),
        (expected - 1, expected + 1),
    ] {
        let bound = solver.value_within(&board, scoring, alpha, beta);
        if expected <= alpha {
            prop_assert!(bound <= alpha && bound >= expected);
        } else if expected >= beta {
            prop_assert!(bound >= beta && bound <= expected);
        } else {
            prop_assert_eq!(bound, expected);
        }
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn four_by_four_any_position(empties in 0u32..=12, seed: u64, wof: bool) {
        check_against_brute_force(Size::Four, empties, seed, wof)?;
    }

    #[test]
    fn six_by_six_up_to_twelve_empties(empties in 0u32..=12, seed: u64, wof: bool) {
        check_against_brute_force(Size::Six, empties, seed, wof)?;
    }

    #[test]
    fn eight_by_eight_up_to_ten_empties(empties in 0u32..=10, seed: u64, wof: bool) {
        check_against_brute_force(Size::Eight, empties, seed, wof)?;
    }
}

proptest! {
    // The last-four-empties solvers (no table, their own pass handling)
    // are reached directly from the root below five empties: many cases
    // are cheap, and positions near a game's end pass often.
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn last_four_empties_on_every_size(
        size in prop_oneof![Just(Size::Four), Just(Size::Six), Just(Size::Eight)],
        empties in 0u32..=4,
        seed: u64,
        wof: bool,
    ) {
        check_against_brute_force(size, empties, seed, wof)?;
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3))]

    #[test]
    fn six_by_six_thirteen_empties(seed: u64, wof: bool) {
        check_against_brute_force(Size::Six, 13, seed, wof)?;
    }
}

#[test]
fn parallel_solve_agrees_with_sequential_solve() {
    for seed in 0..6 {
        let board = random_position(Size::Six, 15, 100 + seed);
        let sequential = Solver::new(18).solve_quietly(&board, Scoring::Wof);
        let mut solver = Solver::new(18).with_split(TWO_THREADS);
        let parallel = solver.solve_quietly(&board, Scoring::Wof);
        assert_eq!(
            (parallel.value, &parallel.best),
            (sequential.value, &sequential.best),
            "{board}"
        );
        let mut expected = sequential.moves.clone();
        let mut found = parallel.moves.clone();
        expected.sort();
        found.sort();
        assert_eq!(found, expected, "{board}");
    }
}

/// A solve past its time limit gives up soon, on one thread or two, and
/// leaves nothing false in its table: the same solver then finds the
/// exact value and best moves. (A limit already past is read at the
/// search's first look at the clock, a few thousand nodes in: no timing
/// is measured.) 20 empties: the 8x8 sketch runs first, and gives up too.
#[test]
fn a_solve_past_its_time_limit_gives_up_and_stays_exact() {
    use std::time::Duration;
    for seed in 51..=52 {
        let board = random_position(Size::Eight, 20, seed);
        let expected = Solver::new(18).best_moves(&board, Scoring::Wof);
        let mut solver = Solver::new(18);
        let gave_up = solver.within_time(Duration::ZERO, |solver| {
            solver.solve_quietly(&board, Scoring::Wof)
        });
        assert_eq!(gave_up, None, "seed {seed}");
        assert!(solver.nodes() < 50_000, "it stops soon: {}", solver.nodes());
        let mut parallel = Solver::new(18).with_split(TWO_THREADS);
        let gave_up = parallel.within_time(Duration::ZERO, |solver| {
            solver.solve_quietly(&board, Scoring::Wof)
        });
        assert_eq!(gave_up, None, "seed {seed}");
        let answered = solver
            .within_time(Duration::from_secs(86_400), |solver| {
                solver.best_moves(&board, Scoring::Wof)
            })
            .expect("a day suffices");
        assert_eq!(answered.value, expected.value, "seed {seed}");
        assert_eq!(answered.best, expected.best, "seed {seed}");
    }
}

#[test]
fn parallel_best_move_is_a_best_move_from_any_guess() {
    for seed in 0..6 {
        let board = random_position(Size::Six, 15, 300 + seed);
        let solution = Solver::new(18).solve_quietly(&board, Scoring::Wof);
        for guess in [-20, 0, solution.value, 30] {
            let mut solver = Solver::new(18).with_split(TWO_THREADS);
            let (value, best) = solver.best_move_near(&board, Scoring::Wof, guess);
            assert_eq!(value, solution.value, "{board} from {guess}");
            let best = best.expect("a move");
            assert!(
                solution.best.contains(&best),
                "{board}: {best} from {guess}"
            );
        }
    }
}

#[test]
fn best_move_keeps_the_value() {
    let mut solver = Solver::new(16);
    for seed in 0..20 {
        let board = random_position(Size::Eight, 10, 200 + seed);
        let (value, best) = solver.best_move(&board, Scoring::Wof);
        assert_eq!(value, brute_force(&board, Scoring::Wof), "{board}");
        match best {
            Some(square) => assert_eq!(
                -brute_force(&board.play_unchecked(square), Scoring::Wof),
                value,
                "{board}"
            ),
            None => assert!(board.legal_moves().is_empty()),
        }
    }
}

/// From 20 empties an 8x8 solve starts with a sketch by the learned
/// evaluation, whose moves go first and whose value is the first guess.
/// Neither may change an answer: the full-window search (no sketch, no
/// guess) of a fresh table gives the same values, and the chosen move
/// keeps its value.
#[test]
fn the_sketch_changes_no_value_or_best_move() {
    for seed in 0..3 {
        let board = random_position(Size::Eight, 20 + seed as u32 % 2, 500 + seed);
        let (value, best) = Solver::new(20).best_move(&board, Scoring::Wof);
        let mut reference = Solver::new(20);
        assert_eq!(
            reference.value_within(&board, Scoring::Wof, -64, 64),
            value,
            "{board}"
        );
        let square = best.expect("a move");
        let child = board.play_unchecked(square);
        assert_eq!(
            -reference.value_within(&child, Scoring::Wof, -64, 64),
            value,
            "{board}: {square}"
        );
    }
}

/// FFO #59: black wipes white out, 34 empties from the end. The sketch
/// sees the wipe-out a few plies ahead; the exact search, following its
/// moves, proves it in well under a million positions (without it, no
/// answer after 11 minutes: each wrong move had to be shown to let white
/// survive, a search to the end of the game).
#[test]
fn a_wipe_out_far_from_the_end_is_proven_along_the_sketch() {
    let board: Board = "-----------------------O--OOOOO---OOOOOXOOOOXXXX--XXOOXX--XX-O-X X"
        .parse()
        .unwrap();
    let mut solver = Solver::new(20);
    let (value, best) = solver
        .within(5_000_000, |solver| solver.best_move(&board, Scoring::Wof))
        .expect("proven within the budget");
    assert_eq!(value, 64);
    assert!(["h4", "g8", "e8"]
        .map(square)
        .contains(&best.expect("a move")));
}

/// The sketch keeps to a solve's node budget as the exact tests do: a
/// budget far below the sketch's own size (hundreds of thousands of nodes
/// at 26 empties) stops it, not after it. The tests that follow give up
/// at once, one node each.
#[test]
fn the_sketch_keeps_to_the_node_budget() {
    let board = random_position(Size::Eight, 26, 700);
    let mut solver = Solver::new(16);
    let result = solver.within(1_000, |solver| solver.best_move(&board, Scoring::Wof));
    assert_eq!(result, None, "{board}");
    assert!(solver.nodes() <= 1_500, "{} nodes", solver.nodes());
}

/// Nodes as Edax counts them add the positions looked at to order moves:
/// none in the last seven empties, searched in a fixed order as Edax's
/// shallow search does, and every child scored above them.
#[test]
fn nodes_as_edax_counts_add_the_ordering_only_where_moves_are_sorted() {
    let shallow = random_position(Size::Eight, 7, 800);
    let mut solver = Solver::new(16);
    solver.value(&shallow, Scoring::Wof);
    assert!(solver.nodes() > 0, "{shallow}");
    assert_eq!(solver.nodes_as_edax_counts(), solver.nodes(), "{shallow}");

    let deep = random_position(Size::Eight, 14, 801);
    let mut solver = Solver::new(16);
    solver.value(&deep, Scoring::Wof);
    let ordering = solver.nodes_as_edax_counts() - solver.nodes();
    // Most nodes are in the last seven empties: the sorted ones are few.
    assert!(ordering > 1000, "{deep}: {ordering} of {}", solver.nodes());
}

#[test]
fn best_solution_values_its_one_best_move() {
    let mut solver = Solver::new(16);
    for seed in 0..20 {
        let board = random_position(Size::Six, 10, 300 + seed);
        let full = Solver::new(16).solve_quietly(&board, Scoring::Wof);
        let quick = solver.best_solution(&board, Scoring::Wof);
        assert_eq!(quick.value, full.value, "{board}");
        assert!(quick.nodes > 0, "{board}");
        assert!(quick.best.len() <= 1, "{board}");
        assert!(
            quick.best.iter().all(|square| full.best.contains(square)),
            "{board}"
        );
        let valued: Vec<_> = quick
            .best
            .iter()
            .map(|&square| (square, quick.value))
            .collect();
        assert_eq!(quick.moves, valued, "{board}");
    }
}

#[test]
fn reports_write_moves_as_an_object_best_first() {
    // After d3 on 4x4 (raw): d4 +8, d2 -8, b4 -9 for white.
    let board = Board::start(Size::Four).play(square("d3")).unwrap();
    let solution = Solver::new(16).solve_quietly(&board, Scoring::Raw);
    let report = SolveReport::new(&board, Scoring::Raw, &solution, &[]);
    let json = serde_json::to_string(&report).unwrap();
    assert!(
        json.contains(r#""moves":{"d4":8,"d2":-8,"b4":-9}"#),
        "{json}"
    );

    let position = PositionReport::new(&board, Scoring::Raw, Source::Search, &solution);
    let json: serde_json::Value = serde_json::to_value(&position).unwrap();
    assert_eq!(json["value"], 8);
    assert_eq!(json["best"], serde_json::json!(["d4"]));
    assert_eq!(
        json["moves"],
        serde_json::json!({"d4": 8, "d2": -8, "b4": -9})
    );
    assert_eq!(json["to_move"], "white");
    assert_eq!(json["empties"], 11);
    assert_eq!(json["game_over"], false);
    assert_eq!(json["source"], "search");
    assert!(json.get("follow").is_none());
}

/// FFO #40-#44 (20-23 empties) on two threads: the published value and
/// the published set of best moves (every move that keeps the value),
/// which one thread also finds (`solve_ffo.rs`, `#[ignore]`d for its time).
#[test]
fn on_two_threads_the_ffo_40_to_44_values_and_best_moves_are_the_published_ones() {
    let lines = include_str!("data/ffo40-44.txt").lines();
    for line in lines.filter(|line| !line.starts_with('#')) {
        let fields: Vec<&str> = line.split_whitespace().collect();
        let board: Board = format!("{} {}", fields[1], fields[2]).parse().unwrap();
        let shared = Solver::new(20)
            .with_split(Split::threads(2))
            .best_moves(&board, Scoring::Wof);
        let mut published: Vec<Square> = fields[4].split(',').map(square).collect();
        published.sort();
        let number = fields[0];
        assert_eq!(
            shared.value,
            fields[3].parse::<i32>().unwrap(),
            "FFO #{number}"
        );
        assert_eq!(shared.best, published, "FFO #{number}");
    }
}

/// A search on two threads told to stop gives up within its clock
/// interval: FFO #49 (26 empties, about 15 s on two threads) stopped after
/// 100 ms answers nothing, long before it could have finished, and the
/// same solver then still finds the published value of a smaller one.
#[test]
fn a_parallel_solve_told_to_stop_gives_up_at_once() {
    use std::sync::atomic::{AtomicBool, Ordering};
    use std::sync::Arc;
    use std::time::{Duration, Instant};
    let board: Board = "-OOOOO----OOOOX--OOOOOO-XXXXXOO--XXOOX--OOXOXX----OXXO---OOO--O- X"
        .parse()
        .unwrap();
    let deep: Board = "--OX-O----XXOO--OOOOOXX-OOOOOX--OOOXOXX-OOOOXX-----OOX----X-O--- X"
        .parse()
        .unwrap();
    let told = Arc::new(AtomicBool::new(false));
    let mut solver = Solver::new(20).with_split(Split::threads(2));
    let flag = Arc::clone(&told);
    solver.set_stop(Some(Arc::new(move || flag.load(Ordering::Relaxed))));
    let started = Instant::now();
    let answer = std::thread::scope(|scope| {
        scope.spawn(|| {
            std::thread::sleep(Duration::from_millis(100));
            told.store(true, Ordering::Relaxed);
        });
        solver.within(u64::MAX, |solver| solver.best_move(&deep, Scoring::Wof))
    });
    assert_eq!(answer, None);
    // Told after 100 ms; a second is the slack of a loaded machine.
    assert!(
        started.elapsed() < Duration::from_millis(1100),
        "{:?}",
        started.elapsed()
    );
    told.store(false, Ordering::Relaxed);
    let answered = solver.within(u64::MAX, |solver| solver.value(&board, Scoring::Wof));
    assert_eq!(answered, Some(0), "FFO #41 is a draw");
}
