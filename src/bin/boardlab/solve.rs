//! `boardlab solve [--size N] [--scoring wof|raw] (MOVES | --board BOARD)`:
//! the exact value, best moves and every move's value of a position,
//! within `--seconds` (default 60).

use crate::args::{Budget, PositionArgs, Threads};
use crate::book::build;
use crate::error::CliError;
use crate::output::Output;
use boardlab::board::{Scoring, Size};
use boardlab::solve::book::OpeningBook;
use boardlab::solve::census::Census;
use boardlab::solve::lines::annotate;
use boardlab::solve::report::{CensusReport, LineReport, Source};
use boardlab::solve::{Request, Solver, Split, Unfinished, DEFAULT_SPLIT_PLIES};
use std::path::Path;
use std::time::{Duration, Instant};

#[derive(clap::Args)]
#[command(mut_arg("seconds", |arg| arg
    .default_value("60")
    .help("Give up after this many seconds (above 0, at most a day) with an error naming the position's empty squares: bounds the solve, its --pv and --line, not --book or --census")))]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
    #[command(flatten)]
    budget: Budget,
    /// Scoring rule: wof (empties to the winner) or raw (discs only).
    #[arg(long, default_value = "wof")]
    scoring: Scoring,
    /// Transposition table size: 2^BITS slots of 32 bytes.
    #[arg(long, default_value = "22", value_parser = clap::value_parser!(u32).range(10..=30))]
    table_bits: u32,
    #[command(flatten)]
    threads: Threads,
    /// Plies below each root move where the parallel search splits.
    #[arg(long, default_value_t = DEFAULT_SPLIT_PLIES, value_parser = clap::value_parser!(u32).range(1..=20))]
    split_plies: u32,
    /// Only the value and one best move (faster: other moves are not valued).
    #[arg(long)]
    best_only: bool,
    /// Enumerate every position reachable from the position (4x4 only) and
    /// value each exactly.
    #[arg(long, conflicts_with_all = ["best_only", "line"])]
    census: bool,
    /// Annotate the line of MOVES: every position along it with each move's
    /// exact value, the line continued by best play to the end.
    #[arg(long, conflicts_with = "best_only")]
    line: bool,
    /// Generate an opening book of exact values into this file: the
    /// positions a perfect player (either colour) meets in the first
    /// --book-plies plies, with its value (wof) and best moves. Saved after each position;
    /// an existing file is resumed.
    #[arg(long, conflicts_with_all = ["best_only", "line", "census"])]
    book: Option<std::path::PathBuf>,
    /// Plies from the start covered by --book.
    #[arg(long, default_value = "6", value_parser = clap::value_parser!(u32).range(1..=40))]
    book_plies: u32,
    /// Also print a principal variation (best play to the end), found after
    /// the timed solve.
    #[arg(long)]
    pv: bool,
    /// Search even where the built-in 6x6 opening book knows the position
    /// (a check of the book).
    #[arg(long)]
    no_book: bool,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    if args.census {
        return run_census(&args, output);
    }
    if args.line {
        return run_line(&args, output);
    }
    if let Some(path) = &args.book {
        return run_book(&args, path, output);
    }
    let board = args.position.position()?;
    let started = Instant::now();
    let book = OpeningBook::built_in(board.size()).filter(|_| !args.no_book);
    let request = Request {
        board,
        scoring: args.scoring,
        every_move: !args.best_only,
        pv: args.pv,
    };
    let mut solver = Solver::try_new(args.table_bits)?.with_split(split(&args));
    let mut bar = output.bar(&format!("solving {} empties", board.empty().count()));
    let report = solver.answer(&request, book.as_ref(), Some(bound(&args)), &mut bar);
    bar.finish();
    let report = report?.timed(started.elapsed().as_secs_f64());
    output.emit(&report, || {
        let solve = &report.solve;
        let best = if solve.best.is_empty() {
            "none (pass or game over)".to_string()
        } else {
            solve.best.join(" ")
        };
        let how = match report.source {
            Source::Book => format!("from the built-in opening book in {:.3} s", solve.seconds),
            Source::Search => format!(
                "{} nodes in {:.3} s ({:.1} M nodes/s)",
                solve.nodes,
                solve.seconds,
                solve.nodes_per_second / 1e6
            ),
        };
        format!(
            "{}\nvalue {:+} for {} ({} scoring)\nbest: {}\nmoves: {}{}\n{how}",
            board,
            solve.value,
            board.side_to_move(),
            scoring_name(args.scoring),
            best,
            move_values(solve.moves.iter().map(|(square, value)| (square, *value))),
            if solve.pv.is_empty() {
                String::new()
            } else {
                format!("\nprincipal variation: {}", solve.pv.join(" "))
            },
        )
    });
    Ok(())
}

