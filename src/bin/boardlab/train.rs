//! `boardlab train`: the learned evaluation's weights. With no step, the
//! self-play run from scratch (`boardlab::eval::train`); the steps build
//! weights from real games instead (`boardlab::eval::dataset`):
//! `label` solves the games of record files (and random and self-play
//! games) into labelled samples, one shard at a time (`merge` joins the
//! shards); `fit` fits weights to samples; `measure` gives an evaluation's
//! mean error on samples.

use crate::args::Band;
use crate::error::CliError;
use crate::files;
use crate::output::Output;
use boardlab::board::{Board, Size};
use boardlab::eval::dataset::{
    self, read_samples, write_samples, LabelSetup, Measured, Sample, Task,
};
use boardlab::eval::train::{
    fit, leans, mean_errors, self_play_samples, train, PhaseLean, RoundReport, TrainSetup,
};
use boardlab::eval::Weights;
use boardlab::players::{EvalChoice, StrongPlayer, MAX_STRONG_DEPTH};
use boardlab::records;
use boardlab::records::report::{ErrorEntry, RecordsReport};
use boardlab::shard::Shard;
use serde::Serialize;
use std::path::{Path, PathBuf};
use std::sync::Arc;
use std::time::Instant;

#[derive(clap::Args)]
#[command(args_conflicts_with_subcommands = true)]
pub struct Args {
    #[command(subcommand)]
    step: Option<Step>,
    #[command(flatten)]
    selfplay: SelfPlayArgs,
}

#[derive(clap::Subcommand)]
enum Step {
    /// Label the positions of record files' games (and of random games)
    /// by the exact solver, into a samples file.
    Label(LabelArgs),
    /// Join samples files (e.g. the shards of one `label` job) into one.
    Merge(MergeArgs),
    /// Fit weights to samples files.
    Fit(FitArgs),
    /// The mean error of an evaluation (or a search) on samples files.
    Measure(MeasureArgs),
    /// An evaluation's lean, phase by phase, black's turns and white's
    /// apart, against samples files (every label, e.g. real games' results).
    Lean(LeanArgs),
}

#[derive(clap::Args)]
struct MergeArgs {
    /// Samples files, joined in this order.
    #[arg(long = "samples", value_name = "FILE", required = true)]
    samples: Vec<PathBuf>,
    /// The samples file to write.
    #[arg(long)]
    out: PathBuf,
}

#[derive(clap::Args)]
struct LeanArgs {
    /// Samples files (from `train label`, e.g. `--from-results`).
    #[arg(long = "samples", value_name = "FILE", required = true)]
    samples: Vec<PathBuf>,
    /// A weights file (default: the built-in 8x8 weights).
    #[arg(long)]
    weights: Option<PathBuf>,
}

