//! How every subcommand reports: a human summary, or exactly one JSON object
//! on standard output with `--json` (an error too); progress bars only on a
//! terminal.

use crate::error::CliError;
use boardlab::progress::Progress;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use std::io::{self, BufWriter, IsTerminal, Write};

/// Where results and errors go: `--json`, shared by every subcommand.
#[derive(clap::Args, Clone, Copy)]
pub struct Output {
    /// Print one JSON object instead of a summary (an error as {"error": "..."}).
    #[arg(long, global = true)]
    pub json: bool,
}

/// Writes `text` to standard output and flushes it: the one way results
/// leave the program, so every write is checked. A reader that closed the
/// pipe early (`| head`) is not an error; any other failure (a full disk,
/// a closed output) is, naming standard output.
pub fn print(text: &str) -> Result<(), CliError> {
    write_out(|out| out.write_all(text.as_bytes()))
}

/// Runs `fill` on standard output through a buffer, then flushes it;
/// a failed write is an error (`print`).
fn write_out(fill: impl FnOnce(&mut dyn Write) -> io::Result<()>) -> Result<(), CliError> {
    let stdout = io::stdout();
    let mut out = BufWriter::with_capacity(1 << 16, stdout.lock());
    match fill(&mut out).and_then(|()| out.flush()) {
        Ok(()) => Ok(()),
        Err(error) if error.kind() == io::ErrorKind::BrokenPipe => Ok(()),
        Err(error) => {
            // What is still buffered cannot be written either.
            drop(out.into_parts());
            Err(CliError::Output(error))
        }
    }
}

impl Output {
    /// Prints `value` as one JSON object (written as it serializes, never
    /// held whole), or else the summary; a failed write ends the process
    /// with status 1 and a message on standard error.
    pub fn emit<T: Serialize>(self, value: &T, summary: impl FnOnce() -> String) {
        let written = if self.json {
            write_out(|out| {
                serde_json::to_writer(&mut *out, value).map_err(io::Error::from)?;
                out.write_all(b"\n")
            })
        } else {
            print(&(summary() + "\n"))
        };
        if let Err(error) = written {
            eprintln!("boardlab: {error}");
            std::process::exit(1);
        }
    }

    /// Reports a failure and ends the process with `status`: on standard
    /// error, and with `--json` as `{"error": ...}` on standard output as
    /// well (shared/spec/interfaces.md), so a script reading the JSON
    /// sees it and a person at the terminal too. `details` are more fields
    /// of that object (the `errors` of files that gave no game).
    pub fn fail(self, message: &str, details: Option<serde_json::Value>, status: i32) -> ! {
        eprintln!("boardlab: {message}");
        if self.json {
            let mut object = serde_json::json!({ "error": message });
            if let (Some(serde_json::Value::Object(fields)), Some(object)) =
                (details, object.as_object_mut())
            {
                object.extend(fields);
            }
            // Failing already: a failed write adds nothing to tell.
            let _ = print(&format!("{object}\n"));
        }
        std::process::exit(status)
    }

    /// A progress bar on standard error when it is a terminal and JSON is
    /// off; hidden otherwise so pipes and `--json` stay clean.
    pub fn bar(self, message: &str) -> Bar {
        if self.json || !std::io::stderr().is_terminal() {
            return Bar(ProgressBar::hidden());
        }
        let bar = ProgressBar::new(1);
        bar.set_style(
            ProgressStyle::with_template("{msg} [{bar:40}] {percent}% ({elapsed}, eta {eta})")
                .expect("valid template")
                .progress_chars("=> "),
        );
        bar.set_message(message.to_string());
        Bar(bar)
    }
}

/// A progress bar that follows the engine's progress reports.
pub struct Bar(pub ProgressBar);

impl Progress for Bar {
    fn update(&mut self, done: u64, total: u64) {
        self.0.set_length(total.max(1));
        self.0.set_position(done);
    }
}

impl Bar {
    pub fn finish(&self) {
        self.0.finish_and_clear();
    }
}
