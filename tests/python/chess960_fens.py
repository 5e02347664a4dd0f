"""Prints the FEN of every Chess960 start position, Scharnagl numbers 0..959, by python-chess."""
import chess

for n in range(960):
    print(chess.Board.from_chess960_pos(n).fen())
