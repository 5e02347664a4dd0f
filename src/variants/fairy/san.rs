//! SAN as pyffish writes it for chess-like games of the family: the piece's letter (none for a
//! pawn unless the game writes it), the origin's file, rank or both when another piece of the
//! same type could go there too, `x`, the cell, `=` and the new piece, `+`/`#` in games with
//! check. Games with their own notation (shogi) override [`super::Rules::san`].

use super::pos::{FMove, Kind, Pos};
use super::spec::Royal;
use super::Rules;

pub fn san<R: Rules>(pos: &Pos, m: FMove, legal: &[FMove]) -> String {
    let t = pos.t;
    let s = t.shape;
    let mut text = String::new();
    match m.kind {
        Kind::Drop(ty) => {
            text.push(t.pieces[ty as usize].spec.letter.to_ascii_uppercase());
            text.push('@');
            text.push_str(&s.name(m.to));
        }
        Kind::Pass => text.push_str("@@@@"),
        Kind::Normal | Kind::Promote(_) => {
            let Some(piece) = pos.piece_at(m.from) else { return pos.uci(m) };
            let spec = &t.pieces[piece.ty as usize].spec;
            let capture = m.from != m.to && pos.colours[(pos.turn ^ 1) as usize].has(m.to);
            let letterless = spec.pawn && !t.spec.pawn_letter_in_san;
            if !letterless {
                text.push_str(&pos.letters(piece).to_ascii_uppercase());
            }
            let rivals: Vec<u8> = legal
                .iter()
                .filter(|o| o.to == m.to && o.from != m.from && !matches!(o.kind, Kind::Drop(_)) && pos.piece_at(o.from) == Some(piece))
                .map(|o| o.from)
                .collect();
            let (file, rank) = (s.file(m.from), s.rank(m.from));
            let file_text = ((b'a' + file) as char).to_string();
            let rank_text = (rank + 1).to_string();
            if letterless {
                if capture {
                    text.push_str(&file_text);
                }
            } else if !rivals.is_empty() {
                if rivals.iter().all(|&o| s.file(o) != file) {
                    text.push_str(&file_text);
                } else if rivals.iter().all(|&o| s.rank(o) != rank) {
                    text.push_str(&rank_text);
                } else {
                    text.push_str(&file_text);
                    text.push_str(&rank_text);
                }
            }
            if capture {
                text.push('x');
            }
            text.push_str(&s.name(m.to));
            if let Kind::Promote(ty) = m.kind {
                text.push('=');
                text.push_str(&pos.letters(super::pos::Piece { ty, colour: 0 }));
            }
        }
    }
    if t.spec.royal == Royal::Check {
        let mut after = *pos;
        super::play::<R>(&mut after, m);
        if after.king_attacked(after.turn) {
            let mut replies = Vec::new();
            super::gen::legal::<R>(&after, &mut replies);
            text.push(if replies.is_empty() { '#' } else { '+' });
        }
    }
    text
}
