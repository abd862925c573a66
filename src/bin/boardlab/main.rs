//! The `boardlab` command-line program: parses arguments, calls the engine,
//! prints a human summary or one JSON object (`--json`). No logic lives here.

mod mobility;
mod output;
mod perft;
mod reach;

use clap::{Parser, Subcommand};

#[derive(Parser)]
#[command(
    name = "boardlab",
    version,
    about = "Othello tactics and small-game solving"
)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Subcommand)]
enum Command {
    /// Count the leaves of the game tree to a depth.
    Perft(perft::Args),
    /// Legal-move counts, record searches and the bound proof.
    Mobility(mobility::Args),
    /// Is a position reachable from the start?
    Reach(reach::Args),
}

fn main() {
    let cli = Cli::parse();
    let result: Result<(), String> = match cli.command {
        Command::Perft(args) => perft::run(args),
        Command::Mobility(args) => mobility::run(args),
        Command::Reach(args) => reach::run(args),
    };
    if let Err(message) = result {
        eprintln!("boardlab: {message}");
        std::process::exit(1);
    }
}
