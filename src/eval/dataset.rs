//! Labelled positions for fitting and measuring the evaluation, taken from
//! games people and programs played (any file `records` opens) and from
//! games of uniformly random moves.
//!
//! A game is labelled by the exact solver from the first position with at
//! most `exact_empties` empty squares to the end: that position is solved
//! once, and each later position of the game then costs little, the
//! solver's table already knowing most of its tree. The positions before
//! take the value of that first exact position (for each one's side to
//! move): the game's outcome under perfect play from there, which a
//! player's later mistakes do not blur. They are marked not exact.

use crate::board::random::{seeded, stream_seed, Rng};
use crate::board::{Bitboard, Board, Color, Scoring, Size};
use crate::game::{with_forced_pass, Game};
use crate::progress::Progress;
use crate::records::Record;
use crate::solve::Solver;
use rand::seq::{IteratorRandom, SliceRandom};
use serde::Serialize;
use std::ops::RangeInclusive;

/// One position with its label, for the side to move.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Sample {
    pub player: u64,
    pub opponent: u64,
    /// Expected final margin for the side to move, in discs (`wof`).
    pub target: f32,
    pub exact: bool,
}

impl Sample {
    pub fn empties(&self, size: Size) -> u32 {
        (size.mask().0 & !(self.player | self.opponent)).count_ones()
    }
}

const MAGIC: &[u8; 4] = b"BLSM";
const VERSION: u8 = 1;
/// Mover's and opponent's discs, the label (signed discs) and the flags.
const RECORD: usize = 18;

/// Why bytes are not a samples file.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SamplesError {
    #[error("the samples file does not start with BLSM version {VERSION}")]
    Header,
    #[error("the samples file ends inside sample {0}")]
    Truncated(usize),
    #[error("sample {0} has discs of both sides on one square")]
    Overlap(usize),
}

/// The samples as a file: the header, then per sample the mover's and the
/// opponent's discs (little-endian u64), the label (i8) and 1 if exact.
pub fn write_samples(samples: &[Sample]) -> Vec<u8> {
    let mut bytes = Vec::with_capacity(8 + RECORD * samples.len());
    bytes.extend_from_slice(MAGIC);
    bytes.extend_from_slice(&[VERSION, 0, 0, 0]);
    for sample in samples {
        bytes.extend_from_slice(&sample.player.to_le_bytes());
        bytes.extend_from_slice(&sample.opponent.to_le_bytes());
        bytes.push(sample.target.round().clamp(-64.0, 64.0) as i8 as u8);
        bytes.push(u8::from(sample.exact));
    }
    bytes
}

pub fn read_samples(bytes: &[u8]) -> Result<Vec<Sample>, SamplesError> {
    if bytes.len() < 8 || &bytes[..4] != MAGIC || bytes[4] != VERSION {
        return Err(SamplesError::Header);
    }
    let body = &bytes[8..];
    if !body.len().is_multiple_of(RECORD) {
        return Err(SamplesError::Truncated(body.len() / RECORD + 1));
    }
    body.chunks_exact(RECORD)
        .enumerate()
        .map(|(number, record)| {
            let word = |at: usize| u64::from_le_bytes(record[at..at + 8].try_into().unwrap());
            let (player, opponent) = (word(0), word(8));
            if player & opponent != 0 {
                return Err(SamplesError::Overlap(number + 1));
            }
            Ok(Sample {
                player,
                opponent,
                target: f32::from(record[16] as i8),
                exact: record[17] == 1,
            })
        })
        .collect()
}

/// The positions of a game where someone had to move, forced passes made.
pub fn positions(game: &Game) -> Vec<Board> {
    game.positions()
        .into_iter()
        .filter(|board| !board.is_game_over())
        .collect()
}

/// Labels the positions of one game (see the module's note). A game that
/// stops before reaching `exact_empties` is labelled from its last
/// position, solved exactly, if it has at most `max_solved` empties;
/// otherwise it gives nothing.
pub fn label_game(
    positions: &[Board],
    exact_empties: u32,
    max_solved: u32,
    solver: &mut Solver,
) -> Vec<Sample> {
    if positions.is_empty() {
        return Vec::new();
    }
    let first_exact = positions
        .iter()
        .position(|board| board.empty().count() <= exact_empties)
        .unwrap_or(positions.len() - 1);
    if positions[first_exact].empty().count() > max_solved.max(exact_empties) {
        return Vec::new();
    }
    solver.clear();
    let mut samples = Vec::with_capacity(positions.len());
    let mut outcome_for_black = 0;
    for (index, board) in positions.iter().enumerate().skip(first_exact) {
        let value = solver.value(board, Scoring::Wof);
        if index == first_exact {
            outcome_for_black = for_black(board.side_to_move(), value);
        }
        samples.push(sample(board, value, true));
    }
    for board in &positions[..first_exact] {
        let value = for_black(board.side_to_move(), outcome_for_black);
        samples.push(sample(board, value, false));
    }
    samples
}

