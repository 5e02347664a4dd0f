// Moves, squares and positions in words, for screen readers: "Knight from g1 to f3", "Castles
// kingside", "Pawn from a7 takes rook on b8, promotes to queen". Pure: reads the module's board
// descriptions, move objects and piece catalogue (catalog.js: each code's colour and role name),
// so it knows no rule and is tested in Node.

import { promotionPiece } from './catalog.js';
import { sideName } from './sides.js';

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

function cell(board, square) {
  return board.squares.find((s) => s.square === square);
}

/** 'wN' → 'white knight'; with a game's names of its sides (sides.js), 'wK' → 'Red general'. */
export function pieceName(pieces, code, sides = null) {
  const piece = pieces.get(code);
  return piece ? `${sides ? sideName(piece.color, sides) : piece.color} ${piece.role}` : code;
}

/** `color`'s pieces that are on `before` and gone from `after` (both as `color` sees them). */
export function lostPieces(before, after, color, pieces) {
  const lost = [];
  for (const was of before?.squares ?? []) {
    const piece = was.piece && pieces.get(was.piece);
    if (piece?.color === color && cell(after, was.square)?.piece !== was.piece) lost.push({ square: was.square, role: piece.role });
  }
  return lost;
}

const list = (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * A move in words, from its description (the module's move object: what it takes and where, the
 * castling rook, Atomic's blast, Friendly Chess's waves) and the board before it, which names the
 * pieces as the game's catalogue does: "Knight from g1 to f3", "Bishop from b5 takes knight on c6",
 * "Castles kingside", "Pawn from a7 to a8, promotes to queen", "Knight dropped on f3", "…, duck to
 * d5", "Knight from d5 takes pawn on e7, the explosion removes …", "Passes", "Knight from c3
 * recruits pawn on d5, then pawns on e6 and f7". A piece taken elsewhere than where the mover lands
 * is named with its own square: "Pawn from e5 to d6, takes pawn on d5 en passant".
 */
export function describeMove(move, before, after, pieces) {
  const duck = move.duck ? `, duck to ${move.duck}` : '';
  const pieceOn = (square) => pieces.get(cell(before, square)?.piece);
  if (move.drop) {
    const dropped = pieces.get(cell(after, move.to)?.piece);
    return `${capital(dropped?.role ?? move.piece ?? 'piece')} dropped on ${move.to}${duck}`;
  }
  if (move.pass) return 'Passes';
  const moverCode = cell(before, move.from)?.piece;
  const mover = pieces.get(moverCode);
  if (move.castleRook) {
    const kingside = cell(before, move.castleRook).file > cell(before, move.from).file;
    return `Castles ${kingside ? 'kingside' : 'queenside'}${duck}`;
  }
  const role = capital(mover?.role ?? move.piece ?? 'piece');
  const named = (square, fallback) => pieceOn(square)?.role ?? fallback ?? 'piece';
  const taken = move.captured;
  let words;
  if (move.waves?.length) {
    const [[target], ...chain] = move.waves;
    words = `${role} from ${move.from} recruits ${named(target)} on ${target}`;
    const rest = chain.flat().map((square) => `${named(square)} on ${square}`);
    if (rest.length) words += `, then ${list(rest)}`;
  } else if (move.exploded?.length) {
    const at = taken?.square ?? move.to;
    words = `${role} from ${move.from} takes ${named(at, taken?.role)} on ${at}${move.enPassant ? ' en passant' : ''}`;
    const blown = move.exploded.filter((square) => square !== move.to).map((square) => `${pieceOn(square)?.color ?? ''} ${named(square)} on ${square}`.trim());
    words += `, the explosion removes ${list([`the ${mover?.role ?? 'capturer'}`, ...blown])}`;
  } else if (taken && taken.square === move.to) {
    words = `${role} from ${move.from} takes ${named(taken.square, taken.role)} on ${move.to}`;
  } else {
    words = `${role} from ${move.from} to ${move.to}`;
    if (taken) words += `, takes ${named(taken.square, taken.role)} on ${taken.square}`;
    if (move.enPassant) words += ' en passant';
  }
  if (move.promotion) words += `, promotes to ${promotionPiece(pieces, mover?.color, move.promotion, moverCode)?.role ?? move.promotedTo ?? move.promotion}`;
  return words + duck;
}

/** ", check" or ", checkmate" for the status after a move; '' otherwise. */
export function checkWords(status) {
  if (status.outcome?.reason === 'checkmate') return ', checkmate';
  return status.check ? ', check' : '';
}

/**
 * A square and what stands on it: "e4, empty", "g1, white knight", "e5, in the fog" (hidden from
 * the viewer); `sides` the game's names of its sides ("e1, Red general").
 */
export function describeSquare(board, square, pieces, sides = null) {
  if (cell(board, square)?.hidden) return `${square}, in the fog`;
  const code = cell(board, square)?.piece;
  return `${square}, ${code ? pieceName(pieces, code, sides) : 'empty'}`;
}

/**
 * The whole position, side by side, for the board's accessible mirror: "White: king e1, queen d1,
 * rooks a1 and h1. Black: king e8." Sides in the catalogue's order, named by `sides` (the game's
 * names, sides.js: "Red: general e1, …"), each side's pieces from the last in it (the king) to the
 * first (the pawns).
 */
export function describePosition(board, pieces, sides = null) {
  const colors = [...new Set([...pieces.values()].map((p) => p.color))];
  return colors.map((color) => {
    const groups = [...pieces.values()].filter((p) => p.color === color).reverse().map((piece) => {
      const squares = board.squares.filter((s) => s.piece === piece.code).map((s) => s.square);
      if (squares.length === 0) return null;
      const list = squares.length === 1 ? squares[0] : `${squares.slice(0, -1).join(', ')} and ${squares.at(-1)}`;
      return `${squares.length === 1 ? piece.role : piece.role + 's'} ${list}`;
    }).filter(Boolean);
    return `${sideName(color, sides)}: ${groups.length ? groups.join(', ') : 'no pieces'}.`;
  }).join(' ');
}
