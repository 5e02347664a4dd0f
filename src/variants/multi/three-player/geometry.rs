//! The 96-cell hexagon (rules.md G1, G4–G7), generated from its geometry: a regular hexagon cut
//! into six kites, each kite a bilinear 4×4 grid of four-sided cells. Cells that share two
//! corner points share an edge (orthogonal neighbours), cells that share one share only a
//! corner (diagonal neighbours); lines go "straight on" (out by the opposite edge, or through
//! the opposite corner into the cell across it). Nothing here is typed in by hand but the
//! kites' corners: the tests pin the result against the sheet.

use std::collections::HashMap;
use std::sync::OnceLock;

pub use crate::variants::multi::board::Cell;

// A cell: section × 32 + (rank − 1) × 8 + file, section 0 = White, 1 = Red, 2 = Black.
pub const CELLS: usize = 96;
pub const SEATS: usize = 3;
/// Section letters, in seat order (G1, G2).
pub const SECTION_LETTERS: [char; SEATS] = ['W', 'R', 'B'];

pub fn cell(section: usize, file: usize, rank: usize) -> Cell {
    (section * 32 + (rank - 1) * 8 + file) as Cell
}
pub fn section(c: Cell) -> usize {
    c as usize / 32
}
/// 0 = a … 7 = h.
pub fn file(c: Cell) -> usize {
    c as usize % 8
}
/// 1 … 4 (4 at the centre).
pub fn rank(c: Cell) -> usize {
    c as usize % 32 / 8 + 1
}
/// The cell a third of a turn on: White's onto Red's, Red's onto Black's, Black's onto White's.
pub fn turn_cell(c: Cell, seats: usize) -> Cell {
    ((c as usize + 32 * seats) % CELLS) as Cell
}

/// `Wa1` … `Bh4`.
pub fn name(c: Cell) -> String {
    format!("{}{}{}", SECTION_LETTERS[section(c)], (b'a' + file(c) as u8) as char, rank(c))
}

pub fn parse_cell(text: &str) -> Option<Cell> {
    let b = text.as_bytes();
    if b.len() != 3 {
        return None;
    }
    let section = SECTION_LETTERS.iter().position(|&l| l as u8 == b[0])?;
    let file = b[1].checked_sub(b'a').filter(|&f| f < 8)?;
    let rank = b[2].checked_sub(b'0').filter(|r| (1..=4).contains(r))?;
    Some(cell(section, file as usize, rank as usize))
}

pub type Point = (f64, f64);

/// Everything the moves need, computed once.
pub struct Hexagon {
    /// Corners of each cell, in order (f, r), (f+1, r), (f+1, r+1), (f, r+1) of its kite's grid:
    /// edge 0 faces rank 1 (the section's rim), edge 2 faces the centre line.
    pub polygons: Vec<[Point; 4]>,
    /// Corner point ids (equal points, equal ids).
    corners: Vec<[usize; 4]>,
    /// The cell across each edge.
    across: Vec<[Option<Cell>; 4]>,
    /// The cells at each point.
    at_point: Vec<Vec<Cell>>,
    pub orthogonal: Vec<Vec<Cell>>,
    pub diagonal: Vec<Vec<Cell>>,
    pub orthogonal_rays: Vec<Vec<Vec<Cell>>>,
    pub diagonal_rays: Vec<Vec<Vec<Cell>>>,
    pub knight: Vec<Vec<Cell>>,
    /// The cells a knight attacks `c` from: near the centre leaps are not mutual.
    pub knight_from: Vec<Vec<Cell>>,
    /// Per seat: the pawn's next cell forward, its double step (with the cell passed over), and
    /// its capture cells (G7).
    pub pawn_forward: [Vec<Option<Cell>>; SEATS],
    pub pawn_captures: [Vec<Vec<Cell>>; SEATS],
    /// Per seat: the cells its pawns capture on `c` from.
    pub pawn_captured_from: [Vec<Vec<Cell>>; SEATS],
}

pub fn hexagon() -> &'static Hexagon {
    static HEXAGON: OnceLock<Hexagon> = OnceLock::new();
    HEXAGON.get_or_init(Hexagon::build)
}

fn rotate((x, y): Point, angle: f64) -> Point {
    let (s, c) = angle.sin_cos();
    (x * c - y * s, x * s + y * c)
}

fn lerp(a: Point, b: Point, t: f64) -> Point {
    (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t)
}

/// The point (u, v) ∈ [0, 4]² of a kite with corners k[0] = (0, 0), k[1] = (4, 0), k[2] = (4, 4),
/// k[3] = (0, 4), bilinear.
fn kite_point(k: &[Point; 4], u: usize, v: usize) -> Point {
    let (u, v) = (u as f64 / 4.0, v as f64 / 4.0);
    lerp(lerp(k[0], k[1], u), lerp(k[3], k[2], u), v)
}

