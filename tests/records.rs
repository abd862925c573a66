//! Game records: GGF, WTHOR, board lines and move strings read, written
//! back and refused with errors that name the game and the move.

mod common;

use boardlab::board::{Board, Color, Size, Square};
use boardlab::game::Game;
use boardlab::records::wthor::{self, Names};
use boardlab::records::{
    ggf, open, open_files, read_text, Database, FileFault, MoveFault, Outcome, Play, Record,
    RecordError,
};
use common::{random_full_game, Rng};
use proptest::prelude::*;

const SAMPLE: &str = "(;GM[Othello]PC[IOS]DT[2003.11.07_13:17:39.MET]PB[ant]PW[bee]RB[2001.54]\
RW[1873.02]TI[15:00//02:00]TY[8]RE[+2.000]BO[8 -------- -------- -------- ---O*--- ---*O--- \
-------- -------- -------- *]B[f5//1.2]W[D6//0.5]B[c3]W[d3];)";

fn squares(moves: &str) -> Vec<Square> {
    Database::opening(moves).expect("a legal opening")
}

fn plays(moves: &str) -> Vec<Play> {
    squares(moves).into_iter().map(Play::Square).collect()
}

/// A random finished 8x8 game with at least one pass in it.
fn game_with_pass(rng: &mut Rng) -> Game {
    loop {
        let game = random_full_game(Size::Eight, rng);
        if (1..game.len()).any(|ply| game.passed_before(ply).is_some()) {
            return game;
        }
    }
}

#[test]
fn a_ggf_record_reads_every_property() {
    let opened = read_text(SAMPLE);
    assert_eq!(opened.error(), None);
    let [record] = &opened.games[..] else {
        panic!("one game")
    };
    assert_eq!(record.black.as_deref(), Some("ant"));
    assert_eq!(record.white.as_deref(), Some("bee"));
    assert_eq!(record.black_rating.as_deref(), Some("2001.54"));
    assert_eq!(record.white_rating.as_deref(), Some("1873.02"));
    assert_eq!(record.place.as_deref(), Some("IOS"));
    assert_eq!(record.date.as_deref(), Some("2003.11.07_13:17:39.MET"));
    assert_eq!(record.time_control.as_deref(), Some("15:00//02:00"));
    assert_eq!(
        record.result,
        Some(Outcome {
            margin: 2,
            how: None
        })
    );
    assert_eq!(record.start, Board::start(Size::Eight));
    assert_eq!(record.moves, plays("f5d6c3d3"));
    assert_eq!(record.notes.get(&0).map(String::as_str), Some("//1.2"));
    assert_eq!(record.notes.get(&1).map(String::as_str), Some("//0.5"));
    assert_eq!(record.move_string(), "f5d6c3d3");
    assert_eq!(record.start_string(), None);
    assert_eq!(record.game().unwrap().moves(), &squares("f5d6c3d3")[..]);
    let printed = ggf::write(record);
    assert!(printed.starts_with("(;GM[Othello]PC[IOS]DT[2003.11.07_13:17:39.MET]PB[ant]PW[bee]"));
    assert!(printed.contains("RE[+2.000]"));
    assert!(printed.ends_with("B[f5//1.2]W[d6//0.5]B[c3]W[d3];)"));
    assert_eq!(read_text(&printed).games, opened.games);
}

