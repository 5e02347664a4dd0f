"""The rules, slowly and plainly: legal moves, playing a move, eliminations, passes, scores,
the end and its ranking. Written from the rule sheets (src/variants/multi/*/rules.md); the
numbers in comments are their sentences ("C4" = common rule 4, "G3" = the game's rule 3)."""
from collections import namedtuple

Piece = namedtuple("Piece", "owner role dir promoted")
Move = namedtuple("Move", "frm to promo kind")      # kind: None, "double", "ep", "castle", "pass"
PASS = Move(None, None, None, "pass")
ALIVE = "a"
COUNTER_MAX = 999_999_999      # C11: the most a score or the full-move number counts


class Position:
    __slots__ = ("board", "turn", "status", "scores", "castling", "ep", "halfmove", "fullmove", "moves")

    def __init__(self, board, turn, status, scores, castling, ep, halfmove, fullmove):
        self.board, self.turn, self.status, self.scores = board, turn, status, scores
        self.castling, self.ep, self.halfmove, self.fullmove = castling, ep, halfmove, fullmove
        self.moves = None      # the side to move's legal moves, once computed (a cache, not state)

    def copy(self):
        return Position(list(self.board), self.turn, list(self.status), list(self.scores),
                        list(self.castling), self.ep, self.halfmove, self.fullmove)

    def key(self):
        """What makes a position the same for repetition (C9): everything but scores and counters."""
        return (tuple(self.board), self.turn, tuple(self.status), tuple(self.castling), self.ep)