impl Hexagon {
    fn build() -> Hexagon {
        let polygons = cell_polygons();
        let mut point_ids: HashMap<(i64, i64), usize> = HashMap::new();
        let corners: Vec<[usize; 4]> = polygons
            .iter()
            .map(|poly| {
                poly.map(|(x, y)| {
                    let key = ((x * 1e6).round() as i64, (y * 1e6).round() as i64);
                    let next = point_ids.len();
                    *point_ids.entry(key).or_insert(next)
                })
            })
            .collect();
        let mut at_point = vec![Vec::new(); point_ids.len()];
        for (c, ids) in corners.iter().enumerate() {
            for &p in ids {
                at_point[p].push(c as Cell);
            }
        }
        let shared = |a: usize, b: usize| corners[a].iter().filter(|p| corners[b].contains(p)).count();
        let across: Vec<[Option<Cell>; 4]> = (0..CELLS)
            .map(|c| {
                std::array::from_fn(|e| {
                    let (p, q) = (corners[c][e], corners[c][(e + 1) % 4]);
                    at_point[p].iter().copied().find(|&n| n as usize != c && corners[n as usize].contains(&q))
                })
            })
            .collect();
        let mut orthogonal = vec![Vec::new(); CELLS];
        let mut diagonal = vec![Vec::new(); CELLS];
        for a in 0..CELLS {
            for b in 0..CELLS {
                match (a != b).then(|| shared(a, b)) {
                    Some(2) => orthogonal[a].push(b as Cell),
                    Some(1) => diagonal[a].push(b as Cell),
                    _ => {}
                }
            }
        }
        let mut hex = Hexagon {
            polygons,
            corners,
            across,
            at_point,
            orthogonal,
            diagonal,
            orthogonal_rays: Vec::new(),
            diagonal_rays: Vec::new(),
            knight: Vec::new(),
            knight_from: Vec::new(),
            pawn_forward: Default::default(),
            pawn_captures: Default::default(),
            pawn_captured_from: Default::default(),
        };
        hex.orthogonal_rays = (0..CELLS as Cell).map(|c| (0..4).filter_map(|e| hex.orthogonal_ray(c, e)).collect()).collect();
        hex.diagonal_rays = (0..CELLS as Cell).map(|c| (0..4).filter_map(|k| hex.diagonal_ray(c, k)).collect()).collect();
        hex.knight = (0..CELLS as Cell).map(|c| hex.knight_cells(c)).collect();
        hex.knight_from = inverse(&hex.knight);
        for seat in 0..SEATS {
            hex.pawn_forward[seat] = (0..CELLS as Cell).map(|c| hex.forward(seat, c).map(|(_, to)| to)).collect();
            hex.pawn_captures[seat] = (0..CELLS as Cell).map(|c| hex.captures(seat, c)).collect();
            hex.pawn_captured_from[seat] = inverse(&hex.pawn_captures[seat]);
        }
        hex
    }

    /// Do two cells share at least one corner point?
    pub fn touch(&self, a: Cell, b: Cell) -> bool {
        self.corners[a as usize].iter().any(|p| self.corners[b as usize].contains(p))
    }

