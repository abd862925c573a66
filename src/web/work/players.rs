//! The players for the page's worker: a move from a player named as on the
//! command line (`random`, `three-ply`, `strong`, `strong:N`), and arena runs split into
//! shares of games that each worker tallies without keeping the games,
//! summarized by the engine; any game of a run is replayed from its seed.

use crate::board::random::{seeded, stream_seed};
use crate::board::{Board, Size, Square};
use crate::game::with_forced_pass;
use crate::openings::book::GamesBook;
use crate::players::arena::{replay_game, tally_games, ArenaSetup, ArenaSummary, Tally};
use crate::players::{Limits, Player, PlayerSpec, ENDGAME_EMPTIES};
use crate::web::players::{parse_spec, read_seed};
use crate::web::{named, to_js};
use serde::Serialize;
use wasm_bindgen::prelude::*;

fn parse_seed(text: &str) -> Result<u64, JsError> {
    read_seed(text).map_err(named("seed"))
}

/// The most games one run may ask for: enough for any experiment, few
/// enough to play in a few minutes (the games are tallied, not kept).
const MAX_GAMES: u32 = 1_000_000;

/// The most random opening plies, as the CLI's `--openings` allows (an
/// 8x8 game has at most 60 plies; a game that ends first just ends).
const MAX_OPENINGS: u32 = 60;

fn parse_board(text: &str) -> Result<Board, JsError> {
    text.parse().map_err(named("board"))
}

/// The 8x8 opening book, read once per worker and shared by its players,
/// hints and reviewer.
#[wasm_bindgen]
pub struct WebBook(std::sync::Arc<GamesBook>);

#[wasm_bindgen]
impl WebBook {
    /// The book from its file's bytes (`GamesBook::to_bytes`); throws with
    /// what is wrong with them.
    #[wasm_bindgen(constructor)]
    pub fn new(bytes: &[u8]) -> Result<WebBook, JsError> {
        let book = GamesBook::from_bytes(bytes).map_err(named("opening book"))?;
        Ok(WebBook(std::sync::Arc::new(book)))
    }
}

// For the crate only: kept out of the block wasm-bindgen exports.
impl WebBook {
    /// The book itself, for another engine object of the worker.
    pub(crate) fn shared(&self) -> std::sync::Arc<GamesBook> {
        std::sync::Arc::clone(&self.0)
    }
}

/// A player that keeps its search tables between the moves of a game.
#[wasm_bindgen]
pub struct WebPlayer {
    spec: PlayerSpec,
    player: Box<dyn Player + Send>,
}

#[wasm_bindgen]
impl WebPlayer {
    /// The player named `spec`; throws with a message naming a bad name.
    #[wasm_bindgen(constructor)]
    pub fn new(spec: &str) -> Result<WebPlayer, JsError> {
        let spec = parse_spec(spec)?;
        let player = spec.build();
        Ok(WebPlayer { spec, player })
    }

    /// The player named `spec`, the strong one opening from `book`: built
    /// once, with its tables, so the worker's memory holds one player's
    /// tables, not two.
    #[wasm_bindgen(js_name = withBook)]
    pub fn with_book(spec: &str, book: &WebBook) -> Result<WebPlayer, JsError> {
        let spec = parse_spec(spec)?;
        let player = spec.build_with(Some(book.0.clone()), None);
        Ok(WebPlayer { spec, player })
    }

    /// The player's name in canonical form (`strong:4`).
    #[wasm_bindgen(getter)]
    pub fn name(&self) -> String {
        self.spec.to_string()
    }

    /// The move for `board` (a board string; a forced pass is made first),
    /// or undefined when the game is over. Its randomness comes from the
    /// game's `seed` and the `ply` the move is for, as an arena game's does,
    /// so one seed gives one game against a given sequence of user moves.
    /// `best_so_far(square, depth)`, if given, hears the move the player
    /// would play after each finished iteration of its search.
    pub fn choose(
        &mut self,
        board: &str,
        seed: &str,
        ply: u32,
        best_so_far: Option<js_sys::Function>,
    ) -> Result<Option<String>, JsError> {
        let board = with_forced_pass(parse_board(board)?);
        let mut rng = seeded(stream_seed(parse_seed(seed)?, u64::from(ply)));
        let mut report = |square: Square, depth: u32| {
            if let Some(callback) = &best_so_far {
                // A throwing callback must not stop the search; its error is dropped.
                let _ = callback.call2(
                    &JsValue::NULL,
                    &JsValue::from(square.to_string()),
                    &JsValue::from(depth),
                );
            }
        };
        Ok(self
            .player
            .choose_reporting(&board, &mut rng, Limits::default(), &mut report)
            .map(|square| square.to_string()))
    }

