#!/usr/bin/env python3
"""Writes four-player.json: the four-player rule cases. Positions are given as piece lists and
assembled into the position text by `cross()` below (10 lines, independent of the reference);
every expected value is worked out by hand from src/variants/multi/four-player/rules.md."""
import json
import os

from position_text import board_field

FILES = "abcdefghijklmn"


# the text's rows: ranks 14 to 1, the 3×3 corners cut
ROWS = [[f"{f}{rank}" for f in (FILES[3:11] if rank <= 3 or rank >= 12 else FILES)] for rank in range(14, 0, -1)]


def cross(pieces, rest):
    """pieces: {"h1": "rK", ...} -> the board field; rest: the other seven fields."""
    return board_field(ROWS, pieces) + " " + rest


KINGS = {"h1": "rK", "a7": "bK", "g14": "yK", "n8": "gK"}
NONE = "r a,a,a,a 0,0,0,0 -,-,-,- - 0 1"


def k(**extra):
    out = dict(KINGS)
    out.update({c.replace("_", ""): p for c, p in extra.items()})
    return out


CASTLE = k(d1="rR", k1="rR", g2="rP", h2="rP", i2="rP")
EP = k(c4="bP", d2="rP")
MATE_Y = {"h1": "rK", "a7": "bK", "n8": "gK", "g14": "yK", "f13": "yP", "g13": "yP", "h13": "yP", "d12": "rR"}
STALE = {"h1": "rK", "a4": "bK", "g14": "yK", "n8": "gK", "b11": "rR", "e6": "rR"}
MATE_B = {"h1": "rK", "a4": "bK", "g14": "yK", "n8": "gK", "b11": "rR", "e10": "rR"}
RESCUE = {"h1": "rK", "a7": "bK", "a10": "bR", "g14": "yK", "n4": "gK", "m11": "rR", "f10": "rR"}
START = ("yR,yN,yB,yK,yQ,yB,yN,yR/yP,yP,yP,yP,yP,yP,yP,yP/8/bR,bP,10,gP,gR/bN,bP,10,gP,gN/bB,bP,10,gP,gB/"
         "bQ,bP,10,gP,gK/bK,bP,10,gP,gQ/bB,bP,10,gP,gB/bN,bP,10,gP,gN/bR,bP,10,gP,gR/8/rP,rP,rP,rP,rP,rP,rP,rP/"
         "rR,rN,rB,rQ,rK,rB,rN,rR r a,a,a,a 0,0,0,0 KQ,KQ,KQ,KQ - 0 1")
FFA, TEAMS = "four-player:ffa", "four-player:teams"

