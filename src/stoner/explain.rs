//! What the explorer tells about a line of a proof game, as data for its
//! captions: who plays each ply, which discs turn, whether a move springs
//! the trap or takes a corner, and after an attacker's move which defender
//! replies would hand a corner over at once. Also the attacker's answer at
//! any point of a game the user plays as the defender.

use super::game::{Escape, Node, ProofGame, Status};
use super::solver::Solver;
use crate::board::{Bitboard, Board, Color, Square};
use serde::Serialize;
use std::fmt;

/// One ply of a line.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Step {
    pub square: Square,
    pub color: Color,
    pub attacker: bool,
    /// The attacker's first move on the trigger square.
    pub trigger: bool,
    /// A corner of the trapped edge.
    pub corner: bool,
    pub flipped: Vec<Square>,
    /// The next side has no move and passes.
    pub pass_follows: bool,
    /// After an attacker's move: the defender's replies (corners aside)
    /// that give the attacker a corner of the edge at once, those that turn
    /// the X-square first (the stoner's own threat).
    pub threats: Vec<Threat>,
}

/// A defender reply that opens a corner to the attacker.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Threat {
    pub square: Square,
    pub flipped: Vec<Square>,
    pub corner: Square,
    /// The discs of `flipped` that the attacker's corner move turns back:
    /// what opens the corner (none when the reply's own disc does).
    pub opening: Vec<Square>,
}

/// Why a line cannot be played in its game; moves count from 1.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
pub enum LineError {
    #[error("move {number} ({square}) comes after the game is decided: {decided}")]
    AfterTheEnd {
        number: usize,
        square: Square,
        decided: Decided,
    },
    #[error("move {number} ({square}) is not legal")]
    Illegal { number: usize, square: Square },
}

/// How a game was decided before a line's move.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub enum Decided {
    CornerTaken,
    CornerOpen,
    Escaped,
}

impl fmt::Display for Decided {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(match self {
            Decided::CornerTaken => "the attacker took the corner",
            Decided::CornerOpen => "the attacker can take the corner",
            Decided::Escaped => "the defender has escaped",
        })
    }
}

fn squares(bits: Bitboard) -> Vec<Square> {
    bits.into_iter().collect()
}

/// Plays `line` from `root` in `game`, passing where forced; fails naming
/// the first move that is not legal or comes after the game ended. Gives
/// the last node and whether the line ends with the attacker's corner.
fn walk(
    game: &ProofGame,
    root: Board,
    line: &[Square],
    mut each: impl FnMut(&Node, Square, &Node),
) -> Result<(Node, bool), LineError> {
    let corners = game.orientation.corners();
    let mut node = game.root(root);
    let mut corner_taken = false;
    for (index, &square) in line.iter().enumerate() {
        let status = game.status(&mut node);
        let number = index + 1;
        let ended = match status {
            _ if corner_taken => Some(Decided::CornerTaken),
            // The attacker's corner move itself is the last move of a line.
            Status::Won(_) if corners.contains(square) => None,
            Status::Won(_) => Some(Decided::CornerOpen),
            Status::Escaped(_) => Some(Decided::Escaped),
            _ => None,
        };
        if let Some(decided) = ended {
            return Err(LineError::AfterTheEnd {
                number,
                square,
                decided,
            });
        }
        if !node.board.is_legal(square) {
            return Err(LineError::Illegal { number, square });
        }
        corner_taken = matches!(status, Status::Won(_));
        let next = game.play(&node, square);
        each(&node, square, &next);
        node = next;
    }
    Ok((node, corner_taken))
}

/// The steps of `line` (a legal line of the game from `root`).
pub fn explain(game: &ProofGame, root: Board, line: &[Square]) -> Result<Vec<Step>, LineError> {
    let corners = game.orientation.corners();
    let trigger = game.orientation.trigger(game.shape);
    let x_square = game.orientation.x_square();
    let mut steps = Vec::new();
    walk(game, root, line, |node, square, next| {
        let attacker = node.board.side_to_move() != game.defender;
        let after = next.board;
        let mut threats: Vec<Threat> = if attacker && after.side_to_move() == game.defender {
            (after.legal_moves() & !corners)
                .into_iter()
                .filter_map(|reply| {
                    let answered = after.play_unchecked(reply);
                    let corner = (answered.legal_moves() & corners).first()?;
                    let flipped = after.flips(reply);
                    Some(Threat {
                        square: reply,
                        flipped: squares(flipped),
                        corner,
                        opening: squares(flipped & answered.flips(corner)),
                    })
                })
                .collect()
        } else {
            Vec::new()
        };
        threats.sort_by_key(|threat| !threat.opening.contains(&x_square));
        steps.push(Step {
            square,
            color: node.board.side_to_move(),
            attacker,
            trigger: attacker && square == trigger && !node.triggered,
            corner: corners.contains(square),
            flipped: squares(node.board.flips(square)),
            pass_follows: after.must_pass() && !after.is_game_over(),
            threats,
        });
    })?;
    Ok(steps)
}

/// Where a game the user plays as the defender stands.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "turn", rename_all = "snake_case")]
pub enum Turn {
    /// The attacker takes this corner: the trap has worked.
    Won { corner: Square },
    /// The defender got away; the reason crosses in its one wording.
    Escaped {
        #[serde(rename = "escape", serialize_with = "in_words")]
        reason: Escape,
    },
    /// The attacker's answer: a proven winning move, the fastest, when there
    /// is one (`winning`), otherwise the trigger if playable, else its first
    /// move; `winning` is `None` when the solver's budget ran out first.
    Attacker {
        reply: Square,
        winning: Option<bool>,
    },
    /// The defender to move; `lost` when every defence loses, `None` when
    /// the solver's budget ran out first.
    Defender { lost: Option<bool> },
}

fn in_words<S: serde::Serializer>(reason: &Escape, serializer: S) -> Result<S::Ok, S::Error> {
    serializer.collect_str(reason)
}

/// The state of `game` after `line` from `root`.
pub fn turn(
    game: &ProofGame,
    root: Board,
    line: &[Square],
    solver: &mut Solver,
) -> Result<Turn, LineError> {
    let (mut node, corner_taken) = walk(game, root, line, |_, _, _| {})?;
    if let (true, Some(&corner)) = (corner_taken, line.last()) {
        return Ok(Turn::Won { corner });
    }
    Ok(match game.status(&mut node) {
        Status::Won(corner) => Turn::Won { corner },
        Status::Escaped(reason) => Turn::Escaped { reason },
        Status::DefenderMoves(_) => Turn::Defender {
            lost: solver.within_budget(|solver| solver.try_solve(game, node)),
        },
        Status::AttackerMoves(moves) => {
            // The fastest win: the least horizon within which a move wins.
            let discs = 64 - node.board.empty().count();
            let winning = solver.within_budget(|solver| {
                for plies in 1..=game.remaining(&node.board) {
                    let tight = game.with_deadline(discs + plies);
                    for square in moves {
                        if solver.try_solve(&tight, tight.play(&node, square))? {
                            return Some(Some(square));
                        }
                    }
                }
                Some(None)
            });
            let trigger = game.orientation.trigger(game.shape);
            let fallback = if moves.contains(trigger) {
                trigger
            } else {
                moves.first().expect("an attacker node has moves")
            };
            Turn::Attacker {
                reply: winning.flatten().unwrap_or(fallback),
                winning: winning.map(|found| found.is_some()),
            }
        }
    })
}