    /// Every neighbour: orthogonal, then diagonal (the king's steps, G6).
    pub fn neighbours(&self, c: Cell) -> impl Iterator<Item = Cell> + '_ {
        self.orthogonal[c as usize].iter().chain(&self.diagonal[c as usize]).copied()
    }

    /// The edge of `c` whose far side is `n`.
    fn edge_to(&self, c: Cell, n: Cell) -> Option<usize> {
        self.across[c as usize].iter().position(|&x| x == Some(n))
    }

    /// Straight on out of `c` by edge `e`, and on by opposite edges to the rim.
    fn orthogonal_ray(&self, c: Cell, e: usize) -> Option<Vec<Cell>> {
        let mut ray = Vec::new();
        let (mut from, mut to) = (c, self.across[c as usize][e]?);
        loop {
            ray.push(to);
            let entry = self.edge_to(to, from)?;
            match self.across[to as usize][(entry + 2) % 4] {
                Some(next) => (from, to) = (to, next),
                None => return Some(ray),
            }
        }
    }

    /// The cell across point `p` from `c`: of the cells round an inner point (four, or six at
    /// the centre), the one directly opposite in angular order; none at the rim.
    fn across_point(&self, c: Cell, p: usize) -> Option<Cell> {
        let cells = &self.at_point[p];
        if cells.len() < 4 || cells.len() % 2 == 1 {
            return None;
        }
        let corner = self.corners[c as usize].iter().position(|&q| q == p)?;
        let origin = self.polygons[c as usize][corner];
        let angle = |n: Cell| {
            let (x, y) = centroid(&self.polygons[n as usize]);
            (y - origin.1).atan2(x - origin.0)
        };
        let mut round: Vec<Cell> = cells.clone();
        round.sort_by(|&a, &b| angle(a).total_cmp(&angle(b)));
        let i = round.iter().position(|&n| n == c)?;
        Some(round[(i + round.len() / 2) % round.len()])
    }

    /// Straight on out of `c` through its corner `k`, and on through opposite corners to the rim.
    fn diagonal_ray(&self, c: Cell, k: usize) -> Option<Vec<Cell>> {
        let mut ray = Vec::new();
        let (mut from, mut point) = (c, self.corners[c as usize][k]);
        while let Some(to) = self.across_point(from, point) {
            ray.push(to);
            let entry = self.corners[to as usize].iter().position(|&q| q == point)?;
            (from, point) = (to, self.corners[to as usize][(entry + 2) % 4]);
        }
        (!ray.is_empty()).then_some(ray)
    }

    /// One orthogonal step, then one diagonal step, to a cell that does not touch `c` (G6).
    fn knight_cells(&self, c: Cell) -> Vec<Cell> {
        let mut cells = Vec::new();
        for &o in &self.orthogonal[c as usize] {
            for &d in &self.diagonal[o as usize] {
                if d != c && !self.touch(c, d) && !cells.contains(&d) {
                    cells.push(d);
                }
            }
        }
        cells
    }

    /// A pawn's forward edge and the cell across it (G7): towards the centre in its own section,
    /// towards rank 1 in another's.
    fn forward(&self, seat: usize, c: Cell) -> Option<(usize, Cell)> {
        let edge = if section(c) == seat { 2 } else { 0 };
        Some((edge, self.across[c as usize][edge]?))
    }

    /// A pawn's captures (G7): the cells straight on through the two corners of its forward
    /// edge, and the cells beside its forward cell that touch its own cell.
    fn captures(&self, seat: usize, c: Cell) -> Vec<Cell> {
        let Some((edge, ahead)) = self.forward(seat, c) else { return Vec::new() };
        let mut cells: Vec<Cell> = Vec::new();
        let mut add = |n: Cell| {
            if !cells.contains(&n) {
                cells.push(n)
            }
        };
        for k in [edge, (edge + 1) % 4] {
            if let Some(n) = self.across_point(c, self.corners[c as usize][k]) {
                add(n);
            }
        }
        if let Some(entry) = self.edge_to(ahead, c) {
            for side in [(entry + 1) % 4, (entry + 3) % 4] {
                if let Some(n) = self.across[ahead as usize][side].filter(|&n| self.touch(n, c)) {
                    add(n);
                }
            }
        }
        cells
    }
}

/// For each cell, the cells whose lists hold it.
fn inverse(lists: &[Vec<Cell>]) -> Vec<Vec<Cell>> {
    let mut from = vec![Vec::new(); lists.len()];
    for (c, list) in lists.iter().enumerate() {
        for &n in list {
            from[n as usize].push(c as Cell);
        }
    }
    from
}

fn centroid(poly: &[Point; 4]) -> Point {
    let (x, y) = poly.iter().fold((0.0, 0.0), |(x, y), p| (x + p.0, y + p.1));
    (x / 4.0, y / 4.0)
}

/// The hexagon has circumradius 1 and its centre at the origin, y upwards, White's side at the
/// bottom; Red's and Black's sections are White's turned clockwise by a third and two thirds.
fn cell_polygons() -> Vec<[Point; 4]> {
    use std::f64::consts::PI;
    let corner = |deg: f64| ((deg * PI / 180.0).cos(), (deg * PI / 180.0).sin());
    let centre = (0.0, 0.0);
    let bottom_mid = lerp(corner(240.0), corner(300.0), 0.5);
    let lower_left_mid = lerp(corner(180.0), corner(240.0), 0.5);
    let lower_right_mid = lerp(corner(300.0), corner(360.0), 0.5);
    // White's kites: files a–d then e–h, each (file 0, rank 0) at its rim corner on the left.
    let kites = [[corner(240.0), bottom_mid, centre, lower_left_mid], [bottom_mid, corner(300.0), lower_right_mid, centre]];
    let mut polygons = Vec::with_capacity(CELLS);
    for s in 0..SEATS {
        let turn = -2.0 * PI / 3.0 * s as f64;
        for r in 0..4 {
            for f in 0..8 {
                let (k, u) = (&kites[f / 4], f % 4);
                let corners = [(u, r), (u + 1, r), (u + 1, r + 1), (u, r + 1)];
                polygons.push(corners.map(|(u, v)| rotate(kite_point(k, u, v), turn)));
            }
        }
    }
    polygons
}
