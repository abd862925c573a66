//! The table-free player against the solution. The committed files come from
//! `boardlab gobblet solve --sample tests/data/gobblet_sample.txt --opening
//! tests/data/gobblet_opening.txt`: 10,000 positions from play with their
//! solved values, and the opening table (every class with at most 3 pieces
//! on the board).

use boardlab::gobblet::sample::{parse_sample, Sampled};
use boardlab::gobblet::search::{pieces_on_board, Searcher, LONGEST_DISTANCE};
use boardlab::gobblet::{self, Variant};
use boardlab::progress::Silent;

fn data(name: &str) -> Vec<Sampled> {
    let path = format!("{}/tests/data/{name}", env!("CARGO_MANIFEST_DIR"));
    parse_sample(Variant::STANDARD, &std::fs::read_to_string(path).unwrap()).unwrap()
}

fn searcher() -> Searcher {
    let opening = data("gobblet_opening.txt");
    let max_pieces = opening
        .iter()
        .map(|entry| pieces_on_board(entry.position))
        .max()
        .unwrap();
    assert_eq!(max_pieces, 3);
    Searcher::new(Variant::STANDARD, LONGEST_DISTANCE).with_opening(
        opening
            .into_iter()
            .map(|entry| (entry.position, entry.value)),
        max_pieces,
    )
}

#[test]
fn the_bounded_search_agrees_with_the_whole_sample() {
    let sample = data("gobblet_sample.txt");
    assert_eq!(sample.len(), 10_000);
    let mut searcher = searcher();
    for (number, entry) in sample.iter().enumerate() {
        assert_eq!(
            searcher.value(entry.position),
            entry.value,
            "sample line {}",
            number + 3
        );
    }
}

#[test]
fn the_bounded_search_alone_agrees_past_the_opening() {
    // Without the opening table, on positions with at least 6 pieces.
    let mut searcher = Searcher::new(Variant::STANDARD, LONGEST_DISTANCE);
    for entry in data("gobblet_sample.txt")
        .iter()
        .filter(|entry| pieces_on_board(entry.position) >= 6)
        .step_by(3)
    {
        assert_eq!(searcher.value(entry.position), entry.value);
    }
}

#[test]
fn the_bounded_search_agrees_with_the_solution_on_one_piece_per_size() {
    let variant = Variant::ONE_PER_SIZE;
    let solution = gobblet::solve(variant, &mut Silent);
    let longest = solution.seed_space(&mut Silent).distances.len() as u32 - 1;
    let mut searcher = Searcher::new(variant, longest);
    let arrangements = solution.layout().arrangements();
    for index in (0..arrangements.space_size()).step_by(37) {
        let position = arrangements.position(index).unwrap();
        assert_eq!(
            searcher.value(position),
            solution.value(position),
            "seed index {index}"
        );
    }
}

#[test]
fn the_opening_table_holds_every_class_with_at_most_three_pieces() {
    use boardlab::gobblet::{Arrangements, Position, Status, Symmetry};
    use std::collections::HashSet;
    let arrangements = Arrangements::new(Variant::STANDARD);
    let few: Vec<u32> = (0..arrangements.len())
        .map(|r| arrangements.unrank(r))
        .filter(|a| a.count_ones() <= 3)
        .collect();
    let mut classes = HashSet::new();
    for &large in &few {
        for &medium in &few {
            for &small in &few {
                let position = Position::from_arrangements(small, medium, large);
                if pieces_on_board(position) <= 3
                    && position.status(Variant::STANDARD) != Status::MoverHasLine
                {
                    classes.insert(Symmetry::canonical(position));
                }
            }
        }
    }
    let table: HashSet<Position> = data("gobblet_opening.txt")
        .iter()
        .map(|entry| entry.position)
        .collect();
    assert_eq!(table, classes);
}
