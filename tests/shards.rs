//! Sharded jobs: the split of a job into shards, the checks on a set of
//! partial results, and sharded stoner censuses that merge into exactly the
//! unsharded census (property test over the number of shards).

use boardlab::progress::Silent;
use boardlab::shard::{assign, check_set, Partial, PartialSetError, Shard, ShardError};
use boardlab::stoner::{census, census_share, merge, Census, CensusOptions, CensusPart};
use proptest::prelude::*;
use std::collections::HashMap;
use std::sync::{Mutex, OnceLock};

fn options(depth: u32) -> CensusOptions {
    CensusOptions {
        depth,
        horizon: 14,
        cutoff: true,
    }
}

/// The unsharded census of `depth`, computed once per test run.
fn whole(depth: u32) -> Census {
    static WHOLE: OnceLock<Mutex<HashMap<u32, Census>>> = OnceLock::new();
    let cache = WHOLE.get_or_init(Default::default);
    let mut cache = cache.lock().unwrap();
    cache
        .entry(depth)
        .or_insert_with(|| census(options(depth), &mut Silent))
        .clone()
}

/// Every shard of the census of `depth` split `of` ways, each passed
/// through its JSON file form, checked as a set and merged.
fn sharded(depth: u32, of: u32) -> Census {
    let options = options(depth);
    let parts: Vec<(String, Partial<CensusPart>)> = Shard::all(of)
        .unwrap()
        .into_iter()
        .map(|shard| {
            let part = census_share(options, shard, &mut Silent);
            let text = serde_json::to_string(&Partial::new(options.to_string(), shard, 0.0, part))
                .unwrap();
            (format!("part{shard}"), serde_json::from_str(&text).unwrap())
        })
        .collect();
    check_set(&parts).unwrap();
    assert_eq!(parts[0].1.job.parse::<CensusOptions>().unwrap(), options);
    let data: Vec<CensusPart> = parts.into_iter().map(|(_, part)| part.data).collect();
    merge(options, &data).unwrap()
}

#[test]
fn sharded_depth_13_censuses_equal_the_unsharded_one() {
    let stored: serde_json::Value =
        serde_json::from_str(include_str!("data/stoner_d13.json")).unwrap();
    for of in [1, 2, 7] {
        let merged = sharded(13, of);
        assert_eq!(merged, whole(13), "{of} shards");
        assert_eq!(
            serde_json::to_value(&merged).unwrap(),
            stored,
            "{of} shards"
        );
    }
}

#[test]
#[ignore = "the depth-14 census in 5 shards: about a minute of CPU"]
fn sharded_depth_14_census_equals_the_stored_one() {
    let stored: serde_json::Value =
        serde_json::from_str(include_str!("data/stoner_d14.json")).unwrap();
    assert_eq!(serde_json::to_value(sharded(14, 5)).unwrap(), stored);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 6, ..ProptestConfig::default() })]

    #[test]
    fn any_number_of_shards_merges_into_the_census(of in 1u32..=64, deeper in any::<bool>()) {
        let depth = if deeper { 13 } else { 12 };
        prop_assert_eq!(sharded(depth, of), whole(depth));
    }

    #[test]
    fn the_split_gives_every_task_one_shard_and_balances(
        weights in prop::collection::vec(0u64..1000, 0..300),
        of in 1u32..=64,
    ) {
        let owners = assign(&weights, of);
        prop_assert_eq!(&owners, &assign(&weights, of));
        prop_assert_eq!(owners.len(), weights.len());
        let mut loads = vec![0u64; of as usize];
        for (&owner, &weight) in owners.iter().zip(&weights) {
            prop_assert!(owner < of);
            loads[owner as usize] += weight.max(1);
        }
        // Largest first to the least loaded: no shard passes the mean by
        // more than the largest task.
        let total: u64 = loads.iter().sum();
        let largest = weights.iter().map(|&w| w.max(1)).max().unwrap_or(0);
        for load in loads {
            prop_assert!(load * u64::from(of) <= total + largest * u64::from(of));
        }
    }
}

#[test]
fn shards_are_written_i_of_n() {
    let shard: Shard = "3/16".parse().unwrap();
    assert_eq!((shard.index(), shard.of()), (2, 16));
    assert_eq!(shard.to_string(), "3/16");
    assert_eq!(
        "0/4".parse::<Shard>().unwrap_err(),
        ShardError::OutOfRange { number: 0, of: 4 }
    );
    assert_eq!(
        "5/4".parse::<Shard>().unwrap_err(),
        ShardError::OutOfRange { number: 5, of: 4 }
    );
    assert!(matches!(
        "1/0".parse::<Shard>(),
        Err(ShardError::TooMany { of: 0 })
    ));
    for bad in ["", "3", "a/b", "1/2/3", "-1/4"] {
        let error = bad.parse::<Shard>().unwrap_err();
        assert!(error.to_string().contains("is not I/N"), "{bad}: {error}");
    }
    // A shard's tasks: the split is a partition of the tasks.
    let weights = [5, 1, 9, 2, 2, 7];
    let mut all: Vec<usize> = Shard::all(3)
        .unwrap()
        .into_iter()
        .flat_map(|shard| shard.select((0..6).collect(), &weights))
        .collect();
    all.sort();
    assert_eq!(all, (0..6).collect::<Vec<_>>());
}

#[test]
fn a_set_of_parts_must_be_one_whole_job() {
    let part =
        |job: &str, shard: &str| Partial::new(job.to_string(), shard.parse().unwrap(), 0.0, ());
    let named = |parts: Vec<(&str, Partial<()>)>| -> Vec<(String, Partial<()>)> {
        parts
            .into_iter()
            .map(|(file, part)| (file.to_string(), part))
            .collect()
    };
    assert_eq!(check_set::<()>(&[]), Err(PartialSetError::Empty));
    let whole = named(vec![("a", part("job", "1/2")), ("b", part("job", "2/2"))]);
    assert_eq!(check_set(&whole), Ok(()));
    let error = check_set(&named(vec![("a", part("job", "1/2"))])).unwrap_err();
    assert_eq!(error.to_string(), "missing shards of 2: 2 (have 1)");
    let error = check_set(&named(vec![
        ("a", part("job", "1/2")),
        ("b", part("job", "1/2")),
    ]))
    .unwrap_err();
    assert_eq!(error.to_string(), "b: shard 1/2 again (already in a)");
    let error = check_set(&named(vec![
        ("a", part("job", "1/2")),
        ("b", part("other", "2/2")),
    ]))
    .unwrap_err();
    assert!(
        error.to_string().starts_with("b: a part of \"other\""),
        "{error}"
    );
    let error = check_set(&named(vec![
        ("a", part("job", "1/2")),
        ("b", part("job", "2/3")),
    ]))
    .unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("b: shard 2/3 of a job split 3 ways"),
        "{error}"
    );
    let mut old = part("job", "1/1");
    old.version = 0;
    let error = check_set(&named(vec![("a", old)])).unwrap_err();
    assert!(
        error
            .to_string()
            .starts_with("a: not a boardlab partial result"),
        "{error}"
    );
    // A shard's number must fit the split (read from a file).
    let text = r#"{"format":"boardlab partial","version":1,"job":"j","shard":"4/3","seconds":0,"data":null}"#;
    let error = serde_json::from_str::<Partial<()>>(text)
        .unwrap_err()
        .to_string();
    assert!(error.contains("shard 4/3 does not exist"), "{error}");
}