#[derive(clap::Args)]
struct SelfPlayArgs {
    /// Board size: 6 or 8.
    #[arg(long, default_value = "8")]
    size: Size,
    /// The run's seed: the same seed gives the same weights.
    #[arg(long, default_value = "1")]
    seed: u64,
    /// Where to write the weights (data/eval8.bin, data/eval6.bin are built
    /// in); needed by the self-play run.
    #[arg(long)]
    out: Option<PathBuf>,
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

#[derive(clap::Args)]
struct LabelArgs {
    /// Game files (WTHOR .wtb, GGF, move lists: whatever `records` opens).
    #[arg(long = "file", value_name = "FILE")]
    files: Vec<PathBuf>,
    /// Also this many games of uniformly random moves (8x8).
    #[arg(long, default_value = "0", value_parser = clap::value_parser!(u32).range(0..=10_000_000))]
    random: u32,
    /// Also this many self-play games of the built-in weights, played and
    /// labelled as the self-play run's later rounds do (a random opening,
    /// searches, exact from its exact empties).
    #[arg(long, default_value = "0", value_parser = clap::value_parser!(u32).range(0..=10_000_000))]
    self_play: u32,
    /// The weights the self-play games search with (default: the built-in
    /// 8x8 weights).
    #[arg(long, requires = "self_play")]
    weights: Option<PathBuf>,
    /// The self-play games' random openings: A-B uniformly random plies
    /// before the searches take over (default: the self-play run's 0-22).
    /// Long openings give the lopsided positions of random games.
    #[arg(long, value_name = "A-B", requires = "self_play")]
    random_plies: Option<Band>,
    /// The random games' seed (and the self-play games').
    #[arg(long, default_value = "1")]
    seed: u64,
    /// From this many empty squares on, every position is solved exactly;
    /// earlier ones take the value of the first solved one.
    #[arg(long, default_value = "22", value_parser = clap::value_parser!(u32).range(0..=26))]
    exact_empties: u32,
    /// Only shard I of N of the games, self-play games included (every
    /// shard computes the same split; `train merge` joins the shards).
    #[arg(long)]
    shard: Option<Shard>,
    /// Label the files' games by the outcome they record instead of
    /// solving (WTHOR's theoretical score where it has one, else the
    /// result): no exact labels, no solving; games without an outcome are
    /// left out.
    #[arg(long)]
    from_results: bool,
    /// Keep only positions with this many empties, A-B (default: all).
    #[arg(long, value_name = "A-B")]
    empties: Option<Band>,
    /// At most this many positions of each game (drawn from the seed),
    /// for test sets whose positions should come from many games.
    #[arg(long)]
    per_game: Option<usize>,
    /// The samples file to write; one that already holds a whole shard is
    /// kept (so a stopped run resumes).
    #[arg(long)]
    out: PathBuf,
}

#[derive(clap::Args)]
struct FitArgs {
    /// Samples files (from `train label`).
    #[arg(long = "samples", value_name = "FILE", required = true)]
    samples: Vec<PathBuf>,
    /// Empties per phase.
    #[arg(long, default_value = "4", value_parser = clap::value_parser!(u32).range(1..=60))]
    phase_width: u32,
    /// Passes of gradient descent.
    #[arg(long, default_value = "10", value_parser = clap::value_parser!(u32).range(1..=1000))]
    epochs: u32,
    #[arg(long, default_value = "1")]
    seed: u64,
    /// Where to write the weights.
    #[arg(long)]
    out: PathBuf,
}

#[derive(clap::Args)]
struct MeasureArgs {
    /// Samples files (exactly labelled positions are measured).
    #[arg(long = "samples", value_name = "FILE", required = true)]
    samples: Vec<PathBuf>,
    /// Only positions with this many empties, A-B.
    #[arg(long, value_name = "A-B")]
    empties: Option<Band>,
    /// A weights file to measure instead of the built-in evaluation.
    #[arg(long)]
    weights: Option<PathBuf>,
    /// The hand-set evaluation instead.
    #[arg(long, conflicts_with = "weights")]
    classic: bool,
    /// Plies searched (0: the evaluation itself).
    #[arg(long, default_value = "0", value_parser = clap::value_parser!(u32).range(0..=MAX_STRONG_DEPTH as i64))]
    depth: u32,
    /// Print every position's board string, exact value and estimate.
    #[arg(long)]
    list: bool,
}

pub fn run(args: Args, output: Output) -> Result<(), CliError> {
    match args.step {
        None => run_selfplay(args.selfplay, output),
        Some(Step::Label(args)) => run_label(args, output),
        Some(Step::Merge(args)) => run_merge(args, output),
        Some(Step::Fit(args)) => run_fit(args, output),
        Some(Step::Measure(args)) => run_measure(args, output),
        Some(Step::Lean(args)) => run_lean(args, output),
    }
}

#[derive(Serialize)]
struct TrainReport {
    setup: TrainSetup,
    rounds: Vec<RoundReport>,
    bytes: usize,
    seconds: f64,
}

fn run_selfplay(args: SelfPlayArgs, output: Output) -> Result<(), CliError> {
    if args.size == Size::Four {
        return Err(CliError::TrainSize);
    }
    let out = args.out.ok_or(CliError::TrainOut)?;
    let mut setup = TrainSetup::full(args.size, args.seed);
    setup.games = args.games.unwrap_or(setup.games);
    setup.rounds = args.rounds.unwrap_or(setup.rounds);
    setup.exact_empties = args.exact_empties.unwrap_or(setup.exact_empties);
    let mut bar = output.bar("training");
    let started = Instant::now();
    let (weights, rounds) = train(&setup, &mut bar);
    bar.finish();
    let bytes = weights.to_bytes();
    files::write(&out, &bytes)?;
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
            out.display()
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

#[derive(Serialize)]
struct LabelReport {
    games: usize,
    samples: usize,
    exact_samples: usize,
    resumed: bool,
    seconds: f64,
    /// What could not be read from the record files, by file.
    errors: Vec<ErrorEntry>,
}

fn run_label(args: LabelArgs, output: Output) -> Result<(), CliError> {
    let started = Instant::now();
    if args.out.exists() {
        if let Ok(samples) = read_samples(&files::read(&args.out)?) {
            let report = LabelReport {
                games: 0,
                samples: samples.len(),
                exact_samples: exact_count(&samples),
                resumed: true,
                seconds: 0.0,
                errors: Vec::new(),
            };
            return emit_label(&report, &args.out, output);
        }
    }
    let mut tasks = Vec::new();
    // A file that cannot be read is named, and the others are read.
    let mut read = RecordsReport::default();
    for path in &args.files {
        let name = path.display().to_string();
        let opened = files::read(path).and_then(|bytes| {
            let exact_at = files::is_database(path)
                .then(|| records::wthor::theoretical_depth(&bytes))
                .flatten();
            Ok((files::open_read(path, &bytes, &[])?, exact_at))
        });
        match opened {
            Ok((opened, exact_at)) => {
                read.count(&name, &opened);
                tasks.extend(
                    opened
                        .games
                        .iter()
                        .filter_map(|record| Task::of_record(record, args.from_results, exact_at)),
                );
            }
            Err(error) => read.reject(&name, &files::unread(&name, &error)),
        }
    }
    if !args.files.is_empty() && read.files.iter().all(|file| file.games == 0) {
        return Err(CliError::NothingRead(read.errors));
    }
    tasks.extend((0..u64::from(args.random)).map(Task::Random));
    let shard = args.shard.unwrap_or(Shard::WHOLE);
    let weights = vec![1; tasks.len()];
    let tasks = shard.select(tasks, &weights);
    let mut games = tasks.len();
    let setup = LabelSetup {
        exact_empties: args.exact_empties,
        seed: args.seed,
        empties: args.empties.map(|band| band.least..=band.most),
        per_game: args.per_game,
    };
    let mut bar = output.bar("labelling");
    let mut samples = dataset::label(tasks, &setup, &mut bar);
    bar.finish();
    if args.self_play > 0 {
        let weights = match &args.weights {
            Some(path) => Arc::new(read_weights(path)?),
            None => boardlab::eval::builtin(Size::Eight).ok_or(CliError::TrainSize)?,
        };
        let mut bar = output.bar("self-play");
        let mut setup = TrainSetup::full(Size::Eight, args.seed);
        if let Some(plies) = args.random_plies {
            (setup.opening_min, setup.opening_max) = (plies.least, plies.most);
        }
        let numbers: Vec<u64> = (0..u64::from(args.self_play)).collect();
        let numbers = shard.select(numbers, &vec![1; args.self_play as usize]);
        games += numbers.len();
        let mut played = self_play_samples(&setup, &weights, &numbers, &mut bar);
        bar.finish();
        if let Some(band) = args.empties {
            played.retain(|sample| band.holds(sample.empties(Size::Eight)));
        }
        samples.extend(played);
    }
    files::write_whole(&args.out, &write_samples(&samples))?;
    let report = LabelReport {
        games,
        samples: samples.len(),
        exact_samples: exact_count(&samples),
        resumed: false,
        seconds: started.elapsed().as_secs_f64(),
        errors: read.errors,
    };
    emit_label(&report, &args.out, output)
}

fn emit_label(report: &LabelReport, out: &Path, output: Output) -> Result<(), CliError> {
    output.emit(report, || {
        if report.resumed {
            format!(
                "{} already holds {} samples ({} exact): kept",
                out.display(),
                report.samples,
                report.exact_samples
            )
        } else {
            format!(
                "{}{} games labelled in {:.1} s: {} samples ({} exact) to {}",
                files::error_lines(&report.errors),
                report.games,
                report.seconds,
                report.samples,
                report.exact_samples,
                out.display()
            )
        }
    });
    Ok(())
}

fn read_all(paths: &[PathBuf]) -> Result<Vec<Sample>, CliError> {
    let mut samples = Vec::new();
    for path in paths {
        let bytes = files::read(path)?;
        samples.extend(read_samples(&bytes).map_err(|source| CliError::Samples {
            path: path.clone(),
            source,
        })?);
    }
    Ok(samples)
}

/// How many of `samples` are labelled exactly.
fn exact_count(samples: &[Sample]) -> usize {
    samples.iter().filter(|sample| sample.exact).count()
}

#[derive(Serialize)]
struct MergeReport {
    files: usize,
    samples: usize,
    exact_samples: usize,
}

/// Every sample of the files, checked as `fit` reads them, in one file.
fn run_merge(args: MergeArgs, output: Output) -> Result<(), CliError> {
    let samples = read_all(&args.samples)?;
    files::write_whole(&args.out, &write_samples(&samples))?;
    let report = MergeReport {
        files: args.samples.len(),
        samples: samples.len(),
        exact_samples: exact_count(&samples),
    };
    output.emit(&report, || {
        format!(
            "{} files: {} samples ({} exact) to {}",
            report.files,
            report.samples,
            report.exact_samples,
            args.out.display()
        )
    });
    Ok(())
}

#[derive(Serialize)]
struct FitReport {
    samples: usize,
    exact_samples: usize,
    phase_width: u32,
    epochs: u32,
    fit_error: f64,
    exact_fit_error: f64,
    bytes: usize,
    seconds: f64,
}

fn run_fit(args: FitArgs, output: Output) -> Result<(), CliError> {
    let started = Instant::now();
    let samples = read_all(&args.samples)?;
    let weights = fit(
        &samples,
        Size::Eight,
        args.phase_width,
        args.epochs,
        args.seed,
    );
    let (fit_error, exact_fit_error) = mean_errors(&weights, &samples);
    let bytes = weights.to_bytes();
    files::write(&args.out, &bytes)?;
    let report = FitReport {
        samples: samples.len(),
        exact_samples: exact_count(&samples),
        phase_width: args.phase_width,
        epochs: args.epochs,
        fit_error,
        exact_fit_error,
        bytes: bytes.len(),
        seconds: started.elapsed().as_secs_f64(),
    };
    output.emit(&report, || {
        format!(
            "{} samples ({} exact), fit error {:.2} discs ({:.2} on exact), {} bytes to {} in {:.1} s",
            report.samples,
            report.exact_samples,
            report.fit_error,
            report.exact_fit_error,
            report.bytes,
            args.out.display(),
            report.seconds
        )
    });
    Ok(())
}

#[derive(Serialize)]
struct MeasureReport {
    depth: u32,
    #[serde(flatten)]
    measured: Measured,
}

/// The 8x8 weights file at `path` (the samples and self-play are 8x8).
fn read_weights(path: &Path) -> Result<Weights, CliError> {
    let weights = Weights::from_bytes(&files::read(path)?).map_err(|source| CliError::Weights {
        path: path.to_path_buf(),
        source,
    })?;
    if weights.size() != Size::Eight {
        return Err(CliError::WeightsSize {
            path: path.to_path_buf(),
            size: weights.size(),
        });
    }
    Ok(weights)
}

#[derive(Serialize)]
struct LeanReport {
    leans: Vec<PhaseLean>,
}

fn run_lean(args: LeanArgs, output: Output) -> Result<(), CliError> {
    let samples = read_all(&args.samples)?;
    let weights = match &args.weights {
        Some(path) => read_weights(path)?,
        None => (*boardlab::eval::builtin(Size::Eight).expect("8x8 weights are built in")).clone(),
    };
    let report = LeanReport {
        leans: leans(&weights, &samples),
    };
    output.emit(&report, || {
        let lines: Vec<String> = report
            .leans
            .iter()
            .map(|lean| {
                format!(
                    "phase {:2}: lean {:+.2} with an even number of empties (black to move), {:+.2} odd ({} samples)",
                    lean.phase, lean.even, lean.odd, lean.samples
                )
            })
            .collect();
        lines.join("\n")
    });
    Ok(())
}

fn run_measure(args: MeasureArgs, output: Output) -> Result<(), CliError> {
    let mut samples = read_all(&args.samples)?;
    samples.retain(|sample| {
        sample.exact
            && args
                .empties
                .is_none_or(|band| band.holds(sample.empties(Size::Eight)))
    });
    let choice = if args.classic {
        EvalChoice::Classic
    } else if let Some(path) = &args.weights {
        EvalChoice::Weights(Arc::new(read_weights(path)?))
    } else {
        EvalChoice::Learned
    };
    let mut player = StrongPlayer::with_evaluation(None, choice);
    let mut lines = Vec::new();
    let measured = dataset::measure(&samples, |board| {
        let (value, _) = player.search_value(board, args.depth);
        if args.list {
            lines.push(format!(
                "{board} {:+.0} {value:+.2}",
                exact_of(&samples, board)
            ));
        }
        value
    });
    let report = MeasureReport {
        depth: args.depth,
        measured,
    };
    output.emit(&report, || {
        let mut text = lines.join("\n");
        if !text.is_empty() {
            text.push('\n');
        }
        text + &format!(
            "{} positions, depth {}: mean error {:.2} discs, mean lean {:+.2}",
            report.measured.positions,
            report.depth,
            report.measured.mean_error,
            report.measured.mean_lean
        )
    });
    Ok(())
}

/// The exact label of the sample whose position is `board`.
fn exact_of(samples: &[Sample], board: &Board) -> f32 {
    samples
        .iter()
        .find(|sample| sample.player == board.player().0 && sample.opponent == board.opponent().0)
        .map_or(f32::NAN, |sample| sample.target)
}
