//! `boardlab mobility count|search|prove`: legal-move counts, record
//! searches and the SAT proof of the bound.

use crate::output::{emit, progress_bar};
use boardlab::board::Board;
use boardlab::mobility::{check_conditions, mobility, prove};
use serde::Serialize;

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Subcommand)]
enum Command {
    /// Legal-move counts of both sides and the necessary conditions.
    Count {
        /// The position as a board string.
        #[arg(long)]
        board: String,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Ask the SAT solver for a board with at least N moves (and K empties).
    Prove {
        /// Legal moves the side to move must have at least.
        #[arg(long)]
        moves: u32,
        /// Empty squares there must be at least.
        #[arg(long, default_value = "0")]
        empties: u32,
        /// Give up after this many seconds.
        #[arg(long)]
        seconds: Option<f64>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(args: Args) -> Result<(), String> {
    match args.command {
        Command::Count { board, json } => count(&board, json),
        Command::Prove { moves, empties, seconds, json } => run_prove(moves, empties, seconds, json),
    }
}

pub fn parse_board(text: &str) -> Result<Board, String> {
    text.parse::<Board>().map_err(|error| format!("--board: {error}"))
}

#[derive(Serialize)]
struct CountReport {
    black: u32,
    white: u32,
    to_move: &'static str,
    board: String,
    legal_moves: Vec<String>,
    violations: Vec<String>,
}

fn count(text: &str, json: bool) -> Result<(), String> {
    let board = parse_board(text)?;
    let counts = mobility(&board);
    let violations: Vec<String> = check_conditions(&board).iter().map(ToString::to_string).collect();
    let report = CountReport {
        black: counts.black,
        white: counts.white,
        to_move: counts.to_move.name(),
        board: board.to_string(),
        legal_moves: board.legal_moves().map(|square| square.to_string()).collect(),
        violations,
    };
    emit(json, &report, || {
        let verdict = if report.violations.is_empty() {
            "passes the necessary conditions for occurring in a game".to_string()
        } else {
            format!("cannot occur in a game: {}", report.violations.join("; "))
        };
        format!(
            "black {} moves, white {} moves, {} to move ({})\n{verdict}",
            report.black,
            report.white,
            report.to_move,
            report.legal_moves.join(" ")
        )
    });
    Ok(())
}

#[derive(Serialize)]
struct ProveReport {
    moves: u32,
    empties: u32,
    /// `null` when the time limit ran out.
    satisfiable: Option<bool>,
    seconds: f64,
    board: Option<String>,
    board_moves: Option<u32>,
    board_empties: Option<u32>,
}

fn run_prove(moves: u32, empties: u32, seconds: Option<f64>, json: bool) -> Result<(), String> {
    if moves > 60 || empties > 60 {
        return Err("--moves and --empties are at most 60 (the squares outside the centre)".to_string());
    }
    let bar = progress_bar(json, &format!("SAT: at least {moves} moves and {empties} empties"));
    bar.tick();
    let proof = prove::prove(moves, empties, seconds).map_err(|error| error.to_string())?;
    bar.finish_and_clear();
    let report = ProveReport {
        moves,
        empties,
        satisfiable: proof.satisfiable,
        seconds: proof.seconds,
        board: proof.board.map(|board| board.to_string()),
        board_moves: proof.board.map(|board| board.legal_moves().count()),
        board_empties: proof.board.map(|board| board.empty().count()),
    };
    emit(json, &report, || {
        let verdict = match report.satisfiable {
            Some(true) => "SATISFIABLE",
            Some(false) => "UNSATISFIABLE",
            None => "UNKNOWN (time limit)",
        };
        let mut text = format!(
            "at least {moves} legal moves and {empties} empties: {verdict} in {:.2} s",
            report.seconds
        );
        if let (Some(board), Some(n), Some(e)) = (&report.board, report.board_moves, report.board_empties) {
            text += &format!("\nmodel (verified by the engine: {n} moves, {e} empties): {board}");
        }
        text
    });
    Ok(())
}
