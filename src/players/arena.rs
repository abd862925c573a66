//! Arenas: many games between two players from one seed, and the summaries
//! the seed drew (results, black's final disc counts, corners taken).
//!
//! Game `i` of a run draws all its randomness from its own generator seeded
//! from (run seed, i), so a run gives the same games however it is split
//! across threads or workers, and any game can be replayed on its own.
//! With opening lines (such as the XOT list), every game first plays one of
//! them, drawn from its generator's seed.
//! With `openings` K, every game starts with K uniformly random plies from
//! that generator: two deterministic players then meet in many positions.
//! With a time per move (native only) the players stop their midgame search
//! by the clock, so such a run does not replay identically.
//! A player that fails to answer (an external engine that dies, times out
//! or answers an illegal move) forfeits: it loses that game, which keeps
//! the reason, and the run goes on.

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
use std::sync::Arc;
use std::time::Duration;

/// What to play.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ArenaSetup {
    pub black: PlayerSpec,
    pub white: PlayerSpec,
    pub games: u32,
    pub seed: u64,
    pub size: Size,
    /// Random plies at the start of every game (after its opening line).
    pub openings: u32,
    /// Lines of moves from the start, one of which every game plays first
    /// (legal from the start of `size`; `None`: none).
    pub opening_lines: Option<Arc<Vec<Vec<Square>>>>,
    /// Wall-clock time each player's midgame search may take per move
    /// (`None`: each player's own depth and node limits).
    pub move_time: Option<Duration>,
    /// Empty squares from which the searchers (strong, classic) solve
    /// exactly (`None`: their own, `ENDGAME_EMPTIES`).
    pub exact_empties: Option<u32>,
}

impl ArenaSetup {
    /// A fresh pair of the run's players, black's first.
    fn players(&self) -> (Box<dyn Player + Send>, Box<dyn Player + Send>) {
        (
            self.black.build_with(None, self.exact_empties),
            self.white.build_with(None, self.exact_empties),
        )
    }
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
    /// The side that gave up the game and why (it loses whatever the
    /// discs say); left out when the game was played to its end.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub forfeit: Option<Forfeited>,
}

/// A game lost without being played to its end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Forfeited {
    pub side: Color,
    pub reason: String,
}

/// A forfeited game of a run, for the summary.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct ForfeitNote {
    /// The game's number in the run, from 1.
    pub game: u32,
    pub side: Color,
    pub player: String,
    pub reason: String,
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
    /// How many opening lines the games drew from (left out without).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub opening_lines: Option<usize>,
    /// Milliseconds of midgame search per move (left out when untimed).
    #[serde(skip_serializing_if = "Option::is_none")]
    pub move_time_ms: Option<u64>,
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
    /// The games a player gave up (left out when none was).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub forfeits: Vec<ForfeitNote>,
    pub records: Vec<GameRecord>,
}

/// Plays one game from the start of `size` with the generator of `seed`:
/// `openings` uniformly random plies (fewer if the game ends first), then
/// the players, each within `limits` for every move, until the game ends
/// or a player forfeits.
pub fn play_game(
    black: &mut dyn Player,
    white: &mut dyn Player,
    size: Size,
    seed: u64,
    openings: u32,
    limits: Limits,
) -> GameRecord {
    play_game_after(black, white, size, &[], seed, openings, limits)
}

