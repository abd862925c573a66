//! `WebGame`: a game read from a board string and a move string, and the
//! per-ply snapshots the board page draws.

use super::to_js;
use crate::board::{Board, Color, Scoring, Size, Square};
use crate::game::Game;
use crate::notation::{format_moves, parse_game, NotationError};
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

/// How a finished game ended.
#[derive(Serialize)]
struct Outcome {
    /// Black's discs minus white's, empties to the winner.
    value: i32,
    winner: Option<Color>,
}

/// Everything the page shows of the position after `ply` moves.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Snapshot {
    size: u8,
    ply: usize,
    plies: usize,
    /// The board string of the position.
    board: String,
    /// One letter per square in board-string order: `X`, `O` or `-`.
    discs: String,
    black_squares: Vec<String>,
    white_squares: Vec<String>,
    legal: Vec<Spot>,
    last: Option<Spot>,
    black: u32,
    white: u32,
    /// Who moves next; none when the game is over.
    to_move: Option<Color>,
    /// The side that had to pass to reach this position, if any.
    passed: Option<Color>,
    game_over: bool,
    outcome: Option<Outcome>,
}

/// One move of the transcript.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct TranscriptMove {
    ply: usize,
    square: String,
    color: Color,
    /// The opponent had to pass after this move.
    pass_follows: bool,
}

impl WebGame {
    fn read(size: &str, board: Option<&str>, moves: &str) -> Result<WebGame, String> {
        let start = match board.filter(|text| !text.trim().is_empty()) {
            Some(text) => text
                .parse::<Board>()
                .map_err(|error| format!("board: {error}"))?,
            None => Board::start(size.parse()?),
        };
        let parsed = parse_game(start, moves);
        Ok(WebGame {
            game: parsed.game,
            error: parsed.error.map(|error| error.to_string()),
        })
    }

    /// The side that had to pass right before the position after `ply` moves.
    fn passed_before(&self, ply: usize) -> Option<Color> {
        let unpassed = match ply {
            0 => *self.game.start(),
            _ => self
                .game
                .position(ply - 1)
                .play_unchecked(self.game.moves()[ply - 1]),
        };
        unpassed.must_pass().then(|| unpassed.side_to_move())
    }

    fn clamp(&self, ply: usize) -> usize {
        ply.min(self.game.len())
    }
}

#[wasm_bindgen]
impl WebGame {
    /// Reads a game of `size` ("4", "6" or "8") from the start position, or
    /// from `board` (a board string, which then sets the size), then `moves`.
    /// Keeps the longest valid prefix; `error` tells what stopped the
    /// reading. A bad size or board string gives the start of `size` (or 8x8).
    pub fn load(size: &str, board: Option<String>, moves: &str) -> WebGame {
        WebGame::read(size, board.as_deref(), moves).unwrap_or_else(|error| {
            let size = size.parse().unwrap_or(Size::Eight);
            WebGame {
                game: Game::new(Board::start(size)),
                error: Some(error),
            }
        })
    }

    /// What stopped the reading of the text this game came from, if anything.
    #[wasm_bindgen(getter)]
    pub fn error(&self) -> Option<String> {
        self.error.clone()
    }

    #[wasm_bindgen(getter)]
    pub fn size(&self) -> u8 {
        self.game.start().size().side()
    }

    /// The number of moves (passes not counted).
    #[wasm_bindgen(getter)]
    pub fn plies(&self) -> usize {
        self.game.len()
    }

    /// The move string, in output form.
    pub fn moves(&self) -> String {
        format_moves(self.game.moves())
    }

    /// The board string of the start position.
    #[wasm_bindgen(js_name = startBoard)]
    pub fn start_board(&self) -> String {
        self.game.start().to_string()
    }

    /// Whether the game starts from the standard start of its size.
    #[wasm_bindgen(js_name = isStandardStart)]
    pub fn is_standard_start(&self) -> bool {
        *self.game.start() == Board::start(self.game.start().size())
    }

    /// The board string of the position after `ply` moves (clamped).
    #[wasm_bindgen(js_name = boardString)]
    pub fn board_string(&self, ply: usize) -> String {
        self.game.position(self.clamp(ply)).to_string()
    }

    /// The moves with who played them, for the transcript panel.
    pub fn transcript(&self) -> Result<JsValue, JsError> {
        let positions = self.game.positions();
        let moves: Vec<TranscriptMove> = self
            .game
            .moves()
            .iter()
            .enumerate()
            .map(|(index, square)| TranscriptMove {
                ply: index + 1,
                square: square.to_string(),
                color: positions[index].side_to_move(),
                pass_follows: self.passed_before(index + 1).is_some(),
            })
            .collect();
        to_js(&moves)
    }

    /// What the page shows after `ply` moves (clamped to the game).
    pub fn snapshot(&self, ply: usize) -> Result<JsValue, JsError> {
        let ply = self.clamp(ply);
        let board = self.game.position(ply);
        let size = board.size();
        let names = |color| {
            board
                .discs(color)
                .map(|square: Square| square.to_string())
                .collect()
        };
        let game_over = board.is_game_over();
        let value = board.final_value(Scoring::Wof);
        let snapshot = Snapshot {
            size: size.side(),
            ply,
            plies: self.game.len(),
            board: board.to_string(),
            discs: size
                .squares()
                .map(|square| board.get(square).map_or('-', Color::letter))
                .collect(),
            black_squares: names(Color::Black),
            white_squares: names(Color::White),
            legal: board.legal_moves().map(Spot::from).collect(),
            last: ply
                .checked_sub(1)
                .map(|index| Spot::from(self.game.moves()[index])),
            black: board.count(Color::Black),
            white: board.count(Color::White),
            to_move: (!game_over).then(|| board.side_to_move()),
            passed: self.passed_before(ply),
            game_over,
            outcome: game_over.then(|| Outcome {
                value,
                winner: match value.signum() {
                    1 => Some(Color::Black),
                    -1 => Some(Color::White),
                    _ => None,
                },
            }),
        };
        to_js(&snapshot)
    }

    /// Plays `square` after the first `ply` moves; the moves that followed
    /// are dropped. Throws with the engine's message if it is not legal.
    pub fn play(&mut self, ply: usize, square: &str) -> Result<(), JsError> {
        let square: Square = square
            .parse()
            .map_err(|error| JsError::new(&format!("{error}")))?;
        let size = self.game.start().size();
        if !size.contains(square) {
            return Err(JsError::new(
                &NotationError::OffBoard { square, size }.to_string(),
            ));
        }
        self.game
            .play_at(ply, square)
            .map_err(|error| JsError::new(&error.to_string()))?;
        self.error = None;
        Ok(())
    }
}
