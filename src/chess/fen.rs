//! Forsyth–Edwards Notation, in and out.
//!
//! Reading accepts the six standard fields (the two move counters may be omitted together, as in
//! EPD) and castling rights as `KQkq`, Shredder-FEN (`HAha`) or X-FEN (a file letter where `K`/`Q`
//! would be ambiguous). Writing uses `KQkq` for the outermost rooks and file letters otherwise,
//! and — like python-chess and lichess — writes an en passant square only when an en passant
//! capture is actually legal, so that equal positions have equal FENs.

use super::bitboard::Bitboard;
use super::board::Board;
use super::piece::{Color, Piece, Role};
use super::position::{CastlingMode, Position, PositionError};
use super::setup::Setup;
use super::square::{File, Rank, Square};
use std::fmt::{self, Write};

/// What is wrong with a FEN. The position-level errors come from validation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FenError {
    /// A FEN has 6 space-separated fields (4 are accepted: the counters default to `0 1`).
    FieldCount(usize),
    /// The board field does not have 8 ranks separated by `/`.
    RankCount(usize),
    /// A character in the board field that is neither a piece letter nor a digit 1–8, or a
    /// second digit in a row (a run of empty squares is one digit: `17` and `44` are wrong).
    PieceChar { rank: Rank, found: char },
    /// A rank that does not describe exactly 8 squares.
    RankSquares { rank: Rank, squares: usize },
    Turn(String),
    Castling(String),
    EnPassant(String),
    Halfmoves(String),
    Fullmoves(String),
    /// The fields parse, but do not describe a legal position.
    Position(PositionError),
}

impl fmt::Display for FenError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            FenError::FieldCount(n) => write!(f, "expected 6 space-separated fields, found {n}"),
            FenError::RankCount(n) => write!(f, "board field: expected 8 ranks separated by '/', found {n}"),
            FenError::PieceChar { rank, found } => {
                write!(f, "board field, rank {}: '{found}' is not a piece letter or a lone digit 1-8", rank.to_char())
            }
            FenError::RankSquares { rank, squares } => {
                write!(f, "board field, rank {}: describes {squares} squares instead of 8", rank.to_char())
            }
            FenError::Turn(s) => write!(f, "side to move: expected 'w' or 'b', found '{s}'"),
            FenError::Castling(s) => write!(f, "castling field: '{s}' is not '-' or a set of KQkq / file letters"),
            FenError::EnPassant(s) => write!(f, "en passant field: expected '-' or a square on rank 3 or 6, found '{s}'"),
            FenError::Halfmoves(s) => write!(f, "halfmove clock: expected a number from 0 to 9999, found '{s}'"),
            FenError::Fullmoves(s) => write!(f, "fullmove number: expected a number from 1 to 9999, found '{s}'"),
            FenError::Position(e) => write!(f, "{e}"),
        }
    }
}

impl std::error::Error for FenError {}

impl From<PositionError> for FenError {
    fn from(e: PositionError) -> FenError {
        FenError::Position(e)
    }
}

/// Counters beyond this are not from any real game; bounding them keeps arithmetic simple.
const MAX_COUNTER: u32 = 9999;

/// Parses a FEN into an unvalidated [`Setup`].
pub fn parse(fen: &str) -> Result<Setup, FenError> {
    parse_noting_file_letters(fen).map(|(setup, _)| setup)
}

/// [`parse`], and whether the castling field names rooks by file letters (X-FEN, Shredder-FEN).
fn parse_noting_file_letters(fen: &str) -> Result<(Setup, bool), FenError> {
    let mut fields = [""; 6];
    let mut count = 0;
    for field in fen.split_ascii_whitespace() {
        if let Some(slot) = fields.get_mut(count) {
            *slot = field;
        }
        count += 1;
    }
    if count != 6 && count != 4 {
        return Err(FenError::FieldCount(count));
    }
    let board = parse_board(fields[0])?;
    let turn = match fields[1] {
        "w" => Color::White,
        "b" => Color::Black,
        other => return Err(FenError::Turn(super::owned(other))),
    };
    let (castling_rights, file_letters) = parse_castling(fields[2], &board)?;
    let ep_square = match fields[3] {
        "-" => None,
        s => match Square::parse(s) {
            Some(sq) if sq.rank() == Rank::THIRD || sq.rank() == Rank::SIXTH => Some(sq),
            _ => return Err(FenError::EnPassant(super::owned(s))),
        },
    };
    let (halfmoves, fullmoves) = if count == 6 {
        let half = parse_counter(fields[4], 0).ok_or_else(|| FenError::Halfmoves(super::owned(fields[4])))?;
        let full = parse_counter(fields[5], 1).ok_or_else(|| FenError::Fullmoves(super::owned(fields[5])))?;
        (half, full)
    } else {
        (0, 1)
    };
    Ok((Setup { board, turn, castling_rights, ep_square, halfmoves, fullmoves }, file_letters))
}

fn parse_counter(s: &str, min: u32) -> Option<u32> {
    decimal(s, MAX_COUNTER).filter(|&n| n >= min)
}

