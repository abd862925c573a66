//! The eight symmetries of the 3x3 board (rotations and reflections), acting
//! on squares, masks, moves and positions.

use super::board::{Move, Position, Square, ALL_SQUARES};

/// One of the eight board symmetries; `Symmetry::ALL[0]` is the identity.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Symmetry(u8);

/// Where each symmetry sends (column, row), as (new column, new row).
const fn image(symmetry: u8, column: u8, row: u8) -> (u8, u8) {
    match symmetry {
        0 => (column, row),
        1 => (2 - row, column),
        2 => (2 - column, 2 - row),
        3 => (row, 2 - column),
        4 => (2 - column, row),
        5 => (column, 2 - row),
        6 => (row, column),
        _ => (2 - row, 2 - column),
    }
}

/// `MASK_IMAGE[s][mask]`: the image of a square mask under symmetry `s`.
static MASK_IMAGE: [[u16; 512]; 8] = {
    let mut table = [[0u16; 512]; 8];
    let mut symmetry = 0;
    while symmetry < 8 {
        let mut mask = 0;
        while mask < 512 {
            let mut square = 0;
            while square < 9 {
                if mask & (1 << square) != 0 {
                    let (column, row) = image(symmetry as u8, square % 3, square / 3);
                    table[symmetry][mask] |= 1 << (row * 3 + column);
                }
                square += 1;
            }
            mask += 1;
        }
        symmetry += 1;
    }
    table
};

impl Symmetry {
    pub const ALL: [Symmetry; 8] = [
        Symmetry(0),
        Symmetry(1),
        Symmetry(2),
        Symmetry(3),
        Symmetry(4),
        Symmetry(5),
        Symmetry(6),
        Symmetry(7),
    ];

    pub fn index(self) -> usize {
        self.0 as usize
    }

    pub fn square(self, square: Square) -> Square {
        let (column, row) = image(self.0, square.column(), square.row());
        Square::at(column, row).expect("symmetries keep squares on the board")
    }

    #[inline]
    pub fn mask(self, mask: u16) -> u16 {
        MASK_IMAGE[self.0 as usize][(mask & ALL_SQUARES) as usize]
    }

    /// The image of an 18-bit arrangement (two masks side by side).
    #[inline]
    pub fn arrangement(self, arrangement: u32) -> u32 {
        let table = &MASK_IMAGE[self.0 as usize];
        table[(arrangement & 0x1FF) as usize] as u32
            | (table[(arrangement >> 9) as usize & 0x1FF] as u32) << 9
    }

    pub fn position(self, position: Position) -> Position {
        use super::board::Size;
        let [small, medium, large] =
            Size::ALL.map(|size| self.arrangement(position.arrangement(size)));
        Position::from_arrangements(small, medium, large)
    }

    /// The representative of a position's class: its least image.
    pub fn canonical(position: Position) -> Position {
        Symmetry::ALL
            .iter()
            .map(|symmetry| symmetry.position(position))
            .min()
            .expect("eight symmetries")
    }

    pub fn apply_move(self, mv: Move) -> Move {
        match mv {
            Move::Place { size, to } => Move::Place {
                size,
                to: self.square(to),
            },
            Move::Shift { from, to } => Move::Shift {
                from: self.square(from),
                to: self.square(to),
            },
        }
    }
}
