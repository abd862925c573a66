//! Writes a WTHOR database of random legal games, for the records
//! benchmark (BENCHMARKS.md, issue 15): `cargo run --release --example
//! make_wtb -- GAMES DIR` writes DIR/WTH_2025.wtb, DIR/WTHOR.JOU and
//! DIR/WTHOR.TRN. The same arguments always give the same files.

use boardlab::board::random::seeded;
use boardlab::board::{Board, Size};
use boardlab::game::Game;
use boardlab::records::wthor;
use boardlab::records::{Outcome, Record};
use rand::seq::IteratorRandom;
use rand::RngExt;
use std::path::PathBuf;

const PLAYERS: usize = 2_000;
const TOURNAMENTS: usize = 120;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let mut args = std::env::args().skip(1);
    let games: usize = args.next().ok_or("usage: make_wtb GAMES DIR")?.parse()?;
    let dir = PathBuf::from(args.next().ok_or("usage: make_wtb GAMES DIR")?);
    let mut rng = seeded(15);
    let records: Vec<Record> = (0..games)
        .map(|_| {
            let mut game = Game::new(Board::start(Size::Eight));
            while let Some(square) = game.current().legal_moves().choose(&mut rng) {
                game.push(square).expect("a legal move");
            }
            let mut record = Record::from_game(&game);
            record
                .moves
                .retain(|play| *play != boardlab::records::Play::Pass);
            record.black = Some(format!("Player {}", rng.random_range(0..PLAYERS)));
            record.white = Some(format!("Player {}", rng.random_range(0..PLAYERS)));
            record.place = Some(format!("Tournament {}", rng.random_range(0..TOURNAMENTS)));
            let margin = record
                .result
                .as_ref()
                .map_or(0, |outcome: &Outcome| outcome.margin);
            record.theoretical = Some(((64 + margin) / 2) as u8);
            record
        })
        .collect();
    let files = wthor::write(&records, 2025)?;
    std::fs::create_dir_all(&dir)?;
    std::fs::write(dir.join("WTH_2025.wtb"), files.wtb)?;
    std::fs::write(dir.join("WTHOR.JOU"), files.jou)?;
    std::fs::write(dir.join("WTHOR.TRN"), files.trn)?;
    println!("{games} games in {}", dir.display());
    Ok(())
}
