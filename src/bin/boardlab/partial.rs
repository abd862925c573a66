//! The partial results of sharded jobs (`--shard I/N`): written whole as
//! one JSON object, read back as a checked set of every shard of one job.

use crate::error::CliError;
use crate::files::{read_text, write_whole};
use boardlab::shard::{check_set, Partial};
use serde::de::DeserializeOwned;
use serde::Serialize;
use std::path::{Path, PathBuf};

/// Prints a shard's partial result, or writes it whole to `out`.
pub fn write_partial<T: Serialize>(
    partial: &Partial<T>,
    out: Option<&Path>,
) -> Result<(), CliError> {
    let text = serde_json::to_string(partial).expect("a partial result serializes") + "\n";
    match out {
        Some(path) => write_whole(path, text.as_bytes()),
        None => crate::output::print(&text),
    }
}

/// Reads the partial results in `files`, each named by its path, and checks
/// that they are every shard of one job once.
pub fn read_set<T: DeserializeOwned>(
    files: &[PathBuf],
) -> Result<Vec<(String, Partial<T>)>, CliError> {
    let parts = files
        .iter()
        .map(|path| {
            let text = read_text(path)?;
            let part = serde_json::from_str(&text).map_err(|error| CliError::Partial {
                path: path.clone(),
                message: error.to_string(),
            })?;
            Ok((path.display().to_string(), part))
        })
        .collect::<Result<Vec<_>, CliError>>()?;
    check_set(&parts)?;
    Ok(parts)
}
