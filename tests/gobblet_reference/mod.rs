//! A plain model of the Gobblet Gobblers rules, written from the spec without
//! the engine's bit tricks: squares hold explicit stacks, reserves are
//! counters. Tests compare the engine with it.

#![allow(dead_code)]

use boardlab::gobblet::{Move, Position, Size, Square, Variant};

/// A stack of at most three pieces `(size, owner)`, bottom first.
#[derive(Clone, Copy, PartialEq, Eq, Debug, Default)]
pub struct Stack {
    pieces: [(u8, u8); 3],
    len: usize,
}

impl Stack {
    fn push(&mut self, piece: (u8, u8)) {
        self.pieces[self.len] = piece;
        self.len += 1;
    }

    fn pop(&mut self) {
        self.len -= 1;
    }

    fn last(&self) -> Option<&(u8, u8)> {
        self.pieces[..self.len].last()
    }

    fn iter(&self) -> impl Iterator<Item = &(u8, u8)> {
        self.pieces[..self.len].iter()
    }

    fn iter_mut(&mut self) -> impl Iterator<Item = &mut (u8, u8)> {
        self.pieces[..self.len].iter_mut()
    }
}

/// Owner 0 is the side to move, 1 the opponent. Sizes 0 small .. 2 large.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Plain {
    pub stacks: [Stack; 9],
    pub reserves: [[u8; 3]; 2],
}

pub const LINES: [[usize; 3]; 8] = [
    [0, 1, 2],
    [3, 4, 5],
    [6, 7, 8],
    [0, 3, 6],
    [1, 4, 7],
    [2, 5, 8],
    [0, 4, 8],
    [2, 4, 6],
];

impl Plain {
    pub fn from_position(position: Position, variant: Variant) -> Plain {
        let mut stacks = [Stack::default(); 9];
        let mut reserves = [[variant.per_size(); 3]; 2];
        for (size_index, size) in Size::ALL.into_iter().enumerate() {
            for owner in 0..2u8 {
                let mask = position.mask(
                    size,
                    if owner == 0 {
                        boardlab::gobblet::Owner::Mover
                    } else {
                        boardlab::gobblet::Owner::Opponent
                    },
                );
                for (square, stack) in stacks.iter_mut().enumerate() {
                    if mask & (1 << square) != 0 {
                        stack.push((size_index as u8, owner));
                        reserves[owner as usize][size_index] -= 1;
                    }
                }
            }
        }
        // Pieces were pushed size by size, so each stack is already bottom-up.
        Plain { stacks, reserves }
    }

    pub fn to_position(self, variant: Variant) -> Position {
        let mut masks = [[0u16; 2]; 3];
        for (square, stack) in self.stacks.iter().enumerate() {
            for &(size, owner) in stack.iter() {
                masks[size as usize][owner as usize] |= 1 << square;
            }
        }
        Position::from_masks(masks, variant).expect("a plain position is consistent")
    }

    fn top(&self, square: usize) -> Option<(u8, u8)> {
        self.stacks[square].last().copied()
    }

    pub fn has_line(&self, owner: u8) -> bool {
        LINES.iter().any(|line| {
            line.iter()
                .all(|&square| matches!(self.top(square), Some((_, o)) if o == owner))
        })
    }

    fn can_land(&self, square: usize, size: u8) -> bool {
        self.top(square).is_none_or(|(top, _)| top < size)
    }

    /// The next position seen by the other player.
    fn swapped(&self) -> Plain {
        let mut next = *self;
        for stack in next.stacks.iter_mut() {
            for piece in stack.iter_mut() {
                piece.1 = 1 - piece.1;
            }
        }
        next.reserves.swap(0, 1);
        next
    }

    /// Allowed moves with the positions they lead to (seen by the next mover),
    /// in any order. Empty when a line is shown.
    pub fn moves(&self) -> Vec<(Move, Plain)> {
        let mut result = Vec::new();
        if self.has_line(0) || self.has_line(1) {
            return result;
        }
        for size in 0..3u8 {
            if self.reserves[0][size as usize] > 0 {
                for to in 0..9 {
                    if self.can_land(to, size) {
                        let mut next = *self;
                        next.reserves[0][size as usize] -= 1;
                        next.stacks[to].push((size, 0));
                        let mv = Move::Place {
                            size: Size::ALL[size as usize],
                            to: Square::new(to as u8).unwrap(),
                        };
                        result.push((mv, next.swapped()));
                    }
                }
            }
        }
        for from in 0..9 {
            let Some((size, 0)) = self.top(from) else {
                continue;
            };
            let mut lifted = *self;
            lifted.stacks[from].pop();
            if lifted.has_line(1) {
                continue;
            }
            for to in 0..9 {
                if to != from && lifted.can_land(to, size) {
                    let mut next = lifted;
                    next.stacks[to].push((size, 0));
                    let mv = Move::Shift {
                        from: Square::new(from as u8).unwrap(),
                        to: Square::new(to as u8).unwrap(),
                    };
                    result.push((mv, next.swapped()));
                }
            }
        }
        result
    }
}

/// Every position of the variant's index space: per size every placement of
/// at most `per_size` mover and opponent pieces on distinct squares.
pub fn all_positions(variant: Variant) -> Vec<Position> {
    let n = variant.per_size() as u32;
    let arrangements: Vec<(u16, u16)> = (0..512u16)
        .flat_map(|mover| (0..512u16).map(move |opponent| (mover, opponent)))
        .filter(|&(mover, opponent)| {
            mover & opponent == 0 && mover.count_ones() <= n && opponent.count_ones() <= n
        })
        .collect();
    let mut positions = Vec::with_capacity(arrangements.len().pow(3));
    for &large in &arrangements {
        for &medium in &arrangements {
            for &small in &arrangements {
                let masks = [[small.0, small.1], [medium.0, medium.1], [large.0, large.1]];
                positions.push(Position::from_masks(masks, variant).unwrap());
            }
        }
    }
    positions
}
