//! The perfect player in a game: exact values from the table-free searcher
//! (with the opening table for the first plies), and the game's own policy
//! on top of them. A move that repeats a position of the game ends it in a
//! draw there, whatever the position's own value, so the player's choices
//! and the values it shows count repetitions; a searcher knows positions,
//! not games.

use super::board::{Move, Position, Variant};
use super::game::Game;
use super::sample::{parse_sample, SampleError};
use super::search::{pieces_on_board, Searcher, LONGEST_DISTANCE};
use super::solve::{MoveGroup, Value};
use serde::Serialize;

/// The opening table: every symmetry class with at most 3 pieces on the
/// board, with its value (written by `boardlab gobblet solve --opening`).
const OPENING: &str = include_str!("../../tests/data/gobblet_opening.txt");

/// Past this many remembered classes the player forgets its proofs, so a
/// long session stays within a few tens of megabytes.
const REMEMBER_AT_MOST: usize = 1 << 20;

/// One allowed move and its exact value for the side that plays it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ValuedMove {
    pub name: String,
    #[serde(flatten)]
    pub value: Value,
    /// The move repeats an earlier position: the game ends in a draw there.
    pub repeats: bool,
}

/// What the player says about the position a game stands at.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Analysis {
    /// The position's value for the side to move (none once it is over).
    pub value: Option<Value>,
    /// Every allowed move's value (empty when only the best move was asked).
    pub moves: Vec<ValuedMove>,
    /// The perfect player's move: the fastest win, else a draw, else the
    /// slowest loss; ties go to the first move generated.
    pub best: Option<String>,
    /// Positions searched for this answer.
    pub nodes: u64,
}

pub struct PerfectPlayer {
    variant: Variant,
    searcher: Searcher,
}

impl PerfectPlayer {
    /// The player of the standard game with its opening table.
    pub fn new() -> Result<PerfectPlayer, SampleError> {
        let variant = Variant::STANDARD;
        let opening = parse_sample(variant, OPENING)?;
        let max_pieces = opening
            .iter()
            .map(|entry| pieces_on_board(entry.position))
            .max()
            .unwrap_or(0);
        let searcher = Searcher::new(variant, LONGEST_DISTANCE).with_opening(
            opening
                .into_iter()
                .map(|entry| (entry.position, entry.value)),
            max_pieces,
        );
        Ok(PerfectPlayer { variant, searcher })
    }

    /// The exact value of `position` for its side to move (no game around it).
    pub fn value(&mut self, position: Position) -> Value {
        self.bound_memory();
        self.searcher.value(position)
    }

    /// The first moves with their values, symmetric moves grouped, best first.
    pub fn first_moves(&mut self) -> Vec<MoveGroup> {
        self.searcher.move_values(Position::EMPTY)
    }

    /// Every allowed move of the game's position with its value, and the best.
    pub fn analyse(&mut self, game: &Game) -> Analysis {
        self.bound_memory();
        let nodes_before = self.searcher.nodes;
        let value = game
            .outcome()
            .is_none()
            .then(|| self.searcher.value(game.position()));
        let moves = self.valued(game);
        Analysis {
            value,
            best: best_of(&moves),
            moves,
            nodes: self.searcher.nodes - nodes_before,
        }
    }

    /// The perfect player's move (the same choice as `analyse`, without
    /// valuing every move) and the position's value.
    pub fn best(&mut self, game: &Game) -> Analysis {
        self.bound_memory();
        let nodes_before = self.searcher.nodes;
        let position = game.position();
        let chosen = match game.outcome() {
            Some(_) => None,
            None => self.searcher.best_move(position),
        };
        // A repetition ends the game in a draw: the losing side takes one if
        // it can, and a winning move must not run into one (then every move
        // is valued with the repetitions counted).
        let best = match chosen {
            None => None,
            Some((mv, Value::Loss(_))) => Some(
                game.allowed_moves()
                    .into_iter()
                    .find(|&other| self.repeats(game, other))
                    .unwrap_or(mv)
                    .to_string(),
            ),
            Some((mv, Value::Win(_))) if self.repeats(game, mv) => best_of(&self.valued(game)),
            Some((mv, _)) => Some(mv.to_string()),
        };
        Analysis {
            value: chosen.map(|(_, value)| value),
            moves: Vec::new(),
            best,
            nodes: self.searcher.nodes - nodes_before,
        }
    }

    /// Whether `mv` leads to a position the game has already seen.
    fn repeats(&self, game: &Game, mv: Move) -> bool {
        let next = game
            .position()
            .play(self.variant, mv)
            .expect("an allowed move");
        game.positions().contains(&(next, game.to_move().other()))
    }

    fn valued(&mut self, game: &Game) -> Vec<ValuedMove> {
        game.allowed_moves()
            .into_iter()
            .map(|mv| {
                let repeats = self.repeats(game, mv);
                let value = if repeats {
                    Value::Draw
                } else {
                    let next = game
                        .position()
                        .play(self.variant, mv)
                        .expect("an allowed move");
                    self.searcher.value(next).before()
                };
                ValuedMove {
                    name: mv.to_string(),
                    value,
                    repeats,
                }
            })
            .collect()
    }

    fn bound_memory(&mut self) {
        if self.searcher.remembered() > REMEMBER_AT_MOST {
            self.searcher.forget();
        }
    }
}

/// The first of the best moves: the fastest win, else a draw, else the
/// slowest loss.
fn best_of(valued: &[ValuedMove]) -> Option<String> {
    valued
        .iter()
        .rev()
        .max_by_key(|valued| valued.value.preference())
        .map(|valued| valued.name.clone())
}
