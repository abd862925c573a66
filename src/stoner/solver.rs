//! An exact solver for the proof game: depth-first proof-number search
//! (df-pn) over a fixed-size transposition table.
//!
//! Attacker nodes are OR nodes (one winning move proves them), defender
//! nodes AND nodes (every move must be refuted). Proof and disproof numbers
//! saturate below `INFINITE`, which only a solved node carries. The game is a
//! DAG (discs only increase), so df-pn needs no cycle handling; the table may
//! drop entries, which costs time but never exactness: solved values are
//! only ever computed, never guessed.

use super::game::{Escape, Node, ProofGame, Status};
use crate::board::{position_hash, Bitboard, Board, Square};
use serde::Serialize;

const INFINITE: u64 = u64::MAX;

/// Where sums saturate: far above any real count, yet a DAG's overcounted
/// sums can grow exponentially with depth, and a saturated number must
/// never reach a limit it cannot pass (df-pn would stall).
const SATURATED: u64 = 1 << 60;

/// One table slot (40 bytes): a node of one game, its numbers and the work
/// spent on it.
#[derive(Clone, Copy, Default)]
struct Entry {
    player: u64,
    opponent: u64,
    /// `ProofGame::context`, plus one so that zero marks an empty slot.
    context: u32,
    proof: u64,
    disproof: u64,
    work: u32,
}

/// Slots probed per node: a hit anywhere in the cluster counts, and a new
/// node replaces the cluster's least-worked entry.
const CLUSTER: usize = 4;

/// The df-pn solver with its table; reuse it across positions and games
/// (keys include the game, so nothing is confused).
pub struct Solver {
    table: Vec<Entry>,
    mask: usize,
    /// Nodes expanded so far, for statistics and the work estimate.
    pub expanded: u64,
    /// Expansions one `analyze` may spend (`u64::MAX`: no bound).
    budget: u64,
    /// `expanded` at which the running analysis gives up.
    deadline: u64,
}

/// An analysis that spent its budget before the proof game was settled.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct OutOfBudget;

/// The default budget of an analysis: about two seconds of df-pn natively
/// on one core, far beyond what any horizon up to the spec's 14 needs
/// from a real position (the hardest depth-13 escape takes 18 k).
pub const DEFAULT_BUDGET: u64 = 2_000_000;

/// Proof and disproof numbers of a node.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
struct Numbers {
    proof: u64,
    disproof: u64,
}

impl Numbers {
    const WON: Numbers = Numbers {
        proof: 0,
        disproof: INFINITE,
    };
    const ESCAPED: Numbers = Numbers {
        proof: INFINITE,
        disproof: 0,
    };

    fn is_solved(self) -> bool {
        self.proof == 0 || self.disproof == 0
    }
}

/// A sum that saturates at `SATURATED` unless a term is `INFINITE`.
fn add(a: u64, b: u64) -> u64 {
    if a == INFINITE || b == INFINITE {
        INFINITE
    } else {
        a.saturating_add(b).min(SATURATED)
    }
}

/// The least limit above `number`: unbounded above a saturated number.
fn above(number: u64) -> u64 {
    if number >= SATURATED {
        INFINITE
    } else {
        number + 1
    }
}

/// `threshold - used`, where an infinite threshold stays infinite.
fn sub(threshold: u64, used: u64) -> u64 {
    if threshold == INFINITE {
        INFINITE
    } else {
        threshold.saturating_sub(used)
    }
}

impl Default for Solver {
    fn default() -> Solver {
        Solver::new(DEFAULT_TABLE_BITS)
    }
}

/// 2^18 slots of 40 bytes: 10 MiB.
pub const DEFAULT_TABLE_BITS: u32 = 18;

impl Solver {
    /// A solver with a table of 2^`bits` slots (40 bytes each).
    pub fn new(bits: u32) -> Solver {
        let slots = 1usize << bits.max(4);
        Solver {
            table: vec![Entry::default(); slots],
            mask: slots - CLUSTER,
            expanded: 0,
            budget: u64::MAX,
            deadline: u64::MAX,
        }
    }

    /// Bounds every later `analyze` to `nodes` expansions: past them it
    /// answers `Outcome::Undecided` (what it proved stays in the table, so
    /// the same analysis with a larger budget resumes from there).
    pub fn with_budget(mut self, nodes: u64) -> Solver {
        self.budget = nodes;
        self
    }

