//! Solves random 6x6 positions with a given number of empties, one thread,
//! and prints each one's value, nodes and time: the scaling figures of
//! BENCHMARKS.md ("Small boards and endgames"), and the measure of what the
//! browser can solve live.
//!
//! `cargo run --release --example solve_sample -- EMPTIES COUNT [all]`
//! (`all`: every move's exact value, as `Solver::solve`; otherwise the
//! value and one best move, as `Solver::best_move`).

use boardlab::board::{Board, Scoring, Size};
use boardlab::solve::Solver;
use rand::{RngExt, SeedableRng};
use std::time::Instant;

/// A random game from the start, stopped at `empties` with a move to make.
fn random_position(empties: u32, seed: u64) -> Board {
    let mut rng = rand_xoshiro::Xoshiro256PlusPlus::seed_from_u64(seed);
    loop {
        let mut board = Board::start(Size::Six);
        while !board.is_game_over() {
            let moves: Vec<_> = board.legal_moves().collect();
            if moves.is_empty() {
                board = board.pass();
            } else if board.empty().count() == empties {
                return board;
            } else {
                board = board.play_unchecked(moves[rng.random_range(0..moves.len())]);
            }
        }
    }
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let number = |index: usize, default: u64| {
        args.get(index)
            .map_or(default, |text| text.parse().expect("a number"))
    };
    let (empties, count) = (number(0, 20) as u32, number(1, 8));
    let all = args.get(2).is_some_and(|word| word == "all");
    let (mut nodes, started) = (0, Instant::now());
    for seed in 0..count {
        let board = random_position(empties, seed);
        let mut solver = Solver::new(22);
        let clock = Instant::now();
        let value = if all {
            solver.solve_quietly(&board, Scoring::Wof).value
        } else {
            solver.best_move(&board, Scoring::Wof).0
        };
        println!(
            "{board}: {value:+}, {} nodes, {:.3} s",
            solver.nodes(),
            clock.elapsed().as_secs_f64()
        );
        nodes += solver.nodes();
    }
    println!(
        "{count} positions of {empties} empties: {nodes} nodes, {:.3} s",
        started.elapsed().as_secs_f64()
    );
}
