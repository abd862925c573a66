//! Puzzles drawn from games, each re-solved by a fresh solver: the answer
//! is every move of the best value, the second-best value is the best of
//! the others; the same seed draws the same puzzles. The built-in set
//! (www/data/puzzles.json) is checked the same way.

use boardlab::board::{Board, Scoring, Square};
use boardlab::progress::Silent;
use boardlab::puzzles::{self, GameFile, Level, Puzzle, PuzzleReport, Request, Step};
use boardlab::records;
use boardlab::solve::Solver;
use std::collections::BTreeMap;

/// A fresh solver's verdict on `puzzle`: value, answer, second best and
/// every move's value.
fn check(puzzle: &Puzzle) {
    let board: Board = puzzle.board.parse().expect("a board string");
    assert_eq!(board.side_to_move(), puzzle.to_move);
    assert_eq!(board.empty().count(), puzzle.empties);
    let solution = Solver::new(18).solve(&board, Scoring::Wof, &mut Silent);
    assert_eq!(solution.value, puzzle.value, "{}", puzzle.board);
    let mut best = solution.best.clone();
    best.sort();
    assert_eq!(best, puzzle.answer, "{}", puzzle.board);
    let values: BTreeMap<Square, i32> = solution.moves.iter().copied().collect();
    assert_eq!(values, puzzle.moves, "{}", puzzle.board);
    let second = values
        .values()
        .filter(|&&value| value < solution.value)
        .max();
    assert_eq!(second, Some(&puzzle.second_best), "{}", puzzle.board);
    assert_eq!(puzzle.level, Level::of(puzzle.difficulty));
}

fn wthor_1980() -> Option<Vec<records::Record>> {
    let path = ["../../shared/data/games", "/work/shared/data/games"]
        .iter()
        .map(|root| format!("{root}/wthor/1977-2020/WTH_1980.wtb"))
        .find(|path| std::path::Path::new(path).exists())?;
    let bytes = std::fs::read(path).ok()?;
    Some(records::open("WTH_1980.wtb", &bytes).games)
}

fn draw(games: &[records::Record], seed: u64) -> PuzzleReport {
    let files = [GameFile {
        name: "WTH_1980.wtb",
        games,
        numbers: None,
    }];
    let request = Request {
        empties: 10..=13,
        count: 4,
        seed,
    };
    puzzles::draw(&files, &request, &mut Solver::new(18))
}

#[test]
fn puzzles_from_real_games_re_solve() {
    let Some(games) = wthor_1980() else {
        eprintln!("skipped: the shared WTHOR files are not here");
        return;
    };
    let report = draw(&games, 7);
    assert_eq!(report.puzzles.len(), 4);
    for puzzle in &report.puzzles {
        check(puzzle);
        assert!((10..=13).contains(&puzzle.empties));
        // The position is the one the game reached.
        let game = games[puzzle.source.number - 1].game().unwrap();
        assert_eq!(game.position(puzzle.source.ply).to_string(), puzzle.board);
    }
    let again = draw(&games, 7);
    let boards = |report: &PuzzleReport| -> Vec<String> {
        report
            .puzzles
            .iter()
            .map(|puzzle| puzzle.board.clone())
            .collect()
    };
    assert_eq!(boards(&report), boards(&again));
    assert_ne!(boards(&report), boards(&draw(&games, 8)));
}

/// Every built-in puzzle, re-solved (the whole set takes a minute or two).
#[test]
fn the_built_in_puzzles_re_solve() {
    let text = include_str!("../www/data/puzzles.json");
    let report: PuzzleReport = serde_json::from_str(text).expect("the built-in set reads");
    assert_eq!(report.puzzles.len(), 100);
    for puzzle in &report.puzzles {
        assert!((10..=20).contains(&puzzle.empties));
        check(puzzle);
    }
    let levels = |level| report.puzzles.iter().filter(|p| p.level == level).count();
    assert!(levels(Level::Easy) > 10 && levels(Level::Medium) > 10 && levels(Level::Hard) > 10);
}

