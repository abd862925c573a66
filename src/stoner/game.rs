//! The proof game G(P, o, H) of shared/spec/stoner.md: its rules as a
//! classification of positions, shared by the solver and the playback.
//!
//! The ply counter never needs storing: every ply adds one disc and a pass
//! adds none, so k is the disc count minus the root's. A game is therefore
//! fixed by its corners, trigger square, defender and *deadline* (the disc
//! count at which the horizon is reached), and a node by its board and the
//! trigger flag.

use super::shape::{Orientation, Shape};
use crate::board::{Bitboard, Board, Color, Square};

/// The rules of one proof game.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct ProofGame {
    pub orientation: Orientation,
    pub shape: Shape,
    pub defender: Color,
    /// Disc count at which the horizon is reached (root discs + H).
    pub deadline: u32,
    corners: u64,
    trigger: u64,
}

/// A node: the board with its real mover (forced passes made) and whether
/// the attacker has played the trigger square.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
pub struct Node {
    pub board: Board,
    pub triggered: bool,
}

/// What the rules say about a node.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Status {
    /// The attacker is to move and can take a corner of the edge.
    Won(Square),
    /// The defender escapes here.
    Escaped(Escape),
    /// The attacker is to move and must choose among these moves.
    AttackerMoves(Bitboard),
    /// The defender is to move and must choose among these moves.
    DefenderMoves(Bitboard),
}

/// Why the defender escapes.
#[derive(Clone, Copy, PartialEq, Eq, Debug, serde::Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Escape {
    /// Neither side can move.
    GameOver,
    /// H plies were played.
    Horizon,
    /// The defender could take a corner of the edge before the trigger.
    Corner(Square),
}

/// The one wording of an escape, for every face.
impl std::fmt::Display for Escape {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Escape::GameOver => f.write_str("the game ends"),
            Escape::Horizon => f.write_str("the horizon is reached before any corner falls"),
            Escape::Corner(square) => write!(
                f,
                "the defender can take {square} before the trap is sprung"
            ),
        }
    }
}

impl ProofGame {
    /// The game for `root` (the defender to move) with horizon `horizon`.
    pub fn new(root: &Board, orientation: Orientation, shape: Shape, horizon: u32) -> ProofGame {
        let discs = 64 - root.empty().count();
        ProofGame {
            orientation,
            shape,
            defender: root.side_to_move(),
            deadline: discs + horizon,
            corners: orientation.corners().0,
            trigger: orientation.trigger(shape).bitboard().0,
        }
    }

    /// The same game with another horizon, for the distance search.
    pub fn with_deadline(self, deadline: u32) -> ProofGame {
        ProofGame { deadline, ..self }
    }

    /// Plies from `board` until the horizon.
    pub fn remaining(&self, board: &Board) -> u32 {
        let discs = 64 - board.empty().count();
        self.deadline.saturating_sub(discs)
    }

    pub fn root(&self, board: Board) -> Node {
        Node {
            board,
            triggered: false,
        }
    }

    /// The node after `square` is played from `node` (a legal move).
    pub fn play(&self, node: &Node, square: Square) -> Node {
        let attacker_moved = node.board.side_to_move() != self.defender;
        let triggered = node.triggered || (attacker_moved && square.bitboard().0 == self.trigger);
        Node {
            board: node.board.play_unchecked(square),
            triggered,
        }
    }

    /// Applies the rules in the spec's order at `node`, making a forced pass
    /// first (it counts no ply). The node's board becomes the real mover's.
    pub fn status(&self, node: &mut Node) -> Status {
        let mut moves = node.board.legal_moves();
        if moves.is_empty() {
            let other = node.board.opponent_moves();
            if other.is_empty() {
                return Status::Escaped(Escape::GameOver);
            }
            node.board = node.board.pass();
            moves = other;
        }
        let remaining = self.remaining(&node.board);
        if remaining == 0 {
            return Status::Escaped(Escape::Horizon);
        }
        let corner = (moves & Bitboard(self.corners)).first();
        if node.board.side_to_move() != self.defender {
            if let Some(square) = corner {
                return Status::Won(square);
            }
            // The attacker's move would reach the horizon before its next turn.
            if remaining == 1 || (remaining == 2 && !self.wins_after_a_pass(&node.board, moves)) {
                return Status::Escaped(Escape::Horizon);
            }
            Status::AttackerMoves(moves)
        } else {
            if let (false, Some(square)) = (node.triggered, corner) {
                return Status::Escaped(Escape::Corner(square));
            }
            // The attacker needs a turn with a ply to spare after this move.
            if remaining < 2
                || (remaining == 2 && !self.every_reply_opens_a_corner(&node.board, moves))
            {
                return Status::Escaped(Escape::Horizon);
            }
            Status::DefenderMoves(moves)
        }
    }

    /// With two plies left and no corner now, the attacker can only win if
    /// one of its moves leaves the defender without a move and itself with
    /// a corner (the pass costs no ply). Decided here rather than searched:
    /// the last plies are most of the tree.
    fn wins_after_a_pass(&self, board: &Board, moves: Bitboard) -> bool {
        moves.into_iter().any(|square| {
            let after = board.play_unchecked(square);
            after.legal_moves().is_empty() && after.opponent_moves().0 & self.corners != 0
        })
    }

    /// With two plies left on the defender's turn, the attacker wins only if
    /// every defender move gives it a corner move at once.
    fn every_reply_opens_a_corner(&self, board: &Board, moves: Bitboard) -> bool {
        moves
            .into_iter()
            .all(|square| board.play_unchecked(square).legal_moves().0 & self.corners != 0)
    }

    /// A key that tells this game's nodes apart from every other game's in a
    /// shared table: mover-relative discs, plus the bits below.
    pub fn context(&self, node: &Node) -> u32 {
        let defender_to_move = node.board.side_to_move() == self.defender;
        u32::from(node.triggered)
            | u32::from(defender_to_move) << 1
            | (self.orientation.index() as u32) << 2
            | (self.shape.index() as u32) << 5
            | self.deadline << 8
    }
}
