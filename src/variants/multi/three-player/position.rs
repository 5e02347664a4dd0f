//! A position of Three-player chess and its moves (rules.md G2–G13 with the common rules C1–C11).

use super::geometry::{cell, file, hexagon, rank, section, turn_cell, Cell, CELLS, SEATS};
use crate::chess::Role;

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Piece {
    pub seat: u8,
    pub role: Role,
    /// Came from a promotion (`~` in the position text).
    pub promoted: bool,
}

/// A seat in the game, or out with its army grey (the k-th to go out, from 1).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum SeatStatus {
    Alive,
    Out(u8),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum MoveKind {
    Normal,
    /// A pawn's two-cell step from its rank 2 (sets the en passant cells).
    Double,
    EnPassant,
    /// Written as the king's move; the rook goes beside it (G9).
    Castle,
    /// The only move of a seat without any other (C6, G12).
    Pass,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Move {
    pub from: Cell,
    pub to: Cell,
    pub promotion: Option<Role>,
    pub kind: MoveKind,
}

impl Move {
    pub const PASS: Move = Move { from: 0, to: 0, promotion: None, kind: MoveKind::Pass };

    /// The same move a third of a turn on per seat (C12).
    pub fn turned(self, seats: usize) -> Move {
        match self.kind {
            MoveKind::Pass => self,
            _ => Move { from: turn_cell(self.from, seats), to: turn_cell(self.to, seats), ..self },
        }
    }
}

/// How the game ended, by its own rules (repetition needs the history: the referee's).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum End {
    /// G11: the mover checkmated one opponent (or both).
    Checkmate { winner: u8, mated: [bool; SEATS] },
    /// G13: 150 turns without capture or pawn move.
    FiftyRounds,
}

/// An ended game's ranking (C10): places best first, each a group of seats; and why.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Ranking {
    pub places: Vec<Vec<u8>>,
    pub reason: &'static str,
}

impl End {
    pub fn ranking(self) -> Ranking {
        match self {
            End::Checkmate { winner, mated } => {
                let others = |m: bool| (0..SEATS as u8).filter(|&s| s != winner && mated[s as usize] == m).collect::<Vec<_>>();
                let places = [vec![winner], others(false), others(true)].into_iter().filter(|p| !p.is_empty()).collect();
                Ranking { places, reason: "checkmate" }
            }
            End::FiftyRounds => Ranking { places: vec![(0..SEATS as u8).collect()], reason: "fifty rounds" },
        }
    }
}

/// Castling rights bits (G9): `K` with the rook on h1, `Q` with the rook on a1.
pub const KING_SIDE: u8 = 1;
pub const QUEEN_SIDE: u8 = 2;
/// G13: 50 rounds of three turns.
pub const TURNS_WITHOUT_PROGRESS: u32 = 150;

#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct ThreePlayer {
    pub(super) board: [Option<Piece>; CELLS],
    pub(super) turn: u8,
    pub(super) status: [SeatStatus; SEATS],
    pub(super) scores: [i32; SEATS],
    pub(super) castling: [u8; SEATS],
    /// After a double step: (the cell passed over, the pawn's cell), for the side to move only.
    pub(super) en_passant: Option<(Cell, Cell)>,
    pub(super) halfmove: u32,
    pub(super) fullmove: u32,
    pub(super) end: Option<End>,
}

const BACK_RANK: [Role; 8] =
    [Role::Rook, Role::Knight, Role::Bishop, Role::Queen, Role::King, Role::Bishop, Role::Knight, Role::Rook];

impl ThreePlayer {
    /// G3: every army as in chess in its own section.
    pub fn start() -> ThreePlayer {
        let mut board = [None; CELLS];
        for seat in 0..SEATS {
            for (f, &role) in BACK_RANK.iter().enumerate() {
                board[cell(seat, f, 1) as usize] = Some(Piece { seat: seat as u8, role, promoted: false });
                board[cell(seat, f, 2) as usize] = Some(Piece { seat: seat as u8, role: Role::Pawn, promoted: false });
            }
        }
        ThreePlayer {
            board,
            turn: 0,
            status: [SeatStatus::Alive; SEATS],
            scores: [0; SEATS],
            castling: [KING_SIDE | QUEEN_SIDE; SEATS],
            en_passant: None,
            halfmove: 0,
            fullmove: 1,
            end: None,
        }
    }

