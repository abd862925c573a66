//! Gobblet Gobblers positions seen from the side to move, and their moves.
//!
//! A position is six 9-bit masks packed in a `u64`: for each size (small,
//! medium, large) the squares holding a piece of that size owned by the mover
//! and by the opponent. A square holds at most one piece of each size, and the
//! piece on top is the largest, so the masks describe every stack exactly; the
//! reserves are what the variant's piece count leaves off the board.

use std::ops::ControlFlow;

/// The nine squares, bit `row * 3 + column` (a1 = bit 0, c3 = bit 8).
pub const ALL_SQUARES: u16 = 0x1FF;

/// The eight lines of three, as square masks.
pub const LINES: [u16; 8] = [
    0b000_000_111,
    0b000_111_000,
    0b111_000_000,
    0b001_001_001,
    0b010_010_010,
    0b100_100_100,
    0b100_010_001,
    0b001_010_100,
];

/// `LINE_TABLE[mask]` tells whether `mask` contains a full line: one load
/// instead of eight compares in the solver's inner loop.
static LINE_TABLE: [bool; 512] = {
    let mut table = [false; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut line = 0;
        while line < 8 {
            if mask & LINES[line] as usize == LINES[line] as usize {
                table[mask] = true;
            }
            line += 1;
        }
        mask += 1;
    }
    table
};

/// Whether the squares in `mask` contain a line of three.
#[inline]
pub fn has_line(mask: u16) -> bool {
    LINE_TABLE[(mask & ALL_SQUARES) as usize]
}

/// A square of the 3x3 board: columns a-c, rows 1-3, a1 top-left.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub struct Square(u8);

impl Square {
    /// The square with index `row * 3 + column`, if below 9.
    pub fn new(index: u8) -> Option<Square> {
        (index < 9).then_some(Square(index))
    }

    /// The square in `column` (0 = a) and `row` (0 = row 1).
    pub fn at(column: u8, row: u8) -> Option<Square> {
        (column < 3 && row < 3).then_some(Square(row * 3 + column))
    }

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn column(self) -> u8 {
        self.0 % 3
    }

    pub fn row(self) -> u8 {
        self.0 / 3
    }

    pub fn bit(self) -> u16 {
        1 << self.0
    }

    pub fn all() -> impl Iterator<Item = Square> {
        (0..9).map(Square)
    }
}

/// A piece size; a piece may cover only strictly smaller ones.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug)]
pub enum Size {
    Small,
    Medium,
    Large,
}

impl Size {
    pub const ALL: [Size; 3] = [Size::Small, Size::Medium, Size::Large];

    pub fn index(self) -> usize {
        self as usize
    }
}

/// Whose piece, relative to the side to move.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Owner {
    Mover,
    Opponent,
}

/// How many pieces of each size each player owns: 2 in the real game, 1 in
/// the small variant the default tests solve against a brute-force reference.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Variant {
    per_size: u8,
}

impl Variant {
    pub const STANDARD: Variant = Variant { per_size: 2 };
    pub const ONE_PER_SIZE: Variant = Variant { per_size: 1 };

    /// A variant with `per_size` pieces of each size per player (1 or 2).
    pub fn new(per_size: u8) -> Option<Variant> {
        (1..=2).contains(&per_size).then_some(Variant { per_size })
    }

    pub fn per_size(self) -> u8 {
        self.per_size
    }
}

/// A move of the side to move. Moves are relative to the mover, so they carry
/// no colour.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Move {
    /// Put a reserve piece of `size` on `to`.
    Place { size: Size, to: Square },
    /// Lift the mover's top piece on `from` and put it on `to`.
    Shift { from: Square, to: Square },
}

/// What a position is before anyone moves in it.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Status {
    /// The mover already shows a line: no game reaches this (the opponent's
    /// previous move cannot have made it), so it has no value.
    MoverHasLine,
    /// The opponent shows a line: the mover has lost.
    OpponentHasLine,
    /// The mover has no allowed move: the mover has lost.
    NoAllowedMove,
    /// The game goes on.
    Open,
}

