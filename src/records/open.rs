//! Opening record files by name and content: the one entry point every
//! face uses (the page's file picker, paste and drop; the CLI's `--file`
//! and `records`).

use super::wthor::{self, Names};
use super::{ggf, gzip, logbook, text, BudgetCap, FileFault, Record, RecordError};
use crate::input;
use std::borrow::Cow;

/// What one run may read from record files, all its files together: the
/// games kept and the memory they take, and the bytes a gzipped file may
/// unpack to. What is over it is not read, and an error says where the
/// reading stopped and which budget was spent (docs/records.md).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Budget {
    pub games: usize,
    /// Bytes the games read may take in memory (`Record::footprint`).
    pub memory: usize,
    /// Bytes one gzipped file may unpack to.
    pub unpacked: u64,
}

impl Budget {
    /// A million games, 256 MiB of them, 256 MiB unpacked from a gzip:
    /// every real collection at hand (Logistello's book, 121,123 games;
    /// PlayOK's 54,366) fits many times over, and a run stays well within
    /// 1 GB whatever its files hold.
    pub const DEFAULT: Budget = Budget {
        games: 1_000_000,
        memory: 256 << 20,
        unpacked: input::DEFAULT_BYTES,
    };

    /// What is left of the budget after `opened`'s games.
    pub fn after(self, opened: &Opened) -> Budget {
        Budget {
            games: self.games.saturating_sub(opened.games.len()),
            memory: self.memory.saturating_sub(opened.memory),
            unpacked: self.unpacked,
        }
    }
}

impl Default for Budget {
    fn default() -> Budget {
        Budget::DEFAULT
    }
}

/// Errors a file lists; the others are counted (`unlisted`), so a file of
/// millions of bad lines holds a bounded list.
pub const LISTED_ERRORS: usize = 1000;

/// The games a file holds and what is wrong with the others: a bad game is
/// named in `errors` and the games after it are still read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Opened {
    pub games: Vec<Record>,
    /// Each of `games`' number in the file, from 1 (bad games leave gaps).
    pub numbers: Vec<usize>,
    /// What is wrong, at most `LISTED_ERRORS` of them, then one that
    /// counts the rest.
    pub errors: Vec<RecordError>,
    /// Errors found beyond those listed.
    pub unlisted: usize,
    /// The name of the file the games come from (of those chosen together:
    /// the WTHOR database, else the text file), when they come from a file.
    pub file: Option<String>,
    /// The memory `games` take (`Record::footprint`).
    pub memory: usize,
    /// What the reading may still keep.
    budget: Budget,
    /// Whether the budget stopped the reading.
    stopped: bool,
}

impl Opened {
    /// Nothing read yet, within `budget`.
    pub(super) fn within(budget: Budget) -> Opened {
        Opened {
            budget,
            ..Opened::default()
        }
    }

    /// Nothing read, for one reason.
    pub(super) fn failed(error: RecordError) -> Opened {
        Opened {
            errors: vec![error],
            ..Opened::default()
        }
    }

    /// Game `number` of the file, read.
    pub(super) fn push(&mut self, number: usize, record: Record) {
        self.memory += record.footprint();
        self.numbers.push(number);
        self.games.push(record);
    }

    /// Names a bad game or a fault of the file; past `LISTED_ERRORS`, only
    /// counts it.
    pub(super) fn reject(&mut self, error: RecordError) {
        if self.errors.len() < LISTED_ERRORS {
            self.errors.push(error);
        } else {
            self.unlisted += 1;
        }
    }

    /// Whether the budget is spent before game `next`: the reading stops
    /// there, and an error says so (once).
    pub(super) fn spent(&mut self, next: usize) -> bool {
        let cap = if self.games.len() >= self.budget.games {
            BudgetCap::Games(self.budget.games)
        } else if self.memory >= self.budget.memory {
            BudgetCap::Memory(self.budget.memory)
        } else {
            return false;
        };
        if !self.stopped {
            self.stopped = true;
            self.errors
                .push(RecordError::File(FileFault::Budget { next, cap }));
        }
        true
    }

    /// Whether the budget stopped the reading.
    pub fn stopped(&self) -> bool {
        self.stopped
    }

    /// Every error found, listed or not (the one that counts those not
    /// listed left out).
    pub fn error_count(&self) -> usize {
        self.errors.len() + self.unlisted.saturating_sub(1)
    }

    /// The reading is over: the errors past the list are named by their
    /// count.
    pub(super) fn close(mut self) -> Opened {
        if self.unlisted > 0 {
            let count = self.unlisted;
            self.errors
                .push(RecordError::File(FileFault::Unlisted(count)));
        }
        self
    }

    /// The first error, the one a short message shows.
    pub fn error(&self) -> Option<&RecordError> {
        self.errors.first()
    }

    /// Game `number` of the file (from 1), if it was read.
    pub fn game(&self, number: usize) -> Option<&Record> {
        let index = self.numbers.binary_search(&number).ok()?;
        self.games.get(index)
    }
}

/// What a file is, by its name's extension, else by its content.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Kind {
    Database,
    Players,
    Tournaments,
    Text,
}

