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
use crate::shard::Shard;
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap, HashSet};

/// What to count.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub struct CensusOptions {
    pub depth: u32,
    pub horizon: u32,
    pub cutoff: bool,
}

/// A census named as a job of shards: `stoner census depth 15 horizon 14
/// cutoff on`, so that only parts of one census merge.
impl std::fmt::Display for CensusOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "stoner census depth {} horizon {} cutoff {}",
            self.depth,
            self.horizon,
            if self.cutoff { "on" } else { "off" }
        )
    }
}

/// A job name that is not a census's.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
#[error("{0:?} is not \"stoner census depth D horizon H cutoff on|off\"")]
pub struct CensusJobError(pub String);

impl std::str::FromStr for CensusOptions {
    type Err = CensusJobError;

    fn from_str(text: &str) -> Result<CensusOptions, CensusJobError> {
        let error = || CensusJobError(text.to_string());
        let words: Vec<&str> = text.split_whitespace().collect();
        let ["stoner", "census", "depth", depth, "horizon", horizon, "cutoff", cutoff] = words[..]
        else {
            return Err(error());
        };
        Ok(CensusOptions {
            depth: depth.parse().map_err(|_| error())?,
            horizon: horizon.parse().map_err(|_| error())?,
            cutoff: match cutoff {
                "on" => true,
                "off" => false,
                _ => return Err(error()),
            },
        })
    }
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

/// The stoner-like lines of `options.depth` moves that open with f5 (one
/// per class of the start position's symmetries), and the positions
/// visited. Progress counts enumeration tasks out of `2 * tasks`, so that a
/// census can report its proof games in the second half.
pub fn stoner_like_lines(
    options: CensusOptions,
    progress: &mut dyn Progress,
) -> (Vec<StonerLike>, u64) {
    stoner_like_lines_of(options, Shard::WHOLE, progress)
}

/// The ply where the tree is cut into tasks (workers', and shards').
const SPLIT_PLY: u32 = 5;

/// Plies below the split that a task's cost estimate looks: the pruned
/// positions there (about 100 k in all, well under a second).
const ESTIMATE_PLIES: u32 = 2;

/// `stoner_like_lines` restricted to one shard of the enumeration tasks
/// (the few plies above the split are walked by every shard and counted
/// by the first only).
fn stoner_like_lines_of(
    options: CensusOptions,
    shard: Shard,
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
    let split_ply = SPLIT_PLY.min(options.depth.saturating_sub(1));
    let mut top = enumerator(Some(split_ply));
    top.visit(start, 0, all_pairs, &mut Vec::new());
    let mut tasks = std::mem::take(&mut top.frontier);
    if shard.of() > 1 {
        let weights = map_chunked(
            &tasks,
            || (),
            |_, (board, alive, path)| {
                let mut probe = enumerator(Some(split_ply + ESTIMATE_PLIES));
                probe.visit(*board, split_ply, *alive, &mut path.clone());
                probe.nodes
            },
            |_| {},
        );
        tasks = shard.select(tasks, &weights);
    }
    let (mut found, mut nodes) = if shard.index() == 0 {
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
    let part = census_share(options, Shard::WHOLE, progress);
    merge(options, &[part]).expect("one part holds each line once")
}

/// Per class of lines under f5: stoner-like lines, and per shape and per
/// family the lines that show it (`[stoner-like, successful]`). Sums over
/// shards.
#[derive(Clone, Copy, PartialEq, Eq, Default, Debug, Serialize, Deserialize)]
struct ClassCounts {
    stoner_like: u64,
    by_shape: [[u64; 2]; 3],
    by_family: [[u64; 2]; 2],
}

/// A successful line under f5: its final position, its successful pairs
/// (bit `orientation * 3 + shape`) and their least distance.
#[derive(Clone, PartialEq, Eq, Debug)]
struct Success {
    moves: Vec<Square>,
    board: Board,
    pairs: u32,
    distance: u32,
}

/// A proof game: the position's (mover, opponent) discs and the pair.
type GameKey = (u64, u64, u8);

/// What one shard of a census contributes, already counted so that it
/// stays small: the class counts, the successful lines, the distinct proof
/// games (only to count them over all shards) and the positions visited.
/// `merge` makes the census of all shards. Crosses between workers and
/// files as plain data (see `PartData`).
#[derive(Clone, PartialEq, Eq, Debug, Serialize, Deserialize)]
#[serde(into = "PartData", try_from = "PartData")]
pub struct CensusPart {
    counts: ClassCounts,
    successes: Vec<Success>,
    games: Vec<GameKey>,
    nodes: u64,
}

/// The census of one shard: its stoner-like lines, the value of each of
/// their proof games, and what they count. Progress counts enumeration
/// tasks, then proof games.
pub fn census_share(
    options: CensusOptions,
    shard: Shard,
    progress: &mut dyn Progress,
) -> CensusPart {
    let mut total_tasks = 1;
    let (found, nodes) = stoner_like_lines_of(options, shard, &mut |done, total| {
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
    let keys = games
        .iter()
        .map(|(board, pair)| (board.player().0, board.opponent().0, *pair as u8))
        .collect();
    let solved: HashMap<(Board, usize), Option<u32>> = games.into_iter().zip(distances).collect();
    let (counts, successes) = classify(&found, &solved);
    CensusPart {
        counts,
        successes,
        games: keys,
        nodes,
    }
}

/// Counts the stoner-like lines under f5 per shape and family, and keeps
/// the successful ones.
fn classify(
    found: &[StonerLike],
    solved: &HashMap<(Board, usize), Option<u32>>,
) -> (ClassCounts, Vec<Success>) {
    let mut counts = ClassCounts::default();
    let mut successes = Vec::new();
    for f in found {
        counts.stoner_like += 1;
        let mut won = 0u32;
        let mut distance = None;
        for pair in (0..PAIRS).filter(|&pair| f.pairs >> pair & 1 != 0) {
            if let Some(d) = solved[&(f.board, pair)] {
                won |= 1 << pair;
                distance = Some(distance.map_or(d, |least: u32| least.min(d)));
            }
        }
        let shows = |bits: u32, group: &dyn Fn(ShapeMatch) -> bool| {
            (0..PAIRS).any(|pair| bits >> pair & 1 != 0 && group(pair_match(pair)))
        };
        for (index, shape) in Shape::ALL.into_iter().enumerate() {
            for (column, bits) in [f.pairs, won].into_iter().enumerate() {
                counts.by_shape[index][column] += u64::from(shows(bits, &|m| m.shape == shape));
            }
        }
        for family in [0, 1] {
            for (column, bits) in [f.pairs, won].into_iter().enumerate() {
                counts.by_family[family][column] +=
                    u64::from(shows(bits, &|m| m.orientation.family() == family));
            }
        }
        if let Some(distance) = distance {
            successes.push(Success {
                moves: f.moves.clone(),
                board: f.board,
                pairs: won,
                distance,
            });
        }
    }
    (counts, successes)
}

/// Parts that cannot be one census. Parts come back from files and from a
/// page's workers, so they are checked before anything is added up.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum MergeError {
    /// A line in two parts: a shard merged twice.
    #[error("the line {} is in two parts (a shard given twice?)", format_moves(.line))]
    Twice { line: Vec<Square> },
    #[error("a proof game's distance {distance} is beyond the census's horizon {horizon}")]
    Distance { distance: u32, horizon: u32 },
    #[error("the parts' counts add up to more than a count holds")]
    Overflow,
}

/// `a + b`, or the overflow that only made-up parts can cause.
fn add(a: u64, b: u64) -> Result<u64, MergeError> {
    a.checked_add(b).ok_or(MergeError::Overflow)
}

/// The census of `options` from the parts of all its shards: counts summed,
/// lines and positions mapped to all 4 first moves.
pub fn merge(options: CensusOptions, parts: &[CensusPart]) -> Result<Census, MergeError> {
    let images = START_SYMMETRIES.len() as u64;
    let mut counts = ClassCounts::default();
    let mut successes: Vec<&Success> = Vec::new();
    let mut games = HashSet::new();
    let mut nodes = 0;
    for part in parts {
        counts.stoner_like = add(counts.stoner_like, part.counts.stoner_like)?;
        let pairs = counts.by_shape.iter_mut().zip(&part.counts.by_shape);
        for (sum, more) in pairs.chain(counts.by_family.iter_mut().zip(&part.counts.by_family)) {
            sum[0] = add(sum[0], more[0])?;
            sum[1] = add(sum[1], more[1])?;
        }
        successes.extend(&part.successes);
        games.extend(part.games.iter().copied());
        nodes = add(nodes, part.nodes)?;
    }
    if let Some(far) = successes.iter().find(|s| s.distance > options.horizon) {
        return Err(MergeError::Distance {
            distance: far.distance,
            horizon: options.horizon,
        });
    }
    successes.sort_by(|a, b| a.moves.cmp(&b.moves));
    if let Some(twice) = successes.windows(2).find(|w| w[0].moves == w[1].moves) {
        return Err(MergeError::Twice {
            line: twice[0].moves.clone(),
        });
    }
    // Every count is multiplied by the four first moves' images below.
    let most = counts.by_shape.iter().chain(&counts.by_family).flatten();
    if most
        .chain([&counts.stoner_like])
        .any(|&count| count.checked_mul(images).is_none())
    {
        return Err(MergeError::Overflow);
    }
    let shape_counts = |[like, won]: [u64; 2]| ShapeCounts {
        stoner_like_lines: like * images,
        successful_lines: won * images,
    };
    let mut positions = HashSet::new();
    let mut position_classes = HashSet::new();
    let mut lines = Vec::new();
    for success in &successes {
        let images_of_board: Vec<Board> = START_SYMMETRIES
            .iter()
            .map(|&s| success.board.transform(s))
            .collect();
        position_classes.insert(
            *images_of_board
                .iter()
                .min_by_key(|b| (b.player().0, b.opponent().0))
                .expect("4 images"),
        );
        positions.extend(images_of_board);
        let matches: Vec<ShapeMatch> = (0..PAIRS)
            .filter(|&pair| success.pairs >> pair & 1 != 0)
            .map(pair_match)
            .collect();
        for symmetry in START_SYMMETRIES {
            let moves: Vec<Square> = success
                .moves
                .iter()
                .map(|&square| symmetry.square(square, Size::Eight))
                .collect();
            let matches: Vec<ShapeMatch> =
                matches.iter().map(|m| m.transformed(symmetry)).collect();
            lines.push(CensusLine {
                moves: format_moves(&moves),
                shapes: matches.iter().map(|m| m.shape).collect(),
                orientations: matches.iter().map(|m| m.orientation).collect(),
                distance: success.distance,
            });
        }
    }
    lines.sort_by(|a, b| a.moves.cmp(&b.moves));
    let classes = Counts {
        stoner_like_lines: counts.stoner_like,
        successful_lines: successes.len() as u64,
        distinct_successful_positions: position_classes.len() as u64,
    };
    Ok(Census {
        depth: options.depth,
        horizon: options.horizon,
        cutoff: options.cutoff,
        counts: Counts {
            stoner_like_lines: classes.stoner_like_lines * images,
            successful_lines: classes.successful_lines * images,
            distinct_successful_positions: positions.len() as u64,
        },
        up_to_symmetry: classes,
        by_shape: Shape::ALL
            .into_iter()
            .zip(counts.by_shape)
            .map(|(shape, pair)| (shape, shape_counts(pair)))
            .collect(),
        by_family: [0, 1]
            .into_iter()
            .zip(counts.by_family)
            .map(|(family, pair)| (family_name(family), shape_counts(pair)))
            .collect(),
        lines,
        nodes,
        proof_games: games.len() as u64,
    })
}

/// `CensusPart` as plain data: a successful line as its moves (the final
/// position is replayed), its successful pair bits and distance; a proof
/// game as 34 hex digits (mover's discs, opponent's discs, pair).
#[derive(Serialize, Deserialize)]
struct PartData {
    #[serde(flatten)]
    counts: ClassCounts,
    successful: Vec<(String, u32, u32)>,
    games: Vec<String>,
    nodes: u64,
}

impl From<CensusPart> for PartData {
    fn from(part: CensusPart) -> PartData {
        PartData {
            counts: part.counts,
            successful: part
                .successes
                .iter()
                .map(|s| (format_moves(&s.moves), s.pairs, s.distance))
                .collect(),
            games: part
                .games
                .iter()
                .map(|(player, opponent, pair)| format!("{player:016x}{opponent:016x}{pair:02x}"))
                .collect(),
            nodes: part.nodes,
        }
    }
}

/// What is wrong in a census part read back from data.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PartError {
    #[error("census part: moves {moves}: {error}")]
    Moves { moves: String, error: NotationError },
    #[error("census part: line {moves}: pair bits {bits:#x} name no pair")]
    PairBits { moves: String, bits: u32 },
    #[error("census part: proof game {0:?} is not 34 hex digits of two disjoint disc sets and a pair below 24")]
    Game(String),
}

fn parse_game_key(text: &str) -> Option<GameKey> {
    if text.len() != 34 || !text.is_ascii() {
        return None;
    }
    let player = u64::from_str_radix(&text[..16], 16).ok()?;
    let opponent = u64::from_str_radix(&text[16..32], 16).ok()?;
    let pair = u8::from_str_radix(&text[32..], 16).ok()?;
    (player & opponent == 0 && usize::from(pair) < PAIRS).then_some((player, opponent, pair))
}

impl TryFrom<PartData> for CensusPart {
    type Error = PartError;

    fn try_from(data: PartData) -> Result<CensusPart, PartError> {
        let successes = data
            .successful
            .into_iter()
            .map(|(moves, pairs, distance)| {
                let parsed = parse_game(Board::start(Size::Eight), &moves);
                if let Some(error) = parsed.error {
                    return Err(PartError::Moves { moves, error });
                }
                if pairs == 0 || pairs >> PAIRS != 0 {
                    return Err(PartError::PairBits { moves, bits: pairs });
                }
                Ok(Success {
                    moves: parsed.game.moves().to_vec(),
                    board: parsed.game.current(),
                    pairs,
                    distance,
                })
            })
            .collect::<Result<_, PartError>>()?;
        let games = data
            .games
            .into_iter()
            .map(|text| parse_game_key(&text).ok_or(PartError::Game(text)))
            .collect::<Result<_, PartError>>()?;
        Ok(CensusPart {
            counts: data.counts,
            successes,
            games,
            nodes: data.nodes,
        })
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
