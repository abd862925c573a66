//! The retrograde solver against a brute-force reference on the variant with
//! one piece per size, distances checked by their definition, and (ignored,
//! minutes) the full game against the seed's figures.

mod gobblet_reference;

use boardlab::gobblet::{
    self, Layout, Position, SeedSpace, Solution, Status, Symmetry, Value, Variant,
};
use boardlab::progress::Silent;
use gobblet_reference::{all_positions, Plain};
use std::collections::HashMap;
use std::ops::ControlFlow;

/// Solves by plain synchronous rounds over every position of the variant:
/// each round recomputes every undecided position from the previous round's
/// values (win if a successor is lost, one more than the nearest such loss;
/// loss if every successor is won, one more than the farthest), until a round
/// changes nothing. After round `t` exactly the positions at distance <= `t`
/// are decided; what is never decided is a draw.
fn reference_solve(variant: Variant) -> (Vec<Position>, Vec<Value>) {
    let positions = all_positions(variant);
    let number: HashMap<Position, u32> = positions
        .iter()
        .enumerate()
        .map(|(i, &p)| (p, i as u32))
        .collect();
    let mut values = Vec::with_capacity(positions.len());
    let mut successors: Vec<Vec<u32>> = Vec::with_capacity(positions.len());
    for &position in &positions {
        let plain = Plain::from_position(position, variant);
        let next: Vec<u32> = plain
            .moves()
            .iter()
            .map(|(_, next)| number[&next.to_position(variant)])
            .collect();
        values.push(if plain.has_line(0) {
            Some(Value::Unreachable)
        } else if plain.has_line(1) || next.is_empty() {
            Some(Value::Loss(0))
        } else {
            None
        });
        successors.push(next);
    }
    loop {
        let previous = values.clone();
        for (value, next) in values.iter_mut().zip(&successors) {
            if value.is_some() {
                continue;
            }
            let of = |i: &u32| previous[*i as usize];
            let nearest_loss = next.iter().filter_map(|i| match of(i) {
                Some(Value::Loss(d)) => Some(d),
                _ => None,
            });
            if let Some(d) = nearest_loss.min() {
                *value = Some(Value::Win(d + 1));
            } else if next.iter().all(|i| matches!(of(i), Some(Value::Win(_)))) {
                let farthest = next.iter().map(|i| match of(i) {
                    Some(Value::Win(d)) => d,
                    _ => unreachable!(),
                });
                *value = Some(Value::Loss(farthest.max().unwrap() + 1));
            }
        }
        if values == previous {
            break;
        }
    }
    (
        positions,
        values
            .into_iter()
            .map(|v| v.unwrap_or(Value::Draw))
            .collect(),
    )
}

fn count(values: &[Value], positions: &[Position], variant: Variant) -> SeedSpace {
    let mut counts = SeedSpace {
        positions: values.len() as u64,
        ..SeedSpace::default()
    };
    for (&value, &position) in values.iter().zip(positions) {
        match value {
            Value::Unreachable => counts.mover_has_line += 1,
            Value::Draw => counts.draws += 1,
            Value::Win(d) | Value::Loss(d) => {
                if matches!(value, Value::Win(_)) {
                    counts.wins += 1;
                } else {
                    counts.losses += 1;
                }
                if d == 0 {
                    if position.status(variant) == Status::OpponentHasLine {
                        counts.opponent_has_line += 1;
                    } else {
                        counts.no_allowed_move += 1;
                    }
                }
                if counts.distances.len() <= d as usize {
                    counts.distances.resize(d as usize + 1, 0);
                }
                counts.distances[d as usize] += 1;
            }
        }
    }
    counts
}

#[test]
fn the_solver_agrees_with_brute_force_on_one_piece_per_size() {
    let variant = Variant::ONE_PER_SIZE;
    let solution = gobblet::solve(variant, &mut Silent);
    let (positions, values) = reference_solve(variant);
    assert_eq!(positions.len(), 91 * 91 * 91);
    for (&position, &value) in positions.iter().zip(&values) {
        assert_eq!(
            solution.value(position),
            value,
            "position {:#x}",
            position.bits()
        );
    }
    let reference = count(&values, &positions, variant);
    assert_eq!(solution.seed_space(&mut Silent), reference);
    // The variant is a draw; its longest forced result takes 13 plies.
    assert_eq!(solution.value(Position::EMPTY), Value::Draw);
    assert_eq!(reference.distances.len(), 14);
}

