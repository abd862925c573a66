//! "The side to move has at least N legal moves, at least K squares are
//! empty and the centre is occupied" as a CNF formula over the discs of
//! an 8x8 board, for a SAT solver.
//!
//! Per square `s` there are two disc variables (mover's `p`, opponent's
//! `o`). Only the implications towards the rules are encoded: a move
//! variable true forces a real legal move, an empty variable true forces an
//! empty square. So any model is a board with at least that many moves and
//! empties, and an unsatisfiable formula proves that no board has them.
//!
//! A move on `s` in direction `d` needs an opponent disc on `s+d`, then a
//! run of opponent discs closed by a mover disc. The run is one chain
//! variable per (square, direction): `f(t)` implies `p(t)` or (`o(t)` and
//! `f(t+d)`), so the formula stays linear in the board size.

use super::conditions::centre;
use crate::board::{Bitboard, Board, Color, Direction, Size, Square};

/// A formula in conjunctive normal form, literals in DIMACS style (a
/// variable is a positive integer, its negation the negative).
#[derive(Clone, Debug, Default)]
pub struct Cnf {
    variables: i32,
    clauses: Vec<Vec<i32>>,
}

impl Cnf {
    pub fn new_variable(&mut self) -> i32 {
        self.variables += 1;
        self.variables
    }

    pub fn add(&mut self, clause: impl IntoIterator<Item = i32>) {
        self.clauses.push(clause.into_iter().collect());
    }

    pub fn variables(&self) -> i32 {
        self.variables
    }

    pub fn clauses(&self) -> &[Vec<i32>] {
        &self.clauses
    }

    /// Totalizer (Bailleux and Boufkhad): output `i` is implied by at least
    /// `i + 1` true inputs, outputs capped at `cap` (the last one then
    /// stands for "`cap` or more").
    fn totalizer(&mut self, inputs: &[i32], cap: usize) -> Vec<i32> {
        if inputs.len() == 1 {
            return inputs.to_vec();
        }
        let (left, right) = inputs.split_at(inputs.len() / 2);
        let a = self.totalizer(left, cap);
        let b = self.totalizer(right, cap);
        let outputs: Vec<i32> = (0..(a.len() + b.len()).min(cap))
            .map(|_| self.new_variable())
            .collect();
        for i in 0..=a.len() {
            for j in 0..=b.len() {
                if i + j == 0 {
                    continue;
                }
                let mut clause = Vec::with_capacity(3);
                if i > 0 {
                    clause.push(-a[i - 1]);
                }
                if j > 0 {
                    clause.push(-b[j - 1]);
                }
                clause.push(outputs[(i + j).min(cap) - 1]);
                self.add(clause);
            }
        }
        outputs
    }

    /// At most `k` of `inputs` are true.
    pub fn at_most(&mut self, inputs: &[i32], k: usize) {
        if k >= inputs.len() {
            return;
        }
        let outputs = self.totalizer(inputs, k + 1);
        self.add([-outputs[k]]);
    }

    /// At least `k` of `inputs` are true (an empty clause if impossible).
    pub fn at_least(&mut self, inputs: &[i32], k: usize) {
        if k > inputs.len() {
            self.add([]);
            return;
        }
        let negated: Vec<i32> = inputs.iter().map(|&x| -x).collect();
        self.at_most(&negated, inputs.len() - k);
    }
}

/// The formula and where the disc variables are, to read a model back.
#[derive(Clone, Debug)]
pub struct MobilityCnf {
    pub cnf: Cnf,
    player: [i32; 64],
    opponent: [i32; 64],
}

impl MobilityCnf {
    /// Pins the disc variables to `board` (mover as `p`), to test the
    /// encoding of the move rule on one board.
    pub fn fix(&mut self, board: &Board) {
        for s in 0..64 {
            let bit = 1u64 << s;
            let p = if board.player().0 & bit != 0 {
                self.player[s]
            } else {
                -self.player[s]
            };
            let o = if board.opponent().0 & bit != 0 {
                self.opponent[s]
            } else {
                -self.opponent[s]
            };
            self.cnf.add([p]);
            self.cnf.add([o]);
        }
    }

    /// The board of a model: the mover is black. `value` gives each
    /// variable's truth in the model.
    pub fn board(&self, value: impl Fn(i32) -> bool) -> Board {
        let pick = |vars: &[i32; 64]| {
            Bitboard(
                (0..64)
                    .filter(|&s| value(vars[s]))
                    .fold(0, |acc, s| acc | 1 << s),
            )
        };
        Board::from_discs(
            pick(&self.player),
            pick(&self.opponent),
            Color::Black,
            Size::Eight,
        )
        .expect("the formula forbids two discs on a square")
    }
}

/// Encodes "at least `moves` legal moves for the side to move and at least
/// `empties` empty squares, centre occupied" on the 8x8 board.
pub fn encode(moves: u32, empties: u32) -> MobilityCnf {
    let mut cnf = Cnf::default();
    let player: [i32; 64] = std::array::from_fn(|_| cnf.new_variable());
    let opponent: [i32; 64] = std::array::from_fn(|_| cnf.new_variable());
    for s in 0..64 {
        cnf.add([-player[s], -opponent[s]]);
    }
    let centre = centre(Size::Eight).0;
    for s in Bitboard(centre) {
        let s = s.index() as usize;
        cnf.add([player[s], opponent[s]]);
    }
    // The square index next to square index `s` in `direction`, if any.
    let next = |direction: Direction, s: usize| {
        direction
            .neighbour(Square::from_index(s as u8))
            .map(|square| square.index() as usize)
    };
    // run[d][t]: from t onwards in direction d, opponent discs then a mover disc.
    let run: [[i32; 64]; 8] = Direction::ALL.map(|_| std::array::from_fn(|_| cnf.new_variable()));
    for (d, direction) in Direction::ALL.into_iter().enumerate() {
        for t in 0..64 {
            let here = run[d][t];
            let (p, o) = (player[t], opponent[t]);
            cnf.add([-here, p, o]);
            match next(direction, t) {
                Some(beyond) => cnf.add([-here, p, run[d][beyond]]),
                None => cnf.add([-here, p]),
            }
        }
    }
    let outside: Vec<usize> = (0..64).filter(|&s| centre >> s & 1 == 0).collect();
    let mut move_vars = Vec::with_capacity(outside.len());
    let mut empty_vars = Vec::with_capacity(outside.len());
    for &s in &outside {
        let legal = cnf.new_variable();
        cnf.add([-legal, -player[s]]);
        cnf.add([-legal, -opponent[s]]);
        let mut ways = vec![-legal];
        for (d, direction) in Direction::ALL.into_iter().enumerate() {
            let Some(first) = next(direction, s) else {
                continue;
            };
            let Some(second) = next(direction, first) else {
                continue;
            };
            let way = cnf.new_variable();
            cnf.add([-way, opponent[first]]);
            cnf.add([-way, run[d][second]]);
            ways.push(way);
        }
        cnf.add(ways);
        move_vars.push(legal);
        let empty = cnf.new_variable();
        cnf.add([-empty, -player[s]]);
        cnf.add([-empty, -opponent[s]]);
        empty_vars.push(empty);
    }
    cnf.at_least(&move_vars, moves as usize);
    cnf.at_least(&empty_vars, empties as usize);
    MobilityCnf {
        cnf,
        player,
        opponent,
    }
}
