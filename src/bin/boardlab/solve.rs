//! `boardlab solve [--size N] [--scoring wof|raw] (MOVES | --board BOARD)`:
//! the exact value, best moves and every move's value of a position.

use crate::output::{emit, progress_bar};
use crate::perft::parse_size;
use boardlab::board::{Board, Scoring, Size};
use boardlab::notation::parse_game;
use boardlab::solve::book::{generate, OpeningBook};
use boardlab::solve::census::Census;
use boardlab::solve::lines::{annotate, Step};
use boardlab::solve::{Solution, Solver};
use serde::Serialize;
use std::collections::BTreeMap;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// Moves played from the start (or from --board), e.g. d3c4.
    moves: Option<String>,
    /// Board size: 4, 6 or 8 (ignored with --board, whose length tells).
    #[arg(long, default_value = "8", value_parser = parse_size)]
    size: Size,
    /// Scoring rule: wof (empties to the winner) or raw (discs only).
    #[arg(long, default_value = "wof")]
    scoring: Scoring,
    /// Start from this board string instead of the start position.
    #[arg(long, allow_hyphen_values = true)]
    board: Option<String>,
    /// Transposition table size: 2^BITS slots of 32 bytes.
    #[arg(long, default_value = "22", value_parser = clap::value_parser!(u32).range(10..=30))]
    table_bits: u32,
    /// Threads: more than one searches the first --split-plies plies below
    /// each root move in parallel (young brothers wait).
    #[arg(long, default_value = "1", value_parser = clap::value_parser!(u32).range(1..=256))]
    threads: u32,
    /// Plies below each root move where the parallel search splits.
    #[arg(long, default_value = "4", value_parser = clap::value_parser!(u32).range(1..=20))]
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
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(Serialize)]
struct Report {
    board: String,
    size: u8,
    scoring: Scoring,
    /// For the side to move.
    value: i32,
    best: Vec<String>,
    moves: BTreeMap<String, i32>,
    nodes: u64,
    seconds: f64,
    nodes_per_second: f64,
    /// With --pv: best play for both sides to the end ("pass" for a
    /// pass), found after the timed solve (not counted in `seconds`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pv: Vec<String>,
}

/// The position named by `--board`/`--size` and the moves after it.
pub fn position(size: Size, board: Option<&str>, moves: Option<&str>) -> Result<Board, String> {
    let start = match board {
        Some(text) => text
            .parse::<Board>()
            .map_err(|error| format!("--board: {error}"))?,
        None => Board::start(size),
    };
    let parsed = parse_game(start, moves.unwrap_or(""));
    match parsed.error {
        Some(error) => Err(format!("moves: {error}")),
        None => Ok(parsed.game.current()),
    }
}

pub fn run(args: Args) -> Result<(), String> {
    if args.census {
        return run_census(&args);
    }
    if args.line {
        return run_line(&args);
    }
    if let Some(path) = &args.book {
        return run_book(&args, path);
    }
    let board = position(args.size, args.board.as_deref(), args.moves.as_deref())?;
    let bar = progress_bar(
        args.json,
        &format!("solving {} empties", board.empty().count()),
    );
    let started = Instant::now();
    let mut solver = Solver::new(args.table_bits);
    let solution = if args.best_only {
        let (value, best) = solver.best_move(&board, args.scoring);
        let best: Vec<_> = best.into_iter().collect();
        let moves = best.iter().map(|&square| (square, value)).collect();
        Solution {
            value,
            best,
            moves,
            nodes: solver.nodes(),
        }
    } else if args.threads > 1 {
        let threads = args.threads as usize;
        solver.solve_parallel(
            &board,
            args.scoring,
            threads,
            args.split_plies,
            &mut |done, total| {
                bar.set_length(total);
                bar.set_position(done);
            },
        )
    } else {
        solver.solve(&board, args.scoring, &mut |done, total| {
            bar.set_length(total);
            bar.set_position(done);
        })
    };
    let seconds = started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let pv: Vec<String> = if args.pv {
        solver
            .principal_variation(&board, args.scoring)
            .iter()
            .map(|step| step.map_or("pass".to_string(), |square| square.to_string()))
            .collect()
    } else {
        Vec::new()
    };
    let report = Report {
        board: board.to_string(),
        size: board.size().side(),
        scoring: args.scoring,
        value: solution.value,
        best: solution.best.iter().map(ToString::to_string).collect(),
        moves: solution
            .moves
            .iter()
            .map(|&(square, value)| (square.to_string(), value))
            .collect(),
        nodes: solution.nodes,
        seconds,
        nodes_per_second: solution.nodes as f64 / seconds.max(1e-9),
        pv,
    };
    emit(args.json, &report, || {
        let moves: Vec<String> = solution
            .moves
            .iter()
            .map(|(square, value)| format!("{square} {value:+}"))
            .collect();
        let best = if report.best.is_empty() {
            "none (pass or game over)".to_string()
        } else {
            report.best.join(" ")
        };
        format!(
            "{}\nvalue {:+} for {} ({} scoring)\nbest: {}\nmoves: {}{}\n{} nodes in {:.3} s ({:.1} M nodes/s)",
            board,
            report.value,
            board.side_to_move(),
            scoring_name(args.scoring),
            best,
            moves.join(", "),
            if report.pv.is_empty() {
                String::new()
            } else {
                format!("\nprincipal variation: {}", report.pv.join(" "))
            },
            report.nodes,
            seconds,
            report.nodes_per_second / 1e6
        )
    });
    Ok(())
}

