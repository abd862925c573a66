//! The position database against a plain replay: every game played again
//! from its record and compared board by board, on a small excerpt of our
//! own (with a transposition) and on real WTHOR games when the shared data
//! is present; and folding a game with its mirror image counts as the game
//! twice.

use boardlab::board::{Board, Scoring, Square, Symmetry};
use boardlab::db::{DbBuilder, PositionDb};
use boardlab::records::{self, Play, Record};
use std::collections::BTreeMap;
use std::path::Path;

/// Two move orders to one position (f5d6c3d3c4 and f5d6c4d3c3), a game
/// that states its result, and one that does not; two tournaments and a
/// game of none.
const EXCERPT: &str = "\
(;GM[Othello]PC[Paris Open]PB[Ann]PW[Bob]TY[8]RE[+4]B[f5]W[d6]B[c3]W[d3]B[c4]W[f4];)
(;GM[Othello]PC[Tokyo Cup]PB[Cid]PW[Dee]TY[8]B[f5]W[d6]B[c4]W[d3]B[c3]W[b3];)
(;GM[Othello]PB[Ann]PW[Dee]TY[8]RE[-10]B[f5]W[f6]B[e6]W[f4];)
(;GM[Othello]PC[Paris Open]PB[Bob]PW[Cid]TY[8]RE[0]B[f5]W[d6]B[c3]W[d3]B[c4]W[f4]B[f6];)
";

/// Black's margin the slow way: the record's, else the last position's.
fn margin(record: &Record, last: &Board) -> i32 {
    match &record.result {
        Some(outcome) => outcome.margin,
        None if last.is_game_over() => last.final_value(Scoring::Wof),
        None => last.final_value(Scoring::Raw),
    }
}

/// One move's games, [black wins, draws, white wins] and sum of margins.
type Tally = (usize, [usize; 3], i64);

/// Games reaching `asked` and the moves played from it, by replaying every
/// game and comparing each of its positions with `asked`.
fn replay(games: &[Record], asked: &Board) -> (usize, BTreeMap<Square, Tally>) {
    let mut reached = 0;
    let mut moves: BTreeMap<Square, Tally> = BTreeMap::new();
    for record in games {
        let game = record.game().expect("records replay");
        let result = margin(record, &game.current());
        for (ply, board) in game.positions().iter().enumerate() {
            if board != asked {
                continue;
            }
            reached += 1;
            if let Some(&square) = game.moves().get(ply) {
                let entry = moves.entry(square).or_default();
                entry.0 += 1;
                entry.1[(1 - result.signum()) as usize] += 1;
                entry.2 += i64::from(result);
            }
        }
    }
    (reached, moves)
}

fn database(games: &[Record], fold: bool) -> PositionDb {
    let mut builder = DbBuilder::new(fold);
    builder.add_file("excerpt", games).unwrap();
    builder.build()
}

/// The database's answer at every position of every game equals the replay's.
fn check_every_position(games: &[Record]) -> usize {
    let db = database(games, false);
    let mut checked = 0;
    for record in games {
        for board in record.game().unwrap().positions() {
            let report = db.report(&board, 3);
            let (reached, moves) = replay(games, &board);
            assert_eq!(report.games, reached, "{board}");
            let found: BTreeMap<Square, (usize, usize, usize, usize, f64)> = report
                .moves
                .iter()
                .map(|(&square, s)| {
                    (
                        square,
                        (s.games, s.black_wins, s.draws, s.white_wins, s.mean_margin),
                    )
                })
                .collect();
            let wanted: BTreeMap<Square, (usize, usize, usize, usize, f64)> = moves
                .into_iter()
                .map(|(square, (games, [black, draws, white], sum))| {
                    (
                        square,
                        (games, black, draws, white, sum as f64 / games as f64),
                    )
                })
                .collect();
            assert_eq!(found, wanted, "{board}");
            checked += 1;
        }
    }
    checked
}