    fn slot(&self, game: &ProofGame, node: &Node) -> (usize, u32) {
        let context = game.context(node) + 1;
        // The context mixed in like a third disc set; top bits index the table.
        let key = position_hash(node.board.player().0, node.board.opponent().0)
            ^ u64::from(context).wrapping_mul(0x1656_67b1_9e37_79f9);
        let index = (key >> 32) as usize & self.mask;
        (index, context)
    }

    fn find(&self, game: &ProofGame, node: &Node) -> Option<&Entry> {
        let (index, context) = self.slot(game, node);
        self.table[index..index + CLUSTER].iter().find(|entry| {
            entry.context == context
                && entry.player == node.board.player().0
                && entry.opponent == node.board.opponent().0
        })
    }

    fn store(&mut self, game: &ProofGame, node: &Node, numbers: Numbers, work: u32) {
        let (index, context) = self.slot(game, node);
        let (player, opponent) = (node.board.player().0, node.board.opponent().0);
        let cluster = &mut self.table[index..index + CLUSTER];
        let position = cluster
            .iter()
            .position(|e| e.context == context && e.player == player && e.opponent == opponent)
            .unwrap_or_else(|| {
                (0..CLUSTER)
                    .min_by_key(|&i| (cluster[i].context != 0, cluster[i].work))
                    .expect("non-empty cluster")
            });
        cluster[position] = Entry {
            player,
            opponent,
            context,
            proof: numbers.proof,
            disproof: numbers.disproof,
            work,
        };
    }

    /// The numbers of a node with its status already known.
    fn numbers(&self, game: &ProofGame, node: &Node, status: Status) -> Numbers {
        match status {
            Status::Won(_) => Numbers::WON,
            Status::Escaped(_) => Numbers::ESCAPED,
            // Unsearched nodes start from the mover's mobility: many
            // attacker moves are hard to refute, many defender moves hard
            // to answer. Refuting the attacker also takes longer the more
            // plies it has left to find a corner in: weighing its moves by
            // (plies left + 4) / 4, and a defender node's escape by half
            // its plies left, steers the defender towards the lines that
            // run out of time soonest. Over the 1,732 classes of depth-13
            // stoner-like lines this cut the expansions from 276 k to
            // 188 k and the slowest escape's from 32 k to 18 k (of the
            // weights tried, e.g. plies / 2 or plies for the attacker,
            // plies / 4 or none for the defender, these did best).
            Status::AttackerMoves(moves) => self.find(game, node).map_or(
                Numbers {
                    proof: 1,
                    disproof: u64::from(moves.count())
                        * (u64::from(game.remaining(&node.board)) + 4)
                        / 4,
                },
                |entry| Numbers {
                    proof: entry.proof,
                    disproof: entry.disproof,
                },
            ),
            Status::DefenderMoves(moves) => self.find(game, node).map_or(
                Numbers {
                    proof: u64::from(moves.count()),
                    disproof: (u64::from(game.remaining(&node.board)) / 2).max(1),
                },
                |entry| Numbers {
                    proof: entry.proof,
                    disproof: entry.disproof,
                },
            ),
        }
    }

    /// Runs `work` within one budget of the solver's (`with_budget`) for
    /// all of it: `None` when it ran out first. `work` solves through
    /// `try_solve`.
    pub fn within_budget<R>(&mut self, work: impl FnOnce(&mut Solver) -> Option<R>) -> Option<R> {
        let deadline = self.expanded.saturating_add(self.budget);
        let outer = std::mem::replace(&mut self.deadline, deadline);
        let result = work(self);
        self.deadline = outer;
        result
    }

    /// Solves `node` of `game`: true when the attacker forces a corner;
    /// `None` when the running budget (`within_budget`) ran out first.
    pub fn try_solve(&mut self, game: &ProofGame, node: Node) -> Option<bool> {
        let mut node = node;
        let status = game.status(&mut node);
        self.solve_status(game, node, status).ok()
    }

    /// Runs `work` with no deadline, whatever `analyze` was given.
    fn unbounded<R>(&mut self, work: impl FnOnce(&mut Solver) -> Result<R, OutOfBudget>) -> R {
        let deadline = std::mem::replace(&mut self.deadline, u64::MAX);
        let result = work(self);
        self.deadline = deadline;
        result.unwrap_or_else(|OutOfBudget| unreachable!("no deadline was set"))
    }

