//! The df-pn proof-game solver against exhaustive minimax and the seed.

mod stoner_reference;

use boardlab::board::Board;
use boardlab::stoner::report::{CheckReport, ExplainedCheck, ShapeDrawing};
use boardlab::stoner::{
    check, detect, explain, turn, Escape, LineError, Outcome, Proof, ProofGame, Shape, Solver,
    Threat, Turn,
};
use stoner_reference::{minimax, position, seed_lines};

/// Follows a proof from `root` and checks that it is one: every defender
/// move answered, every attacker move legal, ending in a corner of the edge
/// within `distance` plies. Returns the longest line's length.
fn verify(game: &ProofGame, root: Board, proof: &Proof) -> u32 {
    fn walk(game: &ProofGame, mut node: boardlab::stoner::Node, proof: &Proof) -> u32 {
        let status = game.status(&mut node);
        match (status, proof) {
            (boardlab::stoner::Status::Won(_), Proof::Corner(square)) => {
                assert!(node.board.is_legal(*square));
                1
            }
            (boardlab::stoner::Status::AttackerMoves(moves), Proof::Attacker { square, next }) => {
                assert!(moves.contains(*square));
                1 + walk(game, game.play(&node, *square), next)
            }
            (boardlab::stoner::Status::DefenderMoves(moves), Proof::Defender { replies }) => {
                let answered: Vec<_> = replies.iter().map(|(square, _)| *square).collect();
                assert_eq!(
                    answered,
                    moves.collect::<Vec<_>>(),
                    "every defender move is refuted"
                );
                1 + replies
                    .iter()
                    .map(|(square, next)| walk(game, game.play(&node, *square), next))
                    .max()
                    .unwrap()
            }
            (status, proof) => panic!("proof {proof:?} does not fit status {status:?}"),
        }
    }
    walk(game, game.root(root), proof)
}

#[test]
fn seed_lines_are_successful_with_the_seed_distance_plus_four() {
    let mut solver = Solver::default();
    for (moves, escape) in seed_lines() {
        let board = position(&moves);
        let checks = check(&board, 14, &mut solver);
        let distances: Vec<u32> = checks.iter().filter_map(|c| c.outcome.distance()).collect();
        assert!(!distances.is_empty(), "{moves} is a successful stoner");
        assert_eq!(distances.iter().min(), Some(&(escape + 4)), "{moves}");
        for c in &checks {
            if let Outcome::Won { distance, proof } = &c.outcome {
                let game = ProofGame::new(&board, c.found.orientation, c.found.shape, 14);
                assert_eq!(verify(&game, board, proof), *distance, "{moves}");
                assert_eq!(proof.main_line().len() as u32, *distance);
            }
        }
    }
}

#[test]
fn seed_lines_agree_with_minimax_at_small_horizons() {
    let mut solver = Solver::default();
    for (moves, _) in seed_lines() {
        let board = position(&moves);
        for found in detect(&board) {
            for horizon in 0..=8 {
                let game = ProofGame::new(&board, found.orientation, found.shape, horizon);
                assert_eq!(
                    solver.distance(&game, board),
                    minimax(&board, found.orientation, found.shape, horizon),
                    "{moves} {found:?} H={horizon}"
                );
            }
        }
    }
}

#[test]
fn outcomes_serialize_for_the_web_face() {
    let board = position("e6d6c6d7c8b6c7f7f6e8f8g8b7");
    let checks = check(&board, 14, &mut Solver::default());
    let json = serde_json::to_value(&checks).unwrap();
    assert_eq!(json[0]["found"]["shape"], "S31");
    assert_eq!(json[0]["found"]["orientation"], "a8/b7/h8");
    assert_eq!(json[0]["outcome"]["result"], "won");
    assert_eq!(json[0]["outcome"]["distance"], 4);
    // The defender's first moves each carry the attacker's answer.
    assert!(
        json[0]["outcome"]["proof"]["defender"]["replies"]
            .as_array()
            .unwrap()
            .len()
            > 1
    );
}

