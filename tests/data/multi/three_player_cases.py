#!/usr/bin/env python3
"""Writes three-player.json. Positions are given as piece lists and assembled by `hexa()` below
(independent of the reference); every expected value is worked out by hand from
src/variants/multi/three-player/rules.md (the geometry from the kites, G1-G6)."""
import json
import os

from position_text import board_field


# the text's rows: White's ranks 4..1, then Red's, then Black's
ROWS = [[f"{sec}{f}{rank}" for f in "abcdefgh"] for sec in "WRB" for rank in (4, 3, 2, 1)]


def hexa(pieces, rest):
    """pieces: {"We1": "wK", ...} -> the board field + rest."""
    return board_field(ROWS, pieces) + " " + rest


KINGS = {"We1": "wK", "Re1": "rK", "Be1": "bK"}
W = "w a,a,a 0,0,0 -,-,- - 0 1"
START = ("8/8/wP,wP,wP,wP,wP,wP,wP,wP/wR,wN,wB,wQ,wK,wB,wN,wR/8/8/rP,rP,rP,rP,rP,rP,rP,rP/rR,rN,rB,rQ,rK,rB,rN,rR/"
         "8/8/bP,bP,bP,bP,bP,bP,bP,bP/bR,bN,bB,bQ,bK,bB,bN,bR w a,a,a 0,0,0 KQ,KQ,KQ - 0 1")
EP = dict(KINGS, Wc2="wP", Wb4="rP")
G = "three-player"


def k(**extra):
    out = dict(KINGS)
    out.update(extra)
    return out


