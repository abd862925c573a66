//! Mobility: counts against a square-by-square reference, the necessary
//! conditions, the CNF encoding against the engine, and the searchers'
//! results verified by the engine.

use boardlab::board::{Bitboard, Board, Color, Size, Square};
use boardlab::game::Game;
use boardlab::mobility::conditions::{centre, check, Violation};
use boardlab::mobility::reach::{check_reachable, replays_to, Reachability};
use boardlab::mobility::report::PositionReport;
use boardlab::mobility::retro::predecessors;
use boardlab::mobility::{cnf, free, mobility, reachable, Deadline};
use boardlab::notation::{format_moves, parse_game};
use boardlab::progress::Silent;
use proptest::prelude::*;
use std::time::Instant;

/// The 33-move position for white from the issue, and its line.
const WHITE_33_LINE: &str = "f5f6e6f4g7c6g3e7d6f3e3d3b7d7c2g2g1c3b2b3b4f7g5c4c7c8e2";
/// The author's 33 for black (the SAT model published with the proof,
/// github.com/eukaryo/reversi33, cut after 26 moves).
const BLACK_33_LINE: &str = "f5d6c4f3c5b4b3e6c6g5f6c7c3d2c2b2f4g4g3g7g6e7d3g2h3b6";
/// The 33 for white our reachable searcher found from the start with its
/// own generator (before the engine had one): another real 33, kept as a
/// line the tail search and the checker must handle.
const OUR_WHITE_33_LINE: &str = "d3c5f6f3d6c2g2f5d2e3b4c7g5g6d7f4b7c6b2c3f2e2g7c4g4h6b6";
/// The 33 for white the searcher finds now, with the engine's generator
/// (`boardlab mobility search --reachable --side white --stop-at 33`); the
/// gallery shows it.
const SEARCHED_WHITE_33_LINE: &str = "e6f4c3c6e3f7b7c4e7d6g5f2b4b3e2c5g2f3g7f6c7d7b2f5b5a3g3";

fn after(moves: &str) -> Board {
    let parsed = parse_game(Board::start(Size::Eight), moves);
    assert!(parsed.error.is_none(), "{moves}: {:?}", parsed.error);
    parsed.game.current()
}

/// Legal moves of `player` by walking each ray square by square.
fn reference_moves(player: u64, opponent: u64) -> u32 {
    let at = |bits: u64, col: i32, row: i32| bits >> (row * 8 + col) & 1 != 0;
    let mut count = 0;
    for row in 0..8 {
        for col in 0..8 {
            if at(player | opponent, col, row) {
                continue;
            }
            let legal = (-1..=1)
                .flat_map(|dc| (-1..=1).map(move |dr| (dc, dr)))
                .any(|(dc, dr)| {
                    if (dc, dr) == (0, 0) {
                        return false;
                    }
                    let (mut c, mut r, mut seen) = (col + dc, row + dr, 0);
                    while (0..8).contains(&c) && (0..8).contains(&r) && at(opponent, c, r) {
                        c += dc;
                        r += dr;
                        seen += 1;
                    }
                    seen > 0 && (0..8).contains(&c) && (0..8).contains(&r) && at(player, c, r)
                });
            count += legal as u32;
        }
    }
    count
}

/// A random game of `plies` moves (fewer if it ends), choosing by `picks`.
fn random_game(picks: &[u8]) -> Vec<Board> {
    let mut boards = vec![Board::start(Size::Eight)];
    for &pick in picks {
        let board = *boards.last().unwrap();
        let moves = board.legal_moves();
        let next = if moves.is_empty() {
            if board.is_game_over() {
                break;
            }
            board.pass()
        } else {
            let square = moves
                .clone()
                .nth(pick as usize % moves.count() as usize)
                .unwrap();
            board.play_unchecked(square)
        };
        boards.push(next);
    }
    boards
}

fn clock() -> f64 {
    static ORIGIN: std::sync::OnceLock<Instant> = std::sync::OnceLock::new();
    ORIGIN.get_or_init(Instant::now).elapsed().as_secs_f64()
}

