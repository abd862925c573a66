//! Every parser and every `FromStr` of the library under random and
//! mutated input (the command line and the wasm API hand user text straight
//! to them): none panics, whatever parses prints back to text that parses
//! to the same value, and a move list read as far as it goes keeps a prefix
//! that replays without error.

use boardlab::board::{Board, Scoring, Size, Square};
use boardlab::gobblet::{self, Variant};
use boardlab::input::{Line, Lines};
use boardlab::nboard::{Command, Reply, Session};
use boardlab::notation::{format_moves, parse_game, read_game};
use boardlab::players::PlayerSpec;
use boardlab::records;
use boardlab::stoner::{Orientation, Shape};
use proptest::prelude::*;
use std::fmt::{Debug, Display};
use std::str::FromStr;

/// Valid texts of every kind, mutated below into nearly valid ones.
const VALID: &[&str] = &[
    "f5d6c3d3c4f4f6f3e6e7",
    "F5 d6-C3",
    "-----OX--XO----- X",
    "----------OX------XO---------- O",
    "---------------------------OX------XO--------------------------- X",
    "a8/b7/h8",
    "h1/g2/h8",
    "S31",
    "strong:12",
    "three-ply",
    "wof",
    "Lb2 Sa1 b2c3 Mc1",
    "Lb2-Sa1",
    "6x6",
    "8",
    "(;GM[Othello]PB[Ann]PW[Bob]TY[8]RE[+4]B[f5]W[d6]B[c3];)",
    "f5 d6 c3\nf5 f6 e6",
    "+d3-c3+c4-e3: -04 10\n+f5-d6+c3: +02 1",
    "---------------------------OX------XO--------------------------- X; f5:+2;",
    "set game (;GM[Othello]PB[a]TY[8]B[f5];)",
    "move F5/1.50/0.2",
    "ping 17",
];

/// Up to five edits of a valid text: a character inserted, deleted or replaced.
fn mutated() -> impl Strategy<Value = String> {
    (
        prop::sample::select(VALID),
        prop::collection::vec((any::<usize>(), 0..3u8, any::<char>()), 0..5),
    )
        .prop_map(|(text, edits)| {
            let mut chars: Vec<char> = text.chars().collect();
            for (at, kind, char) in edits {
                let at = at % (chars.len() + 1);
                match kind {
                    0 => chars.insert(at, char),
                    1 if at < chars.len() => {
                        chars.remove(at);
                    }
                    _ if at < chars.len() => chars[at] = char,
                    _ => chars.push(char),
                }
            }
            chars.into_iter().collect()
        })
}

/// Random text: any characters, or the characters the notations use.
fn random() -> impl Strategy<Value = String> {
    prop_oneof![
        ".{0,80}",
        "[a-hA-H1-9XOxo*#_ :/;()\\[\\]+-]{0,80}",
        "[\\PC]{0,8}",
    ]
}

fn hostile() -> impl Strategy<Value = String> {
    prop_oneof![mutated(), random()]
}

/// `text` parsed as a `T`: no panic, and a value prints back to itself.
fn round_trips<T: FromStr + Display + PartialEq + Debug>(text: &str) -> Result<(), TestCaseError> {
    if let Ok(value) = text.parse::<T>() {
        let printed = value.to_string();
        let again = printed.parse::<T>().ok();
        prop_assert_eq!(
            again.as_ref(),
            Some(&value),
            "{:?} printed as {:?}",
            text,
            printed
        );
    }
    Ok(())
}

fn every_from_str(text: &str) -> Result<(), TestCaseError> {
    round_trips::<Board>(text)?;
    round_trips::<Square>(text)?;
    round_trips::<Size>(text)?;
    let _ = text.parse::<Scoring>(); // read only: it is never printed back
    round_trips::<PlayerSpec>(text)?;
    round_trips::<Shape>(text)?;
    round_trips::<Orientation>(text)?;
    round_trips::<gobblet::Square>(text)?;
    round_trips::<gobblet::Move>(text)?;
    Ok(())
}

