//! Splitting a long job (a stoner census, an opening book) into shards that
//! separate processes or machines run, and checking that a set of partial
//! results is exactly one whole job before it is merged.
//!
//! A job is first cut into many small tasks in a fixed order, each with a
//! cheap estimate of its cost; shard i of n then takes the tasks that the
//! greedy "largest first, to the least loaded shard" rule gives it. The rule
//! is deterministic, so every shard computes the same split on its own, and
//! with many more tasks than shards it keeps the shards close to the mean.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// The most shards a job is split into.
pub const MAX_SHARDS: u32 = 65_536;

/// Shard `index` (from 0) of `of`; written `I/N` with I from 1 to N.
#[derive(Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Debug, Serialize, Deserialize)]
#[serde(try_from = "String", into = "String")]
pub struct Shard {
    index: u32,
    of: u32,
}

/// A shard that does not exist, or a shard not written `I/N`.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum ShardError {
    #[error("shard {number}/{of} does not exist (shards are 1/{of} to {of}/{of})")]
    OutOfRange { number: u64, of: u32 },
    #[error("{of} shards: a job is split into 1 to {MAX_SHARDS}")]
    TooMany { of: u32 },
    #[error("shard {0:?} is not I/N (for example 3/16)")]
    Syntax(String),
}

impl Shard {
    /// The whole job.
    pub const WHOLE: Shard = Shard { index: 0, of: 1 };

    /// Shard `index` (from 0) of `of`, or why there is no such shard.
    pub fn new(index: u32, of: u32) -> Result<Shard, ShardError> {
        if of == 0 || of > MAX_SHARDS {
            return Err(ShardError::TooMany { of });
        }
        if index >= of {
            return Err(ShardError::OutOfRange {
                number: u64::from(index) + 1,
                of,
            });
        }
        Ok(Shard { index, of })
    }

    /// The index, from 0.
    pub fn index(self) -> u32 {
        self.index
    }

    /// The number of shards of the job.
    pub fn of(self) -> u32 {
        self.of
    }

    /// Every shard of a job split `of` ways.
    pub fn all(of: u32) -> Result<Vec<Shard>, ShardError> {
        Shard::new(0, of)?;
        Ok((0..of).map(|index| Shard { index, of }).collect())
    }

    /// The tasks of this shard, in their order, out of `tasks` whose
    /// estimated costs are `weights` (see `assign`).
    pub fn select<T>(self, tasks: Vec<T>, weights: &[u64]) -> Vec<T> {
        let owners = assign(weights, self.of);
        tasks
            .into_iter()
            .zip(owners)
            .filter(|&(_, owner)| owner == self.index)
            .map(|(task, _)| task)
            .collect()
    }
}

impl fmt::Display for Shard {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}/{}", self.index + 1, self.of)
    }
}

impl FromStr for Shard {
    type Err = ShardError;

    fn from_str(text: &str) -> Result<Shard, ShardError> {
        let syntax = || ShardError::Syntax(text.to_string());
        let (number, of) = text.trim().split_once('/').ok_or_else(syntax)?;
        let number: u32 = number.parse().map_err(|_| syntax())?;
        let of: u32 = of.parse().map_err(|_| syntax())?;
        if number == 0 {
            return Err(ShardError::OutOfRange { number: 0, of });
        }
        Shard::new(number - 1, of)
    }
}

impl TryFrom<String> for Shard {
    type Error = ShardError;

    fn try_from(text: String) -> Result<Shard, ShardError> {
        text.parse()
    }
}

impl From<Shard> for String {
    fn from(shard: Shard) -> String {
        shard.to_string()
    }
}

/// The shard of each task: tasks by decreasing weight (then by index), each
/// to the shard with the least weight so far (then the lowest index).
pub fn assign(weights: &[u64], of: u32) -> Vec<u32> {
    let mut order: Vec<usize> = (0..weights.len()).collect();
    order.sort_by_key(|&task| (std::cmp::Reverse(weights[task]), task));
    let mut loads = std::collections::BinaryHeap::new();
    loads.extend((0..of).map(|shard| std::cmp::Reverse((0u64, shard))));
    let mut owners = vec![0; weights.len()];
    for task in order {
        let std::cmp::Reverse((load, shard)) = loads.pop().expect("at least one shard");
        owners[task] = shard;
        // Every task weighs at least 1, so empty tasks still spread out.
        loads.push(std::cmp::Reverse((load + weights[task].max(1), shard)));
    }
    owners
}