#[test]
fn the_excerpt_counts_as_a_replay_does() {
    let games = records::read_text(EXCERPT).games;
    assert_eq!(games.len(), 4);
    assert_eq!(check_every_position(&games), 7 + 7 + 5 + 8);
}

/// Exact figures of the excerpt: the transposition after five moves is
/// reached by three games, which go on with f4 (twice) and b3.
#[test]
fn a_transposition_counts_every_game_that_reaches_it() {
    let games = records::read_text(EXCERPT).games;
    let db = database(&games, false);
    let board = games[1].game().unwrap().position(5);
    assert_eq!(board, games[0].game().unwrap().position(5));
    let report = db.report(&board, 10);
    assert_eq!(report.games, 3);
    let f4 = report.moves[&"f4".parse().unwrap()];
    assert_eq!(
        (f4.games, f4.black_wins, f4.draws, f4.white_wins),
        (2, 1, 1, 0)
    );
    assert_eq!(f4.mean_margin, 2.0);
    let b3 = report.moves[&"b3".parse().unwrap()];
    assert_eq!(b3.games, 1);
    let numbers: Vec<usize> = report.first_games.iter().map(|game| game.number).collect();
    assert_eq!(numbers, [1, 2, 4]);
    assert_eq!(report.first_games[1].black.as_deref(), Some("Cid"));
    // The start: all four games, f5 from each.
    let start = db.report(&Board::start(boardlab::board::Size::Eight), 10);
    assert_eq!((start.games, start.moves.len()), (4, 1));
}

/// The first 200 games of WTH_1999.wtb, when the shared data is present.
#[test]
fn real_wthor_games_count_as_a_replay_does() {
    let path = Path::new("../../shared/data/games/wthor/1977-2020/WTH_1999.wtb");
    let path = if path.exists() {
        path.to_path_buf()
    } else {
        Path::new("/work/shared/data/games/wthor/1977-2020/WTH_1999.wtb").to_path_buf()
    };
    let Ok(bytes) = std::fs::read(&path) else {
        eprintln!("skipped: {} is not here", path.display());
        return;
    };
    let mut games = records::open("WTH_1999.wtb", &bytes).games;
    games.truncate(200);
    assert_eq!(games.len(), 200);
    // Every position of 200 games, some shared by many.
    assert!(check_every_position(&games) > 200 * 55);
}

/// A game's image under `symmetry`: its moves mapped square by square.
fn image(record: &Record, symmetry: Symmetry) -> Record {
    let size = record.size();
    let moves = record
        .squares()
        .map(|square| Play::Square(symmetry.square(square, size)))
        .collect();
    let mut image = Record::new(record.start.transform(symmetry), moves);
    image.result = record.result.clone();
    image
}

/// Folded, a game and its image give at every position of the game what
/// the game twice gives unfolded (at the start, which is its own image,
/// the two first moves are one move, named by the least square).
#[test]
fn folding_a_game_and_its_image_counts_the_game_twice() {
    let game = records::read_text(EXCERPT).games.remove(0);
    let size = game.size();
    for symmetry in [
        Symmetry::Transpose,
        Symmetry::Rotate180,
        Symmetry::AntiTranspose,
    ] {
        let folded = database(&[game.clone(), image(&game, symmetry)], true);
        let twice = database(&[game.clone(), game.clone()], false);
        let positions = game.game().unwrap().positions();
        let first = symmetry.square("f5".parse().unwrap(), size);
        let start = folded.report(&positions[0], 0);
        assert_eq!(start.games, 2);
        let named: Vec<(Square, usize)> = start.moves.iter().map(|(&s, m)| (s, m.games)).collect();
        assert_eq!(
            named,
            [(first.min("f5".parse().unwrap()), 2)],
            "{symmetry:?}"
        );
        for board in &positions[1..] {
            let (a, b) = (folded.report(board, 0), twice.report(board, 0));
            assert_eq!(
                (a.games, &a.moves),
                (b.games, &b.moves),
                "{symmetry:?} {board}"
            );
            assert_eq!(a.games, 2);
        }
        // Asked in the image's orientation, the moves come back mapped.
        let mirrored = game.start.transform(symmetry).play(first).unwrap();
        let report = folded.report(&mirrored, 0);
        let mapped: Vec<Square> = report.moves.keys().copied().collect();
        assert_eq!(mapped, [symmetry.square("d6".parse().unwrap(), size)]);
    }
}

