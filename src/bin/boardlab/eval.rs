//! `boardlab eval (MOVES | --board B) [--size N] [--depth D] [--eval
//! learned|classic]`: a position's value for the side to move, from the
//! evaluation itself (depth 0) or a search of D plies.

use crate::args::{PositionArgs, Threads};
use crate::error::CliError;
use crate::output::Output;
use boardlab::players::{EvalChoice, StrongPlayer, MAX_STRONG_DEPTH};
use serde::Serialize;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
    /// Plies searched (0: the evaluation of the position itself).
    #[arg(long, default_value = "0", value_parser = clap::value_parser!(u32).range(0..=MAX_STRONG_DEPTH as i64))]
    depth: u32,
    /// The evaluation: learned (the pattern weights; hand-set on 4x4,
    /// which has none) or classic (hand-set).
    #[arg(long, default_value = "learned")]
    eval: Evaluation,
    #[command(flatten)]
    threads: Threads,
}

#[derive(Clone, Copy, clap::ValueEnum, Serialize)]
#[serde(rename_all = "lowercase")]
enum Evaluation {
    Learned,
    Classic,
}

#[derive(Serialize)]
struct EvalReport {
    /// Expected final margin for the side to move, in discs (wof).
    value: f64,
    depth: u32,
    /// The search saw every line to the end of the game.
    exact: bool,
    eval: Evaluation,
    board: String,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    let board = args.position.position()?;
    let choice = match args.eval {
        Evaluation::Learned => EvalChoice::Learned,
        Evaluation::Classic => EvalChoice::Classic,
    };
    let (value, exact) = StrongPlayer::with_evaluation(None, choice)
        .with_threads(args.threads.count())
        .search_value(&board, args.depth);
    let report = EvalReport {
        value,
        depth: args.depth,
        exact,
        eval: args.eval,
        board: board.to_string(),
    };
    output.emit(&report, || {
        format!(
            "value {:+.2} discs for {} ({}, depth {}{})",
            report.value,
            board.side_to_move().name(),
            match report.eval {
                Evaluation::Learned => "learned",
                Evaluation::Classic => "classic",
            },
            report.depth,
            if report.exact { ", exact" } else { "" }
        )
    });
    Ok(())
}
