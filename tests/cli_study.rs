//! `boardlab db` and `boardlab puzzles` as users run them: the fixed JSON
//! fields, exact counts on small files written here, the position given as
//! moves or as a board, folding, and arguments refused with the part at
//! fault named.

mod common;

use boardlab::board::{Board, Size, Symmetry};
use boardlab::records::{ggf, Play, Record};
use common::cli::{boardlab, failure, report};
use common::{random_full_game, Rng};
use serde_json::Value;
use std::path::PathBuf;

/// Three games through one position by two move orders (f5d6c3d3c4 and
/// f5d6c4d3c3); the first and third go on with f4 (+4 and a draw).
const EXCERPT: &str = "\
(;GM[Othello]PB[Ann]PW[Bob]TY[8]RE[+4]B[f5]W[d6]B[c3]W[d3]B[c4]W[f4];)
(;GM[Othello]PB[Cid]PW[Dee]TY[8]RE[-6]B[f5]W[d6]B[c4]W[d3]B[c3]W[b3];)
(;GM[Othello]PB[Bob]PW[Cid]TY[8]RE[0]B[f5]W[d6]B[c3]W[d3]B[c4]W[f4]B[f6];)
";

/// A file in a scratch folder of this test's own.
fn scratch(test: &str, name: &str, text: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("boardlab-study-{test}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join(name);
    std::fs::write(&path, text).unwrap();
    path
}

#[test]
fn db_counts_the_games_through_a_position() {
    let file = scratch("db", "excerpt.ggf", EXCERPT);
    let file = file.to_str().unwrap();
    let by_moves = report(&["db", "f5d6c3d3c4", "--file", file]);
    assert_eq!(by_moves["games"], 3);
    let f4 = &by_moves["moves"]["f4"];
    assert_eq!(
        [
            &f4["games"],
            &f4["black_wins"],
            &f4["draws"],
            &f4["white_wins"]
        ],
        [2, 1, 1, 0]
    );
    assert_eq!(f4["mean_margin"], 2.0);
    assert_eq!(by_moves["moves"]["b3"]["white_wins"], 1);
    let first = &by_moves["first_games"][1];
    assert_eq!(
        (&first["number"], &first["black"], &first["next"]),
        (&Value::from(2), &Value::from("Cid"), &Value::from("b3"))
    );
    // The same position as a board string.
    let board = by_moves["board"].as_str().unwrap().to_string();
    let by_board = report(&["db", "--board", &board, "--file", file]);
    assert_eq!(by_board["moves"], by_moves["moves"]);
    // A summary names the moves too.
    let text = String::from_utf8(boardlab(&["db", "f5d6c3d3c4", "--file", file]).stdout).unwrap();
    assert!(
        text.starts_with("3 of 3 games reach this position"),
        "{text}"
    );
}

#[test]
fn db_folds_mirror_images_together() {
    let mut game = boardlab::records::read_text(EXCERPT).games.remove(0);
    game.result = None;
    let size = game.size();
    let moves = game
        .squares()
        .map(|square| Play::Square(Symmetry::Transpose.square(square, size)))
        .collect();
    let image = Record::new(Board::start(size), moves);
    let file = scratch("fold", "pair.ggf", &ggf::write_all(&[game, image]));
    let file = file.to_str().unwrap();
    let plain = report(&["db", "f5d6", "--file", file]);
    assert_eq!(plain["games"], 1);
    let folded = report(&["db", "f5d6", "--file", file, "--fold"]);
    assert_eq!(
        (&folded["games"], &folded["fold"]),
        (&Value::from(2), &Value::from(true))
    );
    assert_eq!(folded["moves"]["c3"]["games"], 2);
}

#[test]
fn db_refuses_what_it_cannot_read() {
    let file = scratch("refuse", "excerpt.ggf", EXCERPT);
    let file = file.to_str().unwrap();
    assert!(failure(&["db", "f5d6"]).contains("--file"));
    assert!(failure(&["db", "f5zz", "--file", file]).contains("moves"));
    assert!(failure(&["db", "f5", "--file", "/no/such/file.ggf"]).contains("/no/such/file.ggf"));
    let json = boardlab(&["db", "f5", "--file", "/no/such/file.ggf", "--json"]);
    let error: Value = serde_json::from_slice(&json.stdout).unwrap();
    assert!(error["error"].as_str().unwrap().contains("cannot read"));
}

/// Twenty random games written as GGF: positions with every count of
/// empties for the puzzles to draw from.
fn random_games() -> String {
    let mut rng = Rng(32);
    let records: Vec<Record> = (0..20)
        .map(|_| Record::from_game(&random_full_game(Size::Eight, &mut rng)))
        .collect();
    ggf::write_all(&records)
}

#[test]
fn puzzles_come_with_their_fixed_fields_and_a_seed_repeats_them() {
    let file = scratch("puzzles", "random.ggf", &random_games());
    let file = file.to_str().unwrap();
    let args = [
        "puzzles",
        "--file",
        file,
        "--empties",
        "10-12",
        "--count",
        "2",
        "--seed",
        "5",
    ];
    let drawn = report(&args);
    let puzzles = drawn["puzzles"].as_array().unwrap();
    assert_eq!(puzzles.len(), 2);
    for puzzle in puzzles {
        for field in [
            "board",
            "to_move",
            "answer",
            "value",
            "second_best",
            "source",
            "difficulty",
        ] {
            assert!(!puzzle[field].is_null(), "{field} missing in {puzzle}");
        }
        assert!(puzzle["second_best"].as_i64() < puzzle["value"].as_i64());
        assert_eq!(puzzle["source"]["file"], file);
        let board: Board = puzzle["board"].as_str().unwrap().parse().unwrap();
        assert!((10..=12).contains(&board.empty().count()));
    }
    assert_eq!(report(&args)["puzzles"], drawn["puzzles"]);
}

#[test]
fn puzzles_refuse_a_band_outside_ten_to_twenty_two() {
    let file = scratch("band", "excerpt.ggf", EXCERPT);
    let file = file.to_str().unwrap();
    assert!(failure(&["puzzles", "--file", file, "--empties", "5-30"]).contains("--empties 5-30"));
    assert!(failure(&["puzzles", "--file", file, "--empties", "x"]).contains("--empties"));
    assert!(failure(&["puzzles", "--file", file, "--count", "0"]).contains("--count"));
}

/// The shared WTHOR year 1980, when it is here: every game starts f5, and
/// the names come from the .JOU file beside it.
#[test]
fn db_reads_a_real_wthor_year_with_its_names() {
    let path = "/work/shared/data/games/wthor/1977-2020/WTH_1980.wtb";
    if !std::path::Path::new(path).exists() {
        eprintln!("skipped: {path} is not here");
        return;
    }
    let start = report(&["db", "", "--file", path]);
    assert_eq!(start["games"], 160);
    assert_eq!(start["moves"]["f5"]["games"], 160);
    assert_eq!(start["first_games"][0]["black"], "Cerf Jonathan");
}
