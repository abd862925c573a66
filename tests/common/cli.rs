//! Running the `boardlab` program as users do, for the CLI tests.

use serde_json::Value;
use std::process::{Command, Output};

pub fn boardlab(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_boardlab"))
        .args(args)
        .output()
        .expect("the boardlab binary runs")
}

/// The one JSON object a successful `--json` run prints.
pub fn report(args: &[&str]) -> Value {
    let output = boardlab(&[args, &["--json"]].concat());
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{args:?} failed: {stderr}");
    serde_json::from_slice(&output.stdout).expect("one JSON object")
}

/// The message of a failing run without `--json`: on standard error after
/// `boardlab: ` (or clap's `error: `), nothing on standard output.
pub fn failure(args: &[&str]) -> String {
    let output = boardlab(args);
    assert!(!output.status.success(), "{args:?} should fail");
    assert!(output.stdout.is_empty(), "{args:?} printed a result");
    String::from_utf8(output.stderr).unwrap()
}
