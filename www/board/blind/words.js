// What blind mode says: a position read cell by cell, moves in the game's notation or in words
// ("knight from g1 to f3"), the pieces of each side, the hands, the players. Pure: reads the
// module's descriptions (board(), move objects, the piece catalogue, the players) and knows no rule.

import { sideName } from '../sides.js';

export const READINGS = Object.freeze(['words', 'notation']);

const plural = (word, n) => (n === 1 ? word : `${word}s`);
const list = (items) => (items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * A position as blind mode reads it, from a board description: a board of squares (`files`,
 * `ranks`, `squares` with piece codes named by `pieces`, the catalogue; `sides` the game's names of
 * its sides) or of cells (`kind: 'cells'`, each piece with its owner among `players`).
 * → { kind: 'squares'|'cells', files, ranks, cells: [{ name, file, rank, hidden, duck, piece: { side, sideName, role, letter } | null }], hands }
 */
export function readPosition(description, { pieces = new Map(), sides = null } = {}) {
  if (description.kind === 'cells') {
    const names = new Map(description.players.map((p) => [p.id, p.name]));
    const cells = description.cells.map((c) => ({
      name: c.name, hidden: false, duck: false,
      piece: c.piece && {
        side: c.piece.owner,
        sideName: `${names.get(c.piece.owner) ?? c.piece.owner}${c.piece.grey ? ' (grey)' : ''}`,
        role: c.piece.role,
        letter: String(c.piece.letter ?? c.piece.role[0]).toLowerCase(),
      },
    }));
    return { kind: 'cells', cells, hands: [] };
  }
  const cells = description.squares.map((sq) => {
    const piece = sq.piece && pieces.get(sq.piece);
    return {
      name: sq.square, file: sq.file, rank: sq.rank, hidden: Boolean(sq.hidden), duck: description.duck === sq.square,
      piece: sq.piece && {
        side: piece?.color ?? null,
        sideName: piece ? sideName(piece.color, sides) : '',
        role: piece?.role ?? sq.piece,
        letter: sq.piece.at(-1).toLowerCase(),
      },
    };
  });
  return { kind: 'squares', files: description.files, ranks: description.ranks, cells, hands: description.hands ?? [] };
}

/** A cell as a screen reader says it: "g1, White knight", "e4, empty", "d5, the duck", "e7, in the fog". */
export function cellWords(cell) {
  if (cell.hidden) return `${cell.name}, in the fog`;
  if (cell.duck) return `${cell.name}, the duck`;
  return `${cell.name}, ${cell.piece ? `${cell.piece.sideName} ${cell.piece.role}` : 'empty'}`;
}

/**
 * A move in words from the module's move object: "knight from g1 to f3", "pawn from e5 to d6, takes
 * pawn on d5", "king from e1 castles with the rook on h1", "knight dropped on f3", "pawn from e7 to
 * e8, promotes to queen", "…, duck to d5", "passes". `roleOf(letter)` names a promotion letter.
 */
export function moveInWords(move, { roleOf = (letter) => letter } = {}) {
  if (!move || move.hidden) return 'a move you did not see';
  if (move.pass) return 'passes';
  const piece = move.piece ?? 'piece';
  let words;
  if (move.drop) words = `${piece} dropped on ${move.to}`;
  else if (move.castleRook) words = `${piece} from ${move.from} castles with the rook on ${move.castleRook}`;
  else if (move.captured && move.captured.square === move.to) words = `${piece} from ${move.from} takes ${move.captured.role} on ${move.to}`;
  else {
    words = `${piece} from ${move.from} to ${move.to}`;
    if (move.captured) words += `, takes ${move.captured.role} on ${move.captured.square}`;
  }
  if (move.promotion) words += `, promotes to ${move.promotedTo ?? roleOf(move.promotion) ?? move.promotion}`;
  if (move.exploded?.length) words += `, the explosion clears ${list(move.exploded)}`;
  if (move.duck) words += `, duck to ${move.duck}`;
  return words;
}

/** A move as `reading` says it: its notation (the SAN the module gives) or words. */
export function readMove(move, reading, options) {
  if (reading === 'notation' && move?.san && !move.hidden) return move.san;
  return moveInWords(move, options);
}

/**
 * The legal moves from cell `name` (and the drops onto it when it is empty), as `reading` says
 * them: "knight on g1: to f3, to h3" / "Nf3, Nh3"; one entry per target (the duck's squares and
 * promotions are chosen when the move is played).
 */
export function movesFrom(legal, name, reading, options) {
  const seen = new Set();
  const moves = legal.filter((m) => !m.pass && (m.from === name || (m.drop && m.to === name)) && !seen.has(`${m.drop ?? ''}${m.to}`) && seen.add(`${m.drop ?? ''}${m.to}`));
  if (moves.length === 0) return `No legal move from ${name}`;
  const read = (m) => {
    if (reading === 'notation') return m.san.split(',')[0];
    if (m.drop) return `${m.piece ?? m.drop} dropped here`;
    return m.captured ? `takes ${m.captured.role} on ${m.captured.square === m.to ? m.to : `${m.captured.square}, to ${m.to}`}` : `to ${m.to}`;
  };
  const from = moves.find((m) => m.from === name);
  const head = from ? `${from.piece ?? 'piece'} on ${name}` : `onto ${name}`;
  return `${moves.length} ${plural('move', moves.length)}, ${head}: ${moves.map(read).join(', ')}`;
}

/** The pieces of each side: "White: king e1, queen d1, rooks a1 and h1. Black: …". */
export function piecesWords(position) {
  const sides = new Map();
  for (const cell of position.cells) {
    if (!cell.piece || cell.hidden) continue;
    const key = cell.piece.sideName;
    if (!sides.has(key)) sides.set(key, new Map());
    const roles = sides.get(key);
    if (!roles.has(cell.piece.role)) roles.set(cell.piece.role, []);
    roles.get(cell.piece.role).push(cell.name);
  }
  if (sides.size === 0) return 'No pieces on the board';
  return [...sides].map(([side, roles]) => `${side}: ${[...roles].map(([role, names]) => `${plural(role, names.length)} ${list(names)}`).join(', ')}.`).join(' ');
}

/**
 * The pieces in hand (board().hands): "White's hand: 2 pawns, a knight. Black's hand: empty."; a
 * game without hands says so. `roleOf(owner, letter)` names a letter of the hand.
 */
export function handsWords(hands, { roleOf, sides = null } = {}) {
  if (!hands?.length) return 'This game has no pieces in hand';
  return hands.map(({ owner, pieces }) => {
    const held = Object.entries(pieces).filter(([, n]) => n > 0).map(([letter, n]) => `${n} ${plural(roleOf?.(owner, letter) ?? letter, n)}`);
    return `${sideName(owner, sides)}'s hand: ${held.length ? list(held) : 'empty'}.`;
  }).join(' ');
}

/**
 * The players: of a game of more players each seat with who plays it, its score and its state
 * (board().players, `who(id)`); of two sides, who plays each.
 */
export function playersWords(players, who) {
  return players.map((p) => {
    const by = who(p.id);
    const parts = [by === 'you' ? 'you' : by === 'bot' ? 'bot' : by === 'human' ? 'a player here' : by].filter(Boolean);
    if (p.score !== undefined) parts.push(`${p.score} ${plural('point', p.score)}`);
    if (p.status && p.status !== 'alive') parts.push(p.status === 'grey' ? 'out (grey army)' : 'out');
    return `${p.name}: ${parts.join(', ')}`;
  }).join('. ') + '.';
}
