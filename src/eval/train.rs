//! `boardlab train`: the learned weights, made from scratch by boardlab's
//! own games, in rounds.
//!
//! Each round plays `games` games: a random opening (a number of plies
//! drawn from the game's generator, every one a uniformly random legal
//! move), then both sides search `play_depth` plies with the evaluation
//! of the round before (the hand-set one in the first round) until
//! `exact_empties` squares are empty; from there the exact solver plays
//! the game out. Labels, for the side to move, in discs (`wof`):
//! - from `exact_empties` down: the solver's exact value;
//! - earlier: the game's final margin, and from the second round on the
//!   mean of that margin and the value of the search that chose the move
//!   (the previous round's weights, `play_depth` plies).
//!
//! Positions of the random opening are not used (their moves were not
//! chosen). After each round the weights are refitted to every sample so
//! far, phase by phase, by stochastic gradient descent on the squared
//! error (a weight's step shrinking once its reading is common, see
//! `STEADY_COUNT`), continuing from the previous round's fit. A pattern
//! reading met fewer than `MIN_COUNT` times in a phase keeps weight 0:
//! too rare to learn, and zeros keep the file small (it is sent to
//! browsers).
//! Everything is drawn from the seed, so a run is reproducible on any
//! machine (with the same engine: the self-play searches shape the data).

use super::dataset::Sample;
use super::patterns::Pattern;
use super::weights::{global_features, Weights, GLOBALS, SCALE};
use crate::board::random::{seeded, stream_seed, Rng};
use crate::board::{Board, Color, Scoring, Size};
use crate::game::with_forced_pass;
use crate::players::{EvalChoice, Limits, StrongPlayer};
use crate::progress::Progress;
use crate::solve::Solver;
use rand::seq::{IteratorRandom, SliceRandom};
use rand::RngExt;
use serde::Serialize;
use std::sync::Arc;

/// What a training run does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub struct TrainSetup {
    pub size: Size,
    pub seed: u64,
    pub rounds: u32,
    /// Games per round.
    pub games: u32,
    /// Random plies before the searching players take over: at least...
    pub opening_min: u32,
    /// ...and at most.
    pub opening_max: u32,
    /// Midgame search depth of the self-play games.
    pub play_depth: u32,
    /// From this many empties on, positions are labelled exactly.
    pub exact_empties: u32,
    /// Passes of gradient descent over the samples after each round.
    pub epochs: u32,
    /// Empties per phase.
    pub phase_width: u32,
}

impl TrainSetup {
    /// The documented full run of a size (BENCHMARKS.md: minutes on two
    /// cores), with `seed`.
    pub fn full(size: Size, seed: u64) -> TrainSetup {
        match size {
            Size::Eight => TrainSetup {
                size,
                seed,
                rounds: 3,
                games: 20000,
                opening_min: 0,
                opening_max: 22,
                play_depth: 3,
                exact_empties: 16,
                epochs: 10,
                phase_width: 8,
            },
            _ => TrainSetup {
                size,
                seed,
                rounds: 3,
                games: 1500,
                opening_min: 0,
                opening_max: 10,
                play_depth: 3,
                exact_empties: 16,
                epochs: 10,
                phase_width: 4,
            },
        }
    }
}

/// What one round made.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct RoundReport {
    pub round: u32,
    /// Samples so far, and how many of them are exactly labelled.
    pub samples: usize,
    pub exact_samples: usize,
    /// Mean absolute error of the fit, in discs, on all samples and on
    /// the exactly labelled ones.
    pub fit_error: f64,
    pub exact_fit_error: f64,
    /// Mean absolute label: the error of always answering 0.
    pub baseline_error: f64,
}

