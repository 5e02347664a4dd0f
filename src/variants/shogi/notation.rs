//! Shogi's own notations beside pyffish's strings, for any board of `files` × `ranks` (Shogi's
//! 9×9, Minishogi's 5×5):
//! - squares: pyffish's `e5` (file letter from sente's left, rank number from sente's side);
//!   USI's `5e` (file number from the right, rank letter from gote's side); Western `55` (file
//!   number from the right, rank number from gote's side);
//! - moves: USI `7g7f`, `8h2b+`, `P*5e` ↔ pyffish's `c3c4`, `b2h8+`, `P@e5`;
//! - positions: SFEN `board b|w hand move` ↔ pyffish's FEN `board[hand] w|b - - clock move`.
//!
//! These are string transforms: they check the shape, and the game checks the rest (a USI move
//! is looked up among the legal moves; an SFEN is read as the FEN it becomes).

/// The size of the board the notation is for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Board {
    pub files: u8,
    pub ranks: u8,
}

impl Board {
    /// (file, rank) counted from sente's left and sente's side, of pyffish's `e5`.
    pub fn parse_square(self, text: &str) -> Option<(u8, u8)> {
        let mut chars = text.chars();
        let file = chars.next().filter(char::is_ascii_lowercase)? as u8 - b'a';
        let rank: u8 = chars.as_str().parse().ok()?;
        (file < self.files && (1..=self.ranks).contains(&rank) && !chars.as_str().starts_with('0')).then(|| (file, rank - 1))
    }

    pub fn square(self, (file, rank): (u8, u8)) -> String {
        format!("{}{}", (b'a' + file) as char, rank + 1)
    }

    /// USI's `5e`.
    pub fn usi_square(self, (file, rank): (u8, u8)) -> String {
        format!("{}{}", self.files - file, (b'a' + self.ranks - 1 - rank) as char)
    }

    fn parse_usi_square(self, text: &str) -> Option<(u8, u8)> {
        let bytes = text.as_bytes();
        if bytes.len() != 2 || !bytes[0].is_ascii_digit() || !bytes[1].is_ascii_lowercase() {
            return None;
        }
        let number = bytes[0] - b'0';
        let letter = bytes[1] - b'a';
        (1..=self.files).contains(&number).then_some(())?;
        (letter < self.ranks).then(|| (self.files - number, self.ranks - 1 - letter))
    }

    /// Western notation's `55`: file number from the right, rank number from gote's side.
    pub fn western_square(self, (file, rank): (u8, u8)) -> String {
        format!("{}{}", self.files - file, self.ranks - rank)
    }

    /// A move in the Western notation pyffish writes: the piece (`P`, `+B`), the origin only
    /// when another piece of the same kind has the same move to the same square (`G69-58`),
    /// `-` or `x`, the destination, then `+` for a promotion or `=` for one declined; a drop is
    /// `P*55`. No check mark.
    pub fn western(self, piece: &str, m: WesternMove) -> String {
        let to = self.western_square(m.to);
        let Some(from) = m.from else { return format!("{piece}*{to}") };
        let origin = if m.ambiguous { self.western_square(from) } else { String::new() };
        let sign = if m.capture { 'x' } else { '-' };
        let suffix = match m.promotion {
            Promotion::Impossible => "",
            Promotion::Declined => "=",
            Promotion::Taken => "+",
        };
        format!("{piece}{origin}{sign}{to}{suffix}")
    }

    /// pyffish's UCI of a USI move (`7g7f` → `c3c4`, `P*5e` → `P@e5`); `None` when `text` is
    /// not shaped like a USI move of this board.
    pub fn usi_to_uci(self, text: &str) -> Option<String> {
        let (body, promote) = match text.strip_suffix('+') {
            Some(body) => (body, "+"),
            None => (text, ""),
        };
        if let Some((piece, to)) = body.split_once('*') {
            let mut letters = piece.chars();
            let letter = letters.next().filter(|c| c.is_ascii_uppercase() && letters.next().is_none())?;
            return (promote.is_empty()).then_some(())
                .and_then(|_| self.parse_usi_square(to))
                .map(|to| format!("{letter}@{}", self.square(to)));
        }
        if body.len() != 4 || !body.is_ascii() {
            return None;
        }
        let from = self.parse_usi_square(&body[..2])?;
        let to = self.parse_usi_square(&body[2..])?;
        Some(format!("{}{}{promote}", self.square(from), self.square(to)))
    }

