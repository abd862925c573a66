//! `Game` keeps every position: each ply's position, pass and result must
//! be what replaying the moves from the start gives, after any mix of
//! moves, undos and branches; and the Gobblet game's record (prefix
//! reading, truncation, the winning line) likewise.

mod common;

use boardlab::board::{Board, Color, Scoring, Size};
use boardlab::game::{describe, with_forced_pass, Game};
use boardlab::gobblet::notation::{parse_moves, read_game};
use boardlab::gobblet::{self, Outcome, Variant};
use common::{random_full_game, Rng};
use proptest::prelude::*;

/// The position after `ply` moves by playing them out, the slow way.
fn replayed(game: &Game, ply: usize) -> Board {
    let mut board = with_forced_pass(*game.start());
    for &square in &game.moves()[..ply] {
        board = with_forced_pass(board.play_unchecked(square));
    }
    board
}

proptest! {
    #[test]
    fn every_ply_is_the_replayed_position(seed in any::<u64>(), size in prop::sample::select(Size::ALL.to_vec())) {
        let game = random_full_game(size, &mut Rng(seed));
        for ply in 0..=game.len() {
            let board = replayed(&game, ply);
            prop_assert_eq!(game.position(ply), board);
            let unpassed = match ply {
                0 => *game.start(),
                _ => replayed(&game, ply - 1).play_unchecked(game.moves()[ply - 1]),
            };
            prop_assert_eq!(game.passed_before(ply), unpassed.must_pass().then(|| unpassed.side_to_move()));
            prop_assert_eq!(game.result_at(ply).is_some(), board.is_game_over());
            if ply > 0 {
                prop_assert_eq!(game.mover_of(ply), replayed(&game, ply - 1).side_to_move());
            }
        }
        prop_assert_eq!(game.position(game.len() + 5), game.current());
        // A finished game's result counts the discs both ways: the raw
        // margin leaves the empties out, wof gives them to the winner.
        let end = game.current();
        if let Some(result) = game.result_at(game.len()) {
            let (black, white) = (end.count(Color::Black) as i32, end.count(Color::White) as i32);
            prop_assert_eq!(result.raw, black - white);
            prop_assert_eq!(result.value, end.final_value(Scoring::Wof));
            prop_assert_eq!(result.value.signum(), result.raw.signum());
            prop_assert!(result.value.abs() >= result.raw.abs());
        }
    }

    #[test]
    fn undo_truncate_and_branches_keep_positions_true(seed in any::<u64>()) {
        let mut rng = Rng(seed);
        let mut game = random_full_game(Size::Six, &mut rng);
        let full = game.clone();
        let cut = rng.below(game.len() + 1);
        game.truncate(cut);
        prop_assert_eq!(game.moves(), &full.moves()[..cut]);
        if let Some(last) = game.undo() {
            prop_assert_eq!(last, full.moves()[cut - 1]);
        }
        let ply = game.len();
        let legal: Vec<_> = game.current().legal_moves().collect();
        if !legal.is_empty() {
            let branch = legal[rng.below(legal.len())];
            let mut played = full.clone();
            played.play_at(ply, branch).unwrap();
            prop_assert_eq!(&played.moves()[..ply], &full.moves()[..ply]);
            prop_assert_eq!(played.len(), ply + 1);
            for check in 0..=played.len() {
                prop_assert_eq!(played.position(check), replayed(&played, check));
            }
        }
    }
}

#[test]
fn an_illegal_branch_leaves_the_game_as_it_was() {
    let mut game = Game::new(Board::start(Size::Eight));
    for square in ["f5", "d6", "c3"] {
        game.push(square.parse().unwrap()).unwrap();
    }
    let before = game.clone();
    assert!(game.play_at(1, "a1".parse().unwrap()).is_err());
    assert_eq!(game, before);
}

#[test]
fn the_description_names_turn_discs_moves_and_last_move() {
    let mut game = Game::new(Board::start(Size::Eight));
    assert_eq!(
        describe(&game, 0),
        "8x8 Othello board after 0 of 0 moves, black to move. Black has 2 discs: e4, d5. \
         White has 2 discs: d4, e5. Legal moves: d3, c4, f5, e6."
    );
    game.push("f5".parse().unwrap()).unwrap();
    let words = describe(&game, 1);
    assert!(
        words.starts_with("8x8 Othello board after 1 of 1 moves, white to move. Black has 4 discs"),
        "{words}"
    );
    assert!(words.ends_with(" Last move: f5."), "{words}");
    assert_eq!(game.result_at(1), None);
    assert_eq!(game.mover_of(1), Color::Black);
}

const V: Variant = Variant::STANDARD;

#[test]
fn a_gobblet_move_list_keeps_its_valid_prefix() {
    let read = read_game(V, "Lb2 Sa1 zz b2c3");
    assert_eq!(read.game.moves().len(), 2);
    assert!(read
        .error
        .unwrap()
        .to_string()
        .contains("'zz' is not a move"));
    let read = read_game(V, "Lb2 Lb2 Sa1");
    assert_eq!(read.game.moves().len(), 1);
    assert_eq!(
        read.error.unwrap().to_string(),
        "move 2 (Lb2) is not allowed: b2 is covered by a piece at least as large"
    );
    // A dash separates moves as a space does, and still joins two squares.
    assert_eq!(
        parse_moves("Lb2-Sa1-b2-c3").unwrap(),
        parse_moves("Lb2 Sa1 b2c3").unwrap()
    );
    assert!(read_game(V, "Lb2-Sa1").error.is_none());
}

#[test]
fn a_gobblet_game_knows_every_ply_and_its_winning_line() {
    let read = read_game(V, "Lb2 Sa1 La1 Mc1 Mc3");
    assert!(read.error.is_none(), "{:?}", read.error);
    let game = read.game;
    assert_eq!(
        game.outcome(),
        Some(Outcome::Line {
            winner: gobblet::Player::First
        })
    );
    // a1 b2 c3: the diagonal, bits 0, 4 and 8.
    assert_eq!(game.winning_line(), Some(0b100_010_001));
    assert_eq!(game.outcome_at(4), None);
    assert!(game.allowed_moves_at(5).is_empty());
    assert!(!game.allowed_moves_at(4).is_empty());
    let mut shorter = game.clone();
    shorter.truncate(4);
    assert_eq!(shorter.outcome(), None);
    assert_eq!(shorter.position(), game.position_at(4).0);
    assert_eq!(shorter.winning_line(), None);
    assert!(gobblet::describe(&game, 5).contains("the game is over"));
    assert!(gobblet::describe(&game, 0).starts_with(
        "Gobblet Gobblers board after 0 of 5 moves, Orange to move. The board is empty."
    ));
}

#[test]
fn truncating_a_gobblet_game_finds_its_repetition_again() {
    let moves = "La1 Lc3 a1b1 c3b3 b1a1 b3c3";
    let game = read_game(V, moves).game;
    assert_eq!(game.outcome(), Some(Outcome::Repetition));
    let mut longer = read_game(V, moves).game;
    longer.truncate(6);
    assert_eq!(longer.outcome(), Some(Outcome::Repetition));
    longer.truncate(5);
    assert_eq!(longer.outcome(), None);
}
