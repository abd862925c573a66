//! Text forms of boards and games (see shared/spec/interfaces.md):
//! board strings such as `---…XO-- X` and move strings such as `f5d6c3`.
//! Errors are values that name the offending part; nothing here panics.

use crate::board::{Bitboard, Board, Color, Size, Square};
use crate::game::{Game, MoveError};
use std::fmt;
use std::str::FromStr;

/// What is wrong with a board string or a move string.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum NotationError {
    /// The squares are not 16, 36 or 64.
    SquareCount(usize),
    /// The side to move is missing after the squares.
    MissingSide,
    /// A square holds a character that is not a disc or an empty mark.
    BadDisc { found: char, square: Square },
    /// The side to move is not X or O.
    BadSide(char),
    /// A token of a move string is not a square name.
    NotASquare(String),
    /// A square name that lies outside the board in use.
    OffBoard { square: Square, size: Size },
    /// A move string ends in half a token.
    Incomplete(String),
    /// A pass token where the side to move has a legal move.
    PassNotAllowed { side: Color, move_number: usize },
    /// A pass token after the end of the game.
    PassAfterEnd { move_number: usize },
    /// A square that cannot be played there.
    Move(MoveError),
}

impl fmt::Display for NotationError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            NotationError::SquareCount(found) => write!(
                f,
                "a board string has 16, 36 or 64 squares then the side to move; found {found} squares"
            ),
            NotationError::MissingSide => f.write_str("the board string lacks the side to move (X or O) after the squares"),
            NotationError::BadDisc { found, square } => {
                write!(f, "'{found}' at {square} is not a disc (use X, O or -)")
            }
            NotationError::BadSide(found) => write!(f, "'{found}' is not a side to move (use X or O)"),
            NotationError::NotASquare(token) => write!(f, "{token} is not a square"),
            NotationError::OffBoard { square, size } => write!(f, "{square} is not a square of the {size} board"),
            NotationError::Incomplete(token) => write!(f, "the move string ends in an incomplete move '{token}'"),
            NotationError::PassNotAllowed { side, move_number } => {
                write!(f, "a pass is not allowed at move {move_number}: {side} has a legal move")
            }
            NotationError::PassAfterEnd { move_number } => {
                write!(f, "a pass at move {move_number} comes after the end of the game")
            }
            NotationError::Move(error) => error.fmt(f),
        }
    }
}

impl std::error::Error for NotationError {}

impl From<MoveError> for NotationError {
    fn from(error: MoveError) -> NotationError {
        NotationError::Move(error)
    }
}

fn disc_letter(found: char) -> Option<Option<Color>> {
    match found {
        'X' | 'x' | '*' | 'B' | 'b' => Some(Some(Color::Black)),
        'O' | 'o' | 'W' | 'w' => Some(Some(Color::White)),
        '-' | '.' => Some(None),
        _ => None,
    }
}

impl fmt::Display for Board {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let squares: String = self
            .size()
            .squares()
            .map(|square| self.get(square).map_or('-', Color::letter))
            .collect();
        write!(f, "{squares} {}", self.side_to_move().letter())
    }
}

impl FromStr for Board {
    type Err = NotationError;

    /// Whitespace between squares is ignored; the side is the last
    /// character, normally after a space.
    fn from_str(text: &str) -> Result<Board, NotationError> {
        let text = text.trim();
        let (squares, side) = match text.rsplit_once(char::is_whitespace) {
            Some((squares, side)) if side.chars().count() == 1 => (squares, side.chars().next()),
            _ => match text.chars().filter(|c| !c.is_whitespace()).count() {
                17 | 37 | 65 => text
                    .char_indices()
                    .last()
                    .map_or((text, None), |(at, side)| (&text[..at], Some(side))),
                _ => (text, None),
            },
        };
        let squares: Vec<char> = squares.chars().filter(|c| !c.is_whitespace()).collect();
        let size = match squares.len() {
            16 => Size::Four,
            36 => Size::Six,
            64 => Size::Eight,
            n => return Err(NotationError::SquareCount(n)),
        };
        let side = side.ok_or(NotationError::MissingSide)?;
        let side = match disc_letter(side) {
            Some(Some(color)) => color,
            _ => return Err(NotationError::BadSide(side)),
        };
        let mut black = Bitboard::EMPTY;
        let mut white = Bitboard::EMPTY;
        for (square, found) in size.squares().zip(squares) {
            match disc_letter(found) {
                Some(Some(Color::Black)) => black = black.with(square),
                Some(Some(Color::White)) => white = white.with(square),
                Some(None) => {}
                None => return Err(NotationError::BadDisc { found, square }),
            }
        }
        Ok(
            Board::from_discs(black, white, side, size)
                .expect("squares of the size, one disc each"),
        )
    }
}

/// One move of a move string.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Token {
    Square(Square),
    Pass,
}