pub fn scoring_name(scoring: Scoring) -> &'static str {
    match scoring {
        Scoring::Wof => "wof",
        Scoring::Raw => "raw",
    }
}

#[derive(Serialize)]
struct CensusReport {
    board: String,
    scoring: Scoring,
    positions: usize,
    up_to_symmetry: usize,
    finished: usize,
    games: u64,
    /// Positions per number of empties, most empties first.
    by_empties: Vec<(u32, usize)>,
    /// Every position (board string) with its value for the side to move.
    values: Vec<(String, i32)>,
    seconds: f64,
}

fn run_census(args: &Args) -> Result<(), String> {
    let board = position(args.size, args.board.as_deref(), args.moves.as_deref())?;
    if board.size() != Size::Four {
        return Err(format!(
            "--census enumerates 4x4 games only, not {}",
            board.size()
        ));
    }
    let started = Instant::now();
    let census = Census::new(board, args.scoring);
    let report = CensusReport {
        board: board.to_string(),
        scoring: args.scoring,
        positions: census.len(),
        up_to_symmetry: census.up_to_symmetry(),
        finished: census.finished(),
        games: census.games,
        by_empties: census.by_empties(),
        values: census
            .positions
            .iter()
            .map(|(board, value)| (board.to_string(), *value))
            .collect(),
        seconds: started.elapsed().as_secs_f64(),
    };
    emit(args.json, &report, || {
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

#[derive(Serialize)]
struct LineReport {
    start: String,
    scoring: Scoring,
    steps: Vec<Step>,
}

fn run_line(args: &Args) -> Result<(), String> {
    let start = position(args.size, args.board.as_deref(), None)?;
    let mut solver = Solver::new(args.table_bits);
    let steps = annotate(
        start,
        args.moves.as_deref().unwrap_or(""),
        args.scoring,
        &mut solver,
    )
    .map_err(|error| format!("moves: {error}"))?;
    let report = LineReport {
        start: start.to_string(),
        scoring: args.scoring,
        steps,
    };
    emit(args.json, &report, || {
        let lines: Vec<String> = report
            .steps
            .iter()
            .map(|step| {
                let values: Vec<String> = step
                    .solution
                    .moves
                    .iter()
                    .map(|(square, value)| format!("{square} {value:+}"))
                    .collect();
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
                    values.join(", "),
                    played
                )
            })
            .collect();
        lines.join("\n")
    });
    Ok(())
}

#[derive(Serialize)]
struct BookReport {
    file: String,
    plies: u32,
    positions: usize,
    bytes: usize,
    nodes: u64,
    seconds: f64,
}

fn run_book(args: &Args, path: &std::path::Path) -> Result<(), String> {
    if args.scoring != Scoring::Wof {
        return Err("--book stores wof values only: drop --scoring raw".to_string());
    }
    let root = position(args.size, args.board.as_deref(), args.moves.as_deref())?;
    let started = Instant::now();
    let mut solver = Solver::new(args.table_bits);
    let mut nodes = 0;
    let mut saved = Ok(0);
    // An existing file is resumed: its positions are not solved again.
    let resumed = match std::fs::read(path) {
        Ok(bytes) => OpeningBook::from_bytes(&bytes)
            .map_err(|error| format!("{}: {error}", path.display()))?,
        Err(_) => OpeningBook::new(root.size()),
    };
    if resumed.size() != root.size() {
        return Err(format!(
            "{}: a {} book, not {}",
            path.display(),
            resumed.size(),
            root.size()
        ));
    }
    let book = generate(
        resumed,
        &root,
        args.book_plies,
        &mut |board, guess| {
            let bar = progress_bar(
                args.json,
                &format!("book: {} empties", board.empty().count()),
            );
            let mut show = |done, total| {
                bar.set_length(total);
                bar.set_position(done);
            };
            let before = solver.nodes();
            let (value, best) = if args.threads > 1 {
                solver.best_move_parallel(
                    board,
                    Scoring::Wof,
                    guess,
                    args.threads as usize,
                    args.split_plies,
                    &mut show,
                )
            } else {
                solver.best_move_near(board, Scoring::Wof, guess)
            };
            let best = best.expect("a stored position has a move");
            bar.finish_and_clear();
            nodes += solver.nodes() - before;
            if !args.json {
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
            let bytes = book.to_bytes();
            let partial = path.with_extension("partial");
            saved = std::fs::write(&partial, &bytes)
                .and_then(|()| std::fs::rename(&partial, path))
                .map(|()| bytes.len());
        },
    );
    let bytes = book.to_bytes();
    std::fs::write(path, &bytes).map_err(|error| format!("{}: {error}", path.display()))?;
    saved.map_err(|error| format!("{}: {error}", path.display()))?;
    let report = BookReport {
        file: path.display().to_string(),
        plies: args.book_plies,
        positions: book.len(),
        bytes: bytes.len(),
        nodes,
        seconds: started.elapsed().as_secs_f64(),
    };
    emit(args.json, &report, || {
        format!(
            "{}: {} positions ({} plies), {} bytes, {} nodes in {:.1} s",
            report.file, report.positions, report.plies, report.bytes, report.nodes, report.seconds
        )
    });
    Ok(())
}
