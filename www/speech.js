// Moves, squares and positions in words, for screen readers: "Knight from g1 to f3",
// "Pawn from e5 takes pawn on d6 en passant", "Castles kingside". Pure: reads the module's board
// description and move objects, so it is tested in Node.

const ROLES = { p: 'pawn', n: 'knight', b: 'bishop', r: 'rook', q: 'queen', k: 'king' };
const ORDER = ['k', 'q', 'r', 'b', 'n', 'p'];
const PLURAL = { p: 'pawns', n: 'knights', b: 'bishops', r: 'rooks', q: 'queens', k: 'kings' };

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const colorOf = (code) => (code[0] === 'w' ? 'white' : 'black');
const roleOf = (code) => code[1].toLowerCase();

function pieceOn(board, square) {
  return board.squares.find((s) => s.square === square)?.piece ?? null;
}

function cell(board, square) {
  return board.squares.find((s) => s.square === square);
}

/** 'wN' → 'white knight'. */
export function pieceName(code) {
  return `${colorOf(code)} ${ROLES[roleOf(code)]}`;
}

/**
 * A move in words, from the board before it was played (to name the pieces):
 * "Knight from g1 to f3", "Bishop from b5 takes knight on c6", "Pawn from e5 takes pawn on d6 en
 * passant", "Castles kingside", "Pawn from a7 to a8, promotes to queen".
 */
export function describeMove(move, before) {
  const mover = pieceOn(before, move.from);
  if (move.castleRook) {
    const kingside = cell(before, move.castleRook).file > cell(before, move.from).file;
    return `Castles ${kingside ? 'kingside' : 'queenside'}`;
  }
  const role = capital(mover ? ROLES[roleOf(mover)] : 'piece');
  let words;
  if (move.capture) {
    const victim = pieceOn(before, move.to);
    words = victim
      ? `${role} from ${move.from} takes ${ROLES[roleOf(victim)]} on ${move.to}`
      : `${role} from ${move.from} takes pawn on ${move.to} en passant`;
  } else {
    words = `${role} from ${move.from} to ${move.to}`;
  }
  if (move.promotion) words += `, promotes to ${ROLES[move.promotion]}`;
  return words;
}

/** ", check" or ", checkmate" for the status after a move; '' otherwise. */
export function checkWords(status) {
  if (status.outcome?.reason === 'checkmate') return ', checkmate';
  return status.check ? ', check' : '';
}

/** A square and what stands on it: "e4, empty", "g1, white knight". */
export function describeSquare(board, square) {
  const piece = pieceOn(board, square);
  return `${square}, ${piece ? pieceName(piece) : 'empty'}`;
}

/**
 * The whole position, side by side, for the board's accessible mirror:
 * "White: king e1, queen d1, rooks a1 and h1. Black: king e8."
 */
export function describePosition(board) {
  const sides = [];
  for (const color of ['w', 'b']) {
    const groups = ORDER.map((role) => {
      const squares = board.squares.filter((s) => s.piece === color + role.toUpperCase()).map((s) => s.square);
      if (squares.length === 0) return null;
      const list = squares.length === 1 ? squares[0] : `${squares.slice(0, -1).join(', ')} and ${squares.at(-1)}`;
      return `${squares.length === 1 ? ROLES[role] : PLURAL[role]} ${list}`;
    }).filter(Boolean);
    sides.push(`${color === 'w' ? 'White' : 'Black'}: ${groups.length ? groups.join(', ') : 'no pieces'}.`);
  }
  return sides.join(' ');
}