/// The games packed for the browser's storage and read back build the same
/// database: every position of the excerpt answers as from the records.
#[test]
fn packed_games_build_the_same_database() {
    let games = records::read_text(EXCERPT).games;
    let packed = boardlab::db::pack("excerpt.ggf", &games);
    let (file, unpacked) = boardlab::db::unpack(&packed).unwrap();
    assert_eq!((file.as_str(), unpacked.len()), ("excerpt.ggf", 4));
    for (original, back) in games.iter().zip(&unpacked) {
        assert_eq!(
            original.squares().collect::<Vec<_>>(),
            back.squares().collect::<Vec<_>>()
        );
        assert_eq!(
            (&original.black, &original.white, &original.place),
            (&back.black, &back.white, &back.place)
        );
        assert_eq!(
            original.result.as_ref().map(|outcome| outcome.margin),
            back.result.as_ref().map(|outcome| outcome.margin)
        );
    }
    let mut builder = DbBuilder::new(false);
    assert_eq!(
        builder.add_packed(&packed).unwrap(),
        ("excerpt.ggf".to_string(), 4)
    );
    let from_packed = builder.build();
    let from_records = database(&games, false);
    for record in &games {
        for board in record.game().unwrap().positions() {
            let (one, other) = (
                from_packed.report(&board, 10),
                from_records.report(&board, 10),
            );
            assert_eq!(
                (one.games, one.moves),
                (other.games, other.moves),
                "{board}"
            );
        }
    }
    let (start, moves) = from_packed.game(1).unwrap();
    assert_eq!(start, Board::start(boardlab::board::Size::Eight));
    assert_eq!(boardlab::notation::format_moves(&moves), "f5d6c4d3c3b3");
}

/// Damaged packed bytes are refused with the reason, never half read.
#[test]
fn damaged_packed_games_are_refused() {
    use boardlab::db::PackError;
    let games = records::read_text(EXCERPT).games;
    let packed = boardlab::db::pack("excerpt.ggf", &games);
    assert_eq!(boardlab::db::unpack(b"GGF!").unwrap_err(), PackError::Magic);
    let mut newer = packed.clone();
    newer[4] = 9;
    assert_eq!(
        boardlab::db::unpack(&newer).unwrap_err(),
        PackError::Version(9)
    );
    assert!(PackError::Version(9).to_string().contains("keep it again"));
    let cut = &packed[..packed.len() - 3];
    assert_eq!(
        boardlab::db::unpack(cut).unwrap_err(),
        PackError::Truncated(cut.len())
    );
    let message = DbBuilder::new(false)
        .add_packed(cut)
        .unwrap_err()
        .to_string();
    assert!(message.contains("end early"), "{message}");
}

/// A database extended by a file answers as one built from both at once.
#[test]
fn an_extended_database_answers_as_one_built_at_once() {
    let games = records::read_text(EXCERPT).games;
    let (first, second) = games.split_at(2);
    let mut builder = DbBuilder::new(false);
    builder.add_file("one", first).unwrap();
    let mut builder = builder.build().into_builder();
    builder.add_file("two", second).unwrap();
    let extended = builder.build();
    let whole = database(&games, false);
    for record in &games {
        for board in record.game().unwrap().positions() {
            let (one, other) = (extended.report(&board, 10), whole.report(&board, 10));
            assert_eq!(
                (one.games, &one.moves),
                (other.games, &other.moves),
                "{board}"
            );
            let order = |report: &boardlab::db::DbReport| {
                report
                    .first_games
                    .iter()
                    .map(|game| game.game)
                    .collect::<Vec<_>>()
            };
            assert_eq!(order(&one), order(&other), "{board}");
        }
    }
}

