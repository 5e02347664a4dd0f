"""The position text (FEN-like), move text and the game record, as the rule sheets define them.

Position: `<board> <turn> <status> <scores> <castling> <ep> <halfmove> <fullmove> [<mode>]`
- board: rows separated by `/`; grids from the top rank down, each row its cells from the
  lowest file up (holes are not written); the hexagon: White's ranks 4..1, then Red's, then
  Black's, each rank files a..h. A row is comma-separated tokens: a number = that many empty
  cells; a piece = seat letter + role letter [+ pawn direction n/e/s/w, Four Seasons only] [+ `~`
  if promoted].
- turn: the seat letter; status: per seat `a` (alive) or `g<k>` (grey: the k-th player out;
  the players out are numbered 1 to their count, each once); scores: per seat whole numbers from
  0 to 999 999 999, all 0 in a game without points; castling: `-` (a game without castling) or
  per seat `-` or `K`, `Q`, `KQ`; ep: `-` or `<passed cell>:<pawn cell>`; halfmove: 0 to the
  move limit of C9 (50 per seat); fullmove: 1 to 999 999 999.
- mode: a ninth field in the games with modes (four-player, eight-player), which is written; a
  text without it is read in the rules' mode, one with another mode is refused.
"""
COUNTER_MAX = 999_999_999
import re
from engine import Piece, Position, ALIVE

TOKEN = re.compile(r"^([a-z])([A-Z])([nesw]?)(~?)$")


def rows(board):
    if board.kind == "cells":
        return [[board.index[f"{sec}{f}{r}"] for f in "abcdefgh"] for sec in "WRB" for r in (4, 3, 2, 1)]
    return [[board.at[(x, y)] for x in range(board.files) if (x, y) in board.at]
            for y in range(board.ranks - 1, -1, -1)]


def write_position(rules, pos):
    out = []
    for row in rows(rules.board):
        toks, run = [], 0
        for c in row:
            p = pos.board[c]
            if p is None:
                run += 1
                continue
            if run:
                toks.append(str(run))
                run = 0
            d = p.dir if (rules.id == "four-seasons" and p.role == "P") else ""
            toks.append(rules.letters[p.owner] + p.role + d + ("~" if p.promoted else ""))
        if run:
            toks.append(str(run))
        out.append(",".join(toks))
    status = ",".join(s if s == ALIVE else f"g{s}" for s in pos.status)
    castling = ",".join(c or "-" for c in pos.castling) if rules.castling else "-"
    ep = f"{rules.board.names[pos.ep[0]]}:{rules.board.names[pos.ep[1]]}" if pos.ep else "-"
    return " ".join(["/".join(out), rules.letters[pos.turn], status, ",".join(map(str, pos.scores)),
                     castling, ep, str(pos.halfmove), str(pos.fullmove)] + ([rules.mode] if rules.mode else []))