/// Splits a move string into tokens, skipping spaces and commas.
fn tokens(text: &str) -> impl Iterator<Item = Result<Token, NotationError>> + '_ {
    let mut chars = text
        .chars()
        .filter(|c| !c.is_whitespace() && *c != ',')
        .peekable();
    std::iter::from_fn(move || {
        let first = chars.next()?;
        let Some(second) = chars.next() else {
            return Some(Err(NotationError::Incomplete(first.to_string())));
        };
        let token: String = [first, second].iter().collect();
        Some(match token.to_ascii_lowercase().as_str() {
            "pa" | "ps" | "--" => Ok(Token::Pass),
            _ => Square::parse_prefix(&token)
                .map(Token::Square)
                .ok_or(NotationError::NotASquare(token)),
        })
    })
}

/// The result of reading a move string: the longest valid prefix as a game,
/// and the first error, if any, that stopped the reading.
#[derive(Clone, Debug)]
pub struct ParsedGame {
    pub game: Game,
    pub error: Option<NotationError>,
}

/// Reads a move string played from `start`. Passes may be written (`pa`,
/// `ps`, `--`) or left out; a written pass must be a forced one.
pub fn parse_game(start: Board, text: &str) -> ParsedGame {
    let mut game = Game::new(start);
    // Whether the side to move has to pass and has not yet written it.
    let mut forced_pass_pending = start.must_pass();
    for token in tokens(text) {
        let step = token.and_then(|token| match token {
            Token::Square(square) if !start.size().contains(square) => {
                Err(NotationError::OffBoard {
                    square,
                    size: start.size(),
                })
            }
            Token::Square(square) => {
                let before = game.current();
                game.push(square)?;
                forced_pass_pending = before.play_unchecked(square).must_pass();
                Ok(())
            }
            Token::Pass if forced_pass_pending => {
                forced_pass_pending = false;
                Ok(())
            }
            Token::Pass => {
                let board = game.current();
                let move_number = game.len() + 1;
                Err(if board.is_game_over() {
                    NotationError::PassAfterEnd { move_number }
                } else {
                    NotationError::PassNotAllowed {
                        side: board.side_to_move(),
                        move_number,
                    }
                })
            }
        });
        if let Err(error) = step {
            return ParsedGame {
                game,
                error: Some(error),
            };
        }
    }
    ParsedGame { game, error: None }
}

/// What is wrong with a position given as its parts: a board size, a board
/// string and the moves played from it. The variant names the part; each
/// face adds its own name for it (`--board`, `board:`…).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ReadError {
    /// The board string cannot be read.
    #[error("{0}")]
    Board(NotationError),
    /// The board string is of another size than the one asked for.
    #[error("the board string is {board}, not {size}")]
    SizeMismatch { size: Size, board: Size },
    /// The move string stops at a token that cannot be read or played.
    #[error("{0}")]
    Moves(NotationError),
}

/// A game read from its parts: the longest valid reading, and what stopped
/// the reading, if anything did.
#[derive(Clone, Debug)]
pub struct ReadGame {
    pub game: Game,
    pub error: Option<ReadError>,
}

impl ReadGame {
    /// The game when every part was read, else what stopped the reading.
    pub fn whole(self) -> Result<Game, ReadError> {
        match self.error {
            Some(error) => Err(error),
            None => Ok(self.game),
        }
    }

    /// The position the parts name: the board string as written when no
    /// move follows it (a side without a move keeps the move, so perft
    /// counts its pass), else the position after the last move with its
    /// forced pass made, as move strings imply.
    pub fn position(self) -> Result<Board, ReadError> {
        let game = self.whole()?;
        Ok(if game.moves().is_empty() {
            *game.start()
        } else {
            game.current()
        })
    }
}

/// Reads a game from the parts every face takes: `size` (`None`: the board
/// string's, or 8x8 without one), a board string (`None` or blank: the
/// start position of the size) and the moves played from it. A bad board
/// string, or one of another size than `size`, leaves the start position of
/// the size and no moves.
pub fn read_game(size: Option<Size>, board: Option<&str>, moves: &str) -> ReadGame {
    let fallback = Game::new(Board::start(size.unwrap_or(Size::Eight)));
    let failed = |error| ReadGame {
        game: fallback.clone(),
        error: Some(error),
    };
    let start = match board.filter(|text| !text.trim().is_empty()) {
        None => *fallback.start(),
        Some(text) => match text.parse::<Board>() {
            Err(error) => return failed(ReadError::Board(error)),
            Ok(board) => match size {
                Some(size) if size != board.size() => {
                    return failed(ReadError::SizeMismatch {
                        size,
                        board: board.size(),
                    })
                }
                _ => board,
            },
        },
    };
    let parsed = parse_game(start, moves);
    ReadGame {
        game: parsed.game,
        error: parsed.error.map(ReadError::Moves),
    }
}

/// A move string in output form: lowercase squares, no pass tokens.
pub fn format_moves(moves: &[Square]) -> String {
    moves.iter().map(Square::to_string).collect()
}
