"""Reads PGN texts with python-chess and reports what it understood.

Input on stdin: a JSON list of PGN texts. Output on stdout: a JSON list with, for each text,
{"errors": [...], "uci": [...], "fen": final FEN, "headers": {...}, "pgn": python-chess's own
export of the game} of the first game, and "games": [{"headers": {...}, "uci": [...]}, ...], every
game of the text. Used by tests/notation.rs to check that our PGN round-trips through an
independent library, both ways, and that we split texts into games where it does.
"""
import io
import json
import sys

import chess.pgn



def every_game(text):
    handle = io.StringIO(text)
    games = []
    while (game := chess.pgn.read_game(handle)) is not None:
        games.append({"headers": dict(game.headers), "uci": [m.uci() for m in game.mainline_moves()]})
    return games


out = []
for text in json.load(sys.stdin):
    game = chess.pgn.read_game(io.StringIO(text))
    if game is None:
        out.append({"errors": ["no game"], "uci": [], "fen": "", "headers": {}, "pgn": "", "games": []})
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
        "games": every_game(text),
    })
json.dump(out, sys.stdout)
