//! [`Pos`]: a position of any game of the family (mailbox + sets per colour and type + hands +
//! the fields some games need: initial-move rights, the counting state, free hook state), the
//! move [`FMove`], playing a move, attack tests, and the FEN as pyffish writes it.

use super::cells::{Cell, Cells, MAX_CELLS};
use super::tables::{opposite, Tables, MAX_TYPES};
use crate::variants::VariantError;
use std::fmt;

/// White (moves first, upper case) and Black.
pub type Colour = u8;

/// A piece: its type (index into the game's pieces) and colour.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Piece {
    pub ty: u8,
    pub colour: Colour,
}

impl Piece {
    fn code(self) -> u8 {
        1 + self.ty + MAX_TYPES as u8 * self.colour
    }
    fn from_code(code: u8) -> Option<Piece> {
        (code != 0).then(|| Piece { ty: (code - 1) % MAX_TYPES as u8, colour: (code - 1) / MAX_TYPES as u8 })
    }
}

/// What a move does.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Kind {
    Normal,
    /// The piece becomes this type on arrival (`from == to`: promotion in place, Sittuyin).
    Promote(u8),
    /// A piece of this type from the hand.
    Drop(u8),
    /// Nothing moves (janggi); written as the king "moving" to its own cell.
    Pass,
}

/// A move: from, to and kind (a drop's `from` is its `to`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct FMove {
    pub from: Cell,
    pub to: Cell,
    pub kind: Kind,
}

impl FMove {
    pub const fn new(from: Cell, to: Cell) -> FMove {
        FMove { from, to, kind: Kind::Normal }
    }
}

/// A position.
#[derive(Clone, Copy)]
pub struct Pos {
    pub t: &'static Tables,
    /// 0 = empty, else a piece code.
    board: [u8; MAX_CELLS],
    pub colours: [Cells; 2],
    pub types: [Cells; MAX_TYPES],
    pub hands: [[u8; MAX_TYPES]; 2],
    pub turn: Colour,
    /// Cells whose piece still has its initial-move right (Ouk Chatrang's king and met).
    pub rights: Cells,
    /// The counting rule's limit and ply (0 = not counting), as pyffish's FEN holds them.
    pub count_limit: u16,
    pub count_ply: u16,
    /// Plies since the last capture or pawn move.
    pub halfmoves: u32,
    pub fullmoves: u32,
    /// Free for a game's hooks (passes in a row, a placement phase, …).
    pub flags: u32,
    key: u64,
}

impl Pos {
    /// An empty board of the game `t`, White to move.
    pub fn empty(t: &'static Tables) -> Pos {
        Pos {
            t,
            board: [0; MAX_CELLS],
            colours: [Cells::EMPTY; 2],
            types: [Cells::EMPTY; MAX_TYPES],
            hands: [[0; MAX_TYPES]; 2],
            turn: 0,
            rights: Cells::EMPTY,
            count_limit: 0,
            count_ply: 0,
            halfmoves: 0,
            fullmoves: 1,
            flags: 0,
            key: 0,
        }
    }

    #[inline]
    pub fn piece_at(&self, c: Cell) -> Option<Piece> {
        Piece::from_code(self.board[c as usize])
    }

    #[inline]
    pub fn occupied(&self) -> Cells {
        self.colours[0] | self.colours[1]
    }

    /// The pieces of `colour` and type `ty`.
    #[inline]
    pub fn pieces(&self, colour: Colour, ty: u8) -> Cells {
        self.colours[colour as usize] & self.types[ty as usize]
    }

    /// `colour`'s king (the royal piece), if on the board.
    #[inline]
    pub fn king(&self, colour: Colour) -> Option<Cell> {
        self.pieces(colour, self.t.royal?).first()
    }

    /// How many pawns are on the board (both colours).
    pub fn pawns(&self) -> u32 {
        self.t.pawn_types.iter().map(|&ty| self.types[ty as usize].count()).sum()
    }

    /// How many pieces of type `ty` `colour` has on the board.
    pub fn count(&self, colour: Colour, ty: Option<u8>) -> u32 {
        ty.map_or(0, |ty| self.pieces(colour, ty).count())
    }