#[test]
fn known_record_counts() {
    let white33 = after(WHITE_33_LINE);
    let counts = mobility(&white33);
    assert_eq!(
        (counts.to_move, counts.white, counts.black),
        (Color::White, 33, 8)
    );
    assert_eq!(mobility(&Board::start(Size::Eight)).black, 4);
    assert!(check(&white33).is_empty());
}

/// The editor's report: both sides' squares in board order, the counts
/// beside them, the broken conditions, and the words a screen reader
/// announces (singular where one).
#[test]
fn position_report_lists_both_sides_and_describes_the_position() {
    let start = PositionReport::new(&Board::start(Size::Eight));
    assert_eq!(start.black_moves, ["d3", "c4", "f5", "e6"]);
    assert_eq!(start.white_moves, ["e3", "f4", "c5", "d6"]);
    assert_eq!(start.count.legal_moves, start.black_moves);
    // One flat object, the count report's fields beside the editor's.
    let json = serde_json::to_value(&start).unwrap();
    assert_eq!(
        (json["black"].as_u64(), json["to_move"].as_str()),
        (Some(4), Some("black"))
    );
    assert_eq!(json["white_moves"][0], "e3");
    assert_eq!(
        (start.black_discs, start.white_discs, start.empties),
        (2, 2, 60)
    );
    assert_eq!(
        start.description,
        "8x8 Othello board, black to move, 60 empty squares. \
         Black has 2 discs and 4 legal moves: d3, c4, f5, e6. \
         White has 2 discs and 4 legal moves: e3, f4, c5, d6."
    );
    // Black a1 alone and white h8 alone: one disc each, no move, no centre.
    let corners: Board = format!("X{}O O", "-".repeat(62)).parse().unwrap();
    let report = PositionReport::new(&corners);
    assert_eq!(
        report.description,
        "8x8 Othello board, white to move, 62 empty squares. \
         Black has 1 disc and 0 legal moves. White has 1 disc and 0 legal moves."
    );
    assert_eq!(report.count.to_move, "white");
    assert_eq!(report.count.violations.len(), 2);
    let island = PositionReport::new(&start_with(&[("a1", Some(Color::Black))], Color::White));
    assert_eq!(
        island.count.violations,
        ["discs on a1 are not connected to the centre"]
    );
    assert_eq!(island.white_moves, island.count.legal_moves);
}

/// The gallery of the mobility page (www/data/mobility-records.js): each line
/// replays to its board, with the count the page states.
#[test]
fn gallery_records_replay_to_their_boards() {
    let black32_line = "d3c5f6f3f5d2c6b7b5g7e3c4b6b4b3b2a6g6c3e2f2e6g5g2f7e7f1g4";
    let black32: Board = "-----X---O-OXOO--OXXXO---OOXO-O--XXXOOO-XOO-OXO--O--OOO--------- X"
        .parse()
        .unwrap();
    assert_eq!(after(black32_line), black32);
    assert_eq!(mobility(&black32).black, 32);
    let white33: Board = "------X--XX-X-X--XOOXOX--XOOXO-----OXXX---XXOO---XXOXXX---O----- O"
        .parse()
        .unwrap();
    assert_eq!(after(WHITE_33_LINE), white33);
    let ours: Board = "---------X--XXX-OXX-OOX--OOOOX---XOXXXX---XOOO---XXOXXX--------- O"
        .parse()
        .unwrap();
    assert_eq!(after(SEARCHED_WHITE_33_LINE), ours);
    assert_eq!(mobility(&ours).white, 33);
    assert_ne!(white33.canonical().0, ours.canonical().0);
    let black33: Board = "---------OOO--O--OXX-OOX-OOXXXX---XXOXO--OOOOXO---O-O-O--------- X"
        .parse()
        .unwrap();
    assert_eq!(after(BLACK_33_LINE), black33);
    assert_eq!(black33.side_to_move(), Color::Black);
    assert_eq!(
        (mobility(&black33).black, black33.empty().count()),
        (33, 34)
    );
    assert!(check(&black33).is_empty());
    let free34: Board = "----------O-OXO--OOX-XO---XOO-O--O-OX-X--XX--XO--OOOXOO--------- X"
        .parse()
        .unwrap();
    assert_eq!((mobility(&free34).black, free34.empty().count()), (34, 37));
    assert!(!check(&free34).is_empty());
}

