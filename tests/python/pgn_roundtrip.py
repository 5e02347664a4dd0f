"""Reads PGN texts with python-chess and reports what it understood.

Input on stdin: a JSON list of PGN texts. Output on stdout: a JSON list with, for each text,
{"errors": [...], "uci": [...], "fen": final FEN, "headers": {...}, "pgn": python-chess's own
export of the game}. Used by tests/notation.rs to check that our PGN round-trips through an
independent library, both ways.
"""
import io
import json
import sys

import chess.pgn

out = []
for text in json.load(sys.stdin):
    game = chess.pgn.read_game(io.StringIO(text))
    if game is None:
        out.append({"errors": ["no game"], "uci": [], "fen": "", "headers": {}, "pgn": ""})
        continue
    board = game.board()
    uci = []
    for move in game.mainline_moves():
        uci.append(board.uci(move, chess960=board.chess960))
        board.push(move)
    out.append({
        "errors": [str(e) for e in game.errors],
        "uci": uci,
        "fen": board.fen(),
        "headers": dict(game.headers),
        "pgn": str(game),
    })
json.dump(out, sys.stdout)
