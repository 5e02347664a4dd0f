//! The hooks Shogi and Minishogi share (see `rules.md` beside this file): what data cannot say.

use crate::referee::Refereed;
use super::notation::{Board, Promotion as Promo, WesternMove};
use crate::variants::fairy::{self, Colour, FMove, Fairy, Kind, Pos, Rules, Spec};
use crate::variants::{EndReason, Outcome, VariantError};

fn board(pos: &Pos) -> Board {
    Board { files: pos.t.shape.files, ranks: pos.t.shape.ranks }
}

fn pawn(pos: &Pos) -> Option<u8> {
    pos.t.type_of('p')
}

fn side(colour: Colour) -> &'static str {
    if colour == 0 {
        "sente"
    } else {
        "gote"
    }
}

/// A position the game's set of pieces allows: the engine's checks (the side not to move is
/// not in check), no king or promoted piece in hand, no more pieces of a kind than the set has
/// (`set`: letter and count, both players), no piece where it could never move, no two
/// unpromoted pawns of a player on a file.
pub fn validate(pos: &Pos, set: &[(char, u32)]) -> Result<(), VariantError> {
    fairy::rules::default_validate(pos)?;
    let t = pos.t;
    let bad = |why: String| Err(VariantError::Fen(why));
    for colour in 0..2u8 {
        if t.royal.is_some_and(|k| pos.hands[colour as usize][k as usize] > 0) {
            return bad(format!("a king in {}'s hand", side(colour)));
        }
    }
    for &(letter, most) in set {
        let types = t.pieces.iter().enumerate().filter(|(_, p)| p.spec.letter == letter).map(|(i, _)| i);
        let on_board: u32 = types.clone().map(|ty| pos.types[ty].count()).sum();
        let in_hand: u32 = types.map(|ty| pos.hands[0][ty] as u32 + pos.hands[1][ty] as u32).sum();
        if on_board + in_hand > most {
            return bad(format!("{} pieces '{letter}' on the board and in hand; the set has {most}", on_board + in_hand));
        }
    }
    for c in pos.occupied() {
        let Some(piece) = pos.piece_at(c) else { continue };
        let info = &t.pieces[piece.ty as usize];
        if info.promo_forced[piece.colour as usize].has(c) {
            return bad(format!("{} on {} could never move", pos.letters(piece), t.shape.name(c)));
        }
    }
    if let Some(p) = pawn(pos) {
        for colour in 0..2u8 {
            let pawns = pos.pieces(colour, p);
            if (0..t.shape.files).any(|f| (pawns & t.shape.file_cells(f)).more_than_one()) {
                return bad(format!("two unpromoted pawns of {} on a file (nifu)", side(colour)));
            }
        }
    }
    Ok(())
}

/// The cell from which a pawn of the side to move would check the enemy king.
fn pawn_check_cell(pos: &Pos) -> Option<u8> {
    let king = pos.king(pos.turn ^ 1)?;
    let back = if pos.turn == 0 { -1 } else { 1 };
    pos.t.shape.offset(king, 0, back)
}

fn mates<R: Rules>(pos: &Pos, m: FMove) -> bool {
    let mut after = *pos;
    fairy::play::<R>(&mut after, m);
    let mut replies = Vec::new();
    fairy::gen::legal::<R>(&after, &mut replies);
    replies.is_empty() && after.king_attacked(after.turn)
}

/// Uchifuzume: a pawn drop that checkmates is not a legal move. Only a pawn dropped right in
/// front of the enemy king checks it, so only that drop is played and looked at.
pub fn no_pawn_drop_mate<R: Rules>(pos: &Pos, out: &mut Vec<FMove>) {
    let (Some(p), Some(front)) = (pawn(pos), pawn_check_cell(pos)) else { return };
    if let Some(i) = out.iter().position(|&m| m.kind == Kind::Drop(p) && m.to == front) {
        if mates::<R>(pos, out[i]) {
            out.remove(i);
        }
    }
}