proptest! {
    #[test]
    fn counts_match_reference_on_any_placement(black in any::<u64>(), white in any::<u64>(), white_to_move in any::<bool>()) {
        let white = white & !black;
        let side = if white_to_move { Color::White } else { Color::Black };
        let board = Board::from_discs(Bitboard(black), Bitboard(white), side, Size::Eight).unwrap();
        let counts = mobility(&board);
        prop_assert_eq!(counts.black, reference_moves(black, white));
        prop_assert_eq!(counts.white, reference_moves(white, black));
        prop_assert_eq!(counts.to_move, side);
    }

    /// Every move of every position of a random game is taken back by
    /// `predecessors` (completeness), and each position it lists leads to
    /// the board by its move (soundness).
    #[test]
    fn moves_taken_back_are_exactly_the_moves(picks in proptest::collection::vec(any::<u8>(), 0..60)) {
        for board in random_game(&picks) {
            for square in board.legal_moves() {
                let next = board.play_unchecked(square);
                let before = predecessors(&next);
                prop_assert!(before.contains(&(board, square)), "{} by {} from {}", next, square, board);
                for (earlier, by) in before {
                    prop_assert_eq!(earlier.play(by), Some(next), "{} by {}", earlier, by);
                }
            }
        }
    }

    #[test]
    fn positions_of_games_pass_the_conditions(picks in proptest::collection::vec(any::<u8>(), 0..60)) {
        for board in random_game(&picks) {
            prop_assert!(check(&board).is_empty(), "{} fails {:?}", board, check(&board));
        }
    }

    #[test]
    fn encoding_counts_exactly_the_engine_moves(black in any::<u64>(), white in any::<u64>()) {
        // Centre squares must hold discs in the formula.
        let centre = centre(Size::Eight).0;
        let black = black | (centre & !white);
        let white = white & !black;
        let board = Board::from_discs(Bitboard(black), Bitboard(white), Color::Black, Size::Eight).unwrap();
        let n = board.legal_moves().count();
        for (bound, expected) in [(n, true), (n + 1, false)] {
            let mut formula = cnf::encode(bound, 0);
            formula.fix(&board);
            let mut solver: cadical::Solver = cadical::Solver::new();
            for clause in formula.cnf.clauses() {
                solver.add_clause(clause.iter().copied());
            }
            prop_assert_eq!(solver.solve(), Some(expected), "{} with {} moves, bound {}", board, n, bound);
        }
    }
}

/// The start position with discs added (`Some`) or removed (`None`).
fn start_with(changes: &[(&str, Option<Color>)], side: Color) -> Board {
    let start = Board::start(Size::Eight);
    let (mut black, mut white) = (start.discs(Color::Black), start.discs(Color::White));
    for &(name, color) in changes {
        let bit = name.parse::<Square>().unwrap().bitboard();
        black &= !bit;
        white &= !bit;
        match color {
            Some(Color::Black) => black |= bit,
            Some(Color::White) => white |= bit,
            None => {}
        }
    }
    Board::from_discs(black, white, side, Size::Eight).unwrap()
}

fn dangling() -> Board {
    // c4 has d4 and e4 beyond it; b5 touches only c4, so no line of two
    // occupied squares runs from it.
    start_with(
        &[("c4", Some(Color::Black)), ("b5", Some(Color::Black))],
        Color::White,
    )
}

#[test]
fn hand_made_violations_are_named() {
    let no_centre = start_with(&[("d4", None)], Color::Black);
    assert_eq!(
        check(&no_centre)[0],
        Violation::CentreEmpty("d4".parse::<Square>().unwrap().bitboard())
    );
    let island = start_with(&[("a1", Some(Color::Black))], Color::White);
    assert_eq!(
        check(&island),
        vec![Violation::Disconnected(
            "a1".parse::<Square>().unwrap().bitboard()
        )]
    );
    assert_eq!(
        check(&dangling()),
        vec![Violation::Unplaceable(
            "b5".parse::<Square>().unwrap().bitboard()
        )]
    );
}

