//! One request for an exact answer, as every face asks it (`boardlab
//! solve`, the small boards' worker): the position, what to report (every
//! move's value or one best move, a principal variation), the opening
//! book that may answer, and the time allowed. The solver (on the threads
//! it was made with) decides the rest: the book first, the search, then
//! the line, within what is left of the time.

use super::book::OpeningBook;
use super::report::{PositionReport, Source};
use super::{Solver, Unfinished};
use crate::board::{Board, Scoring};
use crate::progress::Progress;
use std::time::Duration;

/// What to solve and what to report.
#[derive(Clone, Copy, Debug)]
pub struct Request {
    pub board: Board,
    pub scoring: Scoring,
    /// Every legal move's value; otherwise the value and one best move.
    pub every_move: bool,
    /// Best play for both sides to the end, after the solve.
    pub pv: bool,
}

impl Solver {
    /// Answers `request`: from `book` where it holds the position, else by
    /// search, within `time` natively (`None`: however long it takes; the
    /// browser's build, which has no clock, bounds a solve by stopping its
    /// worker). The face times the answer (`PositionReport::timed`).
    pub fn answer(
        &mut self,
        request: &Request,
        book: Option<&OpeningBook>,
        time: Option<Duration>,
        progress: &mut dyn Progress,
    ) -> Result<PositionReport, Unfinished> {
        #[cfg(not(target_arch = "wasm32"))]
        let started = std::time::Instant::now();
        let Request { board, scoring, .. } = *request;
        let unfinished = || Unfinished {
            every_move: request.every_move,
            ..Unfinished::new(&board, time.unwrap_or_default())
        };
        let from_book = book.and_then(|book| PositionReport::from_book(book, &board, scoring));
        let report = match from_book {
            Some(report) => report,
            None => {
                let solution = self
                    .bounded_by(time, |solver| solver.solution(request, progress))
                    .ok_or_else(unfinished)?;
                PositionReport::new(&board, scoring, Source::Search, &solution)
            }
        };
        if !request.pv {
            return Ok(report);
        }
        #[cfg(not(target_arch = "wasm32"))]
        let time = time.map(|time| time.saturating_sub(started.elapsed()));
        let line = self
            .bounded_by(time, |solver| {
                solver.principal_variation(&board, scoring, book)
            })
            .ok_or_else(unfinished)?;
        Ok(report.with_pv(&line))
    }

    /// The solution `request` asks for, searched.
    fn solution(&mut self, request: &Request, progress: &mut dyn Progress) -> super::Solution {
        let Request { board, scoring, .. } = *request;
        if !request.every_move {
            return self.best_solution(&board, scoring);
        }
        self.solve(&board, scoring, progress)
    }

    /// `work` within `time` (natively), else without a bound.
    fn bounded_by<R>(
        &mut self,
        time: Option<Duration>,
        work: impl FnOnce(&mut Solver) -> R,
    ) -> Option<R> {
        match time {
            #[cfg(not(target_arch = "wasm32"))]
            Some(time) => self.within_time(time, work),
            _ => self.within(u64::MAX, work),
        }
    }
}
