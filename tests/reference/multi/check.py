#!/usr/bin/env python3
"""Checks of the multi-player reference; exit code 1 on any failure.

1. every rule case of tests/data/multi/*.json (worked out by hand from the rule sheets);
2. the boards: cell counts, the hexagon's 120-degree symmetry, rays that can be walked back;
3. symmetry: turning a position by one seat (two on the eight-player board, a quarter turn)
   maps every legal move onto a legal move; perft from each seat's first turn is equal;
4. the degenerate cross-check: Red and Yellow alone on the four-player board move as
   python-chess says (pins, checks, castling, en passant, promotion);
5. random playouts end with a valid ranking; every position's text reads back to itself.
Usage: check.py [-v] [--quick]
"""
import json
import os
import random
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import games  # noqa: E402
from engine import Engine, Game, Piece, Position, ALIVE  # noqa: E402
from notation import read_position, write_position, move_text, parse_move, record, read_record  # noqa: E402
from geometry import Hexagon, board_8x8, board_cross, board_516  # noqa: E402

DATA = os.path.normpath(os.path.join(HERE, "..", "..", "data", "multi"))
MODES = ["chaturaji", "four-seasons", "four-player:ffa", "four-player:teams", "three-player",
         "eight-player:singles", "eight-player:pairs", "eight-player:teams"]
failures = []
VERBOSE = "-v" in sys.argv


def fail(what):
    failures.append(what)
    print("FAIL", what)


def expect(cond, what):
    if not cond:
        fail(what)
    return cond


# ---------------------------------------------------------------------- 1. rule cases
def seat_names(rules, seats):
    return [rules.seats[t][0] for t in seats]


def run_case(case, where):
    rules = games.make(case["game"])
    e = Engine(rules)
    want = case["expect"]
    label = f"{where} rule {case['rule']}: {case.get('what', '')}"
    if "error" in want:
        try:
            read_position(rules, case["position"])
        except ValueError:
            return
        return fail(f"{label}: the position text should be refused")
    pos = e.start() if case.get("position", "start") == "start" else read_position(rules, case["position"])
    g = Game(e, pos)
    for text in case.get("moves", []):
        try:
            g.play(parse_move(rules, g.legal_moves(), text))
        except ValueError as err:
            return fail(f"{label}: {err}")
    pos = g.pos
    legal = [move_text(rules, m) for m in g.legal_moves()]
    names = rules.board.names
    if "illegal" in want:
        for text in want["illegal"]:
            expect(text not in legal, f"{label}: {text} should be illegal")
    if "legal" in want:
        expect(sorted(legal) == sorted(want["legal"]),
               f"{label}: legal moves\n   got  {sorted(legal)}\n   want {sorted(want['legal'])}")
    if "legal_count" in want:
        expect(len(legal) == want["legal_count"], f"{label}: {len(legal)} legal moves, want {want['legal_count']}")
    for cell, moves in want.get("from", {}).items():
        got = sorted(m for m in legal if m.startswith(cell + "-"))
        expect(got == sorted(moves), f"{label}: moves from {cell}\n   got  {got}\n   want {sorted(moves)}")
    for text in want.get("includes", []):
        expect(text in legal, f"{label}: {text} should be legal")
    if "position" in want:
        got = write_position(rules, pos)
        expect(got == want["position"], f"{label}: position\n   got  {got}\n   want {want['position']}")
    if "turn" in want:
        expect(rules.seats[pos.turn][0] == want["turn"], f"{label}: {rules.seats[pos.turn][0]} to move, want {want['turn']}")
    if "status" in want:
        got = [s if s == ALIVE else f"g{s}" for s in pos.status]
        expect(got == want["status"], f"{label}: status {got}, want {want['status']}")
    if "scores" in want:
        expect(pos.scores == want["scores"], f"{label}: scores {pos.scores}, want {want['scores']}")
    if "check" in want:
        got = [rules.seats[t][0] for t in range(rules.n) if pos.status[t] == ALIVE and e.in_check(pos, t)]
        expect(sorted(got) == sorted(want["check"]), f"{label}: in check {got}, want {want['check']}")
    if "outcome" in want:
        out = g.outcome()
        if want["outcome"] is None:
            expect(out is None, f"{label}: the game should go on, got {out}")
        elif expect(out is not None, f"{label}: the game should be over"):
            ranking = [seat_names(rules, grp) for grp in out["ranking"]]
            w = want["outcome"]
            expect([sorted(x) for x in ranking] == [sorted(x) for x in w["ranking"]],
                   f"{label}: ranking {ranking}, want {w['ranking']}")
            if "scores" in w:
                expect(out["scores"] == w["scores"], f"{label}: final scores {out['scores']}, want {w['scores']}")
            if "reason" in w:
                expect(out["reason"] == w["reason"], f"{label}: reason {out['reason']!r}, want {w['reason']!r}")
    if want.get("turn_symmetric"):
        symmetric_at(rules, e, pos, label)
    if "cells" in want:
        expect(len(rules.board) == want["cells"], f"{label}: {len(rules.board)} cells, want {want['cells']}")
    for key, table in (("orthogonal", "orth"), ("diagonal", "diag"), ("knight", "knight"), ("king", "king")):
        for cell, cells in want.get(key, {}).items():
            b = rules.board
            got = getattr(b, table)[b.index[cell]] if hasattr(b, table) else None
            if table in ("orth", "diag") and b.kind == "grid":
                from geometry import ORTH, DIAG
                got = [t for d in (ORTH if table == "orth" else DIAG) for t in [b.step(b.index[cell], d)] if t is not None]
            expect(sorted(names[t] for t in got) == sorted(cells), f"{label}: {key} of {cell}: {sorted(names[t] for t in got)}")
    for cell, rays in want.get("rays", {}).items():
        b = rules.board
        got = sorted(" ".join(names[t] for t in ray) for ray in b.rook[b.index[cell]] + b.bishop[b.index[cell]])
        expect(got == sorted(rays), f"{label}: rays of {cell}\n   got  {got}\n   want {sorted(rays)}")


