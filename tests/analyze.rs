//! The analysis every face asks for (`src/analyze/`, `boardlab analyze`):
//! exact values where the solver reaches, book values in the opening, a
//! search's values of the depth asked past it, lines that replay to their
//! values, shares of the root that deal every move once, and a stop that
//! ends the work at once.

mod common;

use boardlab::analyze::{shares, Analysis, Analyzer, Request};
use boardlab::board::{Board, Scoring, Size, Square};
use boardlab::players::report::MoveSource;
use boardlab::players::Limits;
use boardlab::progress::{Silent, StopSignal};
use boardlab::solve::Solver;
use common::random_position;
use proptest::prelude::*;
use std::process::Command;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// FFO `number`'s position (#40-#44: 20-23 empties).
fn ffo(number: u32) -> Board {
    let line = include_str!("data/ffo40-44.txt")
        .lines()
        .find(|line| line.starts_with(&number.to_string()))
        .unwrap();
    let fields: Vec<&str> = line.split_whitespace().collect();
    format!("{} {}", fields[1], fields[2]).parse().unwrap()
}

fn analyze(analyzer: &mut Analyzer, request: &Request) -> Analysis {
    analyzer.analyze(request, &mut |_| {})
}

/// Plays `line` from `board` (forced passes taken), the position at its end.
fn replay(board: &Board, line: &[Square]) -> Board {
    line.iter().fold(*board, |board, &square| {
        let board = if board.must_pass() {
            board.pass()
        } else {
            board
        };
        board
            .play(square)
            .unwrap_or_else(|| panic!("{square} is not legal"))
    })
}

#[test]
fn a_20_empty_position_is_valued_exactly_as_the_solver_values_it_on_one_thread_or_two() {
    let board = ffo(40);
    let solved = Solver::new(20).solve(&board, Scoring::Wof, &mut Silent);
    for threads in [1, 2] {
        let mut analyzer = Analyzer::new().with_threads(threads);
        let analysis = analyze(&mut analyzer, &Request::new(board, Limits::default()));
        assert!(analysis.exact, "{threads} threads");
        let mut values: Vec<(Square, i32)> = analysis
            .moves
            .iter()
            .map(|valued| {
                assert_eq!(valued.source, MoveSource::Exact, "{}", valued.square);
                (valued.square, valued.value as i32)
            })
            .collect();
        let mut expected = solved.moves.clone();
        values.sort();
        expected.sort();
        assert_eq!(values, expected, "{threads} threads");
        // The lines are legal to the end of the game, which they reach at their value.
        assert_eq!(analysis.lines.len(), 3);
        for line in &analysis.lines {
            let end = replay(&board, &line.moves);
            assert!(end.is_game_over(), "{:?}", line.moves);
            let margin = end.final_value_for_mover(Scoring::Wof);
            let for_root = if end.side_to_move() == board.side_to_move() {
                margin
            } else {
                -margin
            };
            assert_eq!(for_root as f64, line.value, "{:?}", line.moves);
            assert_eq!(analysis.value_of(line.moves[0]).unwrap().value, line.value);
        }
        assert_eq!(analysis.lines[0].value, solved.value as f64);
    }
}

#[test]
fn an_opening_position_is_valued_from_the_book() {
    let board = boardlab::notation::read_game(None, None, "f5d6")
        .position()
        .unwrap();
    let mut analyzer = Analyzer::new().with_books(Size::Eight);
    let analysis = analyze(&mut analyzer, &Request::new(board, Limits::default()));
    assert_eq!(analysis.moves.len(), board.legal_moves().count() as usize);
    assert!(analysis
        .moves
        .iter()
        .all(|valued| valued.source == MoveSource::Book));
    assert!(!analysis.exact);
    assert_eq!(analysis.nodes, 0);
}

#[test]
fn past_the_book_every_move_is_searched_to_the_depth_asked_and_lines_replay() {
    // 30 empties, out of any book: the search alone, to 8 plies (leaves at 22 empties).
    let board = random_position(Size::Eight, 30, 7);
    assert_eq!(board.empty().count(), 30);
    let limits = Limits {
        depth: Some(8),
        ..Limits::default()
    };
    let mut analyzer = Analyzer::new().with_books(Size::Eight);
    let mut heard = Vec::new();
    let analysis = analyzer.analyze(&Request::new(board, limits), &mut |analysis| {
        heard.push(analysis.depth)
    });
    let legal: Vec<Square> = board.legal_moves().collect();
    assert_eq!(analysis.moves.len(), legal.len());
    for valued in &analysis.moves {
        assert!(legal.contains(&valued.square));
        assert_eq!(valued.source, MoveSource::Search);
        assert_eq!(valued.depth, 8, "{}", valued.square);
    }
    assert_eq!(analysis.depth, Some(8));
    // Best first; the iterations were heard as they deepened.
    assert!(analysis
        .moves
        .windows(2)
        .all(|pair| pair[0].value >= pair[1].value));
    assert!(
        heard.len() >= 2 && heard.windows(2).all(|pair| pair[0] <= pair[1]),
        "{heard:?}"
    );
    // Three lines, each from a different move, legal, the first from the best move.
    assert_eq!(analysis.lines.len(), 3.min(legal.len()));
    assert_eq!(analysis.lines[0].moves[0], analysis.moves[0].square);
    for line in &analysis.lines {
        replay(&board, &line.moves);
        assert_eq!(line.source, MoveSource::Search);
    }
    let firsts: std::collections::HashSet<Square> =
        analysis.lines.iter().map(|line| line.moves[0]).collect();
    assert_eq!(firsts.len(), analysis.lines.len());
}

