//! Opening record files by name and content: the one entry point every
//! face uses (the page's file picker, paste and drop; the CLI's `--file`
//! and `records`).

use super::wthor::{self, Names};
use super::{ggf, gzip, logbook, text, FileFault, Record, RecordError};
use std::borrow::Cow;

/// The games a file holds and what is wrong with the others: a bad game is
/// named in `errors` and the games after it are still read.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Opened {
    pub games: Vec<Record>,
    /// Each of `games`' number in the file, from 1 (bad games leave gaps).
    pub numbers: Vec<usize>,
    pub errors: Vec<RecordError>,
    /// The name of the file the games come from (of those chosen together:
    /// the WTHOR database, else the text file), when they come from a file.
    pub file: Option<String>,
}

impl Opened {
    /// Nothing read, for one reason.
    pub(super) fn failed(error: RecordError) -> Opened {
        Opened {
            errors: vec![error],
            ..Opened::default()
        }
    }

    /// Game `number` of the file, read.
    pub(super) fn push(&mut self, number: usize, record: Record) {
        self.numbers.push(number);
        self.games.push(record);
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
    let mut unpacked = Vec::with_capacity(files.len());
    let mut damage = None;
    for (name, bytes) in files {
        let (name, bytes) = match gunzip(name, bytes) {
            Some((inner, bytes, error)) => {
                damage = damage.or(error);
                (Cow::Owned(inner), Cow::Owned(bytes))
            }
            None => (Cow::Borrowed(*name), Cow::Borrowed(*bytes)),
        };
        unpacked.push((name, bytes));
    }
    let mut opened = open_unpacked(&unpacked);
    // The damage first: it explains a broken last game.
    opened.errors.splice(0..0, damage);
    opened
}

fn open_unpacked(files: &[(Cow<str>, Cow<[u8]>)]) -> Opened {
    let file = |wanted| {
        files
            .iter()
            .find(|(name, bytes)| kind(name, bytes) == wanted)
    };
    let of_kind = |wanted| file(wanted).map(|(_, bytes)| bytes.as_ref());
    if let Some((name, database)) = file(Kind::Database) {
        let names = Names::read(of_kind(Kind::Players), of_kind(Kind::Tournaments));
        let mut opened = wthor::read(database, &names);
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
    let mut opened = read_text(&decode(text));
    opened.file = Some(name.to_string());
    opened
}

/// The most a gzipped file may unpack to (ten times Logistello's 23 MB
/// book): a small archive of endless zeros must not exhaust the page's
/// memory.
const UNPACKED_LIMIT: usize = 256 << 20;

/// A gzipped file's inner name (`.gz` taken off) and content, for a file
/// named `.gz` or starting with gzip's magic bytes; damaged data gives what
/// unpacked before the damage, and the damage. `None` for other files.
fn gunzip(name: &str, bytes: &[u8]) -> Option<(String, Vec<u8>, Option<RecordError>)> {
    let named = name.len() > 3
        && name.is_char_boundary(name.len() - 3)
        && name[name.len() - 3..].eq_ignore_ascii_case(".gz");
    if !named && !gzip::is_gzip(bytes) {
        return None;
    }
    let inner = if named { &name[..name.len() - 3] } else { name };
    let (unpacked, fault) = gzip::unpack(bytes, UNPACKED_LIMIT);
    let error = fault.map(|fault| {
        RecordError::File(FileFault::Gzip {
            name: name.to_string(),
            fault,
        })
    });
    Some((inner.to_string(), unpacked, error))
}

/// UTF-8, else latin-1 (older GGF files), byte for character.
fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => bytes.iter().map(|&byte| byte as char).collect(),
    }
}

/// Opens pasted or file text: GGF, board lines, Logistello's book lines,
/// or move strings (one game a line).
pub fn read_text(text: &str) -> Opened {
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if trimmed.is_empty() {
        return Opened::failed(RecordError::File(FileFault::Empty));
    }
    if ggf::is_ggf(trimmed) {
        return ggf::read(trimmed);
    }
    if text::is_board_line(trimmed) {
        return text::read_board_lines(trimmed);
    }
    if logbook::is_logbook(trimmed) {
        return logbook::read(trimmed);
    }
    text::read_move_lines(trimmed)
}