/// The 27-point impasse declaration, made (and won) by the side to move as soon as it may: its
/// king in the enemy's zone, not in check, at least ten other pieces there, and points (rook
/// and bishop 5, others 1, in the zone and in hand) of 28 for sente, 27 for gote.
pub fn impasse(pos: &Pos) -> Option<Outcome> {
    let us = pos.turn;
    let t = pos.t;
    let zone = t.pieces[pawn(pos)? as usize].promo_zone[us as usize];
    let king = pos.king(us)?;
    if !zone.has(king) {
        return None;
    }
    let others = (pos.colours[us as usize] & zone).without(king);
    if others.count() < 10 || pos.king_attacked(us) {
        return None;
    }
    let worth = |ty: usize| if matches!(t.pieces[ty].spec.letter, 'r' | 'b') { 5 } else { 1 };
    let on_board: u32 = others.filter_map(|c| pos.piece_at(c)).map(|p| worth(p.ty as usize)).sum();
    let in_hand: u32 = (0..t.pieces.len()).map(|ty| pos.hands[us as usize][ty] as u32 * worth(ty)).sum();
    let needed = if us == 0 { 28 } else { 27 };
    (on_board + in_hand >= needed).then(|| Outcome::win(us, EndReason::Impasse))
}

/// Sennichite, at the fourth occurrence of a position (`since_first`: the positions from its
/// first occurrence to now): the side that gave check with every move since then loses; else
/// `plain` decides (`None`: a draw; Minishogi: sente loses).
pub fn sennichite<R: Rules>(since_first: &[Fairy<R>], occurrences: u32, plain: Option<Colour>) -> Option<Outcome> {
    if occurrences < 4 {
        return None;
    }
    let now = since_first.last()?;
    let us = now.turn();
    // Positions with us to move (checks given by them), and with them to move (checks by us).
    let checked = |mover_to_move: Colour| since_first.iter().filter(|p| p.turn() == mover_to_move).all(|p| p.is_check());
    if checked(us) {
        return Some(Outcome::win(us, EndReason::PerpetualCheck));
    }
    if checked(us ^ 1) {
        return Some(Outcome::win(us ^ 1, EndReason::PerpetualCheck));
    }
    Some(match plain {
        Some(loser) => Outcome::win(loser ^ 1, EndReason::Sennichite),
        None => Outcome::draw(EndReason::Sennichite),
    })
}

/// The move in the Western notation pyffish writes (`P-76`, `Bx22+`, `B-54=`, `P*55`, `G69-58`).
pub fn western(pos: &Pos, m: FMove, legal: &[FMove]) -> String {
    let t = pos.t;
    let at = |c: u8| (t.shape.file(c), t.shape.rank(c));
    let b = board(pos);
    if let Kind::Drop(ty) = m.kind {
        let letter = t.pieces[ty as usize].spec.letter.to_ascii_uppercase().to_string();
        let drop = WesternMove { from: None, to: at(m.to), capture: false, promotion: Promo::Impossible, ambiguous: false };
        return b.western(&letter, drop);
    }
    let Some(piece) = pos.piece_at(m.from) else { return pos.uci(m) };
    let promotes = |o: &FMove| matches!(o.kind, Kind::Promote(_));
    let promotion = if promotes(&m) {
        Promo::Taken
    } else if legal.iter().any(|o| o.from == m.from && o.to == m.to && promotes(o)) {
        Promo::Declined
    } else {
        Promo::Impossible
    };
    let ambiguous = legal.iter().any(|o| o.to == m.to && o.from != m.from && !matches!(o.kind, Kind::Drop(_)) && promotes(o) == promotes(&m) && pos.piece_at(o.from) == Some(piece));
    let capture = pos.colours[(pos.turn ^ 1) as usize].has(m.to);
    let letters = pos.letters(piece).to_ascii_uppercase();
    b.western(&letters, WesternMove { from: Some(at(m.from)), to: at(m.to), capture, promotion, ambiguous })
}

