//! `random`: a uniformly random legal move.

use super::{Limits, Player};
use crate::board::random::Rng;
use crate::board::{Board, Square};
use rand::seq::IteratorRandom;

#[derive(Clone, Copy, Debug, Default)]
pub struct RandomPlayer;

impl Player for RandomPlayer {
    fn choose(&mut self, board: &Board, rng: &mut Rng, _limits: Limits) -> Option<Square> {
        board.legal_moves().choose(rng)
    }
}