    fn solve_status(
        &mut self,
        game: &ProofGame,
        node: Node,
        status: Status,
    ) -> Result<bool, OutOfBudget> {
        let mut numbers = self.numbers(game, &node, status);
        // The table may have lost a root entry's children; iterate until the
        // root itself is solved.
        while !numbers.is_solved() {
            if self.expanded >= self.deadline {
                return Err(OutOfBudget);
            }
            numbers = self.search(game, &node, status, INFINITE, INFINITE);
        }
        Ok(numbers.proof == 0)
    }

    /// The df-pn step: works below `node` until its proof number reaches
    /// `proof_limit` or its disproof number `disproof_limit`.
    fn search(
        &mut self,
        game: &ProofGame,
        node: &Node,
        status: Status,
        proof_limit: u64,
        disproof_limit: u64,
    ) -> Numbers {
        let (moves, attacker) = match status {
            Status::AttackerMoves(moves) => (moves, true),
            Status::DefenderMoves(moves) => (moves, false),
            Status::Won(_) => return Numbers::WON,
            Status::Escaped(_) => return Numbers::ESCAPED,
        };
        let work_before = self.expanded;
        self.expanded += 1;
        let children: Vec<(Node, Status)> = moves
            .map(|square| {
                let mut child = game.play(node, square);
                let status = game.status(&mut child);
                (child, status)
            })
            .collect();
        // The children's numbers are kept here between iterations, so that
        // progress made below a child cannot be lost to the table evicting
        // it (siblings sharing a full cluster would otherwise undo each
        // other's work forever).
        let mut known: Vec<Numbers> = children
            .iter()
            .map(|(child, status)| self.numbers(game, child, *status))
            .collect();
        let mut numbers;
        loop {
            // From the mover's side: `own` is what this node needs (a proof
            // for the attacker), `other` what refutes it.
            let mut best = (INFINITE, usize::MAX);
            let mut second = INFINITE;
            let mut other_sum = 0u64;
            for (i, n) in known.iter().enumerate() {
                let (own, other) = if attacker {
                    (n.proof, n.disproof)
                } else {
                    (n.disproof, n.proof)
                };
                other_sum = add(other_sum, other);
                if own < best.0 {
                    second = best.0;
                    best = (own, i);
                } else if own < second {
                    second = own;
                }
            }
            numbers = if attacker {
                Numbers {
                    proof: best.0,
                    disproof: other_sum,
                }
            } else {
                Numbers {
                    proof: other_sum,
                    disproof: best.0,
                }
            };
            // Past the deadline every node returns what it knows: valid
            // numbers, so the table stays sound for a later, larger budget.
            if numbers.proof >= proof_limit
                || numbers.disproof >= disproof_limit
                || numbers.is_solved()
                || self.expanded >= self.deadline
            {
                break;
            }
            let (child, child_status) = children[best.1];
            let child_numbers = known[best.1];
            let (own_limit, other_limit) = if attacker {
                (proof_limit, disproof_limit)
            } else {
                (disproof_limit, proof_limit)
            };
            let child_other = if attacker {
                child_numbers.disproof
            } else {
                child_numbers.proof
            };
            // The best child may work until it passes the runner-up by half
            // (the 1+ε trick: without the slack, siblings with close
            // numbers take turns and each turn re-expands a subtree; a
            // third of the nodes on the hardest depth-13 escape), and may
            // spend the refutation budget the siblings leave.
            let child_own_limit = own_limit.min(above(second.saturating_add(second / 2)));
            let child_other_limit = sub(other_limit, other_sum.saturating_sub(child_other));
            let (child_proof_limit, child_disproof_limit) = if attacker {
                (child_own_limit, child_other_limit)
            } else {
                (child_other_limit, child_own_limit)
            };
            known[best.1] = self.search(
                game,
                &child,
                child_status,
                child_proof_limit,
                child_disproof_limit,
            );
        }
        let work = (self.expanded - work_before).min(u64::from(u32::MAX)) as u32;
        self.store(game, node, numbers, work);
        numbers
    }