/// Checks one position's value against its successors' by the definition.
fn locally_consistent(solution: &Solution, position: Position) -> Result<(), String> {
    let variant = solution.variant();
    let value = solution.value(position);
    let status = position.status(variant);
    let mut successors = Vec::new();
    if status == Status::Open {
        let _ = position.for_each_move(variant, |_, next| {
            successors.push(solution.value(next));
            ControlFlow::Continue(())
        });
    }
    let expected = match status {
        Status::MoverHasLine => Value::Unreachable,
        Status::OpponentHasLine | Status::NoAllowedMove => Value::Loss(0),
        Status::Open => {
            let nearest_loss = successors
                .iter()
                .filter_map(|v| {
                    if let Value::Loss(d) = v {
                        Some(*d)
                    } else {
                        None
                    }
                })
                .min();
            let farthest_win = successors
                .iter()
                .map(|v| {
                    if let Value::Win(d) = v {
                        Some(*d)
                    } else {
                        None
                    }
                })
                .collect::<Option<Vec<_>>>();
            match (nearest_loss, farthest_win) {
                (Some(d), _) => Value::Win(d + 1),
                (None, Some(wins)) => Value::Loss(wins.into_iter().max().unwrap() + 1),
                (None, None) => Value::Draw,
            }
        }
    };
    if value == expected && successors.iter().all(|v| *v != Value::Unreachable) {
        Ok(())
    } else {
        Err(format!(
            "position {:#x}: stored {value}, successors say {expected}",
            position.bits()
        ))
    }
}

#[test]
fn every_distance_is_one_more_than_the_best_successors_on_one_piece_per_size() {
    let variant = Variant::ONE_PER_SIZE;
    let solution = gobblet::solve(variant, &mut Silent);
    for position in all_positions(variant) {
        locally_consistent(&solution, position).unwrap();
    }
}

#[test]
fn symmetric_positions_have_one_value() {
    let variant = Variant::ONE_PER_SIZE;
    let solution = gobblet::solve(variant, &mut Silent);
    let layout = Layout::new(variant);
    for position in all_positions(variant).into_iter().step_by(7) {
        let value = solution.value(position);
        for symmetry in Symmetry::ALL {
            assert_eq!(solution.value(symmetry.position(position)), value);
        }
        assert_eq!(layout.index(position), solution.layout().index(position));
    }
}

/// The full game: about a minute on two cores and 450 MB. Run with
/// `cargo test --release --test gobblet_solve -- --ignored`.
#[test]
#[ignore]
fn the_full_game_reproduces_the_seed() {
    let variant = Variant::STANDARD;
    let solution = gobblet::solve(variant, &mut Silent);
    let space = solution.seed_space(&mut Silent);
    assert_eq!(space.positions, 2_881_473_967);
    assert_eq!(space.mover_has_line, 752_732_880);
    assert_eq!(space.finished(), 644_016_624);
    assert_eq!(space.opponent_has_line, 643_927_848);
    assert_eq!(space.no_allowed_move, 88_776);
    assert_eq!(
        (space.wins, space.losses, space.draws),
        (1_315_792_588, 812_041_781, 906_718)
    );
    // Rows the seed's distance table shares with an independent solution.
    assert_eq!(space.distances[0], 644_016_624);
    assert_eq!(space.distances[1], 1_228_663_244);
    assert_eq!(space.distances[24], 688);
    assert_eq!(space.distances.len(), 27);
    assert_eq!(solution.value(Position::EMPTY), Value::Win(13));
    // First moves: small or large wins, medium loses; the seed lists the
    // distance after the move, one less than ours.
    let mut table: Vec<(String, Value)> = solution
        .move_values(Position::EMPTY)
        .into_iter()
        .map(|group| (group.moves[0].clone(), group.value))
        .collect();
    table.sort_by(|a, b| a.0.cmp(&b.0));
    let expected = [
        ("La1", Value::Win(13)),
        ("Lb1", Value::Win(15)),
        ("Lb2", Value::Win(13)),
        ("Ma1", Value::Loss(14)),
        ("Mb1", Value::Loss(12)),
        ("Mb2", Value::Loss(12)),
        ("Sa1", Value::Win(15)),
        ("Sb1", Value::Win(13)),
        ("Sb2", Value::Win(15)),
    ];
    assert_eq!(table, expected.map(|(m, v)| (m.to_string(), v)));
    // Local consistency on a spread of positions of the whole space.
    let arrangements = solution.layout().arrangements();
    let step = arrangements.space_size() / 200_000 + 1;
    for index in (0..arrangements.space_size()).step_by(step as usize) {
        locally_consistent(&solution, arrangements.position(index).unwrap()).unwrap();
    }
}
