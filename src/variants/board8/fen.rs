//! FEN of the 8×8 variants as Fairy-Stockfish reads and writes it: the chess fields, plus a
//! pocket `[QRBNPqrbnp]` after the board and `~` after promoted pieces (crazyhouse), and `*` for
//! the duck. A field the game does not have is refused, so that a FEN of another variant is an
//! error rather than a silently different game.

use super::{Pos8, POCKET_ROLES};
use crate::chess::{Bitboard, Board, Color, File, Piece, Rank, Role, Square};
use crate::variants::VariantError;

/// Which variant fields a game's FEN may hold.
#[derive(Clone, Copy, Debug)]
pub struct FenFlags {
    pub pockets: bool,
    pub duck: bool,
    pub castling: bool,
    /// The game needs one king per side (a FEN without one is refused).
    pub kings_required: bool,
}

fn bad(why: impl Into<String>) -> VariantError {
    VariantError::Fen(why.into())
}

pub fn parse_fen(fen: &str, flags: FenFlags) -> Result<Pos8, VariantError> {
    let mut fields = fen.split_whitespace();
    let placement = fields.next().ok_or_else(|| bad("empty FEN"))?;
    let (board_text, pocket_text) = match placement.find('[') {
        Some(i) => {
            let rest = &placement[i + 1..];
            let pocket = rest.strip_suffix(']').ok_or_else(|| bad("pocket '[' without ']'"))?;
            (&placement[..i], Some(pocket))
        }
        None => (placement, None),
    };
    let mut pos = Pos8 { board: Board::empty(), castling: Bitboard::EMPTY, ..Pos8::standard() };
    let ranks: Vec<&str> = board_text.split('/').collect();
    if ranks.len() != 8 {
        return Err(bad(format!("the board has {} ranks, not 8", ranks.len())));
    }
    for (i, text) in ranks.iter().enumerate() {
        let rank = Rank::new(7 - i as u8).ok_or_else(|| bad("rank"))?;
        let mut file = 0u8;
        let mut last: Option<Square> = None;
        for c in text.chars() {
            if let Some(d) = c.to_digit(10) {
                file += d as u8;
                last = None;
                continue;
            }
            if c == '~' {
                let sq = last.ok_or_else(|| bad("'~' must follow a piece"))?;
                if !flags.pockets {
                    return Err(bad("promoted-piece marks '~' belong to crazyhouse"));
                }
                pos.promoted.set(sq);
                continue;
            }
            let sq = File::new(file).map(|f| Square::from_coords(f, rank)).ok_or_else(|| bad(format!("rank {} is too long", 8 - i)))?;
            if c == '*' {
                if !flags.duck || pos.duck.is_some() {
                    return Err(bad("a duck '*' belongs to duck chess, once"));
                }
                pos.duck = Some(sq);
            } else {
                let piece = Piece::from_char(c).ok_or_else(|| bad(format!("'{c}' is not a piece")))?;
                pos.board.put(sq, piece);
            }
            last = Some(sq);
            file += 1;
        }
        if file != 8 {
            return Err(bad(format!("rank {} has {file} squares, not 8", 8 - i)));
        }
    }
    if let Some(pocket) = pocket_text {
        if !flags.pockets {
            return Err(bad("pockets '[...]' belong to crazyhouse"));
        }
        for c in pocket.chars().filter(|&c| c != '-') {
            let piece = Piece::from_char(c).filter(|p| p.role != Role::King).ok_or_else(|| bad(format!("'{c}' cannot be in a pocket")))?;
            let slot = &mut pos.pockets[piece.color.index()][piece.role.index()];
            *slot = slot.checked_add(1).filter(|&n| n <= 64).ok_or_else(|| bad("pocket too full"))?;
        }
    }
    pos.turn = match fields.next() {
        Some("w") | None => Color::White,
        Some("b") => Color::Black,
        Some(t) => return Err(bad(format!("side to move '{t}' is not w or b"))),
    };
    let castling = fields.next().unwrap_or("-");
    if castling != "-" {
        if !flags.castling {
            return Err(bad("this game has no castling"));
        }
        for c in castling.chars() {
            let color = if c.is_ascii_uppercase() { Color::White } else { Color::Black };
            let rank = color.fold(Rank::FIRST, Rank::EIGHTH);
            let rooks = pos.board.by_piece(Piece::new(color, Role::Rook)) & Bitboard::from_rank(rank);
            let king = pos.board.king_of(color).filter(|k| k.rank() == rank).ok_or_else(|| bad(format!("castling right '{c}' without its king")))?;
            let rook = match c.to_ascii_lowercase() {
                'k' => rooks.squares().rev().find(|&r| r > king),
                'q' => rooks.squares().find(|&r| r < king),
                f @ 'a'..='h' => File::from_char(f).map(|f| Square::from_coords(f, rank)).filter(|&r| rooks.contains(r)),
                _ => return Err(bad(format!("castling field '{castling}'"))),
            };
            pos.castling.set(rook.ok_or_else(|| bad(format!("castling right '{c}' without its rook")))?);
        }
    }
    let ep = fields.next().unwrap_or("-");
    if ep != "-" {
        let sq = Square::parse(ep).ok_or_else(|| bad(format!("en passant square '{ep}'")))?;
        if sq.rank() != pos.turn.fold(Rank::SIXTH, Rank::THIRD) {
            return Err(bad(format!("en passant square {ep} is on the wrong rank")));
        }
        // Behind a pawn that has just made a double step: the pawn in front, the two squares
        // it crossed empty.
        let toward_pawn = pos.turn.fold(-1, 1);
        let pawn = sq.offset(0, toward_pawn).and_then(|p| pos.board.piece_at(p));
        let origin = sq.offset(0, -toward_pawn);
        let crossed_empty = origin.is_some_and(|o| !pos.occupied().contains(o)) && !pos.occupied().contains(sq);
        if pawn != Some(Piece::new(!pos.turn, Role::Pawn)) || !crossed_empty {
            return Err(bad(format!("en passant square {ep} does not follow a pawn's double step")));
        }
        pos.ep = Some(sq).filter(|&sq| pos.ep_capturable(sq));
    }
    pos.halfmoves = number(fields.next(), 0)?;
    pos.fullmoves = number(fields.next(), 1)?.max(1);
    if fields.next().is_some() {
        return Err(bad("too many fields"));
    }
    validate(&pos, flags)?;
    Ok(pos)
}

