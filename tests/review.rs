//! Game review against the exact solver and a brute-force negamax: values
//! at exact plies, the mistakes with their exact losses, the consistency
//! of a position's value with its children's, and the stoner marks.

mod common;

use boardlab::board::{Board, Color, Scoring, Size, Square};
use boardlab::game::Game;
use boardlab::progress::Silent;
use boardlab::review::mistakes::Kind;
use boardlab::review::{Budget, Mark, PositionAnalysis, ReviewReport, Reviewer, Source};
use boardlab::solve::Solver;
use boardlab::stoner::{check, Solver as StonerSolver, DEFAULT_HORIZON};
use common::{brute_force, random_full_game, Rng};

const TABLE_BITS: u32 = 20;

/// Random 8x8 games, each cut where `empties` squares are left.
fn random_prefix(seed: u64, empties: u32) -> Game {
    let full = random_full_game(Size::Eight, &mut Rng(seed));
    let mut game = Game::new(Board::start(Size::Eight));
    for &square in full.moves() {
        if game.current().empty().count() <= empties {
            break;
        }
        game.push(square).unwrap();
    }
    game
}

fn for_black(board: &Board, value: i32) -> f64 {
    f64::from(match board.side_to_move() {
        Color::Black => value,
        Color::White => -value,
    })
}

/// `game` continued by best play (the solver's first best move) to the end.
fn finish_best(game: &mut Game, solver: &mut Solver) {
    while let (_, Some(square)) = solver.best_move(&game.current(), Scoring::Wof) {
        game.push(square).unwrap();
    }
}

/// The exact analyses of `game`'s plies from `from` on, `None` before.
fn exact_tail(reviewer: &mut Reviewer, game: &Game, from: usize) -> Vec<Option<PositionAnalysis>> {
    (0..=game.len())
        .map(|ply| {
            (ply >= from).then(|| reviewer.exact(game, ply).expect("exact within 18 empties"))
        })
        .collect()
}

/// A game with one known losing move at 14 empties (the move `solve`
/// values worst), best play before it from 18 empties and after it.
fn game_with_a_loss(seed: u64) -> (Game, usize, i32) {
    let mut solver = Solver::new(TABLE_BITS);
    let mut game = random_prefix(seed, 18);
    while game.current().empty().count() > 14 && !game.current().is_game_over() {
        let (_, square) = solver.best_move(&game.current(), Scoring::Wof);
        game.push(square.unwrap()).unwrap();
    }
    let ply = game.len();
    let solution = solver.solve_quietly(&game.current(), Scoring::Wof);
    let &(worst, worst_value) = solution.moves.last().unwrap();
    game.push(worst).unwrap();
    finish_best(&mut game, &mut solver);
    (game, ply, solution.value - worst_value)
}

#[test]
fn a_known_losing_move_is_found_with_its_exact_loss() {
    let mut losses = 0;
    for seed in 1..=4 {
        let (game, ply, loss) = game_with_a_loss(seed);
        let mut reviewer = Reviewer::new(Budget::for_size(Size::Eight), TABLE_BITS).unwrap();
        let from = ply - 4;
        let analyses = exact_tail(&mut reviewer, &game, from);
        let report = ReviewReport::new(&game, &analyses);
        let at_ply: Vec<_> = report.mistakes.iter().filter(|m| m.ply >= from).collect();
        if loss >= 2 {
            losses += 1;
            assert_eq!(at_ply.len(), 1, "seed {seed}: {:?}", report.mistakes);
            let mistake = at_ply[0];
            assert_eq!(mistake.ply, ply);
            assert_eq!(mistake.played, game.moves()[ply]);
            assert_eq!(mistake.loss, f64::from(loss));
            assert!(mistake.exact);
            assert_eq!(Some(mistake.kind), Kind::of(f64::from(loss)));
            let side = game.position(ply).side_to_move();
            let summary = match side {
                Color::Black => report.summary.black,
                Color::White => report.summary.white,
            };
            assert_eq!(summary.discs_lost, f64::from(loss));
        } else {
            assert!(at_ply.is_empty(), "seed {seed}: {:?}", report.mistakes);
        }
    }
    assert!(losses >= 3, "the worst moves lose discs");
}

