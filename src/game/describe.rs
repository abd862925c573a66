//! A position of a game in words: what a screen reader announces for the
//! board, so that the page never has to rebuild it from the discs.

use super::Game;
use crate::board::{Color, Square};

/// The position after `ply` moves (clamped) of `game`, in plain sentences:
/// the board and ply, whose turn it is, each side's discs, the legal moves
/// and the last move.
pub fn describe(game: &Game, ply: usize) -> String {
    let ply = ply.min(game.len());
    let board = game.position(ply);
    let side = board.size().side();
    let turn = if board.is_game_over() {
        "the game is over".to_string()
    } else {
        format!("{} to move", board.side_to_move())
    };
    let mut text = format!(
        "{side}x{side} Othello board after {ply} of {} moves, {turn}.",
        game.len()
    );
    for color in [Color::Black, Color::White] {
        let discs = board.discs(color);
        text += &format!(
            " {} has {}",
            capitalized(color.name()),
            counted(discs.count(), "disc")
        );
        text += &listed(discs);
        text.push('.');
    }
    let legal = board.legal_moves();
    if !legal.is_empty() {
        text += " Legal moves";
        text += &listed(legal);
        text.push('.');
    }
    if let Some(last) = ply.checked_sub(1).map(|index| game.moves()[index]) {
        text += &format!(" Last move: {last}.");
    }
    text
}

/// `1 disc`, `2 discs`: a count with its noun, plural unless one.
pub(crate) fn counted(count: u32, noun: &str) -> String {
    let plural = if count == 1 { "" } else { "s" };
    format!("{count} {noun}{plural}")
}

/// `: a1, b2` for a non-empty set of squares, nothing for an empty one.
pub(crate) fn listed(squares: impl IntoIterator<Item = Square>) -> String {
    let names: Vec<String> = squares
        .into_iter()
        .map(|square| square.to_string())
        .collect();
    if names.is_empty() {
        String::new()
    } else {
        format!(": {}", names.join(", "))
    }
}

pub(crate) fn capitalized(word: &str) -> String {
    let mut chars = word.chars();
    chars
        .next()
        .map(|first| first.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}