    pub fn put(&mut self, c: Cell, p: Piece) {
        self.board[c as usize] = p.code();
        self.colours[p.colour as usize] = self.colours[p.colour as usize].with(c);
        self.types[p.ty as usize] = self.types[p.ty as usize].with(c);
        self.key ^= self.t.piece_keys[p.code() as usize][c as usize];
    }

    pub fn remove(&mut self, c: Cell) -> Option<Piece> {
        let p = self.piece_at(c)?;
        self.board[c as usize] = 0;
        self.colours[p.colour as usize] = self.colours[p.colour as usize].without(c);
        self.types[p.ty as usize] = self.types[p.ty as usize].without(c);
        self.key ^= self.t.piece_keys[p.code() as usize][c as usize];
        Some(p)
    }

    pub fn set_hand(&mut self, colour: Colour, ty: u8, n: u8) {
        let keys = &self.t.hand_keys[colour as usize][ty as usize];
        let old = self.hands[colour as usize][ty as usize];
        self.key ^= keys[old.min(31) as usize] ^ keys[n.min(31) as usize];
        self.hands[colour as usize][ty as usize] = n;
    }

    /// The hash of what repetition compares: pieces, hands, side to move, rights.
    pub fn key(&self) -> u64 {
        let side = if self.turn == 1 { self.t.side_key } else { 0 };
        self.key ^ side ^ (self.rights.0 as u64).wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ ((self.rights.0 >> 64) as u64).wrapping_mul(0xC2B2_AE3D_27D4_EB4F)
    }

    /// Same pieces, hands, side to move and rights.
    pub fn same_position(&self, other: &Pos) -> bool {
        self.board == other.board && self.hands == other.hands && self.turn == other.turn && self.rights == other.rights
    }

    /// Plays `m` by the data's rules (hooks come after, in [`super::Rules::after_move`]);
    /// returns the piece taken.
    pub fn apply(&mut self, m: FMove) -> Option<Piece> {
        let us = self.turn;
        let mut captured = None;
        // As pyffish: captures, drops, promotions and pawn moves that cannot be taken back
        // (not a xiangqi soldier's step sideways) reset the n-move clock.
        let mut irreversible = matches!(m.kind, Kind::Drop(_) | Kind::Promote(_));
        match m.kind {
            Kind::Drop(ty) => {
                let n = self.hands[us as usize][ty as usize];
                self.set_hand(us, ty, n.saturating_sub(1));
                self.put(m.to, Piece { ty, colour: us });
            }
            Kind::Pass => {}
            Kind::Normal | Kind::Promote(_) => {
                if m.from != m.to {
                    captured = self.remove(m.to);
                }
                let mut p = self.remove(m.from)?;
                if self.t.pieces[p.ty as usize].spec.pawn {
                    let back = &self.t.moves[self.t.index(us, p.ty, m.to)];
                    irreversible |= !(back.leap_move | back.leap_capture).has(m.from);
                }
                if let Some(taken) = captured {
                    if self.t.spec.captures_to_hand {
                        let ty = self.t.pieces[taken.ty as usize].demoted;
                        let n = self.hands[us as usize][ty as usize];
                        self.set_hand(us, ty, n.saturating_add(1));
                    }
                }
                if let Kind::Promote(ty) = m.kind {
                    p.ty = ty;
                }
                self.put(m.to, p);
            }
        }
        self.rights = self.rights.without(m.from).without(m.to);
        self.halfmoves = if captured.is_some() || irreversible { 0 } else { self.halfmoves.saturating_add(1) };
        if self.count_limit != 0 {
            self.count_ply = self.count_ply.saturating_add(1);
        }
        self.turn ^= 1;
        if self.turn == 0 {
            self.fullmoves = self.fullmoves.saturating_add(1);
        }
        captured
    }