/// Why a move cannot be played in a position.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum MoveError {
    /// The position is finished (a line is shown).
    GameOver,
    /// No piece of that size is left in the mover's reserve.
    EmptyReserve(Size),
    /// The mover has no piece on top of the square.
    NoOwnPieceOnTop(Square),
    /// Source and destination are the same square.
    SameSquare(Square),
    /// The destination's top piece is not strictly smaller.
    Blocked(Square),
    /// Lifting the piece would uncover a line of the opponent's.
    UncoversOpponentLine(Square),
}

impl std::fmt::Display for MoveError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            MoveError::GameOver => write!(f, "the game is already over"),
            MoveError::EmptyReserve(size) => {
                write!(
                    f,
                    "no {} piece left in reserve",
                    super::notation::size_name(*size)
                )
            }
            MoveError::NoOwnPieceOnTop(from) => {
                write!(f, "no piece of the side to move on top of {from}")
            }
            MoveError::SameSquare(from) => {
                write!(f, "a piece must move to a different square than {from}")
            }
            MoveError::Blocked(to) => write!(f, "{to} is covered by a piece at least as large"),
            MoveError::UncoversOpponentLine(from) => {
                write!(
                    f,
                    "lifting the piece on {from} would uncover the opponent's line"
                )
            }
        }
    }
}

impl std::error::Error for MoveError {}

/// Bit offset of the mask for `size` and `owner` in the packed position: the
/// mover's and opponent's masks of one size sit side by side so that one
/// 18-bit field describes a size's arrangement (the seed's unit of indexing).
#[inline]
const fn shift(size: usize, opponent: bool) -> u32 {
    (size * 18 + if opponent { 9 } else { 0 }) as u32
}

/// The mover's three masks; shifting by 9 reaches the opponent's.
const MOVER_FIELDS: u64 = 0x1FF | 0x1FF << 18 | 0x1FF << 36;

/// A position from the side to move's point of view (see the module doc).
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Default)]
pub struct Position(u64);

impl Position {
    /// The empty board.
    pub const EMPTY: Position = Position(0);

    /// The packed masks; see `from_bits`.
    pub fn bits(self) -> u64 {
        self.0
    }

    /// The position with these packed masks, if they are consistent: no bits
    /// beyond the six masks, no square holding two pieces of one size, no
    /// more than the variant's pieces per size and player.
    pub fn from_bits(bits: u64, variant: Variant) -> Option<Position> {
        if bits >> 54 != 0 {
            return None;
        }
        let position = Position(bits);
        let consistent = Size::ALL.iter().all(|&size| {
            let mover = position.mask(size, Owner::Mover);
            let opponent = position.mask(size, Owner::Opponent);
            mover & opponent == 0
                && mover.count_ones() <= variant.per_size as u32
                && opponent.count_ones() <= variant.per_size as u32
        });
        consistent.then_some(position)
    }

    /// Builds a position from its six masks, indexed `[size][owner]` with
    /// owner 0 the mover; consistency is checked as in `from_bits`.
    pub fn from_masks(masks: [[u16; 2]; 3], variant: Variant) -> Option<Position> {
        let mut bits = 0u64;
        for (size, pair) in masks.iter().enumerate() {
            for (owner, &mask) in pair.iter().enumerate() {
                if mask & !ALL_SQUARES != 0 {
                    return None;
                }
                bits |= (mask as u64) << shift(size, owner == 1);
            }
        }
        Position::from_bits(bits, variant)
    }

    /// The 18-bit arrangement of one size: mover's mask, then opponent's
    /// shifted by 9.
    #[inline]
    pub fn arrangement(self, size: Size) -> u32 {
        (self.0 >> (size.index() * 18)) as u32 & 0x3FFFF
    }

    /// The position made of three arrangements (small, medium, large).
    #[inline]
    pub fn from_arrangements(small: u32, medium: u32, large: u32) -> Position {
        Position(small as u64 | (medium as u64) << 18 | (large as u64) << 36)
    }

    #[inline]
    pub fn mask(self, size: Size, owner: Owner) -> u16 {
        (self.0 >> shift(size.index(), owner == Owner::Opponent)) as u16 & ALL_SQUARES
    }

