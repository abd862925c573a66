//! Board strings and move strings: round trips, every error, passes.

mod common;

use boardlab::board::{Board, Color, Size, Square};
use boardlab::game::MoveError;
use boardlab::notation::{format_moves, parse_game, read_game, NotationError, ReadError};
use common::{random_full_game, random_game, Rng};
use proptest::prelude::*;

fn start() -> Board {
    Board::start(Size::Eight)
}

#[test]
fn squares_round_trip_and_reject_bad_names() {
    for index in 0..64 {
        let square = Square::from_index(index);
        assert_eq!(square.to_string().parse::<Square>(), Ok(square));
    }
    assert_eq!("C4".parse::<Square>().unwrap().to_string(), "c4");
    for bad in ["j9", "a0", "a9", "", "a", "a11", "4c"] {
        let error = bad.parse::<Square>().unwrap_err();
        assert_eq!(error.to_string(), format!("{bad} is not a square"));
    }
}

#[test]
fn board_strings_round_trip_for_every_size() {
    let mut rng = Rng(7);
    for size in Size::ALL {
        for board in random_game(size, &mut rng) {
            let text = board.to_string();
            assert_eq!(text.len(), size.square_count() + 2);
            assert_eq!(text.parse::<Board>(), Ok(board));
        }
    }
}

#[test]
fn board_strings_accept_the_usual_alternative_letters() {
    let usual: Board = "-----OX--XO----- X".parse().unwrap();
    assert_eq!(".....ox..xo..... x".parse::<Board>(), Ok(usual));
    assert_eq!(".....wb..bw..... b".parse::<Board>(), Ok(usual));
    assert_eq!("-----O*--*O----- *".parse::<Board>(), Ok(usual));
    assert_eq!("---- -OX- -XO- ---- X".parse::<Board>(), Ok(usual));
    assert_eq!(
        "-----OX--XO----- O"
            .parse::<Board>()
            .unwrap()
            .side_to_move(),
        Color::White
    );
}

#[test]
fn board_string_errors_name_the_problem() {
    let cases = [
        ("-----OX--XO---- X", NotationError::SquareCount(15)),
        ("-----OX--XO-----", NotationError::MissingSide),
        (
            "-----OZ--XO----- X",
            NotationError::BadDisc {
                found: 'Z',
                square: "c2".parse().unwrap(),
            },
        ),
        ("-----OX--XO----- Q", NotationError::BadSide('Q')),
        ("", NotationError::SquareCount(0)),
    ];
    for (text, expected) in cases {
        assert_eq!(text.parse::<Board>(), Err(expected.clone()), "{text:?}");
    }
    assert_eq!(
        "-----OZ--XO----- X"
            .parse::<Board>()
            .unwrap_err()
            .to_string(),
        "'Z' at c2 is not a disc (use X, O or -)"
    );
}

#[test]
fn move_strings_in_any_case_with_separators() {
    let parsed = parse_game(start(), "F5 d6,c3 D3\tc4");
    assert_eq!(parsed.error, None);
    assert_eq!(format_moves(parsed.game.moves()), "f5d6c3d3c4");
}

#[test]
fn the_first_bad_token_is_named_and_the_valid_prefix_kept() {
    let parsed = parse_game(start(), "f5d6c3j9c4");
    assert_eq!(parsed.error, Some(NotationError::NotASquare("j9".into())));
    assert_eq!(parsed.error.unwrap().to_string(), "j9 is not a square");
    assert_eq!(format_moves(parsed.game.moves()), "f5d6c3");

    let parsed = parse_game(start(), "f5d6c3d3a1");
    let error = parsed.error.unwrap();
    assert_eq!(
        error,
        NotationError::Move(MoveError::Illegal {
            square: "a1".parse().unwrap(),
            side: Color::Black,
            move_number: 5
        })
    );
    assert_eq!(
        error.to_string(),
        "a1 is not a legal move for black at move 5"
    );
    assert_eq!(parsed.game.len(), 4);

    let parsed = parse_game(start(), "f5d");
    assert_eq!(parsed.error, Some(NotationError::Incomplete("d".into())));
    assert_eq!(parsed.game.len(), 1);
}

#[test]
fn squares_outside_a_small_board_are_refused() {
    let parsed = parse_game(Board::start(Size::Four), "e1");
    assert_eq!(
        parsed.error.unwrap().to_string(),
        "e1 is not a square of the 4x4 board"
    );
    let parsed = parse_game(Board::start(Size::Four), "a1");
    assert_eq!(
        parsed.error.unwrap().to_string(),
        "a1 is not a legal move for black at move 1"
    );
}

/// A random 4x4 game with a forced pass, and the ply after which it comes.
fn game_with_a_pass() -> (Board, Vec<Square>, usize) {
    let mut rng = Rng(11);
    loop {
        let game = random_full_game(Size::Four, &mut rng);
        let positions = game.positions();
        let pass = (1..positions.len()).find(|&ply| {
            positions[ply].side_to_move() == positions[ply - 1].side_to_move()
                && !positions[ply].is_game_over()
        });
        if let Some(ply) = pass {
            return (*game.start(), game.moves().to_vec(), ply);
        }
    }
}

