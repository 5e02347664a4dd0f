"""Boards as graphs of cells, generated from their geometry.

Every board gives, per cell: a name, a polygon (for drawing and for the hexagon's adjacency),
rook rays (orthogonal, straight on), bishop rays (diagonal, straight on), king steps, knight
leaps, alfil and ferz steps, and a pawn's forward cell and capture cells for a direction.
Grids (8x8, the cross, the 516 board) are squares with holes; the hexagon is built from its
kites and its tables are computed from shared edges and corners only.
"""
import math

FILES = "abcdefghijklmnopqrstuvwx"
ORTH = [(0, 1), (1, 0), (0, -1), (-1, 0)]
DIAG = [(1, 1), (1, -1), (-1, -1), (-1, 1)]
KNIGHT = [(1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2)]
DIRS = {"n": (0, 1), "e": (1, 0), "s": (0, -1), "w": (-1, 0)}


class Grid:
    """A rectangle of squares minus holes; cells named file letter + rank number (a1 bottom left)."""

    kind = "grid"

    def __init__(self, files, ranks, holes=()):
        self.files, self.ranks = files, ranks
        holes = set(holes)
        self.xy = [(x, y) for y in range(ranks) for x in range(files) if (x, y) not in holes]
        self.at = {p: i for i, p in enumerate(self.xy)}
        self.names = [FILES[x] + str(y + 1) for x, y in self.xy]
        self.index = {n: i for i, n in enumerate(self.names)}
        n = len(self.xy)
        self.rook = [[self._ray(c, d) for d in ORTH] for c in range(n)]
        self.bishop = [[self._ray(c, d) for d in DIAG] for c in range(n)]
        self.king = [[t for d in ORTH + DIAG for t in [self.step(c, d)] if t is not None] for c in range(n)]
        self.knight = [[t for d in KNIGHT for t in [self.step(c, d)] if t is not None] for c in range(n)]
        self.alfil = [[t for dx, dy in DIAG for t in [self.step(c, (2 * dx, 2 * dy))] if t is not None]
                      for c in range(n)]
        self.ferz = [[t for d in DIAG for t in [self.step(c, d)] if t is not None] for c in range(n)]

    def __len__(self):
        return len(self.xy)

    def step(self, c, d):
        x, y = self.xy[c]
        return self.at.get((x + d[0], y + d[1]))

    def _ray(self, c, d):
        ray, t = [], self.step(c, d)
        while t is not None:
            ray.append(t)
            t = self.step(t, d)
        return ray

    def forward(self, c, d):
        """A pawn's forward cell; d is a direction letter n/e/s/w."""
        return self.step(c, DIRS[d])

    def captures(self, c, d):
        """A pawn's capture cells: diagonally forward, both sides."""
        dx, dy = DIRS[d]
        out = []
        for side in (-1, 1):        # forward plus one step to either side (dy, dx is perpendicular)
            t = self.step(c, (dx + side * dy, dy + side * dx))
            if t is not None:
                out.append(t)
        return out

    def polygon(self, c):
        x, y = self.xy[c]
        return [(x, y), (x + 1, y), (x + 1, y + 1), (x, y + 1)]

    def rotate(self, c, quarter):
        """The cell after turning the board `quarter` quarter turns clockwise (square boards)."""
        x, y = self.xy[c]
        size = self.files - 1
        for _ in range(quarter % 4):
            x, y = y, size - x
        return self.at[(x, y)]


def corners_holes(size, corner):
    return {(x, y) for x in range(size) for y in range(size)
            if (x < corner or x >= size - corner) and (y < corner or y >= size - corner)}


def board_8x8():
    return Grid(8, 8)


def board_cross():
    """Four-player chess: 14x14 minus the four 3x3 corners = 160 squares."""
    return Grid(14, 14, corners_holes(14, 3))


