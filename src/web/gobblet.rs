//! Gobblet Gobblers for the page: `WebGobblet`, a game behind the shape
//! every game on the page shares with `WebGame` (`load`, `error`, `plies`,
//! `snapshot(ply)`, `play(ply, move)`, `undo()`). The perfect player runs
//! in a worker (`work/gobblet.rs`).

use super::snapshot::{PlayedMove, Snapshot};
use super::to_js;
use crate::gobblet::notation::{format_board, read_game, size_letter};
use crate::gobblet::{describe, Game, Move, Outcome, Owner, Player, Size, Square, Variant};
use serde::Serialize;
use wasm_bindgen::prelude::*;

pub(super) const VARIANT: Variant = Variant::STANDARD;

/// A game and, when it was read from text, what stopped the reading.
#[wasm_bindgen]
pub struct WebGobblet {
    game: Game,
    error: Option<String>,
}

/// A piece: its size letter (`S`, `M`, `L`) and its player (1 or 2).
#[derive(Serialize)]
struct Piece {
    size: char,
    player: Player,
}

/// A move, with its parts for the board to mark.
#[derive(Serialize)]
struct MoveParts {
    name: String,
    /// The size placed from the reserve, for placements.
    size: Option<char>,
    /// The square a piece is lifted from, for moves on the board.
    from: Option<usize>,
    to: usize,
}

impl From<Move> for MoveParts {
    fn from(mv: Move) -> MoveParts {
        let (size, from, to) = match mv {
            Move::Place { size, to } => (Some(size_letter(size)), None, to),
            Move::Shift { from, to } => (None, Some(from.index()), to),
        };
        MoveParts {
            name: mv.to_string(),
            size,
            from,
            to: to.index(),
        }
    }
}

/// How the game shown ends, if it does.
#[derive(Serialize)]
struct GameResult {
    /// `line`, `no-move` or `repetition`.
    reason: &'static str,
    winner: Option<Player>,
}

impl From<Outcome> for GameResult {
    fn from(outcome: Outcome) -> GameResult {
        match outcome {
            Outcome::Line { winner } => GameResult {
                reason: "line",
                winner: Some(winner),
            },
            Outcome::NoAllowedMove { winner } => GameResult {
                reason: "no-move",
                winner: Some(winner),
            },
            Outcome::Repetition => GameResult {
                reason: "repetition",
                winner: None,
            },
        }
    }
}

/// The Gobblet position as the board draws it.
#[derive(Serialize)]
struct Stacks {
    /// The stacks of the nine squares (a1, b1, c1, a2, …), bottom first.
    stacks: Vec<Vec<Piece>>,
    /// Pieces in reserve, `[player 1, player 2]`, each `[small, medium, large]`.
    reserves: [[u8; 3]; 2],
    /// The squares of the winning line, when a line ended the game.
    line: Vec<usize>,
}

#[wasm_bindgen]
impl WebGobblet {
    /// Reads a move list from the empty board, keeping the longest valid
    /// prefix; `error` tells what stopped the reading.
    pub fn load(moves: &str) -> WebGobblet {
        let read = read_game(VARIANT, moves);
        WebGobblet {
            game: read.game,
            error: read.error.map(|error| format!("moves: {error}")),
        }
    }

    #[wasm_bindgen(getter)]
    pub fn error(&self) -> Option<String> {
        self.error.clone()
    }

    #[wasm_bindgen(getter)]
    pub fn plies(&self) -> usize {
        self.game.moves().len()
    }

    /// What the page shows after `ply` moves (clamped to the game).
    pub fn snapshot(&self, ply: usize) -> Result<JsValue, JsError> {
        let game = &self.game;
        let ply = ply.min(game.moves().len());
        let (position, mover) = game.position_at(ply);
        let outcome = game.outcome_at(ply);
        let owner_of = |player: Player| {
            if player == mover {
                Owner::Mover
            } else {
                Owner::Opponent
            }
        };
        let player_of = |owner: Owner| {
            if owner == Owner::Mover {
                mover
            } else {
                mover.other()
            }
        };
        let line = match outcome {
            Some(Outcome::Line { .. }) => game.winning_line(),
            _ => None,
        };
        let snapshot = Snapshot {
            kind: "gobblet",
            ply,
            plies: game.moves().len(),
            board: format_board(position, mover),
            start: None,
            moves: game.moves().iter().map(Move::to_string).collect(),
            transcript: game
                .moves()
                .iter()
                .enumerate()
                .map(|(index, mv)| PlayedMove {
                    ply: index + 1,
                    name: mv.to_string(),
                    side: game.position_at(index).1,
                    pass_follows: false,
                })
                .collect(),
            legal: game
                .allowed_moves_at(ply)
                .into_iter()
                .map(MoveParts::from)
                .collect(),
            last: ply
                .checked_sub(1)
                .map(|index| MoveParts::from(game.moves()[index])),
            to_move: outcome.is_none().then_some(mover),
            result: outcome.map(GameResult::from),
            description: describe(game, ply),
            picture: Stacks {
                stacks: Square::all()
                    .map(|square| {
                        position
                            .stack(square)
                            .into_iter()
                            .map(|(size, owner)| Piece {
                                size: size_letter(size),
                                player: player_of(owner),
                            })
                            .collect()
                    })
                    .collect(),
                reserves: [Player::First, Player::Second].map(|player| {
                    Size::ALL.map(|size| position.reserve(VARIANT, owner_of(player), size))
                }),
                line: line
                    .map(|mask| {
                        Square::all()
                            .filter(|square| mask & square.bit() != 0)
                            .map(Square::index)
                            .collect()
                    })
                    .unwrap_or_default(),
            },
        };
        to_js(&snapshot)
    }

    /// Plays `mv` after the first `ply` moves; the moves that followed are
    /// dropped. Throws with the engine's message if it is not allowed.
    pub fn play(&mut self, ply: usize, mv: &str) -> Result<(), JsError> {
        let mv: Move = mv.parse()?;
        let mut game = self.game.clone();
        game.truncate(ply);
        game.play(mv)
            .map_err(|error| JsError::new(&format!("{mv} is not allowed: {error}")))?;
        self.game = game;
        self.error = None;
        Ok(())
    }

    /// Takes back the last move; returns it, or nothing at the start.
    pub fn undo(&mut self) -> Option<String> {
        self.game.undo().map(|mv| mv.to_string())
    }
}
