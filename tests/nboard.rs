//! The NBoard protocol: boardlab's engine session driven line by line
//! (answers in order, values against the exact solver, bad lines, a
//! finished game, a ping that stops a search), and external engines in the
//! arena (boardlab's own engine, and the same engine misbehaving on
//! purpose: illegal moves, crashes, hangs).

mod common;

use boardlab::board::random::seeded;
use boardlab::board::{Board, Scoring, Size, Square};
use boardlab::game::Game;
use boardlab::nboard::{Depth, Reply, Session};
use boardlab::notation::read_game;
use boardlab::players::arena::{run_arena, ArenaSetup};
use boardlab::players::{decide, Limits, PlayerSpec, StrongPlayer};
use boardlab::progress::Silent;
use boardlab::records::{ggf, Record};
use boardlab::solve::Solver;
use common::random_position;
use std::sync::Arc;
use std::time::Duration;

/// The game of a move string from the 8x8 start.
fn game_of(moves: &str) -> Game {
    read_game(None, None, moves).whole().unwrap()
}

/// A session whose searches are never told to stop.
fn session() -> Session {
    Session::new(None, Arc::new(|| false))
}

/// The replies to `lines`, in order.
fn replies(session: &mut Session, lines: &[&str]) -> Vec<Reply> {
    let mut replies = Vec::new();
    for line in lines {
        session.handle_line(line, &mut |reply| replies.push(reply));
    }
    replies
}

/// `set game` with `board` as the start and no move.
fn set_game(board: &Board) -> String {
    format!("set game {}", ggf::write(&Record::new(*board, Vec::new())))
}

fn status(text: &str) -> Reply {
    Reply::Status(text.to_string())
}

#[test]
fn a_scripted_session_answers_in_order_with_exact_values_near_the_end() {
    let board = random_position(Size::Eight, 12, 5);
    assert!(!board.is_game_over() && !board.must_pass());
    let solution = Solver::new(16).solve(&board, Scoring::Wof, &mut Silent);
    let mut session = session();
    let game = set_game(&board);
    let answers = replies(
        &mut session,
        &[
            "nboard 2",
            "set depth 8",
            &game,
            "ping 1",
            "go",
            "hint 3",
            "ping 2",
        ],
    );
    assert_eq!(answers[0], Reply::Name("boardlab"));
    assert_eq!(answers[1], Reply::Pong(1));
    assert_eq!(answers[2], status("boardlab is thinking"));
    let Reply::Search {
        play: Some(thought),
        value: thought_value,
        depth: Depth::Exact,
    } = answers[3]
    else {
        panic!("thinking output, exact: {:?}", answers[3]);
    };
    // After the search, what it took: the solver's nodes.
    let Reply::NodeStats { nodes, seconds } = answers[4] else {
        panic!("node stats: {:?}", answers[4]);
    };
    assert!(nodes > 0 && seconds >= 0.0, "{nodes} nodes in {seconds} s");
    let Reply::Move {
        play: Some(chosen),
        value,
        ..
    } = answers[5]
    else {
        panic!("a move: {:?}", answers[5]);
    };
    assert_eq!((thought, thought_value), (chosen, value));
    assert!(
        solution.best.contains(&chosen),
        "{chosen} not in {:?}",
        solution.best
    );
    assert_eq!(value, f64::from(solution.value));
    // `go` does not play its move.
    assert_eq!(session.board(), board);
    // hint 3: the three best moves, exact, best first, what the search took, then an empty status.
    assert_eq!(answers[6], status("boardlab is thinking"));
    let hints: Vec<(Square, f64)> = answers[7..10]
        .iter()
        .map(|reply| match reply {
            Reply::Search {
                play: Some(square),
                value,
                depth: Depth::Exact,
            } => (*square, *value),
            other => panic!("an exact hint: {other:?}"),
        })
        .collect();
    let expected: Vec<f64> = solution
        .moves
        .iter()
        .take(3)
        .map(|&(_, v)| f64::from(v))
        .collect();
    assert_eq!(hints.iter().map(|&(_, v)| v).collect::<Vec<_>>(), expected);
    for (square, value) in hints {
        assert!(solution.moves.contains(&(square, value as i32)));
    }
    assert!(
        matches!(answers[10], Reply::NodeStats { .. }),
        "{:?}",
        answers[10]
    );
    assert_eq!(answers[11..], [status(""), Reply::Pong(2)]);
}

