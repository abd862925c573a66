//! The command line's file reads and writes, each failure named by its
//! action and path (`CliError::File`). Every read goes through the
//! engine's bounded reader (`boardlab::input`) with the run's caps
//! (`InputArgs`); record files also spend the run's budget of games
//! (`records::Budget`). Every file written appears whole or not at all
//! (written beside, then renamed).

use crate::error::CliError;
use boardlab::input::{self, InputError};
use boardlab::records::report::{ErrorEntry, RecordsReport};
use boardlab::records::{self, Budget, Opened, Record};
use std::io::{BufWriter, Write};
use std::path::{Path, PathBuf};
use std::sync::{Mutex, OnceLock};

/// What one run may read, for every subcommand: the caps of the bounded
/// reader and the budget of games (docs/records.md, "Bounds").
#[derive(clap::Args, Clone, Copy, Debug)]
pub struct InputArgs {
    /// The most one input (a file, standard input) may hold, in MiB; also
    /// the most a gzipped file unpacks to.
    #[arg(long, global = true, value_name = "MIB", default_value_t = input::DEFAULT_BYTES >> 20,
          value_parser = clap::value_parser!(u64).range(1..=1 << 16))]
    pub max_input: u64,
    /// The most games one run reads from its record files, all files
    /// together; the games past it are named as not read.
    #[arg(long, global = true, value_name = "N", default_value_t = Budget::DEFAULT.games as u64,
          value_parser = clap::value_parser!(u64).range(1..=1 << 32))]
    pub max_games: u64,
    /// The most memory the games read may take, in MiB (about 300 bytes a
    /// game and its moves and names).
    #[arg(long, global = true, value_name = "MIB", default_value_t = (Budget::DEFAULT.memory >> 20) as u64,
          value_parser = clap::value_parser!(u64).range(1..=1 << 16))]
    pub max_games_memory: u64,
}

impl InputArgs {
    fn cap(&self) -> u64 {
        self.max_input << 20
    }

    fn budget(&self) -> Budget {
        Budget {
            games: self.max_games as usize,
            memory: (self.max_games_memory << 20) as usize,
            unpacked: self.cap(),
        }
    }
}

/// The run's caps, set once by `main`.
static CAPS: OnceLock<InputArgs> = OnceLock::new();
/// What is left of the run's budget of games.
static BUDGET: Mutex<Option<Budget>> = Mutex::new(None);

/// Sets the run's caps (once, before any read).
pub fn set_caps(caps: InputArgs) {
    let _ = CAPS.set(caps);
}

fn caps() -> InputArgs {
    *CAPS.get().expect("the caps are set before any read")
}

fn failed<'a>(
    action: &'static str,
    path: &'a Path,
) -> impl FnOnce(std::io::Error) -> CliError + 'a {
    move |source| CliError::File {
        action,
        path: path.to_path_buf(),
        source,
    }
}

/// Whether `path` means standard input (`-`).
fn is_standard_input(path: &Path) -> bool {
    path.as_os_str() == "-"
}

/// The bytes of the file at `path` (`-`: standard input), at most the
/// run's `--max-input`.
pub fn read(path: &Path) -> Result<Vec<u8>, CliError> {
    let cap = caps().cap();
    let read = if is_standard_input(path) {
        input::read_all("standard input", std::io::stdin().lock(), cap, None)
    } else {
        let file = std::fs::File::open(path).map_err(failed("read", path))?;
        // A regular file says its length: one too long is refused unread.
        let length = file
            .metadata()
            .ok()
            .filter(std::fs::Metadata::is_file)
            .map(|metadata| metadata.len());
        input::read_all(&path.display().to_string(), file, cap, length)
    };
    read.map_err(|error| match error {
        InputError::Io { error, .. } => failed("read", path)(error),
        error => CliError::Input(error),
    })
}

/// The text of the file at `path`, read as `read` does; bytes that are not
/// UTF-8 read as U+FFFD.
pub fn read_text(path: &Path) -> Result<String, CliError> {
    read(path).map(input::lossy)
}

/// The file name of `path`, without its folder.
pub fn name_of(path: &Path) -> String {
    if is_standard_input(path) {
        return "standard input".to_string();
    }
    path.file_name()
        .map_or(String::new(), |name| name.to_string_lossy().into_owned())
}

fn has_extension(path: &Path, extensions: &[&str]) -> bool {
    path.extension().is_some_and(|extension| {
        let extension = extension.to_string_lossy();
        extensions
            .iter()
            .any(|wanted| extension.eq_ignore_ascii_case(wanted))
    })
}

/// Whether `path` names a WTHOR database (`.wtb`, any case).
pub fn is_database(path: &Path) -> bool {
    has_extension(path, &["wtb"])
}

/// Whether `path` names a WTHOR names file (`.JOU` players, `.TRN`
/// tournaments, any case).
pub fn is_names(path: &Path) -> bool {
    has_extension(path, &["jou", "trn"])
}

/// The WTHOR names files (`.JOU`, `.TRN`) in the folder of `path`, by name
/// and bytes: a database's players and tournaments are named there.
pub fn names_beside(path: &Path) -> Result<Vec<(String, Vec<u8>)>, CliError> {
    let folder = path
        .parent()
        .filter(|folder| !folder.as_os_str().is_empty());
    let mut names = Vec::new();
    for entry in std::fs::read_dir(folder.unwrap_or(Path::new(".")))
        .into_iter()
        .flatten()
        .flatten()
    {
        if is_names(&entry.path()) {
            names.push((name_of(&entry.path()), read(&entry.path())?));
        }
    }
    Ok(names)
}