/// The games through a position, filtered by tournament (part of its name,
/// any case), alone and with a player; the list names each game's tournament.
#[test]
fn games_filter_by_tournament_and_player() {
    use boardlab::db::Filter;
    let games = records::read_text(EXCERPT).games;
    let mut builder = DbBuilder::new(false);
    builder
        .add_packed(&boardlab::db::pack("excerpt.ggf", &games))
        .unwrap();
    let db = builder.build();
    let board = records::read_text("f5d6").games[0]
        .game()
        .unwrap()
        .position(2);
    let ask = |player, tournament| db.report_filtered(&board, 10, Filter { player, tournament });
    let numbers = |report: &boardlab::db::DbReport| -> Vec<usize> {
        report.first_games.iter().map(|game| game.number).collect()
    };
    assert_eq!(numbers(&ask("", "")), [1, 2, 4]);
    let paris = ask("", "PARIS");
    assert_eq!(numbers(&paris), [1, 4]);
    assert_eq!(paris.moves.len(), 1);
    assert_eq!(paris.moves.values().next().unwrap().games, 2);
    assert_eq!(
        paris.first_games[0].tournament.as_deref(),
        Some("Paris Open")
    );
    assert_eq!(numbers(&ask("ann", "paris")), [1]);
    assert_eq!(numbers(&ask("ann", "cup")), Vec::<usize>::new());
    assert_eq!(numbers(&ask("", "cup")), [2]);
    // A game of no tournament is kept only without a tournament filter.
    let start = Board::start(boardlab::board::Size::Eight);
    let at_start = |tournament| {
        let filter = Filter {
            player: "dee",
            tournament,
        };
        numbers(&db.report_filtered(&start, 10, filter))
    };
    assert_eq!(at_start(""), [2, 3]);
    assert_eq!(at_start("o"), [2]);
}

/// Packed games kept before tournaments were (version 1: no tournament
/// list, no tournament per game) still read, without tournaments.
#[test]
fn packed_games_of_version_1_still_read() {
    let text = |bytes: &mut Vec<u8>, text: &str| {
        bytes.extend_from_slice(&(text.len() as u16).to_le_bytes());
        bytes.extend_from_slice(text.as_bytes());
    };
    let mut bytes = b"BLDB\x01".to_vec();
    text(&mut bytes, "old.wtb");
    bytes.extend_from_slice(&2u32.to_le_bytes());
    text(&mut bytes, "Ann");
    text(&mut bytes, "Bob");
    bytes.extend_from_slice(&1u32.to_le_bytes());
    bytes.extend_from_slice(&1u32.to_le_bytes());
    bytes.extend_from_slice(&2u32.to_le_bytes());
    bytes.extend_from_slice(&[1, 4u8, 0, 2]);
    bytes.extend_from_slice(&[
        "f5".parse::<Square>().unwrap().index(),
        "d6".parse::<Square>().unwrap().index(),
    ]);
    let (file, games) = boardlab::db::unpack(&bytes).unwrap();
    assert_eq!((file.as_str(), games.len()), ("old.wtb", 1));
    let game = &games[0];
    assert_eq!(
        (
            game.black.as_deref(),
            game.white.as_deref(),
            game.place.as_deref()
        ),
        (Some("Ann"), Some("Bob"), None)
    );
    assert_eq!(game.result.as_ref().map(|outcome| outcome.margin), Some(4));
    assert_eq!(
        boardlab::notation::format_moves(&game.squares().collect::<Vec<_>>()),
        "f5d6"
    );
}
