//! Slow, obviously correct references for the solver tests.
#![allow(dead_code)]

use boardlab::board::{Board, Scoring, Size};

/// Plain negamax over the whole game tree: no pruning, no table, no
/// ordering; a pass is a move to the same discs with the other side.
pub fn brute_force(board: &Board, scoring: Scoring) -> i32 {
    let moves = board.legal_moves();
    if moves.is_empty() {
        if board.opponent_moves().is_empty() {
            return board.final_value_for_mover(scoring);
        }
        return -brute_force(&board.pass(), scoring);
    }
    moves
        .map(|square| -brute_force(&board.play_unchecked(square), scoring))
        .max()
        .expect("a move")
}

/// A small deterministic generator (xorshift), so failures reproduce.
pub struct Rng(pub u64);

impl Rng {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The position after random legal moves from the start until `empties`
/// squares are left (or the game ends), passes made when forced.
pub fn random_position(size: Size, empties: u32, seed: u64) -> Board {
    let mut rng = Rng(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut board = Board::start(size);
    while board.empty().count() > empties && !board.is_game_over() {
        let moves: Vec<_> = board.legal_moves().collect();
        if moves.is_empty() {
            board = board.pass();
            continue;
        }
        board = board.play_unchecked(moves[rng.below(moves.len())]);
    }
    board
}
