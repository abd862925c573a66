//! The census C(d, H, cutoff): every pass-free line of d moves from the start
//! that ends in a stoner shape, and which of them are successful stoners.
//!
//! The start position is unchanged by 4 symmetries that permute the 4 first
//! moves, so only the lines opening with f5 are enumerated, for all 8
//! orientations; each maps to one line per first move, its orientations
//! mapped alongside. Pruning is sound: a (shape, orientation) pair is only
//! dropped once it provably cannot match at depth d.

use super::game::ProofGame;
use super::shape::{Orientation, Pattern, Shape, ShapeMatch, START_SYMMETRIES};
use super::solver::Solver;
use crate::board::{dilate, Board, Size, Square, Symmetry};
use crate::notation::{format_moves, parse_game, NotationError};
use crate::progress::Progress;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};

/// What to count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CensusOptions {
    pub depth: u32,
    pub horizon: u32,
    pub cutoff: bool,
}

/// The three counts of a census.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug, Serialize)]
pub struct Counts {
    pub stoner_like_lines: u64,
    pub successful_lines: u64,
    pub distinct_successful_positions: u64,
}

/// Lines per shape (a line with several shapes counts for each).
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug, Serialize)]
pub struct ShapeCounts {
    pub stoner_like_lines: u64,
    pub successful_lines: u64,
}

/// One successful line: its moves and the successful (shape, orientation)
/// pairs of its final position, with the least distance among them.
#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct CensusLine {
    pub moves: String,
    pub shapes: Vec<Shape>,
    pub orientations: Vec<Orientation>,
    pub distance: u32,
}

#[derive(Clone, PartialEq, Eq, Debug, Serialize)]
pub struct Census {
    pub depth: u32,
    pub horizon: u32,
    pub cutoff: bool,
    #[serde(flatten)]
    pub counts: Counts,
    /// The same counts with one line (and one position) per class of the
    /// start position's 4 symmetries.
    pub up_to_symmetry: Counts,
    pub by_shape: BTreeMap<Shape, ShapeCounts>,
    /// Lines per orientation family (a line counts in each family it
    /// matches), named by `a8/b7/h8` and its mirror `h8/g7/a8`. One class
    /// in a family holds exactly one line in the named orientation, so
    /// these over 4 are what a search of that one orientation would count.
    pub by_family: BTreeMap<String, ShapeCounts>,
    pub lines: Vec<CensusLine>,
    /// Positions the enumeration visited and proof games solved (work done).
    pub nodes: u64,
    pub proof_games: u64,
}

/// The 24 (shape, orientation) pairs, bit `orientation * 3 + shape`.
const PAIRS: usize = 24;

fn pair_match(pair: usize) -> ShapeMatch {
    ShapeMatch {
        shape: Shape::ALL[pair % 3],
        orientation: Orientation::from_index(pair / 3),
    }
}

/// What the pruning needs to know of a pair.
#[derive(Clone, Copy)]
struct PairRule {
    /// Squares that must stay empty to the end.
    empty: u64,
    /// Squares that must be filled by the end.
    filled: u64,
    /// At least one of these must be filled (0: no condition).
    any_filled: u64,
    /// The corners of the pair's edge.
    corners: u64,
    /// The pair's discs, and its near corner (no defender move there).
    pattern: Pattern,
    near_corner: u64,
}

impl PairRule {
    /// Whether a final position with these squares occupied can match.
    fn fits(&self, occupied: u64) -> bool {
        self.empty & occupied == 0
            && self.filled & !occupied == 0
            && (self.any_filled == 0 || self.any_filled & occupied != 0)
    }
}

fn pair_rules() -> [PairRule; PAIRS] {
    std::array::from_fn(|pair| {
        let m = pair_match(pair);
        let pattern = m.orientation.pattern(m.shape);
        PairRule {
            empty: pattern.empty,
            filled: pattern.defender | pattern.attacker,
            any_filled: pattern.defender_somewhere,
            corners: m.orientation.corners().0,
            pattern,
            near_corner: m.orientation.near_corner().bitboard().0,
        }
    })
}

