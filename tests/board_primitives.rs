//! The board core's shared primitives (direction shifts, the king-step
//! dilation, stable discs, seeds) against slow references written with
//! square coordinates, and stable discs against their meaning: no line of
//! play flips them.

mod common;

use boardlab::board::random::{seeded, stream_seed};
use boardlab::board::{dilate, position_hash, Board, Direction, Size, Square, Stability};
use common::random_position;
use proptest::prelude::*;

/// A square's column and row moved by (`dc`, `dr`), if still on an
/// `side` x `side` board.
fn moved(square: Square, (dc, dr): (i32, i32), side: i32) -> Option<Square> {
    let (col, row) = (square.col() as i32 + dc, square.row() as i32 + dr);
    ((0..side).contains(&col) && (0..side).contains(&row))
        .then(|| Square::new(col as u8, row as u8))
}

/// Each direction as a column and row step (rows count down the board).
fn offset(direction: Direction) -> (i32, i32) {
    match direction {
        Direction::East => (1, 0),
        Direction::SouthEast => (1, 1),
        Direction::South => (0, 1),
        Direction::SouthWest => (-1, 1),
        Direction::West => (-1, 0),
        Direction::NorthWest => (-1, -1),
        Direction::North => (0, -1),
        Direction::NorthEast => (1, -1),
    }
}

fn squares_of(bits: u64) -> impl Iterator<Item = Square> {
    (0..64u8)
        .filter(move |&index| bits >> index & 1 != 0)
        .map(Square::from_index)
}

fn bits_of(squares: impl IntoIterator<Item = Square>) -> u64 {
    squares
        .into_iter()
        .fold(0, |bits, square| bits | 1 << square.index())
}

/// Stable discs by their rule, square by square: on each of the four lines
/// through a disc, the line is full or a neighbour along it is off the
/// board or already stable; grown from none to the fixed point.
fn reference_stable(discs: u64, occupied: u64, size: Size) -> u64 {
    let side = size.side() as i32;
    let lines = [(1, 0), (0, 1), (1, 1), (1, -1)];
    let full = |square: Square, (dc, dr): (i32, i32)| {
        [(dc, dr), (-dc, -dr)].into_iter().all(|step| {
            std::iter::successors(moved(square, step, side), |&next| moved(next, step, side))
                .all(|next| occupied >> next.index() & 1 != 0)
        })
    };
    let mut stable = 0u64;
    loop {
        let next = bits_of(squares_of(discs).filter(|&square| {
            lines.into_iter().all(|(dc, dr)| {
                full(square, (dc, dr))
                    || [(dc, dr), (-dc, -dr)].into_iter().any(|step| {
                        moved(square, step, side)
                            .is_none_or(|neighbour| stable >> neighbour.index() & 1 != 0)
                    })
            })
        }));
        if next == stable {
            return stable;
        }
        stable = next;
    }
}

/// Discs anywhere on a board of any size (positions no game reaches too).
fn any_discs() -> impl Strategy<Value = (Size, u64, u64)> {
    (
        prop::sample::select(Size::ALL.to_vec()),
        any::<u64>(),
        any::<u64>(),
    )
        .prop_map(|(size, a, b)| {
            let mask = size.mask().0;
            (size, a & mask, b & !a & mask)
        })
}

proptest! {
    #[test]
    fn shifts_move_every_square_one_step(bits in any::<u64>()) {
        for direction in Direction::ALL {
            let expected = bits_of(squares_of(bits).filter_map(|s| moved(s, offset(direction), 8)));
            prop_assert_eq!(direction.shift(bits), expected, "{:?}", direction);
        }
    }

    #[test]
    fn dilation_is_the_squares_within_a_king_step(bits in any::<u64>()) {
        let expected = bits_of(squares_of(bits).flat_map(|square| {
            (-1..=1).flat_map(move |dc| (-1..=1).filter_map(move |dr| moved(square, (dc, dr), 8)))
        }));
        prop_assert_eq!(dilate(bits), expected);
    }

    #[test]
    fn stable_discs_follow_their_rule((size, black, white) in any_discs()) {
        let stability = Stability::new(black | white, size.mask().0);
        for discs in [black, white] {
            prop_assert_eq!(stability.stable(discs), reference_stable(discs, black | white, size));
        }
    }
}

