// The objects the JavaScript API returns, built on this side of the boundary.
//
// Rust (src/wasm/dto.rs) hands each call's answer over in one go — a few numbers and short strings,
// a view of bytes in the module's memory, words joined by spaces — and these functions turn it into
// the documented objects (the TypeScript types in dto.rs). Building an object here costs nanoseconds;
// setting its fields one by one from Rust (as serde-wasm-bindgen did) cost a boundary crossing and
// a decoded key string per field: `board()` took 126 µs that way.
//
// wasm-bindgen copies this file beside the glue (pkg/snippets/wasm-chess-…/src/wasm/objects.js)
// and imports it from there, in every flavour of the package. The byte layouts below are written
// by src/wasm/dto.rs: change both together.

/** Piece codes by the byte dto.rs writes: 0 empty, then 1 + colour × 6 + role. */
const PIECES = [null, 'wP', 'wN', 'wB', 'wR', 'wQ', 'wK', 'bP', 'bN', 'bB', 'bR', 'bQ', 'bK'];
/** Promotion letters by role index (knight 1 … queen 4); 0 is no promotion. */
const PROMOTIONS = [null, 'n', 'b', 'r', 'q'];
/** A move's flags byte. */
const PROMOTION_ROLE = 0b0111;
const CAPTURE = 0b1000;
const CASTLE = 0b1_0000;
/** Set when UCI names the king's destination (castling in standard notation), else the target. */
const UCI_TO_KING = 0b10_0000;
const EN_PASSANT = 0b100_0000;

const FILE_LETTERS = 'abcdefghijklmnopqrstuvwxyz';

/** The fixed part of a grid's cells (names, coordinates, shades), made once per geometry. */
const grids = new Map();
function grid(files, ranks) {
  const key = files * 1024 + ranks;
  let cells = grids.get(key);
  if (cells === undefined) {
    cells = [];
    for (let rank = 0; rank < ranks; rank++) {
      for (let file = 0; file < files; file++) {
        cells.push({ square: FILE_LETTERS[file] + (rank + 1), file, rank, light: (file + rank) % 2 === 1 });
      }
    }
    grids.set(key, cells);
  }
  return cells;
}

/** Square names of the 8×8 board by index (a1 = 0, b1 = 1, … h8 = 63). */
const SQUARES = grid(8, 8).map((cell) => cell.square);

/** `board()`: `pieces` holds one byte per cell, rank by rank from White's lower left corner. */
export function board(files, ranks, pieces) {
  const squares = grid(files, ranks).map(({ square, file, rank, light }, i) => ({ square, file, rank, light, piece: PIECES[pieces[i]] }));
  return { files, ranks, squares };
}

/** Role names by index (pawn 0 … king 5). */
const ROLES = ['pawn', 'knight', 'bishop', 'rook', 'queen', 'king'];
/** The bytes of one move's record (dto.rs `RECORD`). */
const RECORD = 7;

/** `play()`, `undo()`, and each of `legalMoves()`: a move from its seven record bytes at `i`
 *  (from, to, target, flags, pieces, the taken piece's square, the castling rook's landing square;
 *  dto.rs `move_record`) and its SAN (`undefined`: no `san` field). */
