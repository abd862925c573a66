//! The three stoner shapes and the 8 orientations of the board they can
//! appear in (shared/spec/stoner.md). Every pattern is written once in the
//! canonical orientation (edge on row 8, near corner a8, X-square b7) and
//! carried to the others by the engine's symmetries.

use crate::board::{Bitboard, Board, Size, Square, Symmetry};
use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// A stoner shape, by the defender's discs on the trapped edge.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub enum Shape {
    /// Four defender discs d8-g8 (the seed's 黒4形).
    S4,
    /// Three defender discs e8-g8 and an attacker disc on c8 (黒3白1形).
    S31,
    /// Three defender discs e8-g8 and a defender disc on a6 (黒3形).
    S3,
}

impl Shape {
    pub const ALL: [Shape; 3] = [Shape::S4, Shape::S31, Shape::S3];

    pub const fn name(self) -> &'static str {
        match self {
            Shape::S4 => "S4",
            Shape::S31 => "S31",
            Shape::S3 => "S3",
        }
    }

    pub const fn index(self) -> usize {
        self as usize
    }

    /// The pattern in the canonical orientation.
    const fn canonical(self) -> Pattern {
        // Row 8 is bits 56..63 (a8 = 56); b7 = 49, g7 = 54, a6 = 40.
        const A8: u64 = 1 << 56;
        const B8: u64 = 1 << 57;
        const C8: u64 = 1 << 58;
        const D8: u64 = 1 << 59;
        const E8: u64 = 1 << 60;
        const F8: u64 = 1 << 61;
        const G8: u64 = 1 << 62;
        const H8: u64 = 1 << 63;
        const B7: u64 = 1 << 49;
        const G7: u64 = 1 << 54;
        const A6: u64 = 1 << 40;
        // b1..b6: column b (bit 1 of each byte) in rows 1-6.
        const B1_TO_B6: u64 = 0x0000_0202_0202_0202;
        match self {
            Shape::S4 => Pattern {
                defender: D8 | E8 | F8 | G8,
                attacker: B7,
                empty: A8 | B8 | C8 | H8 | G7,
                defender_somewhere: B1_TO_B6,
                trigger: C8,
            },
            Shape::S31 => Pattern {
                defender: E8 | F8 | G8,
                attacker: B7 | C8,
                empty: A8 | B8 | D8 | H8 | G7,
                defender_somewhere: B1_TO_B6,
                trigger: D8,
            },
            Shape::S3 => Pattern {
                defender: E8 | F8 | G8 | A6,
                attacker: B7,
                empty: A8 | B8 | C8 | D8 | H8 | G7,
                defender_somewhere: 0,
                trigger: D8,
            },
        }
    }
}

impl fmt::Display for Shape {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// Text that names no stoner shape.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a stoner shape (use S4, S31 or S3)")]
pub struct ParseShapeError(pub String);

impl FromStr for Shape {
    type Err = ParseShapeError;

    fn from_str(text: &str) -> Result<Shape, ParseShapeError> {
        Shape::ALL
            .into_iter()
            .find(|shape| shape.name().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| ParseShapeError(text.to_string()))
    }
}

/// The squares a shape constrains, as bitboards in one orientation.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Pattern {
    /// Squares that must hold the defender's discs.
    pub defender: u64,
    /// Squares that must hold the attacker's discs.
    pub attacker: u64,
    /// Squares that must be empty.
    pub empty: u64,
    /// The defender must own at least one of these (no condition when 0).
    pub defender_somewhere: u64,
    /// The attacker's move that springs the trap.
    pub trigger: u64,
}

impl Pattern {
    fn transform(self, symmetry: Symmetry) -> Pattern {
        let map = |bits: u64| symmetry.bitboard(Bitboard(bits), Size::Eight).0;
        Pattern {
            defender: map(self.defender),
            attacker: map(self.attacker),
            empty: map(self.empty),
            defender_somewhere: map(self.defender_somewhere),
            trigger: map(self.trigger),
        }
    }

    /// Whether the discs match, with the defender to move in `board` (the
    /// near-corner condition is the orientation's, see `Orientation::matches`).
    pub fn matches_discs(&self, board: &Board) -> bool {
        let defender = board.player().0;
        let attacker = board.opponent().0;
        let empty = board.empty().0;
        defender & self.defender == self.defender
            && attacker & self.attacker == self.attacker
            && empty & self.empty == self.empty
            && (self.defender_somewhere == 0 || defender & self.defender_somewhere != 0)
    }
}

/// One of the 8 placements of the canonical shapes: the image of the
/// canonical squares under a symmetry of the board.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Orientation(u8);

/// The canonical near corner, X-square and far corner.
const CANONICAL_NEAR: Square = Square::new(0, 7);
const CANONICAL_X: Square = Square::new(1, 6);
const CANONICAL_FAR: Square = Square::new(7, 7);

