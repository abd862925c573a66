//! Gobblet Gobblers for the page and its worker: `WebGobblet` (a game read
//! from a move list, and what the page draws at each ply) and
//! `GobbletPlayer` (the exact table-free player of `gobblet::search`, with
//! the opening table compiled in).

use super::to_js;
use crate::gobblet::notation::{format_board, parse_moves, size_letter};
use crate::gobblet::sample::parse_sample;
use crate::gobblet::search::{pieces_on_board, Searcher, LONGEST_DISTANCE};
use crate::gobblet::{Game, Move, Outcome, Owner, Player, Position, Size, Square, Value, Variant};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The opening table (every symmetry class with at most 3 pieces on the
/// board): 96 KB of text, about 20 KB gzipped in the wasm file.
const OPENING: &str = include_str!("../../tests/data/gobblet_opening.txt");

/// Past this many remembered classes the player forgets its proofs, so a
/// long session stays within a few tens of megabytes.
const REMEMBER_AT_MOST: usize = 1 << 20;

const VARIANT: Variant = Variant::STANDARD;

fn player_number(player: Player) -> u8 {
    match player {
        Player::First => 1,
        Player::Second => 2,
    }
}

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
    player: u8,
}

/// An allowed move, with its parts for the board to mark.
#[derive(Serialize)]
struct MoveInfo {
    name: String,
    /// The size placed from the reserve, for placements.
    size: Option<char>,
    /// The square a piece is lifted from, for moves on the board.
    from: Option<usize>,
    to: usize,
}

impl From<Move> for MoveInfo {
    fn from(mv: Move) -> MoveInfo {
        match mv {
            Move::Place { size, to } => MoveInfo {
                name: mv.to_string(),
                size: Some(size_letter(size)),
                from: None,
                to: to.index(),
            },
            Move::Shift { from, to } => MoveInfo {
                name: mv.to_string(),
                size: None,
                from: Some(from.index()),
                to: to.index(),
            },
        }
    }
}

/// How the game shown ends, if it does.
#[derive(Serialize)]
struct End {
    /// `line`, `no-move` or `repetition`.
    reason: &'static str,
    winner: Option<u8>,
}

/// Everything the page shows of the position after `ply` moves.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Snapshot {
    ply: usize,
    plies: usize,
    board: String,
    /// The stacks of the nine squares (a1, b1, c1, a2, …), bottom first.
    stacks: Vec<Vec<Piece>>,
    /// Pieces in reserve, `[player 1, player 2]`, each `[small, medium, large]`.
    reserves: [[u8; 3]; 2],
    /// 1 or 2; none once the game is over.
    to_move: Option<u8>,
    allowed: Vec<MoveInfo>,
    last: Option<MoveInfo>,
    /// The squares of the winning line, when a line ended the game.
    line: Vec<usize>,
    end: Option<End>,
}

impl WebGobblet {
    /// The game cut after `ply` moves (clamped).
    fn at(&self, ply: usize) -> Game {
        let mut game = Game::new(VARIANT);
        for &mv in &self.game.moves()[..ply.min(self.game.moves().len())] {
            game.play(mv).expect("the game's own moves are allowed");
        }
        game
    }
}

/// The squares of a line shown by `owner` in `position`, if any.
fn line_of(position: Position, owner: Owner) -> Vec<usize> {
    let visible = position.visible(owner);
    crate::gobblet::board::LINES
        .iter()
        .find(|&&line| visible & line == line)
        .map(|&line| {
            Square::all()
                .filter(|square| line & square.bit() != 0)
                .map(Square::index)
                .collect()
        })
        .unwrap_or_default()
}

#[wasm_bindgen]
impl WebGobblet {
    /// Reads a move list from the empty board, keeping the longest valid
    /// prefix; `error` tells what stopped the reading.
    pub fn load(moves: &str) -> WebGobblet {
        let mut game = Game::new(VARIANT);
        let error = match parse_moves(moves) {
            Err(error) => Some(error.to_string()),
            Ok(list) => list.into_iter().enumerate().find_map(|(index, mv)| {
                game.play(mv)
                    .err()
                    .map(|error| format!("move {} ({mv}) is not allowed: {error}", index + 1))
            }),
        };
        WebGobblet { game, error }
    }

    #[wasm_bindgen(getter)]
    pub fn error(&self) -> Option<String> {
        self.error.clone()
    }

    #[wasm_bindgen(getter)]
    pub fn plies(&self) -> usize {
        self.game.moves().len()
    }

