//! `boardlab gobblet …`: the strong solution of Gobblet Gobblers and what is
//! derived from it. Arguments and printing only; the engine does the work.

use crate::error::CliError;
use crate::files;
use crate::output::Output;
use boardlab::gobblet::report::SolveReport;
use boardlab::gobblet::{self, sample, Variant};
use clap::{Args, Subcommand};
use std::path::PathBuf;
use std::time::Instant;

#[derive(Subcommand)]
pub enum GobbletCommand {
    /// Solve the game by retrograde analysis and report the seed's figures.
    Solve(SolveArgs),
}

#[derive(Args)]
pub struct SolveArgs {
    /// Also write the solution table to this file.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Also write a sample of positions from play with their values (for
    /// checking players that do not hold the table).
    #[arg(long)]
    sample: Option<PathBuf>,
    /// How many positions the sample holds (at most 1,000,000).
    #[arg(long, default_value_t = 10_000, value_parser = clap::value_parser!(u32).range(1..=1_000_000))]
    sample_size: u32,
    /// Seed of the sample's deterministic move choices.
    #[arg(long, default_value_t = 1)]
    sample_seed: u64,
    /// Also write the opening table of the table-free player: every position
    /// with at most --opening-pieces pieces on the board, per symmetry class.
    #[arg(long)]
    opening: Option<PathBuf>,
    #[arg(long, default_value_t = 3)]
    opening_pieces: u32,
    /// Pieces of each size per player: 2 is the real game, 1 a small variant.
    #[arg(long, default_value_t = 2)]
    per_size: u8,
}

pub fn run(command: GobbletCommand, output: Output) -> Result<(), CliError> {
    match command {
        GobbletCommand::Solve(args) => solve(args, output),
    }
}

fn solve(args: SolveArgs, output: Output) -> Result<(), CliError> {
    let variant = Variant::new(args.per_size).ok_or(CliError::PerSize(args.per_size))?;
    let started = Instant::now();
    let mut bar = output.bar("solving");
    let solution = gobblet::solve(variant, &mut bar);
    bar.finish();
    let seconds = started.elapsed().as_secs_f64();
    let mut bar = output.bar("counting");
    let seed_space = solution.seed_space(&mut bar);
    bar.finish();
    if let Some(path) = &args.out {
        files::write_with(path, |writer| solution.write_table(writer))?;
    }
    if let Some(path) = &args.sample {
        let sampled = sample::sample(&solution, args.sample_size as usize, args.sample_seed)?;
        files::write(path, sample::format_sample(&sampled).as_bytes())?;
    }
    if let Some(path) = &args.opening {
        let entries = sample::opening(&solution, args.opening_pieces);
        files::write(path, sample::format_sample(&entries).as_bytes())?;
    }
    let mut report = SolveReport::new(&solution, seed_space);
    report.seconds = seconds;
    report.peak_memory_bytes = peak_memory_bytes();
    output.emit(&report, || summary(&report));
    Ok(())
}

fn summary(report: &SolveReport) -> String {
    let space = &report.seed_space;
    let mut lines = vec![
        format!(
            "Gobblet Gobblers ({} per size): first player {} in {} plies",
            report.per_size, report.first_player, report.distance
        ),
        format!(
            "solved in {:.1} s, peak memory {}",
            report.seconds,
            megabytes(report.peak_memory_bytes)
        ),
        String::new(),
        "first moves (symmetric moves grouped):".to_string(),
    ];
    for group in &report.first_moves {
        lines.push(format!(
            "  {:<10} {}",
            group.value.to_string(),
            group.moves.join(" ")
        ));
    }
    lines.push(String::new());
    lines.push(format!("seed index space: {} positions", space.positions));
    lines.push(format!(
        "  mover has a line (unreachable) {:>15}",
        space.mover_has_line
    ));
    lines.push(format!(
        "  finished, opponent's line      {:>15}",
        space.opponent_has_line
    ));
    lines.push(format!(
        "  finished, no allowed move      {:>15}",
        space.no_allowed_move
    ));
    lines.push(format!(
        "  win / loss / draw  {} / {} / {}",
        space.wins, space.losses, space.draws
    ));
    lines.push("  distance to the end:".to_string());
    for (distance, count) in space.distances.iter().enumerate() {
        lines.push(format!("  {distance:>4} {count:>15}"));
    }
    lines.join("\n")
}

fn megabytes(bytes: Option<u64>) -> String {
    bytes.map_or("unknown".to_string(), |bytes| {
        format!("{:.0} MB", bytes as f64 / 1e6)
    })
}

/// The process's peak resident memory (Linux; `None` elsewhere).
fn peak_memory_bytes() -> Option<u64> {
    // A few kilobytes; 1 MiB bounds it all the same.
    let file = std::fs::File::open("/proc/self/status").ok()?;
    let bytes = boardlab::input::read_all("/proc/self/status", file, 1 << 20, None).ok()?;
    let status = boardlab::input::lossy(bytes);
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}
