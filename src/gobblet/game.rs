//! A game of Gobblet Gobblers: positions with colours, the move history, and
//! the end of the game (a line, no allowed move, or a repeated position).

use super::board::{Move, MoveError, Owner, Position, Status, Variant};

/// A player by colour: the first player moves first.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub enum Player {
    First,
    Second,
}

impl Player {
    pub fn other(self) -> Player {
        match self {
            Player::First => Player::Second,
            Player::Second => Player::First,
        }
    }

    /// 1 for the first player, 2 for the second: how board strings, the
    /// address and the page number the players.
    pub fn number(self) -> u8 {
        match self {
            Player::First => 1,
            Player::Second => 2,
        }
    }

    /// The colour of the player's pieces, as the page draws and names them.
    pub fn colour(self) -> &'static str {
        match self {
            Player::First => "Orange",
            Player::Second => "Blue",
        }
    }
}

impl serde::Serialize for Player {
    fn serialize<S: serde::Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        serializer.serialize_u8(self.number())
    }
}

/// How a finished game ended.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Outcome {
    /// The winner showed a line with its last move.
    Line { winner: Player },
    /// The loser had no allowed move.
    NoAllowedMove { winner: Player },
    /// A position (stacks, reserves, side to move) occurred a second time.
    Repetition,
}

/// Why a game cannot continue with a move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum GameError {
    /// The game has ended.
    Finished(Outcome),
    /// The move breaks a rule in the current position.
    Illegal(MoveError),
}

impl std::fmt::Display for GameError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            GameError::Finished(_) => write!(f, "the game is already over"),
            GameError::Illegal(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for GameError {}

/// A game from some start position; positions are kept with the colour to
/// move so that repetitions can be detected.
#[derive(Clone, Debug)]
pub struct Game {
    variant: Variant,
    positions: Vec<(Position, Player)>,
    moves: Vec<Move>,
    outcome: Option<Outcome>,
}

impl Game {
    /// A game on the empty board, the first player to move.
    pub fn new(variant: Variant) -> Game {
        Game::from_position(variant, Position::EMPTY, Player::First)
    }

    /// A game starting from `position` with `to_move` to move.
    pub fn from_position(variant: Variant, position: Position, to_move: Player) -> Game {
        let outcome = match position.status(variant) {
            // A position where the side to move already has a line is treated
            // as won by it: it cannot arise in play, and this keeps a pasted
            // board from offering moves.
            Status::MoverHasLine => Some(Outcome::Line { winner: to_move }),
            Status::OpponentHasLine => Some(Outcome::Line {
                winner: to_move.other(),
            }),
            Status::NoAllowedMove => Some(Outcome::NoAllowedMove {
                winner: to_move.other(),
            }),
            Status::Open => None,
        };
        Game {
            variant,
            positions: vec![(position, to_move)],
            moves: Vec::new(),
            outcome,
        }
    }

    pub fn variant(&self) -> Variant {
        self.variant
    }

    /// The current position, seen from the side to move.
    pub fn position(&self) -> Position {
        self.positions.last().expect("a game has a position").0
    }

    pub fn to_move(&self) -> Player {
        self.positions.last().expect("a game has a position").1
    }

    pub fn moves(&self) -> &[Move] {
        &self.moves
    }

    /// Every position of the game with its side to move, the start first.
    pub fn positions(&self) -> &[(Position, Player)] {
        &self.positions
    }

    pub fn outcome(&self) -> Option<Outcome> {
        self.outcome
    }

    /// The moves allowed now (none once the game is over).
    pub fn allowed_moves(&self) -> Vec<Move> {
        if self.outcome.is_some() {
            return Vec::new();
        }
        self.position().moves(self.variant)
    }

    /// Plays `mv` and records how the game ends if it does.
    pub fn play(&mut self, mv: Move) -> Result<(), GameError> {
        if let Some(outcome) = self.outcome {
            return Err(GameError::Finished(outcome));
        }
        let mover = self.to_move();
        let next = self
            .position()
            .play(self.variant, mv)
            .map_err(GameError::Illegal)?;
        let to_move = mover.other();
        self.outcome = if has_opponent_line(next) {
            Some(Outcome::Line { winner: mover })
        } else if self.positions.contains(&(next, to_move)) {
            Some(Outcome::Repetition)
        } else if next.status(self.variant) == Status::NoAllowedMove {
            Some(Outcome::NoAllowedMove { winner: mover })
        } else {
            None
        };
        self.positions.push((next, to_move));
        self.moves.push(mv);
        Ok(())
    }

    /// The position after the first `ply` moves (clamped), with its side to
    /// move.
    pub fn position_at(&self, ply: usize) -> (Position, Player) {
        self.positions[ply.min(self.moves.len())]
    }

    /// How the game stood after the first `ply` moves: over only at its end.
    pub fn outcome_at(&self, ply: usize) -> Option<Outcome> {
        if ply >= self.moves.len() {
            self.outcome
        } else {
            None
        }
    }

    /// The moves allowed after the first `ply` moves.
    pub fn allowed_moves_at(&self, ply: usize) -> Vec<Move> {
        if self.outcome_at(ply).is_some() {
            return Vec::new();
        }
        self.position_at(ply).0.moves(self.variant)
    }

    /// Keeps the first `ply` moves and drops the rest. The game is replayed
    /// from its start, so how it stood then (a repetition included) is
    /// known again.
    pub fn truncate(&mut self, ply: usize) {
        if ply >= self.moves.len() {
            return;
        }
        let (start, to_move) = self.positions[0];
        let mut kept = Game::from_position(self.variant, start, to_move);
        for &mv in &self.moves[..ply] {
            kept.play(mv).expect("the game's own moves stay allowed");
        }
        *self = kept;
    }

    /// The squares of the line that ended the game (a mask, bit `row * 3 +
    /// column`), when a line ended it.
    pub fn winning_line(&self) -> Option<u16> {
        let Some(Outcome::Line { winner }) = self.outcome else {
            return None;
        };
        let owner = if winner == self.to_move() {
            Owner::Mover
        } else {
            Owner::Opponent
        };
        let visible = self.position().visible(owner);
        super::board::LINES
            .into_iter()
            .find(|&line| visible & line == line)
    }

    /// Takes back the last move, if any.
    pub fn undo(&mut self) -> Option<Move> {
        let mv = self.moves.pop()?;
        self.positions.pop();
        let (position, to_move) = *self.positions.last().expect("the start position stays");
        self.outcome = Game::from_position(self.variant, position, to_move).outcome;
        Some(mv)
    }
}

fn has_opponent_line(position: Position) -> bool {
    super::board::has_line(position.visible(Owner::Opponent))
}
