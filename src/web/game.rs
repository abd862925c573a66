//! `WebGame`: an Othello game of any size for the page, behind the shape
//! every game on the page shares with `WebGobblet`: `load`, `error`,
//! `plies`, `snapshot(ply)` (all one redraw needs, in one crossing),
//! `play(ply, move)` and `undo()`.

use super::snapshot::{PlayedMove, Snapshot};
use super::to_js;
use crate::board::{Board, Color, Size, Square};
use crate::game::{describe, Game};
use crate::notation::{format_moves, read_game, NotationError, ReadError};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// A game and, when it was read from text, what stopped the reading.
#[wasm_bindgen]
pub struct WebGame {
    game: Game,
    error: Option<String>,
}

/// A square with its name and its place on the board (0-based, row 0 at the top).
#[derive(Serialize)]
pub(super) struct Spot {
    name: String,
    col: u8,
    row: u8,
}

impl From<Square> for Spot {
    fn from(square: Square) -> Spot {
        Spot {
            name: square.to_string(),
            col: square.col(),
            row: square.row(),
        }
    }
}

/// The Othello position as the board draws it.
#[derive(Serialize)]
struct Discs {
    size: u8,
    /// One letter per square in board-string order: `X`, `O` or `-`.
    discs: String,
    black: u32,
    white: u32,
    /// The side that had to pass to reach this position, if any.
    passed: Option<Color>,
    /// The longest named opening the game follows up to this ply, with its
    /// moves (8x8 games from the start).
    opening: Option<OpeningName>,
}

#[derive(Serialize)]
struct OpeningName {
    name: &'static str,
    other_names: Vec<&'static str>,
    /// The names Japanese players use (data/openings.txt).
    name_ja: &'static str,
    other_names_ja: Vec<&'static str>,
    moves: &'static str,
}

/// The Japanese name of the opening whose English name is `name` (as a
/// review's report names it), or `undefined` for a name not in the
/// catalogue.
#[wasm_bindgen(js_name = openingNameJa)]
pub fn opening_name_ja(name: &str) -> Option<String> {
    crate::openings::by_name(name).map(|opening| opening.name_ja.to_string())
}

/// The address's name for the part of a game's text that is wrong.
pub(super) fn read_error(error: ReadError) -> String {
    match error {
        ReadError::Board(error) => format!("board: {error}"),
        ReadError::SizeMismatch { .. } => format!("size: {error}"),
        ReadError::Moves(error) => format!("moves: {error}"),
    }
}

#[wasm_bindgen]
impl WebGame {
    /// Reads a game of `size` ("4", "6" or "8"; none: the board string's,
    /// else 8x8) from the start position, or from `board` (a board string),
    /// then `moves`. Keeps the longest valid prefix; `error` tells what
    /// stopped the reading. A bad size or board string gives a start position.
    pub fn load(size: Option<String>, board: Option<String>, moves: &str) -> WebGame {
        let size = match size.as_deref().map(str::parse::<Size>) {
            Some(Err(error)) => {
                return WebGame {
                    game: Game::new(Board::start(Size::Eight)),
                    error: Some(format!("size: {error}")),
                }
            }
            Some(Ok(size)) => Some(size),
            None => None,
        };
        let read = read_game(size, board.as_deref(), moves);
        WebGame {
            game: read.game,
            error: read.error.map(read_error),
        }
    }

    /// What stopped the reading of the text this game came from, if anything.
    #[wasm_bindgen(getter)]
    pub fn error(&self) -> Option<String> {
        self.error.clone()
    }

    /// The number of moves (passes not counted).
    #[wasm_bindgen(getter)]
    pub fn plies(&self) -> usize {
        self.game.len()
    }

    /// What the page shows after `ply` moves (clamped to the game).
    pub fn snapshot(&self, ply: usize) -> Result<JsValue, JsError> {
        let game = &self.game;
        let ply = ply.min(game.len());
        let board = game.position(ply);
        let size = board.size();
        let start = *game.start();
        let result = game.result_at(ply);
        let snapshot = Snapshot {
            kind: "othello",
            ply,
            plies: game.len(),
            board: board.to_string(),
            start: (start != Board::start(size)).then(|| start.to_string()),
            moves: format_moves(game.moves()),
            transcript: game
                .moves()
                .iter()
                .enumerate()
                .map(|(index, square)| PlayedMove {
                    ply: index + 1,
                    name: square.to_string(),
                    side: game.mover_of(index + 1),
                    pass_follows: game.passed_before(index + 1).is_some(),
                })
                .collect(),
            legal: board.legal_moves().map(Spot::from).collect(),
            last: ply
                .checked_sub(1)
                .map(|index| Spot::from(game.moves()[index])),
            to_move: result.is_none().then(|| board.side_to_move()),
            result,
            description: describe(game, ply),
            picture: Discs {
                size: size.side(),
                discs: size
                    .squares()
                    .map(|square| board.get(square).map_or('-', Color::letter))
                    .collect(),
                black: board.count(Color::Black),
                white: board.count(Color::White),
                passed: game.passed_before(ply),
                opening: crate::openings::named(game, ply).map(|opening| OpeningName {
                    name: opening.name,
                    other_names: opening.other_names.clone(),
                    name_ja: opening.name_ja,
                    other_names_ja: opening.other_names_ja.clone(),
                    moves: opening.moves,
                }),
            },
        };
        to_js(&snapshot)
    }

    /// Plays `square` after the first `ply` moves; the moves that followed
    /// are dropped. Throws with the engine's message if it is not legal.
    pub fn play(&mut self, ply: usize, square: &str) -> Result<(), JsError> {
        let square: Square = square.parse()?;
        let size = self.game.start().size();
        if !size.contains(square) {
            return Err(NotationError::OffBoard { square, size }.into());
        }
        self.game.play_at(ply, square)?;
        self.error = None;
        Ok(())
    }

    /// Takes back the last move; returns it, or nothing at the start.
    pub fn undo(&mut self) -> Option<String> {
        self.game.undo().map(|square| square.to_string())
    }
}