fn scoring_name(scoring: Scoring) -> &'static str {
    match scoring {
        Scoring::Wof => "wof",
        Scoring::Raw => "raw",
    }
}

/// Every move with its value, best first: `c4 +2, d3 -1`.
fn move_values<S: std::fmt::Display>(moves: impl IntoIterator<Item = (S, i32)>) -> String {
    let moves: Vec<String> = moves
        .into_iter()
        .map(|(square, value)| format!("{square} {value:+}"))
        .collect();
    moves.join(", ")
}

fn run_census(args: &Args, output: Output) -> Result<(), CliError> {
    let board = args.position.position_of(Size::Four, "solve --census")?;
    let started = Instant::now();
    let mut report = CensusReport::new(&board, args.scoring, &Census::new(board, args.scoring));
    report.seconds = started.elapsed().as_secs_f64();
    output.emit(&report, || {
        let rows: Vec<String> = report
            .by_empties
            .iter()
            .map(|(empties, count)| format!("{empties}:{count}"))
            .collect();
        format!(
            "{} positions reachable from {} ({} up to symmetry, {} finished), {} distinct games, all valued ({} scoring) in {:.3} s\nby empties: {}",
            report.positions,
            report.board,
            report.up_to_symmetry,
            report.finished,
            report.games,
            scoring_name(args.scoring),
            report.seconds,
            rows.join(" ")
        )
    });
    Ok(())
}

fn run_line(args: &Args, output: Output) -> Result<(), CliError> {
    let game = args.position.game()?;
    let mut solver = Solver::try_new(args.table_bits)?;
    let bound = bound(args);
    let steps = solver
        .within_time(bound, |solver| annotate(&game, args.scoring, solver))
        .ok_or_else(|| Unfinished::new(&game.position(0), bound))?;
    let report = LineReport::new(&game.position(0), args.scoring, steps);
    output.emit(&report, || {
        let lines: Vec<String> = report
            .steps
            .iter()
            .map(|step| {
                let played = match step.played {
                    Some(square) if step.optimal => format!("plays {square}"),
                    Some(square) => format!("plays {square} (not best)"),
                    None => "game over".to_string(),
                };
                format!(
                    "{:2}. {} {} to move, value {:+}: {} | {}",
                    step.ply,
                    step.board,
                    step.to_move,
                    step.solution.value,
                    move_values(step.solution.moves.iter().copied()),
                    played
                )
            })
            .collect();
        lines.join("\n")
    });
    Ok(())
}

/// `solve --book`: the unsharded `book build`, from the position given.
fn run_book(args: &Args, path: &Path, output: Output) -> Result<(), CliError> {
    if args.scoring != Scoring::Wof {
        return Err(CliError::BookScoring);
    }
    let root = args.position.position()?;
    build(
        &root,
        args.book_plies,
        args.table_bits,
        path,
        split(args),
        output,
    )
}

/// `--seconds`: how long a solve, its --pv or a --line may take.
fn bound(args: &Args) -> Duration {
    Duration::from_secs_f64(args.budget.seconds.0)
}

/// How `--threads` and `--split-plies` share a search out.
fn split(args: &Args) -> Split {
    Split {
        threads: args.threads.count(),
        plies: args.split_plies,
    }
}
