//! Free placement: simulated annealing over arbitrary 8x8 boards with the
//! centre occupied, maximizing the legal moves of the side to move.
//!
//! A step changes one square to another state (empty, mover, opponent;
//! centre squares only swap colour) and is accepted by the Metropolis rule
//! on the move count. The temperature falls in cycles; each cycle restarts
//! from the best board so far, which escapes the plateaus the count makes.

use super::conditions::centre;
use super::Deadline;
use crate::board::random::seeded;
use crate::board::{moves, Bitboard, Board, Color, Size};
use crate::progress::Progress;
use rand::RngExt;

#[derive(Clone, Debug)]
pub struct FreeResult {
    pub best_count: u32,
    /// A board with `best_count` moves for the mover (black), fewest
    /// empties among those found.
    pub board: Board,
    pub fewest_empties: u32,
    /// A board with `best_count` moves and the most empties found.
    pub sparsest: Board,
    pub most_empties: u32,
    pub steps: u64,
    /// Seconds from the start until `best_count` was first reached.
    pub seconds_to_best: f64,
}

/// Steps per temperature cycle and between clock readings.
const CYCLE: u64 = 400_000;
const CHUNK: u64 = 4096;
const HOT: f64 = 1.5;
const COLD: f64 = 0.15;
/// Worth of an empty square against a move: enough to prefer sparser
/// boards among equal counts, too little to trade a move for empties.
const EMPTY_BONUS: f64 = 0.02;

fn count(player: u64, opponent: u64) -> u32 {
    moves::legal_moves(player, opponent, !(player | opponent)).count_ones()
}

fn board_of((_, player, opponent): (u32, u64, u64)) -> Board {
    Board::from_discs(
        Bitboard(player),
        Bitboard(opponent),
        Color::Black,
        Size::Eight,
    )
    .expect("disjoint discs")
}

/// Searches until the deadline, or until `stop_at` moves are reached.
/// `improved` sees the results so far whenever they got better (at most once
/// per few thousand steps).
pub fn search(
    seed: u64,
    deadline: &Deadline,
    stop_at: Option<u32>,
    progress: &mut dyn Progress,
    improved: &mut dyn FnMut(&FreeResult),
) -> FreeResult {
    let started = deadline.now();
    let total_ms = (deadline.remaining() * 1000.0) as u64;
    let centre = centre(Size::Eight).0;
    let mut rng = seeded(seed);
    let start = Board::start(Size::Eight);
    let (mut player, mut opponent) = (start.player().0, start.opponent().0);
    let mut current = count(player, opponent);
    let mut best = (current, player, opponent);
    let mut sparsest = best;
    let (mut fewest, mut most) = (60, 0);
    let mut seconds_to_best = 0.0;
    let mut steps = 0u64;
    let mut changed = false;
    let result =
        |best: (u32, u64, u64), fewest, sparsest, most, steps, seconds_to_best| FreeResult {
            best_count: best.0,
            board: board_of(best),
            fewest_empties: fewest,
            sparsest: board_of(sparsest),
            most_empties: most,
            steps,
            seconds_to_best,
        };
    loop {
        if steps.is_multiple_of(CHUNK) {
            if changed {
                improved(&result(
                    best,
                    fewest,
                    sparsest,
                    most,
                    steps,
                    seconds_to_best,
                ));
                changed = false;
            }
            progress.update(((deadline.now() - started) * 1000.0) as u64, total_ms);
            if deadline.passed() || stop_at.is_some_and(|n| best.0 >= n) {
                break;
            }
        }
        let phase = (steps % CYCLE) as f64 / CYCLE as f64;
        if steps.is_multiple_of(CYCLE) && steps > 0 {
            (_, player, opponent) = best;
            current = best.0;
        }
        // Geometric cooling from HOT to COLD within the cycle.
        let temperature = HOT * (COLD / HOT).powf(phase);
        steps += 1;
        let bit = 1u64 << rng.random_range(0..64u32);
        let (p, o) = (player & !bit, opponent & !bit);
        let was = if player & bit != 0 {
            1
        } else if opponent & bit != 0 {
            2
        } else {
            0
        };
        let now = if centre & bit != 0 {
            3 - was
        } else {
            (was + 1 + rng.random_range(0..2)) % 3
        };
        let (p, o) = match now {
            1 => (p | bit, o),
            2 => (p, o | bit),
            _ => (p, o),
        };
        let next = count(p, o);
        let score =
            |n: u32, p: u64, o: u64| n as f64 + EMPTY_BONUS * (!(p | o)).count_ones() as f64;
        let gain = score(next, p, o) - score(current, player, opponent);
        if gain >= 0.0 || rng.random::<f64>() < (gain / temperature).exp() {
            player = p;
            opponent = o;
            current = next;
            let empties = (!(p | o)).count_ones();
            let before = (best.0, fewest, most);
            if current > best.0 {
                best = (current, p, o);
                sparsest = best;
                fewest = empties;
                most = empties;
                seconds_to_best = deadline.now() - started;
            } else if current == best.0 {
                if empties < fewest {
                    best = (current, p, o);
                    fewest = empties;
                }
                if empties > most {
                    sparsest = (current, p, o);
                    most = empties;
                }
            }
            changed |= before != (best.0, fewest, most);
        }
    }
    result(best, fewest, sparsest, most, steps, seconds_to_best)
}