#[test]
fn moves_and_passes_follow_the_game_and_bad_lines_keep_the_session() {
    let mut session = session();
    let answers = replies(
        &mut session,
        &[
            "nboard 2",
            "set game (;GM[Othello]PB[a]PW[b]RE[?]TY[8]BO[8 ---------------------------O*------*O--------------------------- *]B[F5]W[F6];)",
            "move E6/0.5/1.2",
            "xyzzy",
            "set depth 99",
            "move A1",
            "move PA",
            "set colour blue",
            "hint zero",
            "",
            "ping 4",
        ],
    );
    assert_eq!(
        answers,
        [
            Reply::Name("boardlab"),
            status("boardlab: 'xyzzy' is not a command"),
            status("boardlab: set depth: '99' is not a depth from 1 to 60"),
            status("boardlab: move refused: a1 is not a legal move for white"),
            status("boardlab: move refused: white may not pass: it has a legal move"),
            status("boardlab: 'set colour' is not a setting (depth, game or contempt)"),
            status("boardlab: hint: 'zero' is not a count of moves from 1"),
            Reply::Pong(4),
        ]
    );
    assert_eq!(session.board(), game_of("f5f6e6").current());

    // White must pass here: `go` answers PA, `move PA` is taken, and a
    // move after a pass the GUI left out is taken too.
    let board: Board = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXO-- O"
        .parse()
        .unwrap();
    assert!(board.must_pass() && !board.is_game_over());
    let game = set_game(&board);
    let answers = replies(&mut session, &[&game, "go"]);
    assert!(
        matches!(answers[3], Reply::Move { play: None, .. }),
        "{answers:?}"
    );
    let answers = replies(
        &mut session,
        &["move PA", "move G8", "ping 5", &game, "move G8", "ping 6"],
    );
    assert_eq!(answers, [Reply::Pong(5), Reply::Pong(6)]);
}

#[test]
fn go_and_hint_on_a_finished_game_say_so_and_the_session_goes_on() {
    let full: Board = "XXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXXOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOOO X"
        .parse()
        .unwrap();
    let mut session = session();
    let game = set_game(&full);
    let answers = replies(&mut session, &[&game, "go", "hint 2", "move C4", "ping 9"]);
    let over = status("boardlab: the game is over (black 32, white 32): no move to make");
    assert_eq!(
        answers,
        [
            over.clone(),
            over,
            status("boardlab: move refused: the game is over"),
            Reply::Pong(9),
        ]
    );
}

#[test]
fn a_waiting_ping_stops_the_search_at_its_first_iteration() {
    // Told to stop from the start: depth 30 in the middle game (24 moves
    // of a 2016 game, past the opening book) would take the whole node
    // budget; stopped, the first iteration is kept.
    let mut stopped = Session::new(Some(30), Arc::new(|| true));
    let game = game_of("f5f4e3f2e2f6d3c4f3e1f1g1e6c5c6d6e7c2g6d7e8c8b6b4");
    let ggf = ggf::write(&Record::from_game(&game));
    let answers = replies(&mut stopped, &[&format!("set game {ggf}"), "go"]);
    assert!(
        matches!(
            answers[1],
            Reply::Search {
                depth: Depth::Plies(1),
                ..
            }
        ),
        "{answers:?}"
    );
    assert!(matches!(answers[2], Reply::NodeStats { .. }));
    assert!(matches!(answers[3], Reply::Move { play: Some(_), .. }));
    // Never stopped, the same session searches its whole depth.
    let mut whole = Session::new(Some(4), Arc::new(|| false));
    let answers = replies(&mut whole, &[&format!("set game {ggf}"), "go"]);
    assert!(
        matches!(
            answers[1],
            Reply::Search {
                depth: Depth::Plies(4),
                ..
            }
        ),
        "{answers:?}"
    );
}

