//! `boardlab reach --board B`: is the position reachable from the start?

use crate::mobility::{bar_update, check_seconds, clock, parse_board};
use crate::output::{emit, progress_bar};
use boardlab::mobility::reach::check_reachable;
use boardlab::mobility::Deadline;
use serde::Serialize;

#[derive(clap::Args)]
pub struct Args {
    /// The position as a board string.
    #[arg(long, allow_hyphen_values = true)]
    board: String,
    /// Give up after this many seconds.
    #[arg(long, default_value = "60")]
    seconds: f64,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct Report {
    status: &'static str,
    moves: Option<String>,
    reason: String,
    board: String,
    nodes: u64,
    seconds: f64,
}

pub fn run(args: Args) -> Result<(), String> {
    check_seconds(args.seconds)?;
    let board = parse_board(&args.board)?;
    let bar = progress_bar(args.json, "searching for a line");
    let deadline = Deadline::new(args.seconds, &clock);
    let started = clock();
    let result = check_reachable(&board, &deadline, &mut bar_update(&bar));
    bar.finish_and_clear();
    let verdict = &result.verdict;
    let (status, moves, reason) = (verdict.status(), verdict.moves(), verdict.reason());
    let report = Report {
        status,
        moves,
        reason,
        board: board.to_string(),
        nodes: result.nodes,
        seconds: clock() - started,
    };
    emit(args.json, &report, || {
        let mut text = format!(
            "{}: {} ({:.2} s)",
            report.status, report.reason, report.seconds
        );
        if let Some(moves) = &report.moves {
            text += &format!("\nline: {moves}");
        }
        text
    });
    Ok(())
}