/// A line found stoner-like at the census depth.
#[derive(Clone, Debug)]
pub struct StonerLike {
    pub moves: Vec<Square>,
    /// The final position, the defender to move.
    pub board: Board,
    /// The stoner-like pairs, bit `orientation * 3 + shape`.
    pairs: u32,
}

impl StonerLike {
    /// The (shape, orientation) pairs the line ends in, cutoff respected.
    pub fn matches(&self) -> Vec<ShapeMatch> {
        (0..PAIRS)
            .filter(|&pair| self.pairs >> pair & 1 != 0)
            .map(pair_match)
            .collect()
    }
}

struct Enumerator<'a> {
    depth: u32,
    cutoff: bool,
    rules: &'a [PairRule; PAIRS],
    /// When set, positions at this ply are collected, not searched.
    split: Option<u32>,
    frontier: Vec<(Board, u32, Vec<Square>)>,
    found: Vec<StonerLike>,
    nodes: u64,
}

impl Enumerator<'_> {
    /// The pairs of `alive` that can still match at the census depth, seen
    /// from a position at `ply` whose mover has `moves`.
    fn prune(&self, board: &Board, moves: u64, ply: u32, mut alive: u32) -> u32 {
        let occupied = !board.empty().0;
        let remaining = self.depth - ply;
        let mut left = alive;
        while left != 0 {
            let pair = left.trailing_zeros() as usize;
            left &= left - 1;
            let rule = &self.rules[pair];
            // Discs are never removed; a corner move of the mover breaks the cutoff.
            if rule.empty & occupied != 0 || (self.cutoff && rule.corners & moves != 0) {
                alive &= !(1 << pair);
            }
        }
        self.prune_by_distance(occupied, remaining, alive)
    }

    /// Each move fills one square, next to a disc already there. A square at
    /// king distance t from every disc is filled at the t-th move from now
    /// at the earliest, and distinct squares at distinct moves: so for every
    /// t, the squares still needed at distance >= t must number at most
    /// remaining - t + 1.
    fn prune_by_distance(&self, occupied: u64, remaining: u32, mut alive: u32) -> u32 {
        let mut reach = occupied;
        let mut checking = alive;
        let mut t = 1;
        while checking != 0 {
            let mut left = checking;
            while left != 0 {
                let pair = left.trailing_zeros() as usize;
                left &= left - 1;
                let rule = &self.rules[pair];
                let far = (rule.filled & !reach).count_ones()
                    + u32::from(rule.any_filled != 0 && rule.any_filled & reach == 0);
                if far == 0 {
                    checking &= !(1 << pair);
                } else if far + t > remaining + 1 {
                    checking &= !(1 << pair);
                    alive &= !(1 << pair);
                }
            }
            reach = dilate(reach);
            t += 1;
        }
        alive
    }

    /// The pairs of `alive` whose squares fit a final position with
    /// `occupied` squares.
    fn fitting(&self, occupied: u64, alive: u32) -> u32 {
        let mut fit = 0;
        let mut left = alive;
        while left != 0 {
            let pair = left.trailing_zeros() as usize;
            left &= left - 1;
            if self.rules[pair].fits(occupied) {
                fit |= 1 << pair;
            }
        }
        fit
    }

    fn visit(&mut self, board: Board, ply: u32, alive: u32, path: &mut Vec<Square>) {
        self.nodes += 1;
        if ply == self.depth {
            // `Orientation::matches`, with the patterns precomputed and the
            // defender's moves generated at most once.
            let mut pairs = 0;
            let mut defender_moves = None;
            let mut left = alive;
            while left != 0 {
                let pair = left.trailing_zeros() as usize;
                left &= left - 1;
                let rule = &self.rules[pair];
                if rule.pattern.matches_discs(&board)
                    && *defender_moves.get_or_insert_with(|| board.legal_moves().0)
                        & rule.near_corner
                        == 0
                {
                    pairs |= 1 << pair;
                }
            }
            if pairs != 0 {
                self.found.push(StonerLike {
                    moves: path.clone(),
                    board,
                    pairs,
                });
            }
            return;
        }
        if self.split == Some(ply) {
            self.frontier.push((board, alive, path.clone()));
            return;
        }
        let moves = board.legal_moves();
        if moves.is_empty() {
            return; // the line would need a pass
        }
        let alive = self.prune(&board, moves.0, ply, alive);
        if alive == 0 {
            return;
        }
        // The first move is fixed to f5: the others are its images.
        let moves = if ply == 0 {
            moves & FIRST_MOVE.bitboard()
        } else {
            moves
        };
        let occupied = !board.empty().0;
        let last = ply + 1 == self.depth;
        for square in moves {
            // The last move fixes which squares are occupied at the end (a
            // move fills one square and flips never empty one): pairs whose
            // squares cannot fit are dropped before the move is played.
            let alive = if last {
                let filled = occupied | square.bitboard().0;
                self.fitting(filled, alive)
            } else {
                alive
            };
            if alive == 0 {
                continue;
            }
            path.push(square);
            self.visit(board.play_unchecked(square), ply + 1, alive, path);
            path.pop();
        }
    }
}

