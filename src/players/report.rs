//! What an arena run reports (the CLI's `--json`; field names are fixed by
//! the interfaces). The face times the run and fills in `seconds`.

use super::arena::ArenaSummary;
use serde::Serialize;

#[derive(Clone, Debug, Serialize)]
pub struct ArenaReport {
    #[serde(flatten)]
    pub summary: ArenaSummary,
    pub seconds: f64,
}

impl ArenaReport {
    pub fn new(summary: ArenaSummary) -> ArenaReport {
        ArenaReport {
            summary,
            seconds: 0.0,
        }
    }
}
