"""Differential rules fuzzer: our referee (wasm_chess::game::Game) against python-chess 1.11.2.

Each seed makes one game with python-chess: a start (the standard position, a Chess960 start,
or an odd but legal FEN, standard or Chess960) and a policy that steers play where uniform
random play rarely goes (see POLICIES). The whole game goes to examples/rules_oracle.rs, which
answers for every position with our FEN, legal moves with SAN, check, outcome, claimable draws
and its own round trips (FEN -> Game::from_fen -> same moves; SAN and UCI read back). Every
position is compared; then the PGN both ways: our PGN read by python-chess, and python-chess's
PGN (with comments, NAGs, variations and an odd tag) read by Game::from_pgn. Odd starts also
get a few FENs python-chess rejects, which we must reject too; and every game two more spellings
of its PGN that python-chess reads as the same game: UCI movetext, a comment after the result.

How python-chess's verdicts map to ours (as tests/differential.rs does):
- outcome: python-chess's Board.outcome() (checkmate, insufficient material, stalemate,
  seventy-five moves, fivefold; that order) is our Game::outcome. Ours may also end a game as a
  dead position (FIDE 5.2.2) that python-chess plays on from; such a position must then be proven
  dead by python-chess alone (walk(), as tests/python/prove_dead.py: no checkmate reachable;
  past DEAD_PROOF_LIMIT positions it stays unproven, counted and printed, not a mismatch). From there on
  the oracle answers from each FEN alone, so repetition verdicts are not compared.
- claimable now: is_repetition(3) -> threefold, is_fifty_moves() -> fifty-moves;
  with a move: can_claim_threefold_repetition(), can_claim_fifty_moves(). Compared while the
  game goes on.
- python-chess's repetition window never reaches past the last pawn move or capture, so when no
  position since then has occurred twice, no repetition verdict can be true and its (slow)
  functions are not called.

  python3 tests/python/fuzz_rules.py --seeds 0:56 --max-plies 150  # make test: each policy x start
  python3 tests/python/fuzz_rules.py --seconds 600 --jobs 2         # make fuzz-rules: new seeds
  python3 tests/python/fuzz_rules.py --seeds 1234                   # one seed's game again
  python3 tests/python/fuzz_rules.py --replay '{"mode": ..., "fen": ..., "moves": [...]}'

The oracle is the release build of examples/rules_oracle.rs unless --oracle names another.
Stops at the first mismatch, printing a reproducer; exits 1. With --allow-known, a mismatch with
a signature in KNOWN (bugs being fixed elsewhere) is counted and the rest of its game skipped.
"""
import argparse
import collections
import io
import json
import multiprocessing
import os
import queue
import random
import re
import subprocess
import sys
import time
import traceback

import chess
import chess.pgn

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
ORACLE = os.path.join(ROOT, "target", "release", "examples", "rules_oracle")
DEAD_PROOF_LIMIT = 20_000

# The bugs this fuzzer found in its first runs, all fixed since: a mismatch with one of
# these signatures is a regression of that bug. --allow-known counts them instead of stopping.
KNOWN = {
    "king-move-clears-both-rights": "a king leaving the enemy back rank takes that side's castling right",
    "kqkq-turns-960": "KQkq rights that do not fit a standard board are read as Chess960",
    "consecutive-digits": "a FEN rank with two digits in a row is accepted",
    "pgn-uci-movetext": "PGN movetext in UCI (long algebraic) notation is refused",
    "pgn-comment-after-result": "a PGN comment after the result is refused",
}

class Mismatch(Exception):
    def __init__(self, what, ply=None, signature=None, invalid_fen=None):
        super().__init__(what)
        self.what, self.ply, self.signature, self.invalid_fen = what, ply, signature, invalid_fen


# ---- Starts -----------------------------------------------------------------------------------

ROLE_WEIGHTS = [(chess.PAWN, 8), (chess.KNIGHT, 2), (chess.BISHOP, 2), (chess.ROOK, 2), (chess.QUEEN, 1)]


def fits_promotions(board, color):
    """Our rule (and the real game's): pawns plus pieces beyond the initial set are at most 8."""
    count = lambda role: len(board.pieces(role, color))
    extra = max(0, count(chess.QUEEN) - 1) + sum(max(0, count(r) - 2) for r in (chess.ROOK, chess.BISHOP, chess.KNIGHT))
    return count(chess.PAWN) + extra <= 8 and chess.popcount(board.occupied_co[color]) <= 16


