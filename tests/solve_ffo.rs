//! FFO endgame positions #40-#59 (20-26 empties): exact values and best
//! moves. Long, so `#[ignore]`d; run by `scripts/bench-ffo.sh`, or one test
//! with `cargo test --release --test solve_ffo -- --ignored --nocapture
//! NAME`, which also prints each solve's time and nodes.

use boardlab::board::{Board, Scoring, Square};
use boardlab::solve::Solver;
use std::time::{Duration, Instant};

struct Problem {
    number: u32,
    board: Board,
    value: i32,
    best: Vec<Square>,
}

fn problems() -> Vec<Problem> {
    include_str!("data/ffo40-59.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let fields: Vec<&str> = line.split_whitespace().collect();
            Problem {
                number: fields[0].parse().unwrap(),
                board: format!("{} {}", fields[1], fields[2]).parse().unwrap(),
                value: fields[3].parse().unwrap(),
                best: fields[4]
                    .split(',')
                    .map(|name| name.parse().unwrap())
                    .collect(),
            }
        })
        .collect()
}

/// CPU time of the calling thread so far: on a shared machine, wall time
/// also counts the other jobs' turns.
fn thread_cpu() -> Duration {
    let stat = std::fs::read_to_string("/proc/thread-self/schedstat").unwrap_or_default();
    let nanos = stat.split_whitespace().next().and_then(|n| n.parse().ok());
    Duration::from_nanos(nanos.unwrap_or(0))
}

/// The table of the benchmark: 2^22 slots, 128 MiB, as Edax's default
/// (2^22 entries, about 130 MB).
const TABLE_BITS: u32 = 22;

#[test]
#[ignore = "solves 20-24 empties: seconds each"]
fn ffo_40_to_44_values_and_best_moves() {
    for problem in problems().into_iter().filter(|p| p.number <= 44) {
        let mut solver = Solver::new(TABLE_BITS);
        let started = Instant::now();
        let (value, best_move) = solver.best_move(&problem.board, Scoring::Wof);
        let value_time = started.elapsed();
        let value_nodes = solver.nodes();
        let solution = solver.solve_quietly(&problem.board, Scoring::Wof);
        println!(
            "FFO #{}: value {:+} in {:.3} s ({} nodes); all move values in {:.3} s more ({} nodes)",
            problem.number,
            value,
            value_time.as_secs_f64(),
            value_nodes,
            started.elapsed().as_secs_f64() - value_time.as_secs_f64(),
            solution.nodes
        );
        assert_eq!(value, problem.value, "FFO #{}", problem.number);
        assert!(
            problem.best.contains(&best_move.unwrap()),
            "FFO #{}",
            problem.number
        );
        assert_eq!(solution.value, problem.value, "FFO #{}", problem.number);
        let mut best = solution.best.clone();
        best.sort();
        let mut expected = problem.best.clone();
        expected.sort();
        assert_eq!(best, expected, "FFO #{}", problem.number);
    }
}

/// What Edax's `-solve` does per problem: the exact value and one best
/// move, from an empty table. Prints one line per position and the total.
/// `FFO="40 42"` in the environment picks some positions only.
#[test]
#[ignore = "solves 20-26 empties: minutes in all"]
fn ffo_40_to_59_value_and_best_move() {
    let chosen: Vec<u32> = std::env::var("FFO")
        .unwrap_or_default()
        .split_whitespace()
        .map(|number| number.parse().expect("FFO: numbers 40 to 59"))
        .collect();
    // FFO_TABLE_BITS: another table size, to see what it costs.
    let table_bits = std::env::var("FFO_TABLE_BITS")
        .ok()
        .map_or(TABLE_BITS, |bits| {
            bits.parse().expect("FFO_TABLE_BITS: a number of bits")
        });
    let (mut nodes, mut edax_nodes) = (0u64, 0u64);
    let (mut wall, mut cpu) = (Duration::ZERO, Duration::ZERO);
    // The last two columns count nodes as Edax does (the positions looked
    // at to order moves too): beside Edax's own nodes per second.
    println!("| # | value | move | nodes | CPU s | wall s | M nodes/CPU s | nodes as Edax counts | M of those/CPU s |");
    println!("|---|---|---|---|---|---|---|---|---|");
    for problem in problems()
        .into_iter()
        .filter(|problem| chosen.is_empty() || chosen.contains(&problem.number))
    {
        let mut solver = Solver::new(table_bits);
        let (started, cpu_before) = (Instant::now(), thread_cpu());
        let (value, best_move) = solver.best_move(&problem.board, Scoring::Wof);
        let (took, took_cpu) = (started.elapsed(), thread_cpu() - cpu_before);
        let per_second = |nodes: u64| nodes as f64 / took_cpu.as_secs_f64().max(1e-9) / 1e6;
        println!(
            "| {} | {:+} | {} | {} | {:.3} | {:.3} | {:.1} | {} | {:.1} |",
            problem.number,
            value,
            best_move.map_or("pass".to_string(), |square| square.to_string()),
            solver.nodes(),
            took_cpu.as_secs_f64(),
            took.as_secs_f64(),
            per_second(solver.nodes()),
            solver.nodes_as_edax_counts(),
            per_second(solver.nodes_as_edax_counts())
        );
        assert_eq!(value, problem.value, "FFO #{}", problem.number);
        assert!(
            problem.best.contains(&best_move.unwrap()),
            "FFO #{}",
            problem.number
        );
        nodes += solver.nodes();
        edax_nodes += solver.nodes_as_edax_counts();
        wall += took;
        cpu += took_cpu;
    }
    let per_second = |nodes: u64| nodes as f64 / cpu.as_secs_f64().max(1e-9) / 1e6;
    println!(
        "| total | | | {} | {:.3} | {:.3} | {:.1} | {} | {:.1} |",
        nodes,
        cpu.as_secs_f64(),
        wall.as_secs_f64(),
        per_second(nodes),
        edax_nodes,
        per_second(edax_nodes)
    );
}
