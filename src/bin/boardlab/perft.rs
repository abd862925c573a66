//! `boardlab perft DEPTH [--size N] [--board B]`: leaf counts of the game tree.

use crate::output::{emit, progress_bar};
use boardlab::board::{Board, ParseSizeError, Size};
use boardlab::perft::{perft_cached, PerftCache};
use serde::Serialize;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// Plies to count (a pass uses a ply).
    depth: u32,
    /// Board size: 4, 6 or 8.
    #[arg(long, default_value = "8", value_parser = parse_size)]
    size: Size,
    /// Count from this board string instead of the start position.
    #[arg(long)]
    board: Option<String>,
    /// Print one JSON object.
    #[arg(long)]
    json: bool,
}

pub fn parse_size(text: &str) -> Result<Size, String> {
    text.parse()
        .map_err(|error: ParseSizeError| error.to_string())
}

#[derive(Serialize)]
struct Report {
    depth: u32,
    size: u8,
    board: String,
    leaves: u64,
    seconds: f64,
    leaves_per_second: f64,
}

/// Cache slots: 2^18 of 24 bytes (6 MiB); a larger table is slower, as it
/// no longer fits the processor's caches.
const CACHE_BITS: u32 = 18;

pub fn run(args: Args) -> Result<(), String> {
    if args.depth > 40 {
        return Err(format!("depth {} is too deep (at most 40)", args.depth));
    }
    let board = match &args.board {
        Some(text) => text
            .parse::<Board>()
            .map_err(|error| format!("--board: {error}"))?,
        None => Board::start(args.size),
    };
    let bar = progress_bar(args.json, &format!("perft {}", args.depth));
    let started = Instant::now();
    let mut cache = PerftCache::new(CACHE_BITS);
    let leaves = perft_cached(&board, args.depth, &mut cache, &mut |done, total| {
        bar.set_length(total);
        bar.set_position(done);
    });
    let seconds = started.elapsed().as_secs_f64();
    bar.finish_and_clear();
    let report = Report {
        depth: args.depth,
        size: board.size().side(),
        board: board.to_string(),
        leaves,
        seconds,
        leaves_per_second: leaves as f64 / seconds.max(1e-9),
    };
    emit(args.json, &report, || {
        format!(
            "perft {} on {}: {} leaves in {:.3} s ({:.1} M leaves/s)",
            report.depth,
            board.size(),
            report.leaves,
            report.seconds,
            report.leaves_per_second / 1e6
        )
    });
    Ok(())
}
