//! The `boardlab` command-line program: parses arguments, calls the engine,
//! prints a human summary or one JSON object (`--json`). No logic lives here.

mod arena;
mod gobblet;
mod output;
mod perft;
mod solve;
mod stoner;

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
    /// Gobblet Gobblers: strong solution by retrograde analysis.
    #[command(subcommand)]
    Gobblet(gobblet::GobbletCommand),
    /// Count the leaves of the game tree to a depth.
    Perft(perft::Args),
    /// Play many games between two players and summarize them.
    Arena(arena::Args),
    /// Solve a position exactly: its value, best moves and every move's value.
    Solve(solve::Args),
    /// Stoner edge traps: census from the start, or check a position.
    #[command(subcommand)]
    Stoner(stoner::Command),
}

fn main() {
    let cli = Cli::parse();
    let result: Result<(), String> = match cli.command {
        Command::Gobblet(command) => gobblet::run(command),
        Command::Perft(args) => perft::run(args),
        Command::Arena(args) => arena::run(args),
        Command::Solve(args) => solve::run(args),
        Command::Stoner(command) => stoner::run(command),
    };
    if let Err(message) = result {
        eprintln!("boardlab: {message}");
        std::process::exit(1);
    }
}
