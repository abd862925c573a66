//! `boardlab arena --black P --white P --games N --seed S`: many games
//! between two players, with the summaries of seed 003.

use crate::error::CliError;
use crate::files;
use crate::output::Output;
use boardlab::board::Size;
use boardlab::board::Square;
use boardlab::notation::read_game;
use boardlab::players::arena::{run_arena_until, ArenaSetup};
use boardlab::players::report::ArenaReport;
use boardlab::players::PlayerSpec;
use std::path::{Path, PathBuf};
use std::sync::atomic::{AtomicI32, Ordering};
use std::sync::Arc;
use std::time::{Duration, Instant};

#[derive(clap::Args)]
pub struct Args {
    /// The black player: random, three-ply, strong, strong:N, classic,
    /// classic:N, or nboard:COMMAND (an engine that speaks the NBoard
    /// protocol, started by COMMAND; it loses a game where it stops, gives
    /// no answer in time or answers an illegal move).
    #[arg(long)]
    black: PlayerSpec,
    /// The white player.
    #[arg(long)]
    white: PlayerSpec,
    /// Number of games.
    #[arg(long, value_parser = clap::value_parser!(u32).range(1..=10_000_000))]
    games: u32,
    /// The run's seed: the same seed gives the same games.
    #[arg(long)]
    seed: u64,
    /// Board size: 4, 6 or 8.
    #[arg(long, default_value = "8")]
    size: Size,
    /// Random plies at the start of every game, drawn from the game's
    /// generator (so from the run's seed): deterministic players then meet
    /// in many positions instead of replaying one game.
    #[arg(long, default_value = "0", value_parser = clap::value_parser!(u32).range(0..=60))]
    openings: u32,
    /// A file of opening lines, one move string a line (such as the XOT
    /// list): every game first plays one of them, drawn from the run's
    /// seed, then --openings random plies.
    #[arg(long)]
    opening_lines: Option<PathBuf>,
    /// Milliseconds of midgame search per move for both players, instead of
    /// their depth and node limits (without a depth, `strong` and `classic`
    /// then deepen until the time is up; the exact solver near the end is
    /// not timed). Games then depend on the machine's speed and load, so
    /// the same seed no longer gives the same games. An nboard: engine must
    /// answer within twice this and a second (else within 60 s).
    #[arg(long, value_parser = clap::value_parser!(u64).range(1..=600_000))]
    move_time: Option<u64>,
    /// Empty squares from which strong and classic players solve exactly
    /// (default 16), e.g. to match another engine's setting.
    #[arg(long, value_parser = clap::value_parser!(u32).range(0..=30))]
    exact_empties: Option<u32>,
    /// Leave out each game's move string from the JSON: games are then
    /// tallied as they end and not kept, so memory does not grow with
    /// --games.
    #[arg(long)]
    no_records: bool,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    let setup = ArenaSetup {
        black: args.black,
        white: args.white,
        games: args.games,
        seed: args.seed,
        size: args.size,
        openings: args.openings,
        opening_lines: match &args.opening_lines {
            Some(path) => Some(Arc::new(opening_lines(path, args.size)?)),
            None => None,
        },
        move_time: args.move_time.map(Duration::from_millis),
        exact_empties: args.exact_empties,
    };
    let mut bar = output.bar(&format!("{} vs {}", setup.black, setup.white));
    let started = Instant::now();
    catch_stops();
    let stop = || STOPPED_BY.load(Ordering::SeqCst) != 0;
    let mut report = ArenaReport::new(run_arena_until(&setup, &mut bar, &stop, !args.no_records));
    report.seconds = started.elapsed().as_secs_f64();
    bar.finish();
    let signal = STOPPED_BY.load(Ordering::SeqCst);
    if signal != 0 {
        report.stopped = Some(format!(
            "stopped by signal {signal} after {} of {} games",
            report.summary.games, setup.games
        ));
    }
    output.emit(&report, || human_summary(&report));
    if signal != 0 {
        std::process::exit(128 + signal);
    }
    Ok(())
}

/// The signal that asked the run to stop (0: none yet).
static STOPPED_BY: AtomicI32 = AtomicI32::new(0);

/// A first SIGINT, SIGTERM or SIGHUP stops the run after the games in
/// play, which are then reported; a second one ends the process at once.
fn catch_stops() {
    extern "C" fn on_signal(signal: libc::c_int) {
        if STOPPED_BY.swap(signal, Ordering::SeqCst) != 0 {
            // SAFETY: _exit is async-signal-safe.
            unsafe { libc::_exit(128 + signal) }
        }
    }
    for signal in [libc::SIGINT, libc::SIGTERM, libc::SIGHUP] {
        // SAFETY: the handler only touches an atomic and calls _exit, both
        // async-signal-safe.
        unsafe {
            libc::signal(
                signal,
                on_signal as extern "C" fn(libc::c_int) as libc::sighandler_t,
            );
        }
    }
}

/// The lines of an opening file: each non-blank line a move string legal
/// from the start of `size`; an error names the line at fault.
fn opening_lines(path: &Path, size: Size) -> Result<Vec<Vec<Square>>, CliError> {
    let text = files::read_text(path)?;
    let mut lines = Vec::new();
    for (index, line) in text.lines().enumerate() {
        if line.trim().is_empty() {
            continue;
        }
        let game =
            read_game(Some(size), None, line)
                .whole()
                .map_err(|error| CliError::OpeningLine {
                    path: path.to_path_buf(),
                    line: index + 1,
                    error,
                })?;
        lines.push(game.moves().to_vec());
    }
    if lines.is_empty() {
        return Err(CliError::NoOpeningLine(path.to_path_buf()));
    }
    Ok(lines)
}

fn human_summary(report: &ArenaReport) -> String {
    let s = &report.summary;
    let percent = |x: f64| 100.0 * x;
    let mut text = format!(
        "{} (black) vs {} (white), {} games on {}x{} from seed {} in {:.2} s\n\
         black wins {}, white wins {}, draws {}\n\
         black win rate {:.1}% (95% CI {:.1}-{:.1}%), white {:.1}% (95% CI {:.1}-{:.1}%)\n",
        s.black,
        s.white,
        s.games,
        s.size,
        s.size,
        s.seed,
        report.seconds,
        s.black_wins,
        s.white_wins,
        s.draws,
        percent(s.black_win_rate.rate),
        percent(s.black_win_rate.low),
        percent(s.black_win_rate.high),
        percent(s.white_win_rate.rate),
        percent(s.white_win_rate.low),
        percent(s.white_win_rate.high),
    );
    if let Some(count) = s.opening_lines {
        text += &format!("each game opened with one of {count} opening lines\n");
    }
    if let Some(ms) = s.move_time_ms {
        text += &format!("{ms} ms of midgame search a move\n");
    }
    for forfeit in &s.forfeits {
        text += &format!(
            "game {}: {} ({}) forfeits: {}\n",
            forfeit.game, forfeit.side, forfeit.player, forfeit.reason
        );
    }
    if let Some(stopped) = &report.stopped {
        text += &format!("{stopped}\n");
    }
    text += "black's final discs (count: games):";
    for (discs, &games) in s
        .black_discs
        .iter()
        .enumerate()
        .filter(|(_, &games)| games > 0)
    {
        text += &format!(" {discs}:{games}");
    }
    text += "\ncorners taken (rows: black 0-4, columns: white 0-4):\n";
    for row in &s.corners {
        text += &row
            .iter()
            .map(|games| format!("{games:>7}"))
            .collect::<String>();
        text += "\n";
    }
    text.trim_end().to_string()
}
