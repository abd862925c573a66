//! `boardlab gobblet …`: the strong solution of Gobblet Gobblers and what is
//! derived from it. Arguments and printing only; the engine does the work.

use crate::output::{emit, progress_bar};
use boardlab::gobblet::{self, sample, MoveGroup, Position, SeedSpace, Value, Variant};
use clap::{Args, Subcommand};
use serde::Serialize;
use std::fs::File;
use std::io::BufWriter;
use std::path::PathBuf;
use std::time::Instant;

#[derive(Subcommand)]
pub enum GobbletCommand {
    /// Solve the game by retrograde analysis and report the seed's figures.
    Solve(SolveArgs),
}

#[derive(Args)]
pub struct SolveArgs {
    /// Print one JSON object instead of a summary.
    #[arg(long)]
    json: bool,
    /// Also write the solution table to this file.
    #[arg(long)]
    out: Option<PathBuf>,
    /// Also write a sample of positions from play with their values (for
    /// checking players that do not hold the table).
    #[arg(long)]
    sample: Option<PathBuf>,
    /// How many positions the sample holds.
    #[arg(long, default_value_t = 10_000)]
    sample_size: usize,
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
    #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u8).range(1..=2))]
    per_size: u8,
}

pub fn run(command: GobbletCommand) -> Result<(), String> {
    match command {
        GobbletCommand::Solve(args) => solve(args),
    }
}

#[derive(Serialize)]
struct SolveReport {
    per_size: u8,
    first_player: &'static str,
    distance: u32,
    first_moves: Vec<MoveGroup>,
    seed_space: SeedSpace,
    table_entries: usize,
    seconds: f64,
    peak_memory_bytes: Option<u64>,
}

fn solve(args: SolveArgs) -> Result<(), String> {
    let variant = Variant::new(args.per_size).ok_or("--per-size must be 1 or 2")?;
    let started = Instant::now();
    let bar = progress_bar(args.json, "solving");
    let mut progress = |done: u64, total: u64| {
        bar.set_length(total);
        bar.set_position(done);
    };
    let solution = gobblet::solve(variant, &mut progress);
    bar.finish_and_clear();
    let seconds = started.elapsed().as_secs_f64();
    let bar = progress_bar(args.json, "counting");
    let mut progress = |done: u64, total: u64| {
        bar.set_length(total);
        bar.set_position(done);
    };
    let seed_space = solution.seed_space(&mut progress);
    bar.finish_and_clear();
    if let Some(path) = &args.out {
        let file = File::create(path)
            .map_err(|error| format!("cannot create {}: {error}", path.display()))?;
        solution
            .write_table(&mut BufWriter::new(file))
            .map_err(|error| format!("cannot write {}: {error}", path.display()))?;
    }
    if let Some(path) = &args.sample {
        let sampled = sample::sample(&solution, args.sample_size, args.sample_seed);
        std::fs::write(path, sample::format_sample(&sampled))
            .map_err(|error| format!("cannot write {}: {error}", path.display()))?;
    }
    if let Some(path) = &args.opening {
        let entries = sample::opening(&solution, args.opening_pieces);
        std::fs::write(path, sample::format_sample(&entries))
            .map_err(|error| format!("cannot write {}: {error}", path.display()))?;
    }
    let (first_player, distance) = match solution.value(Position::EMPTY) {
        Value::Win(distance) => ("win", distance),
        Value::Loss(distance) => ("loss", distance),
        _ => ("draw", 0),
    };
    let report = SolveReport {
        per_size: args.per_size,
        first_player,
        distance,
        first_moves: solution.move_values(Position::EMPTY),
        seed_space,
        table_entries: solution.layout().len(),
        seconds,
        peak_memory_bytes: peak_memory_bytes(),
    };
    emit(args.json, &report, || summary(&report));
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
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kilobytes: u64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kilobytes * 1024)
}
