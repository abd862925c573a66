//! A sample of positions that arise in play, with their solved values: small
//! enough to commit and ship, so that a player without the full table (the
//! browser's) can be checked against the solution.
//!
//! File format: `#` comment lines, then one position per line: the board
//! string (see `notation`), a space, and the value for the side to move
//! (`win N`, `loss N` or `draw`).

use super::board::{Position, Variant};
use super::game::{Game, Player};
use super::notation::{format_board, parse_board, NotationError};
use super::solve::{Solution, Value};
use super::symmetry::Symmetry;
use crate::board::random::seeded;
use rand::RngExt;
use std::collections::HashSet;

/// One sampled position and its value for the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Sampled {
    pub position: Position,
    pub to_move: Player,
    pub value: Value,
}

/// Games in a row without a new position after which a sample gives up.
pub const STALL_GAMES: u32 = 10_000;

/// A sample that stopped finding new positions before reaching its count.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("only {found} distinct positions turned up (none new in {STALL_GAMES} games)")]
pub struct SampleStalled {
    pub found: usize,
}

/// `count` distinct positions from games where each move is, one time in
/// three, chosen at random among the allowed ones and otherwise among the
/// best ones by the solution: this reaches both balanced and lopsided
/// positions, deep into games, as a human opponent of the perfect player
/// would. Deterministic for a given `seed`. Play concentrates on a part of
/// the game, so past some count new positions stop turning up: after
/// `STALL_GAMES` games in a row without one the sample gives up.
pub fn sample(solution: &Solution, count: usize, seed: u64) -> Result<Vec<Sampled>, SampleStalled> {
    let variant = solution.variant();
    let mut random = seeded(seed);
    let mut seen = HashSet::new();
    let mut sampled = Vec::new();
    let mut fruitless = 0;
    while sampled.len() < count {
        if fruitless == STALL_GAMES {
            return Err(SampleStalled {
                found: sampled.len(),
            });
        }
        let found_before = sampled.len();
        let mut game = Game::new(variant);
        loop {
            let (position, to_move) = (game.position(), game.to_move());
            if seen.insert((position, to_move)) {
                sampled.push(Sampled {
                    position,
                    to_move,
                    value: solution.value(position),
                });
                if sampled.len() == count {
                    break;
                }
            }
            let moves = game.allowed_moves();
            if moves.is_empty() {
                break;
            }
            let choice = if random.random_range(0..3) == 0 {
                moves[random.random_range(0..moves.len())]
            } else {
                let score = |mv| {
                    solution
                        .value(position.play(variant, mv).expect("allowed"))
                        .before()
                        .preference()
                };
                let best = moves.iter().map(|&mv| score(mv)).max().expect("some move");
                let best_moves: Vec<_> =
                    moves.into_iter().filter(|&mv| score(mv) == best).collect();
                best_moves[random.random_range(0..best_moves.len())]
            };
            game.play(choice).expect("an allowed move");
        }
        fruitless = if sampled.len() == found_before {
            fruitless + 1
        } else {
            0
        };
    }
    Ok(sampled)
}

/// One position per symmetry class with at most `max_pieces` pieces on the
/// board (the mover's line excluded), with its value: the opening table of
/// `search::Searcher::with_opening`. Written with the first player to move.
pub fn opening(solution: &Solution, max_pieces: u32) -> Vec<Sampled> {
    let arrangements = solution.layout().arrangements();
    let by_pieces = |limit: u32| -> Vec<u32> {
        (0..arrangements.len())
            .map(|rank| arrangements.unrank(rank))
            .filter(|a| a.count_ones() <= limit)
            .collect()
    };
    let mut classes = HashSet::new();
    let mut entries = Vec::new();
    for large in by_pieces(max_pieces) {
        for medium in by_pieces(max_pieces - large.count_ones()) {
            for small in by_pieces(max_pieces - large.count_ones() - medium.count_ones()) {
                let position =
                    Symmetry::canonical(Position::from_arrangements(small, medium, large));
                let value = solution.value(position);
                if value != Value::Unreachable && classes.insert(position) {
                    entries.push(Sampled {
                        position,
                        to_move: Player::First,
                        value,
                    });
                }
            }
        }
    }
    entries.sort_by_key(|entry| entry.position);
    entries
}

/// The sample as the lines of a file (see the module doc).
pub fn format_sample(sampled: &[Sampled]) -> String {
    let mut text =
        String::from("# Gobblet Gobblers positions with their solved value for the side to move\n");
    text.push_str("# board (rows a1-c1 / a2-c2 / a3-c3, stacks bottom to top, S M L first player, s m l second) side value\n");
    for entry in sampled {
        text.push_str(&format!(
            "{} {}\n",
            format_board(entry.position, entry.to_move),
            entry.value
        ));
    }
    text
}

/// What is wrong with a sample line; `line` counts from 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SampleError {
    pub line: usize,
    pub reason: String,
}

impl std::fmt::Display for SampleError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "sample line {}: {}", self.line, self.reason)
    }
}

impl std::error::Error for SampleError {}

/// Reads a sample file back.
pub fn parse_sample(variant: Variant, text: &str) -> Result<Vec<Sampled>, SampleError> {
    let mut sampled = Vec::new();
    for (number, line) in text.lines().enumerate() {
        let line = line.trim();
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let error = |reason: String| SampleError {
            line: number + 1,
            reason,
        };
        let mut words: Vec<&str> = line.split_whitespace().collect();
        let value = match words.as_slice() {
            [.., "win", distance] | [.., "loss", distance] => {
                let distance: u32 = distance
                    .parse()
                    .map_err(|_| error(format!("'{distance}' is not a distance")))?;
                let value = if words[words.len() - 2] == "win" {
                    Value::Win(distance)
                } else {
                    Value::Loss(distance)
                };
                words.truncate(words.len() - 2);
                value
            }
            [.., "draw"] => {
                words.truncate(words.len() - 1);
                Value::Draw
            }
            _ => {
                return Err(error(
                    "the line does not end in 'win N', 'loss N' or 'draw'".to_string(),
                ))
            }
        };
        let (position, to_move) = parse_board(variant, &words.join(" "))
            .map_err(|e: NotationError| error(e.to_string()))?;
        sampled.push(Sampled {
            position,
            to_move,
            value,
        });
    }
    Ok(sampled)
}
