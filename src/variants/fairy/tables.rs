//! Everything generated once per game from its [`Spec`]: for every piece type, colour and cell,
//! where it leaps, which lines it rides or hops along, the cells a lame leaper needs empty; the
//! same read backwards (who could attack a cell), zones per colour, promotion, and the hash keys.
//! Move generation and attack tests only look things up here.

use super::cells::{Cell, Cells, Shape};
use super::spec::{parse_betza, Atom, Mode, PieceSpec, Reach, Spec, Zone};

/// The most piece types a game may have (shogi has 14).
pub const MAX_TYPES: usize = 16;

/// The eight unit directions, indexed: N, NE, E, SE, S, SW, W, NW (north = towards rank 10).
pub const DIRS: [(i8, i8); 8] = [(0, 1), (1, 1), (1, 0), (1, -1), (0, -1), (-1, -1), (-1, 0), (-1, 1)];

fn dir_index(dx: i8, dy: i8) -> Option<usize> {
    DIRS.iter().position(|&d| d == (dx, dy))
}

/// Does direction `d` go to higher cell indices?
fn ascending(d: usize) -> bool {
    let (dx, dy) = DIRS[d];
    dy > 0 || (dy == 0 && dx > 0)
}

/// A move that needs cells checked one by one: a lame leap (its path must be empty) or a rider
/// with a range or a zone it must stay in.
#[derive(Clone, Debug)]
pub enum Walk {
    Lame { to: Cell, path: Cells, mode: Mode },
    /// The cells in order along the line (already cut to range and zone).
    Steps { cells: Vec<Cell>, mode: Mode },
    /// A hop along the cells in order (cut to its zone): over the first piece, to the empty
    /// cells beyond it or onto the next piece (janggi's cannon on the palace diagonals).
    Hop { cells: Vec<Cell>, mode: Mode },
}

/// An attack that needs cells empty: its origin and those cells.
pub type WalkFrom = (Cell, Cells);

/// What a piece of one type and colour does from one cell.
#[derive(Clone, Debug, Default)]
pub struct FromCell {
    /// Unblockable leaps to empty cells / onto enemies.
    pub leap_move: Cells,
    pub leap_capture: Cells,
    /// Directions (bit `d` = `DIRS[d]`) ridden without limit to empty cells / onto enemies.
    pub ride_move: u8,
    pub ride_capture: u8,
    /// Directions hopped along (over one screen) to empty cells / onto enemies.
    pub hop_move: u8,
    pub hop_capture: u8,
    pub walks: Vec<Walk>,
}

impl FromCell {
    /// Does the piece only leap from here (no rides, hops or walks)?
    #[inline]
    pub fn leaps_only(&self) -> bool {
        (self.ride_move | self.ride_capture | self.hop_move | self.hop_capture) == 0 && self.walks.is_empty()
    }
}

/// A piece type with its derived data.
#[derive(Clone, Debug)]
pub struct PieceInfo {
    pub spec: PieceSpec,
    /// Per colour: where it may stand.
    pub region: [Cells; 2],
    /// Per colour: where it may promote (moves starting or ending there), and where it must.
    pub promo_zone: [Cells; 2],
    pub promo_forced: [Cells; 2],
    /// The types it may become.
    pub promo_to: Vec<u8>,
    /// What it becomes in a hand when captured (itself, or its unpromoted form).
    pub demoted: u8,
    /// Per colour: where it may be dropped.
    pub drop_zone: [Cells; 2],
    /// Does it have line moves (rides, hops, walks)? Then the legality shortcut reads its lines.
    pub has_lines: bool,
}