/// Writes `bytes` to `path` whole: see `write_with`.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    write_with(path, |writer| writer.write_all(bytes))
}

/// The same as `write`: every file is written whole.
pub fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    write(path, bytes)
}

/// Writes the file at `path` with `fill`, through a buffer, to a file
/// beside it that is flushed, synced and then renamed to `path`: a failed
/// or interrupted write (a full disk) leaves the previous whole file, or
/// none, and is an error naming the path.
pub fn write_with(
    path: &Path,
    fill: impl FnOnce(&mut BufWriter<std::fs::File>) -> std::io::Result<()>,
) -> Result<(), CliError> {
    let partial = partial_path(path);
    let written = std::fs::File::create(&partial).and_then(|file| {
        let mut writer = BufWriter::new(file);
        fill(&mut writer)?;
        let file = writer.into_inner().map_err(|error| error.into_error())?;
        file.sync_all()?;
        std::fs::rename(&partial, path)
    });
    if written.is_err() {
        let _ = std::fs::remove_file(&partial);
    }
    written.map_err(failed("write", path))
}

/// The file a write goes to before it is renamed: `NAME.partial` beside.
fn partial_path(path: &Path) -> PathBuf {
    let mut name = path.file_name().unwrap_or_default().to_os_string();
    name.push(".partial");
    path.with_file_name(name)
}

/// Opens the record file at `path`: itself, and for a WTHOR database
/// (`.wtb`) the names files `given`, or else the `.JOU` and `.TRN` files of
/// its folder, which name its players and tournaments; within what is left
/// of the run's budget of games, which it spends.
pub fn open_games(path: &Path, given_names: &[(String, Vec<u8>)]) -> Result<Opened, CliError> {
    open_read(path, &read(path)?, given_names)
}

/// `open_games` of the file at `path` already read as `bytes`.
pub fn open_read(
    path: &Path,
    bytes: &[u8],
    given_names: &[(String, Vec<u8>)],
) -> Result<Opened, CliError> {
    let beside = match (is_database(path), given_names.is_empty()) {
        (true, true) => names_beside(path)?,
        _ => Vec::new(),
    };
    let names = if is_database(path) {
        given_names.iter().chain(&beside)
    } else {
        [].iter().chain(&beside)
    };
    let name = name_of(path);
    let named: Vec<(&str, &[u8])> = std::iter::once((name.as_str(), bytes))
        .chain(names.map(|(name, bytes)| (name.as_str(), bytes.as_slice())))
        .collect();
    let mut left = BUDGET
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner());
    let budget = left.unwrap_or_else(|| caps().budget());
    let opened = records::open_files_within(&named, budget);
    *left = Some(budget.after(&opened));
    Ok(opened)
}

/// The games of several record files, with what was wrong with each: a
/// file that cannot be read at all (missing, over the cap) is named in the
/// report's `errors` and the others are still read. An error when no game
/// could be read from any of them.
pub struct GameFiles {
    /// Each file read with games.
    pub files: Vec<GameFileRead>,
    /// Every file's counts and every error, as `boardlab records` reports
    /// them (its `games` left empty).
    pub report: RecordsReport,
}

/// A record file's games, by its path as given, with each game's number
/// in the file.
pub struct GameFileRead {
    pub name: String,
    pub games: Vec<Record>,
    pub numbers: Vec<usize>,
}

impl GameFiles {
    /// Reads `paths` in order.
    pub fn read(paths: &[PathBuf]) -> Result<GameFiles, CliError> {
        let mut report = RecordsReport::default();
        let mut files = Vec::with_capacity(paths.len());
        for path in paths {
            let name = path.display().to_string();
            match open_games(path, &[]) {
                Ok(opened) => {
                    report.count(&name, &opened);
                    if !opened.games.is_empty() {
                        files.push(GameFileRead {
                            name,
                            games: opened.games,
                            numbers: opened.numbers,
                        });
                    }
                }
                Err(error) => report.reject(&name, &unread(&name, &error)),
            }
        }
        if files.is_empty() {
            return Err(CliError::NothingRead(report.errors));
        }
        Ok(GameFiles { files, report })
    }

    /// The errors found, for a report's `errors`.
    pub fn errors(&self) -> Vec<ErrorEntry> {
        self.report.errors.clone()
    }
}

/// Why the file `name` could not be read, for its entry in `errors` (which
/// names the file already).
pub fn unread(name: &str, error: &CliError) -> String {
    let message = error.to_string();
    match message
        .strip_prefix(name)
        .and_then(|rest| rest.strip_prefix(": "))
    {
        Some(rest) => rest.to_string(),
        None => message,
    }
}

/// The errors of a report as lines for a summary: the first
/// `LISTED` in full, then how many more `--json` lists.
pub fn error_lines(errors: &[ErrorEntry]) -> String {
    const LISTED: usize = 20;
    let mut text = String::new();
    for error in errors.iter().take(LISTED) {
        text += &format!("{}: {}\n", error.file, error.message);
    }
    if errors.len() > LISTED {
        let more = errors.len() - LISTED;
        text += &format!("and {more} more errors (--json lists them all)\n");
    }
    text
}