/// The trained weights and one report per round; `progress` hears the
/// games played out of all rounds' games.
pub fn train(setup: &TrainSetup, progress: &mut dyn Progress) -> (Weights, Vec<RoundReport>) {
    let total = u64::from(setup.rounds) * u64::from(setup.games);
    let mut samples: Vec<Sample> = Vec::new();
    let mut fit = Fit::new(Weights::zero(setup.size, setup.phase_width));
    let mut reports = Vec::new();
    let mut weights: Option<Arc<Weights>> = None;
    let mut fit_rng = seeded(stream_seed(setup.seed, u64::MAX));
    for round in 0..setup.rounds {
        let first = u64::from(round) * u64::from(setup.games);
        let numbers: Vec<u64> = (first..first + u64::from(setup.games)).collect();
        for chunk in numbers.chunks(GAMES_PER_REPORT) {
            samples.extend(play_games(setup, weights.as_ref(), chunk));
            progress.update(chunk[chunk.len() - 1] + 1, total);
        }
        fit.run(&samples, setup.epochs, &mut fit_rng);
        let trained = fit.weights();
        let (fit_error, exact_fit_error) = mean_errors(&trained, &samples);
        let baseline_error = samples
            .iter()
            .map(|s| f64::from(s.target.abs()))
            .sum::<f64>()
            / samples.len().max(1) as f64;
        reports.push(RoundReport {
            round: round + 1,
            samples: samples.len(),
            exact_samples: samples.iter().filter(|s| s.exact).count(),
            fit_error,
            exact_fit_error,
            baseline_error,
        });
        weights = Some(Arc::new(trained));
    }
    let weights = weights.map_or_else(|| fit.weights(), |w| (*w).clone());
    (weights, reports)
}

/// The samples of self-play games `numbers` (0 for the first) of one
/// more round of `setup`, played and labelled as a training round after
/// the first labels them, with `weights` searching (e.g. the built-in ones,
/// to add their games to samples of real games); `progress` hears the
/// games played. A game's samples depend only on its number, so shards of
/// the numbers give the samples of the whole between them.
pub fn self_play_samples(
    setup: &TrainSetup,
    weights: &Arc<Weights>,
    numbers: &[u64],
    progress: &mut dyn Progress,
) -> Vec<Sample> {
    let mut samples = Vec::new();
    let mut done = 0;
    for chunk in numbers.chunks(GAMES_PER_REPORT) {
        samples.extend(play_games(setup, Some(weights), chunk));
        done += chunk.len() as u64;
        progress.update(done, numbers.len() as u64);
    }
    samples
}

/// Weights fitted to `samples` from zero: `epochs` passes of the same
/// descent as a training round's refit, phases `phase_width` empties wide.
pub fn fit(samples: &[Sample], size: Size, phase_width: u32, epochs: u32, seed: u64) -> Weights {
    let mut fit = Fit::new(Weights::zero(size, phase_width));
    fit.run(samples, epochs, &mut seeded(seed));
    fit.weights()
}

/// Games between progress reports.
const GAMES_PER_REPORT: usize = 64;
/// The solver's table: 2^18 slots (8 MiB) are plenty for 16 empties.
const SOLVER_TABLE_BITS: u32 = 18;

/// The games numbered `numbers` (counted from the first game of the first
/// round), with the weights of the round before (`None`: the hand-set
/// evaluation), in parallel. Each game starts from cleared tables and its
/// own generator, so the samples do not depend on how the games are
/// shared out.
fn play_games(setup: &TrainSetup, weights: Option<&Arc<Weights>>, numbers: &[u64]) -> Vec<Sample> {
    use rayon::prelude::*;
    let choice = weights.map_or(EvalChoice::Classic, |w| EvalChoice::Weights(Arc::clone(w)));
    let games: Vec<Vec<Sample>> = numbers
        .par_iter()
        .map_init(
            || {
                let player = StrongPlayer::with_evaluation(Some(setup.play_depth), choice.clone())
                    .with_endgame_empties(setup.exact_empties);
                (player, Solver::new(SOLVER_TABLE_BITS))
            },
            |(player, solver), &game| {
                let mut rng = seeded(stream_seed(setup.seed, game));
                let mut samples = Vec::new();
                play_and_label(
                    setup,
                    player,
                    solver,
                    &mut rng,
                    weights.is_some(),
                    &mut samples,
                );
                samples
            },
        )
        .collect();
    games.concat()
}

