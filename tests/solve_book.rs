//! The opening book: built books against brute force, the file format's
//! round trip and its errors, and the committed 6x6 book against the solver.

mod common;

use boardlab::board::{Board, Color, Scoring, Size, Square, Symmetry};
use boardlab::shard::Shard;
use boardlab::solve::book::{generate, next_round, BookError, OpeningBook, Solved};
use boardlab::solve::Solver;
use common::{brute_force, random_position, Rng};

/// The 6x6 book the page loads, made by `boardlab solve --size 6 --threads 2
/// --table-bits 25 --book www/data/book6.bin --book-plies N` (docs/solver.md).
fn book6() -> OpeningBook {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/www/data/book6.bin");
    let bytes = std::fs::read(path).expect("www/data/book6.bin (see docs/solver.md)");
    OpeningBook::from_bytes(&bytes).expect("the 6x6 book loads")
}

fn build(root: &Board, plies: u32) -> OpeningBook {
    let mut solver = Solver::new(18);
    generate(
        OpeningBook::new(root.size()),
        root,
        plies,
        &mut |board, guess| {
            let (value, best) = solver.best_move_near(board, Scoring::Wof, guess);
            (value, best.expect("a stored position has a move"))
        },
        &mut |_, _| {},
    )
}

/// One position solved from an empty table, as `boardlab book build` does.
fn solve_fresh(solver: &mut Solver, board: &Board, guess: i32) -> (i32, Square) {
    solver.clear();
    let (value, best) = solver.best_move_near(board, Scoring::Wof, guess);
    (value, best.expect("a stored position has a move"))
}

/// The book built round by round, each round split `of` ways, its shards
/// solved last to first and passed through their plain-data form.
fn sharded_build(root: &Board, plies: u32, of: u32) -> OpeningBook {
    let mut solver = Solver::new(18);
    let mut book = OpeningBook::new(root.size());
    while let Some(round) = next_round(&book, root, plies) {
        let weights = vec![1; round.positions.len()];
        for shard in Shard::all(of).unwrap().into_iter().rev() {
            let positions = shard
                .select(round.positions.clone(), &weights)
                .into_iter()
                .map(|(board, guess)| {
                    let (value, square) = solve_fresh(&mut solver, &board, guess);
                    (board.to_string(), value, square.to_string())
                })
                .collect();
            book.insert_solved(&Solved { positions }).unwrap();
        }
    }
    book
}

#[test]
fn sharded_books_equal_the_book_built_in_one_go() {
    let roots = [
        (Board::start(Size::Four), 8),
        (random_position(Size::Six, 11, 40), 4),
        (random_position(Size::Six, 12, 41), 4),
    ];
    for (root, plies) in roots {
        let mut solver = Solver::new(18);
        let whole = generate(
            OpeningBook::new(root.size()),
            &root,
            plies,
            &mut |board, guess| solve_fresh(&mut solver, board, guess),
            &mut |_, _| {},
        );
        assert!(whole.len() > 5, "{root}");
        for of in [1, 2, 5] {
            let sharded = sharded_build(&root, plies, of);
            assert_eq!(sharded.to_bytes(), whole.to_bytes(), "{root}, {of} shards");
        }
        assert_eq!(next_round(&whole, &root, plies), None);
    }
}

#[test]
fn bad_solved_positions_are_refused() {
    let start = Board::start(Size::Four);
    let mut book = OpeningBook::new(Size::Four);
    let refused = |book: &mut OpeningBook, board: &str, value: i32, square: &str| {
        let solved = Solved {
            positions: vec![(board.to_string(), value, square.to_string())],
        };
        book.insert_solved(&solved).unwrap_err().to_string()
    };
    let text = start.to_string();
    assert!(refused(&mut book, "nonsense", 0, "a1").contains("not a board string"));
    let six = Board::start(Size::Six).to_string();
    assert!(refused(&mut book, &six, 0, "c2").contains("another size"));
    assert!(refused(&mut book, &text, 17, "b1").contains("beyond the board's disc count"));
    assert!(refused(&mut book, &text, 0, "z9").contains("not a square"));
    let error = refused(&mut book, &text, 0, "a1");
    assert!(
        error.contains("not legal") && error.contains(&text),
        "{error}"
    );
    assert!(book.is_empty());
}

