//! Which evaluation a searching player uses: the learned pattern weights
//! (`strong`) or the hand-set features of `eval.rs` (`classic`).

use super::eval::Geometry;
use crate::board::{Board, Size};
use crate::eval::{builtin, Weights};
use std::sync::Arc;

/// A player's choice of evaluation, before the board size is known.
#[derive(Clone, Debug)]
pub enum EvalChoice {
    /// The built-in learned weights (the hand-set features on 4x4, which
    /// has none: its games are solved outright from the first move).
    Learned,
    /// The hand-set features.
    Classic,
    /// Given weights (training plays with the weights of its last round).
    Weights(Arc<Weights>),
}

/// An evaluation ready for one board size.
#[derive(Clone, Debug)]
pub enum Evaluator {
    Classic(Geometry),
    Learned(Arc<Weights>),
}

impl Evaluator {
    pub fn new(choice: &EvalChoice, size: Size) -> Evaluator {
        let learned = match choice {
            EvalChoice::Classic => None,
            EvalChoice::Learned => builtin(size),
            EvalChoice::Weights(weights) => {
                Some(Arc::clone(weights)).filter(|weights| weights.size() == size)
            }
        };
        match learned {
            Some(weights) => Evaluator::Learned(weights),
            None => Evaluator::Classic(Geometry::new(size)),
        }
    }

    /// The score of `board` for its side to move, in hundredths of a disc
    /// (the game is not over).
    #[inline]
    pub fn evaluate(&self, board: &Board) -> i32 {
        match self {
            Evaluator::Classic(geometry) => geometry.evaluate(board),
            Evaluator::Learned(weights) => weights.evaluate(board),
        }
    }
}