    /// The same position seen by the other player (who is to move after a
    /// move in this one).
    #[inline]
    pub fn flipped(self) -> Position {
        Position((self.0 & MOVER_FIELDS) << 9 | (self.0 >> 9) & MOVER_FIELDS)
    }

    /// Squares holding a piece of `size` of either player.
    #[inline]
    fn occupied(self, size: usize) -> u16 {
        let field = (self.0 >> (size * 18)) as u32;
        (field | field >> 9) as u16 & ALL_SQUARES
    }

    /// The squares whose top piece belongs to `owner`.
    #[inline]
    pub fn visible(self, owner: Owner) -> u16 {
        let [medium, large] = [1, 2].map(|size| self.occupied(size));
        let own =
            |size: usize| (self.0 >> shift(size, owner == Owner::Opponent)) as u16 & ALL_SQUARES;
        own(2) | own(1) & !large | own(0) & !large & !medium
    }

    /// The top piece on `square`, if any.
    pub fn top(self, square: Square) -> Option<(Size, Owner)> {
        Size::ALL.iter().rev().find_map(|&size| {
            if self.mask(size, Owner::Mover) & square.bit() != 0 {
                Some((size, Owner::Mover))
            } else if self.mask(size, Owner::Opponent) & square.bit() != 0 {
                Some((size, Owner::Opponent))
            } else {
                None
            }
        })
    }

    /// The pieces on `square` from bottom to top.
    pub fn stack(self, square: Square) -> Vec<(Size, Owner)> {
        let mut stack = Vec::new();
        for size in Size::ALL {
            for owner in [Owner::Mover, Owner::Opponent] {
                if self.mask(size, owner) & square.bit() != 0 {
                    stack.push((size, owner));
                }
            }
        }
        stack
    }

    /// Pieces of `size` that `owner` still has in reserve.
    pub fn reserve(self, variant: Variant, owner: Owner, size: Size) -> u8 {
        variant.per_size - self.mask(size, owner).count_ones() as u8
    }

    /// Whether the position is finished, unreachable or goes on.
    pub fn status(self, variant: Variant) -> Status {
        if has_line(self.visible(Owner::Mover)) {
            Status::MoverHasLine
        } else if has_line(self.visible(Owner::Opponent)) {
            Status::OpponentHasLine
        } else if self
            .for_each_move(variant, |_, _| ControlFlow::Break(()))
            .is_continue()
        {
            Status::NoAllowedMove
        } else {
            Status::Open
        }
    }

    /// Calls `visit` with every allowed move and the position it leads to
    /// (already flipped to the next mover), stopping when `visit` breaks.
    /// Lifts that uncover an opponent line are skipped; the caller must not
    /// call this on a finished position (it would list moves anyway).
    #[inline]
    pub fn for_each_move<F>(self, variant: Variant, mut visit: F) -> ControlFlow<()>
    where
        F: FnMut(Move, Position) -> ControlFlow<()>,
    {
        let [small, medium, large] = [0, 1, 2].map(|size| self.occupied(size));
        // A piece of size z may land where no piece of size z or larger is.
        let lands = [!(small | medium | large), !(medium | large), !large].map(|m| m & ALL_SQUARES);
        // A piece of size z is on top where no larger piece covers it.
        let uncovered = [!(medium | large), !large, ALL_SQUARES];
        for (size, &to_squares) in lands.iter().enumerate() {
            let own = (self.0 >> shift(size, false)) as u16 & ALL_SQUARES;
            let size_kind = Size::ALL[size];
            if (own.count_ones() as u8) < variant.per_size {
                for to in bits(to_squares) {
                    let next = self.0 | 1 << (shift(size, false) + to as u32);
                    visit(
                        Move::Place {
                            size: size_kind,
                            to: Square(to),
                        },
                        Position(next).flipped(),
                    )?;
                }
            }
            for from in bits(own & uncovered[size]) {
                let lifted = Position(self.0 & !(1 << (shift(size, false) + from as u32)));
                if has_line(lifted.visible(Owner::Opponent)) {
                    continue;
                }
                // The lifted square is not in `to_squares`: it held this piece.
                for to in bits(to_squares) {
                    let next = lifted.0 | 1 << (shift(size, false) + to as u32);
                    visit(
                        Move::Shift {
                            from: Square(from),
                            to: Square(to),
                        },
                        Position(next).flipped(),
                    )?;
                }
            }
        }
        ControlFlow::Continue(())
    }