fn kind(name: &str, bytes: &[u8]) -> Kind {
    let extension = name
        .rsplit_once('.')
        .map(|(_, extension)| extension.to_ascii_lowercase());
    match extension.as_deref() {
        Some("wtb") => Kind::Database,
        Some("jou") => Kind::Players,
        Some("trn") => Kind::Tournaments,
        // Binary with the size of whole WTHOR games: a database renamed.
        _ if std::str::from_utf8(bytes).is_err() && bytes.len() % 68 == 16 => Kind::Database,
        _ => Kind::Text,
    }
}

/// Opens one file: a GGF record (`.ggf`, or text starting `(;`), a WTHOR
/// database (`.wtb`, names shown as numbers), OBF board lines, move
/// strings or Logistello's book lines; gzipped (`.gz`) or not.
pub fn open(name: &str, bytes: &[u8]) -> Opened {
    open_files(&[(name, bytes)])
}

/// Opens files chosen together: a `.wtb` with its `.JOU` and `.TRN` for
/// names, or else the first text file. Gzipped files are unpacked first.
pub fn open_files(files: &[(&str, &[u8])]) -> Opened {
    open_files_within(files, Budget::DEFAULT)
}

/// `open_files` within what is left of a run's `budget`.
pub fn open_files_within(files: &[(&str, &[u8])], budget: Budget) -> Opened {
    let mut unpacked = Vec::with_capacity(files.len());
    let mut damage = None;
    for (name, bytes) in files {
        let (name, bytes) = match gunzip(name, bytes, budget.unpacked) {
            Some((inner, bytes, error)) => {
                damage = damage.or(error);
                (Cow::Owned(inner), Cow::Owned(bytes))
            }
            None => (Cow::Borrowed(*name), Cow::Borrowed(*bytes)),
        };
        unpacked.push((name, bytes));
    }
    let mut opened = open_unpacked(&unpacked, budget);
    // The damage first: it explains a broken last game.
    opened.errors.splice(0..0, damage);
    opened.close()
}

fn open_unpacked(files: &[(Cow<str>, Cow<[u8]>)], budget: Budget) -> Opened {
    let file = |wanted| {
        files
            .iter()
            .find(|(name, bytes)| kind(name, bytes) == wanted)
    };
    let named = |wanted| file(wanted).map(|(name, bytes)| (name.as_ref(), bytes.as_ref()));
    if let Some((name, database)) = file(Kind::Database) {
        let (names, faults) = Names::read(named(Kind::Players), named(Kind::Tournaments));
        let mut opened = wthor::read_within(database, &names, budget);
        opened.errors.splice(0..0, faults);
        opened.file = Some(name.to_string());
        return opened;
    }
    let Some((name, text)) = file(Kind::Text) else {
        let error = match files.first() {
            Some((name, _)) => FileFault::NamesOnly(name.to_string()),
            None => FileFault::Empty,
        };
        return Opened::failed(RecordError::File(error));
    };
    let mut opened = read_text_open(&decode(text), budget);
    opened.file = Some(name.to_string());
    opened
}

/// A gzipped file's inner name (`.gz` taken off) and content, at most
/// `limit` bytes of it, for a file named `.gz` or starting with gzip's
/// magic bytes; damaged data gives what unpacked before the damage, and
/// the damage. `None` for other files.
fn gunzip(name: &str, bytes: &[u8], limit: u64) -> Option<(String, Vec<u8>, Option<RecordError>)> {
    let named = name.len() > 3
        && name.is_char_boundary(name.len() - 3)
        && name[name.len() - 3..].eq_ignore_ascii_case(".gz");
    if !named && !gzip::is_gzip(bytes) {
        return None;
    }
    let inner = if named { &name[..name.len() - 3] } else { name };
    let limit = usize::try_from(limit).unwrap_or(usize::MAX);
    let (unpacked, fault) = gzip::unpack(bytes, limit);
    let error = fault.map(|fault| {
        RecordError::File(FileFault::Gzip {
            name: name.to_string(),
            fault,
        })
    });
    Some((inner.to_string(), unpacked, error))
}

/// UTF-8 as it is (no copy), else latin-1 (older GGF files), byte for
/// character, in a string allocated once.
fn decode(bytes: &[u8]) -> Cow<'_, str> {
    match std::str::from_utf8(bytes) {
        Ok(text) => Cow::Borrowed(text),
        Err(_) => {
            let high = bytes.iter().filter(|&&byte| byte >= 0x80).count();
            let mut text = String::with_capacity(bytes.len() + high);
            text.extend(bytes.iter().map(|&byte| byte as char));
            Cow::Owned(text)
        }
    }
}

/// Opens pasted or file text: GGF, board lines, Logistello's book lines,
/// or move strings (one game a line).
pub fn read_text(text: &str) -> Opened {
    read_text_within(text, Budget::DEFAULT)
}

/// `read_text` within what is left of a run's `budget`.
pub fn read_text_within(text: &str, budget: Budget) -> Opened {
    read_text_open(text, budget).close()
}

fn read_text_open(text: &str, budget: Budget) -> Opened {
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if trimmed.is_empty() {
        return Opened::failed(RecordError::File(FileFault::Empty));
    }
    let mut opened = Opened::within(budget);
    if ggf::is_ggf(trimmed) {
        ggf::read_into(trimmed, &mut opened);
    } else if text::is_board_line(trimmed) {
        text::read_board_lines(trimmed, &mut opened);
    } else if logbook::is_logbook(trimmed) {
        logbook::read(trimmed, &mut opened);
    } else {
        text::read_move_lines(trimmed, &mut opened);
    }
    opened
}
