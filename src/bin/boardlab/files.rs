//! The command line's file reads and writes, each failure named by its
//! action and path (`CliError::File`).

use crate::error::CliError;
use std::path::Path;

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

/// The bytes of the file at `path`.
pub fn read(path: &Path) -> Result<Vec<u8>, CliError> {
    std::fs::read(path).map_err(failed("read", path))
}

/// The text of the file at `path`.
pub fn read_text(path: &Path) -> Result<String, CliError> {
    std::fs::read_to_string(path).map_err(failed("read", path))
}

/// Writes `bytes` to `path`.
pub fn write(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    std::fs::write(path, bytes).map_err(failed("write", path))
}

/// Creates (or empties) the file at `path` for writing.
pub fn create(path: &Path) -> Result<std::fs::File, CliError> {
    std::fs::File::create(path).map_err(failed("create", path))
}

/// Maps a write error on the file at `path`.
pub fn write_failed(path: &Path) -> impl FnOnce(std::io::Error) -> CliError + '_ {
    failed("write", path)
}

/// Writes `bytes` to a file beside `path`, then renames it to `path`: an
/// interrupted write leaves the previous whole file (or none).
pub fn write_whole(path: &Path, bytes: &[u8]) -> Result<(), CliError> {
    let partial = path.with_extension("partial");
    std::fs::write(&partial, bytes)
        .and_then(|()| std::fs::rename(&partial, path))
        .map_err(failed("write", path))
}