def odd_position(rng, chess960):
    """A random legal position python-chess accepts: kings anywhere or at home with castling
    rooks, a few to many pieces, pawns near promotion, an en passant square (sometimes a pinned
    one), and clocks near the fifty- and seventy-five-move limits."""
    while True:
        board = chess.Board(None, chess960=chess960)
        rights = 0
        for color in chess.COLORS:
            back = 0 if color == chess.WHITE else 7
            if rng.random() < 0.5:
                king_file = rng.randint(1, 6) if chess960 else 4
                board.set_piece_at(chess.square(king_file, back), chess.Piece(chess.KING, color))
                for rook_file in ((rng.randint(0, king_file - 1), rng.randint(king_file + 1, 7)) if chess960 else (0, 7)):
                    if rng.random() < 0.85:
                        rook = chess.square(rook_file, back)
                        board.set_piece_at(rook, chess.Piece(chess.ROOK, color))
                        if rng.random() < 0.8:
                            rights |= chess.BB_SQUARES[rook]
            else:
                free = [sq for sq in chess.SQUARES if board.piece_at(sq) is None]
                board.set_piece_at(rng.choice(free), chess.Piece(chess.KING, color))
        for _ in range(rng.choice([0, 2, 4, 8, 14, 24])):
            color = rng.choice(chess.COLORS)
            role = rng.choices([r for r, _ in ROLE_WEIGHTS], [w for _, w in ROLE_WEIGHTS])[0]
            ranks = range(1, 7) if role == chess.PAWN else range(8)
            if role == chess.PAWN and rng.random() < 0.4:  # one step from promotion
                ranks = [6 if color == chess.WHITE else 1]
            sq = chess.square(rng.randint(0, 7), rng.choice(list(ranks)))
            if board.piece_at(sq) is None:
                board.set_piece_at(sq, chess.Piece(role, color))
                if not fits_promotions(board, color):
                    board.remove_piece_at(sq)
        board.turn = rng.choice(chess.COLORS)
        board.castling_rights = rights
        board.halfmove_clock = rng.choice([0, 0, rng.randint(0, 98), rng.randint(90, 99), rng.randint(140, 149)])
        board.fullmove_number = rng.randint(1, 120)
        if rng.random() < 0.5:
            offer_en_passant(board, rng)
        if board.is_valid() and fits_promotions(board, chess.WHITE) and fits_promotions(board, chess.BLACK):
            return board


def offer_en_passant(board, rng):
    """Sets an en passant square behind a pawn of the side that just moved, often with a pawn
    beside it to take it, and sometimes a rook pinning that pawn along the rank."""
    mover = not board.turn
    rank = 3 if mover == chess.WHITE else 4
    step = -8 if mover == chess.WHITE else 8
    file = rng.randint(0, 7)
    pawn = chess.square(file, rank)
    behind, origin = pawn + step, pawn + 2 * step
    if any(board.piece_at(sq) for sq in (pawn, behind, origin)):
        return
    board.set_piece_at(pawn, chess.Piece(chess.PAWN, mover))
    side = file + rng.choice([-1, 1])
    if 0 <= side <= 7 and rng.random() < 0.8 and board.piece_at(chess.square(side, rank)) is None:
        board.set_piece_at(chess.square(side, rank), chess.Piece(chess.PAWN, board.turn))
        if rng.random() < 0.3:
            edge = chess.square(0 if side < file else 7, rank)
            if board.piece_at(edge) is None:
                board.set_piece_at(edge, chess.Piece(chess.ROOK, mover))
    board.ep_square = behind
    board.halfmove_clock = 0


def walled_position(rng):
    """Kings (and a minor piece or two) on their own side of pawns that block each other: often
    a dead position (FIDE 5.2.2) that python-chess plays on from, sometimes a wall with a way
    through or a pawn that can capture."""
    while True:
        board = chess.Board(None)
        solid = rng.random() < 0.6  # every file, neighbours a rank apart: nothing can capture
        rank = rng.randint(1, 4)
        walls = {}
        for file in range(8):
            if solid or rng.random() < 0.75:
                walls[file] = rank
                board.set_piece_at(chess.square(file, rank), chess.Piece(chess.PAWN, chess.WHITE))
                board.set_piece_at(chess.square(file, rank + 1), chess.Piece(chess.PAWN, chess.BLACK))
            step = rng.choice([-1, 1]) if solid else rng.choice([-1, 0, 1])
            rank = min(4, max(1, rank + step)) if rank + step in range(1, 5) else rank - step
        for color in chess.COLORS:
            for role in [chess.KING] + rng.choice([[], [], [chess.BISHOP], [chess.KNIGHT], [chess.BISHOP, chess.BISHOP]]):
                file = rng.randint(0, 7)
                wall = walls.get(file, 3 if color == chess.WHITE else 4)
                ranks = range(0, wall) if color == chess.WHITE else range(wall + 2, 8)
                sq = chess.square(file, rng.choice(list(ranks)))
                if board.piece_at(sq) is None:
                    board.set_piece_at(sq, chess.Piece(role, color))
        board.turn = rng.choice(chess.COLORS)
        board.halfmove_clock = rng.choice([0, rng.randint(0, 140)])
        if board.is_valid():
            return board


