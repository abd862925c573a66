//! `boardlab perft DEPTH [--size N] [--board B] [MOVES]`: leaf counts of
//! the game tree.

use crate::args::PositionArgs;
use crate::error::CliError;
use crate::output::Output;
use boardlab::perft::report::PerftReport;
use boardlab::perft::{perft_cached, PerftCache};
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// Plies to count (a pass uses a ply), at most 40.
    #[arg(value_parser = clap::value_parser!(u32).range(0..=40))]
    depth: u32,
    #[command(flatten)]
    position: PositionArgs,
}

/// Cache slots: 2^18 of 24 bytes (6 MiB); a larger table is slower, as it
/// no longer fits the processor's caches.
const CACHE_BITS: u32 = 18;

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    let board = args.position.position()?;
    let mut bar = output.bar(&format!("perft {}", args.depth));
    let started = Instant::now();
    let mut cache = PerftCache::new(CACHE_BITS);
    let leaves = perft_cached(&board, args.depth, &mut cache, &mut bar);
    let report =
        PerftReport::new(&board, args.depth, leaves).timed(started.elapsed().as_secs_f64());
    bar.finish();
    output.emit(&report, || {
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
