//! The one rule for reading what comes from outside the program: a record
//! file, standard input, a pipe, a GUI's commands, another engine's output.
//! Every source is read with a cap on its bytes, and streams line by line
//! with a cap on a line's length; text is decoded lossily (a byte that is
//! not UTF-8 becomes U+FFFD instead of ending the reading); a cap that is
//! hit is an error naming the source and the cap. Text quoted back in a
//! message is cut to a few dozen characters ([`quote`]), so a 10 MB word
//! is never echoed whole.
//!
//! The caps, their defaults and the flags that raise them are listed in
//! docs/architecture.md ("Input").

use std::fmt;
use std::io::{self, BufRead, Read};

const MIB: u64 = 1 << 20;

/// The most bytes a whole source (a record file, standard input) may hold
/// by default: ten times Logistello's 23 MB book, and the most a gzipped
/// file unpacks to. `--max-input MIB` raises it for one run.
pub const DEFAULT_BYTES: u64 = 256 * MIB;

/// The longest line a command stream (`boardlab engine`'s standard input)
/// may send by default: a `set game` of a whole game is a few kilobytes.
pub const DEFAULT_LINE: usize = 1 << 20;

/// The most characters of outside text a message quotes.
pub const QUOTED_CHARS: usize = 40;

/// Why a source could not be read whole.
#[derive(Debug, thiserror::Error)]
pub enum InputError {
    #[error("{name}: more than {} (the cap on one input; --max-input raises it)", size(*.cap))]
    TooLarge { name: String, cap: u64 },
    #[error("{name}: line {line} is longer than {} (the cap on a line)", size(*.cap as u64))]
    LineTooLong {
        name: String,
        line: usize,
        cap: usize,
    },
    #[error("cannot read {name}: {error}")]
    Io { name: String, error: io::Error },
}

impl InputError {
    /// The source the error is about.
    pub fn name(&self) -> &str {
        match self {
            InputError::TooLarge { name, .. }
            | InputError::LineTooLong { name, .. }
            | InputError::Io { name, .. } => name,
        }
    }
}

/// A byte count as people read it: `256 MiB`, `64 KiB`, `17 bytes`.
pub fn size(bytes: u64) -> String {
    match bytes {
        _ if bytes >= MIB && bytes.is_multiple_of(MIB) => format!("{} MiB", bytes / MIB),
        _ if bytes >= 1024 && bytes.is_multiple_of(1024) => format!("{} KiB", bytes / 1024),
        _ => format!("{bytes} bytes"),
    }
}

/// Reads all of `reader` (the source `name`), at most `cap` bytes: an
/// endless or oversized source is an error as soon as the cap is passed,
/// having held at most `cap` bytes. `expected` is the size the source says
/// it has (a file's length), to allocate once and to refuse an oversized
/// file before reading it.
pub fn read_all(
    name: &str,
    reader: impl Read,
    cap: u64,
    expected: Option<u64>,
) -> Result<Vec<u8>, InputError> {
    let too_large = || InputError::TooLarge {
        name: name.to_string(),
        cap,
    };
    if expected.is_some_and(|length| length > cap) {
        return Err(too_large());
    }
    // One byte past the cap tells an oversized source from a full one.
    let allowed = cap.saturating_add(1);
    let start = expected.unwrap_or(0).min(cap).saturating_add(1);
    let mut bytes = Vec::with_capacity(usize::try_from(start).unwrap_or(usize::MAX));
    let mut limited = reader.take(allowed);
    let mut chunk = vec![0u8; 1 << 16];
    loop {
        let read = match limited.read(&mut chunk) {
            Ok(0) => break,
            Ok(read) => read,
            Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
            Err(error) => {
                return Err(InputError::Io {
                    name: name.to_string(),
                    error,
                })
            }
        };
        bytes.extend_from_slice(&chunk[..read]);
    }
    if bytes.len() as u64 > cap {
        return Err(too_large());
    }
    Ok(bytes)
}

