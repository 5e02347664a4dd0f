"""The five games as data: board, seats, setup, and the rule switches the engine reads.
Each switch cites the sentence of the game's rule sheet (src/variants/multi/<id>/rules.md)."""
from geometry import FILES, Hexagon, board_8x8, board_cross, board_516, SECTIONS

FFA_VALUES = {"P": 1, "N": 3, "B": 5, "R": 5, "Q": 9}


class Rules:
    """Defaults: chess pieces, check, no castling/en passant, passes when stuck."""
    id = mode = None
    board = None
    seats = ()                 # (name, letter) in turn order
    teams = None               # team number per seat, or None (everyone for themselves)
    royal = "check"            # "check" or "capture" (kings are taken)
    mate = "immediate-ffa"     # see engine.settle
    stalemate = "pass"         # "pass" or "out+20" (ffa)
    values = None              # capture points per role, or None (no scores)
    king_value = 0             # points for taking a live king (royal = capture)
    promoted_value = None      # points for taking a promoted piece (ffa: 1)
    mate_points = stalemate_points = draw_points = 0
    counter_resets_on_pawn = True
    promotion_roles = "QRBN"
    en_passant = castling = double_step = False
    ranking = "score"          # "score", "last-standing", "first-mate", "team-mate", "team-last"
    remove_mated_king = False

    def __init__(self):
        self.n = len(self.seats)
        self.letters = [l for _, l in self.seats]
        self.limit = 50 * self.n

    def partners(self, a, b):
        return self.teams is not None and self.teams[a] == self.teams[b]


def _army(board, spec, owner, pawn_dir=None):
    """spec: {cell name: role}."""
    return {board.index[c]: (owner, r, pawn_dir if r == "P" else None) for c, r in spec.items()}


def _grid_rotated(board, cells, quarter):
    return {board.names[board.rotate(board.index[c], quarter)]: r for c, r in cells.items()}


class Chaturaji(Rules):
    id = "chaturaji"
    board = board_8x8()
    seats = (("Red", "r"), ("Blue", "b"), ("Yellow", "y"), ("Green", "g"))
    royal = "capture"
    mate = None
    values = {"P": 1, "N": 3, "B": 5, "R": 5}
    king_value = 3
    counter_resets_on_pawn = False
    promotion_roles = "R"
    dirs = "nesw"
    roles = {"K": "king", "R": "rook", "N": "knight", "B": "bishop", "P": "pawn"}

    def setup(self):
        red = {"a1": "R", "b1": "N", "c1": "B", "d1": "K", "a2": "P", "b2": "P", "c2": "P", "d2": "P"}
        out = {}
        for s in range(4):
            out.update(_army(self.board, _grid_rotated(self.board, red, s), s, self.dirs[s]))
        return out

    def promotes(self, seat, pawn_dir, cell):
        return self.board.forward(cell, pawn_dir) is None


class FourSeasons(Rules):
    id = "four-seasons"
    board = board_8x8()
    # anticlockwise from a1: Green, Red (h1), Black (h8), White (a8)
    seats = (("Green", "g"), ("Red", "r"), ("Black", "b"), ("White", "w"))
    mate = "on-turn-out"
    ranking = "last-standing"
    remove_mated_king = True
    promotion_roles = "F"
    roles = {"K": "king", "R": "rook", "N": "knight", "A": "alfil", "F": "ferz", "P": "pawn"}
    # a quarter turn anticlockwise takes Green's corner to Red's
    _anti = {"n": "w", "e": "n", "s": "e", "w": "s"}

    def setup(self):
        out = {}
        for s in range(4):
            for name, (role, d) in {"a1": ("K", None), "b1": ("R", None), "a2": ("N", None), "b2": ("A", None),
                                    "a3": ("P", "n"), "b3": ("P", "n"), "c1": ("P", "e"), "c2": ("P", "e")}.items():
                c = self.board.rotate(self.board.index[name], -s)
                for _ in range(s):
                    d = self._anti[d] if d else None
                out[c] = (s, role, d)
        return out

    def promotes(self, seat, pawn_dir, cell):
        return self.board.forward(cell, pawn_dir) is None


class FourPlayer(Rules):
    id = "four-player"
    board = board_cross()
    seats = (("Red", "r"), ("Blue", "b"), ("Yellow", "y"), ("Green", "g"))
    dirs = "nesw"
    roles = {"K": "king", "Q": "queen", "R": "rook", "B": "bishop", "N": "knight", "P": "pawn"}
    castling = en_passant = double_step = True
    # castling as Red (turned for the others): (king from, king to, rook from, rook to, cells that
    # must be empty, cells the king stands on or crosses, none of them attacked). K side: rook k1.
    castle_red = {"K": ("h1", "j1", "k1", "i1", ["i1", "j1"], ["h1", "i1", "j1"]),
                  "Q": ("h1", "f1", "d1", "g1", ["e1", "f1", "g1"], ["h1", "g1", "f1"])}

    def __init__(self, mode="ffa"):
        if mode not in ("ffa", "teams"):
            raise ValueError(f"four-player has modes ffa and teams, not {mode!r}")
        self.mode = mode
        if mode == "teams":
            self.teams = (0, 1, 0, 1)
            self.mate = "team-mate"
            self.ranking = "team-mate"
            self.promo_rank = 11
        else:
            self.values = FFA_VALUES
            self.promoted_value = 1
            self.mate_points = self.stalemate_points = 20
            self.draw_points = 10
            self.stalemate = "out+20"
            self.promo_rank = 8
        super().__init__()
        self.size = 14
        red = {FILES[3 + i] + "1": r for i, r in enumerate("RNBQKBNR")}
        red.update({FILES[3 + i] + "2": "P" for i in range(8)})
        self.red_spec = red

    def turned(self, name, seat):
        return self.board.names[self.board.rotate(self.board.index[name], seat)]

    def setup(self):
        out = {}
        for s in range(4):
            out.update(_army(self.board, {self.turned(c, s): r for c, r in self.red_spec.items()}, s, self.dirs[s]))
        return out

    def castles(self, seat):
        return {flag: tuple(self.board.index[self.turned(x, seat)] if isinstance(x, str)
                            else [self.board.index[self.turned(y, seat)] for y in x] for x in spec)
                for flag, spec in self.castle_red.items()}

    def _red_rank(self, seat, cell):
        """The rank of `cell` counted from `seat`'s side (1 = its back rank)."""
        return self.board.xy[self.board.rotate(cell, -seat)][1] + 1

    def on_start_rank(self, seat, cell):
        return self._red_rank(seat, cell) == 2

    def promotes(self, seat, pawn_dir, cell):
        return self._red_rank(seat, cell) == self.promo_rank


