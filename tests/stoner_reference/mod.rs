#![allow(dead_code)] // each test crate uses a part of these helpers
//! Shared by the stoner tests: slow, obviously-correct references, the proof game
//! played by plain exhaustive minimax, rule by rule as the spec states it.

use boardlab::board::{Bitboard, Board, Color, Square};
use boardlab::notation::parse_game;
use boardlab::stoner::{Orientation, Shape};

/// The value of G(P, o, H) at a turn: `None` when the defender escapes,
/// `Some(distance)` when the attacker wins (fastest attacker, slowest
/// defender), counting plies from the root.
#[allow(clippy::too_many_arguments)]
fn value(
    board: Board,
    defender: Color,
    k: u32,
    horizon: u32,
    triggered: bool,
    corners: Bitboard,
    trigger: Square,
) -> Option<u32> {
    let moves = board.legal_moves();
    // Rule 1: no move: the game ends, or the turn passes without a ply.
    if moves.is_empty() {
        if board.opponent_moves().is_empty() {
            return None;
        }
        return value(
            board.pass(),
            defender,
            k,
            horizon,
            triggered,
            corners,
            trigger,
        );
    }
    // Rule 2: the horizon.
    if k == horizon {
        return None;
    }
    let defender_to_move = board.side_to_move() == defender;
    let corner_move = !(moves & corners).is_empty();
    // Rule 3: the attacker takes a corner of the edge.
    if !defender_to_move && corner_move {
        return Some(k + 1);
    }
    // Rule 4: the defender reaches a corner before the trigger.
    if defender_to_move && !triggered && corner_move {
        return None;
    }
    // Rule 5: every move.
    let children = moves.map(|square| {
        let triggered = triggered || (!defender_to_move && square == trigger);
        value(
            board.play_unchecked(square),
            defender,
            k + 1,
            horizon,
            triggered,
            corners,
            trigger,
        )
    });
    if defender_to_move {
        // One escape suffices; otherwise the slowest loss.
        children
            .collect::<Option<Vec<u32>>>()
            .and_then(|distances| distances.into_iter().max())
    } else {
        children.flatten().min()
    }
}

/// G(board, orientation, horizon) by exhaustive minimax.
pub fn minimax(board: &Board, orientation: Orientation, shape: Shape, horizon: u32) -> Option<u32> {
    value(
        *board,
        board.side_to_move(),
        0,
        horizon,
        false,
        orientation.corners(),
        orientation.trigger(shape),
    )
}

/// The position after a move string from the start.
pub fn position(moves: &str) -> Board {
    let parsed = parse_game(Board::start(boardlab::board::Size::Eight), moves);
    assert!(parsed.error.is_none(), "{moves}: {:?}", parsed.error);
    parsed.game.current()
}

/// The seed's 41 successful lines with its "longest way to escape".
pub fn seed_lines() -> Vec<(String, u32)> {
    include_str!("../data/stoner_seed_lines.txt")
        .lines()
        .filter(|line| !line.starts_with('#') && !line.trim().is_empty())
        .map(|line| {
            let (moves, escape) = line.split_once(' ').expect("moves and a count");
            (moves.to_string(), escape.trim().parse().expect("a count"))
        })
        .collect()
}
