//! The `boardlab` program as users run it: positions read the same way by
//! every subcommand, checked arguments with messages naming the part at
//! fault, `--json` errors as one object, and one exact figure per
//! subcommand. Every run here takes well under a second.

mod common;

use boardlab::board::{Board, Color, Scoring, Size};
use common::cli::{boardlab, failure, report};
use common::ReferenceBoard;
use serde_json::Value;
use std::process::Command;

/// The 4x4 and 8x8 starts: board strings that begin with `-`.
const START_4: &str = "-----OX--XO----- X";
const START_8: &str = "---------------------------OX------XO--------------------------- X";

/// The seed's successful stoner (S31 in the canonical orientation).
const SEED_STONER: &str = "e6d6c6d7c8b6c7f7f6e8f8g8b7";

/// The message of a failing `--json` run: exactly one JSON object with a
/// string `error` field on standard output, and a non-zero status.
fn json_failure(args: &[&str]) -> String {
    let output = boardlab(&[args, &["--json"]].concat());
    assert!(!output.status.success(), "{args:?} should fail");
    let text = String::from_utf8(output.stdout).unwrap();
    assert_eq!(text.lines().count(), 1, "{args:?}: {text}");
    let value: Value = serde_json::from_str(&text).expect("one JSON object");
    let object = value.as_object().expect("an object");
    // Beside `error`, only the files' `errors` of a run that read no game.
    assert!(
        object.keys().all(|key| key == "error" || key == "errors"),
        "{args:?}: only `error`: {text}"
    );
    let message = object["error"].as_str().expect("a string").to_string();
    // Standard error says it too, for the person at the terminal.
    let stderr = String::from_utf8(output.stderr).unwrap();
    assert!(stderr.contains(&message), "{args:?}: {stderr}");
    message
}

#[test]
fn board_strings_that_begin_with_a_hyphen_are_read_by_every_command() {
    let runs: [&[&str]; 5] = [
        &["perft", "1", "--board", START_4],
        &["solve", "--board", START_4],
        &["stoner", "check", "--board", START_8],
        &["mobility", "count", "--board", START_8],
        &["reach", "--board", START_8, "--seconds", "5"],
    ];
    for args in runs {
        let board = args[args.iter().position(|&arg| arg == "--board").unwrap() + 1];
        assert_eq!(report(args)["board"], board, "{args:?}");
    }
}

#[test]
fn moves_lead_from_the_start_or_from_the_board() {
    assert_eq!(report(&["mobility", "count", "f5"])["to_move"], "white");
    assert_eq!(
        report(&["mobility", "count", "--board", START_8, "f5"])["legal_moves"],
        serde_json::json!(["f4", "d6", "f6"])
    );
    let reached = report(&["reach", "f5d6", "--seconds", "5"]);
    assert_eq!(reached["status"], "reachable");
    assert_eq!(reached["moves"], "f5d6");
    assert_eq!(report(&["perft", "1", "--size", "4", "d3"])["leaves"], 3);
    // A move string may begin with a written pass: black has no move here.
    let after_pass = report(&["mobility", "count", "--board", "OX-------------- X", "--c1"]);
    assert_eq!(after_pass["board"], "OOO------------- X");
}

#[test]
fn json_errors_are_one_object_with_an_error_field() {
    // From the command, from the engine's reader, and from clap.
    assert_eq!(
        json_failure(&["perft", "1", "--size", "6", "--board", START_4]),
        "--size: the board string is 4x4, not 6x6"
    );
    assert_eq!(
        json_failure(&["stoner", "check", "--size", "4"]),
        "stoner check works on the 8x8 board, not the 4x4 one"
    );
    assert!(json_failure(&["stoner", "check", "--horizon", "0"]).contains("--horizon"));
    assert!(json_failure(&["perft", "many"]).contains("<DEPTH>"));
    // Wherever --json stands on the line.
    let output = boardlab(&["--json", "solve", "f5zz"]);
    assert!(!output.status.success());
    let value: Value = serde_json::from_slice(&output.stdout).unwrap();
    assert_eq!(value["error"], "moves: zz is not a square");
}

#[test]
fn bad_time_budgets_are_refused_naming_seconds() {
    for seconds in ["nan", "-1", "0", "inf", "100000", "soon"] {
        for command in [&["reach"][..], &["mobility", "search", "--free"]] {
            let message = failure(&[command, &["--seconds", seconds]].concat());
            assert!(
                message.contains("--seconds") && message.contains(seconds),
                "{command:?} {seconds}: {message}"
            );
        }
        let message = failure(&["mobility", "prove", "--moves", "30", "--seconds", seconds]);
        assert!(message.contains("--seconds"), "{message}");
    }
}

#[test]
fn a_zero_or_too_long_horizon_is_refused() {
    for horizon in ["0", "61"] {
        for command in [
            &["stoner", "check"][..],
            &["stoner", "census", "--depth", "1"],
        ] {
            let message = failure(&[command, &["--horizon", horizon]].concat());
            assert!(message.contains("--horizon"), "{message}");
        }
    }
}

#[test]
fn a_size_that_contradicts_the_board_is_refused() {
    for command in [&["perft", "1"][..], &["solve"], &["mobility", "count"]] {
        assert_eq!(
            failure(&[command, &["--size", "8", "--board", START_4]].concat()),
            "boardlab: --size: the board string is 4x4, not 8x8\n",
            "{command:?}"
        );
    }
    // The size a board string has anyway is fine.
    assert_eq!(
        report(&["perft", "1", "--size", "4", "--board", START_4])["leaves"],
        4
    );
}

