//! Record files as other programs write them: GGF with game numbers, pass
//! spellings, GGS's variants and NBoard's compact boards; move lists one
//! game a line; Logistello's book lines; gzipped files; bad games named and
//! skipped with every other game kept; the `records` report.

mod common;

use boardlab::board::{Board, Size};
use boardlab::game::Game;
use boardlab::records::report::RecordsReport;
use boardlab::records::{ggf, open, read_text, FileFault, Opened, Play, Record, RecordError};
use common::{random_full_game, Rng};
use flate2::write::GzEncoder;
use flate2::Compression;
use proptest::prelude::*;
use std::io::Write;

/// The first three lines of Logistello's book (`logbook.gam`); the second
/// ends `-b1-g1+h1`: black passed before white's g1.
const LOGBOOK: &str = "\
+d3-c3+c4-e3+c2-b3+d2-e1+d1-c1+f4-d6+e6-g4+b2-f6+d7-c8+e7-d8+f3-f5+g5-h4+h6-f2+f7-h5+g6-c6+c5-c7+b6-b5+b4-e8+h3-g3+h2-e2+h7-g2+b1-a1+h1-a2+a3-g7+f8-h8+g8-a4+g1-f1+a6-a5+a7-a8+b8-b7: -04 10
+d3-c3+c4-e3+c2-b3+d2-e1+d1-c1+f4-d6+e6-g4+b2-f6+d7-c8+e7-d8+f3-f5+g5-h4+h6-f2+f7-h5+g6-c6+c5-c7+b6-b5+f8-a6+b4-a5+a4-e8+b8-h7+g8-b7+g2-g3+h2-a1+f1-e2+h3-a3+a8-a7+h8-g7+a2-b1-g1+h1: +00 10
+d3-c3+c4-e3+c2-b3+d2-e1+d1-c1+f4-d6+e6-g4+b2-f6+d7-c8+e7-d8+f3-f5+g5-h4+h6-f2+f7-h5+g6-c6+c5-c7+b6-b5+f8-b4+a4-a6+e8-g8+b1-h7+e2-a5+a7-f1+a3-a1+h3-h2+a2-a8+g3-g2+b8-b7+h8-g7+h1+g1: +02 10
";

const START: &str = "---------------------------O*------*O--------------------------- *";

fn gzip(bytes: &[u8]) -> Vec<u8> {
    let mut encoder = GzEncoder::new(Vec::new(), Compression::default());
    encoder.write_all(bytes).unwrap();
    encoder.finish().unwrap()
}

fn messages(errors: &[RecordError]) -> Vec<String> {
    errors.iter().map(ToString::to_string).collect()
}

/// A random finished 8x8 game with a pass in it, as a record.
fn record_with_pass(seed: u64) -> Record {
    let mut rng = Rng(seed);
    loop {
        let game = random_full_game(Size::Eight, &mut rng);
        let record = Record::from_game(&game);
        if record.moves[..record.moves.len() - 1].contains(&Play::Pass) {
            return record;
        }
    }
}

#[test]
fn ggf_games_may_start_with_their_number() {
    let text = "1 (;GM[Othello]PB[a]PW[b]B[f5]W[d6];)\n2 (;GM[Othello]PB[c]PW[d]B[f5]W[f6];)\n\
                10 (;GM[Othello]B[e6];)";
    let opened = read_text(text);
    assert_eq!(messages(&opened.errors), Vec::<String>::new());
    let moves: Vec<String> = opened.games.iter().map(Record::move_string).collect();
    assert_eq!(moves, ["f5d6", "f5f6", "e6"]);
    assert_eq!(opened.games[1].black.as_deref(), Some("c"));
    // A player named with digits is still a name, not a game number.
    let named = read_text("(;GM[Othello]PB[12]B[f5];)");
    assert_eq!(named.games[0].black.as_deref(), Some("12"));
}

#[test]
fn passes_read_in_every_spelling() {
    let record = record_with_pass(31);
    let text = ggf::write(&record);
    assert!(text.contains("[PA]"));
    for spelling in ["[pass]", "[PASS]", "[Pass]", "[pass//4.23]", "[PA]", "[pa]"] {
        let opened = read_text(&text.replace("[PA]", spelling));
        assert_eq!(messages(&opened.errors), Vec::<String>::new(), "{spelling}");
        assert_eq!(opened.games[0].moves, record.moves, "{spelling}");
    }
    let noted = read_text(&text.replace("[PA]", "[pass//4.23]"));
    let pass = record
        .moves
        .iter()
        .position(|play| *play == Play::Pass)
        .unwrap();
    assert_eq!(
        noted.games[0].notes.get(&pass).map(String::as_str),
        Some("//4.23")
    );
}

