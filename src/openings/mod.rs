//! Named 8x8 openings: the catalogue players share (`data/openings.txt`,
//! Robert Gatliff's names, with the names Japanese players use) and the
//! longest named opening a game follows.
//!
//! A game is matched by position, not by move order: each position of the
//! game is looked up by its canonical image (the least of its 8 symmetric
//! images), so a game opened with d3 follows the f5 lines turned, and a
//! line reached by another move order keeps its name.

pub mod book;

use crate::board::{Board, Size};
use crate::game::Game;
use crate::notation::parse_game;
use serde::Serialize;
use std::collections::HashMap;
use std::sync::OnceLock;

const CATALOGUE: &str = include_str!("../../data/openings.txt");

/// One named opening.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Opening {
    /// The name players use most.
    pub name: &'static str,
    /// Other names of the same line.
    pub other_names: Vec<&'static str>,
    /// The name Japanese players use (or, where none is in use, the
    /// English one in katakana or kept: the file's note says which).
    pub name_ja: &'static str,
    /// Other Japanese names of the same line.
    pub other_names_ja: Vec<&'static str>,
    /// Its moves from the start, as the catalogue writes them (from f5).
    pub moves: &'static str,
    /// Plies of the line.
    pub plies: usize,
}

struct Catalogue {
    openings: Vec<Opening>,
    /// The canonical image of each opening's last position: its index.
    by_position: HashMap<Board, usize>,
}

fn catalogue_data() -> &'static Catalogue {
    static CATALOGUE_DATA: OnceLock<Catalogue> = OnceLock::new();
    CATALOGUE_DATA.get_or_init(|| {
        let mut openings = Vec::new();
        let mut by_position = HashMap::new();
        for line in CATALOGUE.lines() {
            let line = line.trim();
            if line.is_empty() || line.starts_with('#') {
                continue;
            }
            let (moves, names) = line.split_once(' ').expect("moves, then a name");
            let (names, names_ja) = names
                .split_once(" | ")
                .expect("English, then Japanese names");
            // A bracketed note after the Japanese names says how they were written.
            let names_ja = names_ja
                .split_once(" [")
                .map_or(names_ja, |(names, _)| names);
            let mut names = names.split(", ");
            let mut names_ja = names_ja.split(", ");
            let parsed = parse_game(Board::start(Size::Eight), moves);
            // Checked by the tests: every line of the file is a legal game.
            assert!(parsed.error.is_none(), "opening {moves} is not legal");
            by_position.insert(parsed.game.current().canonical().0, openings.len());
            openings.push(Opening {
                name: names.next().expect("a name"),
                other_names: names.collect(),
                name_ja: names_ja.next().expect("a Japanese name"),
                other_names_ja: names_ja.collect(),
                moves,
                plies: parsed.game.len(),
            });
        }
        Catalogue {
            openings,
            by_position,
        }
    })
}

/// The named opening whose (first) English name is `name`.
pub fn by_name(name: &str) -> Option<&'static Opening> {
    catalogue().iter().find(|opening| opening.name == name)
}

/// Every named opening, in the catalogue's order.
pub fn catalogue() -> &'static [Opening] {
    &catalogue_data().openings
}

/// The named opening whose position `board` is (in any of its 8 images).
pub fn named_position(board: &Board) -> Option<&'static Opening> {
    if board.size() != Size::Eight {
        return None;
    }
    let data = catalogue_data();
    data.by_position
        .get(&board.canonical().0)
        .map(|&index| &data.openings[index])
}

/// The longest named opening `game` follows up to its ply `ply`: the name
/// of the latest position on the way that has one. Only games from the
/// standard start have opening names.
pub fn named(game: &Game, ply: usize) -> Option<&'static Opening> {
    if *game.start() != Board::start(Size::Eight) {
        return None;
    }
    let longest = catalogue().iter().map(|o| o.plies).max().unwrap_or(0);
    (1..=ply.min(game.len()).min(longest))
        .rev()
        .find_map(|ply| named_position(&game.position(ply)))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(moves: &str) -> Game {
        let parsed = parse_game(Board::start(Size::Eight), moves);
        assert!(parsed.error.is_none());
        parsed.game
    }

    #[test]
    fn the_catalogue_has_every_line_once_and_legal() {
        let openings = catalogue();
        assert_eq!(openings.len(), 73);
        let mut positions: Vec<Board> = openings
            .iter()
            .map(|o| game(o.moves).current().canonical().0)
            .collect();
        positions.sort_by_key(|b| (b.player().0, b.opponent().0));
        positions.dedup();
        assert_eq!(
            positions.len(),
            openings.len(),
            "two names for one position"
        );
    }

    #[test]
    fn the_longest_name_wins_and_symmetry_and_order_do_not_matter() {
        let tiger = game("f5d6c3d3c4");
        assert_eq!(named(&tiger, 5).unwrap().name, "Tiger");
        assert_eq!(named(&tiger, 2).unwrap().name, "Perpendicular");
        assert_eq!(named(&tiger, 1), None);
        // A later move off the catalogue keeps the last name.
        let on = game("f5d6c3d3c4f4c5b3c2e3d2");
        assert_eq!(named(&on, on.len()).unwrap().name, "Nicolet");
        // The same Tiger opened with d3 (the f5 line reflected).
        let turned = game("d3c5f6f5e6");
        assert_eq!(named(&turned, 5).unwrap().name, "Tiger");
        // Heath, other names kept.
        let heath = named(&game("f5f6e6d6e7"), 5).unwrap();
        assert_eq!(
            (heath.name, heath.other_names.clone()),
            ("Heath", vec!["Tobidashi"])
        );
    }

    #[test]
    fn every_opening_has_its_japanese_name_and_english_names_are_unique() {
        let japanese = |moves: &str| {
            let opening = named(&game(moves), moves.len() / 2).unwrap();
            (
                opening.name,
                opening.name_ja,
                opening.other_names_ja.clone(),
            )
        };
        assert_eq!(japanese("f5d6c3d3c4"), ("Tiger", "虎", vec![]));
        assert_eq!(japanese("f5f6e6d6c5"), ("Cow", "牛", vec![]));
        assert_eq!(japanese("f5d6"), ("Perpendicular", "縦取り", vec![]));
        assert_eq!(
            japanese("f5f6e6d6e7"),
            ("Heath", "飛び出し牛", vec!["闘牛"])
        );
        // A note in brackets is not a name.
        assert_eq!(
            japanese("f5d6c3d3c4f4f6"),
            ("Stephenson", "スティーブンソン", vec![])
        );
        for opening in catalogue() {
            assert!(!opening.name_ja.is_empty(), "{}", opening.name);
            assert!(
                opening
                    .other_names_ja
                    .iter()
                    .chain([&opening.name_ja])
                    .all(|name| !name.contains(['[', ']', '|'])),
                "{}",
                opening.name
            );
            assert_eq!(by_name(opening.name), Some(opening));
        }
        assert_eq!(by_name("Tobidashi"), None);
    }
}
