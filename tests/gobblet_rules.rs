//! Gobblet Gobblers rules, notation, symmetries and numbering: hand-made
//! positions for every rule, and the engine against a plain model of the
//! rules on random positions.

mod gobblet_reference;

use boardlab::gobblet::notation::{
    format_board, format_moves, parse_board, parse_game, parse_moves,
};
use boardlab::gobblet::{
    Arrangements, Game, GameError, Layout, Move, MoveError, NotationError, Outcome, Player,
    Position, Size, Square, Status, Symmetry, Variant,
};
use gobblet_reference::Plain;
use proptest::prelude::*;
use std::collections::HashSet;
use std::sync::OnceLock;

const V: Variant = Variant::STANDARD;

fn square(name: &str) -> Square {
    name.parse().unwrap()
}

fn board(text: &str) -> (Position, Player) {
    parse_board(V, text).unwrap()
}

fn mv(text: &str) -> Move {
    text.parse().unwrap()
}

#[test]
fn the_empty_board_offers_every_size_on_every_square() {
    let moves = Position::EMPTY.moves(V);
    assert_eq!(moves.len(), 27);
    assert_eq!(Position::EMPTY.status(V), Status::Open);
    assert_eq!(Game::new(V).to_move(), Player::First);
}

#[test]
fn a_piece_covers_only_strictly_smaller_pieces() {
    // The second player's small on b2 and medium on a1; first to move.
    let (position, _) = board("m,-,-/-,s,-/-,-,- 1");
    assert!(position.play(V, mv("Mb2")).is_ok());
    assert!(position.play(V, mv("Lb2")).is_ok());
    assert_eq!(
        position.play(V, mv("Sb2")),
        Err(MoveError::Blocked(square("b2")))
    );
    assert_eq!(
        position.play(V, mv("Ma1")),
        Err(MoveError::Blocked(square("a1")))
    );
    assert!(position.play(V, mv("La1")).is_ok());
    // Own pieces too: the mover's large cannot be covered at all.
    let (own, _) = board("L,-,-/-,-,-/-,-,- 1");
    assert_eq!(
        own.play(V, mv("La1")),
        Err(MoveError::Blocked(square("a1")))
    );
}

#[test]
fn reserves_run_out() {
    let (position, _) = board("S,S,-/-,-,-/-,-,- 1");
    assert_eq!(
        position.play(V, mv("Sc3")),
        Err(MoveError::EmptyReserve(Size::Small))
    );
    assert!(position.moves(V).iter().all(|m| !matches!(
        m,
        Move::Place {
            size: Size::Small,
            ..
        }
    )));
}

#[test]
fn only_the_movers_top_pieces_move_and_never_to_their_own_square() {
    // a1: first player's small under the second's medium; b2: first's large.
    let (position, _) = board("Sm,-,-/-,L,-/-,-,- 1");
    assert_eq!(
        position.play(V, mv("a1c3")),
        Err(MoveError::NoOwnPieceOnTop(square("a1")))
    );
    assert_eq!(
        position.play(V, mv("b2b2")),
        Err(MoveError::SameSquare(square("b2")))
    );
    assert_eq!(
        position.play(V, mv("c3a1")),
        Err(MoveError::NoOwnPieceOnTop(square("c3")))
    );
    assert!(position.play(V, mv("b2a1")).is_ok());
    let shifts: Vec<Move> = position
        .moves(V)
        .into_iter()
        .filter(|m| matches!(m, Move::Shift { .. }))
        .collect();
    // The large can go to the 8 other squares; the covered small cannot move.
    assert_eq!(shifts.len(), 8);
    assert!(shifts
        .iter()
        .all(|m| matches!(m, Move::Shift { from, to } if *from == square("b2") && *to != *from)));
}

#[test]
fn lifting_a_piece_that_uncovers_an_opponent_line_is_not_allowed() {
    // Column a: the second player shows a2 and a3; the first player's large on
    // a1 covers the second's small, which would complete the column.
    let (position, _) = board("sL,-,-/s,-,-/m,-,- 1");
    assert_eq!(
        position.play(V, mv("a1b2")),
        Err(MoveError::UncoversOpponentLine(square("a1")))
    );
    // Even landing on the line (covering a2) does not save it.
    assert_eq!(
        position.play(V, mv("a1a2")),
        Err(MoveError::UncoversOpponentLine(square("a1")))
    );
    assert!(position
        .moves(V)
        .iter()
        .all(|m| !matches!(m, Move::Shift { .. })));
    // Without the covered small the same lift is fine.
    let (free, _) = board("L,-,-/s,-,-/m,-,- 1");
    assert!(free.play(V, mv("a1a2")).is_ok());
}