def start_for(kind, rng):
    """(board, mode, the FEN sent to us): python-chess's board and the text we read it from."""
    if kind == "standard":
        board = chess.Board()
    elif kind == "chess960":
        board = chess.Board.from_chess960_pos(rng.randrange(960))
    elif kind == "walls":
        board = walled_position(rng)
    else:
        board = odd_position(rng, chess960=(kind == "odd-chess960"))
    mode = "chess960" if board.chess960 else "standard"
    # The en passant square as set, legal capture or not: we must drop it when no capture is legal.
    return board, mode, board.fen(en_passant="fen")


STARTS = ["standard", "chess960", "odd", "standard", "odd-chess960", "odd", "walls"]


# ---- Policies ---------------------------------------------------------------------------------
# A policy picks the next move from the legal moves (sorted by UCI) and their SAN. `state` is a
# dict kept for the game.

def weighted(rng, moves, weights):
    return rng.choices(moves, weights)[0]


def uniform(board, moves, sans, rng, state):
    return rng.choice(moves)


def tactical(board, moves, sans, rng, state):
    """Mates, checks, captures and promotions first."""
    return weighted(rng, moves, [1 + 30 * ("#" in s) + 5 * ("+" in s) + 4 * ("x" in s) + 3 * ("=" in s) for s in sans])


def kings_march(board, moves, sans, rng, state):
    """Kings walk up the board into the enemy camp and wander along its back rank."""
    def weight(move):
        if board.piece_type_at(move.from_square) != chess.KING or board.is_castling(move):
            return 1 + 2 * board.is_capture(move)
        up = 1 if board.turn == chess.WHITE else -1
        gain = (chess.square_rank(move.to_square) - chess.square_rank(move.from_square)) * up
        enemy_back = 7 if board.turn == chess.WHITE else 0
        along = chess.square_rank(move.from_square) == enemy_back
        return 2 + 25 * max(gain, 0) + 15 * along
    return weighted(rng, moves, [weight(m) for m in moves])


def promotions(board, moves, sans, rng, state):
    """Pawns race forward and promote, to each piece in turn."""
    order = state.setdefault("promote", rng.sample([chess.QUEEN, chess.ROOK, chess.BISHOP, chess.KNIGHT], 4))
    promoting = [m for m in moves if m.promotion]
    if promoting:
        want = order[state.setdefault("promoted", 0) % 4]
        state["promoted"] += 1
        return rng.choice([m for m in promoting if m.promotion == want] or promoting)
    def weight(move):
        if board.piece_type_at(move.from_square) != chess.PAWN:
            return 1 + 3 * board.is_capture(move)
        rank = chess.square_rank(move.to_square)
        return 6 + 3 * (rank if board.turn == chess.WHITE else 7 - rank)
    return weighted(rng, moves, [weight(m) for m in moves])


def en_passant(board, moves, sans, rng, state):
    """Double steps beside enemy pawns; the capture offered is taken or refused at random."""
    takes = [m for m in moves if board.is_en_passant(m)]
    if takes and rng.random() < 0.5:
        return rng.choice(takes)
    others = [m for m in moves if not board.is_en_passant(m)] or moves
    def weight(move):
        if board.piece_type_at(move.from_square) != chess.PAWN:
            return 1
        if abs(move.to_square - move.from_square) == 16:
            rank = chess.square_rank(move.to_square)
            beside = [chess.square(f, rank) for f in (chess.square_file(move.to_square) - 1, chess.square_file(move.to_square) + 1) if 0 <= f <= 7]
            return 4 + 20 * any(board.piece_at(sq) == chess.Piece(chess.PAWN, not board.turn) for sq in beside)
        return 5
    return weighted(rng, others, [weight(m) for m in others])


def castling_rights(board, moves, sans, rng, state):
    """Every way to lose a castling right: king or rook moves, a rook taken at home, a rook that
    left and came back, castling itself, an enemy king walking through the corners."""
    homes = state.setdefault("homes", chess.SquareSet(board.castling_rights | board.kings) & chess.SquareSet(chess.BB_BACKRANKS))
    def weight(move):
        w = 1
        if board.is_castling(move):
            w += 6
        if move.from_square in homes:
            w += 5
        if move.to_square in homes:
            w += 8 + 12 * board.is_capture(move)
        if board.piece_type_at(move.from_square) == chess.KING and chess.square_rank(move.to_square) in (0, 7):
            w += 3
        return w
    return weighted(rng, moves, [weight(m) for m in moves])


def repetitive(board, moves, sans, rng, state):
    """Shuffles back and forth, rarely a pawn move or capture: repetitions, fifty and
    seventy-five moves."""
    last = state.get(board.turn)
    if last is not None and rng.random() < 0.7:
        back = chess.Move(last.to_square, last.from_square)
        if back in moves:
            state[board.turn] = back
            return back
    move = weighted(rng, moves, [0.3 if board.is_zeroing(m) else 10 for m in moves])
    state[board.turn] = move
    return move


def trade_down(board, moves, sans, rng, state):
    """Captures first, then quiet play: endgames, insufficient material, dead positions."""
    if board.halfmove_clock > 40 and rng.random() < 0.2:
        return uniform(board, moves, sans, rng, state)
    return weighted(rng, moves, [1 + 40 * ("x" in s) for s in sans])