/// One self-play game and its labelled positions. `searched`: the
/// player's search values are worth mixing into the labels (they come
/// from learned weights).
fn play_and_label(
    setup: &TrainSetup,
    player: &mut StrongPlayer,
    solver: &mut Solver,
    rng: &mut Rng,
    searched: bool,
    samples: &mut Vec<Sample>,
) {
    use crate::players::Player;
    player.new_game();
    solver.clear();
    let mut board = Board::start(setup.size);
    let opening = rng.random_range(setup.opening_min..=setup.opening_max);
    for _ in 0..opening {
        board = with_forced_pass(board);
        let Some(square) = board.legal_moves().into_iter().choose(rng) else {
            return;
        };
        board = board.play_unchecked(square);
    }
    // Positions before the exact part, with their search values.
    let mut line: Vec<(Board, Option<f64>)> = Vec::new();
    let limits = Limits {
        depth: Some(setup.play_depth),
        nodes: None,
        ..Limits::default()
    };
    loop {
        board = with_forced_pass(board);
        if board.is_game_over() || board.empty().count() <= setup.exact_empties {
            break;
        }
        let (square, value) = player
            .choose_valued(&board, rng, limits)
            .expect("a side that need not pass has a move");
        line.push((board, searched.then_some(value)));
        board = board.play_unchecked(square);
    }
    loop {
        board = with_forced_pass(board);
        if board.is_game_over() {
            break;
        }
        let (value, square) = solver.best_move(&board, Scoring::Wof);
        samples.push(Sample {
            player: board.player().0,
            opponent: board.opponent().0,
            target: value as f32,
            exact: true,
        });
        board = board.play_unchecked(square.expect("a side that need not pass has a move"));
    }
    let black_margin = board.final_value(Scoring::Wof) as f64;
    for (position, searched_value) in line {
        let outcome = match position.side_to_move() {
            Color::Black => black_margin,
            Color::White => -black_margin,
        };
        let target = searched_value.map_or(outcome, |value| (outcome + value) / 2.0);
        samples.push(Sample {
            player: position.player().0,
            opponent: position.opponent().0,
            target: target as f32,
            exact: false,
        });
    }
}

/// Mean absolute error of `weights` on all samples and on the exact ones,
/// in discs.
pub fn mean_errors(weights: &Weights, samples: &[Sample]) -> (f64, f64) {
    let error = |sample: &Sample| {
        let value =
            f64::from(weights.raw(sample.player, sample.opponent)) / f64::from(super::SCALE);
        (value - f64::from(sample.target)).abs()
    };
    let mean = |values: Vec<f64>| values.iter().sum::<f64>() / values.len().max(1) as f64;
    (
        mean(samples.iter().map(error).collect()),
        mean(samples.iter().filter(|s| s.exact).map(error).collect()),
    )
}

/// Fewer sightings of a reading in a phase than this leave its weight 0.
const MIN_COUNT: u32 = 8;

/// A slot seen more often than this in a phase steps that much less per
/// sighting. Readings common to most positions of a phase (an empty edge
/// in the opening) are otherwise moved by every sample: at the full rate
/// the last few hundred samples decided them, and the opening's values
/// wandered by several discs from one fit to the next (the start from
/// -10 to +6 at depth 0) and leaned to the mover.
const STEADY_COUNT: f32 = 10_000.0;

/// Learning rates: per pattern weight, and per global feature (mobility
/// and potential mobility move by several units, so they step smaller).
const RATE: f32 = 0.003;
const GLOBAL_RATES: [f32; GLOBALS] = [0.003, 0.0002, 0.0001, 0.003];

/// The weights being fitted, in discs, kept between rounds.
struct Fit {
    shape: Weights,
    /// Per phase, one value per full index (only canonical ones move).
    tables: Vec<Vec<f32>>,
    globals: Vec<[f32; GLOBALS]>,
    /// Per phase, each slot's learning rate (0: seen too rarely to learn).
    rates: Vec<Vec<f32>>,
}

impl Fit {
    fn new(shape: Weights) -> Fit {
        let total = shape.patterns().iter().map(Pattern::values).sum();
        let phases = super::phase_count(shape.size(), shape.phase_width());
        Fit {
            shape,
            tables: vec![vec![0.0; total]; phases],
            globals: vec![[0.0; GLOBALS]; phases],
            rates: vec![vec![0.0; total]; phases],
        }
    }

    /// The canonical table slots a position reads.
    fn slots(&self, player: u64, opponent: u64, into: &mut Vec<usize>) {
        into.clear();
        for (pattern, &offset) in self.shape.patterns().iter().zip(self.shape.offsets()) {
            for placement in &pattern.placements {
                let index = Pattern::index(placement, player, opponent);
                into.push(offset + pattern.canonical[index] as usize);
            }
        }
    }

