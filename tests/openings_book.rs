//! The 8x8 opening book against plain references: its positions counted
//! as a replay counts them, its values as a plain minimax of searches made
//! in each position's own frame (so the canonical frames and the settling
//! order are checked), its file read back and damaged files named; and the
//! CLI's sharded build equal to the whole one. The built-in book's entries
//! are checked against fresh searches on a sample.

mod common;

use boardlab::board::random::seeded;
use boardlab::board::{Board, Size, Square, Symmetry};
use boardlab::game::Game;
use boardlab::openings::book::{reached, search_moves, GamesBook, GamesBookError};
use boardlab::players::StrongPlayer;
use common::cli::{boardlab, failure, report};
use rand::seq::IteratorRandom;
use std::collections::HashSet;

const DEPTH: u32 = 2;

/// `count` games of random moves from the start, `plies` long at most.
fn random_games(count: usize, plies: usize, seed: u64) -> Vec<Game> {
    let mut rng = seeded(seed);
    (0..count)
        .map(|_| {
            let mut game = Game::new(Board::start(Size::Eight));
            for _ in 0..plies {
                let Some(square) = game.current().legal_moves().choose(&mut rng) else {
                    break;
                };
                game.push(square).unwrap();
            }
            game
        })
        .collect()
}

/// A few random games, many of them sharing their first moves.
fn games() -> Vec<Game> {
    random_games(400, 8, 7)
}

fn book_of(games: &[Game], plies: usize, min_games: u32) -> (GamesBook, Vec<Board>) {
    let mut player = StrongPlayer::with_depth(Some(DEPTH));
    let mut book = GamesBook::new(DEPTH);
    let held: Vec<Board> = reached(games, plies, min_games)
        .into_iter()
        .map(|r| r.board)
        .collect();
    for board in &held {
        book.insert(board, &search_moves(&mut player, board, DEPTH));
    }
    book.settle();
    (book, held)
}

/// Every image of every held position.
fn images(held: &[Board]) -> HashSet<Board> {
    held.iter()
        .flat_map(|board| Symmetry::ALL.map(|symmetry| board.transform(symmetry)))
        .collect()
}

/// `board`'s value the plain way: every move searched in `board`'s own
/// frame, a move into a held position worth minus that position's value.
fn plain_value(board: &Board, held: &HashSet<Board>, player: &mut StrongPlayer) -> i32 {
    let searched = search_moves(player, board, DEPTH);
    searched
        .into_iter()
        .map(|(square, value)| {
            let after = board.play_unchecked(square);
            match held.contains(&as_black(&after)) {
                true => -plain_value(&after, held, player),
                false => (value * 10.0).round() as i32,
            }
        })
        .max()
        .unwrap()
}

/// A position with its mover as black (the book's positions are stored so).
fn as_black(board: &Board) -> Board {
    Board::from_mover(
        board.player(),
        board.opponent(),
        boardlab::board::Color::Black,
        Size::Eight,
    )
}

#[test]
fn positions_are_counted_as_a_replay_counts_them() {
    let games = games();
    let found = reached(&games, 6, 5);
    assert!(found.len() > 10, "only {} positions", found.len());
    for position in &found {
        let images: HashSet<Board> = Symmetry::ALL
            .map(|s| position.board.transform(s))
            .into_iter()
            .collect();
        let counted = games
            .iter()
            .filter(|game| {
                game.positions()
                    .iter()
                    .take(7)
                    .any(|board| images.contains(&as_black(board)))
            })
            .count();
        assert_eq!(position.games as usize, counted, "{}", position.board);
        assert!(counted >= 5);
    }
    assert_eq!(
        found[0].board,
        as_black(&Board::start(Size::Eight)).canonical().0
    );
    assert_eq!(found[0].games, 400);
}

#[test]
fn values_are_a_plain_minimax_in_every_frame() {
    let games = games();
    let (book, held) = book_of(&games, 4, 10);
    let held_images = images(&held);
    let mut player = StrongPlayer::with_depth(Some(DEPTH));
    for board in held.iter().take(12) {
        for symmetry in [Symmetry::ALL[0], Symmetry::ALL[3], Symmetry::ALL[6]] {
            let seen = board.transform(symmetry);
            let answer = book
                .answer(&seen)
                .expect("a held position is answered in every frame");
            let plain = plain_value(&seen, &held_images, &mut player);
            assert_eq!((answer.value * 10.0).round() as i32, plain, "{seen}");
            let legal: HashSet<Square> = seen.legal_moves().collect();
            assert_eq!(
                answer.moves.iter().map(|m| m.0).collect::<HashSet<_>>(),
                legal
            );
            assert!(answer.best.iter().all(|square| legal.contains(square)));
        }
    }
    assert_eq!(book.answer(&Board::start(Size::Six)), None);
}