#[test]
fn ggs_variants_and_nboard_boards_read() {
    // TY[4] and TY[6] boards from their standard starts.
    let four = read_text("(;GM[Othello]TY[4]B[b1];)");
    assert_eq!(four.games[0].size(), Size::Four);
    assert_eq!(four.games[0].move_string(), "b1");
    let six = read_text("(;GM[Othello]TY[6]B[c2]W[b2];)");
    assert_eq!(six.games[0].size(), Size::Six);
    // A random start (TY[8r20]) given by BO, komi tags, evaluations and
    // times after the moves.
    let after: Board = "-------- -------- -------- ---O*--- ---**--- ----*--- -------- -------- O"
        .parse()
        .unwrap();
    let random = format!(
        "(;GM[Othello]PC[GGS/os]TY[8r20]KB[ann]KW[bob]KM[+2.5]RE[+3.500]BO[8 {} O]W[d6/2.39/0.01]B[c5/-1.2/3.5];)",
        "-------- -------- -------- ---O*--- ---**--- ----*--- -------- --------"
    );
    let opened = read_text(&random);
    assert_eq!(messages(&opened.errors), Vec::<String>::new());
    let game = &opened.games[0];
    assert_eq!(game.start, after);
    assert_eq!(game.move_string(), "d6c5");
    assert_eq!(game.notes.get(&0).map(String::as_str), Some("/2.39/0.01"));
    assert_eq!(game.result.as_ref().map(|outcome| outcome.margin), Some(4));
    let extra: Vec<(&str, &str)> = game
        .extra
        .iter()
        .map(|(k, v)| (k.as_str(), v.as_str()))
        .collect();
    assert_eq!(extra, [("KB", "ann"), ("KW", "bob"), ("KM", "+2.5")]);
    // Written back, the record reads the same.
    assert_eq!(read_text(&ggf::write(game)).games[0], *game);
    // TY after BO keeps BO's start.
    let late = random
        .replace("TY[8r20]", "")
        .replace("BO[", "TY[8]BO[")
        .replace("]W[d6", "]TY[8r20]W[d6");
    assert_eq!(read_text(&late).games[0].start, after);
    // GGS's synchro and komi letters around the size.
    let synchro = read_text(&format!("(;GM[Othello]TY[s8r20]BO[8 {START}]B[f5];)"));
    assert_eq!(synchro.games[0].move_string(), "f5");
    // NBoard's compact BO: the 64 squares in one run.
    let compact = format!("(;GM[Othello]BO[8 {} *]B[f5];)", &START[..64]);
    assert_eq!(read_text(&compact).games[0].move_string(), "f5");
}

#[test]
fn a_bad_ggf_game_is_named_and_the_games_after_it_read() {
    let text = "(;GM[Othello]PB[a]B[f5];)\n(;GM[Othello]PB[b]B[f5]W[e6];)\n(;GM[Othello]PB[c]B[d3];)\n\
                (;GM[Chess]PB[d];)\n(;GM[Othello]PB[e]B[c4];)\n(;GM[Othello]PB[f]B[f5]\n(;GM[Othello]PB[g]B[e6];)";
    let opened = read_text(text);
    let names: Vec<&str> = opened
        .games
        .iter()
        .filter_map(|game| game.black.as_deref())
        .collect();
    assert_eq!(names, ["a", "c", "e", "g"]);
    assert_eq!(opened.numbers, [1, 3, 5, 7]);
    assert_eq!(
        messages(&opened.errors),
        [
            "game 2, move 2 (W[e6]): not a legal move for white",
            "game 4: GM[Chess] is not Othello",
            "game 6: '(;GM[Othello' is not a property KEY[value]",
        ]
    );
    assert_eq!(
        opened.game(5).and_then(|game| game.black.as_deref()),
        Some("e")
    );
    assert_eq!(opened.game(4), None);
    // Text between games is named; the game after it reads.
    let junk = read_text("(;GM[Othello]B[f5];) junk (;GM[Othello]B[e6];)");
    assert_eq!(junk.games.len(), 2);
    assert_eq!(
        messages(&junk.errors),
        ["game 2: 'junk (;GM[Othello]B[' comes where a game `(;` should start"]
    );
}

