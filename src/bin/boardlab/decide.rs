//! `boardlab move (MOVES | --board B) [--player P]`: the move a player
//! chooses, its value and where it comes from, so that scripts can set
//! boardlab against other engines.

use crate::args::{PositionArgs, Threads};
use crate::error::CliError;
use crate::output::Output;
use boardlab::board::random::seeded;
use boardlab::players::report::{MoveReport, MoveSource};
use boardlab::players::{decide, Limits, PlayerSpec, Searching};

#[derive(clap::Args)]
pub struct Args {
    #[command(flatten)]
    position: PositionArgs,
    /// The player: random, three-ply, strong, strong:N, classic or classic:N.
    #[arg(long, default_value = "strong")]
    player: PlayerSpec,
    /// The seed of the player's random choices (which of equal moves).
    #[arg(long, default_value = "1")]
    seed: u64,
    /// Threads of a searching player (strong, classic) that names none with @T.
    #[command(flatten)]
    threads: Threads,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    if args.player.is_external() {
        return Err(CliError::ExternalPlayer(args.player.to_string()));
    }
    let board = args.position.position()?;
    // As the play page's player: the strong player opens from the book.
    let mut player = with_threads(&args.player, args.threads.count())
        .build_with(Some(boardlab::openings::book::GamesBook::built_in()), None);
    let report = decide(
        player.as_mut(),
        &board,
        &mut seeded(args.seed),
        Limits::default(),
    )?;
    output.emit(&report, || summary(&report, &args.player));
    Ok(())
}

fn summary(report: &MoveReport, player: &PlayerSpec) -> String {
    let play = report
        .play
        .map_or_else(|| "pass".to_string(), |square| square.to_string());
    let value = report
        .value
        .map_or_else(String::new, |value| format!(", value {value:+.2} discs"));
    let source = match report.source {
        MoveSource::Exact => format!("exact, {} empty squares", report.depth),
        MoveSource::Book => format!("opening book, searches {} plies deep", report.depth),
        MoveSource::Search => format!("search, depth {}", report.depth),
    };
    format!("{player} plays {play}{value} ({source})")
}

/// `player` on `threads` threads, unless it names its own (`strong@T`).
pub fn with_threads(player: &PlayerSpec, threads: usize) -> PlayerSpec {
    match player {
        PlayerSpec::Strong(searching) if searching.threads == 1 => PlayerSpec::Strong(Searching {
            threads: threads as u32,
            ..*searching
        }),
        PlayerSpec::Classic(searching) if searching.threads == 1 => {
            PlayerSpec::Classic(Searching {
                threads: threads as u32,
                ..*searching
            })
        }
        other => other.clone(),
    }
}