#[test]
fn exact_values_agree_with_the_solver_at_every_ply_from_18_empties() {
    for seed in 5..=7 {
        let mut game = random_prefix(seed, 18);
        finish_best(&mut game, &mut Solver::new(TABLE_BITS));
        let from = (0..=game.len())
            .find(|&ply| game.position(ply).empty().count() <= 18)
            .unwrap();
        let mut reviewer = Reviewer::new(Budget::for_size(Size::Eight), TABLE_BITS).unwrap();
        for (ply, analysis) in exact_tail(&mut reviewer, &game, from).iter().enumerate() {
            let Some(analysis) = analysis else { continue };
            let board = game.position(ply);
            assert!(analysis.exact);
            if board.is_game_over() {
                assert_eq!(analysis.source, Source::Final);
                assert_eq!(analysis.value, f64::from(board.final_value(Scoring::Wof)));
                continue;
            }
            let solution = Solver::new(TABLE_BITS).solve_quietly(&board, Scoring::Wof);
            assert_eq!(
                analysis.value,
                for_black(&board, solution.value),
                "ply {ply}"
            );
            let mut best = solution.best.clone();
            best.sort();
            assert_eq!(analysis.best, best, "ply {ply}");
            assert_eq!(analysis.to_move, Some(board.side_to_move()));
        }
    }
}

/// The review's own value of each legal move's position (passes made)
/// against the value it gives the position before: the best child's.
fn check_children(reviewer: &mut Reviewer, game: &Game, ply: usize, value: f64) -> bool {
    let board = game.position(ply);
    let mover = board.side_to_move();
    let mut passes = false;
    let values: Vec<f64> = board
        .legal_moves()
        .map(|square: Square| {
            let mut child = game.clone();
            child.truncate(ply);
            child.push(square).unwrap();
            passes |= child.passed_before(ply + 1).is_some();
            reviewer.exact(&child, ply + 1).unwrap().value
        })
        .collect();
    let best = match mover {
        Color::Black => values.iter().cloned().fold(f64::MIN, f64::max),
        Color::White => values.iter().cloned().fold(f64::MAX, f64::min),
    };
    assert_eq!(value, best, "ply {ply} of {}", game.len());
    passes
}

#[test]
fn a_position_is_worth_its_best_child_with_passes() {
    let mut passes = false;
    for seed in 8..=40 {
        let mut game = random_prefix(seed, 12);
        if seed % 2 == 0 {
            finish_best(&mut game, &mut Solver::new(16));
        } else {
            game = random_full_game(Size::Eight, &mut Rng(seed));
        }
        let from = (0..=game.len())
            .find(|&ply| game.position(ply).empty().count() <= 12)
            .unwrap();
        let mut reviewer = Reviewer::new(Budget::for_size(Size::Eight), 16).unwrap();
        for (ply, analysis) in exact_tail(&mut reviewer, &game, from).iter().enumerate() {
            let Some(analysis) = analysis else { continue };
            if analysis.to_move.is_some() {
                passes |= check_children(&mut reviewer, &game, ply, analysis.value);
            }
        }
    }
    assert!(passes, "some line passes");
}

#[test]
fn four_by_four_games_are_all_exact() {
    let mut reviewer = Reviewer::new(Budget::for_size(Size::Four), 16).unwrap();
    for seed in 0..20 {
        let game = random_full_game(Size::Four, &mut Rng(seed));
        let analyses = reviewer.review(&game, &mut Silent);
        // The page's estimates from the start are exact on 4x4 too.
        assert_eq!(reviewer.estimate(&game, 0), analyses[0]);
        assert_eq!(analyses.len(), game.len() + 1);
        for (ply, analysis) in analyses.iter().enumerate() {
            let board = game.position(ply);
            assert!(analysis.exact, "seed {seed} ply {ply}");
            assert_eq!(analysis.ply, ply);
            let value = brute_force(&board, Scoring::Wof);
            assert_eq!(
                analysis.value,
                for_black(&board, value),
                "seed {seed} ply {ply}"
            );
        }
        let wrapped: Vec<_> = analyses.into_iter().map(Some).collect();
        let report = ReviewReport::new(&game, &wrapped);
        for mistake in &report.mistakes {
            let before = game.position(mistake.ply);
            let after = game.position(mistake.ply + 1);
            let sign = if mistake.side == Color::Black {
                1.0
            } else {
                -1.0
            };
            let lost = sign
                * (for_black(&before, brute_force(&before, Scoring::Wof))
                    - for_black(&after, brute_force(&after, Scoring::Wof)));
            assert_eq!(mistake.loss, lost);
            assert!(mistake.loss >= 2.0 && mistake.exact);
        }
        assert!(report.stoners.is_empty());
    }
}

