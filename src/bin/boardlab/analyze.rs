//! `boardlab analyze (MOVES | --board B) [--lines K] [--seconds T]
//! [--threads N]`: every legal move's value with its source and depth,
//! and the best K lines, within the time given (the analysis board's
//! twin: the same engine request, `boardlab::analyze`).

use crate::args::{Budget, PositionArgs, Threads};
use crate::error::CliError;
use crate::output::Output;
use boardlab::analyze::{Analysis, Analyzer, Request};
use boardlab::players::report::MoveSource;
use boardlab::players::{Limits, MAX_STRONG_DEPTH};
use std::fmt::Write;
use std::time::{Duration, Instant};

#[derive(clap::Args)]
#[command(mut_arg("seconds", |arg| arg
    .default_value("10")
    .help("Time to think (above 0, at most a day): the search deepens, and the exact solver proves what it can, until then")))]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
    #[command(flatten)]
    budget: Budget,
    #[command(flatten)]
    threads: Threads,
    /// Best lines to show, each with its value.
    #[arg(long, default_value = "3", value_parser = clap::value_parser!(u32).range(0..=64))]
    lines: u32,
    /// Deepen the search at most this many plies (default: until the time is up).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=MAX_STRONG_DEPTH as i64))]
    depth: Option<u32>,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    let board = args.position.position()?;
    let started = Instant::now();
    let mut analyzer = Analyzer::new()
        .with_books(board.size())
        .with_threads(args.threads.count());
    let request = Request {
        lines: args.lines as usize,
        ..Request::new(
            board,
            Limits {
                depth: Some(args.depth.unwrap_or(MAX_STRONG_DEPTH)),
                nodes: Some(u64::MAX),
                time: Some(Duration::from_secs_f64(args.budget.seconds.0)),
                ..Limits::default()
            },
        )
    };
    let bar = output.bar(&format!("analysing {} empties", board.empty().count()));
    let mut heard = 0;
    let mut analysis = analyzer.analyze(&request, &mut |_: &Analysis| {
        heard += 1;
        bar.0.set_message(format!("analysing: {heard} updates"));
    });
    bar.finish();
    analysis.seconds = started.elapsed().as_secs_f64();
    output.emit(&analysis, || summary(&analysis));
    Ok(())
}

/// Where a value comes from, in words.
fn source(source: MoveSource, depth: u32) -> String {
    match source {
        MoveSource::Exact => "exact".to_string(),
        MoveSource::Book => format!("book ({depth}-ply searches)"),
        MoveSource::Search => format!("search, {depth} plies"),
    }
}

fn summary(analysis: &Analysis) -> String {
    let mut text = format!("{}\n", analysis.board);
    if let Some(result) = analysis.result {
        write!(text, "the game is over: {result:+} for the side to move")
            .expect("a String takes any text");
        return text;
    }
    if analysis.passed {
        text += "the side to move must pass; the moves after the pass:\n";
    }
    for valued in &analysis.moves {
        writeln!(
            text,
            "{}  {:+6.2}  {}",
            valued.square,
            valued.value,
            source(valued.source, valued.depth)
        )
        .expect("a String takes any text");
    }
    for (index, line) in analysis.lines.iter().enumerate() {
        let moves: String = line.moves.iter().map(ToString::to_string).collect();
        writeln!(text, "line {}: {:+.2} {}", index + 1, line.value, moves)
            .expect("a String takes any text");
    }
    let reached = match analysis.depth {
        _ if analysis.exact => "every value exact".to_string(),
        Some(depth) => format!("searched {depth} plies"),
        None => "from the opening book".to_string(),
    };
    write!(
        text,
        "{reached}; {} nodes in {:.2} s",
        analysis.nodes, analysis.seconds
    )
    .expect("a String takes any text");
    text
}