    pub fn turn(&self) -> u8 {
        self.turn
    }
    pub fn piece(&self, c: Cell) -> Option<Piece> {
        self.board[c as usize]
    }
    pub fn status(&self) -> [SeatStatus; SEATS] {
        self.status
    }
    pub fn end(&self) -> Option<End> {
        self.end
    }
    pub fn halfmove(&self) -> u32 {
        self.halfmove
    }
    fn alive(&self, seat: u8) -> bool {
        self.status[seat as usize] == SeatStatus::Alive
    }

    /// The next live seat after `seat` in turn order (C1).
    fn next_alive(&self, seat: u8) -> u8 {
        (1..=SEATS as u8).map(|i| (seat + i) % SEATS as u8).find(|&s| self.alive(s)).unwrap_or(seat)
    }

    /// The previous live seat: the one that moved last.
    fn previous_alive(&self, seat: u8) -> u8 {
        (1..=SEATS as u8).map(|i| (seat + SEATS as u8 * 2 - i) % SEATS as u8).find(|&s| self.alive(s)).unwrap_or(seat)
    }

    fn king_of(&self, seat: u8) -> Option<Cell> {
        (0..CELLS as Cell).find(|&c| self.board[c as usize].is_some_and(|p| p.seat == seat && p.role == Role::King))
    }

    /// Is `c` attacked by a piece of a live seat other than `defender` (C4, C5)?
    pub fn attacked(&self, c: Cell, defender: u8) -> bool {
        let hex = hexagon();
        let enemy = |n: Cell, roles: &[Role]| {
            self.board[n as usize].is_some_and(|p| p.seat != defender && self.alive(p.seat) && roles.contains(&p.role))
        };
        let first_on = |ray: &Vec<Cell>| ray.iter().copied().find(|&n| self.board[n as usize].is_some());
        hex.orthogonal_rays[c as usize].iter().filter_map(first_on).any(|n| enemy(n, &[Role::Rook, Role::Queen]))
            || hex.diagonal_rays[c as usize].iter().filter_map(first_on).any(|n| enemy(n, &[Role::Bishop, Role::Queen]))
            || hex.knight_from[c as usize].iter().any(|&n| enemy(n, &[Role::Knight]))
            || hex.neighbours(c).any(|n| enemy(n, &[Role::King]))
            || (0..SEATS as u8).filter(|&s| s != defender).any(|s| {
                hex.pawn_captured_from[s as usize][c as usize]
                    .iter()
                    .any(|&n| self.board[n as usize].is_some_and(|p| p.seat == s && p.role == Role::Pawn && self.alive(s)))
            })
    }

    pub fn in_check(&self, seat: u8) -> bool {
        self.alive(seat) && self.king_of(seat).is_some_and(|k| self.attacked(k, seat))
    }

    /// Can `seat` move onto `c`: empty, or an enemy piece that is not a live king (C3, C4)?
    fn can_enter(&self, c: Cell, seat: u8) -> bool {
        match self.board[c as usize] {
            None => true,
            Some(p) => p.seat != seat && !(p.role == Role::King && self.alive(p.seat)),
        }
    }

    /// The legal moves of `seat` as if it were its turn, passes aside; en passant only for the
    /// side to move (C8).
    pub fn moves_of(&self, seat: u8, out: &mut Vec<Move>) {
        out.clear();
        let mut pseudo = Vec::with_capacity(64);
        self.pseudo_moves(seat, &mut pseudo);
        out.extend(pseudo.into_iter().filter(|&m| {
            let mut after = self.clone();
            after.apply(m);
            !after.in_check(seat)
        }));
    }

    fn pseudo_moves(&self, seat: u8, out: &mut Vec<Move>) {
        let hex = hexagon();
        for from in 0..CELLS as Cell {
            let Some(p) = self.board[from as usize].filter(|p| p.seat == seat) else { continue };
            let step = |to: Cell, out: &mut Vec<Move>| {
                if self.can_enter(to, seat) {
                    out.push(Move { from, to, promotion: None, kind: MoveKind::Normal });
                }
            };
            match p.role {
                Role::Pawn => self.pawn_moves(seat, from, out),
                Role::Knight => hex.knight[from as usize].iter().for_each(|&to| step(to, out)),
                Role::King => {
                    hex.neighbours(from).for_each(|to| step(to, out));
                    self.castlings(seat, from, out);
                }
                slider => {
                    let mut rays: Vec<&Vec<Cell>> = Vec::new();
                    if slider != Role::Bishop {
                        rays.extend(&hex.orthogonal_rays[from as usize]);
                    }
                    if slider != Role::Rook {
                        rays.extend(&hex.diagonal_rays[from as usize]);
                    }
                    for ray in rays {
                        for &to in ray {
                            step(to, out);
                            if self.board[to as usize].is_some() {
                                break;
                            }
                        }
                    }
                }
            }
        }
    }

