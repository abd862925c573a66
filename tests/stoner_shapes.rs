//! Shape detection: the orientations' names, the seed's example, and
//! equivariance under the 8 symmetries.

mod stoner_reference;

use boardlab::board::{Board, Size, Symmetry};
use boardlab::stoner::{
    detect, Orientation, ParseOrientationError, ParseShapeError, Shape, ShapeMatch,
};
use proptest::prelude::*;
use std::collections::BTreeSet;
use stoner_reference::{position, seed_lines};

#[test]
fn orientations_are_named_near_x_far() {
    let names: BTreeSet<String> = Orientation::all().map(|o| o.to_string()).collect();
    let expected: BTreeSet<String> = [
        "a8/b7/h8", "a8/b7/a1", "h8/g7/a8", "h8/g7/h1", "a1/b2/h1", "a1/b2/a8", "h1/g2/a1",
        "h1/g2/h8",
    ]
    .map(String::from)
    .into();
    assert_eq!(names, expected);
    assert_eq!(Orientation::CANONICAL.to_string(), "a8/b7/h8");
    for o in Orientation::all() {
        assert_eq!(o.to_string().parse::<Orientation>(), Ok(o));
    }
    // The start position's symmetries keep the canonical orientation's family.
    let family = |name: &str| name.parse::<Orientation>().unwrap().family();
    assert_eq!(family("a8/b7/h8"), 0);
    assert_eq!(family("a8/b7/a1"), 0);
    assert_eq!(family("h1/g2/a1"), 0);
    assert_eq!(family("h8/g7/a8"), 1);
    assert_eq!(family("a1/b2/a8"), 1);
}

#[test]
fn canonical_triggers() {
    let o = Orientation::CANONICAL;
    assert_eq!(o.trigger(Shape::S4).to_string(), "c8");
    assert_eq!(o.trigger(Shape::S31).to_string(), "d8");
    assert_eq!(o.trigger(Shape::S3).to_string(), "d8");
}

#[test]
fn seed_example_is_a_three_one_in_the_canonical_orientation() {
    let board = position("e6d6c6d7c8b6c7f7f6e8f8g8b7");
    assert_eq!(
        board.to_string(),
        "---------------------------OX------XX----OXXOX---XXO-O----X-OOO- O"
    );
    let found = detect(&board);
    assert_eq!(
        found,
        vec![ShapeMatch {
            shape: Shape::S31,
            orientation: Orientation::CANONICAL
        }]
    );
}

/// A board from its 8 rows, top to bottom, and the side to move.
fn board(rows: [&str; 8], side: char) -> Board {
    format!("{} {side}", rows.concat()).parse().unwrap()
}

#[test]
fn shapes_need_no_near_corner_move() {
    // S4 in the canonical orientation with white defending; then a white
    // disc on c6 lets white take a8 over b7, and the shape no longer counts.
    let mut rows = [
        "--------", "-O------", "--------", "---XO---", "---OX---", "--------", "-X------",
        "---OOOO-",
    ];
    let trapped = board(rows, 'O');
    assert_eq!(
        detect(&trapped),
        vec![ShapeMatch {
            shape: Shape::S4,
            orientation: Orientation::CANONICAL
        }]
    );
    rows[5] = "--O-----";
    let open = board(rows, 'O');
    assert!(open.is_legal("a8".parse().unwrap()));
    assert!(detect(&open).is_empty());
    // Without a defender disc on b1-b6 the four is no stoner either.
    rows[5] = "--------";
    rows[1] = "--------";
    assert!(detect(&board(rows, 'O')).is_empty());
}

fn transformed(found: &[ShapeMatch], symmetry: Symmetry) -> BTreeSet<ShapeMatch> {
    found.iter().map(|m| m.transformed(symmetry)).collect()
}

#[test]
fn seed_positions_transform_with_every_symmetry() {
    for (moves, _) in seed_lines() {
        let board = position(&moves);
        let found = detect(&board);
        assert!(!found.is_empty(), "{moves}");
        for symmetry in Symmetry::ALL {
            let image = board.transform(symmetry);
            let expected = transformed(&found, symmetry);
            assert_eq!(
                detect(&image).into_iter().collect::<BTreeSet<_>>(),
                expected,
                "{moves} {symmetry:?}"
            );
        }
    }
}

proptest! {
    #[test]
    fn detection_is_equivariant_on_random_games(choices in proptest::collection::vec(0usize..64, 8..40)) {
        let mut board = Board::start(Size::Eight);
        for choice in choices {
            let moves: Vec<_> = board.legal_moves().collect();
            if moves.is_empty() {
                break;
            }
            board = boardlab::game::with_forced_pass(board.play_unchecked(moves[choice % moves.len()]));
        }
        let found = detect(&board);
        for symmetry in Symmetry::ALL {
            let image = board.transform(symmetry);
            prop_assert_eq!(detect(&image).into_iter().collect::<BTreeSet<_>>(), transformed(&found, symmetry));
        }
    }
}

#[test]
fn bad_shape_and_orientation_names_are_named() {
    assert_eq!(
        "S9".parse::<Shape>().unwrap_err(),
        ParseShapeError("S9".to_string())
    );
    assert_eq!(
        "S9".parse::<Shape>().unwrap_err().to_string(),
        "S9 is not a stoner shape (use S4, S31 or S3)"
    );
    assert_eq!(
        "a8/b7/z9".parse::<Orientation>().unwrap_err().to_string(),
        "a8/b7/z9 is not an orientation (near corner/X-square/far corner, e.g. a8/b7/h8)"
    );
    assert_eq!(
        "a8/b7/z9".parse::<Orientation>().unwrap_err(),
        ParseOrientationError("a8/b7/z9".to_string())
    );
}