fn othello_move_lists(text: &str) -> Result<(), TestCaseError> {
    for size in Size::ALL {
        let parsed = parse_game(Board::start(size), text);
        let again = parse_game(Board::start(size), &format_moves(parsed.game.moves()));
        prop_assert_eq!(again.error, None);
        // A board and moves as the pages' addresses give them.
        let _ = read_game(Some(size), Some(text), text);
        let _ = read_game(None, Some(text), "");
    }
    Ok(())
}

fn gobblet_texts(text: &str) -> Result<(), TestCaseError> {
    let _ = gobblet::notation::parse_moves(text);
    for variant in [Variant::STANDARD, Variant::ONE_PER_SIZE] {
        let read = gobblet::notation::read_game(variant, text);
        let prefix = gobblet::notation::format_moves(read.game.moves());
        let again = gobblet::notation::read_game(variant, &prefix);
        prop_assert!(
            again.error.is_none(),
            "{:?}: the prefix {:?} fails",
            text,
            prefix
        );
        let _ = gobblet::notation::parse_board(variant, text);
    }
    Ok(())
}

/// A valid WTHOR database of two games, to mutate.
fn wthor_files() -> records::wthor::Files {
    let record = |moves: &str| {
        let game = parse_game(Board::start(Size::Eight), moves).game;
        records::Record::from_game(&game)
    };
    records::wthor::write(&[record("f5d6c3d3c4f4f6f3e6e7"), record("f5f6e6f4")], 2001).unwrap()
}

fn record_files(text: &str) -> Result<(), TestCaseError> {
    let _ = records::read_text(text);
    let _ = records::ggf::read(text);
    for name in [
        "game.ggf",
        "game.obf",
        "game.txt",
        "WTH_2001.wtb",
        "names.jou",
        "book.gam",
        "x.gz",
        "x",
    ] {
        let _ = records::open(name, text.as_bytes());
    }
    Ok(())
}

/// The NBoard command reader and a session on any line: no panic, a
/// message quotes at most a few dozen characters of the line, and `ping`
/// is still answered after it.
fn nboard_lines(text: &str) -> Result<(), TestCaseError> {
    if let Err(error) = text.parse::<Command>() {
        prop_assert!(error.to_string().chars().count() < 200, "{}", error);
    }
    Ok(())
}

/// Any bytes, read by the bounded line reader in chunks of any size: no
/// line longer than the cap, over-long lines named, and the text kept is
/// the input's (lossily) when no line is too long.
fn bounded_lines(bytes: &[u8], cap: usize, chunk: usize) -> Result<(), TestCaseError> {
    let reader = std::io::BufReader::with_capacity(chunk.max(1), bytes);
    let mut lines = Lines::new(reader, cap);
    let mut texts = Vec::new();
    let mut too_long = 0;
    while let Some(line) = lines.next_line() {
        match line.unwrap() {
            Line::Text { text, .. } => {
                prop_assert!(text.len() <= 3 * cap + 3, "{} bytes", text.len());
                texts.push(text);
            }
            Line::TooLong { head, .. } => {
                prop_assert!(head.chars().count() <= boardlab::input::QUOTED_CHARS);
                too_long += 1;
            }
        }
    }
    prop_assert_eq!(lines.bytes(), bytes.len() as u64);
    let expected: Vec<&[u8]> = bytes.split(|&byte| byte == b'\n').collect();
    let expected_too_long = expected.iter().filter(|line| line.len() > cap).count();
    prop_assert_eq!(too_long, expected_too_long);
    if too_long == 0 {
        let whole: Vec<String> = expected
            .iter()
            .map(|line| {
                String::from_utf8_lossy(line.strip_suffix(b"\r").unwrap_or(line)).into_owned()
            })
            .collect();
        // A last line without its end is a line; an end at the very end
        // leaves no empty line after it.
        let whole = match bytes.last() {
            Some(b'\n') | None => &whole[..whole.len() - 1],
            _ => &whole[..],
        };
        prop_assert_eq!(texts, whole);
    }
    Ok(())
}

