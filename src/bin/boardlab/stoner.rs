//! `boardlab stoner census`, `boardlab stoner merge` and `boardlab stoner
//! check`: the stoner census from the start position (whole, or one shard
//! of it and the merge of all shards), and the stoner shapes of one
//! position with the value of each proof game.

use crate::args::{HorizonArgs, PositionArgs};
use crate::error::CliError;
use crate::output::Output;
use crate::partial::{read_set, write_partial};
use boardlab::board::Size;
use boardlab::shard::{Partial, Shard};
use boardlab::stoner::report::{CensusReport, CheckReport};
use boardlab::stoner::{self, census, census_share, merge, CensusOptions, CensusPart, Solver};
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Subcommand)]
pub enum Command {
    /// Count the lines of DEPTH moves from the start that end in a stoner.
    Census(CensusArgs),
    /// Merge the partial results of every shard of a census (--shard) into
    /// the census the unsharded command prints.
    Merge(MergeArgs),
    /// Find the stoner shapes of a position and solve each proof game.
    Check(CheckArgs),
}

/// Deeper censuses are out of reach (depth 14 already takes seconds).
const MAX_CENSUS_DEPTH: u32 = 20;

#[derive(clap::Args)]
pub struct CensusArgs {
    /// Moves in each line (at most 20).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=i64::from(MAX_CENSUS_DEPTH)))]
    depth: u32,
    #[command(flatten)]
    horizon: HorizonArgs,
    /// Count lines even if a corner of the edge was playable on the way.
    #[arg(long)]
    no_cutoff: bool,
    /// Compute only shard I of N (I from 1 to N) and print its partial
    /// result (JSON), for `stoner merge`.
    #[arg(long, value_name = "I/N")]
    shard: Option<Shard>,
    /// With --shard: write the partial result to FILE (whole or not at all)
    /// instead of printing it.
    #[arg(long, value_name = "FILE", requires = "shard")]
    out: Option<PathBuf>,
}

#[derive(clap::Args)]
pub struct MergeArgs {
    /// The partial results of all shards of one census.
    #[arg(required = true)]
    files: Vec<PathBuf>,
}

#[derive(clap::Args)]
pub struct CheckArgs {
    /// The position checked (8x8).
    #[command(flatten)]
    position: PositionArgs,
    #[command(flatten)]
    horizon: HorizonArgs,
    /// Positions each shape's proof may expand before it is reported
    /// undecided (the cost grows about tenfold per four plies of horizon).
    #[arg(long, default_value_t = stoner::solver::DEFAULT_BUDGET,
          value_parser = clap::value_parser!(u64).range(1..=1_000_000_000))]
    nodes: u64,
}

pub fn run(command: Command, output: Output) -> Result<(), CliError> {
    match command {
        Command::Census(args) => run_census(args, output),
        Command::Merge(args) => run_merge(args, output),
        Command::Check(args) => run_check(args, output),
    }
}

fn run_census(args: CensusArgs, output: Output) -> Result<(), CliError> {
    let options = CensusOptions {
        depth: args.depth,
        horizon: args.horizon.horizon,
        cutoff: !args.no_cutoff,
    };
    let started = Instant::now();
    if let Some(shard) = args.shard {
        let mut bar = output.bar(&format!("stoner census depth {} shard {shard}", args.depth));
        let part = census_share(options, shard, &mut bar);
        bar.finish();
        let seconds = started.elapsed().as_secs_f64();
        return write_partial(
            &Partial::new(options.to_string(), shard, seconds, part),
            args.out.as_deref(),
        );
    }
    let mut bar = output.bar(&format!("stoner census depth {}", args.depth));
    let mut report = CensusReport::new(census(options, &mut bar));
    report.seconds = started.elapsed().as_secs_f64();
    bar.finish();
    output.emit(&report, || census_summary(&report));
    Ok(())
}

/// The census of all shards; its `seconds` is the sum of the shards'.
fn run_merge(args: MergeArgs, output: Output) -> Result<(), CliError> {
    let parts = read_set::<CensusPart>(&args.files)?;
    let (first, part) = &parts[0];
    let options: CensusOptions = part.job.parse().map_err(|error| CliError::Partial {
        path: PathBuf::from(first),
        message: format!("{error}"),
    })?;
    let seconds = parts.iter().map(|(_, part)| part.seconds).sum();
    let data: Vec<CensusPart> = parts.into_iter().map(|(_, part)| part.data).collect();
    let mut report = CensusReport::new(merge(options, &data)?);
    report.seconds = seconds;
    output.emit(&report, || census_summary(&report));
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

fn run_check(args: CheckArgs, output: Output) -> Result<(), CliError> {
    let board = args.position.position_of(Size::Eight, "stoner check")?;
    let horizon = args.horizon.horizon;
    let started = Instant::now();
    let mut solver = Solver::default().with_budget(args.nodes);
    let checks = stoner::check(&board, horizon, &mut solver);
    let mut report = CheckReport::new(&board, horizon, &checks);
    report.seconds = started.elapsed().as_secs_f64();
    output.emit(&report, || check_summary(&report));
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
            _ if m.undecided => format!(
                "{} {}: undecided: the proof ran out of its budget (raise --nodes or lower --horizon)\n",
                m.shape, m.orientation
            ),
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