def read_position(rules, text):
    """Position text -> Position; ValueError saying what is wrong."""
    fields = text.split(" ")
    if rules.mode and len(fields) == 9:
        if fields[8] != rules.mode:
            raise ValueError(f"a position of mode {fields[8]!r}, not {rules.mode!r}")
        fields = fields[:8]
    if len(fields) != 8:
        raise ValueError(f"a position has 8 fields (9 with a mode), this one {len(fields)}")
    b, n = rules.board, rules.n
    board = [None] * len(b)
    layout = rows(b)
    texts = fields[0].split("/")
    if len(texts) != len(layout):
        raise ValueError(f"the board has {len(layout)} rows, not {len(texts)}")
    for row, text in zip(layout, texts):
        i = 0
        for tok in text.split(",") if text else []:
            if tok.isdigit():
                i += int(tok)
                continue
            m = TOKEN.match(tok)
            if not m or m.group(1) not in rules.letters or m.group(2) not in rules.roles:
                raise ValueError(f"bad piece {tok!r}")
            if i >= len(row):
                raise ValueError(f"row {text!r} is too long")
            owner, role = rules.letters.index(m.group(1)), m.group(2)
            d = m.group(3) or None
            if rules.id == "four-seasons" and role == "P":
                if d is None:
                    raise ValueError(f"a Four Seasons pawn needs its direction: {tok!r}")
            elif d is not None:
                raise ValueError(f"only Four Seasons pawns carry a direction: {tok!r}")
            elif role == "P" and b.kind == "grid":
                d = rules.dirs[owner]
            board[row[i]] = Piece(owner, role, d, bool(m.group(4)))
            i += 1
        if i != len(row):
            raise ValueError(f"row {text!r} covers {i} cells, not {len(row)}")
    if fields[1] not in rules.letters:
        raise ValueError(f"unknown seat {fields[1]!r}")
    turn = rules.letters.index(fields[1])
    status = []
    for s in fields[2].split(","):
        if s == ALIVE:
            status.append(ALIVE)
        elif re.fullmatch(r"g[1-9]\d*", s):
            status.append(int(s[1:]))
        else:
            raise ValueError(f"bad status {s!r}")
    out = sorted(s for s in status if s != ALIVE)
    if out != list(range(1, len(out) + 1)):
        raise ValueError(f"the players out are numbered 1 to {len(out)}, each once: {fields[2]!r}")
    scores = [int(x) for x in fields[3].split(",")] if re.fullmatch(r"\d+(,\d+)*", fields[3]) else None
    if len(status) != n or scores is None or len(scores) != n:
        raise ValueError(f"status and scores need {n} entries each (scores from 0)")
    if any(x > (COUNTER_MAX if rules.values else 0) for x in scores):
        raise ValueError(f"scores out of range (a game {'with' if rules.values else 'without'} points): {fields[3]!r}")
    if status[turn] != ALIVE:
        raise ValueError("the side to move is out")
    if not rules.castling:
        if fields[4] != "-":
            raise ValueError(f"{rules.id} has no castling: the field must be '-'")
        castling = [""] * n
    else:
        castling = ["" if c == "-" else c for c in fields[4].split(",")]
        if len(castling) != n or any(not re.fullmatch(r"K?Q?", c) for c in castling):
            raise ValueError(f"bad castling field {fields[4]!r}")
    ep = None
    if fields[5] != "-" and not rules.en_passant:
        raise ValueError(f"{rules.id} has no en passant: the field must be '-'")
    if fields[5] != "-":
        try:
            a, c = fields[5].split(":")
            ep = (b.index[a], b.index[c])
        except (ValueError, KeyError):
            raise ValueError(f"bad en passant field {fields[5]!r}") from None
    if not (fields[6].isdigit() and fields[7].isdigit() and 1 <= int(fields[7]) <= COUNTER_MAX
            and int(fields[6]) <= rules.limit):
        raise ValueError(f"move counters out of range: {fields[6]!r} (0 to {rules.limit}), {fields[7]!r} (1 to {COUNTER_MAX})")
    for s in range(n):
        kings = sum(1 for p in board if p is not None and p.owner == s and p.role == "K")
        if status[s] == ALIVE and kings != 1:
            raise ValueError(f"{rules.seats[s][0]} is alive with {kings} kings")
    return Position(board, turn, status, scores, castling, ep, int(fields[6]), int(fields[7]))


def move_text(rules, m):
    if m.kind == "pass":
        return "pass"
    names = rules.board.names
    return f"{names[m.frm]}-{names[m.to]}" + (f"={m.promo}" if m.promo else "")


def parse_move(rules, legal, text):
    """Move text -> one of the legal moves; ValueError if it is none of them."""
    for m in legal:
        if move_text(rules, m) == text:
            return m
    raise ValueError(f"{text!r} is not a legal move here")


def record(rules, game, names=None, result=None):
    """A PGN-like record: one tag per player, the start if not the usual one, the ranking."""
    from engine import Engine
    gid = rules.id + (f":{rules.mode}" if rules.mode else "")
    tags = [("Variant", gid)]
    for s, (seat, _) in enumerate(rules.seats):
        tags.append((seat, (names or {}).get(seat, "?")))
    start = write_position(rules, game.start)
    if start != write_position(rules, Engine(rules).start()):
        tags.append(("FEN", start))
    out = game.outcome()
    if out:
        tags.append(("Ranking", "; ".join(", ".join(rules.seats[t][0] for t in g) for g in out["ranking"])))
        tags.append(("Scores", ",".join(map(str, out["scores"]))))
        tags.append(("Termination", out["reason"]))
    lines = [f'[{k} "{v}"]' for k, v in tags]
    text, fullmove = [], None
    for pos, m in zip(game.positions, game.moves):
        if pos.fullmove != fullmove:
            fullmove = pos.fullmove
            text.append(f"{fullmove}.")
        text.append(move_text(rules, m))
    return "\n".join(lines) + "\n\n" + " ".join(text) + (" *" if not out else "") + "\n"


def read_record(text):
    """A record -> (rules, Game) replayed from its start; ValueError on a bad tag or move."""
    import games
    from engine import Engine, Game
    tags = dict(re.findall(r'^\[(\w+) "([^"]*)"\]\s*$', text, re.M))
    if "Variant" not in tags:
        raise ValueError("a record needs its Variant tag")
    rules = games.make(tags["Variant"])
    e = Engine(rules)
    g = Game(e, read_position(rules, tags["FEN"]) if "FEN" in tags else None)
    body = re.sub(r'^\[.*\]\s*$', "", text, flags=re.M)
    for tok in body.split():
        if re.fullmatch(r"\d+\.", tok) or tok == "*":
            continue
        g.play(parse_move(rules, g.legal_moves(), tok))
    return rules, g