/// Text from bytes: UTF-8 where it is, each other byte U+FFFD.
pub fn lossy(bytes: Vec<u8>) -> String {
    match String::from_utf8(bytes) {
        Ok(text) => text,
        Err(error) => String::from_utf8_lossy(error.as_bytes()).into_owned(),
    }
}

/// `text` for a message: at most `QUOTED_CHARS` characters shown (control
/// characters as escapes, which count as the characters they take), and
/// how long it was when it is cut.
pub fn quote(text: &str) -> String {
    match excerpt(text) {
        (quoted, false) => quoted,
        (quoted, true) => format!("{quoted}… ({} characters)", text.chars().count()),
    }
}

/// The start of `text` that `quote` shows, and whether it is cut there.
fn excerpt(text: &str) -> (String, bool) {
    let mut quoted = String::new();
    let mut shown = 0;
    for c in text.chars() {
        let escaped: String = if c.is_control() {
            c.escape_default().collect()
        } else {
            c.to_string()
        };
        let width = escaped.chars().count();
        if shown + width > QUOTED_CHARS {
            return (quoted, true);
        }
        quoted += &escaped;
        shown += width;
    }
    (quoted, false)
}

/// What a [`Lines`] reader gives.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Line {
    /// A whole line, without its end (`\n` or `\r\n`), decoded lossily.
    Text {
        text: String,
        /// Whether some of its bytes were not UTF-8 (and read as U+FFFD).
        undecodable: bool,
    },
    /// A line longer than the cap: its first characters, given as soon as
    /// the cap is passed; the rest of the line is skipped unread.
    TooLong { head: String, cap: usize },
}

/// A stream read line by line, each line at most `cap` bytes: memory stays
/// within the cap whatever the stream sends, an endless line included.
pub struct Lines<R> {
    reader: R,
    cap: usize,
    /// Inside a line that passed the cap: skip to its end.
    skipping: bool,
    /// Bytes read so far (counted also for skipped lines).
    bytes: u64,
}

impl<R: BufRead> Lines<R> {
    pub fn new(reader: R, cap: usize) -> Lines<R> {
        Lines {
            reader,
            cap,
            skipping: false,
            bytes: 0,
        }
    }

    /// Bytes read from the stream so far.
    pub fn bytes(&self) -> u64 {
        self.bytes
    }

    /// The next line; `None` at the end of the stream (a last line without
    /// its end counts as a line).
    pub fn next_line(&mut self) -> Option<io::Result<Line>> {
        let mut line = Vec::new();
        loop {
            let buffer = match self.reader.fill_buf() {
                Ok(buffer) => buffer,
                Err(error) if error.kind() == io::ErrorKind::Interrupted => continue,
                Err(error) => return Some(Err(error)),
            };
            if buffer.is_empty() {
                self.skipping = false;
                return (!line.is_empty()).then(|| Ok(text_line(line)));
            }
            let end = buffer.iter().position(|&byte| byte == b'\n');
            let taken = end.map_or(buffer.len(), |at| at + 1);
            if !self.skipping {
                let room = self.cap + 1 - line.len().min(self.cap + 1);
                line.extend_from_slice(&buffer[..end.unwrap_or(buffer.len()).min(room)]);
            }
            self.reader.consume(taken);
            self.bytes += taken as u64;
            if self.skipping {
                if end.is_some() {
                    self.skipping = false;
                }
                continue;
            }
            if line.len() > self.cap {
                self.skipping = end.is_none();
                line.truncate(4 * QUOTED_CHARS);
                let head = String::from_utf8_lossy(&line).into_owned();
                return Some(Ok(Line::TooLong {
                    head: head.chars().take(QUOTED_CHARS).collect(),
                    cap: self.cap,
                }));
            }
            if end.is_some() {
                return Some(Ok(text_line(line)));
            }
        }
    }
}

impl<R: BufRead> Iterator for Lines<R> {
    type Item = io::Result<Line>;

