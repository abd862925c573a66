//! `boardlab book build | next | merge`: the opening book of exact values
//! (`src/solve/book.rs`), built in one process (resumable), or round by
//! round in shards that `book merge` puts together; `solve --book` is the
//! unsharded build under its older name.

use crate::args::Threads;
use crate::book8::{self, Plan};
use crate::error::CliError;
use crate::files::{read, write_whole};
use crate::output::Output;
use crate::partial::{read_set, write_partial};
use boardlab::board::{Board, Scoring, Size};
use boardlab::shard::{Partial, Shard};
use boardlab::solve::book::{generate, next_round, OpeningBook, Round, Solved};
use boardlab::solve::report::BookReport;
use boardlab::solve::{Solver, Split};
use std::path::{Path, PathBuf};
use std::time::Instant;

#[derive(clap::Subcommand)]
pub enum Command {
    /// Build the book into --out (resuming it), or with --shard one shard
    /// of the next round of the book --from.
    Build(BuildArgs),
    /// The next round of the book --from: its ply and how many positions.
    Next(NextArgs),
    /// Add the partial results of every shard of a round to the book --from
    /// and write it to --out.
    Merge(MergeArgs),
}

/// The book: its board and the plies from the start it covers.
#[derive(clap::Args)]
pub struct Coverage {
    /// Board size: 4, 6 or 8.
    #[arg(long)]
    size: Size,
    /// Plies from the start covered.
    #[arg(long, default_value = "6", value_parser = clap::value_parser!(u32).range(1..=40))]
    plies: u32,
}

/// The 8x8 book's positions: those real games reach.
#[derive(clap::Args)]
pub struct GamesArgs {
    /// 8x8: the game files whose positions the book holds (WTHOR with its
    /// name files, GGF, move lists...).
    #[arg(long = "file", value_name = "FILE")]
    game_files: Vec<PathBuf>,
    /// 8x8: a position is held when at least this many games reach it.
    #[arg(long, default_value = "20", value_parser = clap::value_parser!(u32).range(1..))]
    min_games: u32,
    /// 8x8: plies each move is searched (leaves with an even number of
    /// empty squares).
    #[arg(long, default_value = "12", value_parser = clap::value_parser!(u32).range(1..=30))]
    depth: u32,
}

impl GamesArgs {
    fn plan<'a>(&'a self, book: &Coverage) -> Plan<'a> {
        Plan {
            files: &self.game_files,
            plies: book.plies,
            min_games: self.min_games,
            depth: self.depth,
        }
    }
}

#[derive(clap::Args)]
pub struct BuildArgs {
    #[command(flatten)]
    book: Coverage,
    #[command(flatten)]
    games: GamesArgs,
    /// Transposition table size: 2^BITS slots of 32 bytes.
    #[arg(long, default_value = "22", value_parser = clap::value_parser!(u32).range(10..=30))]
    table_bits: u32,
    /// The book file (whole build: resumed if it exists, saved after each
    /// position); with --shard, where the partial result goes (default:
    /// printed).
    #[arg(long, value_name = "FILE")]
    out: Option<PathBuf>,
    /// Solve only shard I of N of the next round of the book --from.
    #[arg(long, value_name = "I/N")]
    shard: Option<Shard>,
    /// With --shard: the book so far (default: none yet).
    #[arg(long, value_name = "FILE", requires = "shard")]
    from: Option<PathBuf>,
    /// 8x8: positions valued at once (default: the machine's cores); 4x4
    /// and 6x6: threads of each solve (default 1, which solves each position
    /// from an empty table, so that a book's bytes and node counts repeat:
    /// several threads may choose another of equal moves).
    #[command(flatten)]
    threads: Threads,
}

#[derive(clap::Args)]
pub struct NextArgs {
    #[command(flatten)]
    book: Coverage,
    /// The book so far (default: none yet).
    #[arg(long, value_name = "FILE")]
    from: Option<PathBuf>,
}