const FIRST_MOVE: Square = Square::new(5, 4);

/// Runs `work` on every item, in parallel natively and in order in the
/// browser, with states made by `init()` and reused from item to item (a
/// pool, so each worker keeps a warm one), and progress per chunk.
fn map_chunked<T, S, R>(
    items: &[T],
    init: impl Fn() -> S + Sync + Send,
    work: impl Fn(&mut S, &T) -> R + Sync + Send,
    mut progress: impl FnMut(usize),
) -> Vec<R>
where
    T: Sync,
    R: Send,
    S: Send,
{
    let chunk = (items.len() / 50).max(1);
    let mut results = Vec::with_capacity(items.len());
    #[cfg(not(target_arch = "wasm32"))]
    {
        use rayon::prelude::*;
        let pool = std::sync::Mutex::new(Vec::new());
        let run = |item: &T| {
            let taken = pool.lock().expect("no worker panics").pop();
            let mut state = taken.unwrap_or_else(&init);
            let result = work(&mut state, item);
            pool.lock().expect("no worker panics").push(state);
            result
        };
        for part in items.chunks(chunk) {
            results.par_extend(part.par_iter().map(run));
            progress(results.len());
        }
    }
    #[cfg(target_arch = "wasm32")]
    {
        let mut state = init();
        for part in items.chunks(chunk) {
            results.extend(part.iter().map(|item| work(&mut state, item)));
            progress(results.len());
        }
    }
    results
}

/// Solver table per worker: 2^18 slots (8 MiB); the hardest census games
/// expand a few 10^5 nodes.
const CENSUS_TABLE_BITS: u32 = 18;

/// One share of a census, for splitting it over workers that cannot share
/// memory (the browser's): the enumeration tasks whose index is `index`
/// modulo `of`.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct Share {
    pub index: u32,
    pub of: u32,
}

/// A share index at or past the number of shares.
#[derive(Clone, Copy, PartialEq, Eq, Debug, thiserror::Error)]
#[error("share {index} of {of} does not exist (shares are 0 to of - 1)")]
pub struct ShareError {
    pub index: u32,
    pub of: u32,
}

impl Share {
    /// The whole census.
    pub const WHOLE: Share = Share { index: 0, of: 1 };

    /// Share `index` of `of`, or why there is no such share.
    pub fn new(index: u32, of: u32) -> Result<Share, ShareError> {
        if of == 0 || index >= of {
            return Err(ShareError { index, of });
        }
        Ok(Share { index, of })
    }

    fn holds(self, task: usize) -> bool {
        task % self.of as usize == self.index as usize
    }
}

/// The stoner-like lines of `options.depth` moves that open with f5 (one
/// per class of the start position's symmetries), and the positions
/// visited. Progress counts enumeration tasks out of `2 * tasks`, so that a
/// census can report its proof games in the second half.
pub fn stoner_like_lines(
    options: CensusOptions,
    progress: &mut dyn Progress,
) -> (Vec<StonerLike>, u64) {
    stoner_like_lines_of(options, Share::WHOLE, progress)
}