export function moveInfo(record, san, i = 0) {
  const from = record[i], to = record[i + 1], target = record[i + 2], flags = record[i + 3], pieces = record[i + 4];
  const promotion = PROMOTIONS[flags & PROMOTION_ROLE];
  let uci = SQUARES[from] + SQUARES[flags & UCI_TO_KING ? to : target];
  if (promotion !== null) uci += promotion;
  const mover = pieces & 64 ? 'black' : 'white';
  const taken = (pieces >> 3) & 7;
  const captured = taken === 0 ? null : { role: ROLES[taken - 1], owner: mover === 'white' ? 'black' : 'white', square: SQUARES[record[i + 5]] };
  const capture = (flags & CAPTURE) !== 0;
  const enPassant = (flags & EN_PASSANT) !== 0;
  const piece = ROLES[pieces & 7];
  if (flags & CASTLE) {
    const castleRook = SQUARES[target], rookTo = SQUARES[record[i + 6]];
    return san === undefined
      ? { uci, from: SQUARES[from], to: SQUARES[to], promotion, capture, enPassant, castleRook, rookTo, piece, mover, captured }
      : { uci, san, from: SQUARES[from], to: SQUARES[to], promotion, capture, enPassant, castleRook, rookTo, piece, mover, captured };
  }
  return san === undefined
    ? { uci, from: SQUARES[from], to: SQUARES[to], promotion, capture, enPassant, castleRook: null, piece, mover, captured }
    : { uci, san, from: SQUARES[from], to: SQUARES[to], promotion, capture, enPassant, castleRook: null, piece, mover, captured };
}

/** `legalMoves(options)`: whether to write SAN (`{ san: false }`: no); throws on options it does not
 *  understand. Read here: from Rust each property read would be a crossing of its own. */
export function wantsSan(options) {
  if (options === undefined || options === null) return true;
  if (typeof options !== 'object') throw new Error('legalMoves: the options must be an object such as { san: false }');
  let san;
  try {
    san = options.san;
  } catch {
    throw new Error('legalMoves: cannot read options.san');
  }
  if (san === undefined) return true;
  if (typeof san !== 'boolean') throw new Error('legalMoves: options.san must be true or false');
  return san;
}

/** `legalMoves()`: four bytes per move in `records`; `sans` their SAN, space-separated, or
 *  `undefined` when the caller asked for moves without SAN. */
export function moveList(records, sans) {
  const words = sans === undefined ? undefined : sans.split(' ');
  const list = [];
  for (let i = 0, n = 0; i < records.length; i += RECORD, n++) {
    list.push(moveInfo(records, words?.[n], i));
  }
  return list;
}

/** An outcome; `winner` is '' for a draw. */
export function outcome(winner, reason) {
  return { winner: winner === '' ? null : winner, reason };
}

/** `status()`: `reason` '' while the game goes on; `claimable` space-separated. */
export function status(turn, check, winner, reason, claimable) {
  return { turn, check, outcome: reason === '' ? null : outcome(winner, reason), claimable: words(claimable) };
}

/** A list of strings from one string of space-separated words ('' is the empty list). */
function words(text) {
  return text === '' ? [] : text.split(' ');
}

/** `Bot.levels()` entries. */
export function botLevel(level, elo, name, eloWithNetwork) {
  return { level, elo, name, eloWithNetwork: eloWithNetwork ?? null };
}

/** `Bot.think()`'s result, and its progress reports when `timeMs` is given. */
export function thinkResult(uci, san, scoreCp, mate, depth, nodes, pv, timeMs) {
  const result = { uci, san, scoreCp: scoreCp ?? null, mate: mate ?? null, depth, nodes, pv: words(pv) };
  if (timeMs !== undefined) result.timeMs = timeMs;
  return result;
}

// ---------------------------------------------------------------- every game (Game.create)

/** An option of `Game.create` or `Game.fromFen` (`call`): the string value of `name`, `undefined`
 *  when not given; a number is written as a string (`{ setup: 518 }`). Throws an `Error` for options
 *  that are not an object, a name not in `known` (space-separated), a value that is not a string. */