/// Every step of a proven main line is explained: the mover alternates
/// (no pass in these lines), only the last move takes a corner, and each
/// threat really opens that corner to the attacker.
#[test]
fn main_lines_are_explained_step_by_step() {
    let mut solver = Solver::default();
    let mut triggers = 0;
    let mut x_threats = 0;
    for (moves, _) in seed_lines() {
        let board = position(&moves);
        for c in check(&board, 14, &mut solver) {
            let game = ProofGame::new(&board, c.found.orientation, c.found.shape, 14);
            let line = c.outcome.line();
            let steps = explain(&game, board, &line).unwrap();
            assert_eq!(steps.len(), line.len());
            let mut after = board;
            for (index, step) in steps.iter().enumerate() {
                assert_eq!(step.square, line[index]);
                assert_eq!(step.attacker, after.side_to_move() != board.side_to_move());
                assert_eq!(step.flipped.len() as u32, after.flips(step.square).count());
                after = after.play(step.square).unwrap();
                if after.must_pass() {
                    after = after.pass();
                }
                for threat in &step.threats {
                    let answered = after.play(threat.square).unwrap();
                    assert!(answered.legal_moves().contains(threat.corner), "{moves}");
                    // What opens the corner: turned by the reply, turned back by the corner.
                    let back = answered.flips(threat.corner);
                    for square in &threat.opening {
                        assert!(threat.flipped.contains(square), "{moves}");
                        assert!(back.contains(*square), "{moves}");
                    }
                    let opened_by_flips =
                        threat.flipped.iter().any(|&square| back.contains(square));
                    assert_eq!(!threat.opening.is_empty(), opened_by_flips, "{moves}");
                }
                // The threats that turn the X-square come first.
                let x_square = c.found.orientation.x_square();
                let turns_x = |threat: &Threat| threat.opening.contains(&x_square);
                assert!(
                    step.threats
                        .windows(2)
                        .all(|pair| turns_x(&pair[0]) || !turns_x(&pair[1])),
                    "{moves}"
                );
                x_threats += step.threats.iter().filter(|threat| turns_x(threat)).count();
                triggers += usize::from(step.trigger);
            }
            if c.outcome.is_won() {
                let last = steps.last().unwrap();
                assert!(last.attacker && last.corner, "{moves} ends in the corner");
                assert!(steps[..steps.len() - 1]
                    .iter()
                    .all(|s| !s.corner || !s.attacker));
            }
        }
    }
    assert!(triggers > 0, "some main line springs the trap");
    assert!(x_threats > 0, "some threat turns the X-square");
}

#[test]
fn explain_names_the_first_bad_move() {
    let board = position("e6d6c6d7c8b6c7f7f6e8f8g8b7");
    let found = detect(&board)[0];
    let game = ProofGame::new(&board, found.orientation, found.shape, 14);
    let error = explain(&game, board, &["a1".parse().unwrap()]).unwrap_err();
    assert!(error.to_string().contains("move 1 (a1)"), "{error}");
    // The main line ends with the corner: nothing may follow it.
    let mut line = check(&board, 14, &mut Solver::default())[0].outcome.line();
    line.push("a1".parse().unwrap());
    let error = explain(&game, board, &line).unwrap_err();
    assert!(matches!(error, LineError::AfterTheEnd { .. }), "{error:?}");
    assert!(
        error.to_string().contains("after the game is decided"),
        "{error}"
    );
}

/// Playing the defender against `turn`: along every defender move of the
/// proof the attacker's answer is a proven win and the corner falls; on an
/// escapable position the defender is told it is not lost.
#[test]
fn the_attacker_answers_every_defence_with_a_proven_reply() {
    let mut solver = Solver::default();
    let board = position("c4c3c2c5c6b5a6a5f6a7d6c1b2");
    let found = detect(&board)[0];
    let game = ProofGame::new(&board, found.orientation, found.shape, 14);
    assert_eq!(
        turn(&game, board, &[], &mut solver),
        Ok(Turn::Defender { lost: Some(true) })
    );
    // Each first defence: the attacker's replies win until the corner.
    for first in board.legal_moves() {
        let mut line = vec![first];
        let corner = loop {
            match turn(&game, board, &line, &mut solver).unwrap() {
                Turn::Attacker { reply, winning } => {
                    assert_eq!(winning, Some(true), "after {line:?}");
                    line.push(reply);
                }
                Turn::Defender { lost } => {
                    assert_eq!(lost, Some(true), "after {line:?}");
                    // The defender resists with its first move.
                    let mut after = board;
                    for &square in &line {
                        after = after.play(square).unwrap();
                        if after.must_pass() {
                            after = after.pass();
                        }
                    }
                    line.push(after.legal_moves().first().unwrap());
                }
                Turn::Won { corner } => break corner,
                Turn::Escaped { reason } => panic!("escaped ({reason:?}) after {line:?}"),
            }
        };
        assert!(found.orientation.corners().contains(corner));
        // The attacker's fastest replies keep within the proven distance.
        assert!(line.len() <= 10, "{line:?}");
    }
    let escape = position("f5f4f3g4e3e6g5e2h3h5h6h7g2");
    let found = detect(&escape)
        .into_iter()
        .find(|m| m.orientation.to_string() == "h1/g2/h8")
        .unwrap();
    let game = ProofGame::new(&escape, found.orientation, found.shape, 14);
    assert_eq!(
        turn(&game, escape, &[], &mut solver),
        Ok(Turn::Defender { lost: Some(false) })
    );
}

