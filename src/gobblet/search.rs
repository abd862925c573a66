//! Exact values without the solution table: a search bounded by the longest
//! forced result, for players that cannot hold 443 MB (the browser's).
//!
//! `proves(p, Win, d)` asks whether the mover wins within `d` plies: some
//! successor is lost within `d - 1`; `proves(p, Loss, d)` whether it loses
//! within `d`: the position is finished, or every successor is won within
//! `d - 1`. These follow the definition of distance, so by induction on `d`
//! they are exact, and the first `d` for which one holds (losses at even,
//! wins at odd `d`) is the distance. No decided position of the game is
//! farther than the solution's longest distance `D` from the end, so nothing
//! proved within `D` means a draw. Each question stops at the first successor
//! that settles it, and what was proved or refuted is kept per symmetry
//! class with its bound.

use super::board::{Move, Position, Status, Variant};
use super::solve::{MoveGroup, Value};
use super::symmetry::Symmetry;
use std::collections::HashMap;
use std::ops::ControlFlow;

/// The longest distance to the end of any decided position of the real
/// game, from the full solution (see docs/gobblet.md and the ignored test
/// that checks it).
pub const LONGEST_DISTANCE: u32 = 26;

/// What has been proved about one symmetry class: the mover wins within
/// `win_within` plies (`u8::MAX` while unproved) and does not win within
/// `no_win_within`; the same for losses.
#[derive(Clone, Copy, Debug)]
struct Bounds {
    win_within: u8,
    no_win_within: Option<u8>,
    loss_within: u8,
    no_loss_within: Option<u8>,
}

impl Bounds {
    const UNKNOWN: Bounds = Bounds {
        win_within: u8::MAX,
        no_win_within: None,
        loss_within: u8::MAX,
        no_loss_within: None,
    };
}

/// Which of the two questions a proof answers.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Goal {
    Win,
    Loss,
}

/// A searcher with its memory of proofs; keep one per game to reuse what
/// earlier moves proved.
pub struct Searcher {
    variant: Variant,
    longest: u32,
    known: HashMap<u64, Bounds>,
    /// Exact values of every class with at most `opening_pieces` pieces on
    /// the board, where the search would be slowest (see `with_opening`).
    opening: HashMap<u64, Value>,
    opening_pieces: Option<u32>,
    /// Positions visited, for measurements.
    pub nodes: u64,
}

fn class_key(position: Position) -> u64 {
    Symmetry::canonical(position).bits()
}

/// Pieces on the board (they never leave it).
pub fn pieces_on_board(position: Position) -> u32 {
    position.bits().count_ones()
}

impl Searcher {
    /// A searcher for `variant` whose decided positions are at most
    /// `longest` plies from the end (`LONGEST_DISTANCE` for the real game).
    pub fn new(variant: Variant, longest: u32) -> Searcher {
        Searcher {
            variant,
            longest: longest.min(u8::MAX as u32 - 1),
            known: HashMap::new(),
            opening: HashMap::new(),
            opening_pieces: None,
            nodes: 0,
        }
    }

    /// Adds an opening table: the values of positions with at most
    /// `max_pieces` pieces on the board, one per symmetry class (as written by
    /// `sample::opening`). Positions it lacks are searched.
    pub fn with_opening(
        mut self,
        entries: impl IntoIterator<Item = (Position, Value)>,
        max_pieces: u32,
    ) -> Searcher {
        self.opening = entries
            .into_iter()
            .map(|(position, value)| (class_key(position), value))
            .collect();
        self.opening_pieces = Some(max_pieces);
        self
    }

    fn opening_value(&self, position: Position) -> Option<Value> {
        let max_pieces = self.opening_pieces?;
        if pieces_on_board(position) > max_pieces {
            return None;
        }
        self.opening.get(&class_key(position)).copied()
    }

    /// The exact value of `position` for the side to move.
    pub fn value(&mut self, position: Position) -> Value {
        if position.status(self.variant) == Status::MoverHasLine {
            return Value::Unreachable;
        }
        if let Some(value) = self.opening_value(position) {
            return value;
        }
        // Deepening: the first bound within which a loss (even distances) or
        // a win (odd) is proved is the distance; a proof within `d` never
        // looks at longer fights, so short results stay cheap and only draws
        // need the full bound.
        for bound in 0..=self.longest as u8 {
            if bound % 2 == 0 && self.proves(position, Goal::Loss, bound) {
                return Value::Loss(bound as u32);
            }
            if bound % 2 == 1 && self.proves(position, Goal::Win, bound) {
                return Value::Win(bound as u32);
            }
        }
        Value::Draw
    }

