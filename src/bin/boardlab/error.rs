//! Why a command failed, each case naming the argument or file at fault.

use crate::args::Seconds;
use boardlab::board::{Board, Size};
use boardlab::game::MoveError;
use boardlab::gobblet::sample::SampleStalled;
use boardlab::mobility::prove::ModelRejected;
use boardlab::notation::ReadError;
use boardlab::records::report::ErrorEntry;
use boardlab::records::RecordError;
use boardlab::shard::PartialSetError;
use boardlab::solve::book::BookError;
use boardlab::solve::{TableTooLarge, Unfinished};
use boardlab::stoner::MergeError;
use std::path::PathBuf;

#[derive(Debug, thiserror::Error)]
pub enum CliError {
    /// The position's board string, size or moves.
    #[error("{part}: {0}", part = position_part(.0))]
    Position(#[from] ReadError),
    /// The moves the reachable search starts from.
    #[error("--from: {0}")]
    StartMoves(ReadError),
    #[error("{command} works on the {needs} board, not the {found} one")]
    BoardSize {
        command: &'static str,
        needs: Size,
        found: Size,
    },
    #[error(
        "--size 4: the 4x4 board has no learned evaluation (it is solved outright); use 6 or 8"
    )]
    TrainSize,
    #[error("train: give the weights file with --out (or a step: label, fit, measure)")]
    TrainOut,
    #[error("--empties {0:?} is not A-B with 0 <= A <= B <= 60 (for example 20-22)")]
    Band(String),
    #[error("{}: {source}", .path.display())]
    Samples {
        path: PathBuf,
        source: boardlab::eval::dataset::SamplesError,
    },
    #[error("{}: {source}", .path.display())]
    Weights {
        path: PathBuf,
        source: boardlab::eval::WeightsError,
    },
    #[error("{}: weights for {size}, and these samples and games are 8x8", .path.display())]
    WeightsSize { path: PathBuf, size: Size },
    #[error("--book stores wof values only: drop --scoring raw")]
    BookScoring,
    #[error("{}: a {book} book, not {position}", .path.display())]
    BookSize {
        path: PathBuf,
        book: Size,
        position: Size,
    },
    #[error("{}: {source}", .path.display())]
    Book { path: PathBuf, source: BookError },
    #[error("book build --size 8: give the game files whose positions the book holds with --file")]
    BookFiles,
    #[error("book --file: only the 8x8 book is built from games (the {0} book holds every position a perfect player meets)")]
    BookFilesSize(Size),
    #[error("{}: {source}", .path.display())]
    GamesBook {
        path: PathBuf,
        source: boardlab::openings::book::GamesBookError,
    },
    #[error("book build: give the book file with --out (or a shard with --shard I/N)")]
    BookOut,
    #[error("book build --shard: the book is complete: no round is left to split")]
    BookComplete,
    #[error("cannot {action} {}: {source}", .path.display())]
    File {
        action: &'static str,
        path: PathBuf,
        source: std::io::Error,
    },
    /// A partial result that does not read as one.
    #[error("{}: not a partial result: {message}", .path.display())]
    Partial { path: PathBuf, message: String },
    #[error(transparent)]
    PartialSet(#[from] PartialSetError),
    #[error(transparent)]
    CensusMerge(#[from] MergeError),
    #[error("--table-bits: {0}")]
    Table(#[from] TableTooLarge),
    #[error("{0}: too many to solve in that time. {best_only}For an estimate of its value try `boardlab eval` (with --depth), or solve a later position; --seconds gives a solve more time", best_only = if .0.every_move { "Every move's value was asked for: --best-only solves for the best move alone, a fraction of the work (and --threads uses more cores). " } else { "" })]
    Unfinished(#[from] Unfinished),
    #[error("--sample-size: {0}")]
    Sample(#[from] SampleStalled),
    #[error("{}: {source}", .path.display())]
    Record { path: PathBuf, source: RecordError },
    #[error("{}: there is no game {number}: the file holds {count}", .path.display())]
    NoSuchGame {
        path: PathBuf,
        number: usize,
        count: usize,
    },
    #[error("{}: game {number}: {source}", .path.display())]
    RecordMove {
        path: PathBuf,
        number: usize,
        source: MoveError,
    },
    #[error("--empties {}-{}: puzzles have 10 to 22 empties", .0.least, .0.most)]
    PuzzleBand(crate::args::Band),
    #[error(transparent)]
    Db(boardlab::db::DbError),
    #[error("--per-size {0} is not a variant (use 1 or 2)")]
    PerSize(u8),
    #[error("no position with {side} to move reached within {seconds} s")]
    NotFound {
        side: &'static str,
        seconds: Seconds,
    },
    #[error(transparent)]
    Model(#[from] ModelRejected),
    /// A search's board without the count it reports: a bug, not bad input.
    #[error("internal error: {board} does not have {count} moves")]
    WrongCount { board: Board, count: u32 },
    #[error(transparent)]
    GameOver(#[from] boardlab::players::GameOver),
    #[error("{}, line {line}: {error}", .path.display())]
    OpeningLine {
        path: PathBuf,
        line: usize,
        error: ReadError,
    },
    #[error("{}: no opening line in the file", .0.display())]
    NoOpeningLine(PathBuf),
    #[error("--player {0}: an external engine plays in the arena only")]
    ExternalPlayer(String),
    #[error("engine: standard input or output failed: {0}")]
    EngineIo(std::io::Error),
    /// A search's line that does not replay to its board: a bug too.
    #[error("internal error: the line does not reach {0}")]
    LineMisses(Board),
    /// A source over a cap of the bounded reader.
    #[error(transparent)]
    Input(#[from] boardlab::input::InputError),
    #[error("cannot write the output: {0}")]
    Output(std::io::Error),
    /// Record files that gave no game at all, with what was wrong with each.
    #[error("no game could be read: {}", first_errors(.0))]
    NothingRead(Vec<ErrorEntry>),
}

impl CliError {
    /// More fields of the `--json` error object: the `errors` of files
    /// that gave no game.
    pub fn details(&self) -> Option<serde_json::Value> {
        match self {
            CliError::NothingRead(errors) => Some(serde_json::json!({ "errors": errors })),
            _ => None,
        }
    }
}

/// The first errors of files, for a one-line message.
fn first_errors(errors: &[ErrorEntry]) -> String {
    const SHOWN: usize = 3;
    let mut text: Vec<String> = errors
        .iter()
        .take(SHOWN)
        .map(|error| {
            // A message that names its file already (a gzip's damage).
            let name = std::path::Path::new(&error.file)
                .file_name()
                .map_or(String::new(), |name| name.to_string_lossy().into_owned());
            if !name.is_empty() && error.message.starts_with(&format!("{name}: ")) {
                error.message.clone()
            } else {
                format!("{}: {}", error.file, error.message)
            }
        })
        .collect();
    if errors.len() > SHOWN {
        text.push(format!(
            "and {} more errors (--json lists them)",
            errors.len() - SHOWN
        ));
    }
    if text.is_empty() {
        text.push("no file given".to_string());
    }
    text.join("; ")
}

/// The argument that holds the part of a position at fault.
fn position_part(error: &ReadError) -> &'static str {
    match error {
        ReadError::Board(_) => "--board",
        ReadError::SizeMismatch { .. } => "--size",
        ReadError::Moves(_) => "moves",
    }
}