    /// `epochs` passes over the samples in a shuffled order, the rate
    /// falling from `RATE` to a quarter of it.
    fn run(&mut self, samples: &[Sample], epochs: u32, rng: &mut Rng) {
        let mask = self.shape.size().mask().0;
        let mut order: Vec<usize> = (0..samples.len()).collect();
        let mut slots = Vec::new();
        let mut counts: Vec<Vec<u32>> = self.tables.iter().map(|t| vec![0; t.len()]).collect();
        for sample in samples {
            let empties = (mask & !(sample.player | sample.opponent)).count_ones();
            self.slots(sample.player, sample.opponent, &mut slots);
            for &slot in &slots {
                counts[self.shape.phase(empties)][slot] += 1;
            }
        }
        for (rates, counts) in self.rates.iter_mut().zip(&counts) {
            for (rate, &count) in rates.iter_mut().zip(counts) {
                *rate = if count < MIN_COUNT {
                    0.0
                } else {
                    RATE * (STEADY_COUNT / count as f32).min(1.0)
                };
            }
        }
        for epoch in 0..epochs {
            let scale = 1.0 - 0.75 * epoch as f32 / epochs.max(1) as f32;
            order.shuffle(rng);
            for &index in &order {
                let sample = &samples[index];
                let empties = (mask & !(sample.player | sample.opponent)).count_ones();
                let phase = self.shape.phase(empties);
                // A slot too rare to learn has rate 0 and so keeps weight 0:
                // it adds nothing to the prediction and takes no step.
                self.slots(sample.player, sample.opponent, &mut slots);
                let rates = &self.rates[phase];
                let features = global_features(sample.player, sample.opponent, mask);
                let table = &mut self.tables[phase];
                let globals = &mut self.globals[phase];
                let predicted: f32 = slots.iter().map(|&slot| table[slot]).sum::<f32>()
                    + globals
                        .iter()
                        .zip(features)
                        .map(|(weight, feature)| weight * feature as f32)
                        .sum::<f32>();
                let residual = sample.target - predicted;
                for &slot in &slots {
                    table[slot] += rates[slot] * scale * residual;
                }
                for ((weight, feature), rate) in globals.iter_mut().zip(features).zip(GLOBAL_RATES)
                {
                    *weight += rate * scale * residual * feature as f32;
                }
            }
        }
    }

    /// The fit as stored weights: every reading takes its canonical value.
    fn weights(&self) -> Weights {
        let mut weights = self.shape.clone();
        for (phase, (table, globals)) in self.tables.iter().zip(&self.globals).enumerate() {
            let mut full = table.clone();
            for (pattern, &offset) in self.shape.patterns().iter().zip(self.shape.offsets()) {
                for (index, &canonical) in pattern.canonical.iter().enumerate() {
                    full[offset + index] = table[offset + canonical as usize];
                }
            }
            weights.set_phase(phase, &full, globals);
        }
        weights
    }
}

/// One phase's lean: the mean of the evaluation minus the label, in
/// discs for the side to move, with an even number of empty squares
/// (black to move, in games without passes) and with an odd one (white).
/// A pure lean to the mover is the same in both; a lean to black is
/// positive with an even number and negative with an odd one.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub struct PhaseLean {
    pub phase: usize,
    pub even: f64,
    pub odd: f64,
    pub samples: usize,
}

/// `weights`' lean on `samples`, phase by phase (phases without samples
/// of both parities are left out).
pub fn leans(weights: &Weights, samples: &[Sample]) -> Vec<PhaseLean> {
    let size = weights.size();
    // (sum of residuals in discs, count) per phase and parity.
    let mut sums = vec![[(0.0f64, 0usize); 2]; weights.phases()];
    for sample in samples {
        let empties = sample.empties(size);
        let estimate = f64::from(weights.raw(sample.player, sample.opponent)) / f64::from(SCALE);
        let bucket = &mut sums[weights.phase(empties)][(empties % 2) as usize];
        bucket.0 += estimate - f64::from(sample.target);
        bucket.1 += 1;
    }
    sums.into_iter()
        .enumerate()
        .filter(|(_, [even, odd])| even.1 > 0 && odd.1 > 0)
        .map(|(phase, [even, odd])| PhaseLean {
            phase,
            even: even.0 / even.1 as f64,
            odd: odd.0 / odd.1 as f64,
            samples: even.1 + odd.1,
        })
        .collect()
}
