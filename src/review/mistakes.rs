//! The moves that lost value, read from the values of a game's positions,
//! and what each side lost.
//!
//! The loss of a move is the value of the position before it minus the
//! value of the move played, for the side that moved (black's point of
//! view turned for white), in discs. The value of the move played is the
//! value of the next position when both are exact (a pass between them
//! changes nothing: values are black's), else the value the search of the
//! position before gave the move (the same search at the same depth as the
//! best move's, so the difference is the search's own, not the noise
//! between two searches), else the next position's value. A loss from an
//! estimate is an estimate.
//!
//! Kinds, in discs lost (every `wof` value on these boards is even, so
//! exact losses are 2, 4, 6…): an *inaccuracy* from 2 (2-4), a *mistake*
//! from 6 (6-10), a *blunder* from 12. A loss read from a search is an
//! estimate with an error of its own (docs/review.md measures it), so it
//! is reported from 5 discs only, and it is called a mistake or a blunder
//! only when it passes the threshold by that error too (`ESTIMATE_MARGIN`):
//! a search must not charge a player with a mistake it cannot tell from its
//! own noise.

use super::analysis::tenths;
use super::{PositionAnalysis, Source};
use crate::board::{Color, Square};
use crate::game::Game;
use serde::Serialize;

/// The least loss that counts as an inaccuracy, a mistake, a blunder.
pub const INACCURACY: f64 = 2.0;
pub const MISTAKE: f64 = 6.0;
pub const BLUNDER: f64 = 12.0;
/// The least estimated loss reported.
pub const ESTIMATED_FROM: f64 = 5.0;
/// What an estimated loss must exceed the mistake and blunder thresholds
/// by: the mean error of the review's estimated losses against exact ones
/// on held-out real positions of 20-22 empties (4.03), rounded up
/// (docs/review.md).
pub const ESTIMATE_MARGIN: f64 = 5.0;

/// How much a move lost.
#[derive(Clone, Copy, Debug, PartialEq, Eq, PartialOrd, Ord, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum Kind {
    Inaccuracy,
    Mistake,
    Blunder,
}

impl Kind {
    /// The kind of an estimated loss of `loss` discs: an inaccuracy from
    /// `ESTIMATED_FROM`, a mistake or a blunder only `ESTIMATE_MARGIN` past
    /// their thresholds.
    pub fn of_estimate(loss: f64) -> Option<Kind> {
        if loss < ESTIMATED_FROM {
            None
        } else {
            Kind::of((loss - ESTIMATE_MARGIN).max(INACCURACY))
        }
    }

    /// The kind of a loss of `loss` discs; `None` below an inaccuracy.
    pub fn of(loss: f64) -> Option<Kind> {
        if loss >= BLUNDER {
            Some(Kind::Blunder)
        } else if loss >= MISTAKE {
            Some(Kind::Mistake)
        } else if loss >= INACCURACY {
            Some(Kind::Inaccuracy)
        } else {
            None
        }
    }
}

/// A move that lost value.
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct Mistake {
    /// Moves played before it: the position it was played in.
    pub ply: usize,
    pub side: Color,
    pub played: Square,
    pub best: Vec<Square>,
    /// Discs lost by `side`.
    pub loss: f64,
    pub kind: Kind,
    /// Whether `loss` is exact (else it comes from a search).
    pub exact: bool,
    /// Where `loss` comes from.
    pub source: LossSource,
    /// Plies searched, for a loss from a search.
    pub depth: Option<u32>,
}

/// Where a loss comes from: the exact solver (or the game's end), the
/// opening book, or a search (an estimate).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "lowercase")]
pub enum LossSource {
    Exact,
    Book,
    Search,
}

impl LossSource {
    fn of(analysis: &PositionAnalysis) -> LossSource {
        match analysis.source {
            Source::Book => LossSource::Book,
            _ if !analysis.exact => LossSource::Search,
            Source::Final | Source::Solver | Source::Search => LossSource::Exact,
        }
    }
}

/// The mistakes of `game` that `analyses` (one per position, `None` where
/// not valued yet) show, in the order played.
pub fn find_mistakes(game: &Game, analyses: &[Option<PositionAnalysis>]) -> Vec<Mistake> {
    let at = |ply: usize| analyses.get(ply).and_then(Option::as_ref);
    game.moves()
        .iter()
        .enumerate()
        .filter_map(|(ply, &played)| {
            let before = at(ply)?;
            let (value, source, exact) = played_value(before, at(ply + 1), played)?;
            let side = game.position(ply).side_to_move();
            let lost = match side {
                Color::Black => before.value - value,
                Color::White => value - before.value,
            };
            let loss = if exact { lost } else { tenths(lost) };
            let kind = if exact {
                Kind::of(loss)
            } else {
                Kind::of_estimate(loss)
            }?;
            Some(Mistake {
                ply,
                side,
                played,
                best: before.best.clone(),
                loss,
                kind,
                exact,
                source,
                depth: (!exact).then_some(before.depth).flatten(),
            })
        })
        .collect()
}

/// The value of the move `played` from `before` (black's point of view),
/// where it comes from and whether it is exact, from the best source at
/// hand.
fn played_value(
    before: &PositionAnalysis,
    after: Option<&PositionAnalysis>,
    played: Square,
) -> Option<(f64, LossSource, bool)> {
    match (after, before.move_value(played)) {
        (Some(after), _) if before.exact && after.exact => {
            let from_book = [before, after]
                .iter()
                .any(|analysis| LossSource::of(analysis) == LossSource::Book);
            let source = if from_book {
                LossSource::Book
            } else {
                LossSource::Exact
            };
            Some((after.value, source, true))
        }
        (_, Some(value)) => Some((value, LossSource::of(before), before.exact)),
        (Some(after), None) => Some((after.value, LossSource::Search, false)),
        (None, None) => None,
    }
}

/// What one side lost over the game.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct SideSummary {
    /// The sum of its mistakes' losses.
    pub discs_lost: f64,
    pub inaccuracies: u32,
    pub mistakes: u32,
    pub blunders: u32,
    /// How many of them are estimated.
    pub estimated: u32,
}

/// What each side lost.
#[derive(Clone, Copy, Debug, Default, PartialEq, Serialize)]
pub struct Summary {
    pub black: SideSummary,
    pub white: SideSummary,
}

impl Summary {
    pub fn of(mistakes: &[Mistake]) -> Summary {
        let mut summary = Summary::default();
        for mistake in mistakes {
            let side = match mistake.side {
                Color::Black => &mut summary.black,
                Color::White => &mut summary.white,
            };
            side.discs_lost = tenths(side.discs_lost + mistake.loss);
            *match mistake.kind {
                Kind::Inaccuracy => &mut side.inaccuracies,
                Kind::Mistake => &mut side.mistakes,
                Kind::Blunder => &mut side.blunders,
            } += 1;
            side.estimated += u32::from(!mistake.exact);
        }
        summary
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn an_estimated_loss_needs_the_margin_to_be_a_mistake_or_a_blunder() {
        let kinds: Vec<Option<Kind>> = [4.9, 5.0, 10.9, 11.0, 16.9, 17.0]
            .iter()
            .map(|&loss| Kind::of_estimate(loss))
            .collect();
        use Kind::*;
        assert_eq!(
            kinds,
            [
                None,
                Some(Inaccuracy),
                Some(Inaccuracy),
                Some(Mistake),
                Some(Mistake),
                Some(Blunder)
            ]
        );
        // Exact losses need no margin.
        assert_eq!(Kind::of(6.0), Some(Mistake));
        assert_eq!(Kind::of(12.0), Some(Blunder));
    }
}