#[derive(clap::Args)]
pub struct MergeArgs {
    #[command(flatten)]
    book: Coverage,
    #[command(flatten)]
    games: GamesArgs,
    /// The partial results of all shards of one round.
    #[arg(required = true)]
    files: Vec<PathBuf>,
    /// The book the round started from (default: none yet).
    #[arg(long, value_name = "FILE")]
    from: Option<PathBuf>,
    /// Where the book with the round's positions goes.
    #[arg(long, value_name = "FILE")]
    out: PathBuf,
}

pub fn run(command: Command, output: Output) -> Result<(), CliError> {
    match command {
        Command::Build(args) if args.book.size == Size::Eight => {
            let plan = args.games.plan(&args.book);
            let pool = rayon::ThreadPoolBuilder::new()
                .num_threads(args.threads.count())
                .build()
                .expect("threads start");
            pool.install(|| match args.shard {
                Some(shard) => book8::build_shard(&plan, shard, args.out.as_deref()),
                None => book8::build(&plan, args.out.as_deref().ok_or(CliError::BookOut)?, output),
            })
        }
        Command::Merge(args) if args.book.size == Size::Eight => {
            book8::merge(&args.games.plan(&args.book), &args.files, &args.out, output)
        }
        Command::Build(BuildArgs {
            ref games,
            ref book,
            ..
        })
        | Command::Merge(MergeArgs {
            ref games,
            ref book,
            ..
        }) if !games.game_files.is_empty() => Err(CliError::BookFilesSize(book.size)),
        Command::Build(args) => match args.shard {
            Some(shard) => run_shard(&args, shard),
            None => {
                let path = args.out.as_deref().ok_or(CliError::BookOut)?;
                let root = Board::start(args.book.size);
                let split =
                    Split::threads(args.threads.threads.map_or(1, |threads| threads as usize));
                build(&root, args.book.plies, args.table_bits, path, split, output)
            }
        },
        Command::Next(args) => run_next(&args, output),
        Command::Merge(args) => run_merge(&args, output),
    }
}

/// Reads a book file, or an empty book when there is none yet.
fn read_book(path: Option<&Path>, size: Size) -> Result<OpeningBook, CliError> {
    let Some(path) = path else {
        return Ok(OpeningBook::new(size));
    };
    let bytes = read(path)?;
    let book = OpeningBook::from_bytes(&bytes).map_err(|source| CliError::Book {
        path: path.to_path_buf(),
        source,
    })?;
    if book.size() != size {
        return Err(CliError::BookSize {
            path: path.to_path_buf(),
            book: book.size(),
            position: size,
        });
    }
    Ok(book)
}

/// One position's value and best move, from an empty table: so a book does
/// not depend on which process solved which position, nor in what order.
fn solve_fresh(solver: &mut Solver, board: &Board, guess: i32) -> (i32, boardlab::board::Square) {
    solver.clear();
    let (value, best) = solver.best_move_near(board, Scoring::Wof, guess);
    (value, best.expect("a stored position has a move"))
}

/// Builds (or resumes) the book of `root` in `path`, saving it after each
/// position. One thread solves each position from an empty table (see
/// `solve_fresh`); more search it in parallel with a warm table.
pub fn build(
    root: &Board,
    plies: u32,
    table_bits: u32,
    path: &Path,
    split: Split,
    output: Output,
) -> Result<(), CliError> {
    let started = Instant::now();
    let mut solver = Solver::try_new(table_bits)?.with_split(split);
    let mut nodes = 0;
    let mut saved = Ok(());
    // An existing file is resumed: its positions are not solved again.
    let resumed = match path.exists() {
        true => read_book(Some(path), root.size())?,
        false => OpeningBook::new(root.size()),
    };
    let book = generate(
        resumed,
        root,
        plies,
        &mut |board, guess| {
            let before = solver.nodes();
            let (value, best) = if split.threads > 1 {
                let (value, best) = solver.best_move_near(board, Scoring::Wof, guess);
                (value, best.expect("a stored position has a move"))
            } else {
                solve_fresh(&mut solver, board, guess)
            };
            nodes += solver.nodes() - before;
            if !output.json {
                eprintln!(
                    "{:.1} s: {} value {:+}, {} nodes",
                    started.elapsed().as_secs_f64(),
                    board,
                    value,
                    solver.nodes() - before
                );
            }
            (value, best)
        },
        &mut |book, _ply| {
            // Write then rename, so an interrupted build leaves a whole file.
            saved = write_whole(path, &book.to_bytes());
        },
    );
    let bytes = book.to_bytes();
    write_whole(path, &bytes).and(saved)?;
    let mut report = BookReport::new(path.display().to_string(), plies, &book, bytes.len(), nodes);
    report.seconds = started.elapsed().as_secs_f64();
    output.emit(&report, || {
        format!(
            "{}: {} positions ({} plies), {} bytes, {} nodes in {:.1} s",
            report.file, report.positions, report.plies, report.bytes, report.nodes, report.seconds
        )
    });
    Ok(())
}

