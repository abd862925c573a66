//! `boardlab engine`: the NBoard protocol (version 2) on standard input
//! and output, for NBoard and other GUIs or match programs (docs/engine.md).

use crate::args::Threads;
use crate::error::CliError;
use crate::output::Output;
use boardlab::input;
use boardlab::nboard::{serve, Ending, Fault, Setup, MAX_NBOARD_DEPTH};
use std::io::BufReader;

#[derive(clap::Args)]
pub struct Args {
    /// NBoard's depth (1 to 60) until the GUI sends `set depth`: the
    /// midgame search's plies, and where the exact solver takes over
    /// (docs/engine.md). Default: `strong`'s own limits.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=i64::from(MAX_NBOARD_DEPTH)))]
    depth: Option<u32>,
    /// Misbehave on purpose after N proper answers to `go`, to test
    /// programs that drive engines: illegal:N, crash:N or hang:N.
    #[arg(long, hide = true)]
    fault: Option<Fault>,
    /// The longest command line read, in bytes (default 1 MiB): a longer
    /// one is answered with a `status` and skipped.
    #[arg(long, value_name = "BYTES", default_value_t = input::DEFAULT_LINE as u64,
          value_parser = clap::value_parser!(u64).range(64..=1 << 30))]
    max_line: u64,
    #[command(flatten)]
    threads: Threads,
}

pub fn run(args: Args, _output: Output) -> Result<(), CliError> {
    let input = BufReader::new(std::io::stdin());
    let setup = Setup {
        depth: args.depth,
        fault: args.fault,
        line_cap: args.max_line as usize,
        threads: args.threads.count(),
    };
    let ending = serve(input, std::io::stdout().lock(), setup).map_err(CliError::EngineIo)?;
    if ending == Ending::Crash {
        std::process::exit(3);
    }
    Ok(())
}