class Engine:
    def __init__(self, rules):
        self.r = rules
        self.b = rules.board
        self.n = rules.n
        self._rev = {}
        self._castles = [rules.castles(s) if rules.castling else {} for s in range(self.n)]

    # ------------------------------------------------------------------ start and helpers
    def start(self):
        board = [None] * len(self.b)
        for c, (owner, role, d) in self.r.setup().items():
            board[c] = Piece(owner, role, d, False)
        castling = ["KQ" if self.r.castling else "" for _ in range(self.n)]
        return Position(board, 0, [ALIVE] * self.n, [0] * self.n, castling, None, 0, 1)

    def alive(self, pos, s):
        return pos.status[s] == ALIVE

    def enemy(self, s, t):
        return s != t and not self.r.partners(s, t)

    def can_take(self, pos, s, c):
        p = pos.board[c]
        if p is None or not self.enemy(s, p.owner):
            return False
        # C4: where kings are not captured, a live king is never taken, even when not its turn
        return not (p.role == "K" and self.r.royal == "check" and pos.status[p.owner] == ALIVE)

    def pdir(self, piece):
        return piece.dir if piece.dir is not None else piece.owner

    def king(self, pos, s):
        for c, p in enumerate(pos.board):
            if p is not None and p.owner == s and p.role == "K":
                return c
        return None

    # ------------------------------------------------------------------ attacks
    def _reverse(self, kind, key=None):
        """Cells from which a leaper (or a pawn moving `key`) reaches each cell."""
        k = (kind, key)
        if k not in self._rev:
            rev = [[] for _ in range(len(self.b))]
            for c in range(len(self.b)):
                for t in (self.b.captures(c, key) if kind == "pawn" else getattr(self.b, kind)[c]):
                    rev[t].append(c)
            self._rev[k] = rev
        return self._rev[k]

    def attacked(self, pos, t, s):
        """Is cell t attacked by a live piece of an enemy of seat s? (C5: grey pieces never attack.)"""
        board = pos.board

        def hostile(p, roles):
            return p is not None and p.role in roles and self.enemy(s, p.owner) and pos.status[p.owner] == ALIVE
        for rays, roles in ((self.b.rook[t], "RQ"), (self.b.bishop[t], "BQ")):
            for ray in rays:
                for c in ray:
                    if board[c] is not None:
                        if hostile(board[c], roles):
                            return True
                        break
        for kind, role in (("knight", "N"), ("king", "K"), ("alfil", "A"), ("ferz", "F")):
            for c in self._reverse(kind)[t]:
                if hostile(board[c], role):
                    return True
        for d in (range(self.n) if self.b.kind == "cells" else "nesw"):
            for c in self._reverse("pawn", d)[t]:
                p = board[c]
                if hostile(p, "P") and self.pdir(p) == d:
                    return True
        return False

    def in_check(self, pos, s):
        if self.r.royal != "check":
            return False
        k = self.king(pos, s)
        return k is not None and self.attacked(pos, k, s)

    # ------------------------------------------------------------------ moves
    def pseudo(self, pos, s, ep):
        out = []
        b, board = self.b, pos.board
        for c, p in enumerate(board):
            if p is None or p.owner != s:
                continue
            role = p.role
            if role == "P":
                out += self._pawn(pos, s, c, p, ep)
                continue
            if role in "RQ" or role in "BQ":
                rays = (b.rook[c] if role in "RQ" else []) + (b.bishop[c] if role in "BQ" else [])
                for ray in rays:
                    for t in ray:
                        if board[t] is None:
                            out.append(Move(c, t, None, None))
                        else:
                            if self.can_take(pos, s, t):
                                out.append(Move(c, t, None, None))
                            break
                continue
            steps = {"K": b.king, "N": b.knight, "A": b.alfil, "F": b.ferz}[role][c]
            for t in steps:
                if board[t] is None or self.can_take(pos, s, t):
                    out.append(Move(c, t, None, None))
        return out

    def _pawn(self, pos, s, c, p, ep):
        b, board, d = self.b, pos.board, self.pdir(p)
        out = []

        def add(t, kind=None):
            if self.r.promotes(s, d, t):
                out.extend(Move(c, t, r, kind) for r in self.r.promotion_roles)
            else:
                out.append(Move(c, t, None, kind))
        # C13: whatever the kind of move, landing on the promotion line promotes
        f = b.forward(c, d)
        if f is not None and board[f] is None:
            add(f)
            if self.r.double_step and self.r.on_start_rank(s, c):
                f2 = b.forward(f, d)
                if f2 is not None and board[f2] is None:
                    add(f2, "double")
        for t in b.captures(c, d):
            if self.can_take(pos, s, t):
                add(t)
            elif ep is not None and t == ep[0] and board[t] is None and self.can_take(pos, s, ep[1]):
                add(t, "ep")
        return out

    def castle_moves(self, pos, s):
        out = []
        for flag in pos.castling[s]:
            kf, kt, rf, rt, empty, safe = self._castles[s][flag]
            k, r = pos.board[kf], pos.board[rf]
            if k is None or k != Piece(s, "K", None, False) or r is None or r.owner != s or r.role != "R":
                continue
            if any(pos.board[c] is not None for c in empty):
                continue
            if any(self.attacked(pos, c, s) for c in safe):
                continue
            out.append(Move(kf, kt, None, "castle"))
        return out

    def moves_of(self, pos, s, ep=None):
        """Seat s's legal moves, passes aside (C6)."""
        moves = self.pseudo(pos, s, ep)
        if self.r.royal != "check":
            return moves
        legal = []
        for m in moves:
            after = self.apply(pos, m, s)
            if not self.in_check(after, s):
                legal.append(m)
        if self.r.castling:
            legal += self.castle_moves(pos, s)
        return legal

    def legal_moves(self, pos):
        if self.over(pos):
            return []
        if pos.moves is None:
            pos.moves = self.moves_of(pos, pos.turn, pos.ep)
        return pos.moves if pos.moves else [PASS]

    def checkmated(self, pos, s, ep=None):
        return self.in_check(pos, s) and not self.moves_of(pos, s, ep)

    # ------------------------------------------------------------------ playing
    def apply(self, pos, m, s):
        """The board after move m of seat s (no scores, no turn): for legality tests too."""
        new = pos.copy()
        board = new.board
        p = board[m.frm]
        board[m.frm] = None
        if m.kind == "ep":
            board[pos.ep[1]] = None
        if m.kind == "castle":
            kf, kt, rf, rt, _, _ = next(v for v in self._castles[s].values() if v[0] == m.frm and v[1] == m.to)
            board[rf] = None
            board[rt] = Piece(s, "R", None, False)
        board[m.to] = Piece(s, m.promo, None, True) if m.promo else p
        return new

    def play(self, pos, m):
        """The position after the legal move m (checked by the caller)."""
        s = pos.turn
        if m.kind == "pass":
            new = pos.copy()
            new.ep = None
            new.halfmove += 1
            return self._next(new, s)
        taken_at = pos.ep[1] if m.kind == "ep" else m.to
        taken = pos.board[taken_at]
        mover = pos.board[m.frm]
        new = self.apply(pos, m, s)
        if taken is not None:
            self.score(new, s, self.value(pos, taken))
            if self.r.royal == "capture" and taken.role == "K" and pos.status[taken.owner] == ALIVE:
                self.eliminate(new, taken.owner)            # Chaturaji: a captured king is out
        for t in range(self.n):                               # castling rights die with a move
            for flag, (kf, _, rf, _, _, _) in self._castles[t].items():
                if flag in new.castling[t] and {kf, rf} & {m.frm, taken_at}:
                    new.castling[t] = new.castling[t].replace(flag, "")
        new.ep = (self.b.forward(m.frm, self.pdir(mover)), m.to) if m.kind == "double" else None
        reset = taken is not None or (mover.role == "P" and self.r.counter_resets_on_pawn)
        new.halfmove = 0 if reset else new.halfmove + 1
        if self.r.mate == "immediate-ffa":                    # mate is immediate; points to the mover
            for t in self.seats_after(s):
                if t != s and self.alive(new, t) and self.checkmated(new, t, new.ep if t == self._next_live(new, s) else None):
                    self.eliminate(new, t)
                    self.score(new, s, self.r.mate_points)
        return self._next(new, s)

    def score(self, pos, s, points):
        """C11: a score stops at 999 999 999 rather than grow without end."""
        pos.scores[s] = min(pos.scores[s] + points, COUNTER_MAX)

    def value(self, pos, piece):
        """Points for taking `piece`: nothing for a grey piece, nothing in games without scores."""
        if pos.status[piece.owner] != ALIVE:
            return 0
        if piece.role == "K":
            return self.r.king_value
        if piece.promoted and self.r.promoted_value is not None:
            return self.r.promoted_value
        return (self.r.values or {}).get(piece.role, 0)

    def eliminate(self, pos, s):
        pos.status[s] = 1 + sum(1 for x in pos.status if x != ALIVE)
        pos.castling[s] = ""
        if self.r.remove_mated_king:
            k = self.king(pos, s)
            if k is not None:
                pos.board[k] = None

    def seats_after(self, s):
        return [(s + i) % self.n for i in range(1, self.n + 1)]

    def _next_live(self, pos, s):
        return next((t for t in self.seats_after(s) if self.alive(pos, t)), s)

    def _next(self, pos, s):
        """Hand the turn to the next live seat and settle what happens when a turn comes (C7)."""
        while True:
            nxt = self._next_live(pos, s)
            if nxt <= s:
                pos.fullmove = min(pos.fullmove + 1, COUNTER_MAX)   # C11
            pos.turn = nxt
            if self.over(pos):
                return pos
            pos.moves = self.moves_of(pos, nxt, pos.ep)
            if pos.moves:
                return pos
            check = self.in_check(pos, nxt)
            if check and self.r.mate in ("on-turn-out", "immediate-ffa"):
                self.eliminate(pos, nxt)
            elif not check and self.r.stalemate == "out+20":
                self.eliminate(pos, nxt)
                self.score(pos, nxt, self.r.stalemate_points)
            else:
                return pos       # must pass, or (team-mate) the game is over
            pos.moves = None     # (C8: an en passant capture passes to the seat that moves next)
            s = nxt

    # ------------------------------------------------------------------ the end
    def _mated_now(self, pos):
        """Three-player: every seat checkmated now (the first mate ends the game)."""
        return [t for t in range(self.n) if self.alive(pos, t)
                and self.checkmated(pos, t, pos.ep if t == pos.turn else None)]

    def over(self, pos, repetitions=1):
        return self.outcome(pos, repetitions) is not None

    def outcome(self, pos, repetitions=1):
        """None while the game goes on; else {ranking: [[seats]...], scores, reason}."""
        r, alive = self.r, [t for t in range(self.n) if self.alive(pos, t)]
        scores = list(pos.scores)
        out_order = sorted((t for t in range(self.n) if t not in alive), key=lambda t: -pos.status[t])
        if r.ranking == "first-mate":
            mated = self._mated_now(pos)
            if mated:
                winner = (pos.turn - 1) % self.n
                rest = [t for t in range(self.n) if t != winner and t not in mated]
                return self._result([[winner]] + ([rest] if rest else []) + [mated], scores, "checkmate")
        if r.ranking == "team-mate" and self.checkmated(pos, pos.turn, pos.ep):
            loser = r.teams[pos.turn]
            return self._result([[t for t in range(self.n) if r.teams[t] != loser],
                                 [t for t in range(self.n) if r.teams[t] == loser]], scores, "checkmate")
        if r.ranking == "team-last":
            teams_alive = {r.teams[t] for t in alive}
            if len(teams_alive) <= 1:
                return self._result(self._team_order(pos, alive), scores, "last team standing")
        elif len(alive) <= 1 and r.ranking in ("score", "last-standing"):
            if r.ranking == "score":
                return self._result(self._by_score(scores), scores, "one player left")
            return self._result([alive] + [[t] for t in out_order], scores, "last king standing")
        if pos.halfmove >= r.limit or repetitions >= 5:
            reason = "fifty rounds" if pos.halfmove >= r.limit else "fivefold repetition"
            for t in alive:
                scores[t] = min(scores[t] + r.draw_points, COUNTER_MAX)
            if r.ranking == "score":
                return self._result(self._by_score(scores), scores, reason)
            if r.ranking == "last-standing":
                return self._result([alive] + [[t] for t in out_order], scores, reason)
            if r.ranking == "team-last":
                return self._result(self._team_order(pos, alive), scores, reason)
            return self._result([list(range(self.n))], scores, reason)
        return None

    def _team_order(self, pos, alive):
        teams = sorted(set(self.r.teams))
        members = {k: [t for t in range(self.n) if self.r.teams[t] == k] for k in teams}
        live = [k for k in teams if any(t in alive for t in members[k])]
        dead = sorted((k for k in teams if k not in live),
                      key=lambda k: -max(pos.status[t] for t in members[k]))
        return [[t for k in live for t in members[k]]] + [members[k] for k in dead]

    def _by_score(self, scores):
        return [[t for t in range(self.n) if scores[t] == v] for v in sorted(set(scores), reverse=True)]

    def _result(self, ranking, scores, reason):
        return {"ranking": ranking, "scores": scores, "reason": reason}


class Game:
    """A game with its history, for repetitions (C9) and records."""

    def __init__(self, engine, pos=None):
        self.e = engine
        self.start = pos or engine.start()
        self.positions = [self.start]
        self.moves = []
        self.seen = {self.start.key(): 1}

    @property
    def pos(self):
        return self.positions[-1]

    def repetitions(self):
        return self.seen[self.pos.key()]

    def legal_moves(self):
        if self.outcome() is not None:
            return []
        return list(self.e.legal_moves(self.pos))

    def play(self, m):
        if m not in self.legal_moves():
            raise ValueError("illegal move")
        new = self.e.play(self.pos, m)
        self.positions.append(new)
        self.moves.append(m)
        self.seen[new.key()] = self.seen.get(new.key(), 0) + 1
        return new

    def outcome(self):
        return self.e.outcome(self.pos, self.repetitions())
