//! Players and arena: names, legality, reproducibility, statistics that
//! add up, the strong searcher against plain minimax and the exact solver.

mod common;

use boardlab::board::random::seeded;
use boardlab::board::{Board, Color, Scoring, Size, Square};
use boardlab::game::with_forced_pass;
use boardlab::notation::parse_game;
use boardlab::players::arena::{play_game, run_arena, ArenaSetup};
use boardlab::players::report::MoveSource;
use boardlab::players::{
    leaf_score, Limits, Player, PlayerSpec, RandomPlayer, Searching, StrongPlayer, ENDGAME_EMPTIES,
};
use boardlab::progress::Silent;
use boardlab::solve::Solver;
use common::random_position;

#[test]
fn player_names_parse_and_print() {
    for name in [
        "random",
        "three-ply",
        "strong",
        "strong:4",
        "strong:12",
        "classic",
        "classic:8",
        "strong@2",
        "strong:6@2",
        "classic:3@16",
    ] {
        let spec: PlayerSpec = name.parse().unwrap();
        assert_eq!(spec.to_string(), name);
    }
    assert_eq!(
        "strong:6@2".parse::<PlayerSpec>(),
        Ok(PlayerSpec::Strong(Searching {
            depth: Some(6),
            threads: 2
        }))
    );
    assert_eq!(
        "strong:6@1".parse::<PlayerSpec>().unwrap().to_string(),
        "strong:6"
    );
    for bad in ["strong@0", "strong:6@", "strong@x", "classic@257"] {
        let error = bad.parse::<PlayerSpec>().unwrap_err().to_string();
        let threads = bad.split_once('@').unwrap().1;
        assert!(
            error.contains(&format!("'{threads}' after @")),
            "{bad}: {error}"
        );
    }
    assert_eq!(
        "Strong:3".parse::<PlayerSpec>(),
        Ok(PlayerSpec::Strong(Searching::depth(Some(3))))
    );
    for bad in [
        "",
        "minimax",
        "strong:",
        "strong:0",
        "strong:99",
        "strong:x",
        "three-ply:2",
        "classic:0",
        "classic:",
    ] {
        let error = bad.parse::<PlayerSpec>().unwrap_err().to_string();
        assert!(
            error.contains(
                bad.trim_start_matches("strong:")
                    .trim_start_matches("classic:")
            ),
            "{bad}: {error}"
        );
    }
}

#[test]
fn random_player_is_uniform_and_reproducible() {
    let board = Board::start(Size::Eight);
    let mut counts = [0u32; 64];
    let mut rng = seeded(5);
    for _ in 0..4000 {
        let square = RandomPlayer
            .choose(&board, &mut rng, Limits::default())
            .unwrap();
        counts[square.index() as usize] += 1;
    }
    // Four legal moves, each about 1000 times (6 standard deviations: 164).
    let legal: Vec<Square> = board.legal_moves().collect();
    for square in &legal {
        let n = counts[square.index() as usize];
        assert!((836..=1164).contains(&n), "{square}: {n}");
    }
    assert_eq!(counts.iter().sum::<u32>(), 4000);
    let replay = |seed| {
        let mut rng = seeded(seed);
        (0..20)
            .map(|_| RandomPlayer.choose(&board, &mut rng, Limits::default()))
            .collect::<Vec<_>>()
    };
    assert_eq!(replay(9), replay(9));
    assert_ne!(replay(9), replay(10));
}

fn setup(black: &str, white: &str, games: u32, seed: u64, size: Size) -> ArenaSetup {
    ArenaSetup {
        black: black.parse().unwrap(),
        white: white.parse().unwrap(),
        games,
        seed,
        size,
        openings: 0,
        opening_lines: None,
        move_time: None,
        exact_empties: None,
    }
}

#[test]
fn arena_is_reproducible_whatever_the_thread_count() {
    let run = |threads: usize, seed: u64| {
        let pool = rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap();
        pool.install(|| {
            run_arena(
                &setup("three-ply", "random", 300, seed, Size::Eight),
                &mut Silent,
            )
        })
    };
    let one = run(1, 42);
    assert_eq!(one, run(2, 42));
    assert_eq!(one, run(3, 42));
    assert_ne!(one.records, run(2, 43).records);
}

