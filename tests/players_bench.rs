//! Long measurements behind BENCHMARKS.md ("Players and arena"), ignored
//! in the default run. Run one at a time:
//! `cargo test --release --test players_bench -- --ignored --nocapture NAME`.

use boardlab::board::random::seeded;
use boardlab::board::{Board, Color, Size};
use boardlab::game::with_forced_pass;
use boardlab::players::arena::{run_arena, ArenaSetup, SEED_003_RESULT};
use boardlab::players::stats::{chi_square_3, Proportion};
use boardlab::players::{
    Limits, Player, RandomPlayer, StrongPlayer, ThreePlyPlayer, ENDGAME_EMPTIES,
};
use boardlab::progress::Silent;

/// This thread's CPU time in milliseconds (10 ms resolution): the machine
/// is shared, so wall-clock time per move would measure the neighbours.
fn cpu_millis() -> f64 {
    let stat = std::fs::read_to_string("/proc/thread-self/stat").expect("Linux /proc");
    let fields: Vec<&str> = stat
        .rsplit(')')
        .next()
        .unwrap()
        .split_whitespace()
        .collect();
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks of 10 ms.
    let ticks: u64 = fields[11].parse::<u64>().unwrap() + fields[12].parse::<u64>().unwrap();
    ticks as f64 * 10.0
}

fn setup(black: &str, white: &str, games: u32, seed: u64) -> ArenaSetup {
    ArenaSetup {
        black: black.parse().unwrap(),
        white: white.parse().unwrap(),
        games,
        seed,
        size: Size::Eight,
        openings: 0,
        opening_lines: None,
        move_time: None,
        exact_empties: None,
    }
}

#[test]
#[ignore]
fn three_ply_against_random_over_many_seeds() {
    let runs: u64 = std::env::var("RUNS")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(20);
    let mut totals = [0u64; 3];
    for seed in 1..=runs {
        let summary = run_arena(&setup("three-ply", "random", 5000, seed), &mut Silent);
        let counts = [summary.black_wins, summary.white_wins, summary.draws];
        let rate = summary.black_win_rate;
        println!(
            "seed {seed}: {counts:?}, black {:.4} [{:.4}, {:.4}]",
            rate.rate, rate.low, rate.high
        );
        for (total, count) in totals.iter_mut().zip(counts) {
            *total += count;
        }
    }
    let games: u64 = totals.iter().sum();
    let shares = totals.map(|count| count as f64 / games as f64);
    let ours = Proportion::wilson(totals[0], games);
    let seed = Proportion::wilson(SEED_003_RESULT[0], 5000);
    let test = chi_square_3(SEED_003_RESULT, shares);
    println!("all {games} games: {totals:?}, shares {shares:.4?}");
    println!(
        "black win rate {:.4} [{:.4}, {:.4}]",
        ours.rate, ours.low, ours.high
    );
    println!(
        "seed 003: {:.4} [{:.4}, {:.4}]",
        seed.rate, seed.low, seed.high
    );
    println!(
        "seed's counts against our shares: chi-square {:.1} (2 df), p = {:.3e}",
        test.statistic, test.p_value
    );
    let z = (SEED_003_RESULT[0] as f64 / 5000.0 - ours.rate)
        / (ours.rate * (1.0 - ours.rate) / 5000.0).sqrt();
    println!("seed's win rate is {z:.1} standard errors (of a 5000-game run) from ours");
}