#[test]
fn a_line_made_by_the_mover_wins() {
    let mut game = parse_game(V, "Sa1 Sa2 Mb1 Mb2").unwrap();
    assert_eq!(game.outcome(), None);
    // Covering nothing: c1 completes row 1.
    game.play(mv("Lc1")).unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Line {
            winner: Player::First
        })
    );
    assert!(matches!(game.play(mv("Lc3")), Err(GameError::Finished(_))));
    // Covering an opponent's piece to complete a line also wins.
    let game = parse_game(V, "Sa1 Sc1 Mb1 Sa2 Lc1").unwrap();
    assert_eq!(
        game.outcome(),
        Some(Outcome::Line {
            winner: Player::First
        })
    );
}

#[test]
fn a_line_shown_by_the_side_to_move_is_unreachable() {
    let (position, _) = board("S,M,L/-,-,-/-,-,- 1");
    assert_eq!(position.status(V), Status::MoverHasLine);
    let (position, _) = board("S,M,L/-,-,-/-,-,- 2");
    assert_eq!(position.status(V), Status::OpponentHasLine);
    assert_eq!(position.play(V, mv("Lb2")), Err(MoveError::GameOver));
}

#[test]
fn a_player_without_an_allowed_move_loses() {
    // Every piece of the first player is on the board; its two visible larges
    // each cover a medium of the second player that would complete a line
    // (row 1 and column a).
    let text = "Ml,Ml,SmL/s,-,-/SmL,-,- 1";
    let (position, to_move) = board(text);
    assert_eq!(position.status(V), Status::NoAllowedMove);
    assert!(position.moves(V).is_empty());
    let game = Game::from_position(V, position, to_move);
    assert_eq!(
        game.outcome(),
        Some(Outcome::NoAllowedMove {
            winner: Player::Second
        })
    );
}

#[test]
fn a_repeated_position_draws() {
    let mut game = parse_game(V, "Lb2 La1 b2c3 a1b1 c3b2").unwrap();
    assert_eq!(game.outcome(), None);
    game.play(mv("b1a1")).unwrap();
    assert_eq!(game.outcome(), Some(Outcome::Repetition));
    // The same stacks with the other side to move are a different position.
    let game = parse_game(V, "Lb2 La1 b2c3 a1b1 c3b2").unwrap();
    assert_eq!(game.outcome(), None);
}

#[test]
fn undo_restores_the_previous_position() {
    let mut game = parse_game(V, "Lb2 La1 b2c3").unwrap();
    let before = game.positions()[2];
    assert_eq!(game.undo(), Some(mv("b2c3")));
    assert_eq!((game.position(), game.to_move()), before);
}

#[test]
fn moves_read_and_write_in_one_notation() {
    assert_eq!(
        mv("Lb2"),
        Move::Place {
            size: Size::Large,
            to: square("b2")
        }
    );
    assert_eq!(mv(" l-B2 "), mv("Lb2"));
    assert_eq!(
        mv("b2c3"),
        Move::Shift {
            from: square("b2"),
            to: square("c3")
        }
    );
    assert_eq!(mv("B2-c3"), mv("b2c3"));
    assert_eq!(mv("s a1").to_string(), "Sa1");
    let moves = parse_moves("Lb2,Sa1; b2c3 Mc1a1b1").unwrap();
    assert_eq!(format_moves(&moves), "Lb2 Sa1 b2c3 Mc1 a1b1");
    assert_eq!(parse_moves("Lb2Sa1b2c3").unwrap().len(), 3);
}

#[test]
fn bad_notation_names_the_offending_part() {
    assert_eq!(
        "d1".parse::<Square>(),
        Err(NotationError::NotASquare("d1".into()))
    );
    assert!(matches!("Xb2".parse::<Move>(), Err(NotationError::NotAMove(text)) if text == "Xb2"));
    assert!(matches!(
        "Lb2 c3".parse::<Move>(),
        Err(NotationError::NotAMove(_))
    ));
    assert!(matches!(parse_moves("Lb2 Ld4"), Err(NotationError::NotAMove(text)) if text == "Ld4"));
    let error = parse_game(V, "Lb2 Lb2").unwrap_err();
    assert!(matches!(error, NotationError::Illegal { number: 2, .. }));
    assert!(error.to_string().contains("move 2 (Lb2)"), "{error}");
    assert!(matches!(
        parse_board(V, "Ls,-,-/-,-,-/-,-,- 1"),
        Err(NotationError::BadCell { .. })
    ));
    assert!(matches!(
        parse_board(V, "x,-,-/-,-,-/-,-,- 1"),
        Err(NotationError::BadCell { .. })
    ));
    assert!(matches!(
        parse_board(V, "-,-/-,-,-/-,-,- 1"),
        Err(NotationError::Shape(_))
    ));
    assert!(matches!(
        parse_board(V, "-,-,-/-,-,-/-,-,- 3"),
        Err(NotationError::BadSide(_))
    ));
    assert_eq!(
        parse_board(V, "S,S,SL/-,-,-/-,-,- 1"),
        Err(NotationError::TooManyPieces {
            player: Player::First,
            size: Size::Small
        })
    );
}

