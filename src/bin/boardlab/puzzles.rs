//! `boardlab puzzles --file FILE... [--empties A-B] [--count N] [--seed S]`:
//! endgame puzzles drawn from real games, each solved exactly.

use crate::args::Band;
use crate::error::CliError;
use crate::files;
use crate::output::Output;
use boardlab::puzzles::{self, GameFile, PuzzleReport, Request};
use boardlab::solve::Solver;
use std::fmt::Write;
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// Game files: GGF, WTHOR databases (.wtb), OBF board lines or move
    /// strings. A file that cannot be read, and every bad game, is named
    /// in `errors`; it fails when no game is read at all.
    #[arg(long, required = true, num_args = 1..)]
    file: Vec<PathBuf>,
    /// Empty squares of the puzzles, A-B within 10-22 (default 10-16).
    #[arg(long)]
    empties: Option<Band>,
    /// How many puzzles.
    #[arg(long, default_value_t = 10, value_parser = clap::value_parser!(u32).range(1..=1000))]
    count: u32,
    /// The seed that draws them: the same seed, the same puzzles.
    #[arg(long, default_value_t = 1)]
    seed: u64,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    let empties = match args.empties {
        None => puzzles::DEFAULT_EMPTIES,
        Some(band) => {
            let empties = band.least..=band.most;
            if !(puzzles::EMPTIES.contains(&band.least) && puzzles::EMPTIES.contains(&band.most)) {
                return Err(CliError::PuzzleBand(band));
            }
            empties
        }
    };
    let started = Instant::now();
    let read = files::GameFiles::read(&args.file)?;
    let game_files: Vec<GameFile> = read
        .files
        .iter()
        .map(|file| GameFile {
            name: &file.name,
            games: &file.games,
            numbers: Some(&file.numbers),
        })
        .collect();
    let request = Request {
        empties,
        count: args.count as usize,
        seed: args.seed,
    };
    let mut solver = Solver::try_new(puzzles::TABLE_BITS)?;
    let mut report = puzzles::draw(&game_files, &request, &mut solver);
    report.seconds = started.elapsed().as_secs_f64();
    report.errors = read.errors();
    output.emit(&report, || summary(&report));
    Ok(())
}

/// One line per puzzle, then what it took.
fn summary(report: &PuzzleReport) -> String {
    let mut text = String::new();
    for (at, puzzle) in report.puzzles.iter().enumerate() {
        let answer: Vec<String> = puzzle.answer.iter().map(ToString::to_string).collect();
        writeln!(
            text,
            "{:>3}. {}  {} to move, {} empties: {} ({:+}; next best {:+}), {:?} {} — {} #{} after {} moves",
            at + 1,
            puzzle.board,
            puzzle.to_move,
            puzzle.empties,
            answer.join(" "),
            puzzle.value,
            puzzle.second_best,
            puzzle.level,
            puzzle.difficulty,
            puzzle.source.file,
            puzzle.source.number,
            puzzle.source.ply
        ).expect("a String takes any text");
    }
    text += &files::error_lines(&report.errors);
    write!(
        text,
        "{} puzzles from {} positions with {}-{} empties ({} solved) in {:.2} s",
        report.puzzles.len(),
        report.candidates,
        report.empties[0],
        report.empties[1],
        report.solved,
        report.seconds
    )
    .expect("a String takes any text");
    text
}