/// `play_game` after the moves of `line`, legal from the start of `size`.
pub fn play_game_after(
    black: &mut dyn Player,
    white: &mut dyn Player,
    size: Size,
    line: &[Square],
    seed: u64,
    openings: u32,
    limits: Limits,
) -> GameRecord {
    black.new_game();
    white.new_game();
    let mut rng = seeded(seed);
    let mut board = Board::start(size);
    let mut moves: Vec<Square> = Vec::with_capacity(size.square_count());
    for &square in line {
        board = with_forced_pass(board)
            .play(square)
            .expect("an opening line legal from the start");
        moves.push(square);
    }
    for _ in 0..openings {
        board = with_forced_pass(board);
        let Some(square) = board.legal_moves().into_iter().choose(&mut rng) else {
            break;
        };
        board = board.play_unchecked(square);
        moves.push(square);
    }
    let mut forfeit = None;
    loop {
        board = with_forced_pass(board);
        let side = board.side_to_move();
        let player: &mut dyn Player = match side {
            Color::Black => &mut *black,
            Color::White => &mut *white,
        };
        let square = match player.try_choose(&board, &mut rng, limits) {
            Ok(Some(square)) => square,
            Ok(None) => break,
            Err(fault) => {
                forfeit = Some(Forfeited {
                    side,
                    reason: fault.to_string(),
                });
                break;
            }
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
        forfeit,
    }
}

/// The side that won a game: its forfeit's opponent, else by the discs.
fn winner(record: &GameRecord) -> Option<Color> {
    match &record.forfeit {
        Some(forfeit) => Some(forfeit.side.opponent()),
        None if record.black > record.white => Some(Color::Black),
        None if record.white > record.black => Some(Color::White),
        None => None,
    }
}

fn corner_squares(size: Size) -> crate::board::Bitboard {
    let last = size.side() - 1;
    [(0, 0), (last, 0), (0, last), (last, last)]
        .into_iter()
        .map(|(col, row)| Square::new(col, row))
        .collect()
}

/// Games `range` of a run, in order (in parallel natively, unless an
/// external engine plays: then one game at a time, so each side is one
/// process and a timed engine never waits for a core).
#[cfg(not(target_arch = "wasm32"))]
pub fn play_games(setup: &ArenaSetup, range: Range<u32>) -> Vec<GameRecord> {
    use rayon::prelude::*;
    if setup.black.is_external() || setup.white.is_external() {
        return play_in_turn(setup, range);
    }
    range
        .into_par_iter()
        .map_init(
            || setup.players(),
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
    let seed = stream_seed(setup.seed, u64::from(index));
    let line = match setup.opening_lines.as_deref() {
        Some(lines) if !lines.is_empty() => {
            lines[(stream_seed(seed, OPENING_LINE_STREAM) % lines.len() as u64) as usize].as_slice()
        }
        _ => &[],
    };
    play_game_after(
        black,
        white,
        setup.size,
        line,
        seed,
        setup.openings,
        Limits {
            time: setup.move_time,
            ..Limits::default()
        },
    )
}

/// Games `range` of a run, in order (one after the other in the browser,
/// where a worker runs a share of the games).
#[cfg(target_arch = "wasm32")]
pub fn play_games(setup: &ArenaSetup, range: Range<u32>) -> Vec<GameRecord> {
    play_in_turn(setup, range)
}

/// The stream of a game's seed that draws its opening line (its own
/// generator is the seed's, for the random plies and the players).
const OPENING_LINE_STREAM: u64 = 1;

/// Games `range` of a run one after the other, by one pair of players.
fn play_in_turn(setup: &ArenaSetup, range: Range<u32>) -> Vec<GameRecord> {
    let (mut black, mut white) = setup.players();
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
    let mut records = Vec::new();
    play_games_until(setup, range, progress, &|| false, &mut |_, record| {
        records.push(record)
    });
    records
}

/// Plays games `range` of a run, in order, until `stop` says so, asked
/// before each chunk of games (before each game when an external engine
/// plays), handing each game to `keep` with its index: the games played
/// until then, whole and in order from the first.
#[cfg(not(target_arch = "wasm32"))]
pub fn play_games_until(
    setup: &ArenaSetup,
    range: Range<u32>,
    progress: &mut dyn Progress,
    stop: &dyn Fn() -> bool,
    keep: &mut dyn FnMut(u32, GameRecord),
) {
    let total = u64::from(range.end.saturating_sub(range.start));
    progress.update(0, total);
    let chunk = match setup.black.is_external() || setup.white.is_external() {
        true => 1,
        false => CHUNK,
    };
    let mut start = range.start;
    while start < range.end && !stop() {
        let end = range.end.min(start.saturating_add(chunk));
        for (index, record) in (start..end).zip(play_games(setup, start..end)) {
            keep(index, record);
        }
        progress.update(u64::from(end - range.start), total);
        start = end;
    }
}

/// Games `range` of a run, in order, reporting after every game: in the
/// browser one game of strong players takes many seconds.
#[cfg(target_arch = "wasm32")]
pub fn play_games_reporting(
    setup: &ArenaSetup,
    range: Range<u32>,
    progress: &mut dyn Progress,
) -> Vec<GameRecord> {
    let mut records = Vec::new();
    play_each(setup, range, progress, |_, record| records.push(record));
    records
}

/// Plays games `range` of a run one after another, handing each to
/// `keep` with its index and reporting the games done after every game.
fn play_each(
    setup: &ArenaSetup,
    range: Range<u32>,
    progress: &mut dyn Progress,
    mut keep: impl FnMut(u32, GameRecord),
) {
    let total = u64::from(range.end.saturating_sub(range.start));
    let (mut black, mut white) = setup.players();
    progress.update(0, total);
    for index in range.clone() {
        keep(
            index,
            game_of_run(setup, black.as_mut(), white.as_mut(), index),
        );
        progress.update(u64::from(index + 1 - range.start), total);
    }
}

/// The tally of games `range` of a run, played one after another without
/// keeping them: what a page's worker plays (a game is replayed from the
/// seed by `replay_game` when it is wanted), so memory stays flat however
/// many games a run has.
pub fn tally_games(setup: &ArenaSetup, range: Range<u32>, progress: &mut dyn Progress) -> Tally {
    let mut tally = Tally::new(setup.size);
    play_each(setup, range, progress, |index, record| {
        tally.add(index, &record)
    });
    tally
}

/// Game `index` of the run `setup`, played again from the run's seed.
pub fn replay_game(setup: &ArenaSetup, index: u32) -> GameRecord {
    let (mut black, mut white) = setup.players();
    game_of_run(setup, black.as_mut(), white.as_mut(), index)
}

/// Plays the whole run and summarizes it.
pub fn run_arena(setup: &ArenaSetup, progress: &mut dyn Progress) -> ArenaSummary {
    summarize(setup, play_games_reporting(setup, 0..setup.games, progress))
}

/// Plays the run until `stop` says so (asked between games: see
/// `play_games_until`) and summarizes the games played: a run that must
/// stop still reports what it played. The games are tallied as they end;
/// their records are kept only with `keep_records`, so a run without them
/// takes the same memory for ten games or ten million.
#[cfg(not(target_arch = "wasm32"))]
pub fn run_arena_until(
    setup: &ArenaSetup,
    progress: &mut dyn Progress,
    stop: &dyn Fn() -> bool,
    keep_records: bool,
) -> ArenaSummary {
    let mut tally = Tally::new(setup.size);
    let mut forfeits = Vec::new();
    let mut records = Vec::new();
    play_games_until(
        setup,
        0..setup.games,
        progress,
        stop,
        &mut |index, record| {
            tally.add(index, &record);
            forfeits.extend(forfeit_note(setup, index, &record));
            if keep_records {
                records.push(record);
            }
        },
    );
    ArenaSummary {
        forfeits,
        ..tally.summary(setup, records)
    }
}

/// The counts a run's summary is made of, gathered game by game: a page's
/// workers each tally a share of the games, and the shares are merged.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Tally {
    pub games: u64,
    pub black_wins: u64,
    pub white_wins: u64,
    /// `black_discs[k]`: games black ended with k discs.
    pub black_discs: Vec<u64>,
    /// `corners[b][w]`: games black took b corners and white took w.
    pub corners: [[u64; 5]; 5],
    /// `first_games[k]`: the first game (from 0) black ended with k discs.
    pub first_games: Vec<Option<u32>>,
}

/// A tally no share of a run on the board can have (tallies read back from
/// outside, a page's workers, are checked before any sum is taken).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ImpossibleTally {
    #[error("tally {index}: {what}, not one per disc count of a {size} board")]
    Shape {
        index: usize,
        what: &'static str,
        size: Size,
    },
    #[error("tally {index}: its {what} do not add up to its {games} games")]
    Counts {
        index: usize,
        what: &'static str,
        games: u64,
    },
    #[error("tally {index}: its first games do not match its disc counts")]
    FirstGames { index: usize },
    #[error("the tallies add up to more games than a run has")]
    TooMany,
}

