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

/// The file name of `path`, without its folder.
pub fn name_of(path: &Path) -> String {
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

/// The files to open for the record file at `path`: itself, and for a
/// WTHOR database (`.wtb`) the `.JOU` and `.TRN` files of its folder, which
/// name its players and tournaments. Each with its file name.
pub fn record_sources(path: &Path) -> Result<Vec<(String, Vec<u8>)>, CliError> {
    let mut sources = vec![(name_of(path), read(path)?)];
    if is_database(path) {
        sources.extend(names_beside(path)?);
    }
    Ok(sources)
}

/// The games of the record file at `path` (see `record_sources`); bad
/// games are left out.
pub fn read_games(path: &Path) -> Result<Vec<boardlab::records::Record>, CliError> {
    Ok(open_sources(&record_sources(path)?).games)
}

/// Opens files read together (a database with its names files).
pub fn open_sources(sources: &[(String, Vec<u8>)]) -> boardlab::records::Opened {
    let named: Vec<(&str, &[u8])> = sources
        .iter()
        .map(|(name, bytes)| (name.as_str(), bytes.as_slice()))
        .collect();
    boardlab::records::open_files(&named)
}