/// A defend turn is bounded by the solver's budget: past it the turn says
/// it does not know (the page says so) instead of searching on, and a
/// larger budget resumes to the proven answer.
#[test]
fn a_defend_turn_past_its_budget_is_undecided() {
    let board = position("c4c3c2c5c6b5a6a5f6a7d6c1b2");
    let found = detect(&board)[0];
    let game = ProofGame::new(&board, found.orientation, found.shape, 14);
    let mut tight = Solver::default().with_budget(5);
    assert_eq!(
        turn(&game, board, &[], &mut tight),
        Ok(Turn::Defender { lost: None })
    );
    let mut enough = Solver::default().with_budget(boardlab::stoner::solver::DEFAULT_BUDGET);
    assert_eq!(
        turn(&game, board, &[], &mut enough),
        Ok(Turn::Defender { lost: Some(true) })
    );
    // After each defence the attacker's answer within 5 nodes is the proven
    // one or undecided, never a wrong verdict; some are undecided.
    let mut undecided = 0;
    for defence in board.legal_moves() {
        let full = turn(&game, board, &[defence], &mut enough).unwrap();
        match turn(
            &game,
            board,
            &[defence],
            &mut Solver::default().with_budget(5),
        )
        .unwrap()
        {
            Turn::Attacker { winning: None, .. } => undecided += 1,
            short => assert_eq!(short, full, "after {defence}"),
        }
    }
    assert!(undecided > 0);
}

/// An escape crosses to the faces in the engine's one wording.
#[test]
fn an_escaped_turn_is_told_in_the_engine_s_words() {
    let turn = Turn::Escaped {
        reason: Escape::Corner("a8".parse().unwrap()),
    };
    assert_eq!(
        serde_json::to_value(&turn).unwrap(),
        serde_json::json!({
            "turn": "escaped",
            "escape": "the defender can take a8 before the trap is sprung"
        })
    );
}

/// The page's check is the CLI's report, match by match, with the marks,
/// the proof and the explained main line beside it.
#[test]
fn the_explained_check_extends_the_cli_report() {
    let board = position("e6d6c6d7c8b6c7f7f6e8f8g8b7");
    let checks = check(&board, 14, &mut Solver::default());
    let cli = serde_json::to_value(CheckReport::new(&board, 14, &checks)).unwrap();
    let explained = serde_json::to_value(ExplainedCheck::new(&board, 14, checks).unwrap()).unwrap();
    for (key, value) in cli["matches"][0].as_object().unwrap() {
        assert_eq!(&explained["matches"][0][key], value, "{key}");
    }
    let m = &explained["matches"][0];
    assert_eq!(m["line"], "g7f5d8h8");
    assert_eq!(explained["defender"], "white");
    assert_eq!(m["attacker"], "black");
    assert_eq!(
        [
            &m["near_corner"],
            &m["x_square"],
            &m["far_corner"],
            &m["trigger"]
        ],
        ["a8", "b7", "h8", "d8"]
    );
    assert_eq!(m["family"], "a8/b7/h8");
    assert!(m["proof"]["defender"]["replies"].is_array());
    let squares: Vec<&str> = m["steps"]
        .as_array()
        .unwrap()
        .iter()
        .map(|s| s["square"].as_str().unwrap())
        .collect();
    assert_eq!(squares, ["g7", "f5", "d8", "h8"]);
}

#[test]
fn shape_drawings_are_the_canonical_patterns() {
    let s31 = ShapeDrawing::canonical(Shape::S31);
    assert_eq!(s31.trigger.to_string(), "d8");
    assert_eq!(
        [s31.near_corner, s31.x_square, s31.far_corner].map(|square| square.to_string()),
        ["a8", "b7", "h8"]
    );
    assert!(s31.attacker.contains(&s31.x_square));
    assert!(s31.empty.contains(&s31.trigger));
}