impl Tally {
    /// No game yet on a `size` board.
    pub fn new(size: Size) -> Tally {
        Tally {
            games: 0,
            black_wins: 0,
            white_wins: 0,
            black_discs: vec![0; size.square_count() + 1],
            corners: [[0; 5]; 5],
            first_games: vec![None; size.square_count() + 1],
        }
    }

    /// Counts game `index`, a game of this tally's board.
    pub fn add(&mut self, index: u32, record: &GameRecord) {
        self.games += 1;
        let winner = winner(record);
        self.black_wins += u64::from(winner == Some(Color::Black));
        self.white_wins += u64::from(winner == Some(Color::White));
        let discs = record.black as usize;
        self.black_discs[discs] += 1;
        self.first_games[discs] =
            Some(self.first_games[discs].map_or(index, |first| first.min(index)));
        self.corners[record.black_corners as usize][record.white_corners as usize] += 1;
    }

    /// `Ok` when this tally (number `index` of those read) could be a share
    /// of a run on a `size` board: one count per disc count, counts that
    /// add up to its games, first games where games are.
    pub fn check(&self, index: usize, size: Size) -> Result<(), ImpossibleTally> {
        let counts = size.square_count() + 1;
        for (what, len) in [
            ("black discs", self.black_discs.len()),
            ("first games", self.first_games.len()),
        ] {
            if len != counts {
                return Err(ImpossibleTally::Shape { index, what, size });
            }
        }
        fn sum<'a>(mut values: impl Iterator<Item = &'a u64>) -> Option<u64> {
            values.try_fold(0u64, |sum, &value| sum.checked_add(value))
        }
        let games = self.games;
        let adds_up = |what, total: Option<u64>, equal: bool| match total {
            Some(total) if total == games || (!equal && total <= games) => Ok(()),
            _ => Err(ImpossibleTally::Counts { index, what, games }),
        };
        adds_up("black discs", sum(self.black_discs.iter()), true)?;
        adds_up("corners", sum(self.corners.iter().flatten()), true)?;
        adds_up("wins", self.black_wins.checked_add(self.white_wins), false)?;
        if self
            .black_discs
            .iter()
            .zip(&self.first_games)
            .any(|(&count, first)| (count > 0) != first.is_some())
        {
            return Err(ImpossibleTally::FirstGames { index });
        }
        Ok(())
    }

    /// The tally of this run's games and `other`'s (both checked); `TooMany`
    /// when a count would overflow.
    pub fn merge(mut self, other: &Tally) -> Result<Tally, ImpossibleTally> {
        let add = |a: &mut u64, b: u64| -> Result<(), ImpossibleTally> {
            *a = a.checked_add(b).ok_or(ImpossibleTally::TooMany)?;
            Ok(())
        };
        add(&mut self.games, other.games)?;
        add(&mut self.black_wins, other.black_wins)?;
        add(&mut self.white_wins, other.white_wins)?;
        for (count, &more) in self.black_discs.iter_mut().zip(&other.black_discs) {
            add(count, more)?;
        }
        for (row, more) in self.corners.iter_mut().zip(&other.corners) {
            for (count, &more) in row.iter_mut().zip(more) {
                add(count, more)?;
            }
        }
        for (first, &other) in self.first_games.iter_mut().zip(&other.first_games) {
            *first = match (*first, other) {
                (Some(a), Some(b)) => Some(a.min(b)),
                (a, b) => a.or(b),
            };
        }
        Ok(self)
    }

    /// The run's summary from its tally; `records` as given (maybe none).
    pub fn summary(self, setup: &ArenaSetup, records: Vec<GameRecord>) -> ArenaSummary {
        ArenaSummary {
            black: setup.black.to_string(),
            white: setup.white.to_string(),
            seed: setup.seed,
            size: setup.size.side(),
            openings: setup.openings,
            opening_lines: setup.opening_lines.as_ref().map(|lines| lines.len()),
            move_time_ms: setup.move_time.map(|time| time.as_millis() as u64),
            games: self.games,
            black_wins: self.black_wins,
            white_wins: self.white_wins,
            draws: self.games - self.black_wins - self.white_wins,
            black_win_rate: Proportion::wilson(self.black_wins, self.games),
            white_win_rate: Proportion::wilson(self.white_wins, self.games),
            black_discs: self.black_discs,
            corners: self.corners,
            forfeits: Vec::new(),
            records,
        }
    }
}

/// The summary of a run's games (in game order).
pub fn summarize(setup: &ArenaSetup, records: Vec<GameRecord>) -> ArenaSummary {
    let mut tally = Tally::new(setup.size);
    for (index, record) in records.iter().enumerate() {
        tally.add(index as u32, record);
    }
    let forfeits = records
        .iter()
        .enumerate()
        .filter_map(|(index, record)| forfeit_note(setup, index as u32, record))
        .collect();
    ArenaSummary {
        forfeits,
        ..tally.summary(setup, records)
    }
}

/// The summary's note of game `index` (from 0) when a player forfeited it.
fn forfeit_note(setup: &ArenaSetup, index: u32, record: &GameRecord) -> Option<ForfeitNote> {
    let forfeit = record.forfeit.as_ref()?;
    let player = match forfeit.side {
        Color::Black => &setup.black,
        Color::White => &setup.white,
    };
    Some(ForfeitNote {
        game: index + 1,
        side: forfeit.side,
        player: player.to_string(),
        reason: forfeit.reason.clone(),
    })
}

fn is_zero(count: &u32) -> bool {
    *count == 0
}
