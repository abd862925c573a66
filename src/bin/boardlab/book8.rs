//! `boardlab book build --size 8 --file ...` and `book merge --size 8`: the
//! 8x8 opening book of the positions real games reach
//! (`src/openings/book.rs`), valued in one process (resumable, both
//! cores) or in shards that `book merge` puts together.

use crate::error::CliError;
use crate::files::{read, write_whole, GameFiles};
use crate::output::Output;
use crate::partial::{read_set, write_partial};
use boardlab::board::Board;
use boardlab::openings::book::{reached, search_moves, GamesBook, Reached};
use boardlab::players::StrongPlayer;
use boardlab::records::report::ErrorEntry;
use boardlab::shard::{Partial, Shard};
use rayon::prelude::*;
use serde::{Deserialize, Serialize};
use std::path::{Path, PathBuf};
use std::time::Instant;

/// Which positions the book holds and how deep it searches them.
pub struct Plan<'a> {
    pub files: &'a [PathBuf],
    pub plies: u32,
    pub min_games: u32,
    pub depth: u32,
}

impl Plan<'_> {
    /// The positions of the plan's files, in the book's order, and what
    /// could not be read from the files.
    fn positions(&self) -> Result<(Vec<Reached>, Vec<ErrorEntry>), CliError> {
        if self.files.is_empty() {
            return Err(CliError::BookFiles);
        }
        let read = GameFiles::read(self.files)?;
        let games: Vec<_> = read
            .files
            .iter()
            .flat_map(|file| file.games.iter().filter_map(|record| record.game().ok()))
            .collect();
        let errors = read.errors();
        Ok((reached(&games, self.plies as usize, self.min_games), errors))
    }

    /// What a shard is a part of: shards of different plans never merge.
    fn job(&self) -> String {
        let files: Vec<String> = self
            .files
            .iter()
            .map(|path| crate::files::name_of(path))
            .collect();
        format!(
            "8x8 book of {} plies, positions of at least {} games, depth {}, from {}",
            self.plies,
            self.min_games,
            self.depth,
            files.join(" ")
        )
    }
}

/// A shard's valued positions: each board with every move's value.
#[derive(Serialize, Deserialize)]
pub struct Valued {
    positions: Vec<(String, Vec<(String, f64)>)>,
}

/// Values `boards` on every core, each from an empty table.
fn value_all(boards: &[Board], depth: u32) -> Vec<Vec<(boardlab::board::Square, f64)>> {
    boards
        .par_iter()
        .map_init(
            || StrongPlayer::with_depth(Some(depth)),
            |player, board| search_moves(player, board, depth),
        )
        .collect()
}

/// Builds (or resumes) the book in `path`, saving it every few positions;
/// a resumed book keeps only the plan's positions.
pub fn build(plan: &Plan, path: &Path, output: Output) -> Result<(), CliError> {
    let started = Instant::now();
    let (positions, errors) = plan.positions()?;
    let mut book = match path.exists() {
        true => read_book(path)?,
        false => GamesBook::new(plan.depth),
    };
    let boards: Vec<Board> = positions.iter().map(|reached| reached.board).collect();
    book.keep_only(&boards);
    let todo: Vec<Board> = boards
        .into_iter()
        .filter(|board| !book.contains(board))
        .collect();
    if !output.json {
        eprintln!(
            "{} positions, {} to value at depth {}",
            positions.len(),
            todo.len(),
            plan.depth
        );
    }
    let chunk = rayon::current_num_threads() * 8;
    for (done, boards) in todo.chunks(chunk).enumerate() {
        for (board, moves) in boards.iter().zip(value_all(boards, plan.depth)) {
            book.insert(board, &moves);
        }
        // Write then rename, so an interrupted build leaves a whole file.
        write_whole(path, &book.to_bytes())?;
        if !output.json {
            eprintln!(
                "{:.0} s: {} of {} valued",
                started.elapsed().as_secs_f64(),
                (done * chunk + boards.len()).min(todo.len()),
                todo.len()
            );
        }
    }
    report(
        &mut book,
        path,
        started.elapsed().as_secs_f64(),
        errors,
        output,
    )
}

