//! The df-pn proof-game solver against exhaustive minimax and the seed.

mod stoner_reference;

use boardlab::board::Board;
use boardlab::stoner::{check, detect, Outcome, Proof, ProofGame, Solver};
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