    fn pawn_moves(&self, seat: u8, from: Cell, out: &mut Vec<Move>) {
        let hex = hexagon();
        let promotes = |to: Cell| rank(to) == 1 && section(to) != seat as usize;
        let push = |to: Cell, kind: MoveKind, out: &mut Vec<Move>| {
            if promotes(to) {
                out.extend(Role::PROMOTIONS.iter().map(|&r| Move { from, to, promotion: Some(r), kind }));
            } else {
                out.push(Move { from, to, promotion: None, kind });
            }
        };
        let forward = &hex.pawn_forward[seat as usize];
        if let Some(one) = forward[from as usize].filter(|&c| self.board[c as usize].is_none()) {
            push(one, MoveKind::Normal, out);
            let home = section(from) == seat as usize && rank(from) == 2;
            if let Some(two) = forward[one as usize].filter(|&c| home && self.board[c as usize].is_none()) {
                push(two, MoveKind::Double, out);
            }
        }
        for &to in &hex.pawn_captures[seat as usize][from as usize] {
            if self.board[to as usize].is_some() && self.can_enter(to, seat) {
                push(to, MoveKind::Normal, out);
            } else if self.turn == seat && self.en_passant.is_some_and(|(passed, pawn)| passed == to && self.can_enter(pawn, seat)) {
                push(to, MoveKind::EnPassant, out);
            }
        }
    }

    /// G9: in its own section, king e1 to g1 or c1, rook h1 to f1 or a1 to d1.
    fn castlings(&self, seat: u8, from: Cell, out: &mut Vec<Move>) {
        let s = seat as usize;
        if from != cell(s, 4, 1) || self.castling[s] == 0 || self.attacked(from, seat) {
            return;
        }
        let rook = Some(Piece { seat, role: Role::Rook, promoted: false });
        // (right, rook's file, files that must be empty, files the king crosses or lands on)
        let sides: [(u8, usize, &[usize], [usize; 2]); 2] =
            [(KING_SIDE, 7, &[5, 6], [5, 6]), (QUEEN_SIDE, 0, &[1, 2, 3], [3, 2])];
        for (right, rook_file, empty, path) in sides {
            if self.castling[s] & right != 0
                && self.board[cell(s, rook_file, 1) as usize] == rook
                && empty.iter().all(|&f| self.board[cell(s, f, 1) as usize].is_none())
                && path.iter().all(|&f| !self.attacked(cell(s, f, 1), seat))
            {
                out.push(Move { from, to: cell(s, path[1], 1), promotion: None, kind: MoveKind::Castle });
            }
        }
    }

    /// The legal moves of the side to move: `pass` alone when it has none (C6); none once over.
    pub fn legal_moves(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.end.is_some() {
            return;
        }
        self.moves_of(self.turn, out);
        if out.is_empty() {
            out.push(Move::PASS);
        }
    }

    /// The board change of a move (no turn, counters or end).
    fn apply(&mut self, m: Move) {
        if m.kind == MoveKind::Pass {
            return;
        }
        let Some(mut piece) = self.board[m.from as usize].take() else { return };
        if m.kind == MoveKind::EnPassant {
            if let Some((_, pawn)) = self.en_passant {
                self.board[pawn as usize] = None;
            }
        }
        if m.kind == MoveKind::Castle {
            let s = section(m.from);
            let (rook_from, rook_to) = if file(m.to) == 6 { (7, 5) } else { (0, 3) };
            let rook = self.board[cell(s, rook_from, 1) as usize].take();
            self.board[cell(s, rook_to, 1) as usize] = rook;
        }
        if let Some(role) = m.promotion {
            piece = Piece { role, promoted: true, ..piece };
        }
        self.board[m.to as usize] = Some(piece);
    }