#[test]
fn the_seed_stoner_game_is_marked_where_set_and_where_available() {
    let seed = "e6d6c6d7c8b6c7f7f6e8f8g8b7";
    let read = boardlab::notation::read_game(None, None, seed);
    let mut game = read.game;
    let board = game.current();
    let trap = check(&board, DEFAULT_HORIZON, &mut StonerSolver::default());
    for square in trap[0].outcome.line() {
        game.push(square).unwrap();
    }
    let mut reviewer = Reviewer::new(Budget::for_size(Size::Eight), 18).unwrap();
    let analyses: Vec<_> = (0..=game.len())
        .map(|ply| Some(reviewer.estimate(&game, ply)))
        .collect();
    let report = ReviewReport::new(&game, &analyses);
    let marks = |ply: usize, mark: Mark| {
        report
            .stoners
            .iter()
            .filter(|found| found.ply == ply && found.mark == mark)
            .collect::<Vec<_>>()
    };
    let available = marks(12, Mark::Available);
    assert!(
        available
            .iter()
            .any(|found| found.square == Some("b7".parse().unwrap())
                && found.orientation.to_string() == "a8/b7/h8"
                && found.distance == 4
                && found.moves == seed
                && found.at == 13),
        "{:?}",
        report.stoners
    );
    let set = marks(13, Mark::Set);
    assert_eq!(set.len(), 1, "{:?}", report.stoners);
    assert_eq!(set[0].moves, seed);
    assert!(marks(0, Mark::Set).is_empty() && marks(0, Mark::Available).is_empty());
    // The report serializes with the fields the interfaces fix.
    let json = serde_json::to_value(&report).unwrap();
    for field in ["ply", "to_move", "value", "exact", "best"] {
        assert!(json["plies"][0].get(field).is_some(), "{field}");
    }
    assert_eq!(json["plies"].as_array().unwrap().len(), game.len() + 1);
}

fn boardlab_review(args: &[&str]) -> std::process::Output {
    std::process::Command::new(env!("CARGO_BIN_EXE_boardlab"))
        .arg("review")
        .args(args)
        .output()
        .expect("the boardlab binary runs")
}

#[test]
fn the_cli_prints_the_engine_report() {
    let moves = "d3d4c4b4a4";
    let output = boardlab_review(&[moves, "--size", "4", "--json"]);
    assert!(output.status.success());
    let mut printed: serde_json::Value = serde_json::from_slice(&output.stdout).unwrap();
    let game = boardlab::notation::read_game(Some(Size::Four), None, moves).game;
    let analyses: Vec<_> = Reviewer::for_size(Size::Four, 16)
        .unwrap()
        .review(&game, &mut Silent)
        .into_iter()
        .map(Some)
        .collect();
    let mut expected = serde_json::to_value(ReviewReport::new(&game, &analyses)).unwrap();
    printed["seconds"] = 0.0.into();
    expected["seconds"] = 0.0.into();
    // The face fills in the review's time: the default here.
    expected["budget_seconds"] = (boardlab::review::DEFAULT_SECONDS as f64).into();
    assert_eq!(printed, expected);
    assert_eq!(printed["plies"].as_array().unwrap().len(), 6);
    let text = String::from_utf8(boardlab_review(&[moves, "--size", "4"]).stdout).unwrap();
    assert!(text.contains("black:") && text.contains("white:"), "{text}");
    let error = boardlab_review(&["d3zz", "--size", "4"]);
    assert!(!error.status.success());
    let message = String::from_utf8(error.stderr).unwrap();
    assert!(message.contains("moves: zz is not a square"), "{message}");
}

#[test]
fn six_by_six_openings_are_exact_from_the_book() {
    let game = boardlab::notation::read_game(Some(Size::Six), None, "c2").game;
    let mut reviewer = Reviewer::for_size(Size::Six, 16).unwrap();
    for ply in 0..=1 {
        let analysis = reviewer.exact(&game, ply).expect("the book knows it");
        assert_eq!(analysis.source, Source::Book);
        // The 6x6 game is a white win by 4 with perfect play (wof).
        assert_eq!(analysis.value, -4.0);
        // An estimate is exact where the book knows the position.
        assert_eq!(reviewer.estimate(&game, ply), analysis);
    }
}