    fn next(&mut self) -> Option<io::Result<Line>> {
        self.next_line()
    }
}

fn text_line(mut bytes: Vec<u8>) -> Line {
    if bytes.last() == Some(&b'\r') {
        bytes.pop();
    }
    let undecodable = std::str::from_utf8(&bytes).is_err();
    Line::Text {
        text: lossy(bytes),
        undecodable,
    }
}

impl fmt::Display for Line {
    /// The line as a message quotes it.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Line::Text { text, .. } => f.write_str(&quote(text)),
            Line::TooLong { head, .. } => write!(f, "{}…", excerpt(head).0),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn lines(input: &[u8], cap: usize) -> Vec<Line> {
        Lines::new(io::BufReader::with_capacity(7, input), cap)
            .map(Result::unwrap)
            .collect()
    }

    fn text(text: &str) -> Line {
        Line::Text {
            text: text.to_string(),
            undecodable: false,
        }
    }

    #[test]
    fn lines_end_at_newlines_with_or_without_a_carriage_return() {
        assert_eq!(
            lines(b"ping 1\r\ngo\n\nlast", 100),
            [text("ping 1"), text("go"), text(""), text("last")]
        );
    }

    #[test]
    fn an_over_long_line_is_named_once_and_the_next_line_is_read() {
        let mut input = vec![b'x'; 1000];
        input.extend_from_slice(b"\nping\n");
        let read = lines(&input, 10);
        assert_eq!(read.len(), 2, "{read:?}");
        assert!(matches!(&read[0], Line::TooLong { head, cap: 10 } if head.len() <= QUOTED_CHARS));
        assert_eq!(read[1], text("ping"));
        // Exactly the cap is allowed.
        assert_eq!(lines(b"0123456789\n", 10), [text("0123456789")]);
    }

    #[test]
    fn an_endless_line_is_reported_without_reading_it_all() {
        let mut reader = Lines::new(io::BufReader::new(io::repeat(0)), 1 << 10);
        assert!(matches!(reader.next_line(), Some(Ok(Line::TooLong { .. }))));
        assert!(reader.bytes() < 1 << 17, "{} bytes read", reader.bytes());
    }

    #[test]
    fn undecodable_bytes_are_read_lossily() {
        assert_eq!(
            lines(b"status Jos\xe9\n", 100),
            [Line::Text {
                text: "status Jos\u{fffd}".to_string(),
                undecodable: true
            }]
        );
    }

    #[test]
    fn read_all_stops_one_byte_past_its_cap() {
        let error = read_all("/dev/zero", io::repeat(0), 1000, None).unwrap_err();
        assert_eq!(
            error.to_string(),
            "/dev/zero: more than 1000 bytes (the cap on one input; --max-input raises it)"
        );
        assert_eq!(read_all("x", &b"abc"[..], 3, Some(3)).unwrap(), b"abc");
        assert!(
            read_all("x", &b""[..], 3, Some(4)).is_err(),
            "a file said too long"
        );
    }

    #[test]
    fn quotes_are_short_and_printable() {
        assert_eq!(quote("go"), "go");
        assert_eq!(quote("a\u{0}b"), "a\\u{0}b");
        let zeros = quote(&"\u{0}".repeat(1000));
        assert!(zeros.starts_with("\\u{0}\\u{0}"), "{zeros}");
        assert!(zeros.chars().count() < QUOTED_CHARS + 20, "{zeros}");
        let long = "é".repeat(10_000_000);
        let quoted = quote(&long);
        assert!(quoted.ends_with("… (10000000 characters)"), "{quoted}");
        assert!(quoted.chars().count() < 80);
    }

    #[test]
    fn sizes_read_as_people_write_them() {
        assert_eq!(size(256 << 20), "256 MiB");
        assert_eq!(size(64 << 10), "64 KiB");
        assert_eq!(size(1000), "1000 bytes");
    }
}