/// Values shard `shard` of the plan's positions. What could not be read
/// from the files is named on standard error (the partial result is the
/// shard's output).
pub fn build_shard(plan: &Plan, shard: Shard, out: Option<&Path>) -> Result<(), CliError> {
    let started = Instant::now();
    let (positions, errors) = plan.positions()?;
    eprint!("{}", crate::files::error_lines(&errors));
    let boards: Vec<Board> = positions.into_iter().map(|reached| reached.board).collect();
    let weights = vec![1; boards.len()];
    let mine = shard.select(boards, &weights);
    let positions = mine
        .iter()
        .zip(value_all(&mine, plan.depth))
        .map(|(board, moves)| {
            let moves = moves
                .into_iter()
                .map(|(square, value)| (square.to_string(), value))
                .collect();
            (board.to_string(), moves)
        })
        .collect();
    let seconds = started.elapsed().as_secs_f64();
    write_partial(
        &Partial::new(plan.job(), shard, seconds, Valued { positions }),
        out,
    )
}

/// Puts every shard of one plan into the book `out`.
pub fn merge(plan: &Plan, parts: &[PathBuf], out: &Path, output: Output) -> Result<(), CliError> {
    let set = read_set::<Valued>(parts)?;
    let job = plan.job();
    let mut book = GamesBook::new(plan.depth);
    for (file, part) in &set {
        if part.job != job {
            return Err(CliError::Partial {
                path: PathBuf::from(file),
                message: format!("a part of \"{}\", not of \"{job}\"", part.job),
            });
        }
        for (board, moves) in &part.data.positions {
            let bad = |what: String| CliError::Partial {
                path: PathBuf::from(file),
                message: what,
            };
            let board: Board = board
                .parse()
                .map_err(|error| bad(format!("{board}: {error}")))?;
            let moves = moves
                .iter()
                .map(|(square, value)| {
                    Ok((
                        square
                            .parse()
                            .map_err(|error| bad(format!("{square}: {error}")))?,
                        *value,
                    ))
                })
                .collect::<Result<Vec<_>, CliError>>()?;
            book.insert(&board, &moves);
        }
    }
    let seconds = set.iter().map(|(_, part)| part.seconds).sum();
    report(&mut book, out, seconds, Vec::new(), output)
}

fn read_book(path: &Path) -> Result<GamesBook, CliError> {
    GamesBook::from_bytes(&read(path)?).map_err(|source| CliError::GamesBook {
        path: path.to_path_buf(),
        source,
    })
}

/// What the 8x8 book build and merge report.
#[derive(Serialize)]
struct GamesBookReport {
    file: String,
    positions: usize,
    depth: u32,
    bytes: usize,
    /// The start position's value for black, minimaxed through the book.
    start_value: Option<f64>,
    seconds: f64,
    /// What could not be read from the game files, by file.
    errors: Vec<ErrorEntry>,
}

fn report(
    book: &mut GamesBook,
    path: &Path,
    seconds: f64,
    errors: Vec<ErrorEntry>,
    output: Output,
) -> Result<(), CliError> {
    book.settle();
    let bytes = book.to_bytes();
    write_whole(path, &bytes)?;
    let report = GamesBookReport {
        file: path.display().to_string(),
        positions: book.len(),
        depth: book.depth(),
        bytes: bytes.len(),
        start_value: book
            .answer(&Board::start(boardlab::board::Size::Eight))
            .map(|known| known.value),
        seconds,
        errors,
    };
    output.emit(&report, || {
        let start = report
            .start_value
            .map_or("not in the book".to_string(), |value| {
                format!("{value:+.1}")
            });
        format!(
            "{}{}: {} positions searched {} plies deep, {} bytes; the start {start}; {:.0} s",
            crate::files::error_lines(&report.errors),
            report.file,
            report.positions,
            report.depth,
            report.bytes,
            report.seconds
        )
    });
    Ok(())
}