def check_cases():
    count = 0
    if not os.path.isdir(DATA):
        return fail(f"no rule cases in {DATA}")
    for name in sorted(os.listdir(DATA)):
        if not name.endswith(".json"):
            continue
        with open(os.path.join(DATA, name)) as f:
            data = json.load(f)
        for i, case in enumerate(data["cases"]):
            case.setdefault("game", data.get("game"))
            try:
                run_case(case, f"{name}#{i}")
            except Exception as err:       # a broken case is a failure, not a crash
                fail(f"{name}#{i} rule {case.get('rule')}: {type(err).__name__}: {err}")
            count += 1
    print(f"rule cases: {count}")
    check_coverage()
    return count


def check_coverage():
    """Every numbered sentence of every rule sheet has at least one case (tests come first)."""
    import re
    root = os.path.normpath(os.path.join(HERE, "..", "..", ".."))
    common = set(re.findall(r"\*\*(C\d+)\b", open(os.path.join(root, "src/variants/multi/rules.md")).read()))
    seen_common = set()
    for name in sorted(os.listdir(DATA)):
        if not name.endswith(".json"):
            continue
        data = json.load(open(os.path.join(DATA, name)))
        rules = {c["rule"] for c in data["cases"]}
        seen_common |= {r for r in rules if r.startswith("C")}
        sheet = set(re.findall(r"\*\*(G\d+)\b", open(os.path.join(root, data["sheet"])).read()))
        for missing in sorted(sheet - rules, key=lambda r: int(r[1:])):
            fail(f"{name}: no case for {data['sheet']} {missing}")
    for missing in sorted(common - seen_common, key=lambda r: int(r[1:])):
        fail(f"no case for the common rule {missing}")


