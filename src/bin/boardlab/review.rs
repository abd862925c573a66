//! `boardlab review (MOVES | --board BOARD MOVES | --file FILE [--game N])
//! [--size N]`: every position of a game valued, its mistakes and stoner
//! marks.

use crate::args::{PositionArgs, Seconds, Threads};
use crate::error::CliError;
use crate::files;
use crate::output::Output;
use boardlab::game::Game;
use boardlab::records::report::{ErrorEntry, RecordsReport};
use boardlab::review::{LossSource, ReviewReport, Reviewer, DEFAULT_SECONDS, TABLE_BITS};
use std::fmt::Write;
use std::path::{Path, PathBuf};
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
    /// Review a game of this file: GGF, a WTHOR database (.wtb; names from
    /// the .JOU and .TRN files beside it), OBF board lines, move strings
    /// (one game a line) or Logistello's book lines; gzipped or not.
    #[arg(long, conflicts_with_all = ["moves", "board", "size"])]
    file: Option<PathBuf>,
    /// Which game of the file, from 1.
    #[arg(long, requires = "file", default_value_t = 1,
          value_parser = clap::value_parser!(u32).range(1..))]
    game: u32,
    /// The time for the whole review, in seconds (default 60): positions
    /// the solver cannot finish in it are estimated instead, and counted.
    #[arg(long)]
    seconds: Option<Seconds>,
    #[command(flatten)]
    threads: Threads,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    let (game, errors) = match &args.file {
        Some(path) => game_of_file(path, args.game as usize)?,
        None => (args.position.game()?, Vec::new()),
    };
    let mut bar = output.bar(&format!("reviewing {} moves", game.len()));
    let started = Instant::now();
    let mut reviewer =
        Reviewer::for_size(game.start().size(), TABLE_BITS)?.with_threads(args.threads.count());
    let seconds = args
        .seconds
        .map_or(DEFAULT_SECONDS as f64, |seconds| seconds.0);
    let reviewed = reviewer.review_within(&game, Duration::from_secs_f64(seconds), &mut bar);
    let analyses: Vec<_> = reviewed.analyses.into_iter().map(Some).collect();
    bar.finish();
    let mut report = ReviewReport::new(&game, &analyses);
    report.budget_seconds = Some(seconds);
    report.out_of_time = reviewed.out_of_time;
    report.errors = errors;
    report.seconds = started.elapsed().as_secs_f64();
    output.emit(&report, || table(&report));
    Ok(())
}

/// The review as a table: one line per position, then the mistakes, each
/// side's summary and the stoner marks.
fn table(report: &ReviewReport) -> String {
    let moves: Vec<&str> = (0..report.moves.len() / 2)
        .map(|index| &report.moves[2 * index..2 * index + 2])
        .collect();
    let mut text = String::new();
    if let Some(opening) = &report.opening {
        writeln!(text, "opening: {opening}").expect("a String takes any text");
    }
    text += "ply  move  to move  value (black)  best\n";
    for ply in &report.plies {
        let value = ply.value.map_or("?".to_string(), |value| {
            format!("{value:+}{}", if ply.exact { "" } else { " ~" })
        });
        let best: Vec<String> = ply.best.iter().map(ToString::to_string).collect();
        writeln!(
            text,
            "{:>3}  {:<4}  {:<7}  {:<13}  {}",
            ply.ply,
            moves.get(ply.ply).copied().unwrap_or(""),
            ply.to_move.map_or("-".to_string(), |side| side.to_string()),
            value,
            best.join(" ")
        )
        .expect("a String takes any text");
    }
    text += "(~: an estimate of the strong player's search; otherwise exact)\n";
    writeln!(
        text,
        "exact: {} of {} positions",
        report.exact_positions,
        report.plies.len()
    )
    .expect("a String takes any text");
    if report.out_of_time > 0 {
        writeln!(
            text,
            "{} positions estimated because the review's {} s ran out before they were solved (--seconds gives more)",
            report.out_of_time,
            report.budget_seconds.unwrap_or_default()
        ).expect("a String takes any text");
    }
    let t = report.thresholds;
    writeln!(
        text,
        "\nmistakes (inaccuracy from {} discs, mistake from {}, blunder from {}; estimated losses from {}, and {} more for a mistake or a blunder):",
        t.inaccuracy, t.mistake, t.blunder, t.estimated_from, t.estimate_margin
    ).expect("a String takes any text");
    if report.mistakes.is_empty() {
        text += "  none\n";
    }
    for mistake in &report.mistakes {
        let best: Vec<String> = mistake.best.iter().map(ToString::to_string).collect();
        writeln!(
            text,
            "  ply {:>2} {} {}: {:?}, lost {}{} discs (best {}; {})",
            mistake.ply,
            mistake.side,
            mistake.played,
            mistake.kind,
            mistake.loss,
            if mistake.exact { "" } else { " ~" },
            best.join(" "),
            match (mistake.source, mistake.depth) {
                (LossSource::Search, Some(depth)) => format!("search, {depth} plies"),
                (LossSource::Search, None) => "search".to_string(),
                (LossSource::Book, _) => "book".to_string(),
                (LossSource::Exact, _) => "exact".to_string(),
            }
        )
        .expect("a String takes any text");
    }
    for (side, summary) in [
        ("black", report.summary.black),
        ("white", report.summary.white),
    ] {
        writeln!(
            text,
            "{side}: {} discs lost; inaccuracies {}, mistakes {}, blunders {}",
            summary.discs_lost, summary.inaccuracies, summary.mistakes, summary.blunders
        )
        .expect("a String takes any text");
    }
    for mark in &report.stoners {
        writeln!(
            text,
            "stoner {:?} at ply {}{}: {} {} in {} plies",
            mark.mark,
            mark.ply,
            mark.square
                .map_or(String::new(), |square| format!(" by {square}")),
            mark.shape,
            mark.orientation,
            mark.distance
        )
        .expect("a String takes any text");
    }
    text += &files::error_lines(&report.errors);
    write!(text, "{:.2} s", report.seconds).expect("a String takes any text");
    text
}

/// Game `number` (from 1) of the record file at `path`, and what is wrong
/// in the file (named in the report). A file with bad games still gives
/// the others.
fn game_of_file(path: &Path, number: usize) -> Result<(Game, Vec<ErrorEntry>), CliError> {
    let opened = files::open_games(path, &[])?;
    let record = opened.game(number).ok_or_else(|| {
        // What is wrong with that game, else with the whole file.
        let about = |game| opened.errors.iter().find(|error| error.game() == game);
        match about(Some(number)).or(about(None)) {
            Some(source) => CliError::Record {
                path: path.to_path_buf(),
                source: source.clone(),
            },
            None => CliError::NoSuchGame {
                path: path.to_path_buf(),
                number,
                // Bad games count: they are games of the file.
                count: opened
                    .numbers
                    .iter()
                    .copied()
                    .chain(opened.errors.iter().filter_map(|error| error.game()))
                    .max()
                    .unwrap_or(0),
            },
        }
    })?;
    let game = record.game().map_err(|source| CliError::RecordMove {
        path: path.to_path_buf(),
        number,
        source,
    })?;
    let mut read = RecordsReport::default();
    read.count(&path.display().to_string(), &opened);
    Ok((game, read.errors))
}
