//! The rules engine against exact perft figures and a slow reference board.

mod common;

use boardlab::board::{moves, Bitboard, Board, Color, Size, Square, Symmetry};
use boardlab::perft::{perft, perft_cached, PerftCache};
use boardlab::progress::Silent;
use common::{random_game, squares_to_bitboard, ReferenceBoard, Rng};
use proptest::prelude::*;

const PERFT_8X8: [u64; 12] = [
    1, 4, 12, 56, 244, 1396, 8200, 55092, 390216, 3005288, 24571284, 212258800,
];

#[test]
fn perft_from_the_8x8_start_to_depth_11() {
    let start = Board::start(Size::Eight);
    let mut cache = PerftCache::new(18);
    for (depth, &expected) in PERFT_8X8.iter().enumerate() {
        assert_eq!(
            perft_cached(&start, depth as u32, &mut cache, &mut Silent),
            expected,
            "depth {depth}"
        );
    }
    for (depth, &expected) in PERFT_8X8.iter().enumerate().take(9) {
        assert_eq!(
            perft(&start, depth as u32),
            expected,
            "uncached depth {depth}"
        );
    }
}

#[test]
fn start_positions_of_each_size() {
    assert_eq!(Board::start(Size::Four).to_string(), "-----OX--XO----- X");
    assert_eq!(
        Board::start(Size::Six).to_string(),
        "--------------OX----XO-------------- X"
    );
    let eight = Board::start(Size::Eight);
    assert_eq!(eight.get("d4".parse().unwrap()), Some(Color::White));
    assert_eq!(eight.get("e5".parse().unwrap()), Some(Color::White));
    assert_eq!(eight.get("d5".parse().unwrap()), Some(Color::Black));
    assert_eq!(eight.get("e4".parse().unwrap()), Some(Color::Black));
    let first: Vec<String> = eight.legal_moves().map(|s| s.to_string()).collect();
    assert_eq!(first, ["d3", "c4", "f5", "e6"]);
}

#[test]
fn perft_agrees_with_the_reference_on_every_size() {
    for (size, depth) in [(Size::Four, 12), (Size::Six, 7), (Size::Eight, 6)] {
        let start = Board::start(size);
        let reference = ReferenceBoard::from_board(&start);
        for d in 0..=depth {
            let mut cache = PerftCache::new(12);
            let expected = reference.perft(d);
            assert_eq!(perft(&start, d), expected, "{size} depth {d}");
            assert_eq!(
                perft_cached(&start, d, &mut cache, &mut Silent),
                expected,
                "{size} cached depth {d}"
            );
        }
    }
}

/// The 4x4 game tree is small enough to count to its end.
#[test]
fn four_by_four_perft_to_the_end_of_every_game() {
    let start = Board::start(Size::Four);
    let reference = ReferenceBoard::from_board(&start);
    let mut cache = PerftCache::new(16);
    assert_eq!(
        perft_cached(&start, 16, &mut cache, &mut Silent),
        reference.perft(16)
    );
}

/// Checks the board's moves and flips, and the portable code beside the
/// vectorised one where the build has both (WebAssembly runs the portable
/// code only).
fn assert_matches_reference(board: &Board) {
    let reference = ReferenceBoard::from_board(board);
    let side = board.side_to_move();
    let (player, opponent) = (board.player().0, board.opponent().0);
    let empty = board.size().mask().0 & !(player | opponent);
    let legal = squares_to_bitboard(&reference.moves_for(side));
    assert_eq!(board.legal_moves(), legal, "{board}");
    assert_eq!(
        Bitboard(moves::legal_moves_portable(player, opponent, empty)),
        legal,
        "portable moves in {board}"
    );
    assert_eq!(
        board.opponent_moves(),
        squares_to_bitboard(&reference.moves_for(side.opponent())),
        "{board}"
    );
    for square in board.size().squares() {
        let expected = squares_to_bitboard(&reference.flips_for(
            side,
            square.col() as i32,
            square.row() as i32,
        ));
        assert_eq!(
            board.flips(square),
            expected,
            "flips of {square} in {board}"
        );
        if empty >> square.index() & 1 == 1 {
            assert_eq!(
                Bitboard(moves::flips_portable(player, opponent, square.index())),
                expected,
                "portable flips of {square} in {board}"
            );
        }
    }
}

/// At least 100,000 positions from random games of the three sizes.
#[test]
fn moves_and_flips_agree_with_the_reference_on_random_games() {
    let mut rng = Rng(2026);
    let mut checked = 0;
    while checked < 100_000 {
        for size in Size::ALL {
            for board in random_game(size, &mut rng) {
                assert_matches_reference(&board);
                checked += 1;
            }
        }
    }
}