#[test]
fn bad_positions_name_the_part_at_fault() {
    assert_eq!(
        failure(&["solve", "f5d6zz"]),
        "boardlab: moves: zz is not a square\n"
    );
    assert_eq!(
        failure(&["stoner", "check", "f5f5"]),
        "boardlab: moves: f5 is not a legal move for white at move 2\n"
    );
    assert_eq!(
        failure(&["perft", "1", "--board", "-----OZ--XO----- X"]),
        "boardlab: --board: 'Z' at c2 is not a disc (use X, O or -)\n"
    );
    assert_eq!(
        failure(&["mobility", "search", "--reachable", "--from", "f5e9"]),
        "boardlab: --from: e9 is not a square\n"
    );
    assert!(failure(&["perft", "1", "--size", "5"]).contains("5 is not a board size"));
}

#[test]
fn perft_counts_the_known_trees() {
    for (depth, leaves) in [(1, 4), (2, 12), (3, 56), (4, 244), (5, 1396)] {
        let counted = report(&["perft", &depth.to_string()]);
        assert_eq!(counted["leaves"], leaves, "8x8 depth {depth}");
        assert_eq!(counted["size"], 8);
    }
    let reference = ReferenceBoard::from_board(&Board::start(Size::Four));
    let counted = report(&["perft", "7", "--size", "4"]);
    assert_eq!(counted["leaves"], reference.perft(7));
    assert_eq!(counted["board"], START_4);
}

#[test]
fn solve_gives_the_four_by_four_value() {
    // White wins the 4x4 game by 8 discs (docs/solver.md); every first move
    // keeps it, the four being symmetric.
    let solved = report(&["solve", "--size", "4", "--scoring", "raw"]);
    assert_eq!(solved["value"], -8);
    assert_eq!(solved["best"], serde_json::json!(["b1", "a2", "d3", "c4"]));
    assert_eq!(
        solved["moves"],
        serde_json::json!({ "a2": -8, "b1": -8, "c4": -8, "d3": -8 })
    );
}

/// On 6x6 `solve` answers from the built-in opening book where it knows
/// the position (the page's book, `www/data/book6.bin`).
#[test]
fn six_by_six_solve_answers_from_the_built_in_book() {
    let start = report(&["solve", "--size", "6"]);
    assert_eq!(start["source"], "book");
    // White wins 20-16 with perfect play (Feinstein): every first move is -4.
    assert_eq!(start["value"], -4);
    assert_eq!(
        start["moves"],
        serde_json::json!({ "c2": -4, "b3": -4, "e4": -4, "d5": -4 })
    );
    let text = String::from_utf8(boardlab(&["solve", "--size", "6"]).stdout).unwrap();
    assert!(text.contains("from the built-in opening book"), "{text}");
    // Twelve plies in (20 empties, the deepest the book goes), where a search
    // takes a fraction of a second: the book's value is the search's.
    let deep = "c2d2e3f4d1b4b5b3e4c5a4a3";
    let from_book = report(&["solve", "--size", "6", "--best-only", deep]);
    assert_eq!(from_book["source"], "book");
    let searched = report(&["solve", "--size", "6", "--best-only", "--no-book", deep]);
    assert_eq!(searched["source"], "search");
    assert_eq!(searched["value"], from_book["value"]);
    assert_eq!(searched["value"], 2);
    // Other sizes have no book: a search.
    assert_eq!(report(&["solve", "--size", "4"])["source"], "search");
}

/// `--pv` on 6x6 follows the book where it knows the position and
/// searches only past it: from the start (32 empties, beyond a quick
/// search) the line is perfect play, ending 16-20, -4 for black.
#[test]
fn six_by_six_principal_variation_follows_the_book() {
    let start = report(&["solve", "--size", "6", "--pv"]);
    assert_eq!(start["source"], "book");
    let mut board = Board::start(Size::Six);
    for name in start["pv"].as_array().expect("a line") {
        assert!(!board.is_game_over(), "{board}: the line goes on");
        board = match name.as_str().unwrap() {
            "pass" => {
                assert!(board.must_pass(), "{board}: a pass with a move");
                board.pass()
            }
            square => {
                let square = square.parse().unwrap();
                assert!(board.is_legal(square), "{board}: {square}");
                board.play_unchecked(square)
            }
        };
    }
    assert!(board.is_game_over(), "{board}: the line ends the game");
    let for_black = match board.side_to_move() {
        Color::Black => board.final_value_for_mover(Scoring::Wof),
        Color::White => -board.final_value_for_mover(Scoring::Wof),
    };
    assert_eq!(for_black, -4, "{board}");
}

#[test]
fn stoner_check_proves_the_seed_stoner() {
    let checked = report(&["stoner", "check", SEED_STONER]);
    let matches = checked["matches"].as_array().unwrap();
    assert_eq!(matches.len(), 1);
    assert_eq!(matches[0]["shape"], "S31");
    assert_eq!(matches[0]["orientation"], "a8/b7/h8");
    assert_eq!(matches[0]["success"], true);
    assert_eq!(matches[0]["distance"], 4);
    assert_eq!(matches[0]["line"], "g7f5d8h8");
    assert_eq!(checked["horizon"], 14);
    // An escape is told in the engine's words.
    let summary = boardlab(&["stoner", "check", SEED_STONER, "--horizon", "3"]);
    let summary = String::from_utf8(summary.stdout).unwrap();
    assert!(
        summary.contains("the defender escapes (the horizon is reached before any corner falls)"),
        "{summary}"
    );
}