    /// Every allowed move, in generation order.
    pub fn moves(self, variant: Variant) -> Vec<Move> {
        let mut moves = Vec::new();
        if matches!(self.status(variant), Status::Open) {
            let _ = self.for_each_move(variant, |mv, _| {
                moves.push(mv);
                ControlFlow::Continue(())
            });
        }
        moves
    }

    /// Plays `mv` if it is allowed; returns the next position, flipped to
    /// the next mover. The error says which rule the move breaks.
    pub fn play(self, variant: Variant, mv: Move) -> Result<Position, MoveError> {
        if has_line(self.visible(Owner::Mover)) || has_line(self.visible(Owner::Opponent)) {
            return Err(MoveError::GameOver);
        }
        let (size, to, lifted) = match mv {
            Move::Place { size, to } => {
                if self.reserve(variant, Owner::Mover, size) == 0 {
                    return Err(MoveError::EmptyReserve(size));
                }
                (size, to, self)
            }
            Move::Shift { from, to } => {
                let Some((size, Owner::Mover)) = self.top(from) else {
                    return Err(MoveError::NoOwnPieceOnTop(from));
                };
                if from == to {
                    return Err(MoveError::SameSquare(from));
                }
                let lifted =
                    Position(self.0 & !(1 << (shift(size.index(), false) + from.0 as u32)));
                if has_line(lifted.visible(Owner::Opponent)) {
                    return Err(MoveError::UncoversOpponentLine(from));
                }
                (size, to, lifted)
            }
        };
        if matches!(lifted.top(to), Some((top, _)) if top >= size) {
            return Err(MoveError::Blocked(to));
        }
        Ok(Position(lifted.0 | 1 << (shift(size.index(), false) + to.0 as u32)).flipped())
    }

    /// Whether the mover can show a line in one move. (A move that leaves
    /// the opponent without an allowed move also wins in one ply; this does
    /// not look for those.) Bit tricks only: the solver asks this of every
    /// position.
    #[inline]
    pub fn wins_in_one(self, variant: Variant) -> bool {
        let [small, medium, large] = [0, 1, 2].map(|size| self.occupied(size));
        let lands = [!(small | medium | large), !(medium | large), !large].map(|m| m & ALL_SQUARES);
        let uncovered = [!(medium | large), !large, ALL_SQUARES];
        let mine = self.visible(Owner::Mover);
        let completing = COMPLETING[mine as usize];
        for (size, &to_squares) in lands.iter().enumerate() {
            let own = (self.0 >> shift(size, false)) as u16 & ALL_SQUARES;
            if (own.count_ones() as u8) < variant.per_size && completing & to_squares != 0 {
                return true;
            }
            for from in bits(own & uncovered[size]) {
                let lifted = Position(self.0 & !(1 << (shift(size, false) + from as u32)));
                if has_line(lifted.visible(Owner::Opponent)) {
                    continue;
                }
                // The lift may uncover an opponent piece, so the landing must
                // complete a line with what stays visible.
                if COMPLETING[lifted.visible(Owner::Mover) as usize] & to_squares != 0 {
                    return true;
                }
            }
        }
        false
    }
}

/// `COMPLETING[mask]`: the squares outside `mask` that would complete a line
/// with it.
static COMPLETING: [u16; 512] = {
    let mut table = [0u16; 512];
    let mut mask = 0;
    while mask < 512 {
        let mut line = 0;
        while line < 8 {
            let missing = LINES[line] & !(mask as u16);
            if missing.count_ones() == 1 {
                table[mask] |= missing;
            }
            line += 1;
        }
        mask += 1;
    }
    table
};

/// The indices of the set bits of `mask`, lowest first.
#[inline]
pub fn bits(mut mask: u16) -> impl Iterator<Item = u8> {
    std::iter::from_fn(move || {
        (mask != 0).then(|| {
            let bit = mask.trailing_zeros() as u8;
            mask &= mask - 1;
            bit
        })
    })
}