fn number(field: Option<&str>, default: u32) -> Result<u32, VariantError> {
    match field {
        None => Ok(default),
        Some(t) => t.parse::<u32>().ok().filter(|&n| n < 100_000).ok_or_else(|| bad(format!("'{t}' is not a move count"))),
    }
}

fn validate(pos: &Pos8, flags: FenFlags) -> Result<(), VariantError> {
    for color in Color::ALL {
        let kings = pos.board.by_piece(Piece::new(color, Role::King)).count();
        if flags.kings_required && kings != 1 {
            return Err(bad(format!("{} must have exactly one king", color.name())));
        }
    }
    if let Some(sq) = (pos.board.by_role(Role::Pawn) & Bitboard::BACK_RANKS).first() {
        return Err(bad(format!("pawn on {sq}: pawns cannot stand on the first or last rank")));
    }
    Ok(())
}

pub fn write_fen(pos: &Pos8, flags: FenFlags) -> String {
    let mut s = String::with_capacity(90);
    for rank in Rank::ALL.into_iter().rev() {
        let mut gap = 0;
        for file in File::ALL {
            let sq = Square::from_coords(file, rank);
            let c = if pos.duck == Some(sq) { Some('*') } else { pos.board.piece_at(sq).map(Piece::char) };
            match c {
                None => gap += 1,
                Some(c) => {
                    if gap > 0 {
                        s.push(char::from(b'0' + gap));
                        gap = 0;
                    }
                    s.push(c);
                    if flags.pockets && pos.promoted.contains(sq) {
                        s.push('~');
                    }
                }
            }
        }
        if gap > 0 {
            s.push(char::from(b'0' + gap));
        }
        if rank != Rank::FIRST {
            s.push('/');
        }
    }
    if flags.pockets {
        s.push('[');
        for color in Color::ALL {
            for role in POCKET_ROLES {
                for _ in 0..pos.pocket(color, role) {
                    s.push(Piece::new(color, role).char());
                }
            }
        }
        s.push(']');
    }
    s.push(' ');
    s.push(if pos.turn == Color::White { 'w' } else { 'b' });
    s.push(' ');
    if pos.castling.is_empty() {
        s.push('-');
    } else {
        for color in Color::ALL {
            let king = pos.board.king_of(color);
            let rights = pos.castling_of(color);
            // King side first, as K Q k q.
            let rooks = pos.board.by_piece(Piece::new(color, Role::Rook)) & Bitboard::from_rank(color.fold(Rank::FIRST, Rank::EIGHTH));
            // King side first, as K Q k q; a right whose rook is not the outermost one on its
            // side is written by its file (X-FEN).
            for rook in rights.squares().rev() {
                let outer = king.is_some_and(|k| rooks.squares().all(|r| if rook > k { r <= rook } else { r >= rook }));
                let c = match (king, outer) {
                    (Some(k), true) if rook > k => 'k',
                    (Some(_), true) => 'q',
                    _ => rook.file().to_char(),
                };
                s.push(if color == Color::White { c.to_ascii_uppercase() } else { c });
            }
        }
    }
    s.push(' ');
    match pos.ep {
        Some(ep) => s.push_str(&ep.to_string()),
        None => s.push('-'),
    }
    s.push_str(&format!(" {} {}", pos.halfmoves, pos.fullmoves));
    s
}