/// A run's budget of games holds whatever the text: never more games than
/// it allows, the stop named, and a bounded list of errors.
fn budgets_hold(text: &str, games: usize) -> Result<(), TestCaseError> {
    let budget = records::Budget {
        games,
        ..records::Budget::DEFAULT
    };
    let opened = records::read_text_within(text, budget);
    prop_assert!(opened.games.len() <= games);
    prop_assert!(opened.errors.len() <= records::LISTED_ERRORS + 2);
    if opened.stopped() {
        prop_assert!(opened.errors.iter().any(|error| error
            .to_string()
            .contains("the reading stopped before game")));
    }
    Ok(())
}

/// The number of cases of each property: 2,000 in the suite (seconds);
/// `HOSTILE_CASES=200000 cargo test --release --test parsers_hostile` is
/// the longer run (docs/records.md).
fn cases() -> u32 {
    std::env::var("HOSTILE_CASES")
        .ok()
        .and_then(|cases| cases.parse().ok())
        .unwrap_or(2000)
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(cases()))]

    #[test]
    fn nboard_commands_never_panic_and_quote_briefly(text in hostile()) {
        nboard_lines(&text)?;
    }

    #[test]
    fn a_session_answers_ping_after_any_line(text in hostile()) {
        // One session for every case (a session builds its player and
        // tables): whatever earlier lines did, it answers.
        thread_local! {
            static SESSION: std::cell::RefCell<Session> =
                std::cell::RefCell::new(Session::new(Some(1), std::sync::Arc::new(|| false)));
        }
        let mut replies = Vec::new();
        // `go`, `hint` and `analyze` search: only those first words are
        // kept out, so the session stays cheap.
        let first = text.split_whitespace().next().unwrap_or_default().to_ascii_lowercase();
        SESSION.with_borrow_mut(|session| {
            if !["go", "hint", "analyze", "quit"].contains(&first.as_str()) {
                session.handle_line(&text, &mut |reply| replies.push(reply));
            }
            session.handle_line("ping 5", &mut |reply| replies.push(reply));
        });
        prop_assert_eq!(replies.last(), Some(&Reply::Pong(5)));
    }

    #[test]
    fn bounded_lines_hold_their_cap(
        bytes in prop::collection::vec(prop_oneof![Just(b'\n'), Just(b'\r'), Just(0xe9u8), any::<u8>()], 0..400),
        cap in 1usize..40,
        chunk in 1usize..20,
    ) {
        bounded_lines(&bytes, cap, chunk)?;
    }

    #[test]
    fn a_budget_of_games_holds(text in hostile(), games in 1usize..4) {
        let lines = format!("{text}\n{text}\nf5\nf5d6\n(;GM[Othello];)");
        budgets_hold(&lines, games)?;
    }

    #[test]
    fn every_from_str_survives_hostile_text(text in hostile()) {
        every_from_str(&text)?;
    }

    #[test]
    fn move_lists_keep_a_prefix_that_replays(text in hostile()) {
        othello_move_lists(&text)?;
        gobblet_texts(&text)?;
    }

    #[test]
    fn record_files_never_panic(text in hostile()) {
        record_files(&text)?;
    }

    #[test]
    fn binary_record_files_never_panic(bytes in prop::collection::vec(any::<u8>(), 0..2000)) {
        for name in ["WTH_2001.wtb", "game.ggf", "x", "x.wtb.gz"] {
            let _ = records::open(name, &bytes);
        }
        // Behind gzip's magic bytes: damaged archives.
        let packed = [&[0x1f, 0x8b][..], &bytes].concat();
        let _ = records::open("x", &packed);
    }

    #[test]
    fn mutated_wthor_files_never_panic(
        edits in prop::collection::vec((any::<usize>(), any::<u8>()), 1..8),
        cut in any::<usize>(),
    ) {
        let mut files = wthor_files();
        for (at, byte) in edits {
            let at = at % files.wtb.len();
            files.wtb[at] = byte;
        }
        let _ = records::open_files(&[("WTH_2001.wtb", &files.wtb), ("WTHOR.JOU", &files.jou), ("WTHOR.TRN", &files.trn)]);
        let short = &files.wtb[..cut % files.wtb.len()];
        let _ = records::open("WTH_2001.wtb", short);
    }
}