# ---------------------------------------------------------------------- 2. boards
def check_boards():
    expect(len(board_8x8()) == 64, "8x8 has 64 cells")
    expect(len(board_cross()) == 160, "the cross has 160 cells")
    expect(len(board_516()) == 516, "the eight-player board has 516 cells")
    h = Hexagon()
    expect(len(h) == 96, "the hexagon has 96 cells")
    rot = lambda cells: sorted(h.rotate(t, 1) for t in cells)
    for c in range(96):
        r = h.rotate(c, 1)
        for table in ("orth", "diag", "king", "knight"):
            t = getattr(h, table)
            expect(rot(t[c]) == sorted(t[r]), f"hexagon {table} of {h.names[c]} turns onto {h.names[r]}'s")
        for rays in ("rook", "bishop"):
            a = sorted(tuple(h.rotate(t, 1) for t in ray) for ray in getattr(h, rays)[c])
            expect(a == sorted(tuple(ray) for ray in getattr(h, rays)[r]), f"hexagon {rays} rays of {h.names[c]} turn")
        expect(len(h.orth[c]) <= 4, f"{h.names[c]} has at most 4 orthogonal neighbours")
    for b in (h, board_cross(), board_516()):
        for c in range(len(b)):
            for rays in (b.rook[c], b.bishop[c]):
                for ray in filter(None, rays):   # walking a ray back from its end passes the same cells
                    back = [r for r in (b.rook[ray[-1]] + b.bishop[ray[-1]]) if r[:len(ray)] == ray[-2::-1] + [c]]
                    expect(back, f"the ray {b.names[c]}..{b.names[ray[-1]]} walks back")
    print("boards: 64, 160, 516, 96 cells; hexagon symmetric under 120 degrees; rays reversible")


