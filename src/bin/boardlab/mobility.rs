//! `boardlab mobility count|search|prove`: legal-move counts, record
//! searches and the SAT proof of the bound.

use crate::output::{emit, progress_bar};
use boardlab::board::{Board, Color, Size};
use boardlab::mobility::{check_conditions, free, mobility, prove, reachable, Deadline};
use boardlab::notation::{format_moves, parse_game};
use indicatif::ProgressBar;
use serde::Serialize;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

#[derive(clap::Subcommand)]
enum Command {
    /// Legal-move counts of both sides and the necessary conditions.
    Count {
        /// The position as a board string.
        #[arg(long, allow_hyphen_values = true)]
        board: String,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Search for positions with many legal moves for the side to move.
    Search {
        /// Any placement with the centre occupied (simulated annealing).
        #[arg(
            long,
            conflicts_with = "reachable",
            required_unless_present = "reachable"
        )]
        free: bool,
        /// Positions reached by real games from the start (beam search).
        #[arg(long)]
        reachable: bool,
        /// Time budget.
        #[arg(long, default_value = "10")]
        seconds: f64,
        /// Stop as soon as this many moves are found.
        #[arg(long)]
        stop_at: Option<u32>,
        /// The side to move of the reachable search's positions (default: both).
        #[arg(long, value_enum)]
        side: Option<Side>,
        /// The reachable search's games begin with these moves (default: none).
        #[arg(long, default_value = "")]
        from: String,
        /// Seed of the free-placement search.
        #[arg(long, default_value = "1")]
        seed: u64,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
    /// Ask the SAT solver for a board with at least N moves (and K empties).
    Prove {
        /// Legal moves the side to move must have at least.
        #[arg(long)]
        moves: u32,
        /// Empty squares there must be at least.
        #[arg(long, default_value = "0")]
        empties: u32,
        /// Give up after this many seconds.
        #[arg(long)]
        seconds: Option<f64>,
        /// Print one JSON object.
        #[arg(long)]
        json: bool,
    },
}

pub fn run(args: Args) -> Result<(), String> {
    match args.command {
        Command::Count { board, json } => count(&board, json),
        Command::Search {
            free: true,
            seconds,
            stop_at,
            seed,
            json,
            ..
        } => run_free(seconds, stop_at, seed, json),
        Command::Search {
            seconds,
            stop_at,
            side,
            from,
            json,
            ..
        } => run_reachable(seconds, side.map(Side::color), stop_at, &from, json),
        Command::Prove {
            moves,
            empties,
            seconds,
            json,
        } => run_prove(moves, empties, seconds, json),
    }
}

#[derive(Clone, Copy, clap::ValueEnum)]
enum Side {
    Black,
    White,
}

impl Side {
    fn color(self) -> Color {
        match self {
            Side::Black => Color::Black,
            Side::White => Color::White,
        }
    }
}

pub fn parse_board(text: &str) -> Result<Board, String> {
    text.parse::<Board>()
        .map_err(|error| format!("--board: {error}"))
}

#[derive(Serialize)]
struct CountReport {
    black: u32,
    white: u32,
    to_move: &'static str,
    board: String,
    legal_moves: Vec<String>,
    violations: Vec<String>,
}

fn count(text: &str, json: bool) -> Result<(), String> {
    let board = parse_board(text)?;
    let counts = mobility(&board);
    let violations: Vec<String> = check_conditions(&board)
        .iter()
        .map(ToString::to_string)
        .collect();
    let report = CountReport {
        black: counts.black,
        white: counts.white,
        to_move: counts.to_move.name(),
        board: board.to_string(),
        legal_moves: board
            .legal_moves()
            .map(|square| square.to_string())
            .collect(),
        violations,
    };
    emit(json, &report, || {
        let verdict = if report.violations.is_empty() {
            "passes the necessary conditions for occurring in a game".to_string()
        } else {
            format!("cannot occur in a game: {}", report.violations.join("; "))
        };
        format!(
            "black {} moves, white {} moves, {} to move ({})\n{verdict}",
            report.black,
            report.white,
            report.to_move,
            report.legal_moves.join(" ")
        )
    });
    Ok(())
}

#[derive(Serialize)]
struct ProveReport {
    moves: u32,
    empties: u32,
    /// `null` when the time limit ran out.
    satisfiable: Option<bool>,
    seconds: f64,
    board: Option<String>,
    board_moves: Option<u32>,
    board_empties: Option<u32>,
}

