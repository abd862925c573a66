//! The `boardlab` command-line program: parses arguments, calls the engine,
//! prints a human summary or one JSON object (`--json`). No logic lives here.

mod analyze;
mod arena;
mod args;
mod book;
mod book8;
mod db;
mod decide;
mod engine;
mod error;
mod eval;
mod files;
mod gobblet;
mod mobility;
mod output;
mod partial;
mod perft;
mod puzzles;
mod reach;
mod records;
mod review;
mod solve;
mod stoner;
mod train;

use clap::{Parser, Subcommand};
use output::Output;

#[derive(Parser)]
#[command(
    name = "boardlab",
    version,
    about = "Othello tactics and small-game solving"
)]
struct Cli {
    #[command(flatten)]
    output: Output,
    #[command(flatten)]
    input: files::InputArgs,
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
    /// Opening books of exact values: build (whole or in shards), merge.
    #[command(subcommand)]
    Book(book::Command),
    /// Stoner edge traps: census from the start, or check a position.
    #[command(subcommand)]
    Stoner(stoner::Command),
    /// Legal-move counts, record searches and the bound proof.
    Mobility(mobility::Args),
    /// Is a position reachable from the start?
    Reach(reach::Args),
    /// Review a game: every position's value, the mistakes, stoner marks.
    Review(review::Args),
    /// List the games of record files (GGF, WTHOR, OBF, move lists,
    /// Logistello's book; gzipped or not) and name every bad one.
    Records(records::Args),
    /// A position's value from the evaluation, or a search of some depth.
    Eval(eval::Args),
    /// Every move's value with its source and depth, and the best lines.
    Analyze(analyze::Args),
    /// The move a player chooses, with its value and where it comes from.
    Move(decide::Args),
    /// Speak the NBoard protocol (version 2) on standard input and output.
    Engine(engine::Args),
    /// Make the learned evaluation's weights from scratch (self-play).
    Train(train::Args),
    /// What real games played from a position, and how they ended.
    Db(db::Args),
    /// Endgame puzzles drawn from real games, each solved exactly.
    Puzzles(puzzles::Args),
}

fn main() {
    let cli = Cli::try_parse().unwrap_or_else(|error| usage_error(error));
    let output = cli.output;
    files::set_caps(cli.input);
    let result = match cli.command {
        Command::Gobblet(command) => gobblet::run(command, output),
        Command::Perft(args) => perft::run(args, output),
        Command::Arena(args) => arena::run(args, output),
        Command::Solve(args) => solve::run(args, output),
        Command::Book(command) => book::run(command, output),
        Command::Stoner(command) => stoner::run(command, output),
        Command::Mobility(args) => mobility::run(args, output),
        Command::Reach(args) => reach::run(args, output),
        Command::Review(args) => review::run(args, output),
        Command::Records(args) => records::run(args, output),
        Command::Eval(args) => eval::run(args, output),
        Command::Analyze(args) => analyze::run(args, output),
        Command::Move(args) => decide::run(args, output),
        Command::Engine(args) => engine::run(args, output),
        Command::Train(args) => train::run(args, output),
        Command::Db(args) => db::run(args, output),
        Command::Puzzles(args) => puzzles::run(args, output),
    };
    if let Err(error) = result {
        output.fail(&error.to_string(), error.details(), 1);
    }
}

/// Clap's own errors (usage, help, version) as clap prints them, except
/// that a usage error on a line with `--json` is one JSON object too: the
/// line did not parse, so the flag is looked for in the raw arguments.
fn usage_error(error: clap::Error) -> ! {
    let json = std::env::args_os().any(|arg| arg == "--json");
    if !json || !error.use_stderr() {
        error.exit()
    }
    let text = error.render().to_string();
    let first_line = text.lines().next().unwrap_or_default();
    let message = first_line.strip_prefix("error: ").unwrap_or(first_line);
    Output { json }.fail(message, None, error.exit_code())
}