/// The symmetries under which the start position is unchanged.
pub const START_SYMMETRIES: [Symmetry; 4] = [
    Symmetry::Identity,
    Symmetry::Rotate180,
    Symmetry::Transpose,
    Symmetry::AntiTranspose,
];

impl Orientation {
    /// The canonical orientation `a8/b7/h8`.
    pub const CANONICAL: Orientation = Orientation(0);

    /// All 8, in the order of `Symmetry::ALL`.
    pub fn all() -> impl Iterator<Item = Orientation> {
        (0..8).map(Orientation)
    }

    pub const fn index(self) -> usize {
        self.0 as usize
    }

    pub fn from_index(index: usize) -> Orientation {
        assert!(index < 8);
        Orientation(index as u8)
    }

    /// The symmetry that carries the canonical orientation onto this one.
    pub fn symmetry(self) -> Symmetry {
        Symmetry::ALL[self.index()]
    }

    fn map(self, square: Square) -> Square {
        self.symmetry().square(square, Size::Eight)
    }

    pub fn near_corner(self) -> Square {
        self.map(CANONICAL_NEAR)
    }

    pub fn x_square(self) -> Square {
        self.map(CANONICAL_X)
    }

    pub fn far_corner(self) -> Square {
        self.map(CANONICAL_FAR)
    }

    /// Both corners of the trapped edge.
    pub fn corners(self) -> Bitboard {
        self.near_corner().bitboard() | self.far_corner().bitboard()
    }

    pub fn pattern(self, shape: Shape) -> Pattern {
        shape.canonical().transform(self.symmetry())
    }

    pub fn trigger(self, shape: Shape) -> Square {
        Bitboard(self.pattern(shape).trigger)
            .first()
            .expect("one trigger square")
    }

    /// The orientation this one becomes when the board is transformed.
    pub fn transformed(self, symmetry: Symmetry) -> Orientation {
        let near = symmetry.square(self.near_corner(), Size::Eight);
        let far = symmetry.square(self.far_corner(), Size::Eight);
        Orientation::all()
            .find(|o| o.near_corner() == near && o.far_corner() == far)
            .expect("a symmetry maps orientations onto orientations")
    }

    /// 0 for the family of `a8/b7/h8` (its images under the start
    /// position's symmetries), 1 for the family of its mirror `h8/g7/a8`.
    pub fn family(self) -> usize {
        usize::from(!START_SYMMETRIES.contains(&self.symmetry()))
    }

    /// Whether `board`, with the defender to move, shows `shape` here: the
    /// discs match and the defender has no legal move on the near corner.
    pub fn matches(self, shape: Shape, board: &Board) -> bool {
        board.size() == Size::Eight
            && self.pattern(shape).matches_discs(board)
            && !board.legal_moves().contains(self.near_corner())
    }
}

impl fmt::Display for Orientation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}/{}/{}",
            self.near_corner(),
            self.x_square(),
            self.far_corner()
        )
    }
}

impl fmt::Debug for Orientation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(self, f)
    }
}

/// Text that names no orientation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not an orientation (near corner/X-square/far corner, e.g. a8/b7/h8)")]
pub struct ParseOrientationError(pub String);

impl FromStr for Orientation {
    type Err = ParseOrientationError;

    fn from_str(text: &str) -> Result<Orientation, ParseOrientationError> {
        Orientation::all()
            .find(|o| o.to_string().eq_ignore_ascii_case(text.trim()))
            .ok_or_else(|| ParseOrientationError(text.to_string()))
    }
}

impl Serialize for Orientation {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.collect_str(self)
    }
}

impl<'de> Deserialize<'de> for Orientation {
    fn deserialize<D: serde::Deserializer<'de>>(deserializer: D) -> Result<Orientation, D::Error> {
        String::deserialize(deserializer)?
            .parse()
            .map_err(serde::de::Error::custom)
    }
}

/// A shape seen in one orientation.
#[derive(Clone, Copy, PartialEq, Eq, Hash, PartialOrd, Ord, Debug, Serialize, Deserialize)]
pub struct ShapeMatch {
    pub shape: Shape,
    pub orientation: Orientation,
}

impl ShapeMatch {
    pub fn transformed(self, symmetry: Symmetry) -> ShapeMatch {
        ShapeMatch {
            shape: self.shape,
            orientation: self.orientation.transformed(symmetry),
        }
    }
}

/// Every (shape, orientation) that `board` shows, with its side to move as
/// the defender.
pub fn detect(board: &Board) -> Vec<ShapeMatch> {
    Orientation::all()
        .flat_map(|orientation| Shape::ALL.map(|shape| ShapeMatch { shape, orientation }))
        .filter(|m| m.orientation.matches(m.shape, board))
        .collect()
}