/// The format name and version of a partial result.
pub const PARTIAL_FORMAT: &str = "boardlab partial";
pub const PARTIAL_VERSION: u32 = 1;

/// One shard's result, with what it is a part of: `job` names the whole
/// job and its parameters, so parts of different jobs are never merged.
#[derive(Clone, Debug, Serialize, Deserialize)]
pub struct Partial<T> {
    pub format: String,
    pub version: u32,
    pub job: String,
    pub shard: Shard,
    /// The shard's wall time.
    pub seconds: f64,
    pub data: T,
}

impl<T> Partial<T> {
    pub fn new(job: String, shard: Shard, seconds: f64, data: T) -> Partial<T> {
        Partial {
            format: PARTIAL_FORMAT.to_string(),
            version: PARTIAL_VERSION,
            job,
            shard,
            seconds,
            data,
        }
    }
}

/// Why a set of partial results is not one whole job; `file` names the
/// part at fault.
#[derive(Clone, PartialEq, Eq, Debug, thiserror::Error)]
pub enum PartialSetError {
    #[error("{file}: not a boardlab partial result (format {format:?}, version {version}; expected {PARTIAL_FORMAT:?} version {PARTIAL_VERSION})")]
    Format {
        file: String,
        format: String,
        version: u32,
    },
    #[error("{file}: a part of \"{job}\", not of \"{expected}\" like {first}")]
    MixedJobs {
        file: String,
        job: String,
        expected: String,
        first: String,
    },
    #[error(
        "{file}: shard {shard} of a job split {of} ways, but {first} splits it {expected} ways"
    )]
    MixedShards {
        file: String,
        shard: Shard,
        of: u32,
        expected: u32,
        first: String,
    },
    #[error("{file}: shard {shard} again (already in {other})")]
    Duplicate {
        file: String,
        shard: Shard,
        other: String,
    },
    #[error("missing shards of {of}: {missing} (have {have})")]
    Missing { missing: String, of: u32, have: u32 },
    #[error("no partial result to merge")]
    Empty,
}

/// Checks that `parts` (each named by its file) are every shard of one job,
/// once each, in one format version.
pub fn check_set<T>(parts: &[(String, Partial<T>)]) -> Result<(), PartialSetError> {
    let (first_file, first) = parts.first().ok_or(PartialSetError::Empty)?;
    let mut seen: Vec<Option<&str>> = vec![None; first.shard.of as usize];
    for (file, part) in parts {
        if part.format != PARTIAL_FORMAT || part.version != PARTIAL_VERSION {
            return Err(PartialSetError::Format {
                file: file.clone(),
                format: part.format.clone(),
                version: part.version,
            });
        }
        if part.job != first.job {
            return Err(PartialSetError::MixedJobs {
                file: file.clone(),
                job: part.job.clone(),
                expected: first.job.clone(),
                first: first_file.clone(),
            });
        }
        if part.shard.of != first.shard.of {
            return Err(PartialSetError::MixedShards {
                file: file.clone(),
                shard: part.shard,
                of: part.shard.of,
                expected: first.shard.of,
                first: first_file.clone(),
            });
        }
        let slot = &mut seen[part.shard.index as usize];
        if let Some(other) = slot {
            return Err(PartialSetError::Duplicate {
                file: file.clone(),
                shard: part.shard,
                other: other.to_string(),
            });
        }
        *slot = Some(file);
    }
    let missing: Vec<String> = seen
        .iter()
        .enumerate()
        .filter(|(_, file)| file.is_none())
        .map(|(index, _)| (index + 1).to_string())
        .collect();
    if !missing.is_empty() {
        const SHOWN: usize = 20;
        let mut list = missing[..missing.len().min(SHOWN)].join(", ");
        if missing.len() > SHOWN {
            list += &format!(" and {} more", missing.len() - SHOWN);
        }
        return Err(PartialSetError::Missing {
            missing: list,
            of: first.shard.of,
            have: (seen.len() - missing.len()) as u32,
        });
    }
    Ok(())
}