#[test]
fn ggf_round_trips_passes_other_starts_and_several_games() {
    let mut rng = Rng(15);
    let mut records = Vec::new();
    for index in 0..6 {
        let game = game_with_pass(&mut rng);
        let mut record = Record::from_game(&game);
        assert!(record.moves.contains(&Play::Pass));
        record.black = Some(format!("black [{index}] \\ one"));
        record.white = Some("white".into());
        let margin = game.result_at(game.len()).unwrap().value;
        record.result = Some(Outcome {
            margin,
            how: (index % 2 == 0).then(|| "r".into()),
        });
        records.push(record);
    }
    // A start other than the standard one: the position after 20 moves.
    let game = random_full_game(Size::Eight, &mut rng);
    let middle = Game::new(game.position(20));
    let mut tail = middle.clone();
    for &square in &game.moves()[20..30] {
        tail.push(square).unwrap();
    }
    records.push(Record::from_game(&tail));
    // A small board, said by TY and BO.
    records.push(Record::from_game(&random_full_game(Size::Four, &mut rng)));
    records.push(Record::from_game(&random_full_game(Size::Six, &mut rng)));

    let text = ggf::write_all(&records);
    let opened = read_text(&text);
    assert_eq!(opened.error(), None);
    assert_eq!(opened.games, records);
    for (record, read) in records.iter().zip(&opened.games) {
        assert_eq!(read.game().unwrap(), record.game().unwrap());
    }
    // One line, and properties split over lines with spaces between.
    let one_line: String = records.iter().map(ggf::write).collect();
    assert_eq!(read_text(&one_line).games, records);
    let spread = text
        .replace("]B[", "]\n  B[")
        .replace("]W[", "] W[")
        .replace(";)", " ;)");
    assert_eq!(read_text(&spread).games, records);
    assert_eq!(
        read_text(&records.iter().map(ggf::write).collect::<String>()).error(),
        None
    );
}

#[test]
fn ggf_writes_in_forced_passes_and_reads_them_back() {
    let mut rng = Rng(4);
    let game = game_with_pass(&mut rng);
    let bare = Record::new(
        *game.start(),
        game.moves().iter().map(|&s| Play::Square(s)).collect(),
    );
    let read = read_text(&ggf::write(&bare));
    assert_eq!(read.error(), None);
    assert_eq!(read.games[0].moves, Record::from_game(&game).moves);
    let margin = game.result_at(game.len()).unwrap().value;
    assert_eq!(
        Record::from_game(&game).result,
        Some(Outcome { margin, how: None })
    );
    assert_eq!(read.games[0].game().unwrap(), game);
}

fn error_of(text: &str) -> (usize, String) {
    let opened = read_text(text);
    assert!(opened.error().is_some(), "{text}");
    (
        opened.games.len(),
        opened.error().expect("an error").to_string(),
    )
}

#[test]
fn malformed_ggf_names_the_game_and_the_move() {
    let good = "(;GM[Othello]PB[a]PW[b]B[f5]W[d6];)";
    let cases = [
        (format!("{good}(;GM[Othello]B[f5]W[zz];)"), 1, "game 2, move 2 (W[zz]): not a square nor a pass (PA, pass)"),
        (format!("{good}(;GM[Othello]B[f5]W[e6];)"), 1, "game 2, move 2 (W[e6]): not a legal move for white"),
        (format!("{good}(;GM[Othello]B[f5]B[f4];)"), 1, "game 2, move 2 (B[f4]): black plays but white is to move"),
        (format!("{good}(;GM[Othello]B[f5]W[PA];)"), 1, "game 2, move 2 (W[PA]): white may not pass: it has a legal move"),
        (format!("{good}(;GM[Othello]TY[4]B[e4];)"), 1, "game 2, move 1 (B[e4]): the square is off the 4x4 board"),
        (format!("{good}(;GM[Chess]B[f5];)"), 1, "game 2: GM[Chess] is not Othello"),
        (format!("{good}(;GM[Othello]TY[10];)"), 1, "game 2: TY[10] is not a board of 4, 6 or 8 squares a side"),
        (format!("{good}(;GM[Othello]RE[win];)"), 1, "game 2: RE[win] is not black's disc margin"),
        (format!("{good}(;GM[Othello]B[f5]BO[8 {} *];)", "-".repeat(64)), 1, "game 2: BO comes after the first move"),
        (format!("{good}(;GM[Othello]BO[8 ---];)"), 1, "game 2: BO[8 ---]: a board string has 16, 36 or 64 squares then the side to move; found 3 squares"),
        (format!("{good}(;GM[Othello]BO[8 {}];)", "-".repeat(36) + " *"), 1, "game 2: BO gives the size 8 but its squares make a 6x6 board"),
        (format!("{good}(;GM[Othello]PB[x];"), 1, "game 2: the game has no end `;)`"),
        (format!("{good}(;GM[Othello]PB[x;)"), 1, "game 2: the game has no end `;)`"),
        (format!("{good}(;GM[Othello]12[x];)"), 1, "game 2: '12[x];)' is not a property KEY[value]"),
        (format!("{good} garbage"), 1, "game 2: 'garbage' comes where a game `(;` should start"),
    ];
    for (text, kept, message) in cases {
        assert_eq!(error_of(&text), (kept, message.to_string()), "{text}");
    }
    // A finished game cannot go on.
    let mut rng = Rng(2);
    let game = random_full_game(Size::Four, &mut rng);
    let mut text = ggf::write(&Record::from_game(&game));
    let number = Record::from_game(&game).sided_moves().len() + 1;
    text.insert_str(text.len() - 2, "B[a1]");
    assert_eq!(
        read_text(&text).errors,
        [RecordError::Move {
            game: 1,
            number,
            text: "B[a1]".into(),
            fault: MoveFault::AfterEnd
        }]
    );
}

