//! `Board`: a position of any size, with the side to move. Discs are kept
//! relative to the mover (Edax's player/opponent), so playing a move is a
//! flip and a swap whichever colour moves.

use super::{moves, Bitboard, Color, Size, Square};
use std::fmt;

#[derive(Clone, Copy, PartialEq, Eq, Hash)]
pub struct Board {
    player: Bitboard,
    opponent: Bitboard,
    side: Color,
    size: Size,
}

/// Why discs and a side do not make a board.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum BoardError {
    #[error("{0} holds both a black and a white disc")]
    Overlap(Square),
    #[error("{0} is not on the {1} board")]
    OffBoard(Square, Size),
}

/// How the final disc difference treats empty squares.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Scoring {
    /// Empty squares go to the winner (the World Othello Federation rule).
    #[default]
    Wof,
    /// Only discs on the board count.
    Raw,
}

/// Text that names no scoring rule.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0} is not a scoring rule (use wof or raw)")]
pub struct ParseScoringError(pub String);

impl std::str::FromStr for Scoring {
    type Err = ParseScoringError;

    fn from_str(text: &str) -> Result<Scoring, ParseScoringError> {
        match text.to_ascii_lowercase().as_str() {
            "wof" => Ok(Scoring::Wof),
            "raw" => Ok(Scoring::Raw),
            _ => Err(ParseScoringError(text.to_string())),
        }
    }
}

impl Board {
    /// The standard start: white on the two squares of the centre's main
    /// diagonal, black on the others, black to move (d4/e5 white on 8x8,
    /// b2/c3 white on 4x4).
    pub fn start(size: Size) -> Board {
        let low = size.side() / 2 - 1;
        let high = low + 1;
        let white = Square::new(low, low).bitboard() | Square::new(high, high).bitboard();
        let black = Square::new(high, low).bitboard() | Square::new(low, high).bitboard();
        Board {
            player: black,
            opponent: white,
            side: Color::Black,
            size,
        }
    }

    pub fn from_discs(
        black: Bitboard,
        white: Bitboard,
        side: Color,
        size: Size,
    ) -> Result<Board, BoardError> {
        if let Some(square) = (black & white).first() {
            return Err(BoardError::Overlap(square));
        }
        if let Some(square) = ((black | white) & !size.mask()).first() {
            return Err(BoardError::OffBoard(square, size));
        }
        let (player, opponent) = match side {
            Color::Black => (black, white),
            Color::White => (white, black),
        };
        Ok(Board {
            player,
            opponent,
            side,
            size,
        })
    }

    /// A board from mover-relative discs, for searches that already hold a
    /// valid pair (the caller guarantees disjoint discs on the board).
    #[inline]
    pub fn from_mover(player: Bitboard, opponent: Bitboard, side: Color, size: Size) -> Board {
        debug_assert!((player & opponent).is_empty());
        debug_assert!(((player | opponent) & !size.mask()).is_empty());
        Board {
            player,
            opponent,
            side,
            size,
        }
    }

    pub fn size(&self) -> Size {
        self.size
    }

    pub fn side_to_move(&self) -> Color {
        self.side
    }

    /// The discs of the side to move.
    pub fn player(&self) -> Bitboard {
        self.player
    }

    /// The discs of the side not to move.
    pub fn opponent(&self) -> Bitboard {
        self.opponent
    }

    pub fn discs(&self, color: Color) -> Bitboard {
        if color == self.side {
            self.player
        } else {
            self.opponent
        }
    }

    pub fn empty(&self) -> Bitboard {
        !(self.player | self.opponent) & self.size.mask()
    }

    pub fn get(&self, square: Square) -> Option<Color> {
        if self.player.contains(square) {
            Some(self.side)
        } else if self.opponent.contains(square) {
            Some(self.side.opponent())
        } else {
            None
        }
    }

    #[inline]
    pub fn legal_moves(&self) -> Bitboard {
        Bitboard(moves::legal_moves(
            self.player.0,
            self.opponent.0,
            self.empty().0,
        ))
    }

    /// Perft's last two plies: for each of `moves` (legal moves here), the
    /// replies after it, at least one (a position without a move is one
    /// leaf, passed or finished), summed.
    #[inline]
    pub fn replies_counted(&self, moves: Bitboard) -> u64 {
        moves::replies_counted(self.player.0, self.opponent.0, self.size.mask().0, moves.0)
    }

    /// The legal moves the side not to move would have if it were its turn.
    #[inline]
    pub fn opponent_moves(&self) -> Bitboard {
        Bitboard(moves::legal_moves(
            self.opponent.0,
            self.player.0,
            self.empty().0,
        ))
    }

    pub fn is_legal(&self, square: Square) -> bool {
        self.legal_moves().contains(square)
    }

    /// The discs a move on `square` would flip (empty if it is illegal).
    pub fn flips(&self, square: Square) -> Bitboard {
        if !self.empty().contains(square) {
            return Bitboard::EMPTY;
        }
        Bitboard(moves::flips(self.player.0, self.opponent.0, square.index()))
    }

    /// Plays a move known to be legal; the opponent is then to move.
    #[inline]
    pub fn play_unchecked(&self, square: Square) -> Board {
        let flipped = moves::flips(self.player.0, self.opponent.0, square.index());
        debug_assert!(flipped != 0 && self.empty().contains(square));
        Board {
            player: Bitboard(self.opponent.0 ^ flipped),
            opponent: Bitboard(self.player.0 | flipped | 1 << square.index()),
            side: self.side.opponent(),
            size: self.size,
        }
    }

    /// Plays `square` if it is a legal move.
    pub fn play(&self, square: Square) -> Option<Board> {
        self.is_legal(square).then(|| self.play_unchecked(square))
    }

    /// The same discs with the other side to move.
    #[inline]
    pub fn pass(&self) -> Board {
        Board {
            player: self.opponent,
            opponent: self.player,
            side: self.side.opponent(),
            size: self.size,
        }
    }

    /// The side to move has no move but the opponent has: it must pass.
    pub fn must_pass(&self) -> bool {
        self.legal_moves().is_empty() && !self.opponent_moves().is_empty()
    }

    /// Neither side can move.
    pub fn is_game_over(&self) -> bool {
        self.legal_moves().is_empty() && self.opponent_moves().is_empty()
    }

    pub fn count(&self, color: Color) -> u32 {
        self.discs(color).count()
    }

    /// Black's discs minus white's, with empties to the winner under `Wof`.
    pub fn final_value(&self, scoring: Scoring) -> i32 {
        let black = self.count(Color::Black) as i32;
        let white = self.count(Color::White) as i32;
        let diff = black - white;
        let empties = self.empty().count() as i32;
        match scoring {
            Scoring::Raw => diff,
            Scoring::Wof => diff + diff.signum() * empties,
        }
    }

    /// `final_value` seen from the side to move.
    pub fn final_value_for_mover(&self, scoring: Scoring) -> i32 {
        match self.side {
            Color::Black => self.final_value(scoring),
            Color::White => -self.final_value(scoring),
        }
    }
}

impl fmt::Debug for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Board(\"{self}\")")
    }
}
