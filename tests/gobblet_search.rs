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

#[test]
fn the_searcher_gives_the_seed_first_move_table() {
    use boardlab::gobblet::{Position, Value};
    let groups = searcher().move_values(Position::EMPTY);
    let table: Vec<(String, Value)> = groups
        .iter()
        .map(|group| (group.moves.join(" "), group.value))
        .collect();
    let expected = [
        ("Sb1 Sa2 Sc2 Sb3", Value::Win(13)),
        ("La1 Lc1 La3 Lc3", Value::Win(13)),
        ("Lb2", Value::Win(13)),
        ("Sa1 Sc1 Sa3 Sc3", Value::Win(15)),
        ("Sb2", Value::Win(15)),
        ("Lb1 La2 Lc2 Lb3", Value::Win(15)),
        ("Mb1 Ma2 Mc2 Mb3", Value::Loss(12)),
        ("Mb2", Value::Loss(12)),
        ("Ma1 Mc1 Ma3 Mc3", Value::Loss(14)),
    ];
    let mut sorted_table = table.clone();
    let mut sorted_expected: Vec<(String, Value)> = expected
        .iter()
        .map(|(moves, value)| (moves.to_string(), *value))
        .collect();
    sorted_table.sort_by_key(|(moves, _)| moves.clone());
    sorted_expected.sort_by_key(|(moves, _)| moves.clone());
    assert_eq!(sorted_table, sorted_expected);
    // Best first: wins in 13 lead, the loss in 14 is last.
    assert_eq!(groups[0].value, Value::Win(13));
    assert_eq!(groups.last().unwrap().value, Value::Loss(12));
}

#[test]
fn the_best_move_keeps_the_exact_value_on_the_sample() {
    // The move best_move picks must lead to a position whose value, seen
    // from the mover, is the position's own value (the fastest win, the
    // draw, the slowest loss): checked with a separate searcher.
    let sample = data("gobblet_sample.txt");
    let mut player = searcher();
    let mut judge = searcher();
    for (number, entry) in sample.iter().enumerate().step_by(7) {
        let Some((mv, value)) = player.best_move(entry.position) else {
            assert!(
                matches!(entry.value, gobblet::Value::Loss(0)),
                "sample line {}",
                number + 3
            );
            continue;
        };
        assert_eq!(value, entry.value, "sample line {}", number + 3);
        let next = entry.position.play(Variant::STANDARD, mv).unwrap();
        assert_eq!(
            judge.value(next).before(),
            entry.value,
            "sample line {} move {mv}",
            number + 3
        );
    }
}