/// Random discs anywhere, including positions no game reaches.
fn arbitrary_board() -> impl Strategy<Value = Board> {
    (
        prop::sample::select(Size::ALL.to_vec()),
        any::<u64>(),
        any::<u64>(),
        any::<bool>(),
    )
        .prop_map(|(size, a, b, black_to_move)| {
            let mask = size.mask().0;
            let black = Bitboard(a & mask);
            let white = Bitboard(b & !a & mask);
            let side = if black_to_move {
                Color::Black
            } else {
                Color::White
            };
            Board::from_discs(black, white, side, size).unwrap()
        })
}

proptest! {
    #[test]
    fn arbitrary_positions_agree_with_the_reference(board in arbitrary_board()) {
        assert_matches_reference(&board);
    }

    #[test]
    fn playing_a_move_matches_the_reference(board in arbitrary_board()) {
        let reference = ReferenceBoard::from_board(&board);
        for square in board.legal_moves() {
            let played = board.play_unchecked(square);
            let expected = reference.play(square.col() as i32, square.row() as i32);
            prop_assert_eq!(ReferenceBoard::from_board(&played), expected);
        }
    }

    #[test]
    fn symmetries_move_squares_and_discs_together(board in arbitrary_board()) {
        let size = board.size();
        for symmetry in Symmetry::ALL {
            let image = board.transform(symmetry);
            for square in size.squares() {
                prop_assert_eq!(image.get(symmetry.square(square, size)), board.get(square));
            }
            prop_assert_eq!(image.transform(symmetry.inverse()), board);
            // The rules commute with the symmetry.
            let moved: Bitboard = board.legal_moves().map(|s| symmetry.square(s, size)).collect();
            prop_assert_eq!(image.legal_moves(), moved);
        }
        let (canonical, symmetry) = board.canonical();
        prop_assert_eq!(board.transform(symmetry), canonical);
        for other in Symmetry::ALL {
            prop_assert_eq!(board.transform(other).canonical().0, canonical);
        }
    }
}

#[test]
fn the_eight_symmetries_are_distinct_on_every_size() {
    for size in Size::ALL {
        let corner = Square::new(0, 0);
        let next = Square::new(1, 0);
        let images: std::collections::HashSet<_> = Symmetry::ALL
            .iter()
            .map(|s| (s.square(corner, size), s.square(next, size)))
            .collect();
        assert_eq!(images.len(), 8, "{size}");
    }
}

#[test]
fn passes_and_game_end() {
    // White to move has no legal move; black has: white must pass.
    let board: Board = "XO-------------- O".parse().unwrap();
    assert!(board.legal_moves().is_empty());
    assert!(board.must_pass());
    assert!(!board.is_game_over());
    // A full board is over.
    let full: Board = "XXXXXXXXOOOOOOOO X".parse().unwrap();
    assert!(full.is_game_over());
    assert_eq!(full.final_value(boardlab::board::Scoring::Raw), 0);
}

#[test]
fn final_value_gives_empties_to_the_winner_under_wof() {
    use boardlab::board::Scoring;
    let board: Board = "XXX------------- O".parse().unwrap();
    assert!(board.is_game_over());
    assert_eq!(board.final_value(Scoring::Raw), 3);
    assert_eq!(board.final_value(Scoring::Wof), 16);
    assert_eq!(board.final_value_for_mover(Scoring::Wof), -16);
}

#[test]
fn bad_sizes_and_scorings_name_the_offending_text() {
    use boardlab::board::{ParseScoringError, ParseSizeError, Scoring};
    assert_eq!(
        "5".parse::<Size>().unwrap_err().to_string(),
        "5 is not a board size (use 4, 6 or 8)"
    );
    assert_eq!(
        "big".parse::<Size>().unwrap_err(),
        ParseSizeError("big".to_string())
    );
    assert_eq!(
        Size::try_from(7).unwrap_err().to_string(),
        "7 is not a board size (use 4, 6 or 8)"
    );
    assert_eq!(" 6".parse::<Size>(), Ok(Size::Six));
    assert_eq!(
        "best".parse::<Scoring>().unwrap_err(),
        ParseScoringError("best".to_string())
    );
    assert_eq!(
        "best".parse::<Scoring>().unwrap_err().to_string(),
        "best is not a scoring rule (use wof or raw)"
    );
    assert_eq!("RAW".parse::<Scoring>(), Ok(Scoring::Raw));
}