    /// The moves as the address writes them: no separators (`Lb2Sa1b2c3`).
    #[wasm_bindgen(js_name = movesCompact)]
    pub fn moves_compact(&self) -> String {
        self.game.moves().iter().map(Move::to_string).collect()
    }

    /// The moves one by one, for the transcript.
    #[wasm_bindgen(js_name = moveList)]
    pub fn move_list(&self) -> Vec<String> {
        self.game.moves().iter().map(Move::to_string).collect()
    }

    /// What the page shows after `ply` moves (clamped to the game).
    pub fn snapshot(&self, ply: usize) -> Result<JsValue, JsError> {
        let game = self.at(ply);
        let ply = game.moves().len();
        let position = game.position();
        let mover = game.to_move();
        let player_of = |owner: Owner| {
            player_number(if owner == Owner::Mover {
                mover
            } else {
                mover.other()
            })
        };
        let owner_of = |player: Player| {
            if player == mover {
                Owner::Mover
            } else {
                Owner::Opponent
            }
        };
        let reserves = [Player::First, Player::Second]
            .map(|player| Size::ALL.map(|size| position.reserve(VARIANT, owner_of(player), size)));
        let end = game.outcome().map(|outcome| match outcome {
            Outcome::Line { winner } => End {
                reason: "line",
                winner: Some(player_number(winner)),
            },
            Outcome::NoAllowedMove { winner } => End {
                reason: "no-move",
                winner: Some(player_number(winner)),
            },
            Outcome::Repetition => End {
                reason: "repetition",
                winner: None,
            },
        });
        let line = match game.outcome() {
            Some(Outcome::Line { winner }) => line_of(position, owner_of(winner)),
            _ => Vec::new(),
        };
        let snapshot = Snapshot {
            ply,
            plies: self.plies(),
            board: format_board(position, mover),
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
            reserves,
            to_move: game.outcome().is_none().then(|| player_number(mover)),
            allowed: game
                .allowed_moves()
                .into_iter()
                .map(MoveInfo::from)
                .collect(),
            last: game.moves().last().map(|&mv| MoveInfo::from(mv)),
            line,
            end,
        };
        to_js(&snapshot)
    }

    /// Plays `mv` after the first `ply` moves; the moves that followed are
    /// dropped. Throws with the engine's message if it is not allowed.
    pub fn play(&mut self, ply: usize, mv: &str) -> Result<(), JsError> {
        let mv: Move = mv
            .parse()
            .map_err(|error| JsError::new(&format!("{error}")))?;
        let mut game = self.at(ply);
        game.play(mv)
            .map_err(|error| JsError::new(&format!("{mv} is not allowed: {error}")))?;
        self.game = game;
        self.error = None;
        Ok(())
    }
}

/// One allowed move and its exact value for the side that plays it.
#[derive(Serialize)]
struct Valued {
    name: String,
    #[serde(flatten)]
    value: Value,
    /// The move repeats an earlier position: the game ends in a draw there,
    /// whatever the position's own value.
    repeats: bool,
}

/// The values of every allowed move, and the perfect player's choice.
#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Analysis {
    /// The position's value for the side to move (none once it is over).
    value: Option<Value>,
    moves: Vec<Valued>,
    best: Option<String>,
    nodes: u64,
}

/// The first of the best moves: the fastest win, else a draw, else the
/// slowest loss.
fn best_of(valued: &[Valued]) -> Option<String> {
    valued
        .iter()
        .rev()
        .max_by_key(|valued| valued.value.preference())
        .map(|valued| valued.name.clone())
}

impl GobbletPlayer {
    /// The game cut after `ply` moves; forgets old proofs past the memory bound.
    fn game_at(&mut self, moves: &str, ply: usize) -> Result<Game, JsError> {
        if self.searcher.remembered() > REMEMBER_AT_MOST {
            self.searcher.forget();
        }
        let loaded = WebGobblet::load(moves);
        match loaded.error {
            Some(error) => Err(JsError::new(&error)),
            None => Ok(loaded.at(ply)),
        }
    }

    /// Every allowed move with its value for the mover; a move that repeats
    /// a position of the game is the draw it ends the game with.
    fn valued(&mut self, game: &Game) -> Vec<Valued> {
        let position = game.position();
        let seen = game.positions();
        let next_mover = game.to_move().other();
        game.allowed_moves()
            .into_iter()
            .map(|mv| {
                let next = position.play(VARIANT, mv).expect("an allowed move");
                let repeats = seen.contains(&(next, next_mover));
                let value = if repeats {
                    Value::Draw
                } else {
                    self.searcher.value(next).before()
                };
                Valued {
                    name: mv.to_string(),
                    value,
                    repeats,
                }
            })
            .collect()
    }
}