/// Every move's value by brute force, best first then by square.
fn brute_values(board: &Board) -> Vec<(Square, i32)> {
    let mut moves: Vec<(Square, i32)> = board
        .legal_moves()
        .map(|square| {
            (
                square,
                -brute_force(&board.play_unchecked(square), Scoring::Wof),
            )
        })
        .collect();
    moves.sort_by_key(|&(square, value)| (-value, square));
    moves
}

/// Walks the book's promise from `root`: for a perfect player of either
/// colour that plays the book's best moves against any reply, every
/// position it meets before ply `plies` is answered, and so is every
/// position of its opponent before ply `plies - 1` (from the positions
/// after each move). Every answer, in each of the 8 symmetric frames, must
/// agree with brute force: the exact value, best moves that are best, and
/// each listed move's exact value (every move on the opponent's turns).
/// Returns how many positions were checked.
fn check_tree(book: &OpeningBook, root: &Board, plies: u32) -> usize {
    let mut answered = 0;
    for perfect in [Color::Black, Color::White] {
        let mut level = vec![*root];
        for ply in 0..plies {
            let mut next = Vec::new();
            for board in level {
                let board = if board.must_pass() {
                    board.pass()
                } else {
                    board
                };
                if board.is_game_over() {
                    continue;
                }
                let values = brute_values(&board);
                let value = values[0].1;
                let ours = board.side_to_move() == perfect;
                if !ours && ply + 1 == plies {
                    continue;
                }
                let mut followed = Vec::new();
                for symmetry in Symmetry::ALL {
                    let image = board.transform(symmetry);
                    let exact = |square: Square| {
                        let back = symmetry.inverse().square(square, board.size());
                        values.iter().find(|&&(s, _)| s == back).expect("legal").1
                    };
                    let answer = book.answer(&image).expect("answered");
                    assert_eq!(answer.value, value, "{image}");
                    assert!(!answer.best.is_empty(), "{image}");
                    for &square in answer.best.iter().chain(&answer.follow) {
                        assert_eq!(exact(square), value, "{image}: {square} is not best");
                    }
                    assert!(answer
                        .follow
                        .iter()
                        .all(|square| answer.best.contains(square)));
                    for &(square, move_value) in &answer.moves {
                        assert_eq!(move_value, exact(square), "{image}: {square}");
                    }
                    if !ours {
                        assert_eq!(answer.moves.len(), values.len(), "{image}");
                    }
                    if symmetry == Symmetry::Identity {
                        followed = if ours {
                            answer.follow.clone()
                        } else {
                            values.iter().map(|&(square, _)| square).collect()
                        };
                    }
                }
                answered += 1;
                next.extend(followed.iter().map(|&square| board.play_unchecked(square)));
            }
            level = next;
        }
    }
    answered
}

#[test]
fn four_by_four_book_answers_every_line_like_brute_force() {
    let root = Board::start(Size::Four);
    let book = build(&root, 8);
    assert!(book.len() > 10, "{} positions", book.len());
    let answered = check_tree(&book, &root, 8);
    assert!(answered > 100, "{answered}");
}

#[test]
fn six_by_six_book_from_a_late_position_matches_brute_force() {
    for seed in 0..3 {
        let root = random_position(Size::Six, 11, 40 + seed);
        if root.is_game_over() {
            continue;
        }
        let book = build(&root, 4);
        assert!(check_tree(&book, &root, 4) > 10);
    }
}