#[test]
fn arena_statistics_add_up_and_every_game_replays() {
    let mut reports = 0;
    let summary = run_arena(
        &setup("three-ply", "random", 200, 7, Size::Eight),
        &mut |done, total| {
            assert!(done <= total && total == 200);
            reports += 1;
        },
    );
    assert!(reports >= 2);
    assert_eq!(summary.games, 200);
    assert_eq!(summary.black_wins + summary.white_wins + summary.draws, 200);
    assert_eq!(summary.black_discs.len(), 65);
    assert_eq!(summary.black_discs.iter().sum::<u64>(), 200);
    assert_eq!(summary.corners.iter().flatten().sum::<u64>(), 200);
    assert_eq!(summary.black_win_rate.successes, summary.black_wins);
    assert!(summary.black_win_rate.low <= summary.black_win_rate.rate);
    assert!(summary.black_win_rate.rate <= summary.black_win_rate.high);
    for record in &summary.records {
        let parsed = parse_game(Board::start(Size::Eight), &record.moves);
        assert!(
            parsed.error.is_none(),
            "{}: {:?}",
            record.moves,
            parsed.error
        );
        let end = parsed.game.current();
        assert!(end.is_game_over(), "{} does not end the game", record.moves);
        assert_eq!(
            (end.count(Color::Black), end.count(Color::White)),
            (record.black, record.white)
        );
    }
    let black_discs: u64 = summary.records.iter().map(|r| u64::from(r.black)).sum();
    let histogram_discs: u64 = summary
        .black_discs
        .iter()
        .enumerate()
        .map(|(k, &n)| k as u64 * n)
        .sum();
    assert_eq!(black_discs, histogram_discs);
}

#[test]
fn arena_works_on_small_boards() {
    for size in [Size::Four, Size::Six] {
        let summary = run_arena(&setup("strong:2", "random", 6, 1, size), &mut Silent);
        assert_eq!(summary.black_discs.len(), size.square_count() + 1);
        assert_eq!(summary.black_wins + summary.white_wins + summary.draws, 6);
    }
}

/// Plain negamax to `depth` with the search's own leaf scores; a forced
/// pass costs no depth, as in the search.
fn minimax(board: &Board, depth: u32) -> i32 {
    let moves = board.legal_moves();
    if moves.is_empty() {
        if board.opponent_moves().is_empty() {
            return leaf_score(board);
        }
        return -minimax(&board.pass(), depth);
    }
    if depth == 0 {
        return leaf_score(board);
    }
    moves
        .map(|square| -minimax(&board.play_unchecked(square), depth - 1))
        .max()
        .unwrap()
}

#[test]
fn strong_midgame_search_agrees_with_plain_minimax() {
    for seed in 0..12 {
        let board = with_forced_pass(random_position(Size::Eight, 30 + seed as u32 % 20, seed));
        if board.is_game_over() {
            continue;
        }
        let depth = 1 + seed as u32 % 4;
        let limits = Limits {
            depth: Some(depth),
            ..Limits::default()
        };
        let evaluations = StrongPlayer::default().evaluate_moves(&board, limits);
        assert_eq!(evaluations.len() as u32, board.legal_moves().count());
        let mut best = i32::MIN;
        for evaluation in &evaluations {
            let expected = -minimax(&board.play_unchecked(evaluation.square), depth - 1);
            best = best.max(expected);
            assert_eq!(evaluation.depth, depth);
            let value = (evaluation.value * 100.0).round() as i32;
            let expected_value = if expected.abs() > 6400 {
                expected - expected.signum() * 6400
            } else {
                expected
            };
            assert_eq!(
                value, expected_value,
                "{board} {} at depth {depth}",
                evaluation.square
            );
        }
        assert!(evaluations
            .windows(2)
            .all(|pair| pair[0].value >= pair[1].value));
        let chosen = StrongPlayer::default()
            .choose(&board, &mut seeded(seed), limits)
            .unwrap();
        assert_eq!(
            -minimax(&board.play_unchecked(chosen), depth - 1),
            best,
            "{board}: {chosen} at depth {depth}"
        );
    }
}