/// The perfect player: exact values by bounded proofs, the opening table for
/// positions with at most 3 pieces on the board. Keep one per worker: what
/// it proved helps later questions.
#[wasm_bindgen]
pub struct GobbletPlayer {
    searcher: Searcher,
}

#[wasm_bindgen]
impl GobbletPlayer {
    #[wasm_bindgen(constructor)]
    pub fn new() -> Result<GobbletPlayer, JsError> {
        let opening =
            parse_sample(VARIANT, OPENING).map_err(|error| JsError::new(&error.to_string()))?;
        let max_pieces = opening
            .iter()
            .map(|entry| pieces_on_board(entry.position))
            .max()
            .unwrap_or(0);
        let searcher = Searcher::new(VARIANT, LONGEST_DISTANCE).with_opening(
            opening
                .into_iter()
                .map(|entry| (entry.position, entry.value)),
            max_pieces,
        );
        Ok(GobbletPlayer { searcher })
    }

    /// Every allowed move after the first `ply` moves of `moves` with its
    /// value for the mover (a move that repeats a position counts as the
    /// draw it ends the game with), and the best one: the fastest win, else
    /// a draw, else the slowest loss; ties go to the first move generated.
    pub fn analyse(&mut self, moves: &str, ply: usize) -> Result<JsValue, JsError> {
        let game = self.game_at(moves, ply)?;
        let nodes_before = self.searcher.nodes;
        let value = game
            .outcome()
            .is_none()
            .then(|| self.searcher.value(game.position()));
        let valued = self.valued(&game);
        to_js(&Analysis {
            value,
            best: best_of(&valued),
            moves: valued,
            nodes: self.searcher.nodes - nodes_before,
        })
    }

    /// The perfect player's move after the first `ply` moves of `moves`
    /// (the same choice as `analyse`, without valuing every move), with the
    /// position's value.
    pub fn best(&mut self, moves: &str, ply: usize) -> Result<JsValue, JsError> {
        let game = self.game_at(moves, ply)?;
        let nodes_before = self.searcher.nodes;
        let position = game.position();
        let chosen = match game.outcome() {
            Some(_) => None,
            None => self.searcher.best_move(position),
        };
        let seen = game.positions();
        let next_mover = game.to_move().other();
        let repeats = |mv: Move| {
            let next = position.play(VARIANT, mv).expect("an allowed move");
            seen.contains(&(next, next_mover))
        };
        // A repetition ends the game in a draw: the losing side takes one if
        // it can, and a winning move must not run into one (then every move
        // is valued with the repetitions counted).
        let best = match chosen {
            None => None,
            Some((mv, Value::Loss(_))) => Some(
                game.allowed_moves()
                    .into_iter()
                    .find(|&other| repeats(other))
                    .unwrap_or(mv)
                    .to_string(),
            ),
            Some((mv, Value::Win(_))) if repeats(mv) => best_of(&self.valued(&game)),
            Some((mv, _)) => Some(mv.to_string()),
        };
        to_js(&Analysis {
            value: chosen.map(|(_, value)| value),
            moves: Vec::new(),
            best,
            nodes: self.searcher.nodes - nodes_before,
        })
    }

    /// The first moves with their values, symmetric moves grouped, best
    /// first (the seed's first-move table).
    /// The value of every position of a text in the sample format (board,
    /// side, one per line; a value after them is ignored), written as the
    /// sample writes values (`win 13`, `loss 12`, `draw`): how the tests
    /// hold the browser player to the native solution.
    #[wasm_bindgen(js_name = valuesOfSample)]
    pub fn values_of_sample(&mut self, text: &str) -> Result<Vec<String>, JsError> {
        let sampled =
            parse_sample(VARIANT, text).map_err(|error| JsError::new(&error.to_string()))?;
        Ok(sampled
            .iter()
            .map(|entry| self.searcher.value(entry.position).to_string())
            .collect())
    }

    #[wasm_bindgen(js_name = firstMoves)]
    pub fn first_moves(&mut self) -> Result<JsValue, JsError> {
        to_js(&self.searcher.move_values(Position::EMPTY))
    }
}