fn names_of(players: &[&str], tournaments: &[&str]) -> Vec<Record> {
    let mut rng = Rng(1999);
    (0..40)
        .map(|index| {
            let game = random_full_game(Size::Eight, &mut rng);
            let mut record = Record::new(
                *game.start(),
                game.moves()
                    .iter()
                    .map(|&square| Play::Square(square))
                    .collect(),
            );
            record.black = Some(players[index % players.len()].to_string());
            record.white = Some(players[(index + 1) % players.len()].to_string());
            record.place = Some(tournaments[index % tournaments.len()].to_string());
            record.year = Some(2024);
            let margin = game.result_at(game.len()).unwrap().value;
            record.result = Some(Outcome { margin, how: None });
            record.theoretical = Some((index % 65) as u8);
            record
        })
        .collect()
}

#[test]
fn a_wthor_database_reads_back_exactly_with_its_names() {
    let records = names_of(
        &["Tamenori Hideshi", "Brian Rose", "Gérard"],
        &["Paris Open", "WOC"],
    );
    let files = wthor::write(&records, 2024).unwrap();
    assert_eq!(files.wtb.len(), 16 + 40 * 68);
    assert_eq!(&files.wtb[4..8], &40u32.to_le_bytes());
    assert_eq!(&files.wtb[10..12], &2024u16.to_le_bytes());
    // A move byte is 10 * row + column, from 1: f5 is 56.
    let first = records[0].squares().next().unwrap();
    assert_eq!(files.wtb[16 + 8], 10 * (first.row() + 1) + first.col() + 1);
    let f5 = Record::new(Board::start(Size::Eight), plays("f5"));
    assert_eq!(wthor::write(&[f5], 2024).unwrap().wtb[16 + 8], 56);
    assert_eq!(files.jou.len(), 16 + 3 * 20);
    assert_eq!(&files.jou[16 + 2 * 20..16 + 2 * 20 + 7], b"G\xe9rard\0");
    let opened = open_files(&[
        ("WTH_2024.wtb", &files.wtb),
        ("WTHOR.JOU", &files.jou),
        ("WTHOR.TRN", &files.trn),
    ]);
    assert_eq!(opened.error(), None);
    assert_eq!(opened.games, records);
    // Without the names files, the numbers stand in for the names.
    let bare = open("WTH_2024.wtb", &files.wtb);
    assert_eq!(bare.games.len(), 40);
    assert_eq!(bare.games[0].black.as_deref(), Some("#0"));
    assert_eq!(bare.games[0].white.as_deref(), Some("#1"));
    assert_eq!(bare.games[1].place.as_deref(), Some("#1"));
    assert_eq!(bare.games[0].moves, records[0].moves);
    let (names, faults) = Names::read(Some(("WTHOR.JOU", &files.jou)), None);
    assert_eq!(names.players, ["Tamenori Hideshi", "Brian Rose", "Gérard"]);
    assert_eq!(faults, []);
}

