//! `WebRecords`: game record files opened on the page (picked, dropped or
//! pasted), kept in wasm as a `Database` so the list filters while the user
//! types; and the GGF of the game the page shows, for Save.

use super::game::read_error;
use super::{named, to_js};
use crate::board::Size;
use crate::notation::read_game;
use crate::records::{ggf, open_files, read_text, Database, Opened, Record};
use serde::Serialize;
use wasm_bindgen::prelude::*;

#[wasm_bindgen]
pub struct WebRecords {
    database: Database,
    error: Option<String>,
}

/// A game of the file as the board page's address names it.
#[derive(Serialize)]
struct Address {
    size: u8,
    /// The start's board string; none for the standard start.
    board: Option<String>,
    moves: String,
    black: Option<String>,
    white: Option<String>,
}

impl From<Opened> for WebRecords {
    fn from(opened: Opened) -> WebRecords {
        WebRecords {
            database: Database::new(opened.games),
            error: opened.error.map(|error| error.to_string()),
        }
    }
}

#[wasm_bindgen]
impl WebRecords {
    /// Opens files chosen together: `names[i]` is the name of `files[i]`
    /// (a `.wtb` with its `.JOU`/`.TRN`, or a GGF, board-line or move file).
    pub fn open(names: Vec<String>, files: Vec<js_sys::Uint8Array>) -> WebRecords {
        let bytes: Vec<Vec<u8>> = files.iter().map(js_sys::Uint8Array::to_vec).collect();
        let pairs: Vec<(&str, &[u8])> = names
            .iter()
            .map(String::as_str)
            .zip(bytes.iter().map(Vec::as_slice))
            .collect();
        open_files(&pairs).into()
    }

    /// Opens pasted text: GGF, board lines or a move string.
    pub fn read(text: &str) -> WebRecords {
        read_text(text).into()
    }

    /// The number of games read.
    #[wasm_bindgen(getter)]
    pub fn count(&self) -> usize {
        self.database.len()
    }

    /// What stopped the reading (naming the game and move), if anything did.
    #[wasm_bindgen(getter)]
    pub fn error(&self) -> Option<String> {
        self.error.clone()
    }

    /// `{ total, matching, rows }`: the games whose players' names contain
    /// `name` and whose moves start with `opening` (a move string), `limit`
    /// rows from the `offset`-th; rows `{ game, black, white, tournament,
    /// year, score, moves }`.
    pub fn filter(
        &self,
        name: &str,
        opening: &str,
        offset: usize,
        limit: usize,
    ) -> Result<JsValue, JsError> {
        let opening = Database::opening(opening).map_err(named("opening"))?;
        to_js(&self.database.filter(name, &opening, offset, limit))
    }

    /// Game `number` (from 1) as the address names it: `{ size, board, moves, black, white }`.
    pub fn game(&self, number: usize) -> Result<JsValue, JsError> {
        let record = self.record(number)?;
        to_js(&Address {
            size: record.size().side(),
            board: record.start_string(),
            moves: record.move_string(),
            black: record.black.clone(),
            white: record.white.clone(),
        })
    }

    /// Game `number` (from 1) as GGF, with all the file says of it.
    pub fn ggf(&self, number: usize) -> Result<String, JsError> {
        Ok(ggf::write(self.record(number)?))
    }

    fn record(&self, number: usize) -> Result<&Record, JsError> {
        let count = self.database.len();
        self.database.record(number).ok_or_else(|| {
            JsError::new(&format!(
                "game: {number} is not a game of the file (1 to {count})"
            ))
        })
    }
}

/// The GGF record of a game given as the address gives it, with the
/// players' names when known and the result when the game is over.
#[wasm_bindgen(js_name = gameGgf)]
pub fn game_ggf(
    size: Option<String>,
    board: Option<String>,
    moves: &str,
    black: Option<String>,
    white: Option<String>,
) -> Result<String, JsError> {
    let size = size
        .as_deref()
        .map(str::parse::<Size>)
        .transpose()
        .map_err(named("size"))?;
    let game = read_game(size, board.as_deref(), moves)
        .whole()
        .map_err(|error| JsError::new(&read_error(error)))?;
    let mut record = Record::from_game(&game);
    record.black = black;
    record.white = white;
    Ok(ggf::write(&record))
}