#[test]
fn a_file_of_move_strings_is_a_list_of_games() {
    let text = "f5d6c3d3\n\nf5f6e6f4\nf5zz\nf5f4e3\n";
    let opened = open("openings.txt", text.as_bytes());
    let moves: Vec<String> = opened.games.iter().map(Record::move_string).collect();
    assert_eq!(moves, ["f5d6c3d3", "f5f6e6f4", "f5f4e3"]);
    assert_eq!(opened.numbers, [1, 2, 4]);
    assert_eq!(
        messages(&opened.errors),
        ["game 3: moves: zz is not a square"]
    );
    // One line stays one game, kept up to its bad move.
    let one = open("one.txt", b"f5d6 c3zz");
    assert_eq!(one.games[0].move_string(), "f5d6c3");
    assert_eq!(messages(&one.errors), ["game 1: moves: zz is not a square"]);
}

#[test]
fn logistello_book_lines_read_with_their_passes_and_results() {
    let opened = read_text(LOGBOOK);
    assert_eq!(messages(&opened.errors), Vec::<String>::new());
    assert_eq!(opened.games.len(), 3);
    let margins: Vec<Option<i32>> = opened
        .games
        .iter()
        .map(|game| game.result.as_ref().map(|outcome| outcome.margin))
        .collect();
    assert_eq!(margins, [Some(-4), Some(0), Some(2)]);
    for game in &opened.games {
        assert_eq!(game.squares().count(), 60);
        let game = game.game().unwrap();
        assert!(game.result_at(game.len()).is_some());
    }
    let passes = |game: &Record| {
        game.moves
            .iter()
            .filter(|play| **play == Play::Pass)
            .count()
    };
    assert_eq!(
        opened.games.iter().map(passes).collect::<Vec<_>>(),
        [0, 1, 1]
    );
    assert!(opened.games[1].move_string().ends_with("b1g1h1"));
    // Lines of the same game written by hand, and bad ones named.
    let record = record_with_pass(7);
    let line = book_moves(&record);
    let text = format!("{line}: +10 1\n+d3-c3+c4-e3-c2: +00 1\n+d3-c3: x 1\n{line}\n");
    let opened = read_text(&text);
    assert_eq!(opened.numbers, [1, 4]);
    assert_eq!(opened.games[0].moves, record.moves);
    assert_eq!(opened.games[1].result, None);
    assert_eq!(
        messages(&opened.errors),
        [
            "game 2, move 5 (-c2): white plays but black is to move",
            "game 3: 'x' after the moves is not black's disc margin (`: -04`)",
        ]
    );
}

#[test]
fn gzipped_files_open_like_the_files_inside() {
    let packed = gzip(LOGBOOK.as_bytes());
    let by_name = open("logbook.gam.gz", &packed);
    // The games are the text's; the file is named without its `.gz`.
    assert_eq!(by_name.file.as_deref(), Some("logbook.gam"));
    let unnamed = |mut opened: Opened| {
        opened.file = None;
        opened
    };
    assert_eq!(unnamed(by_name), read_text(LOGBOOK));
    // Members one after another, and a header with a name, a comment and
    // an extra field.
    let (first, second) = LOGBOOK.split_at(LOGBOOK.find('\n').unwrap() + 1);
    let members = [gzip(first.as_bytes()), gzip(second.as_bytes())].concat();
    assert_eq!(unnamed(open("two.gam.gz", &members)), read_text(LOGBOOK));
    let mut named = flate2::GzBuilder::new()
        .filename("logbook.gam")
        .comment("three games")
        .extra(vec![1, 2, 3])
        .write(Vec::new(), Compression::default());
    named.write_all(LOGBOOK.as_bytes()).unwrap();
    assert_eq!(
        unnamed(open("named.gz", &named.finish().unwrap())),
        read_text(LOGBOOK)
    );
    // Gzip's magic bytes, whatever the name.
    assert_eq!(open("book", &packed).games.len(), 3);
    // A cut archive keeps the games before the cut and says so.
    let long: String = LOGBOOK.repeat(200);
    let packed = gzip(long.as_bytes());
    let cut = open("cut.gam.gz", &packed[..packed.len() / 2]);
    assert!(
        cut.games.len() > 10 && cut.games.len() < 600,
        "{}",
        cut.games.len()
    );
    assert!(matches!(
        cut.errors[0],
        RecordError::File(FileFault::Gzip { .. })
    ));
    assert_eq!(
        cut.errors[0].to_string(),
        "cut.gam.gz: it ends inside its compressed data; only what unpacks before that is read"
    );
    // A gzipped WTHOR database keeps its inner name's kind.
    let files = boardlab::records::wthor::write(&read_text(LOGBOOK).games, 1999).unwrap();
    assert_eq!(open("WTH_1999.wtb.gz", &gzip(&files.wtb)).games.len(), 3);
}