#[test]
fn a_truncated_or_inconsistent_wthor_file_keeps_every_good_game() {
    let records = names_of(&["a", "b"], &["t"]);
    let wtb = wthor::write(&records, 2000).unwrap().wtb;
    let cut = &wtb[..16 + 7 * 68 + 30];
    let opened = open("cut.wtb", cut);
    assert_eq!(opened.games.len(), 7);
    assert_eq!(opened.games[..], open("all.wtb", &wtb).games[..7]);
    assert_eq!(
        opened.error().unwrap().to_string(),
        "game 8: the file ends inside the game (30 of its 68 bytes)"
    );
    let whole_games = open("cut.wtb", &wtb[..16 + 5 * 68]);
    assert_eq!(
        (
            whole_games.games.len(),
            whole_games.error().unwrap().to_string()
        ),
        (
            5,
            "game 6: the file ends before the game; its header counts 40 games".to_string()
        )
    );
    let mut bad = wtb.clone();
    bad[16 + 3 * 68 + 8 + 4] = 91;
    let opened = open("bad.wtb", &bad);
    // The bad game is named and skipped; the games after it are read.
    assert_eq!(opened.games.len(), 39);
    assert_eq!(opened.numbers[2..4], [3, 5]);
    assert_eq!(opened.game(5), open("all.wtb", &wtb).games.get(4));
    assert_eq!(opened.game(4), None);
    assert_eq!(
        opened
            .errors
            .iter()
            .map(ToString::to_string)
            .collect::<Vec<_>>(),
        ["game 4, move 5 (91): byte 91 is not a square (11 to 88)"]
    );
    let mut illegal = wtb.clone();
    illegal[16 + 2 * 68 + 8] = 11;
    illegal[16 + 9 * 68 + 8] = 88;
    let opened = open("illegal.wtb", &illegal);
    assert_eq!(opened.games.len(), 38);
    let [error, tenth] = &opened.errors[..] else {
        panic!("two errors")
    };
    assert_eq!(
        tenth.to_string(),
        "game 10, move 1 (h8): not a legal move for black"
    );
    assert_eq!(
        error.to_string(),
        "game 3, move 1 (a1): not a legal move for black"
    );
    assert_eq!(error.game(), Some(3));
    assert_eq!(
        open("short.wtb", &wtb[..10]).errors,
        [RecordError::File(FileFault::ShortHeader(10))]
    );
    let mut ten = wtb.clone();
    ten[12] = 10;
    assert_eq!(
        open("ten.wtb", &ten).error().unwrap().to_string(),
        "the WTHOR header gives a board size of 10; only 8x8 databases (0 or 8) are read"
    );
}

#[test]
fn wthor_refuses_what_it_cannot_hold() {
    let mut rng = Rng(3);
    let small = Record::from_game(&random_full_game(Size::Six, &mut rng));
    assert_eq!(
        wthor::write(&[small], 2000).unwrap_err().to_string(),
        "game 1: WTHOR holds 8x8 games from the standard start only"
    );
}

#[test]
fn board_lines_and_move_strings_open_as_text() {
    let line = format!(
        "{} X; f5:+2; d6:-4",
        "-".repeat(27) + "OX------XO" + &"-".repeat(27)
    );
    let opened = read_text(&format!("{line}\n{line}\n"));
    assert_eq!(opened.error(), None);
    assert_eq!(opened.games.len(), 2);
    assert_eq!(
        opened.games[0].start.to_string(),
        line.split(';').next().unwrap()
    );
    assert!(opened.games[0].moves.is_empty());
    let bad = read_text(&format!("{line}\n{} X;", "-".repeat(63)));
    assert_eq!(bad.games.len(), 1);
    assert_eq!(bad.error().unwrap().to_string(),
        "game 2: board line: a board string has 16, 36 or 64 squares then the side to move; found 63 squares");
    let moves = open("game.txt", b"f5 d6 c3");
    assert_eq!(
        (moves.games[0].move_string(), moves.error()),
        ("f5d6c3".to_string(), None)
    );
    let stopped = open("game.txt", b"f5d6zz");
    assert_eq!(stopped.games[0].move_string(), "f5d6");
    assert_eq!(
        stopped.error().unwrap().to_string(),
        "game 1: moves: zz is not a square"
    );
    assert_eq!(open("x.ggf", SAMPLE.as_bytes()).games.len(), 1);
    assert_eq!(
        open("empty.ggf", b"  \n").errors,
        [RecordError::File(FileFault::Empty)]
    );
    assert_eq!(
        open_files(&[("WTHOR.JOU", &[0u8; 36][..])])
            .error()
            .unwrap()
            .to_string(),
        "WTHOR.JOU holds names only: open it together with its .wtb file"
    );
    // Latin-1 GGF (not UTF-8) reads byte for character.
    let latin = b"(;GM[Othello]PB[G\xe9rard]B[f5];)";
    assert_eq!(
        open("old.ggf", latin).games[0].black.as_deref(),
        Some("Gérard")
    );
}