class EightPlayer(FourPlayer):
    id = "eight-player"
    board = board_516()
    # clockwise from White, the left arm of the bottom side
    seats = (("White", "w"), ("Red", "r"), ("Blue", "b"), ("Yellow", "y"),
             ("Purple", "p"), ("Orange", "o"), ("Green", "g"), ("Black", "k"))
    dirs = "neesswwn"

    def __init__(self, mode="singles"):
        if mode not in ("singles", "pairs", "teams"):
            raise ValueError(f"eight-player has modes singles, pairs and teams, not {mode!r}")
        self.mode = mode
        if mode == "singles":
            self.values = FFA_VALUES
            self.promoted_value = 1
            self.mate_points = self.stalemate_points = 20
            self.draw_points = 10
            self.stalemate = "out+20"
            self.promo_rank = 13
        else:
            # pairs: the two armies of a side; teams: bottom + left against top + right
            self.teams = (0, 1, 1, 2, 2, 3, 3, 0) if mode == "pairs" else (0, 0, 0, 1, 1, 1, 1, 0)
            self.mate = "on-turn-out"
            self.ranking = "team-last"
            self.promo_rank = 21
        Rules.__init__(self)
        self.size = 24
        back = "RNBQKBNR"
        self.arms = []
        for x0 in (3, 13):   # the bottom side's two arms: d-k (White), n-u (Black)
            spec = {FILES[x0 + i] + "1": r for i, r in enumerate(back)}
            spec.update({FILES[x0 + i] + "2": "P" for i in range(8)})
            self.arms.append(spec)

    # seat -> (which bottom arm, quarter turns clockwise)
    def _placement(self, seat):
        return {0: (0, 0), 7: (1, 0), 1: (1, 1), 2: (0, 1), 3: (1, 2), 4: (0, 2), 5: (1, 3), 6: (0, 3)}[seat]

    def turned(self, name, seat):
        return self.board.names[self.board.rotate(self.board.index[name], self._placement(seat)[1])]

    def setup(self):
        out = {}
        for s in range(8):
            arm, q = self._placement(s)
            out.update(_army(self.board, {self.turned(c, s): r for c, r in self.arms[arm].items()}, s, self.dirs[s]))
        return out

    def castles(self, seat):
        arm, q = self._placement(seat)
        shift = 0 if arm == 0 else 10          # the right arm is the left one moved 10 files
        def cell(name):
            name = FILES[FILES.index(name[0]) + shift] + name[1:]
            return self.board.index[self.turned(name, seat)]
        return {flag: tuple(cell(x) if isinstance(x, str) else [cell(y) for y in x] for x in spec)
                for flag, spec in self.castle_red.items()}

    def _red_rank(self, seat, cell):
        return self.board.xy[self.board.rotate(cell, -self._placement(seat)[1])][1] + 1


class ThreePlayer(Rules):
    id = "three-player"
    board = Hexagon()
    seats = (("White", "w"), ("Red", "r"), ("Black", "b"))
    mate = "immediate-win"
    ranking = "first-mate"
    roles = {"K": "king", "Q": "queen", "R": "rook", "B": "bishop", "N": "knight", "P": "pawn"}
    castling = en_passant = double_step = True

    def setup(self):
        out = {}
        for s, sec in enumerate(SECTIONS):
            for i, r in enumerate("RNBQKBNR"):
                out[self.board.index[f"{sec}{FILES[i]}1"]] = (s, r, None)
                out[self.board.index[f"{sec}{FILES[i]}2"]] = (s, "P", None)
        return out

    def castles(self, seat):
        sec = SECTIONS[seat]
        c = lambda f: self.board.index[f"{sec}{f}1"]
        return {"K": (c("e"), c("g"), c("h"), c("f"), [c("f"), c("g")], [c("e"), c("f"), c("g")]),
                "Q": (c("e"), c("c"), c("a"), c("d"), [c("b"), c("c"), c("d")], [c("e"), c("d"), c("c")])}

    def on_start_rank(self, seat, cell):
        return self.board.section(cell) == seat and self.board.rank(cell) == 2

    def promotes(self, seat, pawn_dir, cell):
        return self.board.section(cell) != seat and self.board.rank(cell) == 1


def make(game_id):
    """'four-player:ffa' -> Rules; unknown id or mode -> ValueError."""
    gid, _, mode = game_id.partition(":")
    makers = {"chaturaji": Chaturaji, "four-seasons": FourSeasons, "three-player": ThreePlayer,
              "four-player": FourPlayer, "eight-player": EightPlayer}
    if gid not in makers:
        raise ValueError(f"unknown game {gid!r}")
    if gid in ("four-player", "eight-player"):
        return makers[gid](mode) if mode else makers[gid]()
    if mode:
        raise ValueError(f"{gid} has no modes")
    return makers[gid]()
