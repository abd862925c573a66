//! How every subcommand reports: a human summary, or exactly one JSON object
//! on standard output with `--json`; progress bars only on a terminal.

use indicatif::{ProgressBar, ProgressStyle};
use serde::Serialize;
use std::io::{IsTerminal, Write};

/// Prints `value` as one JSON object when `json` is set, else the summary.
/// A reader that closed the pipe early (`| head`) is not an error.
pub fn emit<T: Serialize>(json: bool, value: &T, summary: impl FnOnce() -> String) {
    let text = if json {
        serde_json::to_string(value).expect("report serializes")
    } else {
        summary()
    };
    let _ = writeln!(std::io::stdout(), "{text}");
}

/// A progress bar on standard error when it is a terminal and JSON is off;
/// hidden otherwise so pipes and `--json` stay clean.
pub fn progress_bar(json: bool, message: &str) -> ProgressBar {
    if json || !std::io::stderr().is_terminal() {
        return ProgressBar::hidden();
    }
    let bar = ProgressBar::new(1);
    bar.set_style(
        ProgressStyle::with_template("{msg} [{bar:40}] {percent}% ({elapsed}, eta {eta})")
            .expect("valid template")
            .progress_chars("=> "),
    );
    bar.set_message(message.to_string());
    bar
}