/// A solver that gives up within its budget leaves nothing false in its
/// table: the same solver then values the position exactly.
#[test]
fn a_solver_over_its_budget_gives_up_and_stays_exact() {
    for seed in 41..=43 {
        let board = common::random_position(Size::Eight, 20, seed);
        let expected = Solver::new(TABLE_BITS).solve_quietly(&board, Scoring::Wof);
        let mut solver = Solver::new(TABLE_BITS);
        let gave_up = solver.within(1_000, |solver| solver.best_moves(&board, Scoring::Wof));
        assert_eq!(gave_up, None, "seed {seed}");
        // Past the budget every deep node returns at once (the shallow
        // searches already under way finish).
        assert!(solver.nodes() < 50_000, "it stops soon: {}", solver.nodes());
        let answered = solver
            .within(u64::MAX / 2, |solver| {
                solver.best_moves(&board, Scoring::Wof)
            })
            .expect("a large budget suffices");
        assert_eq!(answered.value, expected.value, "seed {seed}");
        let mut best = expected.best.clone();
        best.sort();
        let mut found = answered.best.clone();
        found.sort();
        assert_eq!(found, best, "seed {seed}");
    }
}

#[test]
fn a_table_too_large_to_allocate_is_an_error_not_an_abort() {
    // Sizes are clamped to 2^32 slots: 128 GiB, more than any machine here.
    let error = Reviewer::new(Budget::for_size(Size::Eight), 40)
        .err()
        .expect("2^32 slots cannot be allocated");
    assert!(error.to_string().contains("cannot be allocated"), "{error}");
}

/// A real game (WTHOR 2016, game 6: Aunchulee Piyanat against Koh Bo Chao
/// Alex, 25-39 by the record).
const REAL_GAME: &str = "f5f4e3f2e2f6d3c4f3e1f1g1e6c5c6d6e7c2g6d7e8c8b6b4g3f8g8c7c3f7g5a6b3a4a2g4h4h3d1c1b2d2h2h6b7b8a3a5a7b5g7h5h7d8a8h8g2h1a1b1";

#[test]
fn a_real_game_is_judged_as_the_solver_judges_it_at_the_end() {
    let game = boardlab::notation::parse_game(Board::start(Size::Eight), REAL_GAME).game;
    assert_eq!(game.len(), 60);
    let budget = Budget {
        exact_empties: 16,
        exact_nodes: 0,
        estimate_nodes: 20_000,
    };
    let mut reviewer = Reviewer::new(budget, TABLE_BITS).unwrap();
    let analyses: Vec<_> = reviewer
        .review(&game, &mut Silent)
        .into_iter()
        .map(Some)
        .collect();
    let report = ReviewReport::new(&game, &analyses);
    // Every move from 16 empties on, judged by a solver of its own.
    let mut solver = Solver::new(TABLE_BITS);
    let mut judged = 0;
    for ply in (60 - 16)..game.len() {
        let board = game.position(ply);
        let best = solver.solve_quietly(&board, Scoring::Wof).value;
        let played = -solver
            .solve_quietly(&game.position(ply + 1), Scoring::Wof)
            .value;
        let played = if game.position(ply + 1).side_to_move() == board.side_to_move() {
            -played
        } else {
            played
        };
        let loss = f64::from(best - played);
        let listed = report.mistakes.iter().find(|mistake| mistake.ply == ply);
        match Kind::of(loss) {
            Some(kind) => {
                let mistake =
                    listed.unwrap_or_else(|| panic!("ply {ply} loses {loss} and is not listed"));
                assert_eq!(
                    (mistake.loss, mistake.kind, mistake.exact),
                    (loss, kind, true),
                    "ply {ply}"
                );
                judged += 1;
            }
            None => assert!(
                listed.is_none(),
                "ply {ply} loses {loss} but is listed: {listed:?}"
            ),
        }
    }
    assert!(judged >= 1, "the game has losing moves at the end");
    // The reviewer of 8x8 games values the opening from the book: an
    // estimate, with the depth of the book's searches.
    let book = boardlab::openings::book::GamesBook::built_in();
    let mut with_book = Reviewer::for_size(Size::Eight, TABLE_BITS).unwrap();
    let start = with_book.estimate(&game, 0);
    assert_eq!(
        (start.source, start.exact, start.depth),
        (Source::Book, false, Some(book.depth()))
    );
    assert_eq!(start.value, book.answer(&game.position(0)).unwrap().value);
}
