//! Where `stoner check` spends its time on depth-13 stoner-like positions.
//!
//! `cargo run --release --example stoner_escapes` checks the final position
//! of every class of depth-13 stoner-like lines (H = 14) with one warm
//! solver, as the page does, and lists the eight that expand the most df-pn
//! nodes; `... -- LINE...` checks the given lines, each with a fresh solver,
//! five times, and prints the expansions and the median time.

use boardlab::board::{Board, Size};
use boardlab::notation::{format_moves, parse_game};
use boardlab::progress::Silent;
use boardlab::stoner::{check, stoner_like_lines, CensusOptions, Solver, DEFAULT_HORIZON};
use std::time::Instant;

fn position(moves: &str) -> Result<Board, String> {
    let parsed = parse_game(Board::start(Size::Eight), moves);
    match parsed.error {
        Some(error) => Err(format!("{moves}: {error:?}")),
        None => Ok(parsed.game.current()),
    }
}

fn every_class() {
    let options = CensusOptions {
        depth: 13,
        horizon: DEFAULT_HORIZON,
        cutoff: true,
    };
    let (lines, _) = stoner_like_lines(options, &mut Silent);
    let mut solver = Solver::default();
    let mut checked = Vec::new();
    for line in &lines {
        let before = solver.expanded;
        let started = Instant::now();
        check(&line.board, DEFAULT_HORIZON, &mut solver);
        let seconds = started.elapsed().as_secs_f64();
        checked.push((solver.expanded - before, seconds, format_moves(&line.moves)));
    }
    checked.sort_by_key(|c| std::cmp::Reverse(c.0));
    let seconds: f64 = checked.iter().map(|c| c.1).sum();
    println!(
        "{} positions: {} expansions, {:.0} ms in all",
        lines.len(),
        solver.expanded,
        seconds * 1000.0
    );
    for (expanded, seconds, moves) in &checked[..8] {
        println!(
            "  {moves}: {expanded} expansions, {:.2} ms",
            seconds * 1000.0
        );
    }
}

fn main() -> Result<(), String> {
    let lines: Vec<String> = std::env::args().skip(1).collect();
    if lines.is_empty() {
        every_class();
        return Ok(());
    }
    const RUNS: usize = 5;
    for moves in &lines {
        let board = position(moves)?;
        let mut times = Vec::new();
        let mut expanded = 0;
        for _ in 0..RUNS {
            let mut solver = Solver::default();
            let started = Instant::now();
            check(&board, DEFAULT_HORIZON, &mut solver);
            times.push(started.elapsed().as_secs_f64() * 1000.0);
            expanded = solver.expanded;
        }
        times.sort_by(f64::total_cmp);
        println!(
            "{moves}: {expanded} expansions, median of {RUNS} {:.2} ms (fastest {:.2} ms)",
            times[RUNS / 2],
            times[0]
        );
    }
    Ok(())
}
