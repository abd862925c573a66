//! Game review: the value of every position of a game (black's point of
//! view, in discs, `wof` scoring), the moves that lost value, and the plies
//! where a stoner trap was on the board (docs/review.md).
//!
//! A position is valued exactly where that is cheap enough (the game's
//! end, the 6x6 opening book, the solver up to a number of empty squares
//! and beyond it within a node budget), else by the strong player's search,
//! marked as an estimate. `analysis` values one position, `mistakes` reads
//! the losses from the values, `traps` finds the stoners, `report` is what
//! the faces print. The CLI reviews a whole game with [`Reviewer::review`];
//! the page values positions one by one in its workers (exact ones from
//! the end, estimates from the start) and assembles the same report.

mod analysis;
pub mod mistakes;
pub mod report;
mod traps;

pub use analysis::{MoveValue, PositionAnalysis, Source};
pub use mistakes::{find_mistakes, Kind, LossSource, Mistake, SideSummary, Summary};
pub use report::{Mark, ReviewReport, StonerMark};

pub use traps::{stoner_finds, StonerFind};

use crate::board::Size;
use crate::game::Game;
use crate::players::StrongPlayer;
use crate::progress::Progress;
use crate::solve::book::OpeningBook;
use crate::solve::{Solver, TableTooLarge};

/// How much work one position may cost.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Positions with at most this many empty squares are solved exactly,
    /// whatever it costs (on 8x8 at 18 empties: 0.1 s typically, 1.5 s at
    /// worst natively; BENCHMARKS.md).
    pub exact_empties: u32,
    /// Beyond them the solver may search this many positions before the
    /// position is estimated instead.
    pub exact_nodes: u64,
    /// Nodes of the strong player's search for an estimate.
    pub estimate_nodes: u64,
}

impl Budget {
    /// The review's budget on `size`: 4x4 is solved whole; 6x6 and 8x8
    /// exactly from `EXACT_EMPTIES`, a little further within a few million
    /// nodes, and estimated before that by a search within
    /// `ESTIMATE_NODES` (iterative deepening: the deepest search that
    /// finishes in it).
    pub fn for_size(size: Size) -> Budget {
        match size {
            Size::Four => Budget {
                exact_empties: 16,
                exact_nodes: 0,
                estimate_nodes: 0,
            },
            Size::Six | Size::Eight => Budget {
                exact_empties: EXACT_EMPTIES,
                exact_nodes: 3_000_000,
                estimate_nodes: ESTIMATE_NODES,
            },
        }
    }
}

/// Positions with at most this many empties are solved whatever it costs:
/// natively 24 (seconds at worst for the first one, the later ones reuse
/// its table); in a browser's worker 22.
#[cfg(not(target_arch = "wasm32"))]
pub const EXACT_EMPTIES: u32 = 24;
#[cfg(target_arch = "wasm32")]
pub const EXACT_EMPTIES: u32 = 22;

/// Nodes of an estimate's search: natively about half a second; in a
/// browser about 50 ms, so that the whole graph of a game is drawn within
/// seconds before the exact values arrive.
#[cfg(not(target_arch = "wasm32"))]
pub const ESTIMATE_NODES: u64 = 2_000_000;
#[cfg(target_arch = "wasm32")]
pub const ESTIMATE_NODES: u64 = 150_000;

/// The exact solver's table: 2^21 slots of 32 bytes, 64 MiB.
pub const TABLE_BITS: u32 = 21;

/// `boardlab review`'s time for a whole game by default (`--seconds`): a
/// real game takes well under half of it; a game whose positions at 22-24
/// empties are hard (one opened with random moves) gets its hardest
/// positions estimated instead of hours of solving.
pub const DEFAULT_SECONDS: u64 = 60;

/// Positions with at most this many empties are solved whatever the clock
/// says: milliseconds each.
#[cfg(not(target_arch = "wasm32"))]
const CHEAP_EMPTIES: u32 = 16;

/// The fewest nodes an estimate gets when a review's time is short: a few
/// milliseconds of search.
#[cfg(not(target_arch = "wasm32"))]
const FEWEST_NODES: u64 = 20_000;

/// A game reviewed within a time (`Reviewer::review_within`).
#[derive(Clone, Debug)]
pub struct Reviewed {
    /// One per position, from the start.
    pub analyses: Vec<PositionAnalysis>,
    /// Positions estimated because the time ran out, which the solver
    /// would otherwise have solved (`exact_empties` or fewer empties).
    pub out_of_time: usize,
}

/// Values positions: holds the solver, the strong player and the stoner
/// solver with their tables, kept between positions so that the positions
/// of one game reuse each other's work.
pub struct Reviewer {
    solver: Solver,
    player: StrongPlayer,
    traps: crate::stoner::Solver,
    book: Option<OpeningBook>,
    budget: Budget,
}

impl Reviewer {
    /// A reviewer within `budget`, its solver's table 2^`table_bits`
    /// slots, or the error that says the table cannot be allocated (a
    /// browser tab may be out of memory where a command line is not).
    pub fn new(budget: Budget, table_bits: u32) -> Result<Reviewer, TableTooLarge> {
        Ok(Reviewer {
            solver: Solver::try_new(table_bits)?,
            // The review decides where the solver takes over, not the player.
            player: StrongPlayer::default().with_endgame_empties(0),
            traps: crate::stoner::Solver::default(),
            book: None,
            budget,
        })
    }

    /// Searches and solves on `threads` threads (natively).
    #[cfg(not(target_arch = "wasm32"))]
    pub fn with_threads(mut self, threads: usize) -> Reviewer {
        self.player = self.player.with_threads(threads);
        let solver = std::mem::replace(&mut self.solver, Solver::new(1));
        self.solver = solver.with_split(crate::solve::Split::threads(threads));
        self
    }

