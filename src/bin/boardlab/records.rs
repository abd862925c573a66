//! `boardlab records FILE... [--json]`: every game of the files, numbered
//! as in its file, and every bad game named.

use crate::error::CliError;
use crate::files;
use crate::output::Output;
use boardlab::records::report::RecordsReport;
use std::fmt::Write;
use std::path::PathBuf;

#[derive(clap::Args)]
pub struct Args {
    /// Record files: GGF, WTHOR (.wtb, named by the .JOU and .TRN given
    /// here or else found beside it), OBF board lines, move strings one
    /// game a line, Logistello's book lines; any of them gzipped (.gz);
    /// `-` reads standard input. A file that cannot be read is named among
    /// the errors and the others are read; it fails when no game is read.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    let (names, read): (Vec<&PathBuf>, Vec<&PathBuf>) =
        args.files.iter().partition(|path| files::is_names(path));
    // Names files alone: opened so that the report says what they lack.
    let read = if read.is_empty() { names.clone() } else { read };
    let mut given_names = Vec::with_capacity(names.len());
    for path in &names {
        given_names.push((files::name_of(path), files::read(path)?));
    }
    let mut report = RecordsReport::default();
    for path in read {
        let name = path.display().to_string();
        // A file that cannot be read is named, and the others are read.
        match files::open_games(path, &given_names) {
            Ok(opened) => report.add(&name, &opened),
            Err(error) => report.reject(&name, &files::unread(&name, &error)),
        }
    }
    if report.games.is_empty() {
        return Err(CliError::NothingRead(report.errors));
    }
    output.emit(&report, || summary(&report));
    Ok(())
}

fn summary(report: &RecordsReport) -> String {
    let mut text = String::new();
    for file in &report.files {
        writeln!(
            text,
            "{}: {} game{}, {} error{}",
            file.file,
            file.games,
            if file.games == 1 { "" } else { "s" },
            file.errors,
            if file.errors == 1 { "" } else { "s" },
        )
        .expect("a String takes any text");
    }
    text += &files::error_lines(&report.errors);
    text.trim_end().to_string()
}