#[test]
fn sat_model_with_33_moves_is_verified_and_35_empties_impossible_quickly() {
    let proof = boardlab::mobility::prove::prove(33, 0, Some(300.0)).unwrap();
    assert_eq!(proof.satisfiable, Some(true));
    let model = proof.board.unwrap();
    assert!(model.legal_moves().count() >= 33);
    assert!((model.empty() & centre(Size::Eight)).is_empty());
    // More moves than squares outside the centre: trivially unsatisfiable.
    let none = boardlab::mobility::prove::prove(61, 0, None).unwrap();
    assert_eq!(none.satisfiable, Some(false));
}

#[test]
#[ignore = "about 5 minutes: the N = 35 bound"]
fn no_board_has_35_moves() {
    let proof = boardlab::mobility::prove::prove(35, 0, None).unwrap();
    assert_eq!(proof.satisfiable, Some(false));
}

#[test]
#[ignore = "about 40 minutes: the 37/38 empties boundary at 34 moves"]
fn thirty_four_moves_allow_37_empties_but_not_38() {
    let at_37 = boardlab::mobility::prove::prove(34, 37, None).unwrap();
    assert_eq!(at_37.satisfiable, Some(true));
    let at_38 = boardlab::mobility::prove::prove(34, 38, None).unwrap();
    assert_eq!(at_38.satisfiable, Some(false));
}

#[test]
fn free_search_finds_34_moves() {
    let deadline = Deadline::new(60.0, &clock);
    let result = free::search(7, &deadline, Some(34), &mut Silent, &mut |_| {});
    assert_eq!(result.best_count, 34);
    assert_eq!(result.board.legal_moves().count(), 34);
    assert_eq!(result.board.empty().count(), result.fewest_empties);
    assert!((result.board.empty() & centre(Size::Eight)).is_empty());
}

#[test]
fn reachable_search_line_replays_to_its_board() {
    let deadline = Deadline::new(3.0, &clock);
    let start = Game::new(Board::start(Size::Eight));
    let result =
        reachable::search(&start, &deadline, None, None, &mut Silent, &mut |_| {}).unwrap();
    assert!(result.best_count >= 24, "only {}", result.best_count);
    assert_eq!(result.board.legal_moves().count(), result.best_count);
    assert!(replays_to(&result.board, &result.moves));
}

#[test]
fn checker_finds_lines_for_game_positions() {
    // Early positions of the white-33 game and of some fixed random games.
    let line = parse_game(Board::start(Size::Eight), WHITE_33_LINE).game;
    let mut targets: Vec<Board> = vec![line.position(16), line.position(22)];
    for seed in 0..6u8 {
        let picks: Vec<u8> = (0..18)
            .map(|i| seed.wrapping_mul(37).wrapping_add(i * 11))
            .collect();
        targets.push(*random_game(&picks).last().unwrap());
    }
    for target in targets {
        let deadline = Deadline::new(60.0, &clock);
        let result = check_reachable(&target, &deadline, &mut Silent);
        match result.verdict {
            Reachability::Reachable(moves) => assert!(replays_to(&target, &moves), "{target}"),
            other => panic!("{target}: {other:?}"),
        }
    }
}

#[test]
fn checker_declares_hand_made_positions_unreachable() {
    let deadline = Deadline::new(10.0, &clock);
    assert!(matches!(
        check_reachable(&dangling(), &deadline, &mut Silent).verdict,
        Reachability::Unreachable(_)
    ));
    // The start with d4 turned black and nothing placed: no disc ever
    // changes colour without a move, so only the search can tell.
    let wrong_centre = start_with(&[("d4", Some(Color::Black))], Color::White);
    let result = check_reachable(&wrong_centre, &deadline, &mut Silent);
    assert!(
        matches!(result.verdict, Reachability::Unreachable(ref reason) if reason.contains("exhaustive")),
        "{:?}",
        result.verdict
    );
}