#[test]
fn strong_plays_a_move_of_optimal_value_when_the_solver_is_active() {
    let mut solver = Solver::new(18);
    let mut checked = 0;
    // Up to 14 empties (fast to solve in full), and one at the switch-over.
    for seed in 0..30 {
        let empties = if seed == 0 {
            ENDGAME_EMPTIES
        } else {
            6 + seed as u32 % 9
        };
        let board = with_forced_pass(random_position(Size::Eight, empties, seed));
        if board.is_game_over() {
            continue;
        }
        let solution = solver.solve(&board, Scoring::Wof, &mut Silent);
        let mut player = StrongPlayer::with_depth(Some(2));
        let chosen = player
            .choose(&board, &mut seeded(seed), Limits::default())
            .unwrap();
        let value = -solver.value(&board.play_unchecked(chosen), Scoring::Wof);
        assert_eq!(
            value, solution.value,
            "{board}: {chosen} is not optimal ({:?})",
            solution.moves
        );
        let hints = player.evaluate_moves(&board, Limits::default());
        assert!(hints.iter().all(|hint| hint.exact));
        let mut expected: Vec<(Square, i32)> = solution.moves.clone();
        let mut got: Vec<(Square, i32)> =
            hints.iter().map(|h| (h.square, h.value as i32)).collect();
        expected.sort();
        got.sort();
        assert_eq!(got, expected);
        checked += 1;
    }
    assert!(checked > 25);
}

#[test]
fn a_time_limit_keeps_the_deepest_finished_iteration() {
    use std::time::Duration;
    for seed in 0..6u64 {
        let board = with_forced_pass(random_position(Size::Eight, 24 + seed as u32, seed));
        if board.legal_moves().is_empty() {
            continue;
        }
        let depth = Limits {
            depth: Some(4),
            ..Limits::default()
        };
        // Time that never runs out changes nothing...
        let ample = Limits {
            time: Some(Duration::from_secs(600)),
            ..depth
        };
        let choose = |limits| StrongPlayer::default().choose(&board, &mut seeded(seed), limits);
        assert_eq!(choose(ample), choose(depth));
        // ...and time that runs out at once still leaves the first
        // iteration's move, a legal one.
        let none = Limits {
            time: Some(Duration::ZERO),
            ..Limits::default()
        };
        let mut depths = Vec::new();
        let square = StrongPlayer::default()
            .choose_reporting(&board, &mut seeded(seed), none, &mut |_, depth| {
                depths.push(depth)
            })
            .unwrap();
        assert!(board.legal_moves().contains(square));
        assert_eq!(depths, vec![1]);
    }
}

#[test]
fn strong_never_plays_an_illegal_move_and_finishes_games_with_passes() {
    // Games against random on every size; `play_game` rejects illegal
    // moves, and small boards end with passes and early finishes.
    let mut passes = 0;
    for (index, size) in [Size::Four, Size::Six, Size::Eight].into_iter().enumerate() {
        for seed in 0..4u64 {
            let (mut strong, mut random) = (StrongPlayer::with_depth(Some(3)), RandomPlayer);
            let (black, white): (&mut dyn Player, &mut dyn Player) = if seed % 2 == 0 {
                (&mut strong, &mut random)
            } else {
                (&mut random, &mut strong)
            };
            let record = play_game(
                black,
                white,
                size,
                seed * 10 + index as u64,
                0,
                Limits::default(),
            );
            let parsed = parse_game(Board::start(size), &record.moves);
            assert!(parsed.error.is_none());
            let positions = parsed.game.positions();
            passes += positions
                .windows(2)
                .filter(|w| w[0].side_to_move() == w[1].side_to_move())
                .count();
            assert!(parsed.game.current().is_game_over());
        }
    }
    assert!(passes > 0, "no game had a pass");
    // A side with no move gets no move, whether it must pass or the game is over.
    let mut strong = StrongPlayer::default();
    let over: Board = "XXXXXXXXXXXXXXXX O".parse().unwrap();
    assert_eq!(
        strong.choose(&over, &mut seeded(0), Limits::default()),
        None
    );
    assert!(strong.evaluate_moves(&over, Limits::default()).is_empty());
}

#[test]
fn strong_reports_its_best_move_after_every_iteration_and_plays_the_last() {
    // Midgame: one report per finished depth, 1, 2, … up to the limit, and
    // the move played is the last one reported (what "Move now" would take).
    for seed in 0..6u64 {
        let board = random_position(Size::Eight, 40, seed);
        if board.legal_moves().next().is_none() {
            continue;
        }
        let mut reports = Vec::new();
        let mut strong = StrongPlayer::with_depth(Some(5));
        let played = strong.choose_reporting(
            &board,
            &mut seeded(seed),
            Limits::default(),
            &mut |square, depth| {
                reports.push((square, depth));
            },
        );
        let depths: Vec<u32> = reports.iter().map(|&(_, depth)| depth).collect();
        assert_eq!(depths, vec![1, 2, 3, 4, 5], "seed {seed}");
        assert_eq!(
            played,
            reports.last().map(|&(square, _)| square),
            "seed {seed}"
        );
        assert!(board.legal_moves().any(|square| Some(square) == played));
        // Reporting changes nothing: the same seed chooses the same move.
        let quiet =
            StrongPlayer::with_depth(Some(5)).choose(&board, &mut seeded(seed), Limits::default());
        assert_eq!(quiet, played, "seed {seed}");
    }
    // Near the end the solver decides; the ordering search's best is reported first.
    let board = random_position(Size::Eight, 10, 3);
    let mut reports = Vec::new();
    let chosen = StrongPlayer::default().choose_reporting(
        &board,
        &mut seeded(3),
        Limits::default(),
        &mut |square, depth| reports.push((square, depth)),
    );
    if chosen.is_some() {
        assert_eq!(reports.len(), 1);
        assert!(board.legal_moves().any(|square| square == reports[0].0));
    }
    // Players without iterations report nothing.
    let mut silent = Vec::new();
    let start = Board::start(Size::Eight);
    assert!(RandomPlayer
        .choose_reporting(
            &start,
            &mut seeded(1),
            Limits::default(),
            &mut |square, depth| silent.push((square, depth))
        )
        .is_some());
    assert!(silent.is_empty());
}

