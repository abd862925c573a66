//! A hostile command line, generated over every subcommand: malformed,
//! non-finite, negative, overflowing and contradictory values. Each run must
//! fail within seconds with a non-zero status and a message naming what is
//! wrong (one JSON object under `--json`), and none may panic.

use serde_json::Value;
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

const START_4: &str = "-----OX--XO----- X";

/// Values no numeric option accepts.
const BAD_NUMBERS: [&str; 10] = [
    "nan",
    "inf",
    "-1",
    "1e400",
    "0x10",
    "",
    "12abc",
    "18446744073709551616",
    "-0.5",
    "½",
];

/// Each subcommand with the options that take numbers or data.
fn invocations() -> Vec<Vec<String>> {
    let numeric: [(&[&str], &str); 12] = [
        (&["perft"], ""),
        (&["solve", "f5d6"], "--table-bits"),
        (&["solve", "f5d6"], "--threads"),
        (&["solve", "f5d6"], "--split-plies"),
        (&["stoner", "census"], "--depth"),
        (&["stoner", "check", "f5"], "--horizon"),
        (&["stoner", "check", "f5"], "--nodes"),
        (&["mobility", "search", "--free"], "--seconds"),
        (&["mobility", "prove", "--moves", "30"], "--seconds"),
        (&["mobility", "prove"], "--moves"),
        (&["reach", "--board", START_4], "--seconds"),
        (
            &[
                "arena", "--black", "random", "--white", "random", "--seed", "1",
            ],
            "--games",
        ),
    ];
    let mut runs: Vec<Vec<String>> = Vec::new();
    for (command, option) in numeric {
        for value in BAD_NUMBERS {
            let mut run: Vec<String> = command.iter().map(|part| part.to_string()).collect();
            if !option.is_empty() {
                run.push(option.to_string());
            }
            run.push(value.to_string());
            runs.push(run);
        }
    }
    let positions: [&[&str]; 9] = [
        &["--board", "XXXX"],
        &["--board", "-----OX--XO----- Q"],
        &["--board", "-----OX--XO-----"],
        &["--board", START_4, "--size", "8"],
        &["--size", "5"],
        &["zz"],
        &["f5f5"],
        &["f5d6c3d3c4f4f6f3e6e7d7zz"],
        &["--board", "♟♟♟♟♟♟♟♟♟♟♟♟♟♟♟♟ X"],
    ];
    for command in [
        &["solve"][..],
        &["stoner", "check"],
        &["mobility", "count"],
        &["reach"],
        &["perft", "3"],
    ] {
        for position in positions {
            runs.push(
                command
                    .iter()
                    .chain(position)
                    .map(|part| part.to_string())
                    .collect(),
            );
        }
    }
    let others: [&[&str]; 12] = [
        &[
            "arena", "--black", "strong:0", "--white", "random", "--games", "2", "--seed", "1",
        ],
        &[
            "arena",
            "--black",
            "strong:31",
            "--white",
            "random",
            "--games",
            "2",
            "--seed",
            "1",
        ],
        &[
            "arena", "--black", "genius", "--white", "random", "--games", "2", "--seed", "1",
        ],
        &[
            "arena", "--black", "random", "--white", "random", "--games", "2", "--seed", "x",
        ],
        &[
            "arena", "--black", "random", "--white", "random", "--games", "2", "--seed", "1",
            "--size", "7",
        ],
        &["solve", "--scoring", "points", "f5"],
        &["solve", "--census", "--best-only", "f5"],
        &["stoner", "census", "--depth", "21"],
        &["mobility", "search"],
        &["mobility", "search", "--reachable", "--from", "zz"],
        &["gobblet", "solve", "--per-size", "3"],
        &["no-such-command"],
    ];
    runs.extend(
        others
            .iter()
            .map(|run| run.iter().map(|part| part.to_string()).collect()),
    );
    runs
}

/// Runs boardlab with `args`, killing it after `limit`.
fn run_within(args: &[String], limit: Duration) -> (Option<i32>, String, String) {
    let mut child = Command::new(env!("CARGO_BIN_EXE_boardlab"))
        .args(args)
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the boardlab binary runs");
    let started = Instant::now();
    while child.try_wait().expect("waitable").is_none() {
        if started.elapsed() > limit {
            child.kill().ok();
            panic!("{args:?} still ran after {limit:?}");
        }
        std::thread::sleep(Duration::from_millis(5));
    }
    let output = child.wait_with_output().expect("output");
    (
        output.status.code(),
        String::from_utf8_lossy(&output.stdout).into_owned(),
        String::from_utf8_lossy(&output.stderr).into_owned(),
    )
}

#[test]
fn every_hostile_invocation_fails_plainly_and_quickly() {
    let runs = invocations();
    assert!(runs.len() >= 100, "{} invocations", runs.len());
    for args in runs {
        let (status, stdout, stderr) = run_within(&args, Duration::from_secs(10));
        assert!(
            matches!(status, Some(code) if code != 0 && code != 101),
            "{args:?}: status {status:?}, {stderr}"
        );
        assert!(!stderr.contains("panicked"), "{args:?}: {stderr}");
        assert!(stderr.trim().len() > 10, "{args:?}: no message");
        let mut json = args.clone();
        json.push("--json".into());
        let (status, stdout_json, _) = run_within(&json, Duration::from_secs(10));
        assert!(
            matches!(status, Some(code) if code != 0 && code != 101),
            "{json:?}: status {status:?}"
        );
        let value: Value = serde_json::from_str(stdout_json.trim()).unwrap_or_else(|error| {
            panic!("{json:?}: not one JSON object ({error}): {stdout_json}")
        });
        assert!(
            value["error"].as_str().is_some_and(|m| !m.is_empty()),
            "{json:?}: {value}"
        );
        assert!(stdout.is_empty(), "{args:?}: printed a result: {stdout}");
    }
}