/// The 60-second goal's positions: seconds natively (BENCHMARKS.md); the
/// deadline only keeps a broken build from hanging the run.
#[test]
fn checker_reaches_the_33_positions() {
    for line in [WHITE_33_LINE, OUR_WHITE_33_LINE, BLACK_33_LINE] {
        let target = after(line);
        let deadline = Deadline::new(300.0, &clock);
        let result = check_reachable(&target, &deadline, &mut Silent);
        assert!(
            matches!(result.verdict, Reachability::Reachable(ref moves) if replays_to(&target, moves)),
            "{line}: {:?}",
            result.verdict
        );
    }
}

#[test]
fn reachable_search_for_black_reports_each_improvement() {
    let deadline = Deadline::new(3.0, &clock);
    let mut seen: Vec<u32> = Vec::new();
    let result = reachable::search(
        &Game::new(Board::start(Size::Eight)),
        &deadline,
        Some(Color::Black),
        None,
        &mut Silent,
        &mut |found| {
            assert_eq!(found.board.side_to_move(), Color::Black);
            assert!(replays_to(&found.board, &found.moves));
            seen.push(found.best_count);
        },
    )
    .unwrap();
    assert_eq!(result.board.side_to_move(), Color::Black);
    assert!(result.best_count >= 24, "only {}", result.best_count);
    assert!(seen.windows(2).all(|pair| pair[0] < pair[1]), "{seen:?}");
    assert_eq!(seen.last(), Some(&result.best_count));
}

#[test]
fn free_search_reports_what_it_returns() {
    let deadline = Deadline::new(60.0, &clock);
    let mut last = None;
    let result = free::search(3, &deadline, Some(33), &mut Silent, &mut |found| {
        assert_eq!(found.board.legal_moves().count(), found.best_count);
        assert_eq!(found.board.empty().count(), found.fewest_empties);
        last = Some((found.best_count, found.fewest_empties));
    });
    assert_eq!(last, Some((result.best_count, result.fewest_empties)));
}

/// The searcher's tail: from five plies before a known record, a short
/// run finds a 33 (not necessarily the same one), reporting a line that
/// replays to it.
#[test]
fn reachable_search_below_a_record_line_finds_33() {
    for (line, ply, side) in [
        (WHITE_33_LINE, 22, Color::White),
        (OUR_WHITE_33_LINE, 22, Color::White),
    ] {
        let moves = parse_game(Board::start(Size::Eight), line).game.moves()[..ply].to_vec();
        let mut opening = Game::new(Board::start(Size::Eight));
        for square in moves {
            opening.push(square).unwrap();
        }
        // Milliseconds with the tail; the beam alone does not find it in a minute.
        let deadline = Deadline::new(20.0, &clock);
        let mut reported = 0;
        let result = reachable::search(
            &opening,
            &deadline,
            Some(side),
            Some(33),
            &mut Silent,
            &mut |found| {
                assert!(replays_to(&found.board, &found.moves));
                reported = found.best_count;
            },
        )
        .unwrap();
        assert_eq!(
            (result.best_count, reported),
            (33, 33),
            "{line} from ply {ply}"
        );
        assert_eq!(result.board.side_to_move(), side);
        assert_eq!(result.board.legal_moves().count(), 33);
        assert!(replays_to(&result.board, &result.moves));
        assert_eq!(
            format_moves(&result.moves[..ply]),
            format_moves(opening.moves())
        );
    }
}

#[test]
#[ignore = "the 10-minute goal: about 50 s of CPU"]
fn reachable_search_finds_a_white_33_from_the_start() {
    let deadline = Deadline::new(600.0, &clock);
    let start = Game::new(Board::start(Size::Eight));
    let result = reachable::search(
        &start,
        &deadline,
        Some(Color::White),
        Some(33),
        &mut Silent,
        &mut |_| {},
    )
    .unwrap();
    assert_eq!(result.best_count, 33);
    assert_eq!(result.board.legal_moves().count(), 33);
    assert_eq!(format_moves(&result.moves), SEARCHED_WHITE_33_LINE);
    assert!(replays_to(&result.board, &result.moves));
}