#[test]
#[ignore = "unpacks 256 MiB: several seconds"]
fn a_gzip_bomb_stops_at_the_limit() {
    // An archive of endless zeros stops at 256 MiB, keeping what came before.
    let zeros = {
        let mut encoder = GzEncoder::new(Vec::new(), Compression::best());
        let block = vec![b'0'; 1 << 20];
        for _ in 0..300 {
            encoder.write_all(&block).unwrap();
        }
        encoder.finish().unwrap()
    };
    let bomb = open("zeros.txt.gz", &zeros);
    assert_eq!(
        messages(&bomb.errors)[0],
        "zeros.txt.gz: it unpacks to more than 256 MiB; only what unpacks before that is read"
    );
    assert_eq!(bomb.errors.len(), 2);
}

#[test]
fn the_records_report_numbers_games_as_their_files_do() {
    let mut report = RecordsReport::default();
    report.add("a.ggf", &read_text("(;GM[Othello]PC[Paris]DT[2003.11.07]PB[x]PW[y]RE[-2.000]B[f5];)(;GM[Othello]B[a1];)(;GM[Othello]TY[6]B[c2];)"));
    report.add("b.txt", &read_text("f5d6\nf5f6"));
    let json = serde_json::to_value(&report).unwrap();
    assert_eq!(
        json["games"][0],
        serde_json::json!({"number": 1, "file": "a.ggf", "black": "x", "white": "y", "tournament": "Paris",
            "year": 2003, "size": 8, "start": null, "moves": "f5", "result": -2})
    );
    assert_eq!(json["games"][1]["number"], 3);
    assert_eq!(json["games"][1]["size"], 6);
    // The standard start of its size.
    assert_eq!(json["games"][1]["start"], serde_json::Value::Null);
    assert_eq!(json["games"][3]["moves"], "f5f6");
    assert_eq!(
        json["errors"],
        serde_json::json!([{"file": "a.ggf", "game": 2, "message": "game 2, move 1 (B[a1]): not a legal move for black"}])
    );
    assert_eq!(
        json["files"][1],
        serde_json::json!({"file": "b.txt", "games": 2, "errors": 0})
    );
}

/// A record's moves as Logistello's book writes them: each square with its
/// colour's sign, passes left out.
fn book_moves(record: &Record) -> String {
    let mut line = String::new();
    for (side, play, _) in record.sided_moves() {
        if let Play::Square(square) = play {
            line.push(if side == boardlab::board::Color::Black {
                '+'
            } else {
                '-'
            });
            line.push_str(&square.to_string());
        }
    }
    line
}

/// A random finished game's Logistello book line, as the book writes it.
fn book_line(game: &Game) -> String {
    book_moves(&Record::from_game(game)) + ": +00 1"
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    /// One damaged line spoils its own game only, in every line format.
    #[test]
    fn a_damaged_line_never_loses_the_other_games(seed in any::<u64>(), at in any::<usize>(), byte in any::<u8>()) {
        let mut rng = Rng(seed);
        let games: Vec<Game> = (0..4).map(|_| random_full_game(Size::Eight, &mut rng)).collect();
        let books: Vec<String> = games.iter().map(book_line).collect();
        let moves: Vec<String> = games.iter().map(|game| Record::from_game(game).move_string()).collect();
        for lines in [books, moves] {
            let mut text = lines.join("\n").into_bytes();
            let at = at % text.len();
            prop_assume!(text[at] != b'\n' && byte != b'\n' && byte != b'\r');
            text[at] = byte;
            let damaged = text[..at].iter().filter(|&&byte| byte == b'\n').count() + 1;
            let opened = open("games.txt", &text);
            prop_assert!(opened.errors.len() <= 1);
            for number in (1..=4).filter(|&number| number != damaged) {
                let read = opened.game(number).map(Record::move_string);
                prop_assert_eq!(read, Some(Record::from_game(&games[number - 1]).move_string()));
            }
        }
    }

    #[test]
    fn gzipped_bytes_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..600), at in any::<usize>(), byte in any::<u8>()) {
        let _ = open("x.gz", &bytes);
        let mut packed = gzip(&bytes);
        let at = at % packed.len();
        packed[at] = byte;
        let _ = open("x.ggf.gz", &packed);
        let _ = open("x.wtb.gz", &packed);
    }
}