#[test]
fn board_strings_round_trip_for_both_sides() {
    for text in [
        "sL,-,-/s,-,-/m,-,- 1",
        "Ml,Ml,SmL/s,-,-/SmL,-,- 2",
        "-,-,-/-,-,-/-,-,- 1",
    ] {
        let (position, to_move) = board(text);
        assert_eq!(format_board(position, to_move), text);
    }
    let (first, _) = board("L,-,-/-,-,-/-,-,- 1");
    let (second, _) = board("l,-,-/-,-,-/-,-,- 2");
    assert_eq!(first, second, "positions are seen from the side to move");
}

#[test]
fn symmetries_form_the_dihedral_group_of_the_square() {
    let a1 = square("a1");
    let images: HashSet<Square> = Symmetry::ALL.iter().map(|s| s.square(a1)).collect();
    assert_eq!(images.len(), 4, "a corner goes to the four corners");
    let b1 = square("b1");
    let mask = a1.bit() | b1.bit();
    let images: HashSet<u16> = Symmetry::ALL.iter().map(|s| s.mask(mask)).collect();
    assert_eq!(images.len(), 8, "an asymmetric pair has eight images");
    for s in Symmetry::ALL {
        for t in Symmetry::ALL {
            let composed: Vec<Square> = Square::all().map(|q| s.square(t.square(q))).collect();
            let found = Symmetry::ALL.iter().any(|u| {
                Square::all()
                    .map(|q| u.square(q))
                    .eq(composed.iter().copied())
            });
            assert!(found, "closed under composition");
        }
        let lines: HashSet<u16> = boardlab::gobblet::board::LINES
            .iter()
            .map(|&l| s.mask(l))
            .collect();
        assert_eq!(
            lines,
            boardlab::gobblet::board::LINES.iter().copied().collect(),
            "lines map to lines"
        );
    }
}

#[test]
fn the_seed_counts_1423_arrangements_per_size() {
    assert_eq!(Arrangements::new(V).len(), 1423);
    assert_eq!(Arrangements::new(V).space_size(), 2_881_473_967);
    assert_eq!(Arrangements::new(Variant::ONE_PER_SIZE).len(), 91);
    let layout = Layout::new(V);
    assert_eq!(layout.classes(), 219);
    assert_eq!(layout.len(), 219 * 1423 * 1423);
}

fn arrangements() -> &'static Arrangements {
    static ARRANGEMENTS: OnceLock<Arrangements> = OnceLock::new();
    ARRANGEMENTS.get_or_init(|| Arrangements::new(V))
}

fn layout() -> &'static Layout {
    static LAYOUT: OnceLock<Layout> = OnceLock::new();
    LAYOUT.get_or_init(|| Layout::new(V))
}

fn same_moves(position: Position, variant: Variant) -> Result<(), TestCaseError> {
    let plain = Plain::from_position(position, variant);
    prop_assert_eq!(plain.to_position(variant), position);
    let expected: HashSet<(Move, Position)> = plain
        .moves()
        .into_iter()
        .map(|(m, next)| (m, next.to_position(variant)))
        .collect();
    let mut found = HashSet::new();
    if !plain.has_line(0) && !plain.has_line(1) {
        let _ = position.for_each_move(variant, |m, next| {
            found.insert((m, next));
            std::ops::ControlFlow::Continue(())
        });
    }
    prop_assert_eq!(&found, &expected);
    for &(m, next) in &expected {
        prop_assert_eq!(position.play(variant, m), Ok(next));
    }
    let status = if plain.has_line(0) {
        Status::MoverHasLine
    } else if plain.has_line(1) {
        Status::OpponentHasLine
    } else if expected.is_empty() {
        Status::NoAllowedMove
    } else {
        Status::Open
    };
    prop_assert_eq!(position.status(variant), status);
    let wins_by_line = expected
        .iter()
        .any(|(_, next)| Plain::from_position(*next, variant).has_line(1));
    if status == Status::Open {
        prop_assert_eq!(position.wins_in_one(variant), wins_by_line);
    }
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(3000))]

    #[test]
    fn moves_agree_with_the_plain_model(index in 0u64..2_881_473_967) {
        let arrangements = arrangements();
        let position = arrangements.position(index).unwrap();
        prop_assert_eq!(arrangements.seed_index(position), index);
        same_moves(position, V)?;
    }

    #[test]
    fn random_games_agree_with_the_plain_model(choices in proptest::collection::vec(0usize..1000, 1..60)) {
        let mut game = Game::new(V);
        for choice in choices {
            same_moves(game.position(), V)?;
            let moves = game.allowed_moves();
            if moves.is_empty() {
                break;
            }
            game.play(moves[choice % moves.len()]).unwrap();
        }
    }

    #[test]
    fn symmetric_positions_share_an_entry(index in 0u64..2_881_473_967) {
        let layout = layout();
        let position = layout.arrangements().position(index).unwrap();
        let entry = layout.index(position);
        for symmetry in Symmetry::ALL {
            let image = symmetry.position(position);
            prop_assert_eq!(layout.index(image), entry);
            prop_assert_eq!(image.status(V), position.status(V));
        }
        prop_assert_eq!(layout.index(layout.position(entry)), entry);
    }
}