#[test]
fn directions_come_in_opposite_pairs() {
    for (index, direction) in Direction::ALL.into_iter().enumerate() {
        let opposite = Direction::ALL[(index + 4) % 8];
        assert_eq!(direction.opposite(), opposite);
        assert_eq!(direction.index_step(), -opposite.index_step());
        assert_eq!(direction.index_step() > 0, index < 4, "{direction:?}");
        let (dc, dr) = offset(direction);
        assert_eq!(i32::from(direction.index_step()), dr * 8 + dc);
    }
}

#[test]
fn neighbours_and_frame_edges_follow_coordinates() {
    for direction in Direction::ALL {
        let mut edge = 0;
        for square in (0..64).map(Square::from_index) {
            let expected = moved(square, offset(direction), 8);
            assert_eq!(
                direction.neighbour(square),
                expected,
                "{direction:?} of {square}"
            );
            if expected.is_none() {
                edge |= 1 << square.index();
            }
        }
        assert_eq!(direction.frame_edge(), edge, "{direction:?}");
    }
}

/// Whether some line of play from `board` turns one of `black` white or
/// one of `white` black.
fn some_line_flips(board: &Board, black: u64, white: u64) -> bool {
    use boardlab::board::Color;
    if board.discs(Color::Black).0 & black != black || board.discs(Color::White).0 & white != white
    {
        return true;
    }
    let moves = board.legal_moves();
    if moves.is_empty() {
        return !board.opponent_moves().is_empty() && some_line_flips(&board.pass(), black, white);
    }
    moves
        .into_iter()
        .any(|square| some_line_flips(&board.play_unchecked(square), black, white))
}

/// The meaning: no line of play flips a stable disc. Every line from late
/// positions of random games on each size, and from 4x4 positions early on.
#[test]
fn no_line_of_play_flips_a_stable_disc() {
    use boardlab::board::Color;
    let mut checked = 0;
    for (size, empties) in [(Size::Four, 11), (Size::Six, 9), (Size::Eight, 8)] {
        for seed in 0..40 {
            let board = random_position(size, empties, seed);
            let (black, white) = (board.discs(Color::Black).0, board.discs(Color::White).0);
            let stability = Stability::new(black | white, size.mask().0);
            let (stable_black, stable_white) = (stability.stable(black), stability.stable(white));
            checked += (stable_black | stable_white).count_ones();
            assert!(
                !some_line_flips(&board, stable_black, stable_white),
                "{board}: stable {stable_black:#x} / {stable_white:#x}"
            );
        }
    }
    // The positions have stable discs to check, not only empty sets.
    assert!(checked > 500, "only {checked} stable discs checked");
}

/// The tables' hash is pinned: perft's, the solver's and the players'
/// node counts and choices depend on which positions share a slot.
#[test]
fn the_position_hash_keeps_its_values() {
    let start = Board::start(Size::Eight);
    assert_eq!(
        position_hash(start.player().0, start.opponent().0),
        0x462d_d413_1fa9_d69e
    );
    assert_eq!(position_hash(0, 0), 0);
    assert_eq!(position_hash(1, 0), 0x9e37_79b9_7f4a_7c15);
    assert_eq!(position_hash(0, 1 << 35), 0xc2b2_ae3d_27d4_eb4f);
}

/// SplitMix64 as published: the state advances by the golden-ratio
/// constant and each output is the finalizer of the state.
struct SplitMix64(u64);

impl SplitMix64 {
    fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ (z >> 31)
    }
}

#[test]
fn stream_seeds_of_seed_zero_are_the_splitmix64_sequence() {
    let mut reference = SplitMix64(0);
    // The generator's well-known first output from state 0.
    assert_eq!(stream_seed(0, 0), 0xe220_a839_7b1d_cdaf);
    for index in 0..1000 {
        assert_eq!(stream_seed(0, index), reference.next(), "stream {index}");
    }
}

#[test]
fn seeded_generators_repeat_and_differ_by_seed() {
    let first: Vec<u64> = (0..4).map(|_| seeded(7).next_u64()).collect();
    assert!(first.windows(2).all(|pair| pair[0] == pair[1]));
    let mut a = seeded(7);
    let mut b = seeded(8);
    assert!((0..4).any(|_| a.next_u64() != b.next_u64()));
}