/// The generated data of one game.
pub struct Tables {
    pub spec: Spec,
    pub shape: Shape,
    pub all: Cells,
    pub pieces: Vec<PieceInfo>,
    /// `rays[d][c]`: the cells beyond `c` in direction `d`, nearest first by index order.
    pub rays: [Vec<Cells>; 8],
    /// `directions[a * cells + b]`: the direction from `a` to `b` on one of the lines, else 8.
    pub directions: Vec<u8>,
    /// `neighbours[c]`: the cells one king step from `c`.
    pub neighbours: Vec<Cells>,
    /// How many piece types and cells: the tables below are indexed by
    /// `(colour * types + type) * cells + cell` ([`Tables::index`]).
    pub types: usize,
    pub cells: usize,
    /// What a piece does from a cell.
    pub moves: Vec<FromCell>,
    /// Where an unblockable leaper of that colour and type attacks the cell from.
    pub rev_leap: Vec<Cells>,
    /// (origin, cells that must be empty) of lame leaps and stepwise rides attacking the cell.
    pub rev_walk: Vec<Vec<WalkFrom>>,
    /// (origin, cells between) of zone-bound hops attacking the cell: exactly one of those
    /// cells must be occupied (the screen).
    pub rev_hop_walk: Vec<Vec<WalkFrom>>,
    /// Every cell such a piece could attack the cell from, or that lies on the way (an empty
    /// board's lines, lame paths): a quick filter before the attack tests read the board.
    pub reach: Vec<Cells>,
    /// Per colour and type (`colour * types + type`): the directions of its ride and hop
    /// captures from any cell.
    pub ride_dirs: Vec<u8>,
    pub hop_dirs: Vec<u8>,
    pub royal: Option<u8>,
    /// Some hopper neither hops over nor takes its own type (janggi's cannon): whether it attacks
    /// depends on the kinds of the pieces on its line, not only on where pieces stand.
    pub kind_bound_hops: bool,
    /// Some piece attacks by hopping: a check can then be answered by its screen moving away.
    pub hoppers: bool,
    /// The pawn types (what counting and the n-move clock look at).
    pub pawn_types: Vec<u8>,
    /// Hash keys: `piece_keys[code][cell]`, hands `hand_keys[colour][type][count]`, side to move.
    pub piece_keys: Vec<[u64; 128]>,
    pub hand_keys: [[[u64; 32]; MAX_TYPES]; 2],
    pub side_key: u64,
}

/// Cells of `zone` for `colour` (rank 0 = that colour's back rank).
pub fn zone_cells(shape: Shape, zone: Zone, colour: u8) -> Cells {
    let rank_of = |r: u8| if colour == 0 { r } else { shape.ranks - 1 - r };
    let mut cells = Cells::EMPTY;
    let mut add = |f: u8, r: u8| {
        if f < shape.files && r < shape.ranks {
            if let Some(c) = shape.cell(f as i32, rank_of(r) as i32) {
                cells = cells.with(c);
            }
        }
    };
    match zone {
        Zone::All => return shape.all(),
        Zone::Ranks(lo, hi) => (lo..=hi).for_each(|r| (0..shape.files).for_each(|f| add(f, r))),
        Zone::Rect { files, ranks } => (ranks.0..=ranks.1).for_each(|r| (files.0..=files.1).for_each(|f| add(f, r))),
        Zone::List(list) => list.iter().for_each(|&(f, r)| add(f, r)),
        Zone::Both(inner) => return zone_cells(shape, *inner, 0) | zone_cells(shape, *inner, 1),
    }
    cells
}

fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

