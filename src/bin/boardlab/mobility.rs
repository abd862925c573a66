//! `boardlab mobility count|search|prove`: legal-move counts, record
//! searches and the SAT proof of the bound.

use crate::args::{Budget, PositionArgs, Seconds};
use crate::error::CliError;
use crate::output::Output;
use boardlab::board::{Color, Size};
use boardlab::mobility::reach::replays_to;
use boardlab::mobility::report::{CountReport, FreeReport, ProveReport, ReachableReport};
use boardlab::mobility::{free, prove, reachable, Deadline};
use boardlab::notation::read_game;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    #[command(subcommand)]
    command: Command,
}

/// The most legal moves or empties a bound can ask for: the squares
/// outside the centre.
const MAX_BOUND: i64 = 60;

#[derive(clap::Subcommand)]
enum Command {
    /// Legal-move counts of both sides and the necessary conditions.
    Count(PositionArgs),
    /// Search for positions with many legal moves for the side to move.
    Search(SearchArgs),
    /// Ask the SAT solver for a board with at least N moves (and K empties).
    Prove(ProveArgs),
}

#[derive(clap::Args)]
#[command(mut_arg("seconds", |arg| arg.default_value("10")))]
struct SearchArgs {
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
    #[command(flatten)]
    budget: Budget,
    /// Stop as soon as this many moves are found.
    #[arg(long)]
    stop_at: Option<u32>,
    /// The side to move of the reachable search's positions (default: both).
    #[arg(long, value_enum)]
    side: Option<Side>,
    /// The reachable search's games begin with these moves (default: none).
    #[arg(long, default_value = "", allow_hyphen_values = true)]
    from: String,
    /// Seed of the free-placement search.
    #[arg(long, default_value = "1")]
    seed: u64,
}

#[derive(clap::Args)]
struct ProveArgs {
    /// Legal moves the side to move must have at least (at most 60).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=MAX_BOUND))]
    moves: u32,
    /// Empty squares there must be at least (at most 60).
    #[arg(long, default_value = "0", value_parser = clap::value_parser!(u32).range(0..=MAX_BOUND))]
    empties: u32,
    /// Give up after this many seconds (default: never).
    #[arg(long, allow_hyphen_values = true)]
    seconds: Option<Seconds>,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    match args.command {
        Command::Count(position) => count(&position, output),
        Command::Search(search) if search.free => run_free(&search, output),
        Command::Search(search) => run_reachable(&search, output),
        Command::Prove(prove) => run_prove(&prove, output),
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

fn count(position: &PositionArgs, output: Output) -> Result<(), CliError> {
    let report = CountReport::new(&position.position()?);
    output.emit(&report, || {
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

fn run_prove(args: &ProveArgs, output: Output) -> Result<(), CliError> {
    let (moves, empties) = (args.moves, args.empties);
    let bar = output.bar(&format!(
        "SAT: at least {moves} moves and {empties} empties"
    ));
    bar.0.tick();
    let proof = prove::prove(moves, empties, args.seconds.map(|seconds| seconds.0))?;
    bar.finish();
    let report = ProveReport::new(&proof);
    output.emit(&report, || {
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

fn run_free(args: &SearchArgs, output: Output) -> Result<(), CliError> {
    let mut bar = output.bar("free-placement search");
    let deadline = Deadline::new(args.budget.seconds.0, &clock);
    let started = clock();
    let result = free::search(args.seed, &deadline, args.stop_at, &mut bar, &mut |_| {});
    bar.finish();
    for board in [result.board, result.sparsest] {
        if board.legal_moves().count() != result.best_count {
            return Err(CliError::WrongCount {
                board,
                count: result.best_count,
            });
        }
    }
    let mut report = FreeReport::new(&result);
    report.seconds = clock() - started;
    output.emit(&report, || free_summary(&report));
    Ok(())
}

fn run_reachable(args: &SearchArgs, output: Output) -> Result<(), CliError> {
    let side = args.side.map(Side::color);
    let opening = read_game(Some(Size::Eight), None, &args.from)
        .whole()
        .map_err(CliError::StartMoves)?;
    let mut bar = output.bar("beam search from the start");
    let messages = bar.0.clone();
    let deadline = Deadline::new(args.budget.seconds.0, &clock);
    let started = clock();
    let mut improved = |found: &reachable::ReachableResult| {
        messages.set_message(format!(
            "beam search from the start: {} moves for {}",
            found.best_count,
            found.board.side_to_move().name()
        ))
    };
    let result = reachable::search(
        &opening,
        &deadline,
        side,
        args.stop_at,
        &mut bar,
        &mut improved,
    );
    bar.finish();
    let result = result.ok_or(CliError::NotFound {
        side: side.map_or("either side", Color::name),
        seconds: args.budget.seconds,
    })?;
    if !replays_to(&result.board, &result.moves) {
        return Err(CliError::LineMisses(result.board));
    }
    let mut report = ReachableReport::new(&result);
    report.seconds = clock() - started;
    output.emit(&report, || reachable_summary(&report));
    Ok(())
}

fn free_summary(report: &FreeReport) -> String {
    let first = format!(
        "{} legal moves (first after {:.3} s; {} steps)",
        report.best_count, report.seconds_to_best, report.steps
    );
    let fewest = format!("fewest empties {}: {}", report.fewest_empties, report.board);
    let most = format!(
        "most empties {}: {}",
        report.most_empties, report.sparsest_board
    );
    [first, fewest, most].join("\n")
}

fn reachable_summary(report: &ReachableReport) -> String {
    let first = format!(
        "{} legal moves for {} (first after {:.1} s; {} passes, beam width up to {})",
        report.best_count, report.to_move, report.seconds_to_best, report.passes, report.width
    );
    [
        first,
        report.board.clone(),
        format!("line: {}", report.moves),
    ]
    .join("\n")
}