    /// Answers the positions `book` knows from it (exact, `wof`).
    pub fn set_book(&mut self, book: OpeningBook) {
        self.book = Some(book);
    }

    /// Values the 8x8 positions `book` holds from it (estimates: searches
    /// minimaxed through real games' lines) instead of searching them.
    pub fn set_games_book(&mut self, book: std::sync::Arc<crate::openings::book::GamesBook>) {
        self.player.set_book(book);
    }

    pub fn budget(&self) -> Budget {
        self.budget
    }

    /// Every position of `game`: exactly from the end backwards for as
    /// long as each answers within the budget (the solver's table then
    /// holds the positions after each), then estimated from the start up
    /// to the first exact one. `progress` hears the positions done.
    pub fn review(&mut self, game: &Game, progress: &mut dyn Progress) -> Vec<PositionAnalysis> {
        let count = game.len() + 1;
        let mut exact = Vec::new();
        for ply in (0..count).rev() {
            match self.exact(game, ply) {
                Some(analysis) => exact.push(analysis),
                None => break,
            }
            progress.update(exact.len() as u64, count as u64);
        }
        let mut analyses = Vec::with_capacity(count);
        for ply in 0..count - exact.len() {
            analyses.push(self.estimate(game, ply));
            progress.update((exact.len() + analyses.len()) as u64, count as u64);
        }
        analyses.extend(exact.into_iter().rev());
        analyses
    }

    /// `review` within `time` for the whole game (native: the solver reads
    /// the clock). The positions before the first one of `exact_empties`
    /// or fewer empties are estimated first (as `review` does: the same
    /// values, unless they would take more than half the time: then each
    /// gets fewer nodes), which tells what an estimate costs here; then the
    /// exact pass from the end gives each position only the time that
    /// leaves every position before it its estimate, so a position too
    /// hard for the time left (at any empties) is estimated instead, with
    /// those before it. A game whose estimates and exact pass fit gets the
    /// same values as `review` gives.
    #[cfg(not(target_arch = "wasm32"))]
    pub fn review_within(
        &mut self,
        game: &Game,
        time: std::time::Duration,
        progress: &mut dyn Progress,
    ) -> Reviewed {
        use std::time::{Duration, Instant};
        let started = Instant::now();
        let deadline = started + time;
        let count = game.len() + 1;
        let surely = (0..count)
            .find(|&ply| game.position(ply).empty().count() <= self.budget.exact_empties)
            .unwrap_or(count);
        let mut analyses = Vec::with_capacity(count);
        // The estimates may take half the time: when those left would not
        // fit in it, each gets fewer nodes (a shallower search, whose depth
        // says so). Seconds per node of the searches so far:
        let full_nodes = self.budget.estimate_nodes;
        let (mut spent, mut nodes) = (0.0, 0.0);
        for ply in 0..surely {
            if nodes > 0.0 {
                let left = (time / 2).saturating_sub(started.elapsed()).as_secs_f64();
                let affordable = left / (surely - ply) as f64 / (spent / nodes);
                self.budget.estimate_nodes = (affordable as u64).clamp(FEWEST_NODES, full_nodes);
            }
            let asked = Instant::now();
            let analysis = self.estimate(game, ply);
            if analysis.source == Source::Search {
                spent += asked.elapsed().as_secs_f64();
                nodes += self.budget.estimate_nodes as f64;
            }
            analyses.push(analysis);
            progress.update(ply as u64 + 1, count as u64);
        }
        // What one estimate costs here, twice over (a loaded machine's
        // estimates vary); half a second (the budget's own figure) when
        // none was searched yet.
        let per_estimate = match nodes > 0.0 {
            true => {
                Duration::from_secs_f64(2.0 * spent / nodes * self.budget.estimate_nodes as f64)
            }
            false => Duration::from_millis(500),
        };
        let mut exact = Vec::new();
        for ply in (0..count).rev() {
            let analysis = if ply >= surely {
                let reserve = per_estimate * (ply - surely + 1) as u32;
                let until = deadline.checked_sub(reserve).unwrap_or(started);
                self.exact_until(game, ply, until)
            } else if Instant::now() < deadline {
                self.exact(game, ply)
            } else {
                None
            };
            match analysis {
                Some(analysis) => exact.push(analysis),
                None => break,
            }
            progress.update((surely + exact.len()).min(count) as u64, count as u64);
        }
        let first_exact = count - exact.len();
        // Estimates the exact pass replaced are dropped; those it left
        // (out of time) are made now, in order, without the solver.
        analyses.truncate(first_exact);
        let out_of_time = first_exact.saturating_sub(surely);
        for ply in analyses.len()..first_exact {
            analyses.push(self.estimate_without_solver(game, ply));
            progress.update((ply + 1 + exact.len()) as u64, count as u64);
        }
        analyses.extend(exact.into_iter().rev());
        self.budget.estimate_nodes = full_nodes;
        Reviewed {
            analyses,
            out_of_time,
        }
    }
}

impl Reviewer {
    /// The reviewer of `size` games: its budget, and natively on 6x6 the
    /// built-in opening book (the page's workers fetch the book and hand it
    /// over with `set_book`).
    pub fn for_size(size: Size, table_bits: u32) -> Result<Reviewer, TableTooLarge> {
        let reviewer = Reviewer::new(Budget::for_size(size), table_bits)?;
        #[cfg(not(target_arch = "wasm32"))]
        let mut reviewer = Reviewer {
            book: OpeningBook::built_in(size),
            ..reviewer
        };
        #[cfg(not(target_arch = "wasm32"))]
        if size == Size::Eight {
            reviewer.set_games_book(crate::openings::book::GamesBook::built_in());
        }
        Ok(reviewer)
    }
}