#[test]
fn a_database_filters_by_name_and_opening() {
    let mut records = names_of(&["Ann Smith", "Bob", "Carl"], &["T"]);
    records.push(Record::from_game(&Game::new(Board::start(Size::Six))));
    let database = Database::new(records.clone());
    assert_eq!(database.len(), 41);
    let all = database.filter("", &[], 0, 10);
    assert_eq!((all.total, all.matching, all.rows.len()), (41, 41, 10));
    assert_eq!(all.rows[0].game, 1);
    assert_eq!(all.rows[0].moves, records[0].move_string());
    let ann = database.filter("  ann s", &[], 0, 100);
    let expected: Vec<usize> = (0..40).filter(|i| i % 3 != 1).map(|i| i + 1).collect();
    assert_eq!(
        ann.rows.iter().map(|row| row.game).collect::<Vec<_>>(),
        expected
    );
    // An opening: the games that start with the first three moves of game 5.
    let opening: Vec<Square> = records[4].squares().take(3).collect();
    let by_opening = database.filter("", &opening, 0, 100);
    let expected: Vec<usize> = (0..40)
        .filter(|&i| records[i].squares().take(3).eq(opening.iter().copied()))
        .map(|i| i + 1)
        .collect();
    assert!(expected.contains(&5));
    assert_eq!(
        by_opening
            .rows
            .iter()
            .map(|row| row.game)
            .collect::<Vec<_>>(),
        expected
    );
    let page = database.filter("", &[], 39, 10);
    assert_eq!(
        page.rows.iter().map(|row| row.game).collect::<Vec<_>>(),
        [40, 41]
    );
    assert_eq!(database.filter("nobody", &[], 0, 10).matching, 0);
    assert_eq!(database.record(41).unwrap().size(), Size::Six);
    assert!(database.record(0).is_none() && database.record(42).is_none());
    assert_eq!(
        Database::opening("f5zz").unwrap_err().to_string(),
        "zz is not a square"
    );
}

#[test]
fn a_finished_game_records_its_side_to_move_and_colours() {
    let record = Record::from_game(&Game::new(Board::start(Size::Eight)));
    assert!(record.sided_moves().is_empty());
    let record = Record::new(Board::start(Size::Eight), plays("f5d6"));
    let sides: Vec<Color> = record
        .sided_moves()
        .iter()
        .map(|(side, ..)| *side)
        .collect();
    assert_eq!(sides, [Color::Black, Color::White]);
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn random_bytes_never_panic(bytes in proptest::collection::vec(any::<u8>(), 0..400), wtb in any::<bool>()) {
        let name = if wtb { "x.wtb" } else { "x.ggf" };
        let opened = open(name, &bytes);
        for record in &opened.games {
            prop_assert!(record.game().is_ok());
        }
    }

    #[test]
    fn mutated_records_never_panic_and_keep_earlier_games(seed in any::<u64>(), at in any::<usize>(), byte in any::<u8>()) {
        let mut rng = Rng(seed);
        let records: Vec<Record> = (0..3).map(|_| Record::from_game(&random_full_game(Size::Eight, &mut rng))).collect();
        let mut text = ggf::write_all(&records).into_bytes();
        let at = at % text.len();
        text[at] = byte;
        let opened = open("x.ggf", &text);
        for (read, record) in opened.games.iter().zip(&records).take(opened.games.len().saturating_sub(1)) {
            prop_assert!(read.game().is_ok());
            prop_assert_eq!(read.start, record.start);
        }
        let mut wtb = wthor::write(&records, 2000).unwrap().wtb;
        let at = at % wtb.len();
        wtb[at] = byte;
        let opened = open("x.wtb", &wtb);
        let damaged = at.saturating_sub(16) / 68;
        if at >= 16 {
            prop_assert!(opened.games.len() >= damaged.min(3));
            prop_assert_eq!(&opened.games[..damaged.min(opened.games.len())].iter().map(Record::move_string).collect::<Vec<_>>(),
                &records[..damaged.min(opened.games.len())].iter().map(Record::move_string).collect::<Vec<_>>());
        }
        for record in &opened.games {
            prop_assert!(record.game().is_ok());
        }
    }
}