impl Tables {
    /// Generates the tables of `spec`; a spec that cannot be read (bad Betza, unknown
    /// promotion letter, too many types) is a programming error, reported by the game's tests.
    pub fn new(spec: &Spec) -> Tables {
        let shape = spec.shape;
        let n = shape.cell_count();
        assert!(spec.pieces.len() <= MAX_TYPES, "too many piece types");
        let mut rays: [Vec<Cells>; 8] = Default::default();
        for (d, &(dx, dy)) in DIRS.iter().enumerate() {
            rays[d] = (0..n as Cell)
                .map(|c| {
                    let mut set = Cells::EMPTY;
                    let mut at = c;
                    while let Some(next) = shape.offset(at, dx as i32, dy as i32) {
                        set = set.with(next);
                        at = next;
                    }
                    set
                })
                .collect();
        }
        let letter_type = |letter: char, promoted: bool| spec.pieces.iter().position(|p| p.letter == letter && p.promoted == promoted).map(|i| i as u8);
        let pieces: Vec<PieceInfo> = spec
            .pieces
            .iter()
            .enumerate()
            .map(|(i, p)| {
                let zones = |z: Zone| [zone_cells(shape, z, 0), zone_cells(shape, z, 1)];
                let (promo_zone, promo_forced, promo_to) = match p.promotion {
                    Some(pr) => {
                        let to = pr.to.chars().map(|c| if c == '+' { letter_type(p.letter, true) } else { letter_type(c, false) }.unwrap_or_else(|| panic!("{}: no piece '{c}' to promote to", p.letter))).collect();
                        (zones(pr.zone), pr.forced.map_or([Cells::EMPTY; 2], zones), to)
                    }
                    None => ([Cells::EMPTY; 2], [Cells::EMPTY; 2], Vec::new()),
                };
                let demoted = if p.promoted { letter_type(p.letter, false).unwrap_or(i as u8) } else { i as u8 };
                PieceInfo { spec: *p, region: zones(p.region), promo_zone, promo_forced, promo_to, demoted, drop_zone: zones(p.drop), has_lines: false }
            })
            .collect();
        let royal = spec.pieces.iter().position(|p| p.royal).map(|i| i as u8);
        let mut t = Tables {
            spec: *spec,
            shape,
            all: shape.all(),
            pieces,
            directions: (0..n * n).map(|i| (0..8).find(|&d| rays[d][i / n].has((i % n) as Cell)).unwrap_or(8) as u8).collect(),
            neighbours: (0..n as Cell)
                .map(|c| (0..n as Cell).filter(|&o| o != c && shape.file(o).abs_diff(shape.file(c)) <= 1 && shape.rank(o).abs_diff(shape.rank(c)) <= 1).fold(Cells::EMPTY, Cells::with))
                .collect(),
            rays,
            types: spec.pieces.len(),
            cells: n,
            moves: Vec::new(),
            rev_leap: Vec::new(),
            rev_walk: Vec::new(),
            rev_hop_walk: Vec::new(),
            ride_dirs: Vec::new(),
            hop_dirs: Vec::new(),
            reach: Vec::new(),
            royal,
            kind_bound_hops: spec.pieces.iter().any(|p| p.hops_only_other_kinds),
            hoppers: false,
            pawn_types: spec.pieces.iter().enumerate().filter(|(_, p)| p.pawn).map(|(i, _)| i as u8).collect(),
            piece_keys: Vec::new(),
            hand_keys: [[[0; 32]; MAX_TYPES]; 2],
            side_key: 0,
        };
        for colour in 0..2u8 {
            for ty in 0..t.pieces.len() {
                let spec = t.pieces[ty].spec;
                let mut atoms = parse_betza(spec.betza).unwrap_or_else(|e| panic!("piece '{}': cannot read Betza {e}", spec.letter));
                atoms.extend_from_slice(spec.atoms);
                t.build_type(colour, ty, &atoms);
            }
        }
        t.hoppers = t.hop_dirs.iter().any(|&d| d != 0) || t.rev_hop_walk.iter().any(|w| !w.is_empty());
        let mut seed = 0x5EED_F41E_u64 ^ (n as u64) << 32;
        t.piece_keys = (0..=2 * MAX_TYPES).map(|_| std::array::from_fn(|_| splitmix(&mut seed))).collect();
        for side in &mut t.hand_keys {
            for ty in side.iter_mut() {
                for k in ty.iter_mut() {
                    *k = splitmix(&mut seed);
                }
            }
        }
        t.side_key = splitmix(&mut seed);
        t
    }

