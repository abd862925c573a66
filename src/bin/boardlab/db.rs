//! `boardlab db (MOVES | --board BOARD) --file FILE... [--fold]`: what real
//! games played from a position, and how they ended.

use crate::args::PositionArgs;
use crate::error::CliError;
use crate::files;
use crate::output::Output;
use boardlab::db::{DbBuilder, DbReport, LISTED_GAMES};
use std::fmt::Write;
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
    /// Game files: GGF, WTHOR databases (.wtb; names from the .JOU and .TRN
    /// files beside them), OBF board lines or move strings. A file that
    /// cannot be read, and every bad game, is named in `errors`; it fails
    /// when no game is read at all.
    #[arg(long, required = true, num_args = 1..)]
    file: Vec<PathBuf>,
    /// Count the mirror images and rotations of the position too.
    #[arg(long)]
    fold: bool,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    let board = args.position.position()?;
    let started = Instant::now();
    let mut builder = DbBuilder::new(args.fold);
    let read = files::GameFiles::read(&args.file)?;
    for file in &read.files {
        builder
            .add_numbered(&file.name, &file.games, Some(&file.numbers))
            .map_err(CliError::Db)?;
    }
    let errors = read.errors();
    drop(read);
    let db = builder.build();
    let load_seconds = started.elapsed().as_secs_f64();
    let asked = Instant::now();
    let mut report = db.report(&board, LISTED_GAMES);
    report.seconds = asked.elapsed().as_secs_f64();
    report.load_seconds = load_seconds;
    report.errors = errors;
    output.emit(&report, || summary(&report));
    Ok(())
}

/// The moves as a table, most played first, then the first games.
fn summary(report: &DbReport) -> String {
    let mut text = format!(
        "{} of {} games reach this position{}\n",
        report.games,
        report.database.games,
        if report.fold {
            " (mirror images and rotations counted)"
        } else {
            ""
        }
    );
    let mut moves: Vec<_> = report.moves.iter().collect();
    moves.sort_by_key(|(square, stats)| (std::cmp::Reverse(stats.games), **square));
    if !moves.is_empty() {
        text += "move  games  black wins  draws  white wins  black's mean margin\n";
    }
    for (square, stats) in moves {
        writeln!(
            text,
            "{:<4}  {:>5}  {:>10}  {:>5}  {:>10}  {:>+19.1}",
            square.to_string(),
            stats.games,
            stats.black_wins,
            stats.draws,
            stats.white_wins,
            stats.mean_margin
        )
        .expect("a String takes any text");
    }
    for game in &report.first_games {
        writeln!(
            text,
            "  {} #{}: {} - {} ({:+}), here after {} moves{}",
            game.file,
            game.number,
            game.black.as_deref().unwrap_or("?"),
            game.white.as_deref().unwrap_or("?"),
            game.result,
            game.ply,
            game.next
                .map_or(String::new(), |square| format!(", then {square}"))
        )
        .expect("a String takes any text");
    }
    text += &files::error_lines(&report.errors);
    let database = report.database;
    write!(
        text,
        "{} games, {} positions, {:.1} MB; read and built in {:.2} s, answered in {:.1} ms",
        database.games,
        database.positions,
        database.bytes as f64 / 1e6,
        report.load_seconds,
        report.seconds * 1e3
    )
    .expect("a String takes any text");
    text
}