/// Labels the positions of one game by an outcome the file records
/// (black's margin), for each one's side to move, without solving: for
/// games whose players erred little (an engine's book games), or a WTHOR
/// database's theoretical score, perfect play from `exact_at` empties on,
/// which is then exact at that position.
pub fn label_by_outcome(
    positions: &[Board],
    black_margin: i32,
    exact_at: Option<u32>,
) -> Vec<Sample> {
    positions
        .iter()
        .map(|board| {
            let exact = exact_at == Some(board.empty().count());
            sample(board, for_black(board.side_to_move(), black_margin), exact)
        })
        .collect()
}

fn for_black(side: Color, value: i32) -> i32 {
    match side {
        Color::Black => value,
        Color::White => -value,
    }
}

fn sample(board: &Board, value: i32, exact: bool) -> Sample {
    Sample {
        player: board.player().0,
        opponent: board.opponent().0,
        target: value as f32,
        exact,
    }
}

/// The positions of one game of uniformly random moves from the start of
/// `size`, to its end.
pub fn random_game(size: Size, rng: &mut Rng) -> Vec<Board> {
    let mut board = Board::start(size);
    let mut line = Vec::new();
    loop {
        board = with_forced_pass(board);
        if board.is_game_over() {
            return line;
        }
        line.push(board);
        let square = board
            .legal_moves()
            .into_iter()
            .choose(rng)
            .expect("a side that need not pass has a move");
        board = board.play_unchecked(square);
    }
}

/// One game to label.
pub enum Task {
    /// A recorded game's positions, solved from the exact empties on.
    Solve(Vec<Board>),
    /// A recorded game's positions and the outcome its file gives (black's
    /// margin), perfect play from `exact_at` empties if the file says so.
    Outcome {
        positions: Vec<Board>,
        black_margin: i32,
        exact_at: Option<u32>,
    },
    /// Random game `number` of the run's seed.
    Random(u64),
}

impl Task {
    /// The task of a recorded 8x8 game: solved, or with `by_outcome` the
    /// outcome its file records (a WTHOR theoretical score, black's discs
    /// under perfect play from `exact_at` empties, else the result); `None`
    /// for another size, a game that does not replay, or no outcome.
    pub fn of_record(record: &Record, by_outcome: bool, exact_at: Option<u32>) -> Option<Task> {
        if record.size() != Size::Eight {
            return None;
        }
        let positions = positions(&record.game().ok()?);
        if !by_outcome {
            return Some(Task::Solve(positions));
        }
        let theoretical = record.theoretical.map(|discs| 2 * i32::from(discs) - 64);
        let black_margin = theoretical.or(record.result.as_ref().map(|result| result.margin))?;
        Some(Task::Outcome {
            positions,
            black_margin,
            exact_at: exact_at.filter(|_| theoretical.is_some()),
        })
    }
}

/// How a run labels its games.
#[derive(Clone, Debug)]
pub struct LabelSetup {
    /// Solved from this many empties on.
    pub exact_empties: u32,
    /// The random games' seed (and the draw of `per_game`).
    pub seed: u64,
    /// Only positions with this many empties are kept.
    pub empties: Option<RangeInclusive<u32>>,
    /// At most this many positions of each game, drawn from the seed.
    pub per_game: Option<usize>,
}

/// The solver's table for labelling: 2^21 slots (64 MiB) per thread.
const LABEL_TABLE_BITS: u32 = 21;

/// The samples of `tasks`, in parallel (each thread its own solver; a
/// game's samples do not depend on which thread labelled it).
pub fn label(
    tasks: Vec<Task>,
    setup: &LabelSetup,
    progress: &mut (dyn Progress + Send),
) -> Vec<Sample> {
    use rayon::prelude::*;
    use std::sync::atomic::{AtomicU64, Ordering};
    let count = tasks.len() as u64;
    let done = AtomicU64::new(0);
    let progress = std::sync::Mutex::new(progress);
    tasks
        .into_par_iter()
        .enumerate()
        .map_init(
            || Solver::new(LABEL_TABLE_BITS),
            |solver, (index, task)| {
                let exact = setup.exact_empties;
                let mut samples = match task {
                    Task::Solve(positions) => label_game(&positions, exact, exact, solver),
                    Task::Outcome {
                        positions,
                        black_margin,
                        exact_at,
                    } => label_by_outcome(&positions, black_margin, exact_at),
                    Task::Random(number) => {
                        let mut rng = seeded(stream_seed(setup.seed, number));
                        label_game(&random_game(Size::Eight, &mut rng), exact, exact, solver)
                    }
                };
                if let Some(band) = &setup.empties {
                    samples.retain(|sample| band.contains(&sample.empties(Size::Eight)));
                }
                if let Some(most) = setup.per_game {
                    let mut rng = seeded(stream_seed(setup.seed ^ 0x5a5a, index as u64));
                    samples.shuffle(&mut rng);
                    samples.truncate(most);
                }
                let finished = done.fetch_add(1, Ordering::Relaxed) + 1;
                // A busy bar skips an update rather than hold a thread.
                if let Ok(mut progress) = progress.try_lock() {
                    progress.update(finished, count);
                }
                samples
            },
        )
        .flatten()
        .collect()
}

