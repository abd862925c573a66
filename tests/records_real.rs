//! The real game files of `shared/data/games/` (see its README) open with
//! every game and no error: the WTHOR years with their names, the OBF
//! suites and the XOT list by default; PlayOK, Logistello's WTHOR book and
//! his gzipped logbook (the largest) with
//! `cargo test --release --test records_real -- --ignored`.
//! Each test passes without checking anything when the folder is absent.

mod common;

use boardlab::records::Opened;
use common::shared_games;

/// Every game read, numbered 1 to `count`, and no error.
fn check(path: &str, names: &[&str], count: usize) -> Option<Opened> {
    let opened = shared_games(path, names)?;
    assert_eq!(opened.errors, [], "{path}");
    assert_eq!(opened.games.len(), count, "{path}");
    assert_eq!(opened.numbers.last(), Some(&count), "{path}");
    Some(opened)
}

#[test]
fn wthor_years_read_every_game_with_names() {
    let names = ["WTHOR.JOU", "WTHOR.TRN"];
    for (year, count) in [
        (1977, 12),
        (1980, 160),
        (1999, 7_685),
        (2004, 9_021),
        (2020, 268),
    ] {
        let Some(opened) = check(&format!("wthor/1977-2020/WTH_{year}.wtb"), &names, count) else {
            return;
        };
        assert!(opened.games.iter().all(|game| game.year == Some(year)));
        // Names, not numbers, for every player and tournament.
        let numbered =
            |name: &Option<String>| name.as_deref().is_none_or(|name| name.starts_with('#'));
        assert!(
            !opened
                .games
                .iter()
                .any(|game| numbered(&game.black) || numbered(&game.place)),
            "{year}"
        );
    }
    check("wthor/2010-2013/WTH_2010.wtb", &[], 2_163);
    check("wthor/2010-2013/WTH_2013.wtb", &[], 2_303);
    check("wthor/2016/WTH_2016.wtb", &names, 366);
}

#[test]
fn the_obf_suites_and_the_xot_list_read_every_line() {
    for (part, count) in [("1-19", 19), ("20-39", 20), ("40-59", 20), ("60-79", 20)] {
        check(&format!("obf/fforum-{part}.obf"), &[], count);
    }
    if let Some(xot) = check("movelists/xot-large.txt", &[], 10_784) {
        assert!(xot.games.iter().all(|game| game.squares().count() == 8));
        assert_eq!(xot.games[0].move_string(), "f5d6c4d3c2b3b4b5");
    }
}

#[test]
#[ignore = "large files: about a second in release"]
fn playok_and_logistello_read_every_game() {
    check(
        "wthor/playok/PLAYOK_2023.wtb",
        &["PLAYOK.JOU", "PLAYOK.TRN"],
        54_366,
    );
    check("wthor/logistello/Logistello_book_1999.wtb", &[], 37_709);
    if let Some(book) = check("movelists/logistello_logbook.gam.gz", &[], 121_123) {
        let first = &book.games[0];
        assert_eq!(
            first.result.as_ref().map(|outcome| outcome.margin),
            Some(-4)
        );
        assert!(first.move_string().starts_with("d3c3c4e3"));
    }
}
