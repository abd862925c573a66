//! FFO endgame positions #40-#44 (20-24 empties): exact values and best
//! moves. Long: run with `cargo test --release --test solve_ffo -- --ignored
//! --nocapture`, which also prints each solve's time and nodes.

use boardlab::board::{Board, Scoring, Square};
use boardlab::solve::Solver;
use std::time::Instant;

struct Problem {
    number: u32,
    board: Board,
    value: i32,
    best: Vec<Square>,
}

fn problems() -> Vec<Problem> {
    include_str!("data/ffo40-44.txt")
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

#[test]
#[ignore = "solves 20-24 empties: seconds each"]
fn ffo_40_to_44_values_and_best_moves() {
    for problem in problems() {
        let mut solver = Solver::new(22);
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