#[test]
fn the_file_reads_back_and_damage_is_named() {
    let (book, _) = book_of(&games(), 3, 20);
    let bytes = book.to_bytes();
    assert_eq!(GamesBook::from_bytes(&bytes).unwrap(), book);
    assert_eq!(
        GamesBook::from_bytes(b"BLBK\x02"),
        Err(GamesBookError::NotABook)
    );
    assert_eq!(
        GamesBook::from_bytes(&bytes[..bytes.len() - 1]),
        Err(GamesBookError::Truncated {
            entry: Some(book.len() - 1)
        })
    );
    let mut illegal = bytes.clone();
    illegal[10 + 16 + 1] = 0; // the first entry's first move: a1, never legal near the start
    assert!(matches!(
        GamesBook::from_bytes(&illegal),
        Err(GamesBookError::BadEntry { entry: 0, .. })
    ));
    let mut trailing = bytes;
    trailing.push(0);
    assert_eq!(
        GamesBook::from_bytes(&trailing),
        Err(GamesBookError::TrailingBytes)
    );
}

#[test]
fn built_in_entries_are_the_searches_they_claim() {
    let book = GamesBook::built_in();
    let start = Board::start(Size::Eight);
    let answer = book
        .answer(&start)
        .expect("the start is in the built-in book");
    assert_eq!(answer.moves.len(), 4);
    // A sample of positions: those of the book's main line, 12 plies
    // deep. Every move the book did not follow further is the fresh
    // search's value, to the tenth.
    let mut player = StrongPlayer::with_depth(Some(book.depth()));
    let mut board = start;
    let mut compared = 0;
    for _ in 0..12 {
        let known = book
            .answer(&board)
            .expect("the main line stays in the book");
        for (square, value) in search_moves(&mut player, &board, book.depth()) {
            if !book.contains(&board.play_unchecked(square)) {
                let held = known.moves.iter().find(|m| m.0 == square).unwrap().1;
                assert!(
                    (held - (value * 10.0).round() / 10.0).abs() < 1e-9,
                    "{board} {square}: the book holds {held}, a fresh search gives {value}"
                );
                compared += 1;
            }
        }
        board = board.play_unchecked(known.best[0]);
    }
    assert!(compared >= 20, "only {compared} moves compared");
}

#[test]
fn a_sharded_build_is_the_whole_build() {
    let dir = std::env::temp_dir().join(format!("boardlab-book8-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let lines: Vec<String> = random_games(200, 6, 3)
        .iter()
        .map(|game| game.moves().iter().map(Square::to_string).collect())
        .collect();
    let file = dir.join("games.txt");
    std::fs::write(&file, lines.join("\n")).unwrap();
    let file = file.to_str().unwrap();
    let path = |name: &str| dir.join(name).to_str().unwrap().to_string();
    let plan = [
        "--size",
        "8",
        "--plies",
        "3",
        "--min-games",
        "4",
        "--depth",
        "2",
        "--file",
        file,
    ];
    let whole = report(
        &[
            &["book", "build"][..],
            &plan,
            &["--out", &path("whole.bin")],
        ]
        .concat(),
    );
    for shard in ["1/2", "2/2"] {
        let out = path(&format!("part{}.json", &shard[..1]));
        let run = boardlab(
            &[
                &["book", "build"][..],
                &plan,
                &["--shard", shard, "--out", &out],
            ]
            .concat(),
        );
        assert!(
            run.status.success(),
            "{}",
            String::from_utf8_lossy(&run.stderr)
        );
    }
    let merged = report(
        &[
            &["book", "merge"][..],
            &plan,
            &[
                "--out",
                &path("merged.bin"),
                &path("part1.json"),
                &path("part2.json"),
            ],
        ]
        .concat(),
    );
    assert_eq!(merged["positions"], whole["positions"]);
    assert_eq!(
        std::fs::read(path("whole.bin")).unwrap(),
        std::fs::read(path("merged.bin")).unwrap()
    );
    assert!(whole["start_value"].is_number());
    // Another plan's parts do not merge into this one.
    let other = failure(
        &[
            &[
                "book",
                "merge",
                "--size",
                "8",
                "--plies",
                "3",
                "--min-games",
                "5",
                "--depth",
                "2",
                "--file",
                file,
            ][..],
            &[
                "--out",
                &path("x.bin"),
                &path("part1.json"),
                &path("part2.json"),
            ],
        ]
        .concat(),
    );
    assert!(other.contains("not of \"8x8 book"), "{other}");
    let six = failure(&[
        "book",
        "build",
        "--size",
        "6",
        "--file",
        file,
        "--out",
        &path("six.bin"),
    ]);
    assert!(
        six.contains("only the 8x8 book is built from games"),
        "{six}"
    );
    std::fs::remove_dir_all(&dir).unwrap();
}
