//! A position of any N-player game: the board (one packed piece per cell), whose turn, who is
//! out, the scores, castling rights, en passant; legal moves, playing a move and what happens when
//! a turn comes (C7), and the game's own end (everything but repetition, which the referee
//! counts).

use super::board::{Cell, MAX_CELLS};
use super::rules::*;
use crate::variants::{MoveDescription, PieceOn};

pub const NO_CELL: Cell = Cell::MAX;
pub const MAX_SEATS: usize = 8;

/// A piece packed in 16 bits: present, seat, kind, pawn direction, promoted.
pub type Piece = u16;

pub fn piece(seat: u8, kind: u8, dir: u8, promoted: bool) -> Piece {
    1 | (seat as u16) << 1 | (kind as u16) << 4 | (dir as u16) << 7 | (promoted as u16) << 9
}
pub fn seat_of(p: Piece) -> u8 {
    (p >> 1 & 7) as u8
}
pub fn kind_of(p: Piece) -> u8 {
    (p >> 4 & 7) as u8
}
pub fn dir_of(p: Piece) -> u8 {
    (p >> 7 & 3) as u8
}
pub fn promoted(p: Piece) -> bool {
    p >> 9 & 1 == 1
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveKind {
    Normal,
    Pass,
    EnPassant,
    /// Index into the game's castling moves.
    Castle(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Move {
    pub from: Cell,
    pub to: Cell,
    /// The new piece's kind on promotion.
    pub promo: Option<u8>,
    pub kind: MoveKind,
}

impl Move {
    pub const PASS: Move = Move { from: NO_CELL, to: NO_CELL, promo: None, kind: MoveKind::Pass };
}

/// How a game ended: the places (groups of seats, best first), the final scores, the reason.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct End {
    pub places: Vec<Vec<u8>>,
    pub scores: Vec<i32>,
    pub reason: &'static str,
}

#[derive(Clone)]
pub struct Pos {
    pub rules: &'static Rules,
    pub board: [Piece; MAX_CELLS],
    pub turn: u8,
    /// 0: alive; k: the k-th seat to go out.
    pub status: [u8; MAX_SEATS],
    pub scores: [i32; MAX_SEATS],
    /// Bit 0: king-side, bit 1: queen-side.
    pub castling: [u8; MAX_SEATS],
    /// (the cell passed over, the pawn's cell), for the side to move only.
    pub ep: Option<(Cell, Cell)>,
    pub halfmove: u32,
    pub fullmove: u32,
    pub kings: [Cell; MAX_SEATS],
}

impl std::fmt::Debug for Pos {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(f, "{}", super::text::write_position(self))
    }
}

/// A score or the full-move number after adding `more`: it stops at [`COUNTER_MAX`] rather than
/// wrap (C11), so that what a game writes it reads back. No move is refused for a counter: the
/// legal moves are the pieces' business (C2–C8).
fn count_on(value: i64, more: i64) -> i64 {
    (value + more).min(COUNTER_MAX as i64)
}

impl Pos {
    pub fn n(&self) -> usize {
        self.rules.n()
    }

    pub fn alive(&self, s: u8) -> bool {
        self.status[s as usize] == 0
    }

    pub fn cells(&self) -> usize {
        self.rules.board.len()
    }

    fn out_count(&self) -> u8 {
        *self.status.iter().max().unwrap()
    }

    /// Does seat `by` attack for seat `victim` (a live enemy: not itself, not a partner)?
    fn hostile(&self, by: u8, victim: u8) -> bool {
        by != victim && self.alive(by) && !self.rules.partners(by, victim)
    }

    /// Is `cell` attacked by a live enemy of `victim`?
    pub fn attacked(&self, cell: Cell, victim: u8) -> bool {
        let b = &self.rules.board;
        let c = cell as usize;
        let hits = |p: Piece, kinds: &[u8]| p != 0 && kinds.contains(&kind_of(p)) && self.hostile(seat_of(p), victim);
        for (rays, slider) in [(&b.orth_rays[c], ROOK), (&b.diag_rays[c], BISHOP)] {
            for ray in rays {
                for (i, &x) in ray.iter().enumerate() {
                    let p = self.board[x as usize];
                    if p == 0 {
                        continue;
                    }
                    let near = i == 0 && (hits(p, &[KING]) || (slider == BISHOP && hits(p, &[FERZ])));
                    if near || hits(p, &[slider, QUEEN]) {
                        return true;
                    }
                    break;
                }
            }
        }
        let knights = b.knight_from.get(c).unwrap_or(&b.knight[c]);
        if knights.iter().any(|&x| hits(self.board[x as usize], &[KNIGHT])) || b.alfil[c].iter().any(|&x| hits(self.board[x as usize], &[ALFIL])) {
            return true;
        }
        if b.king_extra.get(c).into_iter().flatten().any(|&x| hits(self.board[x as usize], &[KING])) {
            return true;
        }
        b.pawn.iter().enumerate().any(|(d, t)| {
            t.attackers[c].iter().any(|&x| {
                let p = self.board[x as usize];
                hits(p, &[PAWN]) && dir_of(p) as usize == d
            })
        })
    }

    pub fn in_check(&self, s: u8) -> bool {
        self.rules.check && self.alive(s) && self.kings[s as usize] != NO_CELL && self.attacked(self.kings[s as usize], s)
    }

    /// The live seats in check.
    pub fn checks(&self) -> Vec<u8> {
        (0..self.n() as u8).filter(|&s| self.in_check(s)).collect()
    }

    /// Can seat `s` move onto a cell holding `q`? (empty, or a piece it may take)
    fn may_enter(&self, s: u8, q: Piece) -> bool {
        if q == 0 {
            return true;
        }
        let owner = seat_of(q);
        if owner == s || self.rules.partners(owner, s) {
            return false; // never a partner's piece, grey or not (G13)
        }
        // grey pieces are anyone's (C5); a live king is never taken in games with check (C4)
        !(self.alive(owner) && self.rules.check && kind_of(q) == KING)
    }

    /// A pawn's move of any kind (step, double step, capture, en passant): onto its promotion
    /// line it promotes, one move per piece it may become.
    fn push_pawn_move(&self, from: Cell, to: Cell, dir: u8, kind: MoveKind, out: &mut Vec<Move>) {
        if self.rules.promotion_line[dir as usize].contains(to) {
            for &k in self.rules.promotion_kinds {
                out.push(Move { from, to, promo: Some(k), kind });
            }
        } else {
            out.push(Move { from, to, promo: None, kind });
        }
    }

    /// Moves by the rules of movement for seat `s`, before the check test.
    pub fn pseudo_moves(&self, s: u8, with_ep: bool, out: &mut Vec<Move>) {
        let b = &self.rules.board;
        for c in 0..self.cells() {
            let p = self.board[c];
            if p == 0 || seat_of(p) != s {
                continue;
            }
            let from = c as Cell;
            let to = |t: Cell, out: &mut Vec<Move>| {
                if self.may_enter(s, self.board[t as usize]) {
                    out.push(Move { from, to: t, promo: None, kind: MoveKind::Normal });
                }
            };
            match kind_of(p) {
                KING => {
                    for ray in b.orth_rays[c].iter().chain(&b.diag_rays[c]) {
                        to(ray[0], out);
                    }
                    b.king_extra.get(c).into_iter().flatten().for_each(|&t| to(t, out));
                }
                FERZ => {
                    for ray in &b.diag_rays[c] {
                        to(ray[0], out);
                    }
                }
                KNIGHT => b.knight[c].iter().for_each(|&t| to(t, out)),
                ALFIL => b.alfil[c].iter().for_each(|&t| to(t, out)),
                PAWN => self.pawn_moves(s, from, dir_of(p), with_ep, out),
                k => {
                    let orth = if k != BISHOP { &b.orth_rays[c][..] } else { &[] };
                    let diag = if k != ROOK { &b.diag_rays[c][..] } else { &[] };
                    for ray in orth.iter().chain(diag) {
                        for &t in ray {
                            to(t, out);
                            if self.board[t as usize] != 0 {
                                break;
                            }
                        }
                    }
                }
            }
        }
        for (i, c) in self.rules.castles.iter().enumerate() {
            if c.seat == s && self.castling[s as usize] >> c.side & 1 == 1 && self.can_castle(c) {
                out.push(Move { from: c.king_from, to: c.king_to, promo: None, kind: MoveKind::Castle(i as u8) });
            }
        }
    }

    fn pawn_moves(&self, s: u8, from: Cell, dir: u8, with_ep: bool, out: &mut Vec<Move>) {
        let t = &self.rules.board.pawn[dir as usize];
        if let Some(f1) = t.forward[from as usize] {
            if self.board[f1 as usize] == 0 {
                self.push_pawn_move(from, f1, dir, MoveKind::Normal, out);
                if self.rules.double_step && self.rules.double_line[dir as usize].contains(from) {
                    if let Some(f2) = t.forward[f1 as usize] {
                        if self.board[f2 as usize] == 0 {
                            self.push_pawn_move(from, f2, dir, MoveKind::Normal, out);
                        }
                    }
                }
            }
        }
        for &x in &t.captures[from as usize] {
            let q = self.board[x as usize];
            if q != 0 && self.may_enter(s, q) {
                self.push_pawn_move(from, x, dir, MoveKind::Normal, out);
            } else if q == 0 && with_ep {
                if let Some((passed, pawn)) = self.ep {
                    let owner = seat_of(self.board[pawn as usize]);
                    if passed == x && owner != s && !self.rules.partners(owner, s) {
                        self.push_pawn_move(from, x, dir, MoveKind::EnPassant, out);
                    }
                }
            }
        }
    }

    fn can_castle(&self, c: &Castle) -> bool {
        let k = self.board[c.king_from as usize];
        let r = self.board[c.rook_from as usize];
        k != 0
            && kind_of(k) == KING
            && seat_of(k) == c.seat
            && r != 0
            && kind_of(r) == ROOK
            && seat_of(r) == c.seat
            && c.empty.iter().all(|&x| self.board[x as usize] == 0)
            && !self.attacked(c.king_from, c.seat)
            && c.safe.iter().all(|&x| !self.attacked(x, c.seat))
    }

    /// Puts the move's pieces on the board (and nothing else); returns what to restore.
    fn move_pieces(&mut self, m: Move) -> ([(Cell, Piece); 4], usize, Cell) {
        let mut saved = [(0, 0); 4];
        let mut n = 0;
        let king_before = self.kings[self.turn_of_piece(m) as usize];
        let mut set = |pos: &mut Pos, c: Cell, p: Piece| {
            saved[n] = (c, pos.board[c as usize]);
            n += 1;
            pos.board[c as usize] = p;
        };
        let p = self.board[m.from as usize];
        let s = seat_of(p);
        let moved = match m.promo {
            Some(k) => piece(s, k, 0, true),
            None => p,
        };
        set(self, m.from, 0);
        set(self, m.to, moved);
        match m.kind {
            MoveKind::EnPassant => {
                let (_, pawn) = self.ep.expect("en passant needs its cell");
                set(self, pawn, 0);
            }
            MoveKind::Castle(i) => {
                let c = &self.rules.castles[i as usize];
                let rook = self.board[c.rook_from as usize];
                set(self, c.rook_from, 0);
                set(self, c.rook_to, rook);
            }
            _ => {}
        }
        if kind_of(p) == KING {
            self.kings[s as usize] = m.to;
        }
        (saved, n, king_before)
    }

    fn turn_of_piece(&self, m: Move) -> u8 {
        seat_of(self.board[m.from as usize])
    }

    /// The move `m` of the seat to move, described ([`MoveDescription`]): the pawn taken en
    /// passant where it stood, the castling rook's cells, the promotion.
    pub fn describe(&self, m: Move) -> MoveDescription {
        let name = |c: Cell| self.rules.board.names[c as usize].clone();
        let mover = self.turn;
        if m.kind == MoveKind::Pass {
            return MoveDescription { mover, pass: true, ..MoveDescription::default() };
        }
        let moving = self.board[m.from as usize];
        let mut d = MoveDescription {
            mover,
            piece: Some(KIND_NAMES[kind_of(moving) as usize]),
            from: Some(name(m.from)),
            to: Some(name(m.to)),
            promotion: m.promo.map(|k| KIND_NAMES[k as usize]),
            ..MoveDescription::default()
        };
        let victim = match m.kind {
            MoveKind::EnPassant => self.ep.map(|(_, pawn)| pawn),
            MoveKind::Castle(i) => {
                let c = &self.rules.castles[i as usize];
                d.rook = Some((name(c.rook_from), name(c.rook_to)));
                None
            }
            _ => Some(m.to),
        };
        d.en_passant = m.kind == MoveKind::EnPassant;
        d.captured = victim.and_then(|c| {
            let p = self.board[c as usize];
            (p != 0 && seat_of(p) != seat_of(moving)).then(|| PieceOn { name: KIND_NAMES[kind_of(p) as usize], owner: seat_of(p), cell: name(c) })
        });
        d
    }

    /// Legal moves of seat `s` (without the pass); `with_ep`: may it take en passant?
    pub fn moves_of(&self, s: u8, with_ep: bool, out: &mut Vec<Move>) {
        out.clear();
        self.pseudo_moves(s, with_ep, out);
        if !self.rules.check {
            return;
        }
        let mut scratch = self.clone();
        out.retain(|&m| {
            let (saved, n, king) = scratch.move_pieces(m);
            let ok = !scratch.attacked(scratch.kings[s as usize], s);
            for &(c, p) in saved[..n].iter().rev() {
                scratch.board[c as usize] = p;
            }
            scratch.kings[s as usize] = king;
            ok
        });
    }

    fn has_move(&self, s: u8, with_ep: bool) -> bool {
        let mut v = Vec::new();
        self.moves_of(s, with_ep, &mut v);
        !v.is_empty()
    }

    /// The side to move's legal moves: `pass` alone when it has none; nothing once the game is over.
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.end().is_some() {
            return;
        }
        self.moves_of(self.turn, true, out);
        if out.is_empty() {
            out.push(Move::PASS);
        }
    }

    /// The next live seat after `s` in turn order (`s` itself if it is the only one).
    pub fn next_live(&self, s: u8) -> u8 {
        let n = self.n() as u8;
        (1..=n).map(|i| (s + i) % n).find(|&t| self.alive(t)).unwrap_or(s)
    }

    /// Seat `s` is out: its army turns grey and can castle no more.
    fn put_out(&mut self, s: u8) {
        self.status[s as usize] = self.out_count() + 1;
        self.castling[s as usize] = 0;
    }

    /// Hands the turn on to the next live seat, counting rounds (C11).
    fn pass_turn_on(&mut self) {
        let next = self.next_live(self.turn);
        if next <= self.turn {
            self.fullmove = count_on(self.fullmove as i64, 1) as u32;
        }
        self.turn = next;
    }

    fn add_points(&mut self, s: u8, points: i32) {
        self.scores[s as usize] = count_on(self.scores[s as usize] as i64, points as i64) as i32;
    }

    fn capture_value(&self, q: Piece) -> i32 {
        match self.rules.points {
            Some(values) if self.alive(seat_of(q)) => match self.rules.promoted_points {
                Some(v) if promoted(q) => v,
                _ => values[kind_of(q) as usize],
            },
            _ => 0,
        }
    }

    /// Plays a legal move of the side to move, then settles the next turn (C7).
    /// The leaves of the legal-move tree `depth` plies deep (each seat's turn is a ply).
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        let mut moves = Vec::new();
        self.legal_moves(&mut moves);
        moves
            .iter()
            .map(|&m| {
                let mut next = self.clone();
                next.play(m);
                next.perft(depth - 1)
            })
            .sum()
    }

    pub fn play(&mut self, m: Move) {
        let mover = self.turn;
        if m.kind == MoveKind::Pass {
            self.halfmove = self.halfmove.saturating_add(1);
            self.ep = None;
        } else {
            let p = self.board[m.from as usize];
            let victim = match m.kind {
                MoveKind::EnPassant => self.ep.map(|(_, pawn)| pawn).unwrap(),
                _ => m.to,
            };
            let q = if matches!(m.kind, MoveKind::Castle(_)) { 0 } else { self.board[victim as usize] };
            if q != 0 {
                self.add_points(mover, self.capture_value(q));
                if kind_of(q) == KING && self.alive(seat_of(q)) {
                    self.put_out(seat_of(q)); // Chaturaji: a captured king puts its seat out
                }
                if self.kings[seat_of(q) as usize] == victim {
                    self.kings[seat_of(q) as usize] = NO_CELL;
                }
            }
            let pawn_table = &self.rules.board.pawn[dir_of(p) as usize];
            // a double step: the cell passed over, for en passant
            let double = match pawn_table.forward[m.from as usize] {
                Some(f) if kind_of(p) == PAWN && pawn_table.forward[f as usize] == Some(m.to) => Some(f),
                _ => None,
            };
            self.move_pieces(m);
            for c in &self.rules.castles {
                if [m.from, m.to].iter().any(|&x| x == c.king_from || x == c.rook_from) {
                    self.castling[c.seat as usize] &= !(1 << c.side);
                }
            }
            self.ep = double.map(|f| (f, m.to));
            let resets = q != 0 || (kind_of(p) == PAWN && self.rules.pawn_resets_clock);
            self.halfmove = if resets { 0 } else { self.halfmove.saturating_add(1) };
        }
        if self.rules.immediate_mate {
            self.judge_mates(mover);
        }
        self.pass_turn_on();
        self.settle();
    }

    /// Free-for-all: after a move every other live seat in check without a move is out at once,
    /// in turn order from the mover, +20 to the mover each (G10).
    fn judge_mates(&mut self, mover: u8) {
        let n = self.n() as u8;
        for i in 1..n {
            let s = (mover + i) % n;
            if self.alive(s) && self.in_check(s) {
                let next = self.next_live(mover) == s;
                if !self.has_move(s, next) {
                    self.put_out(s);
                    self.add_points(mover, MATE_POINTS);
                }
            }
        }
    }

    /// C7: what happens when a turn comes, until a seat that can move (or must pass) has it.
    pub fn settle(&mut self) {
        while self.end().is_none() {
            let s = self.turn;
            if self.has_move(s, true) {
                return;
            }
            let check = self.in_check(s);
            match self.rules.no_move {
                // Chaturaji passes; four-player `teams`: a mate ends the game (see `end`)
                NoMove::Pass | NoMove::MatedTeamLoses => return,
                NoMove::MatedOut | NoMove::MatedOutKingLeaves if !check => return,
                NoMove::MatedOutKingLeaves => {
                    let k = self.kings[s as usize];
                    self.board[k as usize] = 0;
                    self.kings[s as usize] = NO_CELL;
                }
                NoMove::MatedOut => {}
                NoMove::OutStalemateScores => {
                    if !check {
                        self.add_points(s, STALEMATE_POINTS);
                    }
                }
            }
            self.put_out(s);
            if self.end().is_none() {
                self.pass_turn_on();
            }
        }
    }

    fn live_teams(&self) -> Vec<u8> {
        let mut teams: Vec<u8> = (0..self.n() as u8).filter(|&s| self.alive(s)).map(|s| self.rules.team[s as usize]).collect();
        teams.dedup();
        teams.sort();
        teams.dedup();
        teams
    }

    pub fn move_limit(&self) -> u32 {
        50 * self.n() as u32
    }

    /// The game's own end (C9's repetition aside): one team left, a team mated, the move limit.
    pub fn end(&self) -> Option<End> {
        if self.live_teams().len() <= 1 {
            let reason = match self.rules.ranking {
                Ranking::Score => "one player left",
                Ranking::LastKing | Ranking::FirstMate => "last king standing",
                Ranking::Teams => "last team standing",
            };
            return Some(self.ranked(reason, false));
        }
        if self.rules.no_move == NoMove::MatedTeamLoses && self.in_check(self.turn) && !self.has_move(self.turn, true) {
            let losers = self.rules.team[self.turn as usize];
            let group = |lose: bool| (0..self.n() as u8).filter(|&s| (self.rules.team[s as usize] == losers) == lose).collect::<Vec<_>>();
            return Some(End { places: vec![group(false), group(true)], scores: self.scores[..self.n()].to_vec(), reason: "checkmate" });
        }
        if self.rules.ranking == Ranking::FirstMate {
            if let Some(end) = self.first_mate() {
                return Some(end);
            }
        }
        if self.halfmove >= self.move_limit() {
            return Some(self.ranked("fifty rounds", true));
        }
        None
    }

    /// `Ranking::FirstMate`: is any live seat in check without a legal move (en passant only for
    /// the side to move, C8)? Then the seat that moved last wins and the mated are last.
    fn first_mate(&self) -> Option<End> {
        let n = self.n() as u8;
        let mated: Vec<u8> = (0..n).filter(|&s| self.in_check(s) && !self.has_move(s, s == self.turn)).collect();
        if mated.is_empty() {
            return None;
        }
        let winner = (1..=n).map(|i| (self.turn + n - i) % n).find(|&s| self.alive(s) && !mated.contains(&s))?;
        let others: Vec<u8> = (0..n).filter(|&s| s != winner && !mated.contains(&s)).collect();
        let places = [vec![winner], others, mated].into_iter().filter(|g| !g.is_empty()).collect();
        Some(End { places, scores: self.scores[..self.n()].to_vec(), reason: "checkmate" })
    }

    /// The ranking of an ended game; `drawn`: an end by C9 (the live seats share).
    pub fn ranked(&self, reason: &'static str, drawn: bool) -> End {
        let n = self.n() as u8;
        let mut scores = self.scores[..self.n()].to_vec();
        if drawn && self.rules.drawn_end_points {
            for s in 0..n {
                if self.alive(s) {
                    scores[s as usize] = count_on(scores[s as usize] as i64, DRAWN_END_POINTS as i64) as i32;
                }
            }
        }
        // each seat's key: higher is better; equal keys share a place
        let key: Vec<i64> = match self.rules.ranking {
            Ranking::Score => scores.iter().map(|&x| x as i64).collect(),
            Ranking::LastKing | Ranking::FirstMate => (0..n).map(|s| if self.alive(s) { i64::MAX } else { self.status[s as usize] as i64 }).collect(),
            Ranking::Teams => (0..n)
                .map(|s| {
                    let team = self.rules.team[s as usize];
                    let mates = (0..n).filter(|&t| self.rules.team[t as usize] == team);
                    if mates.clone().any(|t| self.alive(t)) {
                        i64::MAX
                    } else {
                        // a team goes out with its last seat; teams out together share
                        mates.map(|t| self.status[t as usize] as i64).max().unwrap()
                    }
                })
                .collect(),
        };
        let mut keys: Vec<i64> = key.clone();
        keys.sort_unstable_by(|a, b| b.cmp(a));
        keys.dedup();
        let places = keys.iter().map(|k| (0..n).filter(|&s| key[s as usize] == *k).collect()).collect();
        End { places, scores, reason }
    }

    /// Same position for repetition: board, side to move, statuses, castling rights, en passant.
    pub fn same_position(&self, other: &Pos) -> bool {
        self.turn == other.turn
            && self.status == other.status
            && self.castling == other.castling
            && self.ep == other.ep
            && self.board[..self.cells()] == other.board[..other.cells()]
    }

    pub fn hash(&self) -> u64 {
        let mut h: u64 = 0xcbf29ce484222325;
        let mut mix = |x: u64| {
            h ^= x;
            h = h.wrapping_mul(0x100000001b3);
        };
        for (c, &p) in self.board[..self.cells()].iter().enumerate() {
            if p != 0 {
                mix((c as u64) << 16 | p as u64);
            }
        }
        mix(self.turn as u64);
        self.status.iter().chain(&self.castling).for_each(|&x| mix(x as u64));
        mix(self.ep.map_or(0xffff, |(a, b)| (a as u64) << 16 | b as u64));
        h
    }
}