#[test]
fn round_trip_and_refused_files() {
    let book = build(&Board::start(Size::Four), 6);
    let bytes = book.to_bytes();
    assert_eq!(OpeningBook::from_bytes(&bytes), Ok(book));
    assert_eq!(
        OpeningBook::from_bytes(b"NOPE\x01\x04\0\0\0\0"),
        Err(BookError::NotABook)
    );
    let mut version = bytes.clone();
    version[4] = 9;
    assert_eq!(
        OpeningBook::from_bytes(&version),
        Err(BookError::UnsupportedVersion(9))
    );
    let mut side = bytes.clone();
    side[5] = 5;
    assert_eq!(
        OpeningBook::from_bytes(&side),
        Err(BookError::UnsupportedSize(5))
    );
    assert!(matches!(
        OpeningBook::from_bytes(&bytes[..bytes.len() - 1]),
        Err(BookError::Truncated { .. })
    ));
    let mut longer = bytes.clone();
    longer.push(0);
    assert_eq!(
        OpeningBook::from_bytes(&longer),
        Err(BookError::TrailingBytes)
    );
    // The first entry's first best move moved to an occupied square
    // (square 9 = b2 holds a disc in every 4x4 position).
    let mut illegal = bytes.clone();
    illegal[10 + 16 + 2] = 9;
    assert!(matches!(
        OpeningBook::from_bytes(&illegal),
        Err(BookError::BadEntry { entry: 0, .. })
    ));
    // Errors name the offending part.
    let error = OpeningBook::from_bytes(&illegal).unwrap_err().to_string();
    assert!(error.contains("entry 0"), "{error}");
}

#[test]
fn committed_six_by_six_book_loads_and_is_consistent() {
    let book = book6();
    assert_eq!(book.size(), Size::Six);
    let start = Board::start(Size::Six);
    let first = book.answer(&start).expect("the start is in the book");
    // White wins 20-16 (Feinstein): every first move is worth -4 for black.
    assert_eq!(first.value, -4);
    assert_eq!(first.best.len(), 4);
    // A stored position's value is minus the value of the position after
    // each of its best moves, wherever the book knows that one (the other
    // side's turn, answered from the stored positions after it).
    let mut checked = 0;
    for board in book.positions() {
        let known = book.answer(&board).expect("stored");
        for &square in &known.best {
            let after = board.play_unchecked(square);
            let (after, sign) = if after.must_pass() {
                (after.pass(), 1)
            } else {
                (after, -1)
            };
            if let Some(reply) = book.answer(&after) {
                assert_eq!(sign * reply.value, known.value, "{board} after {square}");
                checked += 1;
            }
        }
    }
    assert!(checked > 0 || book.len() == 1, "{} positions", book.len());
}

/// Sampled deep positions of the committed book, solved again from scratch:
/// every move the book values (its best moves where it stores the
/// position, every move where it knows all the positions after them) has
/// the solver's value. Positions of 20 empties or fewer: a second or less each.
#[test]
fn committed_six_by_six_book_agrees_with_the_solver() {
    check_against_the_solver(20, 10);
}

/// The same on positions from all of the book's depths. Long: run with
/// `cargo test --release --test solve_book -- --ignored --nocapture`.
#[test]
#[ignore = "re-solves sampled 6x6 book positions of up to 32 empties: minutes"]
fn committed_six_by_six_book_agrees_with_the_solver_at_every_depth() {
    check_against_the_solver(32, 24);
}

fn check_against_the_solver(most_empties: u32, count: usize) {
    let book = book6();
    let positions: Vec<Board> = book
        .positions()
        .filter(|board| board.empty().count() <= most_empties)
        .collect();
    assert!(
        !positions.is_empty(),
        "no position of {most_empties} empties or fewer"
    );
    let mut rng = Rng(7);
    for _ in 0..count {
        let board = positions[rng.below(positions.len())];
        let mut solver = Solver::new(22);
        let solution = solver.solve_quietly(&board, Scoring::Wof);
        let answer = book.answer(&board).expect("stored");
        assert_eq!(answer.value, solution.value, "{board}");
        for (square, value) in &answer.moves {
            assert!(
                solution.moves.contains(&(*square, *value)),
                "{board}: {square} {value:+}"
            );
        }
        println!("{board}: agrees ({} nodes)", solution.nodes);
    }
}
