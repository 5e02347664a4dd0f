#!/usr/bin/env python3
"""Writes eight-player.json. Positions are given as piece lists and assembled by `board()` below
(independent of the reference); every expected value is worked out by hand from
src/variants/multi/eight-player/rules.md."""
import json
import os

from position_text import board_field

FILES = "abcdefghijklmnopqrstuvwx"


def files_of(rank):
    """The files of a rank: corners cut 3 deep, the notches 2 wide and 3 deep mid-side."""
    if rank <= 3 or rank >= 22:
        return FILES[3:11] + FILES[13:21]
    if rank in (12, 13):
        return FILES[3:21]
    return FILES


ROWS = [[f"{f}{rank}" for f in files_of(rank)] for rank in range(24, 0, -1)]


def board(pieces, rest):
    return board_field(ROWS, pieces) + " " + rest


KINGS = {"h1": "wK", "a7": "rK", "a17": "bK", "g24": "yK", "q24": "pK", "x18": "oK", "x8": "gK", "r1": "kK"}
A8, Z8, C8 = "a,a,a,a,a,a,a,a", "0,0,0,0,0,0,0,0", "-,-,-,-,-,-,-,-"
W = f"w {A8} {Z8} {C8} - 0 1"


def k(**extra):
    out = dict(KINGS)
    out.update(extra)
    return out


arm = "RNBQKBNR"
START = {}
for i, r in enumerate(arm):
    START[f"{FILES[3 + i]}1"] = "w" + r
    START[f"{FILES[3 + i]}2"] = "wP"
    START[f"{FILES[13 + i]}1"] = "k" + r
    START[f"{FILES[13 + i]}2"] = "kP"
# turned by hand: Red a11..a4 = Black's n1..u1, Blue a21..a14 = White's d1..k1, Yellow k24..d24 =
# Black's n1..u1, Purple u24..n24 = White's, Orange x14..x21 = Black's, Green x4..x11 = White's
for i, r in enumerate(arm):
    START[f"a{11 - i}"], START[f"b{11 - i}"] = "r" + r, "rP"
    START[f"a{21 - i}"], START[f"b{21 - i}"] = "b" + r, "bP"
    START[f"{FILES[10 - i]}24"], START[f"{FILES[10 - i]}23"] = "y" + r, "yP"
    START[f"{FILES[20 - i]}24"], START[f"{FILES[20 - i]}23"] = "p" + r, "pP"
    START[f"x{14 + i}"], START[f"w{14 + i}"] = "o" + r, "oP"
    START[f"x{4 + i}"], START[f"w{4 + i}"] = "g" + r, "gP"
MATE_R = {"h1": "wK", "a4": "rK", "a17": "bK", "g24": "yK", "q24": "pK", "x18": "oK", "x8": "gK", "r1": "kK", "b11": "wR", "e10": "wR"}
S, P, T = "eight-player:singles", "eight-player:pairs", "eight-player:teams"
STALE = k(b11="yR", e5="yR", a4="rK", a7=None)
TEAM_END = dict(KINGS, x8=None, x4="gK", w9="wR", p11="wR")