    /// Every allowed move of `position` with its value for the mover, moves
    /// leading to symmetric positions grouped, best group first (as
    /// `Solution::move_values` gives them from the table).
    pub fn move_values(&mut self, position: Position) -> Vec<MoveGroup> {
        let mut groups: Vec<(u64, MoveGroup)> = Vec::new();
        if position.status(self.variant) != Status::Open {
            return Vec::new();
        }
        let mut successors = Vec::new();
        let _ = position.for_each_move(self.variant, |mv, next| {
            successors.push((mv, next));
            ControlFlow::Continue(())
        });
        for (mv, next) in successors {
            let key = class_key(next);
            match groups.iter_mut().find(|(other, _)| *other == key) {
                Some((_, group)) => group.moves.push(mv.to_string()),
                None => {
                    let value = self.value(next).before();
                    groups.push((
                        key,
                        MoveGroup {
                            moves: vec![mv.to_string()],
                            value,
                        },
                    ));
                }
            }
        }
        let mut groups: Vec<MoveGroup> = groups.into_iter().map(|(_, group)| group).collect();
        groups.sort_by_key(|group| std::cmp::Reverse(group.value.preference()));
        groups
    }

    /// The perfect move in `position` and the position's value: the fastest
    /// win, else a move that keeps the draw, else the slowest loss (the first
    /// such move in generation order). Much cheaper than valuing every move:
    /// once the value is known, each successor needs one bounded question
    /// (a win in `d` needs a successor lost within `d - 1`; the slowest loss
    /// in `d` a successor not won within `d - 2`; a draw one not won within
    /// the longest distance), and the search stops at the first that fits.
    /// None when the position is finished.
    pub fn best_move(&mut self, position: Position) -> Option<(Move, Value)> {
        if position.status(self.variant) != Status::Open {
            return None;
        }
        let value = self.value(position);
        let mut successors = Vec::new();
        let _ = position.for_each_move(self.variant, |mv, next| {
            successors.push((mv, next));
            ControlFlow::Continue(())
        });
        let longest = self.longest as u8;
        let fits = |searcher: &mut Searcher, next: Position| match value {
            Value::Win(distance) => searcher.proves(next, Goal::Loss, distance as u8 - 1),
            Value::Loss(distance) => {
                !searcher.proves(next, Goal::Win, distance.saturating_sub(2) as u8)
            }
            Value::Draw | Value::Unreachable => !searcher.proves(next, Goal::Win, longest),
        };
        let chosen = successors
            .iter()
            .find(|&&(_, next)| fits(self, next))
            .or(successors.first())
            .map(|&(mv, _)| mv)?;
        Some((chosen, value))
    }

    /// Forgets every remembered proof (the opening table stays), to keep
    /// memory bounded over a long session.
    pub fn forget(&mut self) {
        self.known.clear();
    }

    /// How many symmetry classes the searcher remembers.
    pub fn remembered(&self) -> usize {
        self.known.len()
    }

    /// Whether the mover wins (`Goal::Win`) or loses (`Goal::Loss`) within
    /// `bound` plies (module doc): a win needs one successor lost within
    /// `bound - 1`, a loss needs every successor won within `bound - 1`.
    fn proves(&mut self, position: Position, goal: Goal, bound: u8) -> bool {
        self.nodes += 1;
        match position.status(self.variant) {
            Status::OpponentHasLine | Status::NoAllowedMove => return goal == Goal::Loss,
            Status::MoverHasLine => {
                unreachable!("no move leads to a position where the mover shows a line")
            }
            Status::Open => {}
        }
        // An open position is neither won within 0 plies nor lost within 1.
        if bound == 0 || (goal == Goal::Loss && bound == 1) {
            return false;
        }
        if position.wins_in_one(self.variant) {
            return goal == Goal::Win;
        }
        if let Some(value) = self.opening_value(position) {
            return match (goal, value) {
                (Goal::Win, Value::Win(distance)) | (Goal::Loss, Value::Loss(distance)) => {
                    distance <= bound as u32
                }
                _ => false,
            };
        }
        let key = class_key(position);
        let known = self.known.get(&key).copied().unwrap_or(Bounds::UNKNOWN);
        let (proved_within, refuted_within) = match goal {
            Goal::Win => (known.win_within, known.no_win_within),
            Goal::Loss => (known.loss_within, known.no_loss_within),
        };
        if bound >= proved_within {
            return true;
        }
        if refuted_within.is_some_and(|refuted| bound <= refuted) {
            return false;
        }
        let mut successors = Vec::with_capacity(64);
        let _ = position.for_each_move(self.variant, |_, next| {
            successors.push(next);
            ControlFlow::Continue(())
        });
        let variant = self.variant;
        let proved = match goal {
            // A successor where the opponent completes a line at once is
            // never lost for it: skip those.
            Goal::Win => successors
                .into_iter()
                .filter(|next| !next.wins_in_one(variant))
                .any(|next| self.proves(next, Goal::Loss, bound - 1)),
            // Those are won for the opponent in 1 <= bound - 1; check the
            // others.
            Goal::Loss => successors
                .into_iter()
                .filter(|next| !next.wins_in_one(variant))
                .all(|next| self.proves(next, Goal::Win, bound - 1)),
        };
        let entry = self.known.entry(key).or_insert(Bounds::UNKNOWN);
        let (proved_within, refuted_within) = match goal {
            Goal::Win => (&mut entry.win_within, &mut entry.no_win_within),
            Goal::Loss => (&mut entry.loss_within, &mut entry.no_loss_within),
        };
        if proved {
            *proved_within = (*proved_within).min(bound);
        } else {
            *refuted_within = Some(refuted_within.map_or(bound, |refuted| refuted.max(bound)));
        }
        proved
    }
}