#[test]
#[ignore]
fn strong_4_against_three_ply_both_colours() {
    let games: u32 = std::env::var("GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(200);
    let as_black = run_arena(&setup("strong:4", "three-ply", games, 1), &mut Silent);
    let as_white = run_arena(&setup("three-ply", "strong:4", games, 2), &mut Silent);
    for (name, wins, summary) in [
        ("black", as_black.black_wins, &as_black),
        ("white", as_white.white_wins, &as_white),
    ] {
        let rate = Proportion::wilson(wins, summary.games);
        println!(
            "strong:4 as {name}: {wins}/{} wins, {} draws, rate {:.4} [{:.4}, {:.4}]",
            summary.games, summary.draws, rate.rate, rate.low, rate.high
        );
    }
    let total = Proportion::wilson(
        as_black.black_wins + as_white.white_wins,
        2 * u64::from(games),
    );
    println!(
        "both: {:.4} [{:.4}, {:.4}]",
        total.rate, total.low, total.high
    );
    assert!(total.rate >= 0.95);
}

/// CPU milliseconds per move of `spec` (black) against three-ply, split into
/// midgame and endgame (solver) moves.
#[test]
#[ignore]
fn strong_time_per_move() {
    let depth = std::env::var("DEPTH").ok().and_then(|v| v.parse().ok());
    let switch = std::env::var("ENDGAME")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(ENDGAME_EMPTIES);
    let games: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(6);
    let (mut midgame, mut endgame) = (Vec::new(), Vec::new());
    for seed in 0..games {
        let mut strong = StrongPlayer::with_depth(depth).with_endgame_empties(switch);
        let mut opponent = ThreePlyPlayer;
        let mut rng = seeded(seed);
        let mut board = Board::start(Size::Eight);
        loop {
            board = with_forced_pass(board);
            let started = cpu_millis();
            let player: &mut dyn Player = if board.side_to_move() == Color::Black {
                &mut strong
            } else {
                &mut opponent
            };
            let Some(square) = player.choose(&board, &mut rng, Limits::default()) else {
                break;
            };
            let millis = cpu_millis() - started;
            if board.side_to_move() == Color::Black {
                let empties = board.empty().count();
                if empties <= switch {
                    &mut endgame
                } else {
                    &mut midgame
                }
                .push((millis, empties));
            }
            board = board.play_unchecked(square);
        }
    }
    for (name, times) in [("midgame", &mut midgame), ("endgame", &mut endgame)] {
        times.sort_by(|a, b| a.0.total_cmp(&b.0));
        let median = times[times.len() / 2].0;
        let (max, at) = times.last().copied().unwrap_or((0.0, 0));
        println!(
            "depth {depth:?}, solver from {switch} empties, {name}: {} moves, median {median:.0} ms, max {max:.0} ms (at {at} empties)",
            times.len()
        );
    }
}

/// CPU milliseconds for hints (every legal move valued) along a game.
#[test]
#[ignore]
fn hints_time_per_position() {
    let mut strong = StrongPlayer::default();
    let mut rng = seeded(3);
    let mut board = Board::start(Size::Eight);
    let mut times = Vec::new();
    loop {
        board = with_forced_pass(board);
        let started = cpu_millis();
        let hints = strong.evaluate_moves(&board, Limits::default());
        times.push((board.empty().count(), cpu_millis() - started));
        let Some(square) = ThreePlyPlayer.choose(&board, &mut rng, Limits::default()) else {
            break;
        };
        assert_eq!(hints.len() as u32, board.legal_moves().count());
        board = board.play_unchecked(square);
    }
    let max = times.iter().map(|t| t.1).fold(0.0, f64::max);
    println!(
        "hints: {} positions, max {max:.1} ms; (empties, ms): {times:.0?}",
        times.len()
    );
}

/// CPU milliseconds of the strong player's first move at `EMPTIES` empty
/// squares with the exact solver switched on there (a fresh player, cold
/// tables): positions from strong:4 against itself after 8 random moves.
#[test]
#[ignore]
fn solver_switch_over_cost() {
    let empties: u32 = std::env::var("EMPTIES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(18);
    let games: u64 = std::env::var("GAMES")
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(30);
    let mut times = Vec::new();
    for seed in 0..games {
        let mut rng = seeded(seed + 100);
        let mut player = StrongPlayer::with_depth(Some(4));
        let mut board = Board::start(Size::Eight);
        for ply in 0.. {
            board = with_forced_pass(board);
            if board.empty().count() <= empties || board.is_game_over() {
                break;
            }
            let square = if ply < 8 {
                RandomPlayer.choose(&board, &mut rng, Limits::default())
            } else {
                player.choose(&board, &mut rng, Limits::default())
            };
            board = board.play_unchecked(square.expect("a move before the game ends"));
        }
        if board.is_game_over() || board.empty().count() != empties {
            continue;
        }
        let mut strong = StrongPlayer::default().with_endgame_empties(empties);
        let started = cpu_millis();
        strong.choose(&board, &mut rng, Limits::default());
        times.push(cpu_millis() - started);
    }
    times.sort_by(f64::total_cmp);
    println!(
        "solver from {empties} empties, {} positions: median {:.0} ms, max {:.0} ms CPU; all {times:?}",
        times.len(),
        times[times.len() / 2],
        times.last().unwrap()
    );
}