/// The other ways a position may be written, as pyffish's FEN: SFEN, and the short form of
/// pyffish's own start FEN (`…[-] w 0 1`: no castling and e.p. fields). `None`: neither.
pub fn fen_alias(spec: Spec, text: &str) -> Result<Option<String>, VariantError> {
    let fields: Vec<&str> = text.split_whitespace().collect();
    if let [board, side, half, full] = fields[..] {
        if board.contains('[') && [half, full].iter().all(|n| !n.is_empty() && n.chars().all(|c| c.is_ascii_digit())) {
            return Ok(Some(format!("{board} {side} - - {half} {full}")));
        }
    }
    let b = Board { files: spec.shape.files, ranks: spec.shape.ranks };
    b.sfen_to_fen(text, spec.hand_order).map_err(|why| VariantError::Fen(format!("SFEN: {why}")))
}

pub fn sfen(pos: &Pos) -> String {
    board(pos).fen_to_sfen(&pos.fen()).unwrap_or_else(|| pos.fen())
}

/// A USI move (`7g7f`, `P*5e`) as pyffish's UCI.
pub fn usi_to_uci(pos: &Pos, text: &str) -> Option<String> {
    board(pos).usi_to_uci(text)
}

/// Why a move written in UCI is not legal, for the rules a player may not know: nifu,
/// uchifuzume, a drop where the piece could never move.
pub fn illegal_reason<R: Rules>(pos: &Pos, uci: &str) -> Option<String> {
    let t = pos.t;
    let (letter, cell) = uci.split_once('@')?;
    let ty = t.type_of(letter.chars().next()?.to_ascii_lowercase())?;
    let to = t.shape.parse(cell)?;
    let us = pos.turn;
    if pos.hands[us as usize][ty as usize] == 0 || pos.occupied().has(to) {
        return None;
    }
    let info = &t.pieces[ty as usize];
    if !info.drop_zone[us as usize].has(to) {
        return Some(format!("a {} dropped on {cell} could never move", info.spec.name));
    }
    if info.spec.drop_one_per_file && (pos.pieces(us, ty) & t.shape.file_cells(t.shape.file(to))).any() {
        return Some(format!("{} already has an unpromoted pawn on that file (nifu)", side(us)));
    }
    let drop = FMove { from: to, to, kind: Kind::Drop(ty) };
    if Some(ty) == pawn(pos) && pawn_check_cell(pos) == Some(to) && mates::<R>(pos, drop) {
        return Some("a pawn dropped to give checkmate (uchifuzume)".into());
    }
    None
}

/// Writes the hooks every game of the family shares, in its `impl Rules`: the piece counts of
/// its set (`$set`) checked in a FEN, no mate by a pawn drop, Western SAN, SFEN and USI read
/// beside pyffish's notation, and the family's reasons for a refused move.
#[macro_export]
macro_rules! shogi_family_hooks {
    ($set:expr) => {
        fn validate(pos: &$crate::variants::fairy::Pos) -> Result<(), $crate::variants::VariantError> {
            $crate::variants::shogi::family::validate(pos, $set)
        }

        fn filter(pos: &$crate::variants::fairy::Pos, out: &mut Vec<$crate::variants::fairy::FMove>) {
            $crate::variants::shogi::family::no_pawn_drop_mate::<Self>(pos, out);
        }

        fn san(pos: &$crate::variants::fairy::Pos, m: $crate::variants::fairy::FMove, legal: &[$crate::variants::fairy::FMove]) -> String {
            $crate::variants::shogi::family::western(pos, m, legal)
        }

        fn fen_alias(text: &str) -> Result<Option<String>, $crate::variants::VariantError> {
            $crate::variants::shogi::family::fen_alias(Self::SPEC, text)
        }

        fn move_alias(pos: &$crate::variants::fairy::Pos, text: &str) -> Option<String> {
            $crate::variants::shogi::family::usi_to_uci(pos, text)
        }

        fn illegal_reason(pos: &$crate::variants::fairy::Pos, uci: &str) -> Option<String> {
            $crate::variants::shogi::family::illegal_reason::<Self>(pos, uci)
        }
    };
}