#[test]
fn mobility_counts_the_start() {
    let counted = report(&["mobility", "count"]);
    assert_eq!(counted["black"], 4);
    assert_eq!(counted["white"], 4);
    assert_eq!(counted["to_move"], "black");
    assert_eq!(
        counted["legal_moves"],
        serde_json::json!(["d3", "c4", "f5", "e6"])
    );
    assert_eq!(counted["violations"], serde_json::json!([]));
}

#[test]
fn arena_plays_every_game() {
    let played = report(&[
        "arena", "--black", "random", "--white", "random", "--games", "10", "--seed", "1",
        "--size", "4",
    ]);
    assert_eq!(played["games"], 10);
    let results =
        ["black_wins", "white_wins", "draws"].map(|field| played[field].as_u64().unwrap());
    assert_eq!(results.iter().sum::<u64>(), 10);
    assert_eq!(played["records"].as_array().unwrap().len(), 10);
}

#[test]
fn stoner_census_counts_depth_12() {
    // 48 stoner-like lines, none successful (tests/stoner_census.rs).
    let counted = report(&["stoner", "census", "--depth", "12"]);
    assert_eq!(counted["stoner_like_lines"], 48);
    assert_eq!(counted["successful_lines"], 0);
    assert_eq!(
        (counted["depth"].as_u64(), counted["horizon"].as_u64()),
        (Some(12), Some(14))
    );
}

#[test]
fn gobblet_solves_the_one_piece_variant() {
    // A draw; 753,571 positions, the longest forced result 13 plies
    // (docs/gobblet.md).
    let solved = report(&["gobblet", "solve", "--per-size", "1"]);
    assert_eq!(solved["first_player"], "draw");
    assert_eq!(solved["seed_space"]["positions"], 753_571);
    assert_eq!(
        solved["seed_space"]["distances"].as_array().unwrap().len(),
        14
    );
    assert!(failure(&["gobblet", "solve", "--per-size", "3"]).contains("--per-size 3"));
}

#[test]
fn mobility_search_and_prove_meet_small_bounds() {
    let proved = report(&["mobility", "prove", "--moves", "20", "--empties", "30"]);
    assert_eq!(proved["satisfiable"], true);
    assert!(proved["board_moves"].as_u64().unwrap() >= 20);
    assert!(proved["board_empties"].as_u64().unwrap() >= 30);
    let found = report(&["mobility", "search", "--free", "--stop-at", "30"]);
    assert!(found["best_count"].as_u64().unwrap() >= 30);
    let counted = report(&[
        "mobility",
        "count",
        "--board",
        found["board"].as_str().unwrap(),
    ]);
    assert_eq!(counted["black"], found["best_count"]);
}

#[test]
fn sizes_beyond_memory_or_reach_are_refused_not_aborted() {
    // 2^30 slots of 32 bytes: more than this machine's memory.
    let message = json_failure(&["solve", "--table-bits", "30", "f5d6"]);
    assert!(
        message.starts_with("--table-bits: a table of 2^30 slots"),
        "{message}"
    );
    for size in ["0", "1000001", "18446744073709551615"] {
        let message = json_failure(&["gobblet", "solve", "--sample-size", size]);
        assert!(message.contains("--sample-size"), "{message}");
    }
}

#[test]
fn a_stoner_proof_past_its_node_budget_is_undecided() {
    // The proof at horizon 60 grows about tenfold per four plies.
    let args = [
        "stoner",
        "check",
        "f5f4g3g4g5f6e7h6h4h3h2g7",
        "--horizon",
        "60",
    ];
    let checked = report(&[&args[..], &["--nodes", "20000"]].concat());
    let only = &checked["matches"][0];
    assert_eq!(
        (&only["shape"], &only["undecided"], &only["success"]),
        (&"S31".into(), &true.into(), &false.into())
    );
    let text =
        String::from_utf8(boardlab(&[&args[..], &["--nodes", "20000"]].concat()).stdout).unwrap();
    assert!(text.contains("undecided"), "{text}");
    assert!(json_failure(&[&args[..], &["--nodes", "0"]].concat()).contains("--nodes"));
}

