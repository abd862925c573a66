//! 6x6 Othello solved from the start: white wins 20-16, a value of -4 for
//! black (Feinstein, 1993). Long: run with `cargo test --release --test
//! solve_six -- --ignored --nocapture`; BENCHMARKS.md has the timed command.

use boardlab::board::{Board, Scoring, Size};
use boardlab::progress::Silent;
use boardlab::solve::{Solver, Split};

#[test]
#[ignore = "solves the whole 6x6 game: minutes on two cores"]
fn six_by_six_start_is_a_white_win_by_four() {
    let threads = std::thread::available_parallelism().map_or(1, |n| n.get());
    let mut solver = Solver::new(23).with_split(Split { threads, plies: 4 });
    let started = std::time::Instant::now();
    let solution = solver.solve(&Board::start(Size::Six), Scoring::Wof, &mut Silent);
    println!(
        "6x6 start: {solution:?} in {:.1} s",
        started.elapsed().as_secs_f64()
    );
    assert_eq!(solution.value, -4);
    // The four first moves are symmetric: all equally good.
    assert_eq!(solution.best.len(), 4);
}