export function stringOption(options, call, name, known) {
  if (options === undefined || options === null) return undefined;
  const names = known.split(' ');
  if (typeof options !== 'object') throw new Error(`${call}: the options must be an object such as { ${names[0]}: '…' }`);
  for (const key of Object.keys(options)) {
    if (!names.includes(key)) throw new Error(`${call}: unknown option '${key}' (expected ${names.join(', ')})`);
  }
  const value = options[name];
  if (value === undefined || typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  throw new Error(`${call}: options.${name} must be a string`);
}

/** `Game.variants()` entries; `modes` space-separated, '' for a game without modes. */
export function gameInfo(id, name, players, family, description, modes, labels) {
  const info = { id, name, players, family, description };
  if (modes !== '') {
    info.modes = modes.split(' ');
    // Each mode's name for players, by its id ('hehe-eheh' → 'Han 상마상마 sang-ma-sang-ma · Cho …').
    const names = labels.split('\n');
    info.modeLabels = Object.fromEntries(info.modes.map((mode, i) => [mode, names[i]]));
  }
  return info;
}

/** The pieces of a game (`kinds`: 'letter:name:royal:promoted' space-separated), both colours,
 *  as the chess catalogue describes its own: { code, color, role, letter, royal, promoted }. */
function pieceKinds(kinds) {
  const pieces = [];
  for (const color of ['white', 'black']) {
    for (const kind of words(kinds)) {
      const [letter, name, royal, promoted] = kind.split(':');
      const code = (color === 'white' ? 'w' : 'b') + (promoted === '1' ? '+' : '') + letter.toUpperCase();
      pieces.push({ code, color, role: name.replace(/_/g, ' '), letter, royal: royal === '1', promoted: promoted === '1' });
    }
  }
  return pieces;
}

/** `board()` and `view()` of another game: `shape` (files, ranks, points), a piece code or '-' per
 *  cell (space-separated), `hands` ('white:p0,n1,… black:…'), the duck's cell, the phase, the
 *  pieces' names, overlays ('palace:d1:f3 river:5'), the count ('7 16' or ''); a view marks each
 *  cell `hidden` (one byte per cell in `hidden`) and names its `viewer`. */
export function variantBoard(shape, codes, hidden, hands, duck, phase, viewer, kinds, overlays, count) {
  const [files, ranks, points] = shape;
  const cells = codes.split(' ');
  const squares = grid(files, ranks).map(({ square, file, rank, light }, i) => ({ square, file, rank, light, piece: cells[i] === '-' ? null : cells[i] }));
  const result = { files, ranks, style: points ? 'points' : 'squares', squares };
  if (viewer !== '') {
    result.squares.forEach((cell, i) => (cell.hidden = hidden[i] === 1));
    result.viewer = viewer;
  }
  result.hands = words(hands).map((hand) => {
    const [owner, counts] = hand.split(':');
    const pieces = {};
    for (const entry of counts.split(',')) if (entry) pieces[entry[0]] = Number(entry.slice(1));
    return { owner, pieces };
  });
  result.duck = duck === '' ? null : duck;
  result.phase = phase;
  result.pieces = pieceKinds(kinds);
  result.overlays = words(overlays).map((overlay) => {
    const [kind, a, b] = overlay.split(':');
    return kind === 'river' ? { kind, rank: Number(a) } : { kind, from: a, to: b };
  });
  if (count !== '') {
    const [now, limit] = count.split(' ').map(Number);
    result.count = { count: now, limit };
  }
  return result;
}

/** A `Game.variants()` entry with its rules help. */
export function withHelp(info, help) {
  info.help = help;
  return info;
}

/** A `Game.variants()` entry of a game of two players, with what players call its sides, White's
 *  first (Xiangqi: ['Red', 'Black']). */
export function withSides(info, first, second) {
  info.sides = [first, second];
  return info;
}

// ---------------------------------------------------------------- analysis (Bot.analyse)

/** One line of `Bot.analyse()`: `uci` space-separated, `san` one move a line (a game's SAN may
 *  hold a space). */
export function analysisLine(scoreCp, mate, depth, uci, san) {
  return { scoreCp: scoreCp ?? null, mate: mate ?? null, depth, pv: words(uci), san: san === '' ? [] : san.split('\n') };
}

/** `Bot.analyse()`'s result, and its progress reports (`lines` an array of `analysisLine`s). */
export function analysisResult(ply, turn, lines, nodes, timeMs) {
  return { ply, turn, depth: lines.length > 0 ? lines[0].depth : 0, nodes, timeMs, lines };
}