    /// The piece sets (colours and types) as after `m`, the rest (mailbox, hash, hands, clocks)
    /// left as it was: enough to test a move's legality without playing it. [`Pos::undo_sets`]
    /// with the position before restores them.
    pub fn move_sets(&mut self, m: FMove) {
        let us = self.turn as usize;
        let (from, to) = (m.from, m.to);
        let ty = match m.kind {
            Kind::Pass => return,
            Kind::Drop(ty) => ty,
            Kind::Normal | Kind::Promote(_) => {
                if from != to {
                    if let Some(taken) = self.piece_at(to) {
                        self.colours[taken.colour as usize] = self.colours[taken.colour as usize].without(to);
                        self.types[taken.ty as usize] = self.types[taken.ty as usize].without(to);
                    }
                }
                let Some(mover) = self.piece_at(from) else { return };
                self.colours[us] = self.colours[us].without(from);
                self.types[mover.ty as usize] = self.types[mover.ty as usize].without(from);
                if let Kind::Promote(ty) = m.kind {
                    ty
                } else {
                    mover.ty
                }
            }
        };
        self.colours[us] = self.colours[us].with(to);
        self.types[ty as usize] = self.types[ty as usize].with(to);
    }

    /// Undoes [`Pos::move_sets`]`(m)`: the sets of `before` (the position it started from) where
    /// `m` changed them.
    pub fn undo_sets(&mut self, before: &Pos, m: FMove) {
        self.colours = before.colours;
        let mut restore = |ty: u8| self.types[ty as usize] = before.types[ty as usize];
        for c in [m.from, m.to] {
            if let Some(p) = before.piece_at(c) {
                restore(p.ty);
            }
        }
        if let Kind::Promote(ty) | Kind::Drop(ty) = m.kind {
            restore(ty);
        }
    }

    /// Is `target` attacked by a piece of `by`, the board occupied as `occ`?
    pub fn attacked(&self, target: Cell, by: Colour, occ: Cells) -> bool {
        self.attacked_by(target, by, occ, self.colours[by as usize] & occ)
    }

    /// Is `target` attacked by one of `attackers` (pieces of `by`), the board occupied as
    /// `occ`? (A move tested without playing it: `occ` as after it, the piece it takes left
    /// out of `attackers`.)
    pub fn attacked_by(&self, target: Cell, by: Colour, occ: Cells, attackers: Cells) -> bool {
        let t = self.t;
        for ty in 0..t.types {
            let theirs = self.types[ty] & attackers;
            if theirs.is_empty() {
                continue;
            }
            let k = by as usize * t.types + ty;
            let i = k * t.cells + target as usize;
            if (t.reach[i] & theirs).is_empty() {
                continue;
            }
            if (t.rev_leap[i] & theirs).any() {
                return true;
            }
            for &(origin, path) in &t.rev_walk[i] {
                if theirs.has(origin) && (path & occ).is_empty() {
                    return true;
                }
            }
            // Janggi's cannon neither hops over nor takes a piece of its own type (read on the
            // board as it stands: such games test every move on the board after it).
            let same_kind = if t.pieces[ty].spec.hops_only_other_kinds { self.types[ty] } else { Cells::EMPTY };
            if same_kind.has(target) {
                continue;
            }
            for &(origin, between) in &t.rev_hop_walk[i] {
                let screen = between & occ;
                if theirs.has(origin) && screen.any() && !screen.more_than_one() && (screen & same_kind).is_empty() {
                    return true;
                }
            }
            let mut rides = t.ride_dirs[k];
            while rides != 0 {
                let d = rides.trailing_zeros() as usize;
                rides &= rides - 1;
                if let Some(origin) = t.first_in(opposite(d), target, occ) {
                    if theirs.has(origin) && t.moves[k * t.cells + origin as usize].ride_capture >> d & 1 != 0 {
                        return true;
                    }
                }
            }
            let mut hops = t.hop_dirs[k];
            while hops != 0 {
                let d = hops.trailing_zeros() as usize;
                hops &= hops - 1;
                let back = opposite(d);
                let Some(screen) = t.first_in(back, target, occ) else { continue };
                if same_kind.has(screen) {
                    continue;
                }
                if let Some(origin) = t.first_in(back, screen, occ) {
                    if theirs.has(origin) && t.moves[k * t.cells + origin as usize].hop_capture >> d & 1 != 0 {
                        return true;
                    }
                }
            }
        }
        false
    }

    /// Is `colour`'s king attacked (false when it has none on the board)?
    pub fn king_attacked(&self, colour: Colour) -> bool {
        self.king(colour).is_some_and(|k| self.attacked(k, colour ^ 1, self.occupied()))
    }

