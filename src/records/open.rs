//! Opening record files by name and content: the one entry point every
//! face uses (the page's file picker, paste and drop; the CLI's `--file`).

use super::wthor::{self, Names};
use super::{ggf, text, FileFault, Record, RecordError};

/// The games a file holds, up to its first error, and that error.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Opened {
    pub games: Vec<Record>,
    pub error: Option<RecordError>,
}

impl From<(Vec<Record>, Option<RecordError>)> for Opened {
    fn from((games, error): (Vec<Record>, Option<RecordError>)) -> Opened {
        Opened { games, error }
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
/// database (`.wtb`, names shown as numbers), OBF board lines or a move
/// string.
pub fn open(name: &str, bytes: &[u8]) -> Opened {
    open_files(&[(name, bytes)])
}

/// Opens files chosen together: a `.wtb` with its `.JOU` and `.TRN` for
/// names, or else the first text file.
pub fn open_files(files: &[(&str, &[u8])]) -> Opened {
    let of_kind = |wanted| {
        files
            .iter()
            .find(|(name, bytes)| kind(name, bytes) == wanted)
            .map(|(_, bytes)| *bytes)
    };
    if let Some(database) = of_kind(Kind::Database) {
        let names = Names::read(of_kind(Kind::Players), of_kind(Kind::Tournaments));
        return wthor::read(database, &names).into();
    }
    let Some(text) = of_kind(Kind::Text) else {
        let error = match files.first() {
            Some((name, _)) => FileFault::NamesOnly(name.to_string()),
            None => FileFault::Empty,
        };
        return (Vec::new(), Some(RecordError::File(error))).into();
    };
    read_text(&decode(text))
}

/// UTF-8, else latin-1 (older GGF files), byte for character.
fn decode(bytes: &[u8]) -> String {
    match std::str::from_utf8(bytes) {
        Ok(text) => text.to_string(),
        Err(_) => bytes.iter().map(|&byte| byte as char).collect(),
    }
}

/// Opens pasted or file text: GGF, board lines or a move string.
pub fn read_text(text: &str) -> Opened {
    let trimmed = text.trim_start_matches('\u{feff}').trim();
    if trimmed.is_empty() {
        return (Vec::new(), Some(RecordError::File(FileFault::Empty))).into();
    }
    if trimmed.starts_with("(;") {
        return ggf::read(trimmed).into();
    }
    if text::is_board_line(trimmed) {
        return text::read_board_lines(trimmed).into();
    }
    text::read_moves(trimmed).into()
}
