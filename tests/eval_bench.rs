//! The learned evaluation's error against the exact score (BENCHMARKS.md,
//! issue 18), on positions of 20 to 22 empty squares from games the
//! training never saw. Slow (each position is solved exactly): run by
//!   cargo test --release --test eval_bench -- --ignored --nocapture
//! with EVAL_BENCH_POSITIONS (default 100) positions. EVAL_BENCH_WEIGHTS=FILE
//! measures that weights file (a candidate of `boardlab train`) in place of
//! the built-in one, on the same positions (the games that reach them are
//! still played with the built-in weights).

use boardlab::board::random::{seeded, stream_seed};
use boardlab::board::{Board, Scoring, Size};
use boardlab::eval::Weights;
use boardlab::game::with_forced_pass;
use boardlab::players::{EvalChoice, Limits, Player, StrongPlayer};
use boardlab::solve::Solver;
use rand::seq::IteratorRandom;
use rand::RngExt;
use std::sync::Arc;
use std::time::Instant;

/// Seeds the training never uses (`boardlab train` draws from stream
/// seeds of its run seed, 1 for the committed weights).
const HELD_OUT_SEED: u64 = 0x005e_ed18;

/// A position of `empties` empty squares (20 to 22) from game `index`: a
/// random opening of 4 to 22 plies, then `classic:3` against `strong:3`
/// (colours alternating), so neither evaluation's own games are favoured.
fn held_out_position(index: u64, empties: u32) -> Option<Board> {
    let mut rng = seeded(stream_seed(HELD_OUT_SEED, index));
    let mut learned = StrongPlayer::with_evaluation(Some(3), EvalChoice::Learned);
    let mut classic = StrongPlayer::with_evaluation(Some(3), EvalChoice::Classic);
    let mut board = Board::start(Size::Eight);
    let opening = rng.random_range(4..=22);
    for ply in 0.. {
        board = with_forced_pass(board);
        if board.is_game_over() {
            return None;
        }
        if board.empty().count() == empties {
            return Some(board);
        }
        let square = if ply < opening {
            board.legal_moves().choose(&mut rng)
        } else {
            let learned_moves = (ply + index as usize).is_multiple_of(2);
            let player: &mut dyn Player = if learned_moves {
                &mut learned
            } else {
                &mut classic
            };
            player.choose(&board, &mut rng, Limits::default())
        };
        board = board.play_unchecked(square?);
    }
    None
}

#[test]
#[ignore]
fn evaluation_error_at_20_to_22_empties() {
    let count: u64 = std::env::var("EVAL_BENCH_POSITIONS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(100);
    let learned = match std::env::var("EVAL_BENCH_WEIGHTS") {
        Ok(path) => EvalChoice::Weights(Arc::new(
            Weights::from_bytes(&std::fs::read(&path).expect("EVAL_BENCH_WEIGHTS is readable"))
                .expect("EVAL_BENCH_WEIGHTS holds weights"),
        )),
        Err(_) => EvalChoice::Learned,
    };
    let mut solver = Solver::new(22);
    let evaluations = [
        ("learned", learned.clone(), 0),
        ("classic", EvalChoice::Classic, 0),
        ("learned", learned, 4),
        ("classic", EvalChoice::Classic, 4),
    ];
    let mut errors = [0f64; 4];
    let mut positions = 0;
    let started = Instant::now();
    for index in 0..count {
        let Some(board) = held_out_position(index, 20 + (index % 3) as u32) else {
            continue;
        };
        let exact = f64::from(solver.value(&board, Scoring::Wof));
        for (error, (_, choice, depth)) in errors.iter_mut().zip(&evaluations) {
            let (value, _) =
                StrongPlayer::with_evaluation(None, choice.clone()).search_value(&board, *depth);
            *error += (value - exact).abs();
        }
        positions += 1;
    }
    println!(
        "{positions} held-out positions of 20-22 empties, solved in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    for ((name, _, depth), error) in evaluations.iter().zip(errors) {
        println!(
            "{name} depth {depth}: mean absolute error {:.2} discs",
            error / positions as f64
        );
    }
    assert!(positions > 0);
}

/// The held-out positions of real games: one of 20-22 empties from each
/// game of WTHOR 2016 and 2020 (no training reads those years), solved by
/// `boardlab train label --file WTH_2016.wtb --file WTH_2020.wtb
/// --exact-empties 22 --empties 20-22 --per-game 1 --seed 30`.
const HELD_OUT_REAL: &[u8] = include_bytes!("data/heldout_wthor_2016_2020_e20-22.bin");

/// How far the review's estimated losses are from the exact ones, on real
/// positions no training saw (docs/review.md, the estimate margin): every
/// legal move of the first LOSS_BENCH_POSITIONS (default 40) held-out
/// positions, valued exactly and by the review's estimate (the strong
/// player's search within the CLI's node budget, leaves of even empties,
/// no solver). Prints the mean error of a loss, how many moves losing
/// less than 2 discs the margin rule would call a mistake, and how many
/// losing 6 or more it would not list. Run by
///   cargo test --release --test eval_bench -- --ignored --nocapture loss
#[test]
#[ignore]
fn loss_estimates_against_exact_losses_on_real_positions() {
    use boardlab::eval::dataset::{board_of, read_samples};
    use boardlab::progress::Silent;
    use boardlab::review::mistakes::Kind;
    use boardlab::review::ESTIMATE_NODES;
    let count: usize = std::env::var("LOSS_BENCH_POSITIONS")
        .ok()
        .and_then(|text| text.parse().ok())
        .unwrap_or(40);
    let samples = read_samples(HELD_OUT_REAL).expect("the held-out file reads");
    let mut solver = Solver::new(22);
    let mut player = StrongPlayer::default().with_endgame_empties(0);
    let limits = Limits {
        nodes: Some(ESTIMATE_NODES),
        even_leaves: true,
        ..Limits::default()
    };
    let (mut moves, mut error, mut accused, mut small, mut missed, mut large) =
        (0, 0.0, 0, 0, 0, 0);
    let started = Instant::now();
    for sample in samples.iter().take(count) {
        let board = board_of(sample);
        let exact = solver.solve(&board, Scoring::Wof, &mut Silent);
        assert_eq!(exact.value as f32, sample.target, "{board}");
        let estimates = player.evaluate_moves(&board, limits);
        let best_estimate = estimates.iter().map(|e| e.value).fold(f64::MIN, f64::max);
        for (square, value) in &exact.moves {
            let exact_loss = f64::from(exact.value - value);
            let estimate = estimates.iter().find(|e| e.square == *square).unwrap();
            let estimated_loss = best_estimate - estimate.value;
            error += (estimated_loss - exact_loss).abs();
            moves += 1;
            let kind = Kind::of_estimate(estimated_loss);
            if exact_loss < 2.0 {
                small += 1;
                accused += usize::from(kind >= Some(Kind::Mistake));
            }
            if exact_loss >= 6.0 {
                large += 1;
                missed += usize::from(kind.is_none());
            }
        }
    }
    println!(
        "{moves} moves of {count} held-out positions in {:.1} s: mean error of an estimated loss {:.2} discs",
        started.elapsed().as_secs_f64(),
        error / moves.max(1) as f64
    );
    println!("losing under 2 discs exactly, called a mistake or a blunder: {accused} of {small}");
    println!("losing 6 or more exactly, not listed at all: {missed} of {large}");
    assert!(moves > 0);
}
