//! Arenas: many games between two players from one seed, and the summaries
//! the seed drew (results, black's final disc counts, corners taken).
//!
//! Game `i` of a run draws all its randomness from its own generator seeded
//! from (run seed, i), so a run gives the same games however it is split
//! across threads or workers, and any game can be replayed on its own.
//! With `openings` K, every game starts with K uniformly random plies from
//! that generator: two deterministic players then meet in many positions.

use super::stats::Proportion;
use super::{Limits, Player, PlayerSpec};
use crate::board::random::{seeded, stream_seed};
use crate::board::{Board, Color, Size, Square};
use crate::game::with_forced_pass;
use crate::notation::format_moves;
use crate::progress::Progress;
use rand::seq::IteratorRandom;
use serde::{Deserialize, Serialize};
use std::ops::Range;

/// What to play.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ArenaSetup {
    pub black: PlayerSpec,
    pub white: PlayerSpec,
    pub games: u32,
    pub seed: u64,
    pub size: Size,
    /// Random plies at the start of every game.
    pub openings: u32,
}

/// Seed 003's result for three-ply (black) against random over 5000
/// games: black wins, white wins, draws.
pub const SEED_003_RESULT: [u64; 3] = [3391, 1480, 129];

/// One finished game (it reads back from JSON: a web page collects the
/// records of several workers and has them summarized).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameRecord {
    /// The move string (passes implied), enough to replay the game.
    pub moves: String,
    /// Final disc counts.
    pub black: u32,
    pub white: u32,
    /// Corners held at the end, i.e. taken during the game (a corner
    /// disc can never be flipped).
    pub black_corners: u32,
    pub white_corners: u32,
}

/// The results of a run.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct ArenaSummary {
    pub black: String,
    pub white: String,
    pub seed: u64,
    pub size: u8,
    /// Random plies at the start of every game (left out when 0).
    #[serde(skip_serializing_if = "is_zero")]
    pub openings: u32,
    pub games: u64,
    pub black_wins: u64,
    pub white_wins: u64,
    pub draws: u64,
    /// Black's share of wins, with its 95% Wilson interval.
    pub black_win_rate: Proportion,
    pub white_win_rate: Proportion,
    /// `black_discs[k]`: games black ended with k discs.
    pub black_discs: Vec<u64>,
    /// `corners[b][w]`: games black took b corners and white took w.
    pub corners: [[u64; 5]; 5],
    pub records: Vec<GameRecord>,
}

/// Plays one game from the start of `size` with the generator of `seed`:
/// `openings` uniformly random plies (fewer if the game ends first), then
/// the players.
pub fn play_game(
    black: &mut dyn Player,
    white: &mut dyn Player,
    size: Size,
    seed: u64,
    openings: u32,
) -> GameRecord {
    black.new_game();
    white.new_game();
    let mut rng = seeded(seed);
    let mut board = Board::start(size);
    let mut moves: Vec<Square> = Vec::with_capacity(size.square_count());
    for _ in 0..openings {
        board = with_forced_pass(board);
        let Some(square) = board.legal_moves().into_iter().choose(&mut rng) else {
            break;
        };
        board = board.play_unchecked(square);
        moves.push(square);
    }
    loop {
        board = with_forced_pass(board);
        let player: &mut dyn Player = match board.side_to_move() {
            Color::Black => black,
            Color::White => white,
        };
        let Some(square) = player.choose(&board, &mut rng, Limits::default()) else {
            break;
        };
        board = board.play(square).expect("a player chose an illegal move");
        moves.push(square);
    }
    let corners = corner_squares(size);
    GameRecord {
        moves: format_moves(&moves),
        black: board.count(Color::Black),
        white: board.count(Color::White),
        black_corners: (board.discs(Color::Black) & corners).count(),
        white_corners: (board.discs(Color::White) & corners).count(),
    }
}

fn corner_squares(size: Size) -> crate::board::Bitboard {
    let last = size.side() - 1;
    [(0, 0), (last, 0), (0, last), (last, last)]
        .into_iter()
        .map(|(col, row)| Square::new(col, row))
        .collect()
}

/// Games `range` of a run, in order (in parallel natively).
#[cfg(not(target_arch = "wasm32"))]
pub fn play_games(setup: &ArenaSetup, range: Range<u32>) -> Vec<GameRecord> {
    use rayon::prelude::*;
    range
        .into_par_iter()
        .map_init(
            || (setup.black.build(), setup.white.build()),
            |(black, white), index| game_of_run(setup, black.as_mut(), white.as_mut(), index),
        )
        .collect()
}