#[test]
fn strong_4_beats_three_ply() {
    // The full measurement (200 games per colour) is in BENCHMARKS.md;
    // this is a quick check that it wins nearly everything.
    let as_black = run_arena(
        &setup("strong:4", "three-ply", 8, 3, Size::Eight),
        &mut Silent,
    );
    let as_white = run_arena(
        &setup("three-ply", "strong:4", 8, 4, Size::Eight),
        &mut Silent,
    );
    assert!(
        as_black.black_wins + as_white.white_wins >= 15,
        "{as_black:?}\n{as_white:?}"
    );
}

/// The arena fixtures the browser tests hold the wasm engine to are the
/// native engine's results (`boardlab arena ... --json` without `seconds`).
#[test]
fn arena_fixtures_are_the_native_results() {
    for (file, black, white, games, seed, openings) in [
        (
            "arena_three_ply_random_200_seed1.json",
            "three-ply",
            "random",
            200,
            1,
            0,
        ),
        (
            "arena_strong2_three_ply_20_seed7.json",
            "strong:2",
            "three-ply",
            20,
            7,
            0,
        ),
        (
            "arena_three_ply_three_ply_60_seed5_openings6.json",
            "three-ply",
            "three-ply",
            60,
            5,
            6,
        ),
    ] {
        let path = format!("{}/tests/data/{file}", env!("CARGO_MANIFEST_DIR"));
        let fixture: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        let arena = ArenaSetup {
            openings,
            ..setup(black, white, games, seed, Size::Eight)
        };
        let summary = run_arena(&arena, &mut Silent);
        assert_eq!(serde_json::to_value(&summary).unwrap(), fixture, "{file}");
    }
}

#[test]
fn shares_tallied_without_their_games_merge_into_the_run_and_replay_any_game() {
    use boardlab::players::arena::{replay_game, tally_games, Tally};
    let run = setup("three-ply", "random", 60, 9, Size::Six);
    let whole = run_arena(&run, &mut Silent);
    for cuts in [vec![0, 60], vec![0, 7, 31, 60], vec![0, 0, 59, 60]] {
        let merged = cuts
            .windows(2)
            .map(|cut| tally_games(&run, cut[0]..cut[1], &mut Silent))
            .try_fold(Tally::new(Size::Six), |sum, share| sum.merge(&share))
            .unwrap();
        for (discs, first) in merged.first_games.iter().enumerate() {
            let expected = whole.records.iter().position(|r| r.black as usize == discs);
            assert_eq!(
                *first,
                expected.map(|index| index as u32),
                "{cuts:?} {discs}"
            );
        }
        let mut summary = merged.summary(&run, Vec::new());
        summary.records = whole.records.clone();
        assert_eq!(summary, whole, "{cuts:?}");
    }
    for index in [0, 17, 59] {
        assert_eq!(replay_game(&run, index), whole.records[index as usize]);
    }
}