#[test]
fn a_stopped_analysis_returns_at_once_with_what_it_found() {
    // FFO #44 (23 empties) every move exactly takes seconds on two threads;
    // stopped after 300 ms, in its first look or its exact tests. (Each
    // exact test on threads once waited 20 ms for its progress, and a
    // stopped one still ran its dozens of tests: 2.8 s after the stop.)
    let stopped = Arc::new(AtomicBool::new(false));
    let signal: StopSignal = {
        let stopped = stopped.clone();
        Arc::new(move || stopped.load(Ordering::Relaxed))
    };
    let mut analyzer = Analyzer::new().with_threads(2).with_stop(signal);
    let stopper = {
        let stopped = stopped.clone();
        std::thread::spawn(move || {
            std::thread::sleep(Duration::from_millis(300));
            stopped.store(true, Ordering::Relaxed);
            Instant::now()
        })
    };
    let analysis = analyze(&mut analyzer, &Request::new(ffo(44), Limits::default()));
    let returned = Instant::now();
    let told = stopper.join().unwrap();
    assert!(
        returned.saturating_duration_since(told) < Duration::from_secs(1),
        "returned {:?} after the stop",
        returned.saturating_duration_since(told)
    );
    assert!(!analysis.exact);
}

/// The page's workers share a position's moves: every legal move in
/// exactly one share, the shares' sizes within one of each other.
fn assert_dealt(board: &Board, count: usize) {
    let dealt = shares(board, count);
    let moving = if board.must_pass() {
        board.pass()
    } else {
        *board
    };
    let mut legal: Vec<Square> = moving.legal_moves().collect();
    if board.is_game_over() {
        assert!(dealt.iter().all(Vec::is_empty), "{dealt:?}");
        return;
    }
    assert_eq!(dealt.len(), count.min(legal.len()));
    let mut all: Vec<Square> = dealt.concat();
    all.sort();
    legal.sort();
    assert_eq!(all, legal);
    let sizes: Vec<usize> = dealt.iter().map(Vec::len).collect();
    assert!(
        sizes.iter().max().unwrap() - sizes.iter().min().unwrap() <= 1,
        "{sizes:?}"
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]
    #[test]
    fn shares_deal_every_move_once(empties in 0u32..=58, seed: u64, count in 1usize..=8) {
        assert_dealt(&random_position(Size::Eight, empties, seed), count);
    }
}

/// `boardlab analyze` with `args`: its status and standard output and error.
fn run(args: &[&str]) -> (bool, String, String) {
    let output = Command::new(env!("CARGO_BIN_EXE_boardlab"))
        .arg("analyze")
        .args(args)
        .output()
        .unwrap();
    (
        output.status.success(),
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    )
}

#[test]
fn the_command_reports_each_move_with_its_source_and_depth() {
    let (ok, out, _) = run(&["f5d6", "--json"]);
    assert!(ok);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    let moves = json["moves"].as_object().unwrap();
    assert_eq!(moves.len(), 5);
    assert!(moves.values().all(|valued| valued["source"] == "book"));
    assert_eq!(json["lines"].as_array().unwrap().len(), 3);

    let board = ffo(40).to_string();
    let (ok, out, _) = run(&[
        "--board",
        &board,
        "--lines",
        "1",
        "--threads",
        "2",
        "--json",
    ]);
    assert!(ok);
    let json: serde_json::Value = serde_json::from_str(&out).unwrap();
    assert_eq!(json["exact"], true);
    assert_eq!(json["moves"]["a2"]["value"], 38.0);
    assert_eq!(json["lines"].as_array().unwrap().len(), 1);

    let (ok, out, _) = run(&[
        "f5d6c3d3c4f4f6f3e6e7d7g6d8c5c6c7",
        "--depth",
        "4",
        "--lines",
        "2",
    ]);
    assert!(ok);
    assert!(out.contains("line 1:") && out.contains("line 2:"), "{out}");
}

#[test]
fn the_command_names_what_is_wrong_in_its_input() {
    let (ok, _, err) = run(&["f5d6z9"]);
    assert!(!ok);
    assert!(err.contains("z9"), "{err}");
    let (ok, _, err) = run(&["f5", "--lines", "many"]);
    assert!(!ok);
    assert!(err.contains("--lines"), "{err}");
}