/// A number written with decimal digits only (no sign), if it is at most `max` (at most 9999).
/// The one number reader of the notations: `str::parse` would add core's integer parser to the
/// wasm module once per integer type.
pub(crate) fn decimal(s: &str, max: u32) -> Option<u32> {
    if s.is_empty() || s.len() > 4 || !s.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    let n = s.bytes().fold(0, |n, b| n * 10 + u32::from(b - b'0'));
    (n <= max).then_some(n)
}

/// The ranks from the eighth down, separated by `/`; in each, piece letters and digits 1–8
/// counting empty squares.
fn parse_board(field: &str) -> Result<Board, FenError> {
    let ranks = field.bytes().filter(|&b| b == b'/').count() + 1;
    if ranks != 8 {
        return Err(FenError::RankCount(ranks));
    }
    let mut board = Board::empty();
    let mut rank = Rank::EIGHTH;
    let mut file = 0usize;
    let complete = |rank, file| if file == 8 { Ok(()) } else { Err(FenError::RankSquares { rank, squares: file }) };
    let mut after_digit = false;
    for c in field.chars() {
        let digit = c.is_ascii_digit();
        match c {
            '/' => {
                complete(rank, file)?;
                rank = Rank::new(rank.index() - 1).expect("seven slashes: ranks 8 down to 1");
                file = 0;
            }
            '1'..='8' if after_digit => return Err(FenError::PieceChar { rank, found: c }),
            '1'..='8' => file += usize::from(c as u8 - b'0'),
            _ => {
                let piece = Piece::from_char(c).ok_or(FenError::PieceChar { rank, found: c })?;
                if file < 8 {
                    board.put(Square::from_coords(File::new(file as u8).expect("file < 8"), rank), piece);
                }
                file += 1;
            }
        }
        after_digit = digit;
    }
    complete(rank, file)?;
    Ok(board)
}

/// Reads `KQkq`, Shredder-FEN and X-FEN rights into rook squares. `K`/`Q` name the outermost
/// rook on that side of the king; when there is none they name the corner, which validation then
/// rejects as "a castling right without its rook". Says too whether a file letter was used.
fn parse_castling(field: &str, board: &Board) -> Result<(Bitboard, bool), FenError> {
    let bad = || FenError::Castling(super::owned(field));
    if field == "-" {
        return Ok((Bitboard::EMPTY, false));
    }
    let mut rights = Bitboard::EMPTY;
    let mut file_letters = false;
    for c in field.chars() {
        let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
        let back_rank = color.fold(Rank::FIRST, Rank::EIGHTH);
        let rooks = board.by_piece(Piece::new(color, Role::Rook)) & Bitboard::from_rank(back_rank);
        let king = board.king_of(color).filter(|k| k.rank() == back_rank);
        let rook = match c.to_ascii_lowercase() {
            'k' => king.and_then(|k| (rooks & Bitboard::above(k)).last()).unwrap_or(Square::from_coords(File::H, back_rank)),
            'q' => king.and_then(|k| (rooks & Bitboard::below(k)).first()).unwrap_or(Square::from_coords(File::A, back_rank)),
            letter @ 'a'..='h' => {
                file_letters = true;
                Square::from_coords(File::from_char(letter).ok_or_else(bad)?, back_rank)
            }
            _ => return Err(bad()),
        };
        if rights.contains(rook) {
            return Err(bad());
        }
        rights.set(rook);
    }
    Ok((rights, file_letters))
}

/// Writes a setup as FEN.
pub fn write(setup: &Setup) -> String {
    let mut fen = String::with_capacity(90);
    for rank in Rank::ALL.into_iter().rev() {
        let mut empty = 0;
        for file in File::ALL {
            match setup.board.piece_at(Square::from_coords(file, rank)) {
                Some(piece) => {
                    if empty > 0 {
                        fen.push(char::from(b'0' + empty));
                        empty = 0;
                    }
                    fen.push(piece.char());
                }
                None => empty += 1,
            }
        }
        if empty > 0 {
            fen.push(char::from(b'0' + empty));
        }
        if rank != Rank::FIRST {
            fen.push('/');
        }
    }
    fen.push(' ');
    fen.push(setup.turn.fold('w', 'b'));
    fen.push(' ');
    fen.push_str(&castling_field(setup));
    fen.push(' ');
    match setup.ep_square {
        Some(sq) => {
            let _ = write!(fen, "{sq}");
        }
        None => fen.push('-'),
    }
    let _ = write!(fen, " {} {}", setup.halfmoves, setup.fullmoves);
    fen
}