/// `stoner_like_lines` restricted to one share of the enumeration tasks
/// (the few plies above the split are walked by every share and counted
/// by share 0 only).
fn stoner_like_lines_of(
    options: CensusOptions,
    share: Share,
    progress: &mut dyn Progress,
) -> (Vec<StonerLike>, u64) {
    let rules = pair_rules();
    let all_pairs = (1u32 << PAIRS) - 1;
    let start = Board::start(Size::Eight);
    let enumerator = |split| Enumerator {
        depth: options.depth,
        cutoff: options.cutoff,
        rules: &rules,
        split,
        frontier: Vec::new(),
        found: Vec::new(),
        nodes: 0,
    };
    // Split the tree a few plies down into tasks for the workers.
    let split_ply = 5.min(options.depth.saturating_sub(1));
    let mut top = enumerator(Some(split_ply));
    top.visit(start, 0, all_pairs, &mut Vec::new());
    let tasks: Vec<_> = std::mem::take(&mut top.frontier)
        .into_iter()
        .enumerate()
        .filter(|&(task, _)| share.holds(task))
        .map(|(_, task)| task)
        .collect();
    let (mut found, mut nodes) = if share.index == 0 {
        (std::mem::take(&mut top.found), top.nodes)
    } else {
        (Vec::new(), 0)
    };
    let total = tasks.len() as u64 * 2;
    progress.update(0, total);
    let parts = map_chunked(
        &tasks,
        || (),
        |_, (board, alive, path)| {
            let mut task = enumerator(None);
            let mut path = path.clone();
            task.visit(*board, split_ply, *alive, &mut path);
            (task.found, task.nodes)
        },
        |done| progress.update(done as u64, total),
    );
    for (part, part_nodes) in parts {
        found.extend(part);
        nodes += part_nodes;
    }
    (found, nodes)
}

/// Runs the census. Progress counts enumeration tasks, then proof games.
pub fn census(options: CensusOptions, progress: &mut dyn Progress) -> Census {
    let part = census_share(options, Share::WHOLE, progress);
    tally(options, &part.found, &part.solved, part.nodes)
}

/// The lines and proof games of one share of a census; `merge` makes the
/// census of all shares. Crosses between workers as plain data (moves and
/// board strings).
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(into = "PartData", try_from = "PartData")]
pub struct CensusPart {
    found: Vec<StonerLike>,
    solved: HashMap<(Board, usize), Option<u32>>,
    nodes: u64,
}

/// The census of one share: its stoner-like lines and the value of each of
/// their proof games. Progress counts enumeration tasks, then proof games.
pub fn census_share(
    options: CensusOptions,
    share: Share,
    progress: &mut dyn Progress,
) -> CensusPart {
    let mut total_tasks = 1;
    let (found, nodes) = stoner_like_lines_of(options, share, &mut |done, total| {
        total_tasks = total / 2;
        progress.update(done, total)
    });
    // One proof game per distinct (position, pair).
    let mut games: Vec<(Board, usize)> = found
        .iter()
        .flat_map(|f| {
            (0..PAIRS)
                .filter(move |&pair| f.pairs >> pair & 1 != 0)
                .map(move |pair| (f.board, pair))
        })
        .collect::<HashSet<_>>()
        .into_iter()
        .collect();
    games.sort_by_key(|(board, pair)| (board.player().0, board.opponent().0, *pair));
    let solve_total = games.len().max(1) as u64;
    let distances = map_chunked(
        &games,
        || Solver::new(CENSUS_TABLE_BITS),
        |solver, (board, pair)| {
            let m = pair_match(*pair);
            let game = ProofGame::new(board, m.orientation, m.shape, options.horizon);
            solver.distance(&game, *board)
        },
        |done| {
            progress.update(
                total_tasks + done as u64 * total_tasks / solve_total,
                total_tasks * 2,
            )
        },
    );
    progress.update(total_tasks * 2, total_tasks * 2);
    CensusPart {
        found,
        solved: games.into_iter().zip(distances).collect(),
        nodes,
    }
}