/// Every move of the smaller built-in puzzles, checked: the verdict comes
/// first and agrees with the stored values, a wrong move's refutation
/// follows it and ends the game at the move's value, every other move is
/// valued once, and the stored answer is confirmed, but not a wrong one.
/// A stored value that is off is only a worse guess: the verdict is the same.
#[test]
fn a_check_gives_the_verdict_first_then_every_move() {
    let text = include_str!("../www/data/puzzles.json");
    let report: PuzzleReport = serde_json::from_str(text).expect("the built-in set reads");
    for puzzle in report
        .puzzles
        .iter()
        .filter(|puzzle| puzzle.empties <= 12)
        .take(12)
    {
        let board: Board = puzzle.board.parse().unwrap();
        for (&played, &played_value) in &puzzle.moves {
            for guess in [puzzle.value, puzzle.value - 6] {
                let mut steps = Vec::new();
                let checked = puzzles::check(
                    &mut Solver::new(16),
                    &board,
                    played,
                    (&puzzle.answer, guess),
                    &mut Silent,
                    &mut |step| steps.push(step),
                )
                .unwrap();
                let correct = puzzle.answer.contains(&played);
                let Some(Step::Verdict(verdict)) = steps.first() else {
                    panic!("{}: the verdict comes first", puzzle.board)
                };
                assert_eq!(verdict, &checked.verdict);
                assert_eq!(
                    (verdict.correct, verdict.played, verdict.value),
                    (correct, played_value, puzzle.value),
                    "{} {played}",
                    puzzle.board
                );
                assert!(
                    !verdict.best.is_empty()
                        && verdict
                            .best
                            .iter()
                            .all(|square| puzzle.answer.contains(square))
                );
                let valued: BTreeMap<Square, i32> = steps
                    .iter()
                    .filter_map(|step| match step {
                        Step::Valued(square, value) => Some((*square, *value)),
                        _ => None,
                    })
                    .chain([(played, verdict.played)])
                    .collect();
                assert_eq!(valued.len(), puzzle.moves.len(), "each move valued once");
                assert_eq!(&valued, &puzzle.moves);
                let refutation = steps.iter().find_map(|step| match step {
                    Step::Refutation(line) => Some(line.clone()),
                    _ => None,
                });
                assert_eq!(refutation.is_some(), !correct);
                if let Some(line) = refutation {
                    assert!(
                        matches!(steps[1], Step::Refutation(_)),
                        "the refutation comes next"
                    );
                    let end = line
                        .iter()
                        .fold(board.play(played).unwrap(), |board, square| match square {
                            Some(square) => board.play(*square).unwrap(),
                            None => board.pass(),
                        });
                    assert!(end.is_game_over());
                    let mover = board.side_to_move();
                    let value = end.final_value(Scoring::Wof);
                    assert_eq!(
                        if mover == boardlab::board::Color::Black {
                            value
                        } else {
                            -value
                        },
                        played_value
                    );
                }
                assert_eq!(checked.confirmed, guess == puzzle.value, "{}", puzzle.board);
            }
        }
    }
}

/// A move that cannot be played is named, not checked.
#[test]
fn an_illegal_answer_is_refused() {
    let board = Board::start(boardlab::board::Size::Eight);
    let square: Square = "a1".parse().unwrap();
    let error = puzzles::check(
        &mut Solver::new(10),
        &board,
        square,
        (&[], 0),
        &mut Silent,
        &mut |_| {},
    )
    .unwrap_err();
    assert_eq!(
        error.to_string(),
        "a1 is not a legal move in the puzzle's position"
    );
}

/// The score's parts, by hand: one good move of eight, losing by 2, at 16
/// empties: 40·7/8 + 30·4/6 + 30·6/12 = 35 + 20 + 15.
#[test]
fn the_difficulty_score_adds_its_three_parts() {
    assert_eq!(puzzles::difficulty(8, 7, 2, 16), 70);
    assert_eq!(puzzles::difficulty(2, 1, 60, 10), 22);
    assert_eq!(Level::of(44), Level::Easy);
    assert_eq!(Level::of(45), Level::Medium);
    assert_eq!(Level::of(60), Level::Hard);
}
