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

/**
 * What a move changed on the board beyond the mover's own step, from the boards before and after
 * it: the pieces removed ([{ square, role, color }]) and the pieces that changed sides where they
 * stand ([{ square, role }], Friendly Chess's recruits). The mover's own square is left out.
 */
function changes(before, after, from, pieces) {
  const removed = [], turned = [];
  for (const was of before.squares) {
    const piece = was.piece && pieces.get(was.piece);
    if (!piece || was.square === from) continue;
    const now = cell(after, was.square)?.piece;
    const then = now && pieces.get(now);
    if (then && then.color !== piece.color && then.role === piece.role) turned.push({ square: was.square, role: piece.role });
    else if (now !== was.piece && (!then || then.color !== piece.color)) removed.push({ square: was.square, role: piece.role, color: piece.color });
  }
  return { removed, turned };
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
 * A move in words, from the boards before and after it: "Knight from g1 to f3", "Bishop from b5
 * takes knight on c6", "Castles kingside", "Pawn from a7 to a8, promotes to queen", "Knight dropped
 * on f3", "…, duck to d5", "Knight from d5 takes pawn on e7, the explosion removes …", "Passes", "Knight from
 * c3 recruits pawn on d5, then pawns on e6 and f7". A piece taken elsewhere than where the mover
 * lands is named with its own square: "Pawn from e5 to d6, takes pawn on d5 en passant".
 */
export function describeMove(move, before, after, pieces) {
  const duck = move.duck ? `, duck to ${move.duck}` : '';
  if (move.drop) {
    const dropped = pieces.get(cell(after, move.to)?.piece);
    return `${capital(dropped?.role ?? 'piece')} dropped on ${move.to}${duck}`;
  }
  if (move.pass) return 'Passes';
  const moverCode = cell(before, move.from)?.piece;
  const mover = pieces.get(moverCode);
  if (move.castleRook) {
    const kingside = cell(before, move.castleRook).file > cell(before, move.from).file;
    return `Castles ${kingside ? 'kingside' : 'queenside'}${duck}`;
  }
  const role = capital(mover?.role ?? 'piece');
  const changed = changes(before, after, move.from, pieces);
  const removed = changed.removed;
  // Recruits only when the mover stayed where it was (it did not land on the target).
  const turned = cell(after, move.from)?.piece === cell(before, move.from)?.piece ? changed.turned : [];
  if (!turned.length) removed.push(...changed.turned.map((t) => ({ ...t, color: 'other' })));
  const exploded = move.capture && !cell(after, move.to)?.piece;
  const onTarget = removed.find((v) => v.square === move.to) ?? turned.find((v) => v.square === move.to);
  let words;
  if (turned.length && onTarget && !removed.includes(onTarget)) {
    words = `${role} from ${move.from} recruits ${onTarget.role} on ${move.to}`;
    const chain = turned.filter((t) => t !== onTarget).map((t) => `${t.role} on ${t.square}`);
    if (chain.length) words += `, then ${list(chain)}`;
  } else if (exploded) {
    words = `${role} from ${move.from} takes ${onTarget?.role ?? 'piece'} on ${move.to}`;
    const blown = removed.filter((v) => v !== onTarget).map((v) => `${v.color} ${v.role} on ${v.square}`);
    words += `, the explosion removes ${list([`the ${mover?.role ?? 'capturer'}`, ...blown])}`;
  } else if (onTarget && move.capture) {
    words = `${role} from ${move.from} takes ${onTarget.role} on ${move.to}`;
  } else {
    words = `${role} from ${move.from} to ${move.to}`;
    if (move.capture) for (const v of removed.filter((r) => r.color !== mover?.color)) words += `, takes ${v.role} on ${v.square}`;
    if (move.enPassant) words += ' en passant';
  }
  if (move.promotion) words += `, promotes to ${promotionPiece(pieces, mover?.color, move.promotion, moverCode)?.role ?? move.promotion}`;
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