cases = [
    {"rule": "G3", "what": "the start text", "position": "start", "expect": {"position": START}},
    {"rule": "G1", "what": "96 cells; a corner, a rim cell at a seam, an inner cell",
     "position": "start", "expect": {"cells": 96,
                                     "orthogonal": {"Wa1": ["Wa2", "Wb1"], "Wa4": ["Wa3", "Wb4", "Rh4"], "Wb2": ["Wb1", "Wb3", "Wa2", "Wc2"]},
                                     "diagonal": {"Wa1": ["Wb2"], "Wa4": ["Wb3", "Rg4"], "Wb2": ["Wa1", "Wc1", "Wa3", "Wc3"]}}},
    {"rule": "G4", "what": "six cells meet at the centre: Wd4's neighbours", "position": "start",
     "expect": {"orthogonal": {"Wd4": ["Wc4", "Wd3", "We4", "Re4"], "We4": ["Wd4", "We3", "Wf4", "Bd4"]},
                "diagonal": {"Wd4": ["Wc3", "We3", "Rf4", "Rd4", "Bd4", "Be4"]}}},
    {"rule": "G5", "what": "lines from Wd4 and Wa1: files run on into the neighbour's, the long diagonal crosses the centre",
     "position": "start", "expect": {"rays": {
         "Wd4": ["Wd3 Wd2 Wd1", "We4 Wf4 Wg4 Wh4", "Wc4 Wb4 Wa4", "Re4 Re3 Re2 Re1",
                 "Wc3 Wb2 Wa1", "We3 Wf2 Wg1", "Be4 Bf3 Bg2 Bh1", "Rf4 Rg3 Rh2"],
         "Wa1": ["Wb1 Wc1 Wd1 We1 Wf1 Wg1 Wh1", "Wa2 Wa3 Wa4 Rh4 Rh3 Rh2 Rh1", "Wb2 Wc3 Wd4 Be4 Bf3 Bg2 Bh1"]}}},
    {"rule": "G6", "what": "king: every neighbour; knight: the chess knight away from the centre, ten near it",
     "position": "start", "expect": {"king": {"Wd4": ["Wc4", "Wd3", "We4", "Re4", "Wc3", "We3", "Rf4", "Rd4", "Bd4", "Be4"]},
                                     "knight": {"Wb1": ["Wa3", "Wc3", "Wd2"],
                                                "Wd3": ["Wb2", "Wb4", "Wc1", "We1", "Wf2", "Wf4", "Rd4", "Rf4", "Bd4", "Be4"]}}},
    {"rule": "G5", "what": "White's first moves", "position": "start",
     "expect": {"legal": ["Wb1-Wa3", "Wb1-Wc3", "Wg1-Wf3", "Wg1-Wh3"] + [f"W{f}2-W{f}{r}" for f in "abcdefgh" for r in (3, 4)]}},
    {"rule": "G2", "what": "Red moves second, then Black", "position": "start", "moves": ["Wd2-Wd4"],
     "expect": {"turn": "Red", "legal_count": 20, "from": {"Rb1": ["Rb1-Ra3", "Rb1-Rc3"]}}},
    {"rule": "G7", "what": "a pawn on d4 goes on into Red's e-file and has three captures",
     "position": hexa(k(Wd4="wP", Rd4="rN", Rf4="rN", Be4="bN"), W),
     "expect": {"from": {"Wd4": ["Wd4-Re4", "Wd4-Rd4", "Wd4-Rf4", "Wd4-Be4"]}}},
    {"rule": "G7", "what": "in Red's section White's pawn moves down Red's file",
     "position": hexa(k(Re3="wP", Rd2="rP", Rf2="rB"), W),
     "expect": {"from": {"Re3": ["Re3-Re2", "Re3-Rd2", "Re3-Rf2"]}}},
    {"rule": "G7", "what": "a double step from rank 2 sets the en passant field", "position": hexa(EP, W), "moves": ["Wc2-Wc4"],
     "expect": {"position": "1,rP,wP,5/8/8/4,wK,3/8/8/8/4,rK,3/8/8/8/4,bK,3 r a,a,a 0,0,0 -,-,- Wc3:Wc4 0 1",
                "from": {"Wb4": ["Wb4-Wb3", "Wb4-Wc3"]}}},
    {"rule": "C8", "what": "Red takes en passant", "position": hexa(EP, W), "moves": ["Wc2-Wc4", "Wb4-Wc3"],
     "expect": {"position": "8/2,rP,5/8/4,wK,3/8/8/8/4,rK,3/8/8/8/4,bK,3 b a,a,a 0,0,0 -,-,- - 0 1"}},
    {"rule": "G8", "what": "promotion on rank 1 of either opponent",
     "position": hexa({"We1": "wK", "Rg1": "rK", "Bb1": "bK", "Rc2": "wP", "Bf2": "wP"}, W),
     "expect": {"from": {"Rc2": [f"Rc2-Rc1={p}" for p in "QRBN"], "Bf2": [f"Bf2-Bf1={p}" for p in "QRBN"]}}},
    {"rule": "G9", "what": "castling both ways in one's own section",
     "position": hexa({"We1": "wK", "Wa1": "wR", "Wh1": "wR", "Wd2": "wP", "We2": "wP", "Wf2": "wP", "Re1": "rK", "Be1": "bK"},
                      "w a,a,a 0,0,0 KQ,-,- - 0 1"),
     "expect": {"from": {"We1": ["We1-Wd1", "We1-Wf1", "We1-Wg1", "We1-Wc1"]}}},
    {"rule": "G9", "what": "queen-side: king to c1, rook a1 to d1",
     "position": hexa({"We1": "wK", "Wa1": "wR", "Wh1": "wR", "Wd2": "wP", "We2": "wP", "Wf2": "wP", "Re1": "rK", "Be1": "bK"},
                      "w a,a,a 0,0,0 KQ,-,- - 0 1"), "moves": ["We1-Wc1"],
     "expect": {"position": hexa({"Wc1": "wK", "Wd1": "wR", "Wh1": "wR", "Wd2": "wP", "We2": "wP", "Wf2": "wP", "Re1": "rK", "Be1": "bK"},
                                 "r a,a,a 0,0,0 -,-,- - 1 1")}},
    {"rule": "G10", "what": "a Black rook on Bd1 checks White's king through the centre (Bd file = We file)",
     "position": hexa({"We1": "wK", "Wa3": "wR", "Re1": "rK", "Be1": "bK", "Bd1": "bR"}, W),
     "expect": {"check": ["White"], "legal": ["We1-Wd1", "We1-Wf1", "We1-Wd2", "We1-Wf2", "Wa3-We3"]}},
    {"rule": "C4", "what": "Red cannot take White's checked king",
     "position": hexa({"We1": "wK", "Wa1": "rR", "Re1": "rK", "Be1": "bK", "Bd1": "bR"}, "r a,a,a 0,0,0 -,-,- - 0 1"),
     "expect": {"check": ["White"], "illegal": ["Wa1-We1"], "includes": ["Wa1-Wd1"]}},
    {"rule": "G11", "what": "White mates Red: the game ends at once, White first, Black second",
     "position": hexa({"We1": "wK", "Wa3": "wR", "Rg2": "wR", "Ra1": "rK", "Be1": "bK"}, W), "moves": ["Wa3-Rh1"],
     "expect": {"check": ["Red"], "outcome": {"ranking": [["White"], ["Black"], ["Red"]], "reason": "checkmate"}}},
    {"rule": "G12", "what": "stalemated White passes", "position": hexa({"Wa1": "wK", "Wh2": "rR", "Wb4": "rR", "Re1": "rK", "Be1": "bK"}, W),
     "expect": {"check": [], "legal": ["pass"]}},
    {"rule": "G12", "what": "after the pass Red moves", "position": hexa({"Wa1": "wK", "Wh2": "rR", "Wb4": "rR", "Re1": "rK", "Be1": "bK"}, W),
     "moves": ["pass"], "expect": {"turn": "Red", "outcome": None}},
    {"rule": "G13", "what": "150 turns without capture or pawn move: a draw",
     "position": hexa(KINGS, "w a,a,a 0,0,0 -,-,- - 149 50"), "moves": ["We1-Wd1"],
     "expect": {"outcome": {"ranking": [["White", "Red", "Black"]], "reason": "fifty rounds"}}},
    {"rule": "G9", "what": "no castling across Wf1, attacked down Black's c-file (= White's f-file) by a rook on Bc1",
     "position": hexa({"We1": "wK", "Wh1": "wR", "Wd2": "wP", "We2": "wP", "Re1": "rK", "Be1": "bK", "Bc1": "bR"},
                      "w a,a,a 0,0,0 K,-,- - 0 1"),
     "expect": {"check": [], "from": {"We1": ["We1-Wd1"]}}},
    {"rule": "G6", "what": "a knight on Wd3 reaches ten cells, four of them across the centre",
     "position": hexa({"Wh1": "wK", "Wd3": "wN", "Re1": "rK", "Be1": "bK"}, W),
     "expect": {"from": {"Wd3": ["Wd3-Wb2", "Wd3-Wb4", "Wd3-Wc1", "Wd3-We1", "Wd3-Wf2", "Wd3-Wf4", "Wd3-Rd4", "Wd3-Rf4",
                                 "Wd3-Bd4", "Wd3-Be4"]}}},
    {"rule": "C12", "what": "turning by a third (one seat) maps the legal moves, en passant included",
     "position": "start", "moves": ["Wd2-Wd4", "Rc2-Rc4"], "expect": {"turn_symmetric": True}},
    # G11 for a seat that is not next: White mates Black (Red moves next). Black's king in the
    # corner Bh1 has three neighbours, Bg1, Bg2, Bh2; the rook Ba2 holds rank 2, the rook comes to Bb1.
    {"rule": "G11", "what": "White mates Black, who is not next: the game ends at once, White first, Red second",
     "position": hexa({"We1": "wK", "Re1": "rK", "Bh1": "bK", "Ba2": "wR", "Bb3": "wR"}, W), "moves": ["Bb3-Bb1"],
     "expect": {"check": ["Black"], "outcome": {"ranking": [["White"], ["Red"], ["Black"]], "reason": "checkmate"}}},
    # a discovered mate: the knight Rd1 leaves Red's rank 1 and uncovers the rook Rh1's check to the
    # king Ra1 (neighbours Ra2, Rb1, Rb2); the rook Rg2 holds rank 2; the knight itself gives none
    {"rule": "G11", "what": "a discovered mate: the knight moves, the rook behind it mates Red",
     "position": hexa({"We1": "wK", "Ra1": "rK", "Be1": "bK", "Rh1": "wR", "Rd1": "wN", "Rg2": "wR"}, W), "moves": ["Rd1-Rc3"],
     "expect": {"check": ["Red"], "outcome": {"ranking": [["White"], ["Black"], ["Red"]], "reason": "checkmate"}}},
    {"rule": "G11", "what": "before it, Red is not in check: the knight stands between",
     "position": hexa({"We1": "wK", "Ra1": "rK", "Be1": "bK", "Rh1": "wR", "Rd1": "wN", "Rg2": "wR"}, W),
     "expect": {"check": [], "outcome": None, "includes": ["Rd1-Rc3"]}},
    {"rule": "C11", "what": "eleven rows are refused", "position": "8/8/8/4,wK,3/8/8/8/4,rK,3/8/8/4,bK,3 w a,a,a 0,0,0 -,-,- - 0 1",
     "expect": {"error": True}},
]
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "three-player.json")
json.dump({"game": G, "sheet": "src/variants/multi/three-player/rules.md", "cases": cases}, open(path, "w"), indent=1)
