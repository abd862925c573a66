//! The endgame solver's fast paths against slow, obviously correct
//! references: the last move's flip count against the general flips, and
//! the solver on positions of 11 to 14 empties (beyond brute force) against
//! a plain alpha-beta that has no table, no move ordering and no special
//! code near the end, itself checked against brute force.

mod common;

use boardlab::board::moves::{flips, last_flip_count};
use boardlab::board::{Board, Scoring, Size};
use boardlab::solve::Solver;
use common::{brute_force, random_position};
use proptest::prelude::*;

/// Fail-hard alpha-beta over the board's own rules, moves in square order.
fn alpha_beta(board: &Board, scoring: Scoring, mut alpha: i32, beta: i32) -> i32 {
    let moves = board.legal_moves();
    if moves.is_empty() {
        if board.opponent_moves().is_empty() {
            return board.final_value_for_mover(scoring).clamp(alpha, beta);
        }
        return -alpha_beta(&board.pass(), scoring, -beta, -alpha);
    }
    for square in moves {
        let value = -alpha_beta(&board.play_unchecked(square), scoring, -beta, -alpha);
        if value >= beta {
            return beta;
        }
        alpha = alpha.max(value);
    }
    alpha
}

fn scoring(wof: bool) -> Scoring {
    if wof {
        Scoring::Wof
    } else {
        Scoring::Raw
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(2000))]

    /// Any square as the last empty one, any split of the rest.
    #[test]
    fn last_flip_count_is_the_count_of_flips(discs: u64, square in 0u8..64) {
        let bit = 1u64 << square;
        let player = discs & !bit;
        let opponent = !discs & !bit;
        prop_assert_eq!(
            last_flip_count(player, square),
            flips(player, opponent, square).count_ones()
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(64))]

    #[test]
    fn alpha_beta_is_brute_force(empties in 0u32..=8, seed: u64, wof: bool) {
        let board = random_position(Size::Eight, empties, seed);
        prop_assert_eq!(
            alpha_beta(&board, scoring(wof), -127, 127),
            brute_force(&board, scoring(wof))
        );
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Values of 8x8 and 6x6 positions with 11-14 empties, the table reused
    /// across them (as a game's solves reuse it).
    #[test]
    fn solver_is_alpha_beta_up_to_fourteen_empties(
        six: bool,
        empties in 11u32..=14,
        seed: u64,
        wof: bool,
    ) {
        let size = if six { Size::Six } else { Size::Eight };
        let board = random_position(size, empties, seed);
        let expected = alpha_beta(&board, scoring(wof), -127, 127);
        let mut solver = Solver::new(16);
        prop_assert_eq!(solver.value(&board, scoring(wof)), expected, "{}", board);
        // A null window just below and just above: a fail-soft bound is on
        // the window's side of the value, and the value is on its other.
        let below = solver.value_within(&board, scoring(wof), expected - 1, expected);
        prop_assert_eq!(below, expected);
        let above = solver.value_within(&board, scoring(wof), expected, expected + 1);
        prop_assert_eq!(above, expected);
    }
}