/// The next round of the book `from`, and the book.
fn round_of(
    args: &Coverage,
    from: Option<&Path>,
) -> Result<(OpeningBook, Option<Round>), CliError> {
    let book = read_book(from, args.size)?;
    let round = next_round(&book, &Board::start(args.size), args.plies);
    Ok((book, round))
}

/// Solves one shard of the next round: its positions, each from an empty
/// table. A complete book has no round: the shard then holds nothing.
fn run_shard(args: &BuildArgs, shard: Shard) -> Result<(), CliError> {
    let started = Instant::now();
    let (book, round) = round_of(&args.book, args.from.as_deref())?;
    let round = round.ok_or(CliError::BookComplete)?;
    let job = round.job(&book, args.book.plies);
    let weights = vec![1; round.positions.len()];
    let mut solver = Solver::try_new(args.table_bits)?;
    let positions = shard
        .select(round.positions, &weights)
        .into_iter()
        .map(|(board, guess)| {
            let (value, square) = solve_fresh(&mut solver, &board, guess);
            (board.to_string(), value, square.to_string())
        })
        .collect();
    let seconds = started.elapsed().as_secs_f64();
    write_partial(
        &Partial::new(job, shard, seconds, Solved { positions }),
        args.out.as_deref(),
    )
}

/// What `book next` reports.
#[derive(serde::Serialize)]
struct NextReport {
    stored: usize,
    /// The round's ply and positions; none when the book is complete.
    ply: Option<u32>,
    positions: usize,
}

fn run_next(args: &NextArgs, output: Output) -> Result<(), CliError> {
    let (book, round) = round_of(&args.book, args.from.as_deref())?;
    let report = NextReport {
        stored: book.len(),
        ply: round.as_ref().map(|round| round.ply),
        positions: round.map_or(0, |round| round.positions.len()),
    };
    output.emit(&report, || match report.ply {
        Some(ply) => format!(
            "{} stored; next round: {} positions at ply {ply}",
            report.stored, report.positions
        ),
        None => format!("{} stored; the book is complete", report.stored),
    });
    Ok(())
}

fn run_merge(args: &MergeArgs, output: Output) -> Result<(), CliError> {
    let parts = read_set::<Solved>(&args.files)?;
    let (mut book, round) = round_of(&args.book, args.from.as_deref())?;
    let job = round.map(|round| round.job(&book, args.book.plies));
    let (first, part) = &parts[0];
    if job.as_ref() != Some(&part.job) {
        return Err(CliError::Partial {
            path: PathBuf::from(first),
            message: format!(
                "a part of \"{}\", not of the next round of the book {} ({})",
                part.job,
                args.from
                    .as_ref()
                    .map_or("(none yet)".to_string(), |path| path.display().to_string()),
                job.as_deref().unwrap_or("complete: no round left")
            ),
        });
    }
    let seconds: f64 = parts.iter().map(|(_, part)| part.seconds).sum();
    for (file, part) in &parts {
        book.insert_solved(&part.data)
            .map_err(|source| CliError::Book {
                path: PathBuf::from(file),
                source,
            })?;
    }
    let bytes = book.to_bytes();
    write_whole(&args.out, &bytes)?;
    let mut report = BookReport::new(
        args.out.display().to_string(),
        args.book.plies,
        &book,
        bytes.len(),
        0,
    );
    report.seconds = seconds;
    output.emit(&report, || {
        format!(
            "{}: {} positions ({} plies), {} bytes; the round's shards took {:.1} s",
            report.file, report.positions, report.plies, report.bytes, report.seconds
        )
    });
    Ok(())
}
