//! The engine's report types: the fields every face prints (names fixed by
//! the interfaces) and the one wording of a stoner escape.

use boardlab::board::{Board, Scoring, Size};
use boardlab::mobility::report::CountReport;
use boardlab::notation::read_game;
use boardlab::perft::report::PerftReport;
use boardlab::solve::report::SolveReport;
use boardlab::solve::Solver;
use boardlab::stoner::report::CheckReport;
use boardlab::stoner::{self, Escape, Solver as StonerSolver};
use serde_json::{json, Value};

fn fields(report: &impl serde::Serialize) -> Vec<String> {
    match serde_json::to_value(report).unwrap() {
        Value::Object(map) => map.keys().cloned().collect(),
        other => panic!("not an object: {other}"),
    }
}

#[test]
fn an_escape_has_one_wording() {
    assert_eq!(Escape::GameOver.to_string(), "the game ends");
    assert_eq!(
        Escape::Horizon.to_string(),
        "the horizon is reached before any corner falls"
    );
    assert_eq!(
        Escape::Corner("a8".parse().unwrap()).to_string(),
        "the defender can take a8 before the trap is sprung"
    );
}

#[test]
fn a_stoner_check_reports_each_match() {
    let board = read_game(None, None, "e6d6c6d7c8b6c7f7f6e8f8g8b7")
        .position()
        .unwrap();
    let mut solver = StonerSolver::default();
    let won = CheckReport::new(&board, 14, &stoner::check(&board, 14, &mut solver));
    let mut names = fields(&won);
    names.sort();
    assert_eq!(names, ["board", "horizon", "matches", "seconds"]);
    assert_eq!(
        serde_json::to_value(&won.matches).unwrap(),
        json!([{
            "shape": "S31",
            "orientation": "a8/b7/h8",
            "success": true,
            "distance": 4,
            "line": "g7f5d8h8",
            "escape": null,
            "proof_size": 68,
            "undecided": false
        }])
    );
    let escaped = CheckReport::new(&board, 3, &stoner::check(&board, 3, &mut solver));
    let first = &escaped.matches[0];
    assert!(!first.success);
    assert_eq!(first.distance, None);
    assert_eq!(first.proof_size, None);
    assert_eq!(
        first.escape.as_deref(),
        Some("the horizon is reached before any corner falls")
    );
}

#[test]
fn a_solve_report_holds_every_move_and_its_speed() {
    let board = Board::start(Size::Four);
    let mut solver = Solver::new(16);
    let solution = solver.solve_quietly(&board, Scoring::Raw);
    let pv = solver.principal_variation(&board, Scoring::Raw, None);
    let report = SolveReport::new(&board, Scoring::Raw, &solution, &pv).timed(2.0);
    assert_eq!(report.board, "-----OX--XO----- X");
    assert_eq!(report.size, 4);
    assert_eq!(report.value, -8);
    assert_eq!(report.moves.len(), 4);
    assert!(report.moves.iter().all(|&(_, value)| value == -8));
    assert_eq!(report.seconds, 2.0);
    assert_eq!(report.nodes_per_second, solution.nodes as f64 / 2.0);
    assert_eq!(report.pv.len(), pv.len());
    // Without a principal variation, the field is left out.
    let bare = SolveReport::new(&board, Scoring::Raw, &solution, &[]);
    assert!(!fields(&bare).contains(&"pv".to_string()));
}

#[test]
fn perft_and_count_reports_name_the_position() {
    let board = Board::start(Size::Eight);
    let perft = PerftReport::new(&board, 3, 56).timed(0.5);
    assert_eq!(
        (perft.size, perft.leaves, perft.leaves_per_second),
        (8, 56, 112.0)
    );
    let count = CountReport::new(&board);
    assert_eq!((count.black, count.white, count.to_move), (4, 4, "black"));
    assert_eq!(count.legal_moves, ["d3", "c4", "f5", "e6"]);
}