def board_516():
    """Eight-player chess (HighEldar's board): 24x24 minus its 3x3 corners and a 2-wide,
    3-deep notch in the middle of each side = 516 squares."""
    holes = corners_holes(24, 3)
    for a in (11, 12):          # files l, m / ranks 12, 13: the middle two lines
        for b in (0, 1, 2, 21, 22, 23):
            holes.add((a, b))
            holes.add((b, a))
    return Grid(24, 24, holes)


# ---------------------------------------------------------------- the three-player hexagon

SECTIONS = "WRB"   # seat order: White at the bottom, then clockwise Red (upper left), Black (upper right)


class Hexagon:
    """The 96-cell board: a regular hexagon cut into six kites (centre, two side midpoints and the
    vertex between); each kite is a 4x4 bilinear grid. A player's section is the two kites along
    their side (files a-d and e-h, ranks 1-4 from their side to the centre). Cells are named
    section letter + file + rank: Wa1 .. Wh4, Ra1 .. Rh4, Ba1 .. Bh4.

    Adjacency comes from the polygons only: orthogonal = shares an edge, diagonal = shares only
    a corner; a ray goes "straight on": in by one edge (corner), out by the opposite edge (the
    cell opposite across the corner, which exists where an even number of cells meet inside
    the board: 4 everywhere except the centre, where 6 meet)."""

    kind = "cells"

    def __init__(self):
        self.names, self.poly = [], []
        for s, sec in enumerate(SECTIONS):
            angle = -120 * s          # seat s sits 120 degrees clockwise from seat s-1
            for r in range(4):
                for f in range(8):
                    self.names.append(f"{sec}{FILES[f]}{r + 1}")
                    self.poly.append([_rot(p, angle) for p in _cell_polygon(f, r)])
        self.index = {n: i for i, n in enumerate(self.names)}
        n = len(self.names)
        key = lambda p: (round(p[0], 6), round(p[1], 6))
        self.vkeys = [[key(p) for p in poly] for poly in self.poly]
        around = {}
        for c, ks in enumerate(self.vkeys):
            for k in ks:
                around.setdefault(k, []).append(c)
        edge_cells = {}
        for c, ks in enumerate(self.vkeys):
            for i in range(4):
                edge_cells.setdefault(frozenset((ks[i], ks[(i + 1) % 4])), []).append(c)
        # across[c][i]: the cell across edge i (vertex i to i+1) of c, or None
        self.across = [[next((o for o in edge_cells[frozenset((ks[i], ks[(i + 1) % 4]))] if o != c), None)
                        for i in range(4)] for c, ks in enumerate(self.vkeys)]
        self.centre = [sum(p[0] for p in poly) / 4 for poly in self.poly], [sum(p[1] for p in poly) / 4 for poly in self.poly]
        self.orth = [[o for o in row if o is not None] for row in self.across]
        self.diag = [sorted({o for k in self.vkeys[c] for o in around[k]} - {c} - set(self.orth[c]))
                     for c in range(n)]
        # the cell opposite c across its vertex i (straight on through that corner)
        self._opposite = {}
        for k, cells in around.items():
            edges = {frozenset((ks[i], ks[(i + 1) % 4])) for o in cells for ks in [self.vkeys[o]]
                     for i in range(4) if k in (ks[i], ks[(i + 1) % 4])}
            if len(edges) != len(cells) or len(cells) % 2:
                continue          # on the rim: no cell straight across
            order = sorted(cells, key=lambda o: math.atan2(self.cy(o) - k[1], self.cx(o) - k[0]))
            for j, o in enumerate(order):
                self._opposite[(o, k)] = order[(j + len(order) // 2) % len(order)]
        self.rook = [[self._orth_ray(c, i) for i in range(4) if self.across[c][i] is not None] for c in range(n)]
        self.bishop = [[r for i in range(4) for r in [self._diag_ray(c, i)] if r] for c in range(n)]
        self.king = [sorted(set(self.orth[c]) | set(self.diag[c])) for c in range(n)]
        self.knight = [sorted({d for m in self.orth[c] for d in self.diag[m]} - {c} - set(self.king[c]))
                       for c in range(n)]
        self.alfil = self.ferz = [[] for _ in range(n)]

    def __len__(self):
        return len(self.names)

    def cx(self, c):
        return self.centre[0][c]

    def cy(self, c):
        return self.centre[1][c]

    def polygon(self, c):
        return self.poly[c]

    def _orth_ray(self, c, i):
        ray = []
        while True:
            t = self.across[c][i]
            if t is None:
                return ray
            ray.append(t)
            j = self.across[t].index(c)      # the edge we came in by; leave by the opposite one
            c, i = t, (j + 2) % 4

    def _diag_ray(self, c, i):
        ray = []
        while True:
            k = self.vkeys[c][i]
            t = self._opposite.get((c, k))
            if t is None:
                return ray
            ray.append(t)
            j = self.vkeys[t].index(k)
            c, i = t, (j + 2) % 4

    def section(self, c):
        return SECTIONS.index(self.names[c][0])

    def rank(self, c):
        return int(self.names[c][2])

    def forward(self, c, seat):
        """A pawn of `seat` moves up its file to the centre, then on down the file it meets."""
        for ray in self.rook[c]:
            t = ray[0]
            if self.section(c) == seat:
                if (self.section(t) == seat and self.rank(t) == self.rank(c) + 1) or \
                   (self.section(t) != seat and self.rank(c) == 4 and self.rank(t) == 4):
                    return t
            elif self.section(t) == self.section(c) and self.rank(t) == self.rank(c) - 1:
                return t
        return None

    def captures(self, c, seat):
        """Diagonally forward: the straight-on diagonal cells through the two corners of the edge
        into the forward cell, and the cells beside the forward cell that touch this cell (the two
        coincide except at the centre, where a d4/e4 pawn gets three)."""
        f = self.forward(c, seat)
        if f is None:
            return []
        i = self.across[c].index(f)
        out = set()
        for k in (self.vkeys[c][i], self.vkeys[c][(i + 1) % 4]):
            t = self._opposite.get((c, k))
            if t is not None:
                out.add(t)
        out |= set(self.orth[f]) & set(self.diag[c])
        return sorted(out)

    def rotate(self, c, turns):
        """The cell after turning the board `turns` seats on (120 degrees each)."""
        name = self.names[c]
        return self.index[SECTIONS[(SECTIONS.index(name[0]) + turns) % 3] + name[1:]]


def _corner(k):
    """Hexagon vertex k (k = 0 bottom left, counter-clockwise) of circumradius 1."""
    a = math.radians(240 + 60 * k)
    return (math.cos(a), math.sin(a))


def _mid(p, q):
    return ((p[0] + q[0]) / 2, (p[1] + q[1]) / 2)


def _rot(p, deg):
    a = math.radians(deg)
    return (p[0] * math.cos(a) - p[1] * math.sin(a), p[0] * math.sin(a) + p[1] * math.cos(a))


def _cell_polygon(f, r):
    """White's cell (file f 0-7, rank r 0-3): bilinear in the kite of files a-d (V0, M0, O, M5)
    or e-h (M0, V1, M1, O); counter-clockwise corners, starting on the side nearer rank 1."""
    v0, v1, v5 = _corner(0), _corner(1), _corner(5)
    o, m0, m1, m5 = (0.0, 0.0), _mid(v0, v1), _mid(v1, _corner(2)), _mid(v5, v0)
    if f < 4:
        q = (v0, m0, o, m5)          # P(0,0), P(1,0), P(1,1), P(0,1)
        s0 = f / 4
    else:
        q = (m0, v1, m1, o)
        s0 = (f - 4) / 4

    def p(s, t):
        a, b, c, d = q
        return ((1 - s) * (1 - t) * a[0] + s * (1 - t) * b[0] + s * t * c[0] + (1 - s) * t * d[0],
                (1 - s) * (1 - t) * a[1] + s * (1 - t) * b[1] + s * t * c[1] + (1 - s) * t * d[1])
    t0 = r / 4
    return [p(s0, t0), p(s0 + .25, t0), p(s0 + .25, t0 + .25), p(s0, t0 + .25)]