POLICIES = [uniform, tactical, kings_march, promotions, en_passant, castling_rights, repetitive, trade_down]


# ---- python-chess's verdicts ------------------------------------------------------------------

def verdicts(board, moves, ucis, sans, repeats):
    """The fields of the oracle's position line, as python-chess sees the position (see the
    module docs). `repeats`: has any position since the last pawn move or capture occurred twice."""
    legal = " ".join(f"{u}:{s}" for u, s in zip(ucis, sans))
    check = board.is_check()
    outcome = None
    if not moves and check:
        outcome = "checkmate/" + ("0-1" if board.turn == chess.WHITE else "1-0")
    elif board.is_insufficient_material():
        outcome = "insufficient-material/1/2-1/2"
    elif not moves:
        outcome = "stalemate/1/2-1/2"
    elif board.is_seventyfive_moves():
        outcome = "seventy-five-moves/1/2-1/2"
    elif repeats and board.is_fivefold_repetition():
        outcome = "fivefold/1/2-1/2"
    claimable = can_claim = "-"
    if outcome is None:
        now = [name for name, holds in (("threefold", repeats and board.is_repetition(3)), ("fifty-moves", board.is_fifty_moves())) if holds]
        later = [name for name, holds in (("threefold", repeats and board.can_claim_threefold_repetition()), ("fifty-moves", board.can_claim_fifty_moves())) if holds]
        claimable, can_claim = ",".join(now) or "-", ",".join(later) or "-"
    return [board.fen(), legal, "1" if check else "0", outcome or "-", claimable, can_claim]


FIELDS = ["fen", "moves", "check", "outcome", "claimable", "can_claim"]


# ---- One game ---------------------------------------------------------------------------------

class Stats:
    """What a run compared, and how often it met what the policies aim at (`seen`)."""
    def __init__(self):
        self.games = self.positions = self.dead_proven = 0
        self.known = collections.Counter()
        self.unproven = []
        self.seen = collections.Counter()

    def add(self, other):
        self.games += other.games
        self.positions += other.positions
        self.dead_proven += other.dead_proven
        self.known.update(other.known)
        self.unproven += other.unproven
        self.seen.update(other.seen)


def note_move(seen, board, move, homes):
    """Counts the kind of move about to be played on `board`, and the castling rights it ends.
    `homes`: the squares of the start's castling rooks."""
    if board.is_castling(move):
        seen["castling"] += 1
    if board.is_en_passant(move):
        seen["en passant taken"] += 1
    elif board.has_legal_en_passant():
        seen["en passant refused"] += 1
    if move.promotion:
        seen["promotion to " + chess.piece_name(move.promotion)] += 1
    before = board.clean_castling_rights()
    board.push(move)
    lost = before & ~board.clean_castling_rights()
    board.pop()
    if lost:
        if board.piece_type_at(move.from_square) == chess.KING:
            seen["rights lost: king moved" if not board.is_castling(move) else "rights lost: castled"] += 1
        elif lost & chess.BB_SQUARES[move.from_square]:
            seen["rights lost: rook moved"] += 1
        elif lost & chess.BB_SQUARES[move.to_square]:
            seen["rights lost: rook captured"] += 1
    home = chess.BB_SQUARES[move.to_square] & homes & ~before
    if home and board.piece_type_at(move.from_square) == chess.ROOK and board.color_at(move.from_square) == (chess.square_rank(move.to_square) == 0):
        seen["rook back home, right gone"] += 1
    if home and board.piece_type_at(move.to_square) == chess.ROOK:
        seen["rook taken at home, right gone"] += 1
    if board.piece_type_at(move.from_square) == chess.KING and chess.BB_SQUARES[move.to_square] & homes and board.color_at(move.from_square) != (chess.square_rank(move.to_square) == 0):
        seen["king on an enemy castling rook's home"] += 1