#[test]
fn records_lists_every_good_game_of_each_file_and_names_the_bad_ones() {
    use boardlab::records::{self, wthor};
    let folder = std::env::temp_dir().join(format!("boardlab-records-{}", std::process::id()));
    let names = folder.join("names");
    std::fs::create_dir_all(&names).unwrap();
    let ggf = folder.join("three.ggf");
    std::fs::write(
        &ggf,
        "1 (;GM[Othello]PB[Ann]PW[Bob]DT[2019.05.01]RE[+4.000]B[f5]W[d6];)\n\
         2 (;GM[Othello]PB[Cid]B[f5]W[e6];)\n\
         3 (;GM[Othello]PB[Dee]TY[6]B[c2]W[b2];)\n",
    )
    .unwrap();
    let lines = folder.join("openings.txt");
    std::fs::write(&lines, "f5d6\nf5f6\nf5f4\n").unwrap();
    // A database in one folder, its names given from another.
    let games: Vec<_> = ["f5d6c3d3c4", "f5f6e6f4"]
        .iter()
        .map(|moves| records::read_text(moves).games.remove(0))
        .collect();
    let files = wthor::write(&games, 2026).unwrap();
    let wtb = folder.join("WTH_2026.wtb");
    std::fs::write(&wtb, &files.wtb).unwrap();
    std::fs::write(names.join("WTHOR.JOU"), &files.jou).unwrap();
    std::fs::write(names.join("WTHOR.TRN"), &files.trn).unwrap();
    let paths = [
        &ggf,
        &lines,
        &wtb,
        &names.join("WTHOR.JOU"),
        &names.join("WTHOR.TRN"),
    ]
    .map(|path| path.to_str().unwrap().to_string());
    let args: Vec<&str> = std::iter::once("records")
        .chain(paths.iter().map(String::as_str))
        .collect();
    let listed = report(&args);
    let games = listed["games"].as_array().unwrap();
    assert_eq!(games.len(), 7);
    assert_eq!(
        games[0],
        serde_json::json!({"number": 1, "file": paths[0], "black": "Ann", "white": "Bob", "tournament": null,
            "year": 2019, "size": 8, "start": null, "moves": "f5d6", "result": 4})
    );
    assert_eq!(
        (games[1]["number"].clone(), games[1]["size"].clone()),
        (3.into(), 6.into())
    );
    assert_eq!(games[4]["moves"], "f5f4");
    assert_eq!(games[5]["black"], "?");
    assert_eq!(games[5]["year"], 2026);
    assert_eq!(
        listed["errors"],
        serde_json::json!([{"file": paths[0], "game": 2, "message": "game 2, move 2 (W[e6]): not a legal move for white"}])
    );
    let summary = String::from_utf8(boardlab(&args).stdout).unwrap();
    assert!(summary.contains("three.ggf: 2 games, 1 error"), "{summary}");
    assert!(
        summary.contains("WTH_2026.wtb: 2 games, 0 errors"),
        "{summary}"
    );
    assert!(json_failure(&["records", "missing.ggf"]).contains("missing.ggf"));
    std::fs::remove_dir_all(&folder).unwrap();
}

#[test]
fn review_reads_a_game_of_a_record_file() {
    use boardlab::records::{self, wthor};
    let folder = std::env::temp_dir().join(format!("boardlab-review-{}", std::process::id()));
    std::fs::create_dir_all(&folder).unwrap();
    let start = "---------------------------O*------*O--------------------------- *";
    let ggf = folder.join("two.ggf");
    std::fs::write(
        &ggf,
        format!(
            "(;GM[Othello]PB[Ann]PW[Bob]TY[8]RE[?]BO[8 {start}]B[f5]W[d6]B[c3]W[d3];)\n\
             (;GM[Othello]PB[Cid]PW[Dee]TY[8]BO[8 {start}]B[f5]W[f6]B[e6]W[f4]B[zz];)\n"
        ),
    )
    .unwrap();
    let path = ggf.to_str().unwrap();
    let reviewed = report(&["review", "--file", path]);
    assert_eq!(reviewed["moves"], "f5d6c3d3");
    assert_eq!(reviewed["plies"].as_array().unwrap().len(), 5);
    // The bad game is named by its number and move.
    let message = json_failure(&["review", "--file", path, "--game", "2"]);
    assert!(
        message.ends_with("two.ggf: game 2, move 5 (B[zz]): not a square nor a pass (PA, pass)"),
        "{message}"
    );
    let message = json_failure(&["review", "--file", path, "--game", "3"]);
    assert!(
        message.ends_with("two.ggf: there is no game 3: the file holds 2"),
        "{message}"
    );
    assert!(failure(&["review", "--file", path, "f5"]).contains("cannot be used with"));

    // A WTHOR database with its names beside it.
    let games: Vec<_> = ["f5d6c3d3c4", "f5f6e6f4"]
        .iter()
        .map(|moves| records::read_text(moves).games.remove(0))
        .collect();
    let files = wthor::write(&games, 2026).unwrap();
    std::fs::write(folder.join("GAMES.wtb"), &files.wtb).unwrap();
    std::fs::write(folder.join("WTHOR.JOU"), &files.jou).unwrap();
    std::fs::write(folder.join("WTHOR.TRN"), &files.trn).unwrap();
    let database = folder.join("GAMES.wtb");
    let database = database.to_str().unwrap();
    let second = report(&["review", "--file", database, "--game", "2"]);
    assert_eq!(second["moves"], "f5f6e6f4");
    let message = json_failure(&["review", "--file", database, "--game", "3"]);
    assert!(
        message.ends_with("GAMES.wtb: there is no game 3: the file holds 2"),
        "{message}"
    );
    std::fs::remove_dir_all(&folder).ok();
}

/// Runs a command that must succeed (one that writes a file, not JSON).
fn succeeds(args: &[&str]) {
    let output = boardlab(args);
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(output.status.success(), "{args:?} failed: {stderr}");
}