    fn build_type(&mut self, colour: u8, ty: usize, atoms: &[Atom]) {
        let shape = self.shape;
        let n = shape.cell_count();
        let sign = if colour == 0 { 1 } else { -1 };
        let region = self.pieces[ty].region[colour as usize];
        let mut from_cells: Vec<FromCell> = vec![FromCell::default(); n];
        for (c, fc) in from_cells.iter_mut().enumerate() {
            let c = c as Cell;
            for a in atoms {
                if !zone_cells(shape, a.from, colour).has(c) {
                    continue;
                }
                let within = zone_cells(shape, a.within, colour);
                if !within.has(c) {
                    continue;
                }
                let (dx, dy) = (a.dx as i32, a.dy as i32 * sign);
                let unit = dir_index(a.dx, (a.dy as i32 * sign) as i8);
                match a.reach {
                    Reach::Leap => {
                        let Some(to) = shape.offset(c, dx, dy) else { continue };
                        if !within.has(to) || !region.has(to) {
                            continue;
                        }
                        let path = if a.lame { lame_path(shape, c, dx, dy) } else { Some(Cells::EMPTY) };
                        let Some(path) = path else { continue };
                        if (path & !within).any() {
                            continue;
                        }
                        if path.is_empty() {
                            if a.mode != Mode::Capture {
                                fc.leap_move = fc.leap_move.with(to);
                            }
                            if a.mode != Mode::Move {
                                fc.leap_capture = fc.leap_capture.with(to);
                            }
                        } else {
                            fc.walks.push(Walk::Lame { to, path, mode: a.mode });
                        }
                    }
                    Reach::Ride if a.range == 0 && a.within == Zone::All && unit.is_some() => {
                        let bit = 1u8 << unit.unwrap_or(0);
                        if a.mode != Mode::Capture {
                            fc.ride_move |= bit;
                        }
                        if a.mode != Mode::Move {
                            fc.ride_capture |= bit;
                        }
                    }
                    Reach::Ride => {
                        let mut cells = Vec::new();
                        let mut at = c;
                        while let Some(next) = shape.offset(at, dx, dy) {
                            if !within.has(next) || (a.range != 0 && cells.len() == a.range as usize) {
                                break;
                            }
                            cells.push(next);
                            at = next;
                        }
                        if !cells.is_empty() {
                            fc.walks.push(Walk::Steps { cells, mode: a.mode });
                        }
                    }
                    Reach::Hop if a.within != Zone::All => {
                        let mut cells = Vec::new();
                        let mut at = c;
                        while let Some(next) = shape.offset(at, dx, dy).filter(|&next| within.has(next)) {
                            cells.push(next);
                            at = next;
                        }
                        if cells.len() >= 2 {
                            fc.walks.push(Walk::Hop { cells, mode: a.mode });
                        }
                    }
                    Reach::Hop => {
                        let d = unit.unwrap_or_else(|| panic!("hoppers move along the eight lines"));
                        if a.mode != Mode::Capture {
                            fc.hop_move |= 1 << d;
                        }
                        if a.mode != Mode::Move {
                            fc.hop_capture |= 1 << d;
                        }
                    }
                }
            }
        }
        // Backwards: who attacks a cell from where, and what lies on the way.
        let mut rev_leap = vec![Cells::EMPTY; n];
        let mut rev_walk: Vec<Vec<WalkFrom>> = vec![Vec::new(); n];
        let mut rev_hop_walk: Vec<Vec<WalkFrom>> = vec![Vec::new(); n];
        let mut reach = vec![Cells::EMPTY; n];
        let (mut ride_dirs, mut hop_dirs) = (0u8, 0u8);
        let mut has_lines = false;
        for (origin, fc) in from_cells.iter().enumerate() {
            let origin = origin as Cell;
            for to in fc.leap_capture {
                rev_leap[to as usize] = rev_leap[to as usize].with(origin);
                reach[to as usize] = reach[to as usize].with(origin);
            }
            for w in &fc.walks {
                has_lines = true;
                match w {
                    Walk::Lame { to, path, mode } if *mode != Mode::Move => {
                        rev_walk[*to as usize].push((origin, *path));
                        reach[*to as usize] |= *path | Cells::one(origin);
                    }
                    Walk::Steps { cells, mode } if *mode != Mode::Move => {
                        for (i, &to) in cells.iter().enumerate() {
                            let path = cells[..i].iter().fold(Cells::EMPTY, |s, &c| s.with(c));
                            rev_walk[to as usize].push((origin, path));
                            reach[to as usize] |= path | Cells::one(origin);
                        }
                    }
                    Walk::Hop { cells, mode } => {
                        for (i, &to) in cells.iter().enumerate().skip(1) {
                            let between = cells[..i].iter().fold(Cells::EMPTY, |s, &c| s.with(c));
                            if *mode != Mode::Move {
                                rev_hop_walk[to as usize].push((origin, between));
                            }
                            reach[to as usize] |= between | Cells::one(origin);
                        }
                    }
                    _ => {}
                }
            }
            if fc.ride_move | fc.ride_capture != 0 {
                has_lines = true;
            }
            ride_dirs |= fc.ride_capture;
            for d in 0..8 {
                if fc.ride_capture >> d & 1 != 0 {
                    for to in self.rays[d][origin as usize] & region {
                        reach[to as usize] = reach[to as usize] | self.between(origin, to) | Cells::one(origin);
                    }
                }
                if (fc.hop_move | fc.hop_capture) >> d & 1 != 0 {
                    has_lines = true;
                    for to in self.rays[d][origin as usize] {
                        reach[to as usize] |= self.between(origin, to) | Cells::one(origin);
                    }
                }
            }
            hop_dirs |= fc.hop_capture;
        }
        self.pieces[ty].has_lines |= has_lines;
        self.moves.extend(from_cells);
        self.rev_leap.extend(rev_leap);
        self.rev_walk.extend(rev_walk);
        self.rev_hop_walk.extend(rev_hop_walk);
        self.reach.extend(reach);
        self.ride_dirs.push(ride_dirs);
        self.hop_dirs.push(hop_dirs);
    }

    /// The index of (colour, type, cell) in the per-cell tables.
    #[inline]
    pub fn index(&self, colour: u8, ty: u8, cell: Cell) -> usize {
        (colour as usize * self.types + ty as usize) * self.cells + cell as usize
    }

    /// The cells strictly between two cells on one of the eight lines (empty otherwise).
    pub fn between(&self, a: Cell, b: Cell) -> Cells {
        for d in 0..8 {
            if self.rays[d][a as usize].has(b) {
                return self.rays[d][a as usize] & !self.rays[d][b as usize] & !Cells::one(b);
            }
        }
        Cells::EMPTY
    }