fn castling_field(setup: &Setup) -> String {
    let mut field = String::new();
    for color in Color::ALL {
        let back_rank = Bitboard::from_rank(color.fold(Rank::FIRST, Rank::EIGHTH));
        let rooks = setup.board.by_piece(Piece::new(color, Role::Rook)) & back_rank;
        let Some(king) = setup.board.king_of(color) else { continue };
        // King side first, as in KQkq: the highest file first.
        for rook in (setup.castling_rights & back_rank).squares().rev() {
            let king_side = rook.file() > king.file();
            let outermost = if king_side { rooks & Bitboard::above(rook) } else { rooks & Bitboard::below(rook) }.is_empty();
            let letter = match (outermost, king_side) {
                (true, true) => 'k',
                (true, false) => 'q',
                (false, _) => rook.file().to_char(),
            };
            field.push(color.fold(letter.to_ascii_uppercase(), letter));
        }
    }
    if field.is_empty() {
        field.push('-');
    }
    field
}

impl Position {
    /// Parses and validates a FEN for standard chess.
    pub fn from_fen(fen: &str) -> Result<Position, FenError> {
        Position::from_fen_in(fen, CastlingMode::Standard)
    }

    /// Parses and validates a FEN (X-FEN or Shredder-FEN castling rights in Chess960 mode).
    pub fn from_fen_in(fen: &str, mode: CastlingMode) -> Result<Position, FenError> {
        let (setup, _) = parse_noting_file_letters(fen)?;
        Ok(Position::from_setup_in(&setup, mode)?)
    }

    /// Parses and validates a FEN meant for `mode`. In standard mode, castling rights written
    /// with file letters (X-FEN naming an inner rook, or Shredder-FEN) that standard chess does
    /// not allow make it a Chess960 position; `KQkq` that does not fit the board is an error. The
    /// mode it was read in comes with it.
    pub fn from_fen_detecting_960(fen: &str, mode: CastlingMode) -> Result<(Position, CastlingMode), FenError> {
        let (setup, file_letters) = parse_noting_file_letters(fen)?;
        match Position::from_setup_in(&setup, mode) {
            Err(PositionError::BadCastlingRight(_)) if mode == CastlingMode::Standard && file_letters => {
                Ok((Position::from_setup_in(&setup, CastlingMode::Chess960)?, CastlingMode::Chess960))
            }
            position => Ok((position?, mode)),
        }
    }

    /// The position as FEN (en passant square only when a legal capture exists).
    pub fn fen(&self) -> String {
        write(&self.to_setup())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn start_position_round_trips() {
        let start = "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1";
        assert_eq!(write(&parse(start).unwrap()), start);
        assert_eq!(parse(start).unwrap(), Setup::standard());
    }

    #[test]
    fn four_fields_default_the_counters() {
        let s = parse("8/8/8/8/8/8/8/K6k w - -").unwrap();
        assert_eq!((s.halfmoves, s.fullmoves), (0, 1));
    }

    #[test]
    fn each_field_has_its_own_error() {
        let cases: [(&str, FenError); 10] = [
            ("8/8/8/8/8/8/8/K6k w - - 0", FenError::FieldCount(5)),
            ("8/8/8/8/8/8/K6k w - - 0 1", FenError::RankCount(7)),
            ("8/8/8/8/8/8/8/K6x w - - 0 1", FenError::PieceChar { rank: Rank::FIRST, found: 'x' }),
            ("8/8/8/8/8/8/8/K5k w - - 0 1", FenError::RankSquares { rank: Rank::FIRST, squares: 7 }),
            ("8/8/8/8/8/8/8/K7k w - - 0 1", FenError::RankSquares { rank: Rank::FIRST, squares: 9 }),
            ("8/8/8/8/8/8/8/K6k x - - 0 1", FenError::Turn("x".into())),
            ("8/8/8/8/8/8/8/K6k w KX - 0 1", FenError::Castling("KX".into())),
            ("8/8/8/8/8/8/8/K6k w - e5 0 1", FenError::EnPassant("e5".into())),
            ("8/8/8/8/8/8/8/K6k w - - x 1", FenError::Halfmoves("x".into())),
            ("8/8/8/8/8/8/8/K6k w - - 0 0", FenError::Fullmoves("0".into())),
        ];
        for (fen, error) in cases {
            assert_eq!(parse(fen), Err(error), "{fen}");
        }
        assert_eq!(parse("8/8/8/8/8/8/8/K6k w - - -3 1"), Err(FenError::Halfmoves("-3".into())));
        assert_eq!(parse("8/8/8/8/8/8/8/K6k w - - 99999 1"), Err(FenError::Halfmoves("99999".into())));
        assert_eq!(parse("8/8/8/8/8/8/8/K6k w KK - 0 1"), Err(FenError::Castling("KK".into())));
    }

    #[test]
    fn castling_letters_follow_x_fen() {
        // Chess960 start with rooks on b1 and g1, an extra rook on a1 outside the b1 rook.
        let s = parse("1r2k1r1/8/8/8/8/8/8/RR2K1R1 w BGbg - 0 1").unwrap();
        let back_rights: Vec<String> = s.castling_rights.squares().map(|sq| sq.to_string()).collect();
        assert_eq!(back_rights, ["b1", "g1", "b8", "g8"]);
        // b1 is not the outermost queenside rook (a1 is), so it keeps its letter; b8 and g8 are.
        assert_eq!(castling_field(&s), "KBkq");
    }
}
