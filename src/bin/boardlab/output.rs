//! How every subcommand reports: a human summary, or exactly one JSON object
//! on standard output with `--json` (an error too); progress bars only on a
//! terminal.

use boardlab::progress::Progress;
use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use std::io::{IsTerminal, Write};

/// Where results and errors go: `--json`, shared by every subcommand.
#[derive(clap::Args, Clone, Copy)]
pub struct Output {
    /// Print one JSON object instead of a summary (an error as {"error": "..."}).
    #[arg(long, global = true)]
    pub json: bool,
}

impl Output {
    /// Prints `value` as one JSON object, or else the summary.
    /// A reader that closed the pipe early (`| head`) is not an error.
    pub fn emit<T: Serialize>(self, value: &T, summary: impl FnOnce() -> String) {
        let text = if self.json {
            serde_json::to_string(value).expect("report serializes")
        } else {
            summary()
        };
        let _ = writeln!(std::io::stdout(), "{text}");
    }

    /// Reports a failure and ends the process with `status`: on standard
    /// error, and with `--json` as `{"error": ...}` on standard output as
    /// well (shared/spec/interfaces.md), so a script reading the JSON
    /// sees it and a person at the terminal too.
    pub fn fail(self, message: &str, status: i32) -> ! {
        eprintln!("boardlab: {message}");
        if self.json {
            let _ = writeln!(
                std::io::stdout(),
                "{}",
                serde_json::json!({ "error": message })
            );
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