    /// The move in pyffish's UCI: `e2e4`, `a10a9`, `g5g6m` (promotion: the new piece's letter,
    /// or `+` for shogi's own promoted form), `P@e4`, a pass as the king's cell twice.
    pub fn uci(&self, m: FMove) -> String {
        let s = self.t.shape;
        match m.kind {
            Kind::Normal | Kind::Pass => format!("{}{}", s.name(m.from), s.name(m.to)),
            Kind::Promote(ty) => {
                let to = &self.t.pieces[ty as usize].spec;
                let suffix = if to.promoted { '+' } else { to.letter };
                format!("{}{}{suffix}", s.name(m.from), s.name(m.to))
            }
            Kind::Drop(ty) => format!("{}@{}", self.t.pieces[ty as usize].spec.letter.to_ascii_uppercase(), s.name(m.to)),
        }
    }

    /// The FEN letters of a piece: `P`, `p`, `+P`.
    pub fn letters(&self, p: Piece) -> String {
        let spec = &self.t.pieces[p.ty as usize].spec;
        let letter = if p.colour == 0 { spec.letter.to_ascii_uppercase() } else { spec.letter };
        if spec.promoted {
            format!("+{letter}")
        } else {
            letter.to_string()
        }
    }

    /// The FEN as pyffish writes it: board, `[hands]`, side, rights, counting limit (or `-`),
    /// counting ply (or the half-move clock), move number.
    pub fn fen(&self) -> String {
        let t = self.t;
        let s = t.shape;
        let mut out = String::new();
        for rank in (0..s.ranks).rev() {
            let mut empty = 0;
            for file in 0..s.files {
                let c = s.cell(file as i32, rank as i32).unwrap_or(0);
                match self.piece_at(c) {
                    None => empty += 1,
                    Some(p) => {
                        if empty > 0 {
                            out.push_str(&empty.to_string());
                            empty = 0;
                        }
                        out.push_str(&self.letters(p));
                    }
                }
            }
            if empty > 0 {
                out.push_str(&empty.to_string());
            }
            if rank > 0 {
                out.push('/');
            }
        }
        if t.spec.hands {
            out.push('[');
            for colour in 0..2u8 {
                for letter in t.spec.hand_order.chars() {
                    let Some(ty) = t.type_of(letter.to_ascii_lowercase()) else { continue };
                    let shown = if colour == 0 { letter.to_ascii_uppercase() } else { letter.to_ascii_lowercase() };
                    (0..self.hands[colour as usize][ty as usize]).for_each(|_| out.push(shown));
                }
            }
            out.push(']');
        }
        out.push_str(if self.turn == 0 { " w " } else { " b " });
        let mut rights = String::new();
        for colour in 0..2u8 {
            for c in self.rights & self.colours[colour as usize] {
                let f = (b'a' + s.file(c)) as char;
                rights.push(if colour == 0 { f.to_ascii_uppercase() } else { f });
            }
        }
        out.push_str(if rights.is_empty() { "-" } else { &rights });
        if self.count_limit != 0 {
            out.push_str(&format!(" {} {} {}", self.count_limit, self.count_ply, self.fullmoves));
        } else {
            out.push_str(&format!(" - {} {}", self.halfmoves, self.fullmoves));
        }
        out
    }