/// Game `index` of the run `setup`: its seed is the run's stream `index`,
/// so a game is the same whichever worker or thread plays it.
fn game_of_run(
    setup: &ArenaSetup,
    black: &mut dyn Player,
    white: &mut dyn Player,
    index: u32,
) -> GameRecord {
    play_game(
        black,
        white,
        setup.size,
        stream_seed(setup.seed, u64::from(index)),
        setup.openings,
    )
}

/// Games `range` of a run, in order (one after the other in the browser,
/// where a worker runs a share of the games).
#[cfg(target_arch = "wasm32")]
pub fn play_games(setup: &ArenaSetup, range: Range<u32>) -> Vec<GameRecord> {
    let (mut black, mut white) = (setup.black.build(), setup.white.build());
    range
        .map(|index| game_of_run(setup, black.as_mut(), white.as_mut(), index))
        .collect()
}

/// Games per progress report natively: small enough to report often,
/// large enough to keep both cores busy between reports.
#[cfg(not(target_arch = "wasm32"))]
const CHUNK: u32 = 64;

/// Games `range` of a run, in order, reporting the games done (counted from
/// `range.start`) after every chunk of games.
#[cfg(not(target_arch = "wasm32"))]
pub fn play_games_reporting(
    setup: &ArenaSetup,
    range: Range<u32>,
    progress: &mut dyn Progress,
) -> Vec<GameRecord> {
    let total = u64::from(range.end.saturating_sub(range.start));
    let mut records = Vec::with_capacity(total as usize);
    progress.update(0, total);
    let mut start = range.start;
    while start < range.end {
        let end = range.end.min(start.saturating_add(CHUNK));
        records.extend(play_games(setup, start..end));
        progress.update(u64::from(end - range.start), total);
        start = end;
    }
    records
}

/// Games `range` of a run, in order, reporting after every game: in the
/// browser one game of strong players takes many seconds.
#[cfg(target_arch = "wasm32")]
pub fn play_games_reporting(
    setup: &ArenaSetup,
    range: Range<u32>,
    progress: &mut dyn Progress,
) -> Vec<GameRecord> {
    let total = u64::from(range.end.saturating_sub(range.start));
    let (mut black, mut white) = (setup.black.build(), setup.white.build());
    progress.update(0, total);
    range
        .clone()
        .map(|index| {
            let record = game_of_run(setup, black.as_mut(), white.as_mut(), index);
            progress.update(u64::from(index + 1 - range.start), total);
            record
        })
        .collect()
}

/// Plays the whole run and summarizes it.
pub fn run_arena(setup: &ArenaSetup, progress: &mut dyn Progress) -> ArenaSummary {
    summarize(setup, play_games_reporting(setup, 0..setup.games, progress))
}

/// A record no game on the run's board can end with: records read back
/// from outside (a page's workers) are checked before they are summarized.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
#[error("record {index} has more discs or corners than a {size} board holds")]
pub struct ImpossibleRecord {
    pub index: usize,
    pub size: Size,
}

/// The first of `records` that no game on a `size` board ends with, if any.
pub fn check_records(size: Size, records: &[GameRecord]) -> Result<(), ImpossibleRecord> {
    let squares = size.square_count() as u32;
    match records.iter().position(|record| {
        record.black + record.white > squares || record.black_corners.max(record.white_corners) > 4
    }) {
        Some(index) => Err(ImpossibleRecord { index, size }),
        None => Ok(()),
    }
}

/// The summary of a run's games (in game order).
pub fn summarize(setup: &ArenaSetup, records: Vec<GameRecord>) -> ArenaSummary {
    let games = records.len() as u64;
    let black_wins = records.iter().filter(|r| r.black > r.white).count() as u64;
    let white_wins = records.iter().filter(|r| r.white > r.black).count() as u64;
    let mut black_discs = vec![0u64; setup.size.square_count() + 1];
    let mut corners = [[0u64; 5]; 5];
    for record in &records {
        black_discs[record.black as usize] += 1;
        corners[record.black_corners as usize][record.white_corners as usize] += 1;
    }
    ArenaSummary {
        black: setup.black.to_string(),
        white: setup.white.to_string(),
        seed: setup.seed,
        size: setup.size.side(),
        openings: setup.openings,
        games,
        black_wins,
        white_wins,
        draws: games - black_wins - white_wins,
        black_win_rate: Proportion::wilson(black_wins, games),
        white_win_rate: Proportion::wilson(white_wins, games),
        black_discs,
        corners,
        records,
    }
}

fn is_zero(count: &u32) -> bool {
    *count == 0
}