    /// The USI of pyffish's UCI (`c3c4` → `7g7f`, `P@e5` → `P*5e`).
    pub fn uci_to_usi(self, text: &str) -> Option<String> {
        let (body, promote) = match text.strip_suffix('+') {
            Some(body) => (body, "+"),
            None => (text, ""),
        };
        if let Some((piece, to)) = body.split_once('@') {
            return Some(format!("{piece}*{}", self.usi_square(self.parse_square(to)?)));
        }
        // The destination is the last square: a letter and the digits after it.
        let split = body.char_indices().skip(1).find(|&(_, c)| c.is_ascii_lowercase())?.0;
        let from = self.parse_square(&body[..split])?;
        let to = self.parse_square(&body[split..])?;
        Some(format!("{}{}{promote}", self.usi_square(from), self.usi_square(to)))
    }

    /// pyffish's FEN of an SFEN (`… b - 1`); `Ok(None)` when `text` is not shaped like one (so
    /// the caller reads it as a FEN); `hand_order` is the order of the letters in a FEN hand.
    pub fn sfen_to_fen(self, text: &str, hand_order: &str) -> Result<Option<String>, String> {
        let fields: Vec<&str> = text.split_whitespace().collect();
        if fields.len() < 3 || fields.len() > 4 || fields[0].contains('[') || !matches!(fields[1], "b" | "w") {
            return Ok(None);
        }
        let gote = fields[1] == "w";
        let hand = parse_sfen_hand(fields[2])?;
        if let Some(&(stray, _)) = hand.iter().find(|(c, _)| !hand_order.contains(c.to_ascii_uppercase())) {
            return Err(format!("'{stray}' cannot be in hand"));
        }
        let mut pocket = String::new();
        for upper in [true, false] {
            for role in hand_order.chars() {
                let letter = if upper { role.to_ascii_uppercase() } else { role.to_ascii_lowercase() };
                let count: u32 = hand.iter().filter(|&&(c, _)| c == letter).map(|&(_, n)| n).sum();
                pocket.extend(std::iter::repeat_n(letter, count as usize));
            }
        }
        // The move number counts plies from 1; pyffish's counts moves (a move = sente's + gote's).
        let ply = match fields.get(3) {
            Some(n) => n.parse::<u32>().ok().filter(|&n| n >= 1).ok_or_else(|| format!("move number '{n}'"))? - 1,
            None => u32::from(gote),
        };
        Ok(Some(format!("{}[{pocket}] {} - - 0 {}", fields[0], if gote { "b" } else { "w" }, ply / 2 + 1)))
    }

    /// The SFEN of pyffish's FEN: hands as counts in USI's order (rook, bishop, gold, silver,
    /// knight, lance, pawn; sente's first), the move number counting plies.
    pub fn fen_to_sfen(self, fen: &str) -> Option<String> {
        let fields: Vec<&str> = fen.split_whitespace().collect();
        let (board, rest) = fields.first()?.split_once('[')?;
        let pocket = rest.strip_suffix(']')?;
        let gote = *fields.get(1)? == "b";
        let fullmove: u32 = fields.last()?.parse().ok()?;
        let mut hand = String::new();
        for letter in "RBGSNLPrbgsnlp".chars() {
            match pocket.chars().filter(|&c| c == letter).count() {
                0 => {}
                1 => hand.push(letter),
                n => hand.push_str(&format!("{n}{letter}")),
            }
        }
        if hand.is_empty() {
            hand.push('-');
        }
        let ply = 2 * fullmove.saturating_sub(1) + u32::from(gote);
        Some(format!("{board} {} {hand} {}", if gote { "w" } else { "b" }, ply + 1))
    }
}

/// Whether a move could promote, and did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Promotion {
    Impossible,
    Declined,
    Taken,
}

/// What Western notation needs of a move besides its piece.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct WesternMove {
    /// `None` for a drop.
    pub from: Option<(u8, u8)>,
    pub to: (u8, u8),
    pub capture: bool,
    pub promotion: Promotion,
    /// Another piece of the same kind has the same move (same promotion) to `to`.
    pub ambiguous: bool,
}

/// The letters and counts of an SFEN hand (`-`, `P`, `2Pb`, `18p`).
fn parse_sfen_hand(text: &str) -> Result<Vec<(char, u32)>, String> {
    let mut hand = Vec::new();
    if text == "-" {
        return Ok(hand);
    }
    let mut count = String::new();
    for c in text.chars() {
        if c.is_ascii_digit() {
            count.push(c);
        } else if c.is_ascii_alphabetic() {
            let n = if count.is_empty() { 1 } else { count.parse().map_err(|_| format!("hand '{text}'"))? };
            if n == 0 {
                return Err(format!("hand '{text}' counts 0 {c}"));
            }
            hand.push((c, n));
            count.clear();
        } else {
            return Err(format!("hand '{text}'"));
        }
    }
    if !count.is_empty() || hand.is_empty() {
        return Err(format!("hand '{text}'"));
    }
    Ok(hand)
}