    /// Forgets the search tables (a new game, or one taken back).
    #[wasm_bindgen(js_name = newGame)]
    pub fn new_game(&mut self) {
        self.player.new_game();
    }
}

fn arena_setup(
    black: &str,
    white: &str,
    games: u32,
    seed: &str,
    size: &str,
    openings: u32,
) -> Result<ArenaSetup, JsError> {
    if !(1..=MAX_GAMES).contains(&games) {
        return Err(JsError::new(&format!(
            "{games} games: choose from 1 to {MAX_GAMES}"
        )));
    }
    if openings > MAX_OPENINGS {
        return Err(JsError::new(&format!(
            "openings: {openings} random plies is too many (choose from 0 to {MAX_OPENINGS})"
        )));
    }
    Ok(ArenaSetup {
        black: parse_spec(black)?,
        white: parse_spec(white)?,
        games,
        seed: parse_seed(seed)?,
        size: size.parse::<Size>().map_err(named("size"))?,
        openings,
        opening_lines: None,
        move_time: None,
        exact_empties: None,
    })
}

/// The tally of games `start..end` of the run of `games` games between
/// `black` and `white` from `seed` on a `size` board, each starting with
/// `openings` random plies (the games are not kept). `progress(done, total)` hears the games of this share done. A
/// share's games are the same whatever the split, so workers can share a run.
#[wasm_bindgen(js_name = arenaTally)]
#[allow(clippy::too_many_arguments)]
pub fn arena_tally(
    black: &str,
    white: &str,
    games: u32,
    seed: &str,
    size: &str,
    openings: u32,
    start: u32,
    end: u32,
    progress: &js_sys::Function,
) -> Result<JsValue, JsError> {
    let setup = arena_setup(black, white, games, seed, size, openings)?;
    check_share(start, end, games)?;
    let mut report = |done: u64, total: u64| {
        // A throwing callback must not stop the run; its error is dropped.
        let _ = progress.call2(
            &JsValue::NULL,
            &JsValue::from(done as f64),
            &JsValue::from(total as f64),
        );
    };
    to_js(&tally_games(&setup, start..end, &mut report))
}

fn check_share(start: u32, end: u32, games: u32) -> Result<(), JsError> {
    if start > end || end > games {
        return Err(JsError::new(&format!(
            "games {start}..{end} are not a share of a run of {games}"
        )));
    }
    Ok(())
}

/// Game `index` (from 0) of the run of `games` games between `black` and
/// `white` from `seed` on a `size` board with `openings` random plies,
/// played again from the seed: its record (moves, final discs, corners).
#[wasm_bindgen(js_name = arenaGame)]
pub fn arena_game(
    black: &str,
    white: &str,
    games: u32,
    seed: &str,
    size: &str,
    openings: u32,
    index: u32,
) -> Result<JsValue, JsError> {
    let setup = arena_setup(black, white, games, seed, size, openings)?;
    if index >= games {
        return Err(JsError::new(&format!(
            "game {index} is not one of a run of {games} (0 to {})",
            games - 1
        )));
    }
    to_js(&replay_game(&setup, index))
}

/// The summary of a whole run (`openings` random plies a game) from the
/// tallies of its shares: wins, win
/// rates with 95% intervals, black's final disc counts and the corner table
/// (its `records` empty: a game is replayed on demand), and `first_games`,
/// the first game black ended with each disc count. Every tally is checked
/// before anything is added up.
#[wasm_bindgen(js_name = arenaSummary)]
pub fn arena_summary(
    black: &str,
    white: &str,
    seed: &str,
    size: &str,
    openings: u32,
    tallies: JsValue,
) -> Result<JsValue, JsError> {
    let tallies: Vec<Tally> = serde_wasm_bindgen::from_value(tallies).map_err(named("tallies"))?;
    let size_read = size.parse::<Size>().map_err(named("size"))?;
    for (index, tally) in tallies.iter().enumerate() {
        tally.check(index, size_read)?;
    }
    let total = tallies
        .iter()
        .try_fold(Tally::new(size_read), |sum, tally| sum.merge(tally))?;
    let games = u32::try_from(total.games).unwrap_or(u32::MAX);
    let setup = arena_setup(black, white, games, seed, size, openings)?;
    let first_games = total.first_games.clone();
    to_js(&WebSummary {
        summary: total.summary(&setup, Vec::new()),
        first_games,
    })
}

/// A run's summary for the page, with the first game of each disc count
/// (a bar of the histogram opens it).
#[derive(Serialize)]
struct WebSummary {
    #[serde(flatten)]
    summary: ArenaSummary,
    first_games: Vec<Option<u32>>,
}

/// The number of empty squares from which the strong player solves exactly.
#[wasm_bindgen(js_name = strongEndgameEmpties)]
pub fn strong_endgame_empties() -> u32 {
    ENDGAME_EMPTIES
}
