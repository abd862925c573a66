//! Gzip (RFC 1952) as record files come packed: one or more members, each
//! a header (its optional name, comment and extra fields skipped), raw
//! DEFLATE data inflated by miniz_oxide (pure Rust, so the page reads it
//! too), and an 8-byte trailer. The trailer's CRC is not checked: every
//! game read from the text is checked move by move anyway.

use miniz_oxide::inflate::stream::{inflate, InflateState};
use miniz_oxide::{DataFormat, MZError, MZFlush, MZStatus};

/// Why gzip data stops early.
#[derive(Clone, Copy, Debug, PartialEq, Eq, thiserror::Error)]
pub enum GzipFault {
    #[error("its gzip header is not valid")]
    Header,
    #[error("its compressed data is damaged")]
    Data,
    #[error("it ends inside its compressed data")]
    Truncated,
    #[error("it unpacks to more than {} (the cap on one input; --max-input raises it)", crate::input::size(*.0 as u64))]
    TooLarge(usize),
}

const MAGIC: [u8; 2] = [0x1f, 0x8b];
const DEFLATE: u8 = 8;
const TRAILER: usize = 8;

/// Whether `bytes` start like gzip data.
pub(super) fn is_gzip(bytes: &[u8]) -> bool {
    bytes.starts_with(&MAGIC)
}

/// The bytes packed in `bytes`, at most `limit` of them: what unpacked
/// before a fault, and the fault.
pub(super) fn unpack(bytes: &[u8], limit: usize) -> (Vec<u8>, Option<GzipFault>) {
    let mut unpacked = Vec::new();
    let mut rest = bytes;
    let mut chunk = vec![0u8; 1 << 16];
    loop {
        let Some(mut data) = member_data(rest) else {
            return (unpacked, Some(GzipFault::Header));
        };
        let mut state = InflateState::new_boxed(DataFormat::Raw);
        loop {
            let result = inflate(&mut state, data, &mut chunk, MZFlush::None);
            data = &data[result.bytes_consumed..];
            let written = &chunk[..result.bytes_written];
            // Grow by doubling, but never past the limit and a chunk: a
            // bomb holds at most that, not twice the limit.
            if unpacked.capacity() - unpacked.len() < written.len() {
                let wanted = (2 * unpacked.capacity()).max(unpacked.len() + written.len());
                let most = limit.saturating_add(chunk.len());
                unpacked.reserve_exact(wanted.min(most) - unpacked.len());
            }
            unpacked.extend_from_slice(written);
            if unpacked.len() > limit {
                unpacked.truncate(limit);
                return (unpacked, Some(GzipFault::TooLarge(limit)));
            }
            let stalled = result.bytes_consumed == 0 && result.bytes_written == 0;
            match result.status {
                Ok(MZStatus::StreamEnd) => break,
                Ok(_) if !stalled => {}
                Ok(_) | Err(MZError::Buf) => return (unpacked, Some(GzipFault::Truncated)),
                Err(_) => return (unpacked, Some(GzipFault::Data)),
            }
        }
        rest = data.get(TRAILER..).unwrap_or_default();
        // Another member follows, or the end (padding after it is ignored).
        if !is_gzip(rest) {
            return (unpacked, None);
        }
    }
}

/// The DEFLATE data of the member `bytes` start with, after its header.
fn member_data(bytes: &[u8]) -> Option<&[u8]> {
    const TEXT_CHECK: u8 = 2;
    const EXTRA: u8 = 4;
    const NAME: u8 = 8;
    const COMMENT: u8 = 16;
    if !is_gzip(bytes) || *bytes.get(2)? != DEFLATE {
        return None;
    }
    let flags = *bytes.get(3)?;
    let mut at = 10;
    if flags & EXTRA != 0 {
        let length = u16::from_le_bytes([*bytes.get(at)?, *bytes.get(at + 1)?]);
        at += 2 + usize::from(length);
    }
    for field in [NAME, COMMENT] {
        if flags & field != 0 {
            // A NUL-terminated string.
            at += bytes.get(at..)?.iter().position(|&byte| byte == 0)? + 1;
        }
    }
    if flags & TEXT_CHECK != 0 {
        at += 2;
    }
    bytes.get(at..)
}
