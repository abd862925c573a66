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
    errors: Vec<String>,
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
        let errors = opened.errors.iter().map(ToString::to_string).collect();
        WebRecords {
            database: Database::opened(opened),
            errors,
        }
    }
}

#[wasm_bindgen]
impl WebRecords {
    /// Opens files chosen together: `names[i]` is the name of `files[i]`
    /// (a `.wtb` with its `.JOU`/`.TRN`, or a GGF, board-line or move file).
    pub fn open(names: Vec<String>, files: Vec<js_sys::Uint8Array>) -> WebRecords {
        open_named(&names, &files).into()
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

    /// The first thing wrong in the files (naming the game and move), if
    /// anything is.
    #[wasm_bindgen(getter)]
    pub fn error(&self) -> Option<String> {
        self.errors.first().cloned()
    }

    /// Everything wrong in the files, one message a bad game (the other
    /// games are read).
    #[wasm_bindgen(getter)]
    pub fn errors(&self) -> Vec<String> {
        self.errors.clone()
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
        self.database.record(number).ok_or_else(|| {
            JsError::new(&format!("game: {number} is not a game read from the file"))
        })
    }
}

/// `records::open_files` of the files JS hands over, `names[i]` naming `files[i]`.
pub(super) fn open_named(names: &[String], files: &[js_sys::Uint8Array]) -> Opened {
    let bytes: Vec<Vec<u8>> = files.iter().map(js_sys::Uint8Array::to_vec).collect();
    let pairs: Vec<(&str, &[u8])> = names
        .iter()
        .map(String::as_str)
        .zip(bytes.iter().map(Vec::as_slice))
        .collect();
    open_files(&pairs)
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
