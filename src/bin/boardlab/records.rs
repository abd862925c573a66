//! `boardlab records FILE... [--json]`: every game of the files, numbered
//! as in its file, and every bad game named.

use crate::error::CliError;
use crate::files;
use crate::output::Output;
use boardlab::records::report::RecordsReport;
use boardlab::records::Opened;
use std::fmt::Write;
use std::path::{Path, PathBuf};

/// Errors the summary lists in full; the rest are counted.
const LISTED_ERRORS: usize = 20;

#[derive(clap::Args)]
pub struct Args {
    /// Record files: GGF, WTHOR (.wtb, named by the .JOU and .TRN given
    /// here or else found beside it), OBF board lines, move strings one
    /// game a line, Logistello's book lines; any of them gzipped (.gz).
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
        report.add(&path.display().to_string(), &open(path, &given_names)?);
    }
    output.emit(&report, || summary(&report));
    Ok(())
}

/// The file at `path`; a database with the names files given, else those
/// beside it.
fn open(path: &Path, given_names: &[(String, Vec<u8>)]) -> Result<Opened, CliError> {
    let mut sources = vec![(files::name_of(path), files::read(path)?)];
    if files::is_database(path) {
        if given_names.is_empty() {
            sources.extend(files::names_beside(path)?);
        } else {
            sources.extend(given_names.iter().cloned());
        }
    }
    Ok(files::open_sources(&sources))
}

fn summary(report: &RecordsReport) -> String {
    let mut text = String::new();
    for file in &report.files {
        let _ = writeln!(
            text,
            "{}: {} game{}, {} error{}",
            file.file,
            file.games,
            if file.games == 1 { "" } else { "s" },
            file.errors,
            if file.errors == 1 { "" } else { "s" },
        );
    }
    for error in report.errors.iter().take(LISTED_ERRORS) {
        let _ = writeln!(text, "{}: {}", error.file, error.message);
    }
    if report.errors.len() > LISTED_ERRORS {
        let more = report.errors.len() - LISTED_ERRORS;
        let _ = writeln!(text, "and {more} more errors (--json lists them all)");
    }
    text.trim_end().to_string()
}
