//! The position database for the board page's worker: game files packed
//! for the browser's storage (`packGames`), and `WebDb`, the database built
//! from the packed files kept there and asked at every position shown.
//! Answers are the engine's `DbReport`, timed here.

use super::clock;
use crate::board::Board;
use crate::db::{pack, DbBuilder, Filter, PositionDb, LISTED_GAMES};
use crate::notation::format_moves;
use crate::web::records::open_named;
use crate::web::{named, to_js};
use serde::Serialize;
use wasm_bindgen::prelude::*;

/// The games of files opened together, packed (`db::pack`) for keeping.
#[wasm_bindgen]
pub struct PackedFile {
    file: String,
    games: usize,
    errors: Vec<String>,
    bytes: Vec<u8>,
}

#[wasm_bindgen]
impl PackedFile {
    /// The name of the file the games come from.
    #[wasm_bindgen(getter)]
    pub fn file(&self) -> String {
        self.file.clone()
    }

    #[wasm_bindgen(getter)]
    pub fn games(&self) -> usize {
        self.games
    }

    /// One message a bad game (the other games are packed).
    #[wasm_bindgen(getter)]
    pub fn errors(&self) -> Vec<String> {
        self.errors.clone()
    }

    /// The packed games (a copy: take it once).
    #[wasm_bindgen(getter)]
    pub fn bytes(&self) -> Vec<u8> {
        self.bytes.clone()
    }
}

/// Packs the games of files chosen together (`names[i]` names `files[i]`,
/// as `WebRecords.open` takes them).
#[wasm_bindgen(js_name = packGames)]
pub fn pack_games(names: Vec<String>, files: Vec<js_sys::Uint8Array>) -> PackedFile {
    let opened = open_named(&names, &files);
    let file = opened
        .file
        .clone()
        .unwrap_or_else(|| names.first().cloned().unwrap_or_default());
    PackedFile {
        games: opened.games.len(),
        bytes: pack(&file, &opened.games),
        errors: opened.errors.iter().map(ToString::to_string).collect(),
        file,
    }
}

#[wasm_bindgen]
pub struct WebDb {
    db: PositionDb,
    load_seconds: f64,
}

/// A game of the database as the board page's address names it.
#[derive(Serialize)]
struct Address {
    size: u8,
    /// The start's board string; none for the standard start.
    board: Option<String>,
    moves: String,
}

#[wasm_bindgen]
impl WebDb {
    /// The database of the packed files (`packGames`' bytes), with mirror
    /// images and rotations counted together when `fold`.
    pub fn build(files: Vec<js_sys::Uint8Array>, fold: bool) -> Result<WebDb, JsError> {
        let started = clock();
        let mut builder = DbBuilder::new(fold);
        for (at, file) in files.iter().enumerate() {
            builder
                .add_packed(&file.to_vec())
                .map_err(|error| JsError::new(&format!("kept file {}: {error}", at + 1)))?;
        }
        Ok(WebDb {
            db: builder.build(),
            load_seconds: clock() - started,
        })
    }

    /// Adds the games of one more packed file, without building the others
    /// again: its name and the games added.
    pub fn extend(&mut self, file: &[u8]) -> Result<usize, JsError> {
        let started = clock();
        let empty = DbBuilder::new(self.db.fold()).build();
        let mut builder = std::mem::replace(&mut self.db, empty).into_builder();
        let added = builder.add_packed(file);
        self.db = builder.build();
        self.load_seconds += clock() - started;
        added
            .map(|(_, games)| games)
            .map_err(|error| JsError::new(&format!("kept file: {error}")))
    }

    /// What the games say about `board` (a board string), counting only
    /// the games of players whose names contain `player` and of
    /// tournaments whose names contain `tournament` (all if empty), with
    /// the first `listed` games (10 if not given).
    pub fn ask(
        &self,
        board: &str,
        player: &str,
        tournament: &str,
        listed: Option<usize>,
    ) -> Result<JsValue, JsError> {
        let started = clock();
        let board: Board = board.parse().map_err(named("board"))?;
        let filter = Filter { player, tournament };
        let mut report = self
            .db
            .report_filtered(&board, listed.unwrap_or(LISTED_GAMES), filter);
        report.seconds = clock() - started;
        report.load_seconds = self.load_seconds;
        to_js(&report)
    }

    /// Game `game` (its index, from 0) as the address names it.
    pub fn game(&self, game: usize) -> Result<JsValue, JsError> {
        let (start, moves) = self
            .db
            .game(game)
            .ok_or_else(|| JsError::new(&format!("game: {game} is not a game of the database")))?;
        let standard = start == Board::start(start.size());
        to_js(&Address {
            size: start.size().side(),
            board: (!standard).then(|| start.to_string()),
            moves: format_moves(&moves),
        })
    }

    #[wasm_bindgen(getter)]
    pub fn games(&self) -> usize {
        self.db.games()
    }

    #[wasm_bindgen(getter)]
    pub fn positions(&self) -> usize {
        self.db.positions()
    }

    /// Bytes of the database's tables.
    #[wasm_bindgen(getter)]
    pub fn bytes(&self) -> usize {
        self.db.bytes()
    }

    #[wasm_bindgen(getter, js_name = loadSeconds)]
    pub fn load_seconds(&self) -> f64 {
        self.load_seconds
    }
}