fn run_prove(moves: u32, empties: u32, seconds: Option<f64>, json: bool) -> Result<(), String> {
    if moves > 60 || empties > 60 {
        return Err(
            "--moves and --empties are at most 60 (the squares outside the centre)".to_string(),
        );
    }
    let bar = progress_bar(
        json,
        &format!("SAT: at least {moves} moves and {empties} empties"),
    );
    bar.tick();
    let proof = prove::prove(moves, empties, seconds).map_err(|error| error.to_string())?;
    bar.finish_and_clear();
    let report = ProveReport {
        moves,
        empties,
        satisfiable: proof.satisfiable,
        seconds: proof.seconds,
        board: proof.board.map(|board| board.to_string()),
        board_moves: proof.board.map(|board| board.legal_moves().count()),
        board_empties: proof.board.map(|board| board.empty().count()),
    };
    emit(json, &report, || {
        let verdict = match report.satisfiable {
            Some(true) => "SATISFIABLE",
            Some(false) => "UNSATISFIABLE",
            None => "UNKNOWN (time limit)",
        };
        let mut text = format!(
            "at least {moves} legal moves and {empties} empties: {verdict} in {:.2} s",
            report.seconds
        );
        if let (Some(board), Some(n), Some(e)) =
            (&report.board, report.board_moves, report.board_empties)
        {
            text += &format!("\nmodel (verified by the engine: {n} moves, {e} empties): {board}");
        }
        text
    });
    Ok(())
}

/// Seconds since the process's first call, as the engine's searches read time.
pub fn clock() -> f64 {
    static ORIGIN: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64()
}

pub fn check_seconds(seconds: f64) -> Result<(), String> {
    if seconds.is_finite() && seconds > 0.0 && seconds <= 86_400.0 {
        Ok(())
    } else {
        Err(format!(
            "--seconds {seconds} must be above 0 and at most 86400"
        ))
    }
}

pub fn bar_update(bar: &ProgressBar) -> impl FnMut(u64, u64) + '_ {
    move |done, total| {
        bar.set_length(total.max(1));
        bar.set_position(done);
    }
}

#[derive(Serialize)]
struct FreeReport {
    best_count: u32,
    board: String,
    fewest_empties: u32,
    sparsest_board: String,
    most_empties: u32,
    seconds_to_best: f64,
    steps: u64,
    seconds: f64,
}

fn run_free(seconds: f64, stop_at: Option<u32>, seed: u64, json: bool) -> Result<(), String> {
    check_seconds(seconds)?;
    let bar = progress_bar(json, "free-placement search");
    let deadline = Deadline::new(seconds, &clock);
    let started = clock();
    let result = free::search(seed, &deadline, stop_at, &mut bar_update(&bar), &mut |_| {});
    bar.finish_and_clear();
    for board in [&result.board, &result.sparsest] {
        if board.legal_moves().count() != result.best_count {
            return Err(format!(
                "internal error: {board} does not have {} moves",
                result.best_count
            ));
        }
    }
    let report = FreeReport {
        best_count: result.best_count,
        board: result.board.to_string(),
        fewest_empties: result.fewest_empties,
        sparsest_board: result.sparsest.to_string(),
        most_empties: result.most_empties,
        seconds_to_best: result.seconds_to_best,
        steps: result.steps,
        seconds: clock() - started,
    };
    emit(json, &report, || {
        format!(
            "{} legal moves (first after {:.3} s; {} steps)\nfewest empties {}: {}\nmost empties {}: {}",
            report.best_count,
            report.seconds_to_best,
            report.steps,
            report.fewest_empties,
            report.board,
            report.most_empties,
            report.sparsest_board
        )
    });
    Ok(())
}

#[derive(Serialize)]
struct ReachableReport {
    best_count: u32,
    board: String,
    moves: String,
    to_move: &'static str,
    seconds_to_best: f64,
    width: usize,
    passes: u32,
    seconds: f64,
}

fn run_reachable(
    seconds: f64,
    side: Option<Color>,
    stop_at: Option<u32>,
    from: &str,
    json: bool,
) -> Result<(), String> {
    check_seconds(seconds)?;
    let parsed = parse_game(Board::start(Size::Eight), from);
    if let Some(error) = parsed.error {
        return Err(format!("--from: {error}"));
    }
    let bar = progress_bar(json, "beam search from the start");
    let deadline = Deadline::new(seconds, &clock);
    let started = clock();
    let mut improved = |found: &reachable::ReachableResult| {
        bar.set_message(format!(
            "beam search from the start: {} moves for {}",
            found.best_count,
            found.board.side_to_move().name()
        ))
    };
    let result = reachable::search(
        &parsed.game,
        &deadline,
        side,
        stop_at,
        &mut bar_update(&bar),
        &mut improved,
    );
    bar.finish_and_clear();
    let Some(result) = result else {
        return Err(format!(
            "no position with {} to move reached within {seconds} s",
            side.map_or("either side", Color::name)
        ));
    };
    if !boardlab::mobility::reach::replays_to(&result.board, &result.moves) {
        return Err(format!(
            "internal error: the line does not reach {}",
            result.board
        ));
    }
    let report = ReachableReport {
        best_count: result.best_count,
        board: result.board.to_string(),
        moves: format_moves(&result.moves),
        to_move: result.board.side_to_move().name(),
        seconds_to_best: result.seconds_to_best,
        width: result.width,
        passes: result.passes,
        seconds: clock() - started,
    };
    emit(json, &report, || {
        format!(
            "{} legal moves for {} (first after {:.1} s; {} passes, beam width up to {})\n{}\nline: {}",
            report.best_count,
            report.to_move,
            report.seconds_to_best,
            report.passes,
            report.width,
            report.board,
            report.moves
        )
    });
    Ok(())
}