    /// Reads a FEN of the game `t`, as pyffish writes it.
    pub fn from_fen(t: &'static Tables, text: &str) -> Result<Pos, VariantError> {
        let bad = |why: &str| VariantError::Fen(format!("{why}: '{text}'"));
        let s = t.shape;
        let mut fields = text.split_whitespace();
        let placement = fields.next().ok_or_else(|| bad("empty"))?;
        let (board_text, hand_text) = match placement.find('[') {
            Some(i) if placement.ends_with(']') => (&placement[..i], Some(&placement[i + 1..placement.len() - 1])),
            Some(_) => return Err(bad("a hand must end with ']'")),
            None => (placement, None),
        };
        if hand_text.is_some() && !t.spec.hands {
            return Err(bad("this game has no hands"));
        }
        let mut pos = Pos::empty(t);
        let rows: Vec<&str> = board_text.split('/').collect();
        if rows.len() != s.ranks as usize {
            return Err(bad(&format!("{} ranks, this board has {}", rows.len(), s.ranks)));
        }
        for (i, row) in rows.iter().enumerate() {
            let rank = s.ranks as i32 - 1 - i as i32;
            let mut file = 0i32;
            let mut promoted = false;
            let mut digits = 0i32;
            for ch in row.chars() {
                if let Some(d) = ch.to_digit(10) {
                    digits = digits * 10 + d as i32;
                    if digits > s.files as i32 {
                        return Err(bad(&format!("rank {} is too long", s.ranks as i32 - i as i32)));
                    }
                    continue;
                }
                file += digits;
                digits = 0;
                if ch == '+' {
                    promoted = true;
                    continue;
                }
                let lower = ch.to_ascii_lowercase();
                let ty = t.pieces.iter().position(|p| (p.spec.letter == lower || p.spec.alias == Some(lower)) && p.spec.promoted == promoted).ok_or_else(|| bad(&format!("unknown piece '{}{ch}'", if promoted { "+" } else { "" })))?;
                promoted = false;
                let c = s.cell(file, rank).ok_or_else(|| bad("a rank is too long"))?;
                pos.put(c, Piece { ty: ty as u8, colour: u8::from(ch.is_ascii_lowercase()) });
                file += 1;
            }
            file += digits;
            if promoted || file != s.files as i32 {
                return Err(bad(&format!("rank {} does not have {} cells", rank + 1, s.files)));
            }
        }
        if let Some(hand) = hand_text {
            for ch in hand.chars().filter(|&c| c != '-') {
                let ty = t.type_of(ch.to_ascii_lowercase()).ok_or_else(|| bad(&format!("unknown piece '{ch}' in hand")))?;
                let colour = u8::from(ch.is_ascii_lowercase());
                let n = pos.hands[colour as usize][ty as usize];
                if n >= 31 {
                    return Err(bad("too many pieces in hand"));
                }
                pos.set_hand(colour, ty, n + 1);
            }
        }
        pos.turn = match fields.next() {
            None | Some("w") => 0,
            Some("b") => 1,
            Some(other) => return Err(bad(&format!("side to move '{other}'"))),
        };
        if let Some(rights) = fields.next().filter(|&r| r != "-") {
            if !t.spec.rights {
                return Err(bad("this game has no castling or initial-move rights"));
            }
            for ch in rights.chars() {
                let colour = u8::from(ch.is_ascii_lowercase());
                let file = (ch.to_ascii_lowercase() as u8).wrapping_sub(b'a');
                let rank = if colour == 0 { 0 } else { s.ranks as i32 - 1 };
                let c = s.cell(file as i32, rank).ok_or_else(|| bad(&format!("right '{ch}'")))?;
                // As pyffish: a right on an empty or enemy cell is dropped.
                if pos.colours[colour as usize].has(c) {
                    pos.rights = pos.rights.with(c);
                }
            }
        }
        let number = |f: Option<&str>, what: &str| -> Result<Option<u32>, VariantError> { f.map(|v| v.parse::<u32>().map_err(|_| bad(&format!("{what} '{v}'")))).transpose() };
        match fields.next() {
            None | Some("-") => {}
            Some(limit) if t.spec.counting && limit.chars().all(|c| c.is_ascii_digit()) => {
                pos.count_limit = number(Some(limit), "counting limit")?.unwrap_or(0).min(u16::MAX as u32) as u16;
            }
            Some(other) => return Err(bad(&format!("field '{other}' (this game has no en passant)"))),
        }
        let half = number(fields.next(), "half-move clock")?.unwrap_or(0);
        if pos.count_limit != 0 {
            pos.count_ply = half.min(u16::MAX as u32) as u16;
        } else {
            pos.halfmoves = half;
        }
        pos.fullmoves = number(fields.next(), "move number")?.unwrap_or(1).max(1);
        if fields.next().is_some() {
            return Err(bad("too many fields"));
        }
        for colour in 0..2 {
            if t.royal.is_some_and(|k| pos.pieces(colour, k).more_than_one()) {
                return Err(bad("a side has two kings"));
            }
        }
        Ok(pos)
    }
}

impl fmt::Debug for Pos {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.fen())
    }
}