# ---------------------------------------------------------------------- 3. symmetry
def turner(rules, k):
    """(cell map, pawn direction map) for turning the board k seats on."""
    b = rules.board
    if rules.id == "three-player":
        return (lambda c: b.rotate(c, k)), (lambda d: d)
    quarter = {"chaturaji": k, "four-seasons": -k, "four-player": k, "eight-player": k // 2}[rules.id]
    dirs = "nesw"
    return (lambda c: b.rotate(c, quarter)), (lambda d: dirs[(dirs.index(d) + quarter) % 4] if d else d)


def turn_position(rules, pos, k):
    cell, pdir = turner(rules, k)
    n = rules.n
    board = [None] * len(pos.board)
    for c, p in enumerate(pos.board):
        if p is not None:
            d = p.dir if rules.board.kind == "cells" else pdir(p.dir)
            board[cell(c)] = Piece((p.owner + k) % n, p.role, d, p.promoted)
    shift = lambda xs: [xs[(t - k) % n] for t in range(n)]
    ep = (cell(pos.ep[0]), cell(pos.ep[1])) if pos.ep else None
    return Position(board, (pos.turn + k) % n, shift(pos.status), shift(pos.scores), shift(pos.castling),
                    ep, pos.halfmove, pos.fullmove)


def turned_moves(rules, e, pos, k):
    cell, _ = turner(rules, k)
    return sorted((m.kind == "pass", m.promo or "", -1 if m.frm is None else cell(m.frm), -1 if m.to is None else cell(m.to))
                  for m in e.legal_moves(pos))


def moves_key(e, pos):
    return sorted((m.kind == "pass", m.promo or "", -1 if m.frm is None else m.frm, -1 if m.to is None else m.to)
                  for m in e.legal_moves(pos))


def seat_step(rules):
    """Seats moved on by the smallest turn of the board that maps the game onto itself: one seat;
    on the eight-player board a quarter turn (two seats), in its `teams` mode a half turn (four:
    a quarter turn would split the teams)."""
    if rules.id != "eight-player":
        return 1
    return 4 if rules.mode == "teams" else 2


def symmetric_at(rules, e, pos, where):
    k = seat_step(rules)
    t = turn_position(rules, pos, k)
    return expect(turned_moves(rules, e, pos, k) == moves_key(e, t), f"{rules.id}:{rules.mode} {where}: turning by {k} seat(s) maps the legal moves")


def perft(e, pos, depth):
    if depth == 0:
        return 1
    moves = e.legal_moves(pos)
    if depth == 1:
        return len(moves)
    return sum(perft(e, e.play(pos, m), depth - 1) for m in moves)


def check_symmetry(quick):
    for gid in MODES:
        rules = games.make(gid)
        e = Engine(rules)
        start = e.start()
        step = seat_step(rules)
        depth = 1 if quick else (2 if rules.id == "eight-player" else 3)
        counts = []
        for s in range(0, rules.n, step):
            pos = start.copy()
            pos.turn = s
            symmetric_at(rules, e, pos, f"start, {rules.seats[s][0]} to move")
            counts.append(perft(e, pos, depth))
        expect(len(set(counts)) == 1, f"{gid}: perft({depth}) from each seat's first turn equal: {counts}")
        print(f"symmetry {gid}: perft({depth}) = {counts[0]} from every seat")


# ---------------------------------------------------------------------- 4. python-chess
def check_chess(quick):
    try:
        import chess
    except ImportError:
        return fail("the cross-check needs python-chess (scripts/bootstrap.sh installs it)")
    rules = games.FourPlayer("ffa")
    e = Engine(rules)
    b = rules.board
    rng = random.Random(7)
    fens = [chess.STARTING_FEN,
            "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1",
            "8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1",
            "r3k2r/Pppp1ppp/1b3nbN/nP6/BBP1P3/q4N2/Pp1P2PP/R2Q1RK1 w kq - 0 1",
            "rnbq1k1r/pp1Pbppp/2p5/8/2B5/8/PPP1NnPP/RNBQK2R w KQ - 1 8",
            "r4rk1/1pp1qppp/p1np1n2/2b1p1B1/2B1P1b1/P1NP1N2/1PP1QPPP/R4RK1 w - - 0 10",
            "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3",
            "4k3/8/8/2KPp2r/8/8/8/8 w - e6 0 1"]
    positions = compared = 0
    for fen in fens:
        for game in range(2 if quick else 3):
            board = chess.Board(fen)
            for ply in range(60 if quick else 120):
                if board.is_game_over():
                    break
                positions += 1
                compared += compare_with_chess(rules, e, b, board)
                board.push(rng.choice(list(board.legal_moves)))
    print(f"python-chess cross-check: {positions} positions, {compared} moves compared")


def compare_with_chess(rules, e, b, board):
    """White to move: chess (f, r) -> cross (f+3, r), Red = white. Black to move: the mirror
    (f, r) -> (10-f, r+6), Yellow = black. Only moves landing inside the image are compared:
    the cross is larger than the chessboard, and only there do the two boards agree."""
    import chess
    white = board.turn == chess.WHITE
    image = (lambda sq: b.at[(chess.square_file(sq) + 3, chess.square_rank(sq))]) if white else \
            (lambda sq: b.at[(10 - chess.square_file(sq), chess.square_rank(sq) + 6)])
    cells = [None] * len(b)
    for sq, p in board.piece_map().items():
        owner = 0 if p.color == chess.WHITE else 2
        role = p.symbol().upper()
        cells[image(sq)] = Piece(owner, role, rules.dirs[owner] if role == "P" else None, False)
    castling = ["", "", "", ""]
    me = 0 if white else 2
    for flag, rook_sq in (("K", chess.H1 if white else chess.H8), ("Q", chess.A1 if white else chess.A8)):
        if board.castling_rights & chess.BB_SQUARES[rook_sq]:
            castling[me] += flag
    ep = None
    if board.ep_square is not None:
        pawn = board.ep_square + (-8 if white else 8)
        ep = (image(board.ep_square), image(pawn))
    pos = Position(cells, me, [ALIVE, 1, ALIVE, 2], [0, 0, 0, 0], castling, ep, 0, 1)
    inside = {image(sq) for sq in chess.SQUARES}
    ours = sorted(move_text(rules, m) for m in e.moves_of(pos, me, ep) if m.to in inside)
    theirs = sorted(f"{b.names[image(m.from_square)]}-{b.names[image(m.to_square)]}" +
                    (f"={chess.piece_symbol(m.promotion).upper()}" if m.promotion else "")
                    for m in board.legal_moves)
    ok = expect(ours == theirs, f"python-chess {board.fen()}\n   cross {sorted(set(ours) - set(theirs))}\n   chess {sorted(set(theirs) - set(ours))}")
    expect(e.in_check(pos, me) == board.is_check(), f"python-chess {board.fen()}: check")
    return len(ours) if ok else 0


# ---------------------------------------------------------------------- 5. playouts
def check_playouts(quick):
    rng = random.Random(2026)
    for gid in MODES:
        rules = games.make(gid)
        e = Engine(rules)
        n_games = 1 if (quick or rules.id == "eight-player") else 2
        cap = 1200 if rules.id != "eight-player" else 4000
        plies_total = 0
        for game_no in range(n_games):
            g = Game(e)
            plies = 0
            while g.outcome() is None and plies < cap:
                moves = g.legal_moves()
                if not expect(moves, f"{gid}: a live game has a move (at least a pass)"):
                    break
                takes = [m for m in moves if m.kind != "pass" and g.pos.board[m.to] is not None]
                m = rng.choice(takes) if takes and rng.random() < 0.9 else rng.choice(moves)
                g.play(m)
                plies += 1
                text = write_position(rules, g.pos)
                expect(write_position(rules, read_position(rules, text)) == text, f"{gid}: text round trip {text}")
                if plies % 25 == 0 and rules.id != "eight-player":
                    symmetric_at(rules, e, g.pos, f"ply {plies}")
            plies_total += plies
            out = g.outcome()
            if expect(out is not None, f"{gid}: random game ended within {cap} plies"):
                flat = sorted(t for grp in out["ranking"] for t in grp)
                expect(flat == list(range(rules.n)), f"{gid}: the ranking places every seat once: {out}")
                rec = record(rules, g)
                expect(rec.count("[") == 1 + rules.n + 3, f"{gid}: the record has one tag per player")
                if game_no == 0 and rules.id != "eight-player":
                    _, again = read_record(rec)
                    expect(write_position(rules, again.pos) == write_position(rules, g.pos), f"{gid}: the record replays")
        print(f"playouts {gid}: {n_games} game(s), {plies_total} plies, last: {out['reason'] if out else '-'}")


def check_text_fuzz():
    """Damaged position texts are refused with ValueError or read back to themselves; never a crash."""
    rng = random.Random(5)
    tries = 0
    for gid in MODES:
        rules = games.make(gid)
        text = write_position(rules, Engine(rules).start())
        for _ in range(150):
            t = list(text)
            for _ in range(rng.randint(1, 3)):
                i = rng.randrange(len(t))
                op = rng.random()
                if op < 0.4:
                    del t[i]
                elif op < 0.8:
                    t.insert(i, rng.choice("0123456789,/ -:~aAgKPRnrw"))
                else:
                    t[i] = rng.choice("0123456789,/ -:~xQz")
            bad = "".join(t)
            tries += 1
            try:
                pos = read_position(rules, bad)
            except ValueError:
                continue
            except Exception as err:
                fail(f"{gid}: reading {bad!r} raised {type(err).__name__}: {err}")
                continue
            again = write_position(rules, pos)
            expect(write_position(rules, read_position(rules, again)) == again, f"{gid}: {bad!r} reads back")
    print(f"damaged position texts: {tries}, none crashed the reader")


def main():
    quick = "--quick" in sys.argv
    t0 = time.time()
    for part in (check_cases, check_boards, check_text_fuzz, check_symmetry, check_chess, check_playouts):
        t = time.time()
        part(quick) if part in (check_symmetry, check_chess, check_playouts) else part()
        if VERBOSE:
            print(f"  ({part.__name__}: {time.time() - t:.1f} s)")
    print(f"{len(failures)} failure(s) in {time.time() - t0:.1f} s")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
