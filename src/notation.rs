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

    /// Whitespace anywhere is ignored; the last character is the side.
    fn from_str(text: &str) -> Result<Board, NotationError> {
        let chars: Vec<char> = text.chars().filter(|c| !c.is_whitespace()).collect();
        let size = match chars.len() {
            17 => Size::Four,
            37 => Size::Six,
            65 => Size::Eight,
            16 | 36 | 64 => return Err(NotationError::MissingSide),
            n => return Err(NotationError::SquareCount(n.saturating_sub(1))),
        };
        let (side, squares) = chars.split_last().expect("at least 17 characters");
        let side = match disc_letter(*side) {
            Some(Some(color)) => color,
            _ => return Err(NotationError::BadSide(*side)),
        };
        let mut black = Bitboard::EMPTY;
        let mut white = Bitboard::EMPTY;
        for (square, &found) in size.squares().zip(squares) {
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

/// A move string in output form: lowercase squares, no pass tokens.
pub fn format_moves(moves: &[Square]) -> String {
    moves.iter().map(Square::to_string).collect()
}
