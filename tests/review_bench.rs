//! The review's opening on real games it never trained on (WTHOR 2020, held
//! out): the start's value, and how far the graph moves from one ply to the
//! next in the first 20 plies beyond the played move's own loss. Ignored:
//! run `REVIEW_BENCH_GAMES=100 cargo test --release --test review_bench --
//! --ignored --nocapture` (needs `shared/data/games/` beside the project;
//! `REVIEW_BENCH_NODES=150000` searches within the browser's budget).

mod common;

use boardlab::board::{Color, Size};
use boardlab::openings::book::GamesBook;
use boardlab::review::{Budget, Reviewer, Source};
use common::shared_games;

const PLIES: usize = 20;

#[test]
#[ignore]
fn the_opening_graph_moves_by_the_moves_losses() {
    let opened = shared_games("wthor/1977-2020/WTH_2020.wtb", &[])
        .expect("shared/data/games beside the project");
    let count: usize = std::env::var("REVIEW_BENCH_GAMES").map_or(20, |n| n.parse().unwrap());
    // The command line's reviewer (`Reviewer::for_size`: its budget, the
    // 8x8 book), or with REVIEW_BENCH_NODES another search budget, e.g.
    // the browser's.
    let mut budget = Budget::for_size(Size::Eight);
    if let Ok(nodes) = std::env::var("REVIEW_BENCH_NODES") {
        budget.estimate_nodes = nodes.parse().unwrap();
    }
    let mut reviewer = Reviewer::new(budget, 22).unwrap();
    reviewer.set_games_book(GamesBook::built_in());
    let (mut steps, mut over, mut worst, mut from_book) = (0, 0, 0.0f64, 0);
    let mut start = None;
    for (number, record) in opened.games.iter().take(count).enumerate() {
        let Ok(game) = record.game() else { continue };
        if game.len() < PLIES {
            continue;
        }
        let analyses: Vec<_> = (0..=PLIES)
            .map(|ply| reviewer.estimate(&game, ply))
            .collect();
        start.get_or_insert(analyses[0].value);
        from_book += analyses.iter().filter(|a| a.source == Source::Book).count();
        for ply in 0..PLIES {
            let (before, after) = (&analyses[ply], &analyses[ply + 1]);
            let played = game.moves()[ply];
            let Some(value) = before.move_value(played) else {
                continue;
            };
            let loss = match game.position(ply).side_to_move() {
                Color::Black => before.value - value,
                Color::White => value - before.value,
            };
            let excess = (after.value - before.value).abs() - loss.max(0.0);
            steps += 1;
            worst = worst.max(excess);
            if excess > 4.0 {
                over += 1;
                println!(
                    "over: game {} ply {ply} {}: {:+.1} ({:?} {:?}) to {:+.1} ({:?} {:?}), loss {loss:.1}",
                    number + 1,
                    played,
                    before.value,
                    before.source,
                    before.depth,
                    after.value,
                    after.source,
                    after.depth
                );
            }
        }
    }
    println!(
        "start {:+.1}; {steps} steps of the first {PLIES} plies: {over} move more than 4 discs beyond the move's loss, the largest by {worst:.1}; {from_book} positions from the book",
        start.unwrap()
    );
}
