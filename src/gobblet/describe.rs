//! A Gobblet Gobblers position of a game in words, for screen readers: the
//! board and ply, whose turn it is, each stack's top piece and what it
//! covers, both reserves and the last move.

use super::board::{Owner, Size, Square, Variant};
use super::game::{Game, Player};
use super::notation::size_name;

/// The position after `ply` moves (clamped) of `game`, in plain sentences.
pub fn describe(game: &Game, ply: usize) -> String {
    let ply = ply.min(game.moves().len());
    let (position, mover) = game.position_at(ply);
    let player_of = |owner: Owner| {
        if owner == Owner::Mover {
            mover
        } else {
            mover.other()
        }
    };
    let turn = match game.outcome_at(ply) {
        Some(_) => "the game is over".to_string(),
        None => format!("{} to move", mover.colour()),
    };
    let mut text = format!(
        "Gobblet Gobblers board after {ply} of {} moves, {turn}. ",
        game.moves().len()
    );
    let stacks: Vec<String> = Square::all()
        .filter_map(|square| {
            let stack = position.stack(square);
            let &(size, owner) = stack.last()?;
            let under = match stack.len() {
                1 => String::new(),
                n => format!(" covering {}", n - 1),
            };
            Some(format!(
                "{square} {} {}{under}",
                player_of(owner).colour().to_lowercase(),
                size_name(size)
            ))
        })
        .collect();
    if stacks.is_empty() {
        text += "The board is empty. ";
    } else {
        text += &format!("On the board: {}. ", stacks.join("; "));
    }
    for player in [Player::First, Player::Second] {
        let owner = if player == mover {
            Owner::Mover
        } else {
            Owner::Opponent
        };
        let held: Vec<String> = Size::ALL
            .iter()
            .map(|&size| {
                let count = position.reserve(Variant::STANDARD, owner, size);
                format!("{count} {}", size_name(size))
            })
            .collect();
        text += &format!("{} holds {}. ", player.colour(), held.join(", "));
    }
    if let Some(last) = ply.checked_sub(1).map(|index| game.moves()[index]) {
        text += &format!("Last move: {last}.");
    }
    text.trim_end().to_string()
}