class Fuzzer:
    def __init__(self, oracle=ORACLE, verbose=False, allow_known=False, max_plies=400):
        self.proc = subprocess.Popen([oracle], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1)
        self.verbose, self.allow_known, self.max_plies = verbose, allow_known, max_plies
        self.stats = Stats()
        self.dead_cache = {}

    def ask(self, request):
        self.proc.stdin.write(json.dumps(request) + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise Mismatch("the oracle exited (crashed?)")
            line = line.rstrip("\n")
            if line.startswith("{"):
                return lines, json.loads(line)
            lines.append(line)
            if line.startswith("error\t"):
                return lines, None

    def run_seed(self, seed):
        rng = random.Random(seed)
        policy = POLICIES[seed % len(POLICIES)]
        kind = STARTS[(seed // len(POLICIES)) % len(STARTS)]
        board, mode, fen = start_for(kind, rng)
        label = f"seed {seed} ({kind}, {policy.__name__})"
        return self.run_game(board, mode, fen, lambda b, m, s, st: policy(b, m, s, rng, st), label, rng, kind.startswith("odd"), seed)

    def run_replay(self, request):
        board = chess.Board(request["fen"], chess960=request["mode"] == "chess960")
        moves = iter(request["moves"])
        def replay(b, legal, sans, state):
            text = next(moves, None)
            return None if text is None else b.parse_uci(text)
        return self.run_game(board, request["mode"], request["fen"], replay, "replay", random.Random(0), request.get("invalid_fens"))

    def run_game(self, board, mode, fen, choose, label, rng, invalid, seed=None):
        """Plays a game from `board`, `choose` picking each move, and compares it; `invalid`:
        FENs to check we reject, or True to make them from the start."""
        start = board.copy()
        played, expected, state = [], [], {}
        seen = collections.Counter([board._transposition_key()])
        repeats = False
        alternatives = {}
        while True:
            pairs = sorted((board.uci(m), m) for m in board.legal_moves)
            ucis, moves = [u for u, _ in pairs], [m for _, m in pairs]
            sans = [board.san(m) for m in moves]
            expected.append(verdicts(board, moves, ucis, sans, repeats))
            if expected[-1][3] != "-" or len(played) >= self.max_plies:
                break
            move = choose(board, moves, sans, state)
            if move is None:
                break
            if len(moves) > 1 and rng.random() < 0.03:
                alternatives[len(played)] = rng.choice([m for m in moves if m != move])
            if board.is_zeroing(move):
                seen.clear()
                repeats = False
            board.push(move)
            played.append(move)
            key = board._transposition_key()
            seen[key] += 1
            repeats = repeats or seen[key] >= 2
        uci = uci_moves(start, played)
        pgn = their_pgn(start, played, board, alternatives, rng)
        request = {"mode": mode, "fen": fen, "moves": uci, "pgn": pgn}
        variants = pgn_variants(pgn, start, played)
        request["pgn_variants"] = [text for _, text in variants]
        if invalid:
            request["invalid_fens"] = invalid_fens(start, rng) if invalid is True else invalid
        try:
            lines, summary = self.ask(request)
            self.compare(start, played, expected, lines, summary, request, variants)
        except Mismatch as m:
            if not self.known(m, label):
                raise Mismatch(reproducer(label, request, m, seed), m.ply, m.signature, m.invalid_fen) from None
        finally:
            self.stats.games += 1

    def known(self, mismatch, label):
        """With --allow-known, counts a mismatch of a KNOWN signature (and says it is one)."""
        if not (self.allow_known and mismatch.signature in KNOWN):
            return False
        self.stats.known[mismatch.signature] += 1
        if self.verbose:
            print(f"known ({mismatch.signature}) in {label}: {mismatch.what}", flush=True)
        return True

    def compare(self, start, played, expected, lines, summary, request, variants):
        board = start.copy()
        homes = start.clean_castling_rights()
        dead_at = None
        for ply, line in enumerate(lines):
            if line.startswith("error\t"):
                raise Mismatch(f"the oracle refused: {line[6:]}", ply)
            if ply >= len(expected):
                raise Mismatch(f"the oracle answered for more positions than the game has: {line}", ply)
            history, *ours = line.split("\t")
            selfcheck = ours.pop()
            theirs = expected[ply]
            self.stats.positions += 1
            if selfcheck != "ok":
                raise Mismatch(f"our own round trip: {selfcheck}", ply)
            for i in range(3):
                if ours[i] != theirs[i]:
                    sig = signature_of_fen(board, ours[i], theirs[i]) if i == 0 else None
                    raise Mismatch(f"{FIELDS[i]}:\n  ours   {ours[i]}\n  theirs {theirs[i]}", ply, sig)
            our_end, their_end = ours[3], theirs[3]
            if our_end.startswith("dead-position/") and their_end == "-":
                if dead_at is None and history == "h":
                    self.stats.seen["end: dead-position (before python-chess ends)"] += 1
                    dead_at = ply
                    self.prove_dead(board.fen(), ply)
            elif history == "n" and their_end.startswith("fivefold/"):
                pass  # a fresh game from the FEN has no repetitions
            elif our_end != their_end:
                raise Mismatch(f"outcome: ours {our_end}, theirs {their_end}", ply)
            if history == "h" and our_end == "-":
                for i in (4, 5):
                    if ours[i] != theirs[i]:
                        sig = "king-move-clears-both-rights" if i == 5 and king_can_leave_enemy_back_rank(board) else None
                        raise Mismatch(f"{FIELDS[i]}: ours {ours[i]}, theirs {theirs[i]}", ply, sig)
            if dead_at is not None and their_end.startswith("checkmate/"):
                raise Mismatch(f"checkmate after the position called dead at ply {dead_at}", ply)
            self.note_position(theirs, history)
            if ply < len(played):
                note_move(self.stats.seen, board, played[ply], homes)
                board.push(played[ply])
        if len(lines) != len(expected):
            raise Mismatch(f"the oracle answered for {len(lines)} positions of {len(expected)}")
        self.compare_pgn(start, played, expected, summary, dead_at, variants)
        self.compare_invalid(summary, request)

    def note_position(self, theirs, history):
        seen = self.stats.seen
        if theirs[2] == "1":
            seen["check"] += 1
        if theirs[3] != "-":
            seen["end: " + theirs[3].split("/")[0]] += 1
        if history == "h":
            for claim in theirs[5].split(","):
                if claim != "-":
                    seen["claimable with a move or now: " + claim] += 1

    def compare_pgn(self, start, played, expected, summary, dead_at, variants):
        # Ours, read by python-chess: the moves up to where our game ended.
        held = len(played) if dead_at is None else dead_at
        game = chess.pgn.read_game(io.StringIO(summary["pgn"]))
        if game is None or game.errors:
            raise Mismatch(f"python-chess cannot read our PGN: {game and game.errors}\n{summary['pgn']}")
        board = game.board()
        for move in game.mainline_moves():
            board.push(move)
        if board.move_stack != played[:held] or board.fen() != expected[held][0]:
            raise Mismatch(f"python-chess reads our PGN as another game (ends {board.fen()}):\n{summary['pgn']}")
        # python-chess's, read by us: the whole game.
        read = summary["theirs_read"]
        if "error" in read:
            raise Mismatch(f"Game::from_pgn rejects python-chess's PGN: {read['error']}")
        uci = uci_moves(start, played)
        if read["uci"] != uci or read["fen"] != expected[-1][0]:
            raise Mismatch(f"Game::from_pgn reads python-chess's PGN as another game: {read}")
        if summary["ours_read"].get("uci") != uci[:held]:
            raise Mismatch(f"Game::from_pgn reads our own PGN as another game: {summary['ours_read']}")
        for (name, text), read in zip(variants, summary["variants_read"]):
            if read.get("uci") == uci and read.get("fen") == expected[-1][0]:
                continue
            mismatch = Mismatch(f"Game::from_pgn reads python-chess's PGN ({name}) otherwise: {read}\n{text}",
                                None, name if "error" in read else None)
            if not self.known(mismatch, name):
                raise mismatch

    def compare_invalid(self, summary, request):
        fens = request.get("invalid_fens", [])
        verdicts = summary.get("invalid_read", [])
        if len(verdicts) != len(fens):
            raise Mismatch(f"the oracle judged {len(verdicts)} invalid FENs of {len(fens)}")
        for fen, verdict in zip(fens, verdicts):
            if verdict != "rejected":
                sig = "consecutive-digits" if re.search(r"\d\d", fen.split()[0]) else "kqkq-turns-960"
                mismatch = Mismatch(f"we accept a FEN python-chess rejects: {fen} ({verdict})", None, sig, fen)
                if not self.known(mismatch, "an invalid FEN"):
                    raise mismatch

    def prove_dead(self, fen, ply):
        key = " ".join(fen.split()[:4])
        if key not in self.dead_cache:
            self.dead_cache[key] = walk(chess.Board(fen), DEAD_PROOF_LIMIT)
        verdict = self.dead_cache[key]
        if verdict == "alive":
            raise Mismatch(f"called dead, but python-chess reaches a checkmate from {fen}", ply)
        if verdict == "dead":
            self.stats.dead_proven += 1
        else:
            self.stats.unproven.append(fen)


def walk(board, limit):
    """tests/python/prove_dead.py's proof, faster: every position reachable from `board` by legal
    moves (compared by python-chess's own transposition key), stopping only where python-chess
    says neither side has mating material. "alive" when a checkmate is reachable, "dead" when
    none is, "unknown" past `limit` positions."""
    seen = {board._transposition_key()}
    stack = [board.copy(stack=False)]
    while stack:
        board = stack.pop()
        if board.is_checkmate():
            return "alive"
        if board.is_insufficient_material():
            continue
        for move in board.generate_legal_moves():
            board.push(move)
            key = board._transposition_key()
            if key not in seen:
                if len(seen) >= limit:
                    return "unknown"
                seen.add(key)
                stack.append(board.copy(stack=False))
            board.pop()
    return "dead"


def their_pgn(start, played, final, alternatives, rng):
    """python-chess's PGN of the game, with what real files hold: comments, NAGs, variations,
    a tag holding brackets, braces and a semicolon."""
    game = chess.pgn.Game()
    game.setup(start)
    # python-chess writes tag values as they are (no escapes), so none with a quote or backslash.
    game.headers["Annotator"] = "fuzz: rules (python-chess) {not a comment} ; 1-0 [x]"
    node = game
    for i, move in enumerate(played):
        child = node.add_main_variation(move)
        if i in alternatives:
            node.add_variation(alternatives[i]).comment = "a line not taken"
        if rng.random() < 0.02:
            child.comment = rng.choice(["good (or not)", "; not a comment", "[%clk 0:01:00]", "1-0 is not the result"])
        if rng.random() < 0.02:
            child.nags.add(rng.choice([1, 2, 3, 4, 5, 6, 14, 146]))
        node = child
    game.headers["Result"] = final.result()
    return str(game)


def pgn_variants(pgn, start, played):
    """Other spellings of python-chess's PGN that python-chess reads as the same game, named by
    what they try: the movetext in UCI, and a comment after the result."""
    headers = pgn[: pgn.index("\n\n") + 2]
    board = start.copy()
    units = []
    for move in played:
        if board.turn == chess.WHITE or not units:
            units.append(f"{board.fullmove_number}{'.' if board.turn == chess.WHITE else '...'}")
        units.append(board.uci(move))
        board.push(move)
    result = board.result()
    out = []
    for name, text in (("pgn-uci-movetext", headers + " ".join(units + [result]) + "\n"),
                       ("pgn-comment-after-result", pgn.rstrip() + " {a comment after the result}\n")):
        game = chess.pgn.read_game(io.StringIO(text))
        if game is not None and not game.errors and list(game.mainline_moves()) == played:
            out.append((name, text))
    return out


def invalid_fens(start, rng):
    """FENs python-chess rejects made from a valid one: two digits in a row in a rank, and
    standard castling letters (KQkq) that do not fit the board."""
    fen = start.fen()
    placement, rest = fen.split(" ", 1)
    out = []
    ranks = placement.split("/")
    digits = [(i, m) for i, r in enumerate(ranks) for m in re.finditer(r"[2-8]", r)]
    if digits:
        i, m = rng.choice(digits)
        n = int(m.group())
        a = rng.randint(1, n - 1)
        ranks2 = list(ranks)
        ranks2[i] = ranks[i][: m.start()] + f"{a}{n - a}" + ranks[i][m.end():]
        bad = "/".join(ranks2) + " " + rest
        try:
            chess.Board(bad)
        except ValueError:
            out.append(bad)
    if not start.chess960:
        # A standard castling letter for a king at home whose rook stands one file inside the
        # corner: python-chess rejects it; read as Chess960 it would name that rook.
        for color in chess.COLORS:
            back = 0 if color == chess.WHITE else 7
            if start.king(color) != chess.square(4, back):
                continue
            for corner, inner, letter in ((7, 6, "K"), (0, 1, "Q")):
                board = start.copy()
                if board.piece_at(chess.square(inner, back)) or chess.BB_SQUARES[chess.square(corner, back)] & board.castling_rights:
                    continue
                board.remove_piece_at(chess.square(corner, back))
                board.set_piece_at(chess.square(inner, back), chess.Piece(chess.ROOK, color))
                fields = board.fen().split(" ")
                rights = fields[2].replace("-", "") + (letter if color == chess.WHITE else letter.lower())
                fields[2] = "".join(sorted(rights, key="KQkq".index))
                bad = " ".join(fields)
                if chess.Board(bad).status() == chess.STATUS_BAD_CASTLING_RIGHTS:
                    out.append(bad)
    return out


def uci_moves(start, played):
    board = start.copy()
    out = []
    for move in played:
        out.append(board.uci(move))
        board.push(move)
    return out


def king_can_leave_enemy_back_rank(board):
    """KNOWN's king-move-clears-both-rights as it shows in a claim "with the move": the king to
    move stands on the enemy's back rank, where the enemy still has a castling right."""
    king = board.king(board.turn)
    enemy_back = 7 if board.turn == chess.WHITE else 0
    return (chess.square_rank(king) == enemy_back
            and bool(board.clean_castling_rights() & chess.BB_RANKS[enemy_back])
            and any(m.from_square == king for m in board.legal_moves))


def signature_of_fen(board, ours, theirs):
    """KNOWN's king-move-clears-both-rights: the FENs differ in castling rights only, we have
    fewer, and the last move was a king leaving the enemy's back rank."""
    a, b = ours.split(" "), theirs.split(" ")
    if not board.move_stack or a[:2] + a[3:] != b[:2] + b[3:] or not set(a[2]) < set(b[2]) | {"-"}:
        return None
    move = board.peek()
    enemy_back = 0 if board.turn == chess.WHITE else 7  # the side that just moved is not to move
    if board.piece_type_at(move.to_square) == chess.KING and chess.square_rank(move.from_square) == enemy_back:
        return "king-move-clears-both-rights"
    return None


def reproducer(label, request, mismatch, seed):
    ply = mismatch.ply
    moves = request["moves"] if ply is None else request["moves"][:ply]
    replay = {"mode": request["mode"], "fen": request["fen"], "moves": moves}
    if mismatch.invalid_fen:
        replay = {"mode": request["mode"], "fen": request["fen"], "moves": [], "invalid_fens": [mismatch.invalid_fen]}
    return (f"MISMATCH in {label}, ply {ply}: {mismatch.what}\n"
            f"  start {request['mode']} {request['fen']}\n"
            f"  moves {' '.join(moves) or '(none)'}\n"
            + (f"  the same game: python3 tests/python/fuzz_rules.py --seeds {seed}\n" if seed is not None else "")
            + f"  its moves alone: python3 tests/python/fuzz_rules.py --replay '{json.dumps(replay)}'")


# ---- Runs -------------------------------------------------------------------------------------

def parse_seeds(text):
    first, _, last = text.partition(":")
    return range(int(first), int(last) if last else int(first) + 1)


def worker(index, seeds, args, reports):
    """Plays the seeds, sending its Stats to `reports` every 20 games and at the end, with
    the reproducer of a mismatch if it stops at one."""
    fuzzer = Fuzzer(args.oracle, args.verbose, args.allow_known, args.max_plies)
    seed = None
    try:
        for seed in seeds:
            fuzzer.run_seed(seed)
            if fuzzer.stats.games % 20 == 0:
                reports.put((index, fuzzer.stats, None, False))
    except Mismatch as m:
        reports.put((index, fuzzer.stats, str(m), True))
        return
    except Exception:  # a bug of the fuzzer itself: as fatal as a mismatch
        failure = f"the fuzzer failed at seed {seed} (replay: --seeds {seed}):\n{traceback.format_exc()}"
        reports.put((index, fuzzer.stats, failure, True))
        return
    reports.put((index, fuzzer.stats, None, True))


def endless(start, step):
    n = start
    while True:
        yield n
        n += step


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--seeds", help="FIRST:LAST (LAST excluded) or one seed")
    parser.add_argument("--seconds", type=float, help="run from a random first seed for this long")
    parser.add_argument("--first-seed", type=int, help="with --seconds: the first seed (default: from the clock)")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes (each with its own oracle)")
    parser.add_argument("--replay", help="a JSON game {mode, fen, moves} to replay and compare")
    parser.add_argument("--allow-known", action="store_true", help="count the KNOWN bugs instead of stopping")
    parser.add_argument("--max-plies", type=int, default=400, help="a game stops here if not over before")
    parser.add_argument("--oracle", default=ORACLE, help="the rules_oracle binary (default: the release build)")
    parser.add_argument("-v", "--verbose", action="store_true")
    args = parser.parse_args()

    if args.replay:
        fuzzer = Fuzzer(args.oracle, True, False, args.max_plies)
        try:
            fuzzer.run_replay(json.loads(args.replay))
        except Mismatch as m:
            print(m, flush=True)
            sys.exit(1)
        print(f"replay: {fuzzer.stats.positions} positions agree")
        return

    if args.seconds:
        first = args.first_seed if args.first_seed is not None else int(time.time()) * 1000
        seed_lists = [endless(first + j, args.jobs) for j in range(args.jobs)]
        print(f"fuzz-rules: {args.seconds:.0f} s, {args.jobs} job(s), seeds from {first} (step {args.jobs})", flush=True)
    else:
        seeds = parse_seeds(args.seeds or "0:56")
        seed_lists = [seeds[j::args.jobs] for j in range(args.jobs)]
    reports = multiprocessing.Queue()
    procs = [multiprocessing.Process(target=worker, args=(i, s, args, reports), daemon=True) for i, s in enumerate(seed_lists)]
    for p in procs:
        p.start()
    began = last_print = time.time()
    latest = [Stats() for _ in procs]
    running, failure = len(procs), None
    total = Stats()
    while running and failure is None:
        if args.seconds and time.time() - began >= args.seconds:
            break
        try:
            index, stats, failure, finished = reports.get(timeout=1)
        except queue.Empty:
            continue
        latest[index] = stats
        running -= finished
        if args.seconds and time.time() - last_print >= 30:
            last_print = time.time()
            total = Stats()
            for s in latest:
                total.add(s)
            print(f"  {last_print - began:6.0f} s  {total.games:9,} games  {total.positions:12,} positions  "
                  f"{total.positions / (last_print - began):8,.0f} positions/s", flush=True)
    for p in procs:
        if p.is_alive():
            p.terminate()
    elapsed = time.time() - began
    total = Stats()
    for s in latest:
        total.add(s)
    print(f"fuzz-rules: {total.games:,} games, {total.positions:,} positions in {elapsed:.1f} s "
          f"({total.positions / max(elapsed, 1e-9):,.0f} positions/s); dead positions proven dead by python-chess: "
          f"{total.dead_proven}, not proven (walk too long): {len(total.unproven)}", flush=True)
    print("  met: " + ", ".join(f"{k} {n:,}" for k, n in sorted(total.seen.items())))
    for k, n in sorted(total.known.items()):
        print(f"  KNOWN BUG {k} ({KNOWN[k]}): {n:,} times")
    for fen in total.unproven[:10]:
        print(f"  dead, not proven: {fen}")
    if failure:
        print(failure, flush=True)
        sys.exit(1)


if __name__ == "__main__":
    main()