#[test]
fn analyze_values_every_position_from_the_last() {
    let game = game_of("f5d6c3d3c4");
    let mut session = Session::new(Some(2), Arc::new(|| false));
    let ggf = ggf::write(&Record::from_game(&game));
    let answers = replies(&mut session, &[&format!("set game {ggf}"), "analyze"]);
    let moves_made: Vec<usize> = answers
        .iter()
        .filter_map(|reply| match reply {
            Reply::Analysis { moves_made, .. } => Some(*moves_made),
            _ => None,
        })
        .collect();
    assert_eq!(moves_made, [5, 4, 3, 2, 1, 0]);
    // Each value is the depth-2 player's value of its position (the
    // opening book's, where it holds the position).
    let mut player = StrongPlayer::with_depth(Some(2));
    player.set_book(boardlab::openings::book::GamesBook::built_in());
    for reply in &answers {
        if let Reply::Analysis { moves_made, value } = reply {
            let board = game.position(*moves_made);
            let report = decide(&mut player, &board, &mut seeded(1), Limits::default()).unwrap();
            assert_eq!(Some(*value), report.value, "after {moves_made} moves");
        }
    }
    assert_eq!(answers.last(), Some(&status("")));
}

/// The arena with boardlab's own engine as black (`ENGINE_ARGS` after
/// `boardlab engine`) against `white`.
fn engine_arena(engine_args: &str, white: &str, games: u32, move_time: Option<u64>) -> ArenaSetup {
    let command = format!("{} engine {engine_args}", env!("CARGO_BIN_EXE_boardlab"));
    ArenaSetup {
        black: PlayerSpec::Nboard(command),
        white: white.parse().unwrap(),
        games,
        seed: 3,
        size: Size::Eight,
        openings: 4,
        opening_lines: None,
        move_time: move_time.map(Duration::from_millis),
        exact_empties: None,
    }
}

#[test]
fn engines_that_misbehave_lose_each_game_and_the_run_goes_on() {
    let cases = [
        (
            "--fault illegal:2",
            None,
            "answered 'D4/0.00/0.00', not a legal move",
        ),
        (
            "--fault crash:1",
            None,
            "stopped (exit status: 3) while thinking about its move",
        ),
        (
            "--fault hang:0",
            Some(50),
            "gave no answer within 1.1 s while thinking about its move",
        ),
    ];
    for (args, move_time, reason) in cases {
        let summary = run_arena(&engine_arena(args, "strong:1", 3, move_time), &mut Silent);
        assert_eq!((summary.games, summary.white_wins), (3, 3), "{args}");
        assert_eq!(summary.forfeits.len(), 3, "{args}");
        for (index, forfeit) in summary.forfeits.iter().enumerate() {
            assert_eq!(forfeit.game, index as u32 + 1);
            assert!(
                forfeit.reason.contains(reason),
                "{args}: {}",
                forfeit.reason
            );
        }
        // The games stop where the engine failed: the opening's 4 plies,
        // then as many answers as the fault allows each side.
        for record in &summary.records {
            game_of(&record.moves);
        }
    }
    let missing = ArenaSetup {
        black: PlayerSpec::Nboard("/nonexistent/engine".to_string()),
        ..engine_arena("", "random", 2, None)
    };
    let summary = run_arena(&missing, &mut Silent);
    assert_eq!(summary.white_wins, 2);
    assert!(summary.forfeits[0]
        .reason
        .starts_with("cannot start the engine '/nonexistent/engine'"));
}

#[test]
fn boardlab_engine_plays_itself_through_the_arena() {
    let command = format!("{} engine --depth 2", env!("CARGO_BIN_EXE_boardlab"));
    let setup = ArenaSetup {
        white: PlayerSpec::Nboard(command.clone()),
        ..engine_arena("--depth 2", "random", 4, None)
    };
    let summary = run_arena(&setup, &mut Silent);
    assert_eq!(summary.games, 4);
    assert!(summary.forfeits.is_empty(), "{:?}", summary.forfeits);
    for record in &summary.records {
        let game = game_of(&record.moves);
        let end = game.current();
        assert!(end.is_game_over(), "{}", record.moves);
        assert_eq!(record.black, end.count(boardlab::board::Color::Black));
    }
    assert_eq!(
        summary.black,
        format!(
            "nboard:{}",
            setup.black.to_string().trim_start_matches("nboard:")
        )
    );
}