/// A sample's position on 8x8. The side to move only names the position
/// (black when the disc count is even, as without passes): values are the
/// mover's either way.
pub fn board_of(sample: &Sample) -> Board {
    let discs = (sample.player | sample.opponent).count_ones();
    let side = if discs.is_multiple_of(2) {
        Color::Black
    } else {
        Color::White
    };
    Board::from_mover(
        Bitboard(sample.player),
        Bitboard(sample.opponent),
        side,
        Size::Eight,
    )
}

/// An estimate's errors against exact labels, in discs.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct Measured {
    pub positions: usize,
    /// Mean absolute error.
    pub mean_error: f64,
    /// Mean of the estimate minus the exact value: a lean to the mover.
    pub mean_lean: f64,
}

/// `estimate`'s errors on the exactly labelled `samples`.
pub fn measure(samples: &[Sample], mut estimate: impl FnMut(&Board) -> f64) -> Measured {
    let (mut error, mut lean, mut positions) = (0.0, 0.0, 0);
    for sample in samples.iter().filter(|sample| sample.exact) {
        let difference = estimate(&board_of(sample)) - f64::from(sample.target);
        error += difference.abs();
        lean += difference;
        positions += 1;
    }
    let count = positions.max(1) as f64;
    Measured {
        positions,
        mean_error: error / count,
        mean_lean: lean / count,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn samples_survive_their_file() {
        let mut rng = seeded(7);
        let line = random_game(Size::Six, &mut rng);
        let samples = label_game(&line, 12, 12, &mut Solver::new(16));
        assert!(!samples.is_empty());
        let read = read_samples(&write_samples(&samples)).unwrap();
        assert_eq!(read, samples);
        assert_eq!(
            read_samples(&write_samples(&samples)[..20]),
            Err(SamplesError::Truncated(1))
        );
    }

    #[test]
    fn measuring_the_labels_themselves_errs_by_nothing() {
        let line = random_game(Size::Six, &mut seeded(3));
        let mut samples = label_game(&line, 10, 10, &mut Solver::new(16));
        samples.retain(|sample| sample.exact);
        // board_of reads 8x8: the labels' boards are compared as bits.
        let by_bits = |board: &Board| {
            let found = samples
                .iter()
                .find(|s| s.player == board.player().0 && s.opponent == board.opponent().0)
                .unwrap();
            f64::from(found.target)
        };
        let measured = measure(&samples, by_bits);
        assert_eq!((measured.mean_error, measured.mean_lean), (0.0, 0.0));
        assert_eq!(measured.positions, samples.len());
        let off_by_two = measure(&samples, |board| by_bits(board) + 2.0);
        assert_eq!((off_by_two.mean_error, off_by_two.mean_lean), (2.0, 2.0));
    }

    #[test]
    fn exact_labels_are_the_solvers_and_earlier_ones_the_first_exact_value() {
        let mut rng = seeded(11);
        let line = random_game(Size::Six, &mut rng);
        let samples = label_game(&line, 10, 10, &mut Solver::new(16));
        let mut fresh = Solver::new(16);
        let first_exact = line.iter().position(|b| b.empty().count() <= 10).unwrap();
        let exact_value = fresh.value(&line[first_exact], Scoring::Wof);
        for (board, sample) in line[first_exact..].iter().zip(&samples) {
            assert!(sample.exact);
            assert_eq!(sample.target as i32, fresh.value(board, Scoring::Wof));
        }
        let black = for_black(line[first_exact].side_to_move(), exact_value);
        for (board, sample) in line[..first_exact]
            .iter()
            .zip(&samples[line.len() - first_exact..])
        {
            assert!(!sample.exact);
            assert_eq!(sample.target as i32, for_black(board.side_to_move(), black));
        }
    }
}
