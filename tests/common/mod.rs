//! Test helpers shared by the integration tests: a slow, obviously correct
//! Othello board, a plain negamax for the solver, and tiny seeded
//! generators for random games; `cli` runs the program as users do;
//! `shared_games` opens the real games beside the project.
#![allow(dead_code)]

pub mod cli;

use boardlab::board::{Bitboard, Board, Color, Scoring, Size, Square};
use boardlab::game::Game;
use boardlab::records::{open_files, Opened};
use std::path::{Path, PathBuf};

/// `shared/data/games/` beside the project or a folder above it.
fn games_folder() -> Option<PathBuf> {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .ancestors()
        .skip(1)
        .map(|folder| folder.join("shared/data/games"))
        .find(|folder| folder.is_dir())
}

/// The file at `path` (under the games folder), opened with `names` from
/// its folder; `None` when the data is absent.
pub fn shared_games(path: &str, names: &[&str]) -> Option<Opened> {
    let folder = games_folder()?;
    let file = folder.join(path);
    let read = |path: &Path| std::fs::read(path).expect("a shared data file");
    let mut files = vec![(path.to_string(), read(&file))];
    for name in names {
        let beside = file.parent().unwrap().join(name);
        files.push((name.to_string(), read(&beside)));
    }
    let named: Vec<(&str, &[u8])> = files
        .iter()
        .map(|(name, bytes)| (name.as_str(), bytes.as_slice()))
        .collect();
    Some(open_files(&named))
}

/// A plain array board that walks the 8 directions square by square.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct ReferenceBoard {
    pub n: i32,
    pub cells: [[Option<Color>; 8]; 8], // [row][col]
    pub side: Color,
}

/// The eight king steps, as (column, row) offsets; the set is the same read
/// as (row, column).
pub const DIRECTIONS: [(i32, i32); 8] = [
    (-1, -1),
    (-1, 0),
    (-1, 1),
    (0, -1),
    (0, 1),
    (1, -1),
    (1, 0),
    (1, 1),
];

impl ReferenceBoard {
    pub fn from_board(board: &Board) -> ReferenceBoard {
        let n = board.size().side() as i32;
        let mut cells = [[None; 8]; 8];
        for row in 0..n {
            for col in 0..n {
                cells[row as usize][col as usize] = board.get(Square::new(col as u8, row as u8));
            }
        }
        ReferenceBoard {
            n,
            cells,
            side: board.side_to_move(),
        }
    }

    fn at(&self, col: i32, row: i32) -> Option<Option<Color>> {
        (0..self.n).contains(&col).then_some(())?;
        (0..self.n).contains(&row).then_some(())?;
        Some(self.cells[row as usize][col as usize])
    }

    /// The squares flipped by `side` moving on (col, row), walking outwards.
    pub fn flips_for(&self, side: Color, col: i32, row: i32) -> Vec<(i32, i32)> {
        if self.at(col, row) != Some(None) {
            return Vec::new();
        }
        let mut flipped = Vec::new();
        for (dc, dr) in DIRECTIONS {
            let mut run = Vec::new();
            let (mut c, mut r) = (col + dc, row + dr);
            while self.at(c, r) == Some(Some(side.opponent())) {
                run.push((c, r));
                c += dc;
                r += dr;
            }
            if !run.is_empty() && self.at(c, r) == Some(Some(side)) {
                flipped.extend(run);
            }
        }
        flipped
    }

    pub fn moves_for(&self, side: Color) -> Vec<(i32, i32)> {
        let mut moves = Vec::new();
        for row in 0..self.n {
            for col in 0..self.n {
                if !self.flips_for(side, col, row).is_empty() {
                    moves.push((col, row));
                }
            }
        }
        moves
    }

    pub fn play(&self, col: i32, row: i32) -> ReferenceBoard {
        let mut next = *self;
        for (c, r) in self.flips_for(self.side, col, row) {
            next.cells[r as usize][c as usize] = Some(self.side);
        }
        next.cells[row as usize][col as usize] = Some(self.side);
        next.side = self.side.opponent();
        next
    }

    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let moves = self.moves_for(self.side);
        if moves.is_empty() {
            if self.moves_for(self.side.opponent()).is_empty() {
                return 1;
            }
            let mut passed = *self;
            passed.side = self.side.opponent();
            return passed.perft(depth - 1);
        }
        moves
            .iter()
            .map(|&(c, r)| self.play(c, r).perft(depth - 1))
            .sum()
    }
}

pub fn squares_to_bitboard(squares: &[(i32, i32)]) -> Bitboard {
    squares
        .iter()
        .map(|&(c, r)| Square::new(c as u8, r as u8))
        .collect()
}

/// SplitMix64: a tiny deterministic generator for random games in tests.
pub struct Rng(pub u64);

impl Rng {
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9e37_79b9_7f4a_7c15);
        let mut z = self.0;
        z = (z ^ z >> 30).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ z >> 27).wrapping_mul(0x94d0_49bb_1331_11eb);
        z ^ z >> 31
    }

    pub fn below(&mut self, n: usize) -> usize {
        (self.next() % n as u64) as usize
    }
}

/// The positions of one random game from the start of `size` (passes made).
pub fn random_game(size: Size, rng: &mut Rng) -> Vec<Board> {
    let mut board = Board::start(size);
    let mut positions = vec![board];
    loop {
        let moves: Vec<Square> = board.legal_moves().collect();
        if moves.is_empty() {
            if board.opponent_moves().is_empty() {
                return positions;
            }
            board = board.pass();
        } else {
            board = board.play_unchecked(moves[rng.below(moves.len())]);
        }
        positions.push(board);
    }
}

/// A random complete game from the start of `size`, as a `Game`.
pub fn random_full_game(size: Size, rng: &mut Rng) -> Game {
    let mut game = Game::new(Board::start(size));
    loop {
        let moves: Vec<Square> = game.current().legal_moves().collect();
        if moves.is_empty() {
            return game;
        }
        game.push(moves[rng.below(moves.len())])
            .expect("a legal move");
    }
}

/// Plain negamax over the whole game tree: no pruning, no table, no
/// ordering; a pass is a move to the same discs with the other side.
pub fn brute_force(board: &Board, scoring: Scoring) -> i32 {
    let moves = board.legal_moves();
    if moves.is_empty() {
        if board.opponent_moves().is_empty() {
            return board.final_value_for_mover(scoring);
        }
        return -brute_force(&board.pass(), scoring);
    }
    moves
        .map(|square| -brute_force(&board.play_unchecked(square), scoring))
        .max()
        .expect("a move")
}

/// A small deterministic generator (xorshift), so solver failures reproduce.
pub struct XorShift(pub u64);

impl XorShift {
    pub fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n as u64) as usize
    }
}

/// The position after random legal moves from the start until `empties`
/// squares are left (or the game ends), passes made when forced.
pub fn random_position(size: Size, empties: u32, seed: u64) -> Board {
    let mut rng = XorShift(seed.wrapping_mul(0x9e37_79b9_7f4a_7c15) | 1);
    let mut board = Board::start(size);
    while board.empty().count() > empties && !board.is_game_over() {
        let moves: Vec<_> = board.legal_moves().collect();
        if moves.is_empty() {
            board = board.pass();
            continue;
        }
        board = board.play_unchecked(moves[rng.below(moves.len())]);
    }
    board
}