cases = [
    {"rule": "G3", "game": FFA, "what": "the start text", "position": "start", "expect": {"position": START}},
    {"rule": "G1", "game": FFA, "what": "160 squares; rank 1 starts at d1, file a at a4",
     "position": "start", "expect": {"cells": 160, "orthogonal": {"d1": ["d2", "e1"], "a4": ["a5", "b4"], "d4": ["c4", "e4", "d5", "d3"]},
                                      "diagonal": {"d3": ["c4", "e2", "e4"], "a11": ["b10"]}}},
    {"rule": "G5", "game": FFA, "what": "Red's first moves: knights, single and double steps",
     "position": "start", "expect": {"legal": ["e1-d3", "e1-f3", "j1-i3", "j1-k3"] + [f"{f}2-{f}{r}" for f in "defghijk" for r in (3, 4)]}},
    {"rule": "G2", "game": FFA, "what": "Blue moves second: pawns to the right, knights", "position": "start", "moves": ["h2-h4"],
     "expect": {"turn": "Blue", "legal_count": 20, "from": {"a5": ["a5-c4", "a5-c6"], "b4": ["b4-c4", "b4-d4"]}}},
    {"rule": "G7", "game": FFA, "what": "after f2-f3 Red's queen pins Blue's pawn b6 to its king a7 (g1-a7 diagonal)",
     "position": "start", "moves": ["f2-f3"], "expect": {"legal_count": 18, "from": {"b6": []}}},
    {"rule": "G6", "game": FFA, "what": "Red castles either side", "position": cross(CASTLE, "r a,a,a,a 0,0,0,0 KQ,-,-,- - 0 1"),
     "expect": {"from": {"h1": ["h1-g1", "h1-i1", "h1-j1", "h1-f1"]}}},
    {"rule": "G6", "game": FFA, "what": "king-side castling: king to j1, rook to i1, rights gone, Blue to move",
     "position": cross(CASTLE, "r a,a,a,a 0,0,0,0 KQ,-,-,- - 0 1"), "moves": ["h1-j1"],
     "expect": {"position": cross({"d1": "rR", "i1": "rR", "j1": "rK", "g2": "rP", "h2": "rP", "i2": "rP", "a7": "bK", "g14": "yK", "n8": "gK"},
                                  "b a,a,a,a 0,0,0,0 -,-,-,- - 1 1")}},
    {"rule": "G6", "game": FFA, "what": "queen-side castling: king to f1, rook to g1",
     "position": cross(CASTLE, "r a,a,a,a 0,0,0,0 KQ,-,-,- - 0 1"), "moves": ["h1-f1"],
     "expect": {"position": cross({"f1": "rK", "g1": "rR", "k1": "rR", "g2": "rP", "h2": "rP", "i2": "rP", "a7": "bK", "g14": "yK", "n8": "gK"},
                                  "b a,a,a,a 0,0,0,0 -,-,-,- - 1 1")}},
    {"rule": "G6", "game": FFA, "what": "no castling across a square a Green knight attacks (i1)",
     "position": cross(dict(CASTLE, j3="gN"), "r a,a,a,a 0,0,0,0 KQ,-,-,- - 0 1"),
     "expect": {"from": {"h1": ["h1-g1", "h1-f1"]}}},
    {"rule": "G6", "game": FFA, "what": "no castling out of check (the h2 pawn may take the knight)",
     "position": cross(dict(CASTLE, i3="gN"), "r a,a,a,a 0,0,0,0 KQ,-,-,- - 0 1"),
     "expect": {"check": ["Red"], "legal": ["h1-g1", "h1-i1", "h2-i3"]}},
    {"rule": "G6", "game": FFA, "what": "only the rights in the text: Q only",
     "position": cross(CASTLE, "r a,a,a,a 0,0,0,0 Q,-,-,- - 0 1"), "expect": {"from": {"h1": ["h1-g1", "h1-i1", "h1-f1"]}}},
    {"rule": "G6", "game": FFA, "what": "Blue castles along the a-file: king to a5 or a9",
     "position": cross({"h1": "rK", "a7": "bK", "a4": "bR", "a11": "bR", "b6": "bP", "b7": "bP", "b8": "bP", "g14": "yK", "n8": "gK"},
                       "b a,a,a,a 0,0,0,0 -,KQ,-,- - 0 1"),
     "expect": {"from": {"a7": ["a7-a6", "a7-a8", "a7-a5", "a7-a9"]}}},
    {"rule": "G5", "game": FFA, "what": "Red's double step sets the en passant field",
     "position": cross(EP, NONE), "moves": ["d2-d4"],
     "expect": {"position": cross(k(c4="bP", d4="rP"), "b a,a,a,a 0,0,0,0 -,-,-,- d3:d4 0 1"), "from": {"c4": ["c4-d3"]}}},
    {"rule": "C8", "game": FFA, "what": "Blue takes en passant: the pawn on d4 goes, +1",
     "position": cross(EP, NONE), "moves": ["d2-d4", "c4-d3"],
     "expect": {"position": cross(k(d3="bP"), "y a,a,a,a 0,1,0,0 -,-,-,- - 0 1")}},
    {"rule": "C8", "game": FFA, "what": "only the next seat may: Green, two turns later, cannot",
     "position": cross(k(d2="rP", e2="gP"), NONE), "moves": ["d2-d4", "a7-a6", "g14-g13"],
     "expect": {"turn": "Green", "from": {"e2": ["e2-d2"]}}},
    {"rule": "G8", "game": FFA, "what": "Red promotes on rank 8 (ffa), to any of four pieces",
     "position": cross(k(e7="rP"), NONE), "expect": {"from": {"e7": ["e7-e8=Q", "e7-e8=R", "e7-e8=B", "e7-e8=N"]}}},
    {"rule": "G8", "game": FFA, "what": "the new queen is marked promoted",
     "position": cross(k(e7="rP"), NONE), "moves": ["e7-e8=Q"],
     "expect": {"position": cross(k(e8="rQ~"), "b a,a,a,a 0,0,0,0 -,-,-,- - 0 1")}},
    {"rule": "G8", "game": FFA, "what": "Blue promotes on the h-file",
     "position": cross(k(g9="bP"), "b a,a,a,a 0,0,0,0 -,-,-,- - 0 1"),
     "expect": {"from": {"g9": ["g9-h9=Q", "g9-h9=R", "g9-h9=B", "g9-h9=N"]}}},
    {"rule": "G9", "game": FFA, "what": "a queen is worth 9",
     "position": cross(k(g7="rQ", c7="bQ", g10="yQ~", k7="gN"), "r a,a,a,g1 0,0,0,0 -,-,-,- - 0 1"), "moves": ["g7-c7"],
     "expect": {"scores": [9, 0, 0, 0]}},
    {"rule": "G9", "game": FFA, "what": "a promoted queen is worth 1",
     "position": cross(k(g7="rQ", c7="bQ", g10="yQ~", k7="gN"), "r a,a,a,g1 0,0,0,0 -,-,-,- - 0 1"), "moves": ["g7-g10"],
     "expect": {"scores": [1, 0, 0, 0]}},
    {"rule": "G9", "game": FFA, "what": "a grey piece is worth 0",
     "position": cross(k(g7="rQ", c7="bQ", g10="yQ~", k7="gN"), "r a,a,a,g1 0,0,0,0 -,-,-,- - 0 1"), "moves": ["g7-k7"],
     "expect": {"scores": [0, 0, 0, 0], "turn": "Blue"}},
    {"rule": "G10", "game": FFA, "what": "Red mates Yellow: Yellow is out at once, Red +20, Blue moves",
     "position": cross(MATE_Y, NONE), "moves": ["d12-d14"],
     "expect": {"position": cross(dict(MATE_Y, d12=None, d14="rR"), "b a,a,g1,a 20,0,0,0 -,-,-,- - 1 1"), "check": []}},
    {"rule": "G10", "game": FFA, "what": "one move mates Blue and Green at once: +40; both out in turn order",
     "position": cross({"h1": "rK", "e3": "rR", "j5": "rR", "a4": "bK", "g14": "yK", "n4": "gK"}, NONE), "moves": ["e3-e4"],
     "expect": {"position": cross({"h1": "rK", "e4": "rR", "j5": "rR", "a4": "bK", "g14": "yK", "n4": "gK"},
                                  "y a,g1,a,g2 40,0,0,0 -,-,-,- - 1 1"), "outcome": None}},
    {"rule": "G10", "game": FFA, "what": "a mate by Yellow's rook, uncovered by Red's knight: the mover, Red, scores",
     "position": cross({"h1": "rK", "b11": "rR", "a8": "rN", "g14": "yK", "a11": "yR", "a4": "bK", "n8": "gK"}, NONE),
     "moves": ["a8-c7"],
     "expect": {"position": cross({"h1": "rK", "b11": "rR", "c7": "rN", "g14": "yK", "a11": "yR", "a4": "bK", "n8": "gK"},
                                  "y a,g1,a,a 20,0,0,0 -,-,-,- - 1 1")}},
    {"rule": "C5", "game": FFA, "what": "Yellow's turn is skipped; its grey king can be taken for nothing",
     "position": cross(MATE_Y, NONE), "moves": ["d12-d14", "a7-a6", "n8-n7", "d14-g14"],
     "expect": {"scores": [20, 0, 0, 0], "turn": "Blue", "status": ["a", "a", "g1", "a"]}},
    {"rule": "C4", "game": FFA, "what": "Red's king in check from Blue cannot be taken by Yellow",
     "position": cross(k(h5="bR", e1="yQ"), "y a,a,a,a 0,0,0,0 -,-,-,- - 0 1"),
     "expect": {"check": ["Red"], "illegal": ["e1-h1"], "includes": ["e1-g1", "e1-d1"]}},
    {"rule": "G11", "game": FFA, "what": "Blue stalemated when its turn comes: out, +20 to Blue, Yellow moves",
     "position": cross(STALE, NONE), "moves": ["e6-e5"],
     "expect": {"position": cross(dict(STALE, e6=None, e5="rR"), "y a,g1,a,a 0,20,0,0 -,-,-,- - 1 1")}},
    {"rule": "G12", "game": FFA, "what": "the last live seat left: ranked by score, equal scores share",
     "position": cross(dict(MATE_B, n8="gK"), "r a,a,g1,g2 30,45,12,50 -,-,-,- - 0 1"), "moves": ["e10-a10"],
     "expect": {"outcome": {"ranking": [["Red", "Green"], ["Blue"], ["Yellow"]], "scores": [50, 45, 12, 50], "reason": "one player left"}}},
    {"rule": "G12", "game": FFA, "what": "200 turns without capture or pawn move: +10 to each live seat",
     "position": cross(KINGS, "r a,a,a,g1 5,5,5,5 -,-,-,- - 199 50"), "moves": ["h1-i1"],
     "expect": {"outcome": {"ranking": [["Red", "Blue", "Yellow"], ["Green"]], "scores": [15, 15, 15, 5], "reason": "fifty rounds"}}},
    {"rule": "G13", "game": TEAMS, "what": "the rook stops before its partner's knight and takes the enemy bishop",
     "position": cross(k(d4="rR", d7="yN", g4="bB"), NONE),
     "expect": {"from": {"d4": ["d4-d3", "d4-d2", "d4-d1", "d4-d5", "d4-d6", "d4-c4", "d4-b4", "d4-a4", "d4-e4", "d4-f4", "d4-g4"]}}},
    {"rule": "G13", "game": TEAMS, "what": "a partner's rook gives no check; the king may step onto its lines",
     "position": cross(k(h5="yR"), NONE), "expect": {"check": [], "legal": ["h1-g1", "h1-i1", "h1-g2", "h1-h2", "h1-i2"]}},
    {"rule": "G13", "game": FFA, "what": "the same rook in ffa checks Red",
     "position": cross(k(h5="yR"), NONE), "expect": {"check": ["Red"], "legal": ["h1-g1", "h1-i1", "h1-g2", "h1-i2"]}},
    {"rule": "G14", "game": TEAMS, "what": "promotion on rank 11 in teams; rank 8 is an ordinary square",
     "position": cross(k(e10="rP", g7="rP"), NONE),
     "expect": {"from": {"e10": ["e10-e11=Q", "e10-e11=R", "e10-e11=B", "e10-e11=N"], "g7": ["g7-g8"]}}},
    {"rule": "G15", "game": TEAMS, "what": "Red mates Blue, whose turn comes next: Red and Yellow win",
     "position": cross(MATE_B, NONE), "moves": ["e10-a10"],
     "expect": {"turn": "Blue", "status": ["a", "a", "a", "a"],
                "outcome": {"ranking": [["Red", "Yellow"], ["Blue", "Green"]], "reason": "checkmate"}}},
    {"rule": "G15", "game": TEAMS, "what": "Green checkmated-in-waiting; its partner Blue takes the rook: rescued",
     "position": cross(RESCUE, NONE), "moves": ["f10-n10", "a10-n10", "g14-g13"],
     "expect": {"turn": "Green", "check": [], "outcome": None}},
    {"rule": "G15", "game": TEAMS, "what": "not rescued: when Green's turn comes its team loses",
     "position": cross(RESCUE, NONE), "moves": ["f10-n10", "a10-a9", "g14-g13"],
     "expect": {"turn": "Green", "check": ["Green"], "outcome": {"ranking": [["Red", "Yellow"], ["Blue", "Green"]], "reason": "checkmate"}}},
    {"rule": "G16", "game": TEAMS, "what": "a stalemated seat passes in teams",
     "position": cross(STALE, NONE), "moves": ["e6-e5"], "expect": {"turn": "Blue", "legal": ["pass"], "status": ["a", "a", "a", "a"]}},
    {"rule": "G17", "game": TEAMS, "what": "200 turns without capture or pawn move: both teams share",
     "position": cross(KINGS, "r a,a,a,a 0,0,0,0 -,-,-,- - 199 50"), "moves": ["h1-i1"],
     "expect": {"outcome": {"ranking": [["Red", "Blue", "Yellow", "Green"]], "scores": [0, 0, 0, 0], "reason": "fifty rounds"}}},
    {"rule": "C3", "game": FFA, "what": "a knight does not land on its own pawn nor on a hole", "position": "start",
     "expect": {"from": {"e1": ["e1-d3", "e1-f3"]}}},
    {"rule": "G4", "game": FFA, "what": "a bishop stops at a hole (c2, m12) and before its own king",
     "position": cross(k(e4="rB"), NONE),
     "expect": {"from": {"e4": ["e4-d3", "e4-f3", "e4-g2", "e4-d5", "e4-c6", "e4-b7", "e4-a8", "e4-f5", "e4-g6", "e4-h7",
                                "e4-i8", "e4-j9", "e4-k10", "e4-l11"]}}},
    {"rule": "C12", "game": FFA, "what": "turning by one seat maps the legal moves, castling and en passant included",
     "position": "start", "moves": ["h2-h4", "b7-d7", "j13-j11", "m8-l8", "g1-h2"], "expect": {"turn_symmetric": True}},
    {"rule": "C12", "game": TEAMS, "what": "the same in teams, with a double step just played",
     "position": "start", "moves": ["h2-h4", "b7-d7"], "expect": {"turn_symmetric": True}},
    {"rule": "C11", "game": FFA, "what": "rank 1 has 8 squares: a row of 14 is refused",
     "position": "3,yK,4/8/8/14/14/14/13,gK/bK,13/14/14/14/8/8/7,rK,6 r a,a,a,a 0,0,0,0 -,-,-,- - 0 1", "expect": {"error": True}},
    {"rule": "C11", "game": FFA, "what": "castling needs four entries",
     "position": cross(KINGS, "r a,a,a,a 0,0,0,0 KQ - 0 1"), "expect": {"error": True}},
    # C13: en passant onto the promotion line promotes. Green's double step m8-k8 passes l8; Red,
    # next to move, takes it from k7 onto l8, Red's 8th rank (ffa): four promotions, no plain move.
    {"rule": "C13", "game": FFA, "what": "en passant onto rank 8 promotes (ffa)",
     "position": cross(k(m8="gP", k7="rP"), "g a,a,a,a 0,0,0,0 -,-,-,- - 0 1"), "moves": ["m8-k8"],
     "expect": {"turn": "Red", "from": {"k7": [f"k7-l8={p}" for p in "QRBN"]}}},
    {"rule": "C13", "game": FFA, "what": "the en passant promotion played: the pawn k8 goes, +1, the queen checks Green",
     "position": cross(k(m8="gP", k7="rP"), "g a,a,a,a 0,0,0,0 -,-,-,- - 0 1"), "moves": ["m8-k8", "k7-l8=Q"],
     "expect": {"position": cross(k(l8="rQ~"), "b a,a,a,a 1,0,0,0 -,-,-,- - 0 2"), "check": ["Green"], "outcome": None}},
    # teams: Green's m11-k11 passes l11, Red's 11th rank; Red's pawn k10 takes en passant onto it
    {"rule": "C13", "game": TEAMS, "what": "en passant onto rank 11 promotes (teams)",
     "position": cross(k(m11="gP", k10="rP"), "g a,a,a,a 0,0,0,0 -,-,-,- - 0 1"), "moves": ["m11-k11"],
     "expect": {"turn": "Red", "from": {"k10": [f"k10-l11={p}" for p in "QRBN"]}}},
    # the mode is part of the text (rules.md, "Position text")
    {"rule": "C11", "game": TEAMS, "what": "a text naming its mode, teams, is read in teams",
     "position": cross(k(h5="yR"), "r a,a,a,a 0,0,0,0 -,-,-,- - 0 1 teams"), "expect": {"check": []}},
    {"rule": "C11", "game": FFA, "what": "a text of mode teams is not read as ffa",
     "position": cross(KINGS, "r a,a,a,a 0,0,0,0 -,-,-,- - 0 1 teams"), "expect": {"error": True}},
    {"rule": "C11", "game": FFA, "what": "a mode the game does not have is refused",
     "position": cross(KINGS, "r a,a,a,a 0,0,0,0 -,-,-,- - 0 1 duo"), "expect": {"error": True}},
    # counters in range (rules.md, "Position text"; C9, C11)
    {"rule": "C11", "game": FFA, "what": "the half-move counter goes no further than 200 (C9 ends the game there)",
     "position": cross(KINGS, "r a,a,a,a 0,0,0,0 -,-,-,- - 201 60"), "expect": {"error": True}},
    {"rule": "C9", "game": FFA, "what": "a text at the limit, 200, is a game over",
     "position": cross(KINGS, "r a,a,a,a 5,0,0,0 -,-,-,- - 200 60"),
     "expect": {"outcome": {"ranking": [["Red"], ["Blue", "Yellow", "Green"]], "scores": [15, 10, 10, 10], "reason": "fifty rounds"}}},
    {"rule": "C11", "game": FFA, "what": "the full-move number is at most 999999999",
     "position": cross(KINGS, "r a,a,a,a 0,0,0,0 -,-,-,- - 0 1000000000"), "expect": {"error": True}},
    {"rule": "C11", "game": FFA, "what": "the full-move number stops at 999999999 rather than wrap",
     "position": cross(KINGS, "g a,a,a,a 0,0,0,0 -,-,-,- - 0 999999999"), "moves": ["n8-n9"],
     "expect": {"position": cross(dict(KINGS, n8=None, n9="gK"), "r a,a,a,a 0,0,0,0 -,-,-,- - 1 999999999")}},
    {"rule": "C11", "game": FFA, "what": "a score stops at 999999999 rather than wrap",
     "position": cross(k(g7="rQ", c7="bQ"), "r a,a,a,a 999999999,0,0,0 -,-,-,- - 0 1"), "moves": ["g7-c7"],
     "expect": {"scores": [999999999, 0, 0, 0]}},
    {"rule": "C11", "game": FFA, "what": "a score above 999999999 is refused",
     "position": cross(KINGS, "r a,a,a,a 1000000000,0,0,0 -,-,-,- - 0 1"), "expect": {"error": True}},
    {"rule": "C11", "game": FFA, "what": "a negative score is refused (points are only gained)",
     "position": cross(KINGS, "r a,a,a,a -1,0,0,0 -,-,-,- - 0 1"), "expect": {"error": True}},
    {"rule": "C11", "game": TEAMS, "what": "teams has no points: a score is refused",
     "position": cross(KINGS, "r a,a,a,a 5,0,0,0 -,-,-,- - 0 1"), "expect": {"error": True}},
    {"rule": "C11", "game": FFA, "what": "two seats cannot both be the first out",
     "position": cross(KINGS, "r a,g1,a,g1 0,0,0,0 -,-,-,- - 0 1"), "expect": {"error": True}},
    {"rule": "C11", "game": FFA, "what": "the seats out are numbered from 1: g2 alone is refused",
     "position": cross(KINGS, "r a,g2,a,a 0,0,0,0 -,-,-,- - 0 1"), "expect": {"error": True}},
]
# A game with modes writes its mode as the position text's ninth field (rules.md, "Position text").
for case in cases:
    if "position" in case["expect"]:
        case["expect"]["position"] += " " + case["game"].split(":")[1]
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "four-player.json")
json.dump({"game": FFA, "sheet": "src/variants/multi/four-player/rules.md", "cases": cases}, open(path, "w"), indent=1)
