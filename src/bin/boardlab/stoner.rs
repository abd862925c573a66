//! `boardlab stoner census` and `boardlab stoner check`: the stoner census
//! from the start position, and the stoner shapes of one position with the
//! value of each proof game.

use crate::output::{emit, progress_bar};
use boardlab::board::{Board, Size};
use boardlab::notation::{format_moves, parse_game};
use boardlab::stoner::{self, census, CensusOptions, Escape, Orientation, Outcome, Shape, Solver};
use serde::Serialize;
use std::time::Instant;

#[derive(clap::Subcommand)]
pub enum Command {
    /// Count the lines of DEPTH moves from the start that end in a stoner.
    Census(CensusArgs),
    /// Find the stoner shapes of a position and solve each proof game.
    Check(CheckArgs),
}

#[derive(clap::Args)]
pub struct CensusArgs {
    /// Moves in each line.
    #[arg(long)]
    depth: u32,
    /// Plies the proof game may last.
    #[arg(long, default_value_t = stoner::DEFAULT_HORIZON)]
    horizon: u32,
    /// Count lines even if a corner of the edge was playable on the way.
    #[arg(long)]
    no_cutoff: bool,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

#[derive(clap::Args)]
pub struct CheckArgs {
    /// Moves from the start position (the position reached is checked).
    #[arg(required_unless_present = "board", conflicts_with = "board")]
    moves: Option<String>,
    /// A board string instead of moves.
    #[arg(long)]
    board: Option<String>,
    /// Plies the proof game may last.
    #[arg(long, default_value_t = stoner::DEFAULT_HORIZON)]
    horizon: u32,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

/// Deeper censuses are out of reach (depth 14 already takes seconds).
const MAX_CENSUS_DEPTH: u32 = 20;

pub fn run(command: Command) -> Result<(), String> {
    match command {
        Command::Census(args) => run_census(args),
        Command::Check(args) => run_check(args),
    }
}

fn check_horizon(horizon: u32) -> Result<(), String> {
    if horizon > stoner::MAX_HORIZON {
        return Err(format!(
            "--horizon {horizon} is too large (at most {})",
            stoner::MAX_HORIZON
        ));
    }
    Ok(())
}

#[derive(Serialize)]
struct CensusReport {
    #[serde(flatten)]
    census: stoner::Census,
    seconds: f64,
}

fn run_census(args: CensusArgs) -> Result<(), String> {
    check_horizon(args.horizon)?;
    if args.depth > MAX_CENSUS_DEPTH {
        return Err(format!(
            "--depth {} is too deep (at most {MAX_CENSUS_DEPTH})",
            args.depth
        ));
    }
    let options = CensusOptions {
        depth: args.depth,
        horizon: args.horizon,
        cutoff: !args.no_cutoff,
    };
    let bar = progress_bar(args.json, &format!("stoner census depth {}", args.depth));
    let started = Instant::now();
    let result = census(options, &mut |done, total| {
        bar.set_length(total);
        bar.set_position(done);
    });
    bar.finish_and_clear();
    let report = CensusReport {
        census: result,
        seconds: started.elapsed().as_secs_f64(),
    };
    emit(args.json, &report, || census_summary(&report));
    Ok(())
}

fn census_summary(report: &CensusReport) -> String {
    let c = &report.census;
    let mut text = format!(
        "stoner census, depth {}, horizon {}, corner cutoff {}: {:.3} s\n",
        c.depth,
        c.horizon,
        if c.cutoff { "on" } else { "off" },
        report.seconds
    );
    text += &format!(
        "  stoner-like lines {} ({} up to symmetry)\n  successful lines {} ({})\n  distinct successful positions {} ({})\n",
        c.counts.stoner_like_lines,
        c.up_to_symmetry.stoner_like_lines,
        c.counts.successful_lines,
        c.up_to_symmetry.successful_lines,
        c.counts.distinct_successful_positions,
        c.up_to_symmetry.distinct_successful_positions,
    );
    for (shape, counts) in &c.by_shape {
        text += &format!(
            "  {shape:<4} stoner-like {} successful {}\n",
            counts.stoner_like_lines, counts.successful_lines
        );
    }
    for (family, counts) in &c.by_family {
        text += &format!(
            "  {family} family: stoner-like {} successful {}\n",
            counts.stoner_like_lines, counts.successful_lines
        );
    }
    for line in &c.lines {
        let found: Vec<String> = line
            .shapes
            .iter()
            .zip(&line.orientations)
            .map(|(shape, o)| format!("{shape} {o}"))
            .collect();
        text += &format!(
            "  {}  distance {}  {}\n",
            line.moves,
            line.distance,
            found.join(", ")
        );
    }
    text.trim_end().to_string()
}

#[derive(Serialize)]
struct CheckReport {
    board: String,
    horizon: u32,
    matches: Vec<MatchReport>,
    seconds: f64,
}

#[derive(Serialize)]
struct MatchReport {
    shape: Shape,
    orientation: Orientation,
    success: bool,
    /// Plies to the corner (attacker fastest, defender slowest).
    distance: Option<u32>,
    /// Most stubborn defence to the corner, or the defender's escape.
    line: String,
    /// Why the defender escapes, for an escape.
    escape: Option<String>,
    /// Nodes in the proof tree, for a success.
    proof_size: Option<usize>,
}

fn escape_reason(escape: Escape) -> String {
    match escape {
        Escape::GameOver => "the game ends".to_string(),
        Escape::Horizon => "the horizon is reached".to_string(),
        Escape::Corner(square) => format!("the defender can take {square} before the trigger"),
    }
}

fn run_check(args: CheckArgs) -> Result<(), String> {
    check_horizon(args.horizon)?;
    let board = match (&args.moves, &args.board) {
        (_, Some(text)) => text
            .parse::<Board>()
            .map_err(|error| format!("--board: {error}"))?,
        (Some(moves), None) => {
            let parsed = parse_game(Board::start(Size::Eight), moves);
            if let Some(error) = parsed.error {
                return Err(format!("moves: {error}"));
            }
            parsed.game.current()
        }
        (None, None) => return Err("give a move string or --board".to_string()),
    };
    if board.size() != Size::Eight {
        return Err(format!(
            "stoners live on the 8x8 board, not the {} one",
            board.size()
        ));
    }
    let started = Instant::now();
    let mut solver = Solver::default();
    let matches = stoner::check(&board, args.horizon, &mut solver)
        .into_iter()
        .map(|c| MatchReport {
            shape: c.found.shape,
            orientation: c.found.orientation,
            success: c.outcome.is_won(),
            distance: c.outcome.distance(),
            line: format_moves(&c.outcome.line()),
            escape: match &c.outcome {
                Outcome::Escaped { line } => Some(escape_reason(line.reason)),
                Outcome::Won { .. } => None,
            },
            proof_size: match &c.outcome {
                Outcome::Won { proof, .. } => Some(proof.size()),
                Outcome::Escaped { .. } => None,
            },
        })
        .collect();
    let report = CheckReport {
        board: board.to_string(),
        horizon: args.horizon,
        matches,
        seconds: started.elapsed().as_secs_f64(),
    };
    emit(args.json, &report, || check_summary(&report));
    Ok(())
}

fn check_summary(report: &CheckReport) -> String {
    let mut text = format!("{}\n", report.board);
    if report.matches.is_empty() {
        text += "no stoner shape (S4, S31, S3) in any orientation";
        return text;
    }
    for m in &report.matches {
        text += &match (m.distance, &m.escape) {
            (Some(distance), _) => format!(
                "{} {}: successful stoner, corner in {distance} plies: {}\n",
                m.shape, m.orientation, m.line
            ),
            (None, reason) => format!(
                "{} {}: the defender escapes ({}): {}\n",
                m.shape,
                m.orientation,
                reason.as_deref().unwrap_or("escape"),
                if m.line.is_empty() {
                    "at once"
                } else {
                    &m.line
                }
            ),
        };
    }
    text += &format!("({:.3} s, horizon {})", report.seconds, report.horizon);
    text
}
