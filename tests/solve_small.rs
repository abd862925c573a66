//! 4x4 solved whole: the census of reachable positions against an
//! independent enumeration and brute force, and the seed's printed lines
//! against exact values.

mod common;

use boardlab::board::{Board, Scoring, Size, Square};
use boardlab::game::with_forced_pass;
use boardlab::notation::read_game;
use boardlab::solve::census::Census;
use boardlab::solve::lines::annotate;
use boardlab::solve::Solver;
use common::brute_force;
use std::collections::{HashMap, HashSet};

/// Every position reachable from the start, by a plain depth-first walk
/// over the rules (no solver code involved).
fn reachable(start: Board) -> HashSet<Board> {
    let mut seen = HashSet::new();
    let mut stack = vec![with_forced_pass(start)];
    while let Some(board) = stack.pop() {
        if !seen.insert(board) {
            continue;
        }
        for square in board.legal_moves() {
            stack.push(with_forced_pass(board.play_unchecked(square)));
        }
    }
    seen
}

#[test]
fn census_matches_enumeration_and_brute_force() {
    let start = Board::start(Size::Four);
    let census = Census::new(start, Scoring::Raw);
    let expected = reachable(start);
    assert_eq!(census.len(), expected.len());
    assert_eq!(census.len(), 53_801);
    let mut solver = Solver::new(16);
    for &(board, value) in &census.positions {
        assert!(expected.contains(&board), "{board} is not reachable");
        assert_eq!(value, brute_force(&board, Scoring::Raw), "{board}");
        assert_eq!(solver.value(&board, Scoring::Raw), value, "{board}");
    }
    assert_eq!(census.positions[0], (start, -8));
    // Every game to its end: perft deep enough counts each game once.
    assert_eq!(census.games, boardlab::perft::perft(&start, 40));
}

#[test]
fn census_under_wof_scoring_agrees_with_the_solver() {
    let census = Census::new(Board::start(Size::Four), Scoring::Wof);
    let mut solver = Solver::new(16);
    for &(board, value) in census.positions.iter().step_by(7) {
        assert_eq!(solver.value(&board, Scoring::Wof), value, "{board}");
    }
}

/// A printed value that differs from the exact one.
#[derive(Debug, PartialEq, Eq)]
struct Difference {
    line: String,
    ply: usize,
    square: Square,
    printed: i32,
    exact: i32,
}

#[test]
fn seed_lines_match_exact_values_but_one_sign() {
    let mut solver = Solver::new(16);
    let mut differences = Vec::new();
    let mut line = (String::new(), Vec::new());
    let mut checked = 0;
    for row in include_str!("data/seed_4x4_lines.txt")
        .lines()
        .filter(|row| !row.starts_with('#'))
    {
        let fields: Vec<&str> = row.split_whitespace().collect();
        if fields[0] == "line" {
            let game = read_game(Some(Size::Four), None, fields[2])
                .whole()
                .unwrap();
            let steps = annotate(&game, Scoring::Raw, &mut solver);
            // The seed's lines are best play for both sides after the
            // opening's first two moves.
            assert!(
                steps[2..]
                    .iter()
                    .all(|step| step.optimal || step.played.is_none()),
                "{}",
                fields[1]
            );
            line = (fields[1].to_string(), steps);
            continue;
        }
        let ply: usize = fields[0].parse().unwrap();
        let exact: HashMap<Square, i32> = line.1[ply].solution.moves.iter().copied().collect();
        assert_eq!(
            exact.len(),
            fields.len() - 1,
            "{} ply {ply}: every legal move is printed",
            line.0
        );
        for printed in &fields[1..] {
            let square: Square = printed[..2].parse().unwrap();
            let printed: i32 = printed[2..].parse().unwrap();
            checked += 1;
            if exact[&square] != printed {
                differences.push(Difference {
                    line: line.0.clone(),
                    ply,
                    square,
                    printed,
                    exact: exact[&square],
                });
            }
        }
    }
    assert_eq!(checked, 71);
    let a3: Square = "a3".parse().unwrap();
    assert_eq!(
        differences,
        vec![Difference {
            line: "vertical".into(),
            ply: 4,
            square: a3,
            printed: 12,
            exact: -12
        }]
    );
}