/// A scratch directory for one test's files.
fn scratch(name: &str) -> std::path::PathBuf {
    let dir = std::env::temp_dir().join(format!("boardlab-cli-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

#[test]
fn census_shards_merge_into_the_census_and_bad_sets_are_refused() {
    let dir = scratch("census-shards");
    let part = |shard: &str, depth: &str| {
        let file = dir.join(format!("d{depth}-{}.json", shard.replace('/', "of")));
        succeeds(&[
            "stoner",
            "census",
            "--depth",
            depth,
            "--shard",
            shard,
            "--out",
            file.to_str().unwrap(),
        ]);
        file.to_str().unwrap().to_string()
    };
    let files: Vec<String> = ["1/3", "2/3", "3/3"]
        .iter()
        .map(|s| part(s, "12"))
        .collect();
    let mut merged = report(
        &[
            &["stoner", "merge"][..],
            &files.iter().map(String::as_str).collect::<Vec<_>>(),
        ]
        .concat(),
    );
    let mut whole = report(&["stoner", "census", "--depth", "12"]);
    merged.as_object_mut().unwrap().remove("seconds");
    whole.as_object_mut().unwrap().remove("seconds");
    assert_eq!(merged, whole);
    // Printed without --out: one partial result naming its job and shard.
    let printed = boardlab(&["stoner", "census", "--depth", "12", "--shard", "2/3"]);
    let printed: Value = serde_json::from_slice(&printed.stdout).unwrap();
    assert_eq!(
        printed["job"],
        "stoner census depth 12 horizon 14 cutoff on"
    );
    assert_eq!(printed["shard"], "2/3");
    let missing = json_failure(&["stoner", "merge", &files[0], &files[2]]);
    assert_eq!(missing, "missing shards of 3: 2 (have 2)");
    let twice = json_failure(&["stoner", "merge", &files[0], &files[1], &files[1]]);
    assert!(
        twice.starts_with(&format!("{}: shard 2/3 again", files[1])),
        "{twice}"
    );
    let other = part("3/3", "11");
    let mixed = json_failure(&["stoner", "merge", &files[0], &files[1], &other]);
    assert!(
        mixed.starts_with(&format!("{other}: a part of \"stoner census depth 11")),
        "{mixed}"
    );
    assert!(
        failure(&["stoner", "census", "--depth", "12", "--shard", "4/3"])
            .contains("shard 4/3 does not exist")
    );
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn book_shards_merge_round_by_round_into_the_whole_book() {
    let dir = scratch("book-shards");
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let coverage = ["--size", "4", "--plies", "5", "--table-bits", "16"];
    let built = report(
        &[
            &["book", "build"][..],
            &coverage,
            &["--out", &path("whole.bin")],
        ]
        .concat(),
    );
    assert_eq!(built["plies"], 5);
    let book = path("sharded.bin");
    let mut rounds = 0;
    loop {
        let from: Vec<&str> = if rounds == 0 {
            vec![]
        } else {
            vec!["--from", &book]
        };
        let next = report(&[&["book", "next", "--size", "4", "--plies", "5"][..], &from].concat());
        if next["ply"].is_null() {
            break;
        }
        let parts: Vec<String> = (1..=2)
            .map(|i| {
                let part = path(&format!("round{rounds}-{i}.json"));
                let shard = format!("{i}/2");
                succeeds(
                    &[
                        &["book", "build"][..],
                        &coverage,
                        &["--shard", &shard, "--out", &part],
                        &from,
                    ]
                    .concat(),
                );
                part
            })
            .collect();
        let merge_args = [
            &[
                "book", "merge", "--size", "4", "--plies", "5", "--out", &book,
            ][..],
            &from,
            &[&parts[0], &parts[1]],
        ]
        .concat();
        report(&merge_args);
        // The round is in the book now: its parts are not the next round's.
        let again = json_failure(&[
            "book",
            "merge",
            "--size",
            "4",
            "--plies",
            "5",
            "--out",
            &path("other.bin"),
            "--from",
            &book,
            &parts[0],
            &parts[1],
        ]);
        assert!(again.contains("not of the next round"), "{again}");
        rounds += 1;
    }
    assert!(rounds >= 3);
    assert_eq!(
        std::fs::read(&book).unwrap(),
        std::fs::read(path("whole.bin")).unwrap()
    );
    assert!(json_failure(&["book", "build", "--size", "4"]).contains("--out"));
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn eval_values_a_position_and_is_exact_when_it_sees_the_end() {
    let solved = report(&["solve", "--size", "4"]);
    let searched = report(&["eval", "--size", "4", "--depth", "12"]);
    assert_eq!(searched["value"].as_f64(), solved["value"].as_f64());
    assert_eq!(searched["exact"], true);
    assert_eq!(searched["depth"], 12);
    let learned = report(&["eval", "f5d6c3d3c4"]);
    let classic = report(&["eval", "f5d6c3d3c4", "--eval", "classic"]);
    assert_eq!(
        (learned["depth"].clone(), learned["exact"].clone()),
        (0.into(), false.into())
    );
    assert_eq!(learned["eval"], "learned");
    assert_ne!(learned["value"], classic["value"]);
    let deeper = report(&["eval", "f5d6c3d3c4", "--depth", "3"]);
    assert!(deeper["value"].as_f64().unwrap().abs() < 64.0);
    assert!(failure(&["eval", "--eval", "neural"]).contains("--eval"));
    assert!(failure(&["eval", "--depth", "31"]).contains("--depth"));
}

#[test]
fn arena_openings_start_every_game_with_random_plies_from_the_seed() {
    let args = [
        "arena",
        "--black",
        "classic:1",
        "--white",
        "strong:1",
        "--games",
        "6",
        "--seed",
        "3",
        "--size",
        "6",
        "--openings",
        "5",
    ];
    let played = report(&args);
    assert_eq!(played["openings"], 5);
    assert_eq!(played["black"], "classic:1");
    assert_eq!(
        report(&args)["records"],
        played["records"],
        "the seed replays"
    );
    let openings: Vec<String> = played["records"]
        .as_array()
        .unwrap()
        .iter()
        .map(|record| record["moves"].as_str().unwrap()[..10].to_string())
        .collect();
    assert!(
        openings.iter().any(|opening| opening != &openings[0]),
        "{openings:?}"
    );
    assert!(failure(&[&args[..12], &["--openings", "61"]].concat()).contains("--openings"));
}

#[test]
fn arena_move_time_plays_whole_games_and_says_so() {
    let args = [
        "arena",
        "--black",
        "strong",
        "--white",
        "classic",
        "--seed",
        "4",
        "--size",
        "6",
        "--move-time",
    ];
    let played = report(&[&args[..], &["5", "--games", "2"]].concat());
    assert_eq!(played["move_time_ms"], 5);
    assert_eq!(played["games"], 2);
    for record in played["records"].as_array().unwrap() {
        // Whole games of legal moves.
        let moves = record["moves"].as_str().unwrap();
        let parsed = boardlab::notation::parse_game(Board::start(Size::Six), moves);
        assert!(parsed.error.is_none(), "{moves}");
        assert!(parsed.game.current().is_game_over(), "{moves}");
    }
    let untimed = report(&[
        "arena", "--black", "random", "--white", "random", "--games", "1", "--seed", "4",
    ]);
    assert!(untimed.get("move_time_ms").is_none());
    let refused = failure(&[&args[..], &["0", "--games", "1"]].concat());
    assert!(refused.contains("--move-time"), "{refused}");
}

#[test]
fn move_reports_the_choice_its_value_and_source() {
    // Near the end the exact solver chooses: the value is `solve`'s.
    let late = "XXXXXXXXXXXXXXXXXXXXOOOOXXXOOOXXXXOOXXXXX--OXOXXX-OOOOOOO--OOOO- X";
    let solved = report(&["solve", "--board", late]);
    let chosen = report(&["move", "--board", late]);
    assert_eq!(chosen["source"], "exact");
    assert_eq!(chosen["value"], solved["value"].as_f64().unwrap());
    assert_eq!(chosen["depth"], 6);
    assert!(solved["best"].as_array().unwrap().contains(&chosen["move"]));
    // Earlier the search chooses, to the depth it reached (24 moves of a
    // 2016 game: past the opening book)...
    let middle = "f5f4e3f2e2f6d3c4f3e1f1g1e6c5c6d6e7c2g6d7e8c8b6b4";
    let searched = report(&["move", middle, "--player", "strong:3"]);
    assert_eq!(
        (searched["source"].clone(), searched["depth"].clone()),
        ("search".into(), 3.into())
    );
    assert!(searched["value"].is_f64());
    // ... and in the opening the book, to the depth of its searches.
    let opening = report(&["move", "f5d6", "--player", "strong:3"]);
    assert_eq!(
        (opening["source"].clone(), opening["depth"].clone()),
        ("book".into(), 10.into())
    );
    // A player that does not value its moves.
    let random = report(&["move", "f5", "--player", "random", "--seed", "4"]);
    assert!(random["value"].is_null() && random["move"].is_string());
    assert_eq!(report(&["move", "f5", "--player", "three-ply"])["depth"], 3);
    // A side without a move passes.
    let pass = report(&["move", "--board", "OX-------------- X"]);
    assert_eq!(
        (pass["move"].clone(), pass["source"].clone()),
        ("pass".into(), "exact".into())
    );
}

#[test]
fn move_on_a_finished_game_or_by_an_external_engine_is_refused() {
    assert_eq!(
        json_failure(&["move", "--board", "XXXXXXXXXXXXXXXX X"]),
        "the game is over (XXXXXXXXXXXXXXXX X): there is no move to choose"
    );
    assert_eq!(
        json_failure(&["move", "f5", "--player", "nboard:edax"]),
        "--player nboard:edax: an external engine plays in the arena only"
    );
}

#[test]
fn engine_answers_on_standard_output_and_a_ping_stops_its_search() {
    use std::io::{BufRead, BufReader, Write};
    use std::process::Stdio;
    let mut engine = Command::new(env!("CARGO_BIN_EXE_boardlab"))
        .arg("engine")
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .spawn()
        .expect("the engine starts");
    let mut input = engine.stdin.take().unwrap();
    let mut lines = BufReader::new(engine.stdout.take().unwrap()).lines();
    let mut next = || lines.next().expect("a line").expect("text");
    // Depth 30 would search until its node budget runs out (24 moves of a
    // 2016 game: past the opening book, which would answer at once).
    let game = "(;GM[Othello]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F4]B[E3]W[F2]B[E2]W[F6]B[D3]W[C4]B[F3]W[E1]B[F1]W[G1]B[E6]W[C5]B[C6]W[D6]B[E7]W[C2]B[G6]W[D7]B[E8]W[C8]B[B6]W[B4];)";
    writeln!(input, "nboard 2\nset depth 30\nset game {game}\nping 1\ngo").unwrap();
    assert_eq!(next(), "set myname boardlab");
    assert_eq!(next(), "pong 1");
    assert_eq!(next(), "status boardlab is thinking");
    writeln!(input, "ping 2").unwrap();
    let thought = next();
    let stats = next();
    let answer = next();
    assert_eq!(next(), "pong 2");
    assert!(stats.starts_with("nodestats "), "{stats}");
    let depth: u32 = thought.rsplit(' ').next().unwrap().parse().unwrap();
    assert!(thought.starts_with("search ") && depth < 30, "{thought}");
    assert!(
        answer.starts_with("=== ") && answer.contains('/'),
        "{answer}"
    );
    writeln!(input, "bogus\nquit").unwrap();
    assert_eq!(next(), "status boardlab: 'bogus' is not a command");
    assert!(engine.wait().unwrap().success());
}

#[test]
fn arena_opening_lines_start_every_game_and_name_a_bad_line() {
    let file = format!(
        "{}/tests/data/opening_lines.txt",
        env!("CARGO_MANIFEST_DIR")
    );
    let lines = ["f5d6c3d3c4", "f5f6e6f4", "f5f4e3f6d3"];
    let args = [
        "arena",
        "--black",
        "strong:1",
        "--white",
        "random",
        "--games",
        "12",
        "--seed",
        "2",
        "--opening-lines",
        &file,
    ];
    let run = report(&args);
    assert_eq!(run["opening_lines"], 3);
    let records = run["records"].as_array().unwrap();
    let mut used = std::collections::BTreeSet::new();
    for record in records {
        let moves = record["moves"].as_str().unwrap();
        let line = lines.iter().find(|line| moves.starts_with(*line));
        used.insert(line.expect("a game starts with a line"));
    }
    // Twelve games draw every one of three lines (the seed's draw).
    assert_eq!(used.len(), 3);
    // The same seed draws the same lines.
    assert_eq!(report(&args)["records"], run["records"]);
    let bad = std::env::temp_dir().join("boardlab-bad-opening-lines.txt");
    std::fs::write(&bad, "f5d6\nf5zz\n").unwrap();
    let message = json_failure(&[
        "arena",
        "--black",
        "random",
        "--white",
        "random",
        "--games",
        "1",
        "--seed",
        "1",
        "--opening-lines",
        bad.to_str().unwrap(),
    ]);
    assert!(
        message.ends_with(", line 2: zz is not a square"),
        "{message}"
    );
}

/// `solve` gives up after `--seconds` (60 by default) with a message
/// naming the position's empty squares, on one thread or two and along a
/// line; the 8x8 start (no moves given) is far beyond any solve.
#[test]
fn a_solve_past_its_time_bound_says_so() {
    let bound = ["--seconds", "0.1", "--table-bits", "16"];
    for extra in [&[][..], &["--threads", "2"], &["--line"], &["--pv"]] {
        let message = json_failure(&[&["solve"][..], &bound, extra].concat());
        assert!(
            message.starts_with("not solved within 0.1 s: the position has 60 empty squares"),
            "{extra:?}: {message}"
        );
        assert!(message.contains("boardlab eval"), "{message}");
        // Every move's value was asked for (the default, not a line's
        // annotation): the best move alone is offered.
        assert_eq!(
            message.contains("--best-only"),
            extra != ["--line"],
            "{extra:?}: {message}"
        );
    }
    let best_only = json_failure(&[&["solve", "--best-only"][..], &bound].concat());
    assert!(!best_only.contains("--best-only solves"), "{best_only}");
    let text = failure(&[&["solve", "--board", START_8][..], &bound].concat());
    assert!(text.contains("60 empty squares"), "{text}");
    // A position the bound allows is solved as before.
    let solved = report(&["solve", "--size", "4", "--scoring", "raw", "--seconds", "5"]);
    assert_eq!(solved["value"], -8);
}

#[test]
fn an_empty_board_string_is_refused() {
    for board in ["", "  "] {
        let message = json_failure(&["solve", "--board", board]);
        assert!(message.contains("--board"), "{message}");
        assert!(message.contains("the board string is empty"), "{message}");
    }
}

/// Self-play labels in shards: each shard plays its part of the games,
/// and `train merge` joins the parts into the samples of the whole run
/// (in another order: the shards take every other game).
#[test]
fn train_label_shards_self_play_and_merge_joins_the_shards() {
    let dir = scratch("train-shards");
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    // 44 random plies leave 16 empties: quick games, all solved.
    let label = |shard: Option<&str>, out: &str| {
        let mut args = vec![
            "train",
            "label",
            "--self-play",
            "3",
            "--random-plies",
            "44-44",
        ];
        if let Some(shard) = shard {
            args.extend(["--shard", shard]);
        }
        args.extend(["--out", out]);
        report(&args)
    };
    let whole = label(None, &path("whole.bin"));
    assert_eq!(whole["games"], 3);
    let first = label(Some("1/2"), &path("part1.bin"));
    let second = label(Some("2/2"), &path("part2.bin"));
    assert_eq!(first["games"], 2);
    assert_eq!(second["games"], 1);
    let merged = report(&[
        "train",
        "merge",
        "--samples",
        &path("part1.bin"),
        "--samples",
        &path("part2.bin"),
        "--out",
        &path("merged.bin"),
    ]);
    assert_eq!(merged["files"], 2);
    assert_eq!(merged["samples"], whole["samples"]);
    // The same 18-byte records after the 8-byte header, in any order.
    let records = |name: &str| {
        let bytes = std::fs::read(dir.join(name)).unwrap();
        let mut records: Vec<Vec<u8>> = bytes[8..].chunks(18).map(<[u8]>::to_vec).collect();
        records.sort();
        records
    };
    assert!(!records("whole.bin").is_empty());
    assert_eq!(records("merged.bin"), records("whole.bin"));
    assert_ne!(records("part1.bin"), records("whole.bin"));
    let broken = json_failure(&[
        "train",
        "merge",
        "--samples",
        &path("part1.bin"),
        "--samples",
        "Cargo.toml",
        "--out",
        &path("broken.bin"),
    ]);
    assert!(broken.contains("Cargo.toml"), "{broken}");
    assert!(!dir.join("broken.bin").exists());
}

/// The steps that train the evaluation on real games, end to end on a
/// small budget: random games and a record file labelled by the solver
/// (two shards, the second kept when written again), the outcomes a file
/// records, a fit, and the fit's error measured against exact labels. A
/// game that stops far from its end (the second line) is not labelled.
#[test]
fn train_steps_label_fit_and_measure_real_and_random_games() {
    let dir = scratch("train-steps");
    let games = dir.join("games.txt");
    std::fs::write(
        &games,
        "f5d6c3d3c4f4c5b3c2e3d2c6b4a4b5b6g4f3e6e2d7e1a6d1a5a7f2c7f1d8c8e8f8e7f6f7g6g3h3g5c1h6h5h7h8h4a2b7g1g7g8g2h1h2a8a3b2a1b1\n\
         f5d6c3d3c4\n",
    )
    .unwrap();
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let mut parts = Vec::new();
    for shard in ["1/2", "2/2"] {
        let out = path(&format!("part{}.bin", &shard[..1]));
        let label = report(&[
            "train",
            "label",
            "--file",
            games.to_str().unwrap(),
            "--random",
            "3",
            "--seed",
            "5",
            "--exact-empties",
            "12",
            "--shard",
            shard,
            "--out",
            &out,
        ]);
        assert!(label["exact_samples"].as_u64().unwrap() > 0, "{label}");
        assert_eq!(label["resumed"], false);
        parts.push(out);
    }
    let again = report(&[
        "train",
        "label",
        "--random",
        "3",
        "--exact-empties",
        "12",
        "--shard",
        "1/2",
        "--out",
        &parts[0],
    ]);
    assert_eq!(again["resumed"], true);
    let outcomes = path("outcomes.bin");
    let recorded = report(&[
        "train",
        "label",
        "--from-results",
        "--file",
        games.to_str().unwrap(),
        "--out",
        &outcomes,
    ]);
    // The finished game's outcome is its final position's; the short line
    // has none and is left out.
    assert_eq!(recorded["samples"], 59);
    assert_eq!(recorded["exact_samples"], 0);
    // Self-play games of the built-in weights: exact from 16 empties, so
    // every game gives exact samples and searched ones before them.
    let played = report(&[
        "train",
        "label",
        "--self-play",
        "2",
        "--out",
        &path("self-play.bin"),
    ]);
    assert_eq!(played["games"], 2);
    let (all, exact) = (
        played["samples"].as_u64().unwrap(),
        played["exact_samples"].as_u64().unwrap(),
    );
    assert!(exact >= 2 * 10 && all > exact, "{played}");
    // ...or with other weights: the 6x6 ones are refused by name.
    let six = json_failure(&[
        "train",
        "label",
        "--self-play",
        "1",
        "--weights",
        "data/eval6.bin",
        "--out",
        &path("self-play-6.bin"),
    ]);
    assert!(six.contains("eval6.bin: weights for 6x6"), "{six}");
    let played = report(&[
        "train",
        "label",
        "--self-play",
        "1",
        "--weights",
        "data/eval8.bin",
        "--out",
        &path("self-play-8.bin"),
    ]);
    assert_eq!(played["games"], 1);
    // 44 random plies leave 16 empties: the solver labels everything.
    let random = report(&[
        "train",
        "label",
        "--self-play",
        "2",
        "--random-plies",
        "44-44",
        "--out",
        &path("self-play-random.bin"),
    ]);
    let exact = random["exact_samples"].as_u64().unwrap();
    assert!(exact > 0 && exact <= 2 * 16, "{random}");
    assert_eq!(random["samples"], random["exact_samples"]);
    let weights = path("weights.bin");
    let fitted = report(&[
        "train",
        "fit",
        "--samples",
        &parts[0],
        "--samples",
        &parts[1],
        "--epochs",
        "2",
        "--out",
        &weights,
    ]);
    assert!(fitted["samples"].as_u64().unwrap() > 100, "{fitted}");
    let exact = fitted["exact_samples"].as_u64().unwrap();
    let measured = report(&[
        "train",
        "measure",
        "--samples",
        &parts[0],
        "--samples",
        &parts[1],
        "--weights",
        &weights,
    ]);
    assert_eq!(measured["positions"].as_u64().unwrap(), exact);
    let error = measured["mean_error"].as_f64().unwrap();
    assert!(error.is_finite() && error >= 0.0, "{measured}");
    // Searching to the end is exact.
    let searched = report(&[
        "train",
        "measure",
        "--samples",
        &parts[0],
        "--empties",
        "0-6",
        "--depth",
        "6",
    ]);
    assert_eq!(searched["mean_error"].as_f64().unwrap(), 0.0, "{searched}");
    let refused = json_failure(&[
        "train",
        "measure",
        "--samples",
        &parts[0],
        "--empties",
        "9-3",
    ]);
    assert!(refused.contains("--empties"), "{refused}");
}