#[test]
fn tallies_read_back_are_checked_before_anything_is_added() {
    use boardlab::players::arena::{tally_games, ImpossibleTally, Tally};
    use boardlab::players::report::SeedExperiment;
    let run = setup("random", "random", 20, 3, Size::Four);
    let good = tally_games(&run, 0..20, &mut Silent);
    assert_eq!(good.check(0, Size::Four), Ok(()));
    // A 4x4 tally is not an 8x8 one.
    assert_eq!(
        good.check(2, Size::Eight).unwrap_err().to_string(),
        "tally 2: black discs, not one per disc count of a 8x8 board"
    );
    let broken = |change: fn(&mut Tally)| {
        let mut tally = good.clone();
        change(&mut tally);
        tally.check(1, Size::Four).unwrap_err().to_string()
    };
    assert_eq!(
        broken(|t| t.games += 1),
        "tally 1: its black discs do not add up to its 21 games"
    );
    assert_eq!(
        broken(|t| t.corners[4][4] += 1),
        "tally 1: its corners do not add up to its 20 games"
    );
    assert_eq!(
        broken(|t| t.black_wins = u64::MAX),
        "tally 1: its wins do not add up to its 20 games"
    );
    assert_eq!(
        broken(|t| {
            t.black_discs[0] = u64::MAX;
            t.black_discs[1] = 2;
        }),
        "tally 1: its black discs do not add up to its 20 games"
    );
    let mut unmatched = good.clone();
    let never = good
        .black_discs
        .iter()
        .position(|&games| games == 0)
        .unwrap();
    unmatched.first_games[never] = Some(3);
    assert_eq!(
        unmatched.check(1, Size::Four).unwrap_err().to_string(),
        "tally 1: its first games do not match its disc counts"
    );
    // Counts that each add up may still overflow together.
    let mut huge = Tally::new(Size::Four);
    huge.games = u64::MAX;
    huge.black_discs[8] = u64::MAX;
    huge.corners[0][0] = u64::MAX;
    huge.first_games[8] = Some(0);
    assert_eq!(huge.check(0, Size::Four), Ok(()));
    assert_eq!(huge.merge(&good), Err(ImpossibleTally::TooMany));
    let seed = SeedExperiment::seed_003();
    assert_eq!(
        (seed.black.as_str(), seed.white.as_str()),
        ("three-ply", "random")
    );
    assert_eq!(seed.games, 5000);
}

/// `arena --exact-empties`: the searchers solve exactly from the empties
/// they are given instead of their own `ENDGAME_EMPTIES`.
#[test]
fn searchers_solve_exactly_from_the_empties_they_are_given() {
    let line = "f5d6c3d3c4f4c5b3c2e3d2c6b4a4b5b6g4f3e6e2d7e1a6d1a5a7f2c7f1d8c8e8f8e7f6f7g6g3h3g5c1h6h5h7h8h4";
    let board = boardlab::notation::read_game(None, None, line)
        .position()
        .unwrap();
    assert_eq!(board.empty().count(), 14);
    const { assert!(14 <= ENDGAME_EMPTIES) };
    for spec in ["strong:2", "classic:2"] {
        let spec: PlayerSpec = spec.parse().unwrap();
        let source = |exact_empties| {
            spec.build_with(None, exact_empties)
                .choose_reported(&board, &mut seeded(1), Limits::default())
                .unwrap()
                .source
        };
        assert_eq!(source(None), MoveSource::Exact, "{spec}");
        assert_eq!(source(Some(14)), MoveSource::Exact, "{spec}");
        assert_eq!(source(Some(12)), MoveSource::Search, "{spec}");
    }
}

/// The strong player's search on two threads values every move as one
/// thread does, within the search's noise: a table shared by threads may
/// answer a node from another thread's deeper search. Measured on real
/// midgame positions (BENCHMARKS.md): equal values at depth 12; the bound
/// here is a disc.
#[test]
fn two_threads_value_the_moves_as_one_thread_does() {
    let game = "e6f4d3e7f3c4f5g5d6c6h5e3f6g6e8c5g4f8g8f7d8d7c3h6g3h4h3h2f2e2c8c7c2e1b8";
    for plies in [16, 22, 28] {
        let board = boardlab::notation::read_game(None, None, &game[..2 * plies])
            .position()
            .unwrap();
        let limits = Limits {
            depth: Some(7),
            nodes: Some(u64::MAX),
            ..Limits::default()
        };
        let values = |threads| {
            let mut values: Vec<(Square, f64)> = StrongPlayer::default()
                .with_endgame_empties(0)
                .with_threads(threads)
                .evaluate_moves(&board, limits)
                .into_iter()
                .map(|evaluation| (evaluation.square, evaluation.value))
                .collect();
            values.sort_by_key(|&(square, _)| square);
            values
        };
        let (alone, shared) = (values(1), values(2));
        assert_eq!(alone.len(), shared.len());
        for ((square, one), (_, two)) in alone.iter().zip(&shared) {
            assert!(
                (one - two).abs() <= 1.0,
                "{board}: {square} {one} against {two}"
            );
        }
    }
}