/// Parts that cannot make one census (they are read back from a page's
/// workers, so they are checked before anything is added up).
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum MergeError {
    /// A share is missing, or parts of different censuses were mixed.
    #[error("the parts do not hold the proof games of {}", format_moves(.line))]
    Unsolved { line: Vec<Square> },
    #[error("a proof game's distance {distance} is beyond the census's horizon {horizon}")]
    Distance { distance: u32, horizon: u32 },
    #[error("the parts' node counts add up to more than a count holds")]
    Nodes,
}

/// The census of `options` from the parts of all its shares.
pub fn merge(options: CensusOptions, parts: &[CensusPart]) -> Result<Census, MergeError> {
    let mut found = Vec::new();
    let mut solved = HashMap::new();
    let mut nodes = 0;
    for part in parts {
        found.extend(part.found.iter().cloned());
        solved.extend(
            part.solved
                .iter()
                .map(|(&game, &distance)| (game, distance)),
        );
        nodes = u64::checked_add(nodes, part.nodes).ok_or(MergeError::Nodes)?;
    }
    if let Some(distance) = solved
        .values()
        .flatten()
        .copied()
        .find(|&distance| distance > options.horizon)
    {
        return Err(MergeError::Distance {
            distance,
            horizon: options.horizon,
        });
    }
    for f in &found {
        let unsolved = (0..PAIRS)
            .filter(|&pair| f.pairs >> pair & 1 != 0)
            .any(|pair| !solved.contains_key(&(f.board, pair)));
        if unsolved {
            return Err(MergeError::Unsolved {
                line: f.moves.clone(),
            });
        }
    }
    Ok(tally(options, &found, &solved, nodes))
}

/// `CensusPart` as plain data.
#[derive(Serialize, Deserialize)]
struct PartData {
    /// Each line: moves, final board string, pair bits.
    lines: Vec<(String, String, u32)>,
    /// Each proof game: board string, pair, distance (none: an escape).
    games: Vec<(String, u32, Option<u32>)>,
    nodes: u64,
}

impl From<CensusPart> for PartData {
    fn from(part: CensusPart) -> PartData {
        PartData {
            lines: part
                .found
                .iter()
                .map(|f| (format_moves(&f.moves), f.board.to_string(), f.pairs))
                .collect(),
            games: part
                .solved
                .iter()
                .map(|(&(board, pair), &distance)| (board.to_string(), pair as u32, distance))
                .collect(),
            nodes: part.nodes,
        }
    }
}

/// What is wrong in a census part read back from data.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PartError {
    #[error("census part: board {text}: {error}")]
    Board { text: String, error: NotationError },
    #[error("census part: pair bits {0:#x} name no pair")]
    PairBits(u32),
    #[error("census part: moves {moves}: {error}")]
    Moves { moves: String, error: NotationError },
    #[error("census part: pair {0} does not exist")]
    Pair(u32),
}

impl TryFrom<PartData> for CensusPart {
    type Error = PartError;

    fn try_from(data: PartData) -> Result<CensusPart, PartError> {
        let board = |text: &str| {
            text.parse::<Board>().map_err(|error| PartError::Board {
                text: text.to_string(),
                error,
            })
        };
        let pairs = |bits: u32| {
            if bits >> PAIRS == 0 {
                Ok(bits)
            } else {
                Err(PartError::PairBits(bits))
            }
        };
        let found = data
            .lines
            .iter()
            .map(|(moves, text, bits)| {
                let parsed = parse_game(Board::start(Size::Eight), moves);
                if let Some(error) = parsed.error {
                    return Err(PartError::Moves {
                        moves: moves.clone(),
                        error,
                    });
                }
                Ok(StonerLike {
                    moves: parsed.game.moves().to_vec(),
                    board: board(text)?,
                    pairs: pairs(*bits)?,
                })
            })
            .collect::<Result<_, PartError>>()?;
        let solved = data
            .games
            .iter()
            .map(|(text, pair, distance)| {
                if *pair as usize >= PAIRS {
                    return Err(PartError::Pair(*pair));
                }
                Ok(((board(text)?, *pair as usize), *distance))
            })
            .collect::<Result<_, PartError>>()?;
        Ok(CensusPart {
            found,
            solved,
            nodes: data.nodes,
        })
    }
}

