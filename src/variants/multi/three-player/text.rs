//! The position text and move notation of `src/variants/multi/rules.md` for the hexagon:
//! rows White's ranks 4…1, Red's 4…1, Black's 4…1, each a…h; moves `Wd2-Wd4`, `Rc2-Rc1=Q`,
//! `pass`.

use super::geometry::{cell, name, parse_cell, Cell, CELLS, SEATS};
use super::position::{Move, MoveKind, Piece, SeatStatus, ThreePlayer, KING_SIDE, QUEEN_SIDE};
use crate::chess::Role;
use crate::variants::VariantError;

/// Seat letters in the text, in seat order (G2).
pub const SEAT_LETTERS: [char; SEATS] = ['w', 'r', 'b'];
pub const SEAT_NAMES: [&str; SEATS] = ["White", "Red", "Black"];

/// The cells of the text's rows, in order.
fn rows() -> impl Iterator<Item = Vec<Cell>> {
    (0..SEATS).flat_map(|s| (1..=4).rev().map(move |r| (0..8).map(|f| cell(s, f, r)).collect()))
}

fn piece_text(p: Piece) -> String {
    let tilde = if p.promoted { "~" } else { "" };
    format!("{}{}{tilde}", SEAT_LETTERS[p.seat as usize], p.role.upper_char())
}

fn fen_error(why: impl Into<String>) -> VariantError {
    VariantError::Fen(why.into())
}

pub fn write(pos: &ThreePlayer) -> String {
    let board: Vec<String> = rows()
        .map(|row| {
            let mut tokens = Vec::new();
            let mut empty = 0;
            for c in row {
                match pos.board[c as usize] {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            tokens.push(empty.to_string());
                            empty = 0;
                        }
                        tokens.push(piece_text(p));
                    }
                }
            }
            if empty > 0 {
                tokens.push(empty.to_string());
            }
            tokens.join(",")
        })
        .collect();
    let status: Vec<String> = pos
        .status
        .iter()
        .map(|s| match s {
            SeatStatus::Alive => "a".to_string(),
            SeatStatus::Out(k) => format!("g{k}"),
        })
        .collect();
    let scores: Vec<String> = pos.scores.iter().map(|s| s.to_string()).collect();
    let castling: Vec<&str> = pos
        .castling
        .iter()
        .map(|&c| match (c & KING_SIDE != 0, c & QUEEN_SIDE != 0) {
            (true, true) => "KQ",
            (true, false) => "K",
            (false, true) => "Q",
            (false, false) => "-",
        })
        .collect();
    let en_passant = pos.en_passant.map_or("-".to_string(), |(passed, pawn)| format!("{}:{}", name(passed), name(pawn)));
    format!(
        "{} {} {} {} {} {} {} {}",
        board.join("/"),
        SEAT_LETTERS[pos.turn as usize],
        status.join(","),
        scores.join(","),
        castling.join(","),
        en_passant,
        pos.halfmove,
        pos.fullmove
    )
}

fn seat_of(letter: &str) -> Result<u8, VariantError> {
    let mut chars = letter.chars();
    match (chars.next(), chars.next()) {
        (Some(c), None) => SEAT_LETTERS.iter().position(|&l| l == c).map(|s| s as u8),
        _ => None,
    }
    .ok_or_else(|| fen_error(format!("unknown seat '{letter}'")))
}

fn read_piece(token: &str) -> Result<Piece, VariantError> {
    let bad = || fen_error(format!("unknown piece '{token}'"));
    let (body, promoted) = match token.strip_suffix('~') {
        Some(body) => (body, true),
        None => (token, false),
    };
    let mut chars = body.chars();
    let (Some(seat), Some(role), None) = (chars.next(), chars.next(), chars.next()) else { return Err(bad()) };
    let seat = SEAT_LETTERS.iter().position(|&l| l == seat).ok_or_else(bad)? as u8;
    let role = Role::from_char(role).filter(|&r| role.is_ascii_uppercase() && !(promoted && matches!(r, Role::King | Role::Pawn))).ok_or_else(bad)?;
    Ok(Piece { seat, role, promoted })
}

/// Three comma-separated fields, one per seat.
fn per_seat<'a>(field: &'a str, what: &str) -> Result<[&'a str; SEATS], VariantError> {
    let parts: Vec<&str> = field.split(',').collect();
    parts.try_into().map_err(|_| fen_error(format!("{what}: one entry per seat ({SEATS}) expected in '{field}'")))
}