    /// Plays a legal move: the board, castling rights, en passant, counters, the next seat, and
    /// the end if the move mates (G11) or is the 150th turn without progress (G13).
    pub fn play(&mut self, m: Move) {
        let mover = self.turn;
        let progress = m.kind != MoveKind::Pass
            && (self.board[m.to as usize].is_some()
                || m.kind == MoveKind::EnPassant
                || self.board[m.from as usize].is_some_and(|p| p.role == Role::Pawn));
        if m.kind != MoveKind::Pass {
            if self.board[m.from as usize].is_some_and(|p| p.role == Role::King) {
                self.castling[mover as usize] = 0;
            }
            for s in 0..SEATS {
                for (f, right) in [(0, QUEEN_SIDE), (7, KING_SIDE)] {
                    if [m.from, m.to].contains(&cell(s, f, 1)) {
                        self.castling[s] &= !right;
                    }
                }
            }
        }
        self.apply(m);
        self.en_passant = match m.kind {
            MoveKind::Double => hexagon().pawn_forward[mover as usize][m.from as usize].map(|passed| (passed, m.to)),
            _ => None,
        };
        self.halfmove = if progress { 0 } else { self.halfmove + 1 };
        self.turn = self.next_alive(mover);
        if self.turn <= mover {
            self.fullmove += 1;
        }
        self.end = self.judge(mover);
    }

    /// G11 and G13 after a move of `mover`.
    pub(super) fn judge(&self, mover: u8) -> Option<End> {
        let mut mated = [false; SEATS];
        let mut moves = Vec::new();
        for seat in (0..SEATS as u8).filter(|&s| s != mover && self.alive(s)) {
            if self.in_check(seat) {
                self.moves_of(seat, &mut moves);
                mated[seat as usize] = moves.is_empty();
            }
        }
        if mated.contains(&true) {
            Some(End::Checkmate { winner: mover, mated })
        } else if self.halfmove >= TURNS_WITHOUT_PROGRESS {
            Some(End::FiftyRounds)
        } else {
            None
        }
    }

    /// The end of a position read from text: as if the seat before the side to move had just
    /// moved.
    pub(super) fn settle(&mut self) {
        self.end = self.judge(self.previous_alive(self.turn));
    }

    /// The position turned by `seats` thirds (C12): every army onto the next seat's place.
    pub fn turned(&self, seats: usize) -> ThreePlayer {
        let seat = |s: u8| ((s as usize + seats) % SEATS) as u8;
        fn rotate<T: Copy>(a: [T; SEATS], seats: usize) -> [T; SEATS] {
            std::array::from_fn(|s| a[(s + SEATS * 2 - seats % SEATS) % SEATS])
        }
        let mut board = [None; CELLS];
        for c in 0..CELLS as Cell {
            board[turn_cell(c, seats) as usize] = self.board[c as usize].map(|p| Piece { seat: seat(p.seat), ..p });
        }
        let end = self.end.map(|e| match e {
            End::Checkmate { winner, mated } => End::Checkmate { winner: seat(winner), mated: rotate(mated, seats) },
            other => other,
        });
        ThreePlayer {
            board,
            turn: seat(self.turn),
            status: rotate(self.status, seats),
            scores: rotate(self.scores, seats),
            castling: rotate(self.castling, seats),
            en_passant: self.en_passant.map(|(a, b)| (turn_cell(a, seats), turn_cell(b, seats))),
            end,
            ..*self
        }
    }

    /// What repetition compares (C9): board, side to move, statuses, castling, en passant.
    pub fn same_position(&self, other: &ThreePlayer) -> bool {
        self.board == other.board
            && self.turn == other.turn
            && self.status == other.status
            && self.castling == other.castling
            && self.en_passant == other.en_passant
    }

    /// FNV-1a over what repetition compares.
    pub fn hash(&self) -> u64 {
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        let mut eat = |b: u8| h = (h ^ b as u64).wrapping_mul(0x0100_0000_01b3);
        for p in &self.board {
            eat(p.map_or(0xff, |p| p.seat * 16 + p.role as u8 * 2 + p.promoted as u8));
        }
        eat(self.turn);
        for s in 0..SEATS {
            eat(match self.status[s] {
                SeatStatus::Alive => 0,
                SeatStatus::Out(k) => k,
            });
            eat(self.castling[s]);
        }
        let (a, b) = self.en_passant.unwrap_or((0xff, 0xff));
        eat(a);
        eat(b);
        h
    }
}
