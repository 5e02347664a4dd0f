// Moves, squares and positions in words, for screen readers: "Knight from g1 to f3", "Castles
// kingside", "Pawn from a7 takes rook on b8, promotes to queen". Pure: reads the module's board
// descriptions, move objects and piece catalogue (catalog.js: each code's colour and role name),
// so it knows no rule and is tested in Node.

import { promotedPiece } from './catalog.js';

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function cell(board, square) {
  return board.squares.find((s) => s.square === square);
}

/** 'wN' → 'white knight'. */
export function pieceName(pieces, code) {
  const piece = pieces.get(code);
  return piece ? `${piece.color} ${piece.role}` : code;
}

/**
 * The other side's pieces a move removed, found by comparing the boards before and after it:
 * [{ square, role }], the square where each stood.
 */
function taken(before, after, color, pieces) {
  const gone = [];
  for (const was of before.squares) {
    const piece = was.piece && pieces.get(was.piece);
    if (piece && piece.color !== color && cell(after, was.square)?.piece !== was.piece) gone.push({ square: was.square, role: piece.role });
  }
  return gone;
}

/**
 * A move in words, from the boards before and after it: "Knight from g1 to f3", "Bishop from b5
 * takes knight on c6", "Castles kingside", "Pawn from a7 to a8, promotes to queen". A piece taken
 * elsewhere than where the mover lands is named with its own square: "Pawn from e5 to d6, takes
 * pawn on d5 en passant".
 */
export function describeMove(move, before, after, pieces) {
  const mover = pieces.get(cell(before, move.from)?.piece);
  if (move.castleRook) {
    const kingside = cell(before, move.castleRook).file > cell(before, move.from).file;
    return `Castles ${kingside ? 'kingside' : 'queenside'}`;
  }
  const role = capital(mover?.role ?? 'piece');
  const victims = move.capture ? taken(before, after, mover?.color, pieces) : [];
  const onTarget = victims.find((v) => v.square === move.to);
  let words;
  if (onTarget) {
    words = `${role} from ${move.from} takes ${onTarget.role} on ${move.to}`;
  } else {
    words = `${role} from ${move.from} to ${move.to}`;
    for (const v of victims) words += `, takes ${v.role} on ${v.square}`;
    if (move.enPassant) words += ' en passant';
  }
  if (move.promotion) words += `, promotes to ${promotedPiece(pieces, mover?.color, move.promotion)?.role ?? move.promotion}`;
  return words;
}

/** ", check" or ", checkmate" for the status after a move; '' otherwise. */
export function checkWords(status) {
  if (status.outcome?.reason === 'checkmate') return ', checkmate';
  return status.check ? ', check' : '';
}

/** A square and what stands on it: "e4, empty", "g1, white knight". */
export function describeSquare(board, square, pieces) {
  const code = cell(board, square)?.piece;
  return `${square}, ${code ? pieceName(pieces, code) : 'empty'}`;
}

/**
 * The whole position, side by side, for the board's accessible mirror: "White: king e1, queen d1,
 * rooks a1 and h1. Black: king e8." Sides in the catalogue's order, each side's pieces from the
 * last in it (the king) to the first (the pawns).
 */
export function describePosition(board, pieces) {
  const colors = [...new Set([...pieces.values()].map((p) => p.color))];
  return colors.map((color) => {
    const groups = [...pieces.values()].filter((p) => p.color === color).reverse().map((piece) => {
      const squares = board.squares.filter((s) => s.piece === piece.code).map((s) => s.square);
      if (squares.length === 0) return null;
      const list = squares.length === 1 ? squares[0] : `${squares.slice(0, -1).join(', ')} and ${squares.at(-1)}`;
      return `${squares.length === 1 ? piece.role : piece.role + 's'} ${list}`;
    }).filter(Boolean);
    return `${capital(color)}: ${groups.length ? groups.join(', ') : 'no pieces'}.`;
  }).join(' ');
}