/// Counts the lines found under f5 and maps them to all 4 first moves.
fn tally(
    options: CensusOptions,
    found: &[StonerLike],
    solved: &HashMap<(Board, usize), Option<u32>>,
    nodes: u64,
) -> Census {
    let images = START_SYMMETRIES.len() as u64;
    let mut classes = Counts::default();
    let mut by_shape: BTreeMap<Shape, ShapeCounts> =
        Shape::ALL.map(|s| (s, ShapeCounts::default())).into();
    let mut by_family: BTreeMap<String, ShapeCounts> = [0, 1]
        .map(|family| (family_name(family), ShapeCounts::default()))
        .into();
    let mut positions = HashSet::new();
    let mut position_classes = HashSet::new();
    let mut lines = Vec::new();
    for f in found {
        classes.stoner_like_lines += 1;
        let pairs: Vec<usize> = (0..PAIRS)
            .filter(|&pair| f.pairs >> pair & 1 != 0)
            .collect();
        let successes: Vec<(ShapeMatch, u32)> = pairs
            .iter()
            .filter_map(|&pair| {
                solved[&(f.board, pair)].map(|distance| (pair_match(pair), distance))
            })
            .collect();
        for shape in Shape::ALL {
            let counts = by_shape.get_mut(&shape).expect("every shape");
            if pairs.iter().any(|&pair| pair_match(pair).shape == shape) {
                counts.stoner_like_lines += images;
            }
            if successes.iter().any(|(m, _)| m.shape == shape) {
                counts.successful_lines += images;
            }
        }
        for family in [0, 1] {
            let counts = by_family
                .get_mut(&family_name(family))
                .expect("both families");
            if pairs
                .iter()
                .any(|&pair| pair_match(pair).orientation.family() == family)
            {
                counts.stoner_like_lines += images;
            }
            if successes
                .iter()
                .any(|(m, _)| m.orientation.family() == family)
            {
                counts.successful_lines += images;
            }
        }
        if successes.is_empty() {
            continue;
        }
        classes.successful_lines += 1;
        let distance = successes
            .iter()
            .map(|&(_, distance)| distance)
            .min()
            .expect("a success");
        let images_of_board: Vec<Board> = START_SYMMETRIES
            .iter()
            .map(|&s| f.board.transform(s))
            .collect();
        position_classes.insert(
            *images_of_board
                .iter()
                .min_by_key(|b| (b.player().0, b.opponent().0))
                .expect("4 images"),
        );
        positions.extend(images_of_board);
        for symmetry in START_SYMMETRIES {
            let moves: Vec<Square> = f
                .moves
                .iter()
                .map(|&square| symmetry.square(square, Size::Eight))
                .collect();
            let matches: Vec<ShapeMatch> = successes
                .iter()
                .map(|(m, _)| m.transformed(symmetry))
                .collect();
            lines.push(CensusLine {
                moves: format_moves(&moves),
                shapes: matches.iter().map(|m| m.shape).collect(),
                orientations: matches.iter().map(|m| m.orientation).collect(),
                distance,
            });
        }
    }
    lines.sort_by(|a, b| a.moves.cmp(&b.moves));
    classes.distinct_successful_positions = position_classes.len() as u64;
    Census {
        depth: options.depth,
        horizon: options.horizon,
        cutoff: options.cutoff,
        counts: Counts {
            stoner_like_lines: classes.stoner_like_lines * images,
            successful_lines: classes.successful_lines * images,
            distinct_successful_positions: positions.len() as u64,
        },
        up_to_symmetry: classes,
        by_shape,
        by_family,
        lines,
        nodes,
        proof_games: solved.len() as u64,
    }
}

/// The name of an orientation family: the canonical orientation for
/// family 0, its mirror image `h8/g7/a8` for family 1.
pub fn family_name(family: usize) -> String {
    let symmetry = if family == 0 {
        Symmetry::Identity
    } else {
        Symmetry::MirrorColumns
    };
    Orientation::from_index(
        Symmetry::ALL
            .iter()
            .position(|&s| s == symmetry)
            .expect("a symmetry"),
    )
    .to_string()
}