cases = [
    {"rule": "G3", "game": S, "what": "the start text", "position": "start",
     "expect": {"position": board(START, f"w {A8} {Z8} KQ,KQ,KQ,KQ,KQ,KQ,KQ,KQ - 0 1")}},
    {"rule": "G1", "game": S, "what": "516 squares; the notch and the corners are holes", "position": "start",
     "expect": {"cells": 516, "orthogonal": {"l4": ["k4", "m4", "l5"], "d3": ["d2", "e3", "d4"], "d12": ["d11", "d13", "e12"], "k1": ["j1", "k2"]}}},
    {"rule": "G4", "game": S, "what": "White's first moves: as a four-player army (l2 is the notch)", "position": "start",
     "expect": {"legal": ["e1-d3", "e1-f3", "j1-i3", "j1-k3"] + [f"{f}2-{f}{r}" for f in "defghijk" for r in (3, 4)]}},
    {"rule": "G2", "game": S, "what": "Red (left side, lower arm) moves second: pawns to the right", "position": "start", "moves": ["h2-h4"],
     "expect": {"turn": "Red", "legal_count": 20, "from": {"a5": ["a5-c4", "a5-c6"], "b4": ["b4-c4", "b4-d4"]}}},
    {"rule": "G5", "game": S, "what": "Black castles in its arm: king r1 to t1 or p1",
     "position": board(k(n1="kR", u1="kR", q2="kP", r2="kP", s2="kP"), f"k {A8} {Z8} -,-,-,-,-,-,-,KQ - 0 1"),
     "expect": {"from": {"r1": ["r1-q1", "r1-s1", "r1-t1", "r1-p1"]}}},
    {"rule": "G8", "game": S, "what": "singles: promotion on rank 13", "position": board(k(e12="wP"), W),
     "expect": {"from": {"e12": [f"e12-e13={p}" for p in "QRBN"]}}},
    {"rule": "G11", "game": P, "what": "pairs: promotion on rank 21, rank 13 is plain", "position": board(k(e20="wP", g12="wP"), W),
     "expect": {"from": {"e20": [f"e20-e21={p}" for p in "QRBN"], "g12": ["g12-g13"]}}},
    {"rule": "G10", "game": P, "what": "pairs: White's rook stops before Black's knight (partner), takes Red's bishop",
     "position": board(k(h5="wR", h8="kN", k5="rB"), W),
     "expect": {"from": {"h5": ["h5-h4", "h5-h3", "h5-h2", "h5-h6", "h5-h7", "h5-g5", "h5-f5", "h5-e5", "h5-d5", "h5-c5",
                                "h5-b5", "h5-a5", "h5-i5", "h5-j5", "h5-k5"]}}},
    {"rule": "G10", "game": T, "what": "teams: Red is White's partner too, so the rook stops before k5",
     "position": board(k(h5="wR", h8="kN", k5="rB"), W),
     "expect": {"from": {"h5": ["h5-h4", "h5-h3", "h5-h2", "h5-h6", "h5-h7", "h5-g5", "h5-f5", "h5-e5", "h5-d5", "h5-c5",
                                "h5-b5", "h5-a5", "h5-i5", "h5-j5"]}}},
    {"rule": "G9", "game": S, "what": "singles: mate is immediate, +20, the turn passes Red by",
     "position": board(MATE_R, W), "moves": ["e10-a10"],
     "expect": {"turn": "Blue", "status": ["a", "g1", "a", "a", "a", "a", "a", "a"], "scores": [20, 0, 0, 0, 0, 0, 0, 0]}},
    {"rule": "G12", "game": P, "what": "pairs: Red, mated, is out when its turn comes; its partner Blue plays on",
     "position": board(MATE_R, W), "moves": ["e10-a10"],
     "expect": {"turn": "Blue", "status": ["a", "g1", "a", "a", "a", "a", "a", "a"], "scores": [0, 0, 0, 0, 0, 0, 0, 0], "outcome": None}},
    {"rule": "G13", "game": P, "what": "pairs: the last team with a live seat wins; the others in reverse order of going out",
     "position": board({"h1": "wK", "a4": "rK", "b11": "wR", "e10": "wR"}, f"w a,a,g5,g1,g2,g3,g4,g6 {Z8} {C8} - 0 1"),
     "moves": ["e10-a10"],
     "expect": {"outcome": {"ranking": [["White", "Black"], ["Red", "Blue"], ["Orange", "Green"], ["Yellow", "Purple"]],
                            "reason": "last team standing"}}},
    {"rule": "G9", "game": S, "what": "singles: 400 turns without capture or pawn move, +10 to each live seat",
     "position": board(KINGS, f"w a,a,a,a,a,a,a,g1 {Z8} {C8} - 399 50"), "moves": ["h1-i1"],
     "expect": {"outcome": {"ranking": [["White", "Red", "Blue", "Yellow", "Purple", "Orange", "Green"], ["Black"]],
                            "scores": [10, 10, 10, 10, 10, 10, 10, 0], "reason": "fifty rounds"}}},
    {"rule": "G6", "game": S, "what": "singles: Red's rook checks White's king down the h-file",
     "position": board(k(h10="rR"), W), "expect": {"check": ["White"], "legal": ["h1-g1", "h1-i1", "h1-g2", "h1-i2"]}},
    {"rule": "G6", "game": P, "what": "pairs: Black's rook there is a partner's: no check",
     "position": board(k(h10="kR"), W), "expect": {"check": [], "legal": ["h1-g1", "h1-i1", "h1-g2", "h1-h2", "h1-i2"]}},
    {"rule": "G7", "game": S, "what": "singles: a quarter turn (two seats) maps the legal moves", "position": "start",
     "moves": ["h2-h4", "a5-c4"], "expect": {"turn_symmetric": True}},
    {"rule": "G7", "game": T, "what": "teams: a half turn (four seats) does", "position": "start",
     "moves": ["f2-f4"], "expect": {"turn_symmetric": True}},
    {"rule": "C11", "game": S, "what": "rank 12 has 18 squares: a row of 24 is refused",
     "position": board(KINGS, W).replace("/18/18/", "/24/18/", 1), "expect": {"error": True}},
    # en passant (G4, C8): White's d2-d4 passes d3; Red, next, takes it from c4 (a Red pawn moves east)
    {"rule": "C8", "game": S, "what": "White's double step: Red, the next seat, may take en passant onto d3",
     "position": board(k(d2="wP", c4="rP"), W), "moves": ["d2-d4"],
     "expect": {"position": board(k(d4="wP", c4="rP"), f"r {A8} {Z8} {C8} d3:d4 0 1"), "from": {"c4": ["c4-d3"]}}},
    {"rule": "C8", "game": S, "what": "Red takes en passant: the pawn d4 goes, +1",
     "position": board(k(d2="wP", c4="rP"), W), "moves": ["d2-d4", "c4-d3"],
     "expect": {"position": board(k(d3="rP"), f"b {A8} 0,1,0,0,0,0,0,0 {C8} - 0 1")}},
    {"rule": "C8", "game": T, "what": "teams: Red is White's partner and cannot take its pawn en passant",
     "position": board(k(d2="wP", c4="rP"), W), "moves": ["d2-d4"], "expect": {"turn": "Red", "from": {"c4": []}}},
    # stalemate in every mode: Yellow's rooks b11 and e5 leave Red's king a4 no move, without check
    # (a3 and b3 are holes); White moves, Red's turn comes
    {"rule": "G9", "game": S, "what": "singles: Red, stalemated when its turn comes, is out and scores 20",
     "position": board(STALE, W), "moves": ["h1-i1"],
     "expect": {"position": board(dict(STALE, h1=None, i1="wK"), f"b a,g1,a,a,a,a,a,a 0,20,0,0,0,0,0,0 {C8} - 1 1")}},
    {"rule": "G12", "game": P, "what": "pairs: Red, stalemated, passes",
     "position": board(STALE, W), "moves": ["h1-i1"],
     "expect": {"turn": "Red", "check": [], "legal": ["pass"], "status": ["a"] * 8, "scores": [0] * 8}},
    {"rule": "G12", "game": T, "what": "teams: Red, stalemated, passes; after the pass Blue moves",
     "position": board(STALE, W), "moves": ["h1-i1", "pass"],
     "expect": {"turn": "Blue", "status": ["a"] * 8, "outcome": None}},
    # teams ranking (G13): White mates Green, the last live seat of Yellow's team, in the corner x4
    # (x3 and w3 are holes): the rook w9 holds the w-file, the rook p11 comes to x11
    {"rule": "G13", "game": T, "what": "teams: the last seat of a team mated when its turn comes: the other team wins",
     "position": board(TEAM_END, f"w a,g1,g2,g3,g4,g5,a,g6 {Z8} {C8} - 0 1"), "moves": ["p11-x11"],
     "expect": {"status": ["a", "g1", "g2", "g3", "g4", "g5", "g7", "g6"],
                "outcome": {"ranking": [["White", "Red", "Blue", "Black"], ["Yellow", "Purple", "Orange", "Green"]], "reason": "last team standing"}}},
    {"rule": "G13", "game": T, "what": "teams: 400 turns without capture or pawn move: both teams share first place",
     "position": board(KINGS, f"w {A8} {Z8} {C8} - 399 50"), "moves": ["h1-i1"],
     "expect": {"outcome": {"ranking": [["White", "Red", "Blue", "Yellow", "Purple", "Orange", "Green", "Black"]], "scores": [0] * 8, "reason": "fifty rounds"}}},
]
# castling for every seat (G5): each army's king with its two rooks, worked out from White's and
# Black's by the quarter turns of G3: (seat, letter, king, K: king to, rook from, rook to; Q: …)
CASTLING = [
    ("White", "w", "h1", ("j1", "k1", "i1"), ("f1", "d1", "g1")),
    ("Red", "r", "a7", ("a5", "a4", "a6"), ("a9", "a11", "a8")),
    ("Blue", "b", "a17", ("a15", "a14", "a16"), ("a19", "a21", "a18")),
    ("Yellow", "y", "g24", ("e24", "d24", "f24"), ("i24", "k24", "h24")),
    ("Purple", "p", "q24", ("o24", "n24", "p24"), ("s24", "u24", "r24")),
    ("Orange", "o", "x18", ("x20", "x21", "x19"), ("x16", "x14", "x17")),
    ("Green", "g", "x8", ("x10", "x11", "x9"), ("x6", "x4", "x7")),
    ("Black", "k", "r1", ("t1", "u1", "s1"), ("p1", "n1", "q1")),
]
LETTERS = "wrbypogk"
for i, (seat, letter, king, (k_to, k_rook, k_rook_to), (q_to, q_rook, q_rook_to)) in enumerate(CASTLING):
    rights = ",".join("KQ" if j == i else "-" for j in range(8))
    pieces = k(**{k_rook: letter + "R", q_rook: letter + "R"})
    cases.append({"rule": "G5", "game": S, "what": f"{seat} castles either side: king {king} to {k_to} or {q_to}",
                  "position": board(pieces, f"{letter} {A8} {Z8} {rights} - 0 1"),
                  "expect": {"turn": seat, "includes": [f"{king}-{k_to}", f"{king}-{q_to}"]}})
    after = dict(pieces, **{king: None, k_rook: None, k_to: letter + "K", k_rook_to: letter + "R"})
    nxt = LETTERS[(i + 1) % 8]
    cases.append({"rule": "G5", "game": S, "what": f"{seat} castles king-side: the rook {k_rook} lands on {k_rook_to}, the rights go",
                  "position": board(pieces, f"{letter} {A8} {Z8} {rights} - 0 1"), "moves": [f"{king}-{k_to}"],
                  "expect": {"position": board(after, f"{nxt} {A8} {Z8} {C8} - 1 {2 if letter == 'k' else 1}")}})
# A game with modes writes its mode as the position text's ninth field (rules.md, "Position text").
for case in cases:
    if "position" in case["expect"]:
        case["expect"]["position"] += " " + case.get("game", S).split(":")[1]
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "eight-player.json")
json.dump({"game": S, "sheet": "src/variants/multi/eight-player/rules.md", "cases": cases}, open(path, "w"), indent=1)