    /// The direction from `a` to `b` when they share one of the eight lines.
    #[inline]
    pub fn direction(&self, a: Cell, b: Cell) -> Option<usize> {
        let d = self.directions[a as usize * self.cells + b as usize];
        (d < 8).then_some(d as usize)
    }

    /// The cells strictly between `a` and `b`, `b` lying in direction `d` from `a`.
    #[inline]
    pub fn between_on(&self, d: usize, a: Cell, b: Cell) -> Cells {
        self.rays[d][a as usize] & !self.rays[d][b as usize] & !Cells::one(b)
    }

    /// The cells strictly between two cells of one file (empty on different files).
    #[inline]
    pub fn file_between(&self, a: Cell, b: Cell) -> Cells {
        if self.shape.file(a) != self.shape.file(b) {
            return Cells::EMPTY;
        }
        // North is direction 0, south 4: what lies north of the lower and south of the higher.
        self.rays[0][a.min(b) as usize] & self.rays[4][a.max(b) as usize]
    }

    /// Do kings on `a` and `b` face each other on a file with nothing of `occ` between?
    #[inline]
    pub fn kings_face(&self, a: Cell, b: Cell, occ: Cells) -> bool {
        self.shape.file(a) == self.shape.file(b) && (self.file_between(a, b) & occ).is_empty()
    }

    /// The cells a rider in direction `d` from `c` reaches over `occ`: up to and including the
    /// first piece.
    #[inline]
    pub fn ray_attacks(&self, d: usize, c: Cell, occ: Cells) -> Cells {
        let ray = self.rays[d][c as usize];
        let blockers = ray & occ;
        let first = if ascending(d) { blockers.first() } else { blockers.last() };
        match first {
            Some(b) => ray ^ self.rays[d][b as usize],
            None => ray,
        }
    }

    /// The first piece in direction `d` from `c` over `occ`.
    #[inline]
    pub fn first_in(&self, d: usize, c: Cell, occ: Cells) -> Option<Cell> {
        let blockers = self.rays[d][c as usize] & occ;
        if ascending(d) {
            blockers.first()
        } else {
            blockers.last()
        }
    }

    /// The type written `letter` (lower case) and unpromoted.
    pub fn type_of(&self, letter: char) -> Option<u8> {
        self.pieces.iter().position(|p| p.spec.letter == letter && !p.spec.promoted).map(|i| i as u8)
    }
}

/// The cells on the way of a lame leap: one orthogonal step along the longer axis first, then
/// diagonal steps (a pure diagonal leap: its diagonal cells); `None` when a cell on the way is
/// off the board.
fn lame_path(shape: Shape, c: Cell, dx: i32, dy: i32) -> Option<Cells> {
    let (sx, sy) = (dx.signum(), dy.signum());
    let mut at = if dx.abs() > dy.abs() {
        (sx, 0)
    } else if dy.abs() > dx.abs() {
        (0, sy)
    } else {
        (sx, sy)
    };
    let mut path = Cells::EMPTY;
    while at != (dx, dy) {
        assert!(at.0.abs() <= dx.abs() && at.1.abs() <= dy.abs(), "a lame leap ({dx}, {dy}) must end on a diagonal");
        path = path.with(shape.offset(c, at.0, at.1)?);
        at = (at.0 + sx, at.1 + sy);
    }
    Some(path)
}

/// The opposite of direction `d`.
pub const fn opposite(d: usize) -> usize {
    (d + 4) % 8
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn lame_paths_go_orthogonally_then_diagonally() {
        let s = Shape::new(9, 10);
        let e1 = s.cell(4, 0).unwrap();
        let name = |set: Cells| set.map(|c| s.name(c)).collect::<Vec<_>>();
        assert_eq!(name(lame_path(s, e1, 1, 2).unwrap()), vec!["e2"]); // horse: the leg
        assert_eq!(name(lame_path(s, e1, 2, 2).unwrap()), vec!["f2"]); // elephant: the eye
        assert_eq!(name(lame_path(s, e1, 2, 3).unwrap()), vec!["e2", "f3"]); // janggi elephant
        assert_eq!(name(lame_path(s, e1, 2, 0).unwrap()), vec!["f1"]);
    }

    #[test]
    fn zones_count_ranks_from_their_owner() {
        let s = Shape::new(9, 10);
        let palace = Zone::Rect { files: (3, 5), ranks: (0, 2) };
        assert!(zone_cells(s, palace, 0).has(s.cell(4, 1).unwrap()));
        assert!(zone_cells(s, palace, 1).has(s.cell(4, 8).unwrap()));
        assert_eq!(zone_cells(s, Zone::Ranks(5, 9), 1).count(), 45);
    }
}