impl Pos {
    /// The position turned by `quarters` quarter turns (grids): each army onto the place of the
    /// seat `seats_per_quarter` on per turn, pawns' directions turned with it (C12).
    pub fn turned(&self, quarters: usize) -> Pos {
        let r = self.rules;
        let n = self.n();
        let shift = |s: u8| ((s as usize + quarters * r.seats_per_quarter) % n) as u8;
        let cell = |c: Cell| (0..quarters).fold(c, |c, _| r.board.quarter_turn(c, r.turn_clockwise));
        let dir_step = if r.turn_clockwise { 1 } else { 3 };
        let mut out = self.clone();
        out.board = [0; MAX_CELLS];
        for c in 0..self.cells() {
            let p = self.board[c];
            if p != 0 {
                let dir = if kind_of(p) == PAWN { (dir_of(p) as usize + quarters * dir_step) % 4 } else { 0 };
                out.board[cell(c as Cell) as usize] = piece(shift(seat_of(p)), kind_of(p), dir as u8, promoted(p));
            }
        }
        for s in 0..n as u8 {
            let t = shift(s) as usize;
            out.status[t] = self.status[s as usize];
            out.scores[t] = self.scores[s as usize];
            out.castling[t] = self.castling[s as usize];
            out.kings[t] = if self.kings[s as usize] == NO_CELL { NO_CELL } else { cell(self.kings[s as usize]) };
        }
        out.turn = shift(self.turn);
        out.ep = self.ep.map(|(a, b)| (cell(a), cell(b)));
        out
    }

    /// `m` turned as [`Pos::turned`] turns the board.
    pub fn turned_move(&self, m: Move, quarters: usize) -> Move {
        if m.kind == MoveKind::Pass {
            return m;
        }
        let cell = |c: Cell| (0..quarters).fold(c, |c, _| self.rules.board.quarter_turn(c, self.rules.turn_clockwise));
        Move { from: cell(m.from), to: cell(m.to), ..m }
    }
}
