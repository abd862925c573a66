//! `boardlab train --size N --out FILE`: the learned evaluation's weights,
//! made from scratch by self-play, the exact solver and refits
//! (`boardlab::eval::train`). The defaults are the documented full run.

use crate::error::CliError;
use crate::files;
use crate::output::Output;
use boardlab::board::Size;
use boardlab::eval::train::{train, RoundReport, TrainSetup};
use serde::Serialize;
use std::path::PathBuf;
use std::time::Instant;

#[derive(clap::Args)]
pub struct Args {
    /// Board size: 6 or 8.
    #[arg(long, default_value = "8")]
    size: Size,
    /// The run's seed: the same seed gives the same weights.
    #[arg(long, default_value = "1")]
    seed: u64,
    /// Where to write the weights (data/eval8.bin, data/eval6.bin are built in).
    #[arg(long)]
    out: PathBuf,
    /// Games per round (default: the full run's).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    games: Option<u32>,
    /// Rounds of play and refit (default: the full run's).
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=100))]
    rounds: Option<u32>,
    /// From this many empty squares on, positions are labelled by the exact
    /// solver (default: the full run's).
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=24))]
    exact_empties: Option<u32>,
}

#[derive(Serialize)]
struct TrainReport {
    setup: TrainSetup,
    rounds: Vec<RoundReport>,
    bytes: usize,
    seconds: f64,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    if args.size == Size::Four {
        return Err(CliError::TrainSize);
    }
    let mut setup = TrainSetup::full(args.size, args.seed);
    setup.games = args.games.unwrap_or(setup.games);
    setup.rounds = args.rounds.unwrap_or(setup.rounds);
    setup.exact_empties = args.exact_empties.unwrap_or(setup.exact_empties);
    let mut bar = output.bar("training");
    let started = Instant::now();
    let (weights, rounds) = train(&setup, &mut bar);
    bar.finish();
    let bytes = weights.to_bytes();
    files::write(&args.out, &bytes)?;
    let report = TrainReport {
        setup,
        rounds,
        bytes: bytes.len(),
        seconds: started.elapsed().as_secs_f64(),
    };
    output.emit(&report, || {
        let mut text = format!(
            "{} games x {} rounds on {} (seed {}) in {:.1} s; {} bytes to {}\n",
            setup.games,
            setup.rounds,
            setup.size,
            setup.seed,
            report.seconds,
            report.bytes,
            args.out.display()
        );
        for round in &report.rounds {
            text += &format!(
                "round {}: {} samples ({} exact), fit error {:.2} discs ({:.2} on exact)\n",
                round.round,
                round.samples,
                round.exact_samples,
                round.fit_error,
                round.exact_fit_error
            );
        }
        text.trim_end().to_string()
    });
    Ok(())
}