    /// Proves or disproves `node` (kept by the table afterwards as far as
    /// it can) and returns its status and whether the attacker wins.
    fn settle(
        &mut self,
        game: &ProofGame,
        mut node: Node,
    ) -> Result<(Node, Status, bool), OutOfBudget> {
        let status = game.status(&mut node);
        let won = self.solve_status(game, node, status)?;
        Ok((node, status, won))
    }

    /// The result of `game` from its root, with the distance (attacker
    /// fastest, defender slowest) and a proof or an escaping line; or
    /// `Undecided` when the solver's budget ran out first.
    pub fn analyze(&mut self, game: &ProofGame, root: Board) -> Outcome {
        let started = self.expanded;
        self.deadline = started.saturating_add(self.budget);
        let outcome = self.analyze_within(game, root);
        self.deadline = u64::MAX;
        outcome.unwrap_or(Outcome::Undecided {
            nodes: self.expanded - started,
        })
    }

    fn analyze_within(&mut self, game: &ProofGame, root: Board) -> Result<Outcome, OutOfBudget> {
        Ok(match self.distance_within(game, root)? {
            None => Outcome::Escaped {
                line: self.escape_line(game, game.root(root))?,
            },
            Some(distance) => {
                let fastest = game.with_deadline(game.deadline - game.remaining(&root) + distance);
                Outcome::Won {
                    distance,
                    proof: self.proof(&fastest, fastest.root(root))?,
                }
            }
        })
    }

    /// The distance of `game` from `root` when the attacker wins (unbounded).
    pub fn distance(&mut self, game: &ProofGame, root: Board) -> Option<u32> {
        self.unbounded(|solver| solver.distance_within(game, root))
    }

    fn distance_within(
        &mut self,
        game: &ProofGame,
        root: Board,
    ) -> Result<Option<u32>, OutOfBudget> {
        if !self.settle(game, game.root(root))?.2 {
            return Ok(None);
        }
        // The least horizon within which the attacker still wins is the
        // distance: a win within h plies is a win of the game with horizon h.
        let root_discs = game.deadline - game.remaining(&root);
        for horizon in 1..game.deadline - root_discs {
            let tight = game.with_deadline(root_discs + horizon);
            if self.settle(&tight, tight.root(root))?.2 {
                return Ok(Some(horizon));
            }
        }
        Ok(Some(game.deadline - root_discs))
    }

    /// The attacker's strategy below a won node, every defender move refuted.
    fn proof(&mut self, game: &ProofGame, node: Node) -> Result<Proof, OutOfBudget> {
        let (node, status, won) = self.settle(game, node)?;
        debug_assert!(won);
        Ok(match status {
            Status::Won(corner) => Proof::Corner(corner),
            Status::AttackerMoves(moves) => {
                // A move the table already knows as winning, else the first
                // that a search proves.
                let known = moves.into_iter().find(|&square| {
                    let mut child = game.play(&node, square);
                    let status = game.status(&mut child);
                    self.numbers(game, &child, status).proof == 0
                });
                let square = match known {
                    Some(square) => square,
                    None => self.first_settled(game, &node, moves, true)?,
                };
                let next = self.proof(game, game.play(&node, square))?;
                Proof::Attacker {
                    square,
                    next: Box::new(next),
                }
            }
            Status::DefenderMoves(moves) => Proof::Defender {
                replies: moves
                    .into_iter()
                    .map(|square| Ok((square, self.proof(game, game.play(&node, square))?)))
                    .collect::<Result<_, _>>()?,
            },
            Status::Escaped(_) => unreachable!("a won node is not an escape"),
        })
    }

    /// The first of `moves` from `node` whose child settles as `won`: the
    /// node is settled the other way, so one exists.
    fn first_settled(
        &mut self,
        game: &ProofGame,
        node: &Node,
        moves: Bitboard,
        won: bool,
    ) -> Result<Square, OutOfBudget> {
        for square in moves {
            if self.settle(game, game.play(node, square))?.2 == won {
                return Ok(square);
            }
        }
        unreachable!("a settled node has a move that keeps its value")
    }

