//! Every parser and every `FromStr` of the library under random and
//! mutated input (the command line and the wasm API hand user text straight
//! to them): none panics, whatever parses prints back to text that parses
//! to the same value, and a move list read as far as it goes keeps a prefix
//! that replays without error.

use boardlab::board::{Board, Scoring, Size, Square};
use boardlab::gobblet::{self, Variant};
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

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

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