#[test]
fn passes_may_be_written_or_left_out() {
    let (start, moves, at) = game_with_a_pass();
    let plain = format_moves(&moves);
    let parsed = parse_game(start, &plain);
    assert_eq!(parsed.error, None);
    assert_eq!(parsed.game.moves(), &moves[..]);
    for token in ["pa", "PS", "--"] {
        let written = format!(
            "{} {token} {}",
            format_moves(&moves[..at]),
            format_moves(&moves[at..])
        );
        let parsed = parse_game(start, &written);
        assert_eq!(parsed.error, None, "{written}");
        assert_eq!(parsed.game.moves(), &moves[..]);
    }
    // A pass where the side has a move is refused, and so is a second pass.
    let parsed = parse_game(start, "pa");
    assert_eq!(
        parsed.error.unwrap().to_string(),
        "a pass is not allowed at move 1: black has a legal move"
    );
    let twice = format!("{} pa pa", format_moves(&moves[..at]));
    assert!(matches!(
        parse_game(start, &twice).error,
        Some(NotationError::PassNotAllowed { .. })
    ));
}

#[test]
fn moves_and_passes_after_the_end_are_refused() {
    let game = random_full_game(Size::Four, &mut Rng(3));
    let text = format_moves(game.moves());
    let over = parse_game(*game.start(), &format!("{text}pa"));
    assert!(matches!(
        over.error,
        Some(NotationError::PassAfterEnd { .. })
    ));
    let over = parse_game(*game.start(), &format!("{text}a1"));
    assert!(matches!(
        over.error,
        Some(NotationError::Move(MoveError::GameOver { .. }))
    ));
}

#[test]
fn playing_mid_game_replaces_the_later_moves() {
    let mut game = parse_game(start(), "f5d6c3d3c4").game;
    game.play_at(2, "c5".parse().unwrap()).unwrap();
    assert_eq!(format_moves(game.moves()), "f5d6c5");
    assert!(game.play_at(1, "a1".parse().unwrap()).is_err());
    assert_eq!(
        format_moves(game.moves()),
        "f5d6c5",
        "a refused move keeps the game"
    );
}

/// The reader every face shares: the size, a board string, the moves.
#[test]
fn a_position_is_read_from_its_three_parts() {
    let four = "-----OX--XO----- X";
    // No board: the start of the size (8x8 by default), then the moves.
    let read = read_game(None, None, "f5d6").whole().unwrap();
    assert_eq!((*read.start(), read.len()), (start(), 2));
    let read = read_game(Some(Size::Four), Some("  "), "d3")
        .whole()
        .unwrap();
    assert_eq!(*read.start(), Board::start(Size::Four));
    // A board sets the size; an explicit size must agree with it.
    let read = read_game(None, Some(four), "").whole().unwrap();
    assert_eq!(read.start().size(), Size::Four);
    assert!(read_game(Some(Size::Four), Some(four), "").error.is_none());
    let mismatch = read_game(Some(Size::Six), Some(four), "d3");
    assert_eq!(
        mismatch.error,
        Some(ReadError::SizeMismatch {
            size: Size::Six,
            board: Size::Four
        })
    );
    assert_eq!(
        mismatch.error.unwrap().to_string(),
        "the board string is 4x4, not 6x6"
    );
    assert_eq!(*mismatch.game.start(), Board::start(Size::Six));
    assert!(mismatch.game.is_empty());
    // A bad board string names the square and leaves the start.
    let bad = read_game(None, Some("-----OZ--XO----- X"), "d3");
    assert_eq!(
        bad.error,
        Some(ReadError::Board(NotationError::BadDisc {
            found: 'Z',
            square: "c2".parse().unwrap()
        }))
    );
    assert_eq!(*bad.game.start(), start());
    // Bad moves keep the longest valid prefix, as parse_game does.
    let moves = read_game(None, None, "f5d6zz");
    assert_eq!(
        moves.error,
        Some(ReadError::Moves(NotationError::NotASquare("zz".into())))
    );
    assert_eq!(format_moves(moves.game.moves()), "f5d6");
    assert_eq!(
        moves.position(),
        Err(ReadError::Moves(NotationError::NotASquare("zz".into())))
    );
}

/// The position named is the board as written without moves (a side that
/// must pass keeps the move), else the position after the moves with its
/// forced pass made.
#[test]
fn the_position_read_takes_a_board_as_written() {
    // Black to move with no move (white's only disc is in the corner,
    // which nothing flanks); white could play c1.
    let must_pass = "OX-------------- X";
    let board = read_game(None, Some(must_pass), "").position().unwrap();
    assert!(board.must_pass());
    assert_eq!(board.to_string(), must_pass);
    let after = read_game(None, None, "f5").position().unwrap();
    assert_eq!(after, parse_game(start(), "f5").game.current());
}

proptest! {
    #[test]
    fn parsers_never_panic_on_arbitrary_text(text in ".{0,80}") {
        let _ = text.parse::<Board>();
        let _ = text.parse::<Square>();
        for size in Size::ALL {
            let parsed = parse_game(Board::start(size), &text);
            // The valid prefix always replays.
            let again = parse_game(Board::start(size), &format_moves(parsed.game.moves()));
            prop_assert_eq!(again.error, None);
            prop_assert_eq!(again.game, parsed.game);
        }
    }

    #[test]
    fn mutated_move_strings_keep_a_valid_prefix(seed in any::<u64>(), cut in 0usize..120, junk in "[a-z0-9 ,-]{0,4}") {
        let game = random_full_game(Size::Eight, &mut Rng(seed));
        let text = format_moves(game.moves());
        let cut = cut.min(text.len());
        let mutated = format!("{}{}{}", &text[..cut], junk, &text[cut..]);
        let parsed = parse_game(*game.start(), &mutated);
        let again = parse_game(*game.start(), &format_moves(parsed.game.moves()));
        prop_assert_eq!(again.error, None);
        prop_assert!(parsed.game.len() <= game.len() + 2);
    }
}