    /// A line along which the defender escapes from a lost-for-the-attacker
    /// node: the defender's escaping moves and, for the attacker, the trigger
    /// when it can play it (the natural try), otherwise its first move.
    fn escape_line(&mut self, game: &ProofGame, node: Node) -> Result<EscapeLine, OutOfBudget> {
        let mut moves = Vec::new();
        let mut node = node;
        loop {
            let (settled, status, won) = self.settle(game, node)?;
            debug_assert!(!won);
            let square = match status {
                Status::Escaped(reason) => return Ok(EscapeLine { moves, reason }),
                Status::Won(_) => unreachable!("an escaped node is not won"),
                Status::AttackerMoves(moves) => {
                    let trigger = game.orientation.trigger(game.shape);
                    if moves.contains(trigger) {
                        trigger
                    } else {
                        moves.first().expect("an attacker node has moves")
                    }
                }
                Status::DefenderMoves(moves) => {
                    let known = moves.into_iter().find(|&square| {
                        let mut child = game.play(&settled, square);
                        let status = game.status(&mut child);
                        self.numbers(game, &child, status).disproof == 0
                    });
                    match known {
                        Some(square) => square,
                        None => self.first_settled(game, &settled, moves, false)?,
                    }
                }
            };
            moves.push(square);
            node = game.play(&settled, square);
        }
    }
}

/// The attacker's proven strategy: what to play at each of its turns and an
/// answer to each defender move. Forced passes are implied, as in move strings.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Proof {
    /// The attacker takes this corner of the edge.
    Corner(Square),
    /// The attacker plays `square`, then the proof goes on.
    Attacker { square: Square, next: Box<Proof> },
    /// Every defender move, each with its refutation.
    Defender { replies: Vec<(Square, Proof)> },
}

impl Proof {
    /// Plies until the corner falls when the defender resists longest.
    pub fn length(&self) -> u32 {
        match self {
            Proof::Corner(_) => 1,
            Proof::Attacker { next, .. } => 1 + next.length(),
            Proof::Defender { replies } => {
                1 + replies
                    .iter()
                    .map(|(_, proof)| proof.length())
                    .max()
                    .unwrap_or(0)
            }
        }
    }

    /// The line of most stubborn defence, ending with the corner move.
    pub fn main_line(&self) -> Vec<Square> {
        let mut line = Vec::new();
        let mut proof = self;
        loop {
            match proof {
                Proof::Corner(square) => {
                    line.push(*square);
                    return line;
                }
                Proof::Attacker { square, next } => {
                    line.push(*square);
                    proof = next;
                }
                Proof::Defender { replies } => {
                    let (square, next) = replies
                        .iter()
                        .max_by_key(|(_, next)| next.length())
                        .expect("a defender node has moves");
                    line.push(*square);
                    proof = next;
                }
            }
        }
    }

    /// Nodes in the proof tree.
    pub fn size(&self) -> usize {
        match self {
            Proof::Corner(_) => 1,
            Proof::Attacker { next, .. } => 1 + next.size(),
            Proof::Defender { replies } => {
                1 + replies.iter().map(|(_, proof)| proof.size()).sum::<usize>()
            }
        }
    }
}

/// How the defender gets away.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct EscapeLine {
    pub moves: Vec<Square>,
    pub reason: Escape,
}

/// The value of a proof game, serialized with a `result` tag for the web face.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
#[serde(tag = "result", rename_all = "snake_case")]
pub enum Outcome {
    /// A successful stoner: the attacker takes a corner in `distance` plies.
    Won {
        distance: u32,
        proof: Proof,
    },
    Escaped {
        line: EscapeLine,
    },
    /// The budget ran out after `nodes` expansions: neither proved.
    Undecided {
        nodes: u64,
    },
}

impl Outcome {
    pub fn is_won(&self) -> bool {
        matches!(self, Outcome::Won { .. })
    }

    pub fn distance(&self) -> Option<u32> {
        match self {
            Outcome::Won { distance, .. } => Some(*distance),
            Outcome::Escaped { .. } | Outcome::Undecided { .. } => None,
        }
    }

    pub fn is_undecided(&self) -> bool {
        matches!(self, Outcome::Undecided { .. })
    }

    /// The main line: most stubborn defence to the corner, or the escape.
    pub fn line(&self) -> Vec<Square> {
        match self {
            Outcome::Won { proof, .. } => proof.main_line(),
            Outcome::Escaped { line } => line.moves.clone(),
            Outcome::Undecided { .. } => Vec::new(),
        }
    }
}