pub fn read(text: &str) -> Result<ThreePlayer, VariantError> {
    let fields: Vec<&str> = text.split(' ').collect();
    let [board, turn, status, scores, castling, en_passant, halfmove, fullmove] = fields[..] else {
        return Err(fen_error(format!("8 fields separated by single spaces expected, found {}", fields.len())));
    };
    let texts: Vec<&str> = board.split('/').collect();
    let cells: Vec<Vec<Cell>> = rows().collect();
    if texts.len() != cells.len() {
        return Err(fen_error(format!("{} rows expected, found {}", cells.len(), texts.len())));
    }
    let mut pos = ThreePlayer::start();
    pos.board = [None; CELLS];
    for (row, cells) in texts.iter().zip(&cells) {
        let mut at = 0;
        for token in row.split(',') {
            if token.starts_with(|c: char| c.is_ascii_digit()) {
                let n: usize = token.parse().map_err(|_| fen_error(format!("bad count '{token}' in row '{row}'")))?;
                if n == 0 || n > cells.len() - at {
                    return Err(fen_error(format!("bad count '{token}' in row '{row}'")));
                }
                at += n;
            } else {
                let piece = read_piece(token)?;
                if let Some(&c) = cells.get(at) {
                    pos.board[c as usize] = Some(piece);
                }
                at += 1;
            }
            if at > cells.len() {
                return Err(fen_error(format!("row '{row}' is longer than {} cells", cells.len())));
            }
        }
        if at != cells.len() {
            return Err(fen_error(format!("row '{row}' has {at} cells, {} expected", cells.len())));
        }
    }
    pos.turn = seat_of(turn)?;
    for (s, entry) in per_seat(status, "status")?.into_iter().enumerate() {
        pos.status[s] = match entry {
            "a" => SeatStatus::Alive,
            out => match out.strip_prefix('g').and_then(|k| k.parse::<u8>().ok()).filter(|&k| k > 0) {
                Some(k) => SeatStatus::Out(k),
                None => return Err(fen_error(format!("bad status '{out}'"))),
            },
        };
    }
    for (s, entry) in per_seat(scores, "scores")?.into_iter().enumerate() {
        pos.scores[s] = entry.parse().map_err(|_| fen_error(format!("bad score '{entry}'")))?;
    }
    for (s, entry) in per_seat(castling, "castling")?.into_iter().enumerate() {
        pos.castling[s] = match entry {
            "KQ" => KING_SIDE | QUEEN_SIDE,
            "K" => KING_SIDE,
            "Q" => QUEEN_SIDE,
            "-" => 0,
            bad => return Err(fen_error(format!("bad castling '{bad}'"))),
        };
    }
    pos.en_passant = match en_passant {
        "-" => None,
        cells => {
            let parsed = cells.split_once(':').and_then(|(a, b)| Some((parse_cell(a)?, parse_cell(b)?)));
            Some(parsed.ok_or_else(|| fen_error(format!("bad en passant '{cells}'")))?)
        }
    };
    pos.halfmove = halfmove.parse().map_err(|_| fen_error(format!("bad halfmove counter '{halfmove}'")))?;
    pos.fullmove = fullmove.parse().ok().filter(|&n| n > 0).ok_or_else(|| fen_error(format!("bad fullmove counter '{fullmove}'")))?;
    for s in 0..SEATS as u8 {
        let kings = pos.board.iter().flatten().filter(|p| p.seat == s && p.role == Role::King).count();
        if pos.status[s as usize] == SeatStatus::Alive && kings != 1 {
            return Err(fen_error(format!("{} is in the game with {kings} kings", SEAT_NAMES[s as usize])));
        }
    }
    if pos.status[pos.turn as usize] != SeatStatus::Alive {
        return Err(fen_error(format!("{} is to move but out of the game", SEAT_NAMES[pos.turn as usize])));
    }
    pos.settle();
    Ok(pos)
}

pub fn move_text(m: Move) -> String {
    match (m.kind, m.promotion) {
        (MoveKind::Pass, _) => "pass".to_string(),
        (_, Some(role)) => format!("{}-{}={}", name(m.from), name(m.to), role.upper_char()),
        (_, None) => format!("{}-{}", name(m.from), name(m.to)),
    }
}