#[cfg(test)]
mod tests {
    use super::*;

    const SHOGI: Board = Board { files: 9, ranks: 9 };
    const MINI: Board = Board { files: 5, ranks: 5 };
    const ORDER: &str = "GNLPSRB";

    #[test]
    fn usi_numbers_files_from_the_right_and_letters_ranks_from_the_top() {
        assert_eq!(SHOGI.usi_to_uci("7g7f").as_deref(), Some("c3c4"));
        assert_eq!(SHOGI.usi_to_uci("8h2b+").as_deref(), Some("b2h8+"));
        assert_eq!(SHOGI.usi_to_uci("P*5e").as_deref(), Some("P@e5"));
        assert_eq!(SHOGI.usi_to_uci("9i1a").as_deref(), Some("a1i9"));
        assert_eq!(MINI.usi_to_uci("5e4d").as_deref(), Some("a1b2"));
        assert_eq!(MINI.usi_to_uci("1e1b").as_deref(), Some("e1e4"));
    }

    #[test]
    fn usi_and_uci_are_inverse() {
        for usi in ["7g7f", "8h2b+", "P*5e", "1a9i", "G*1i"] {
            let uci = SHOGI.usi_to_uci(usi).unwrap();
            assert_eq!(SHOGI.uci_to_usi(&uci).as_deref(), Some(usi));
        }
    }

    #[test]
    fn what_is_not_usi_is_none() {
        for text in ["c3c4", "0g7f", "7j7f", "6e5e", "P*5e+", "PP*5e", "p*5e", "7g7f++", "", "💥💥💥💥"] {
            assert_eq!(MINI.usi_to_uci(text), None, "{text}");
        }
        assert_eq!(SHOGI.usi_to_uci("c3c4"), None);
    }

    #[test]
    fn western_squares_number_ranks_from_gotes_side() {
        assert_eq!(SHOGI.western_square((2, 3)), "76");
        assert_eq!(SHOGI.western_square((4, 4)), "55");
        assert_eq!(MINI.western_square((1, 1)), "44");
    }

    #[test]
    fn western_moves_are_written_as_pyffish_writes_them() {
        let quiet = WesternMove { from: Some((2, 2)), to: (2, 3), capture: false, promotion: Promotion::Impossible, ambiguous: false };
        assert_eq!(SHOGI.western("P", quiet), "P-76");
        assert_eq!(SHOGI.western("P", WesternMove { from: None, ..quiet }), "P*76");
        let promote = WesternMove { from: Some((1, 1)), to: (7, 7), capture: true, promotion: Promotion::Taken, ambiguous: false };
        assert_eq!(SHOGI.western("B", promote), "Bx22+");
        assert_eq!(SHOGI.western("B", WesternMove { promotion: Promotion::Declined, ..promote }), "Bx22=");
        let gold = WesternMove { from: Some((3, 0)), to: (4, 1), capture: false, promotion: Promotion::Impossible, ambiguous: true };
        assert_eq!(SHOGI.western("G", gold), "G69-58");
        assert_eq!(SHOGI.western("+R", WesternMove { from: Some((1, 5)), to: (1, 8), ..gold }), "+R84-81");
    }

    #[test]
    fn sfen_becomes_pyffishs_fen() {
        let start = SHOGI.sfen_to_fen("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1", ORDER);
        assert_eq!(start, Ok(Some("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1".into())));
        let hands = SHOGI.sfen_to_fen("4k4/9/9/9/9/9/9/9/4K4 w b2PS 10", ORDER);
        assert_eq!(hands, Ok(Some("4k4/9/9/9/9/9/9/9/4K4[PPSb] b - - 0 5".into())));
        assert_eq!(SHOGI.sfen_to_fen("4k4/9/9/9/9/9/9/9/4K4[] w - - 0 1", ORDER), Ok(None));
        assert!(SHOGI.sfen_to_fen("4k4/9/9/9/9/9/9/9/4K4 b 0P 1", ORDER).is_err());
        assert!(SHOGI.sfen_to_fen("4k4/9/9/9/9/9/9/9/4K4 b Q 1", ORDER).is_err());
    }

    #[test]
    fn pyffishs_fen_becomes_sfen() {
        let fen = "lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1";
        assert_eq!(SHOGI.fen_to_sfen(fen).as_deref(), Some("lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL b - 1"));
        let hands = "4k4/9/9/9/9/9/9/9/4K4[PPSb] b - - 0 5";
        assert_eq!(SHOGI.fen_to_sfen(hands).as_deref(), Some("4k4/9/9/9/9/9/9/9/4K4 w S2Pb 10"));
    }
}
