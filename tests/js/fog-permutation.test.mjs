// Fog of War hides what a player cannot see. Over random fog games, at every ply and
// for each player, the enemy pieces that player cannot see are moved about — swapped among the
// hidden squares they hold, or onto hidden empty squares — in ways that cannot change what the
// player sees by the rules (rules.md §3: no hidden square in front of the player's pawns is
// emptied, no enemy is put where one of its pawns could take it). Then nothing the player
// receives may change: `view(player)`, and for the side to move its legal moves with SAN, the
// record `play()` returns for its move (and `undo()` gives back), `status()`, and the bot worker's
// messages to the page (www/bot-worker.js, run here in Node with the variants module) — until the
// game ends.
//
// The true position is not readable during a fog game (fen() refuses), so the test keeps it: the
// board is the union of both players' views (each sees its own pieces), castling rights, en
// passant and the clocks follow from the moves; at the end the referee's revealed FEN must agree.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../../', import.meta.url));
const modulePath = `${root}target/pkg-node-variants/wasm_chess.js`;
const { Game } = createRequire(import.meta.url)(modulePath);

/** A small seeded generator (mulberry32), so that a failure replays. */
function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
const pick = (rng, list) => list[Math.floor(rng() * list.length)];
function shuffled(rng, list) {
  const out = [...list];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

const FILES = 'abcdefgh';
const name = (file, rank) => (file >= 0 && file < 8 && rank >= 0 && rank < 8 ? FILES[file] + (rank + 1) : null);
const coords = (sq) => [FILES.indexOf(sq[0]), Number(sq[1]) - 1];
const colorOf = { white: 'w', black: 'b' };
const other = { w: 'b', b: 'w' };

// ---- The true position, kept beside the game ---------------------------------------------------

/** Piece codes ('wP', 'bK', …) by square: the union of both players' views. */
function trueBoard(game) {
  const board = new Map();
  for (const viewer of ['white', 'black']) {
    for (const cell of game.view(viewer).squares) if (cell.piece) board.set(cell.square, cell.piece);
  }
  return board;
}

function fenOf({ board, turn, castling, ep, halfmoves, fullmoves }) {
  const ranks = [];
  for (let rank = 7; rank >= 0; rank--) {
    let row = '';
    let empty = 0;
    for (let file = 0; file < 8; file++) {
      const piece = board.get(name(file, rank));
      if (!piece) {
        empty++;
        continue;
      }
      if (empty) row += empty;
      empty = 0;
      row += piece[0] === 'w' ? piece[1] : piece[1].toLowerCase();
    }
    ranks.push(row + (empty || ''));
  }
  return `${ranks.join('/')} ${turn} ${castling || '-'} ${ep ?? '-'} ${halfmoves} ${fullmoves}`;
}

/** Castling letters whose king and rook still stand at home on `board`. */
function castlingOn(board, letters) {
  const home = { K: ['wK', 'e1', 'wR', 'h1'], Q: ['wK', 'e1', 'wR', 'a1'], k: ['bK', 'e8', 'bR', 'h8'], q: ['bK', 'e8', 'bR', 'a8'] };
  return [...letters].filter((l) => board.get(home[l][1]) === home[l][0] && board.get(home[l][3]) === home[l][2]).join('');
}

/** En passant behind `pawn` (the double-stepped pawn's square), if the side to move can take it. */
function enPassant(board, pawnSquare, taker) {
  const [file, rank] = coords(pawnSquare);
  const takers = [name(file - 1, rank), name(file + 1, rank)].filter((sq) => sq && board.get(sq) === `${taker}P`);
  return takers.length ? name(file, taker === 'w' ? rank + 1 : rank - 1) : null;
}

/** The state after `move` (a MoveInfo of the real game), from the board before it. */
function advance(state, move, boardAfter) {
  const before = state.board;
  const mover = before.get(move.from);
  const pawn = mover[1] === 'P';
  const capture = before.has(move.to) || (pawn && move.from[0] !== move.to[0]);
  const touched = new Set([move.from, move.to]);
  const lost = { e1: 'KQ', h1: 'K', a1: 'Q', e8: 'kq', h8: 'k', a8: 'q' };
  const castling = [...state.castling].filter((l) => ![...touched].some((sq) => lost[sq]?.includes(l))).join('');
  const doubleStep = pawn && Math.abs(coords(move.to)[1] - coords(move.from)[1]) === 2;
  const turn = other[state.turn];
  return {
    board: boardAfter,
    turn,
    castling,
    ep: doubleStep ? enPassant(boardAfter, move.to, turn) : null,
    halfmoves: pawn || capture ? 0 : state.halfmoves + 1,
    fullmoves: state.fullmoves + (state.turn === 'b' ? 1 : 0),
  };
}

// ---- Moving what a player cannot see -------------------------------------------------------------

/**
 * A board on which the pieces `viewer` cannot see stand elsewhere, such that by the rules the
 * viewer sees the same squares: hidden squares in front of the viewer's pawns stay occupied (else
 * the pawn could step there and see it), no enemy goes to a hidden square a viewer pawn attacks
 * (it could be taken there, so seen), enemy pawns stay off the back ranks. `null` when nothing can
 * move.
 */
function relocate(state, viewer, hidden, rng) {
  const us = colorOf[viewer];
  const them = other[us];
  const board = state.board;
  const enemies = [...board].filter(([sq]) => hidden.has(sq));
  if (enemies.length === 0) return null;
  const ahead = us === 'w' ? 1 : -1;
  const mustStay = new Set();
  const attacked = new Set();
  for (const [sq, piece] of board) {
    if (piece !== `${us}P`) continue;
    const [file, rank] = coords(sq);
    const one = name(file, rank + ahead);
    if (hidden.has(one) && board.has(one)) mustStay.add(one);
    const two = name(file, rank + 2 * ahead);
    if (rank === (us === 'w' ? 1 : 6) && !board.has(one) && hidden.has(two) && board.has(two)) mustStay.add(two);
    for (const side of [-1, 1]) attacked.add(name(file + side, rank + ahead));
  }
  const free = [...hidden].filter((sq) => !board.has(sq) && !attacked.has(sq));
  const movable = enemies.map(([sq]) => sq).filter((sq) => !mustStay.has(sq));
  for (let attempt = 0; attempt < 20; attempt++) {
    const squares = [...mustStay, ...shuffled(rng, [...movable, ...free]).slice(0, enemies.length - mustStay.size)];
    const pieces = shuffled(rng, enemies.map(([, piece]) => piece));
    const backRank = (sq) => sq[1] === '1' || sq[1] === '8';
    if (pieces.some((piece, i) => piece[1] === 'P' && backRank(squares[i]))) continue;
    const moved = new Map([...board].filter(([sq]) => !hidden.has(sq)));
    squares.forEach((sq, i) => moved.set(sq, pieces[i]));
    const same = moved.size === board.size && [...board].every(([sq, piece]) => moved.get(sq) === piece);
    if (same) continue;
    // The enemy's castling rights follow its king and rooks; its en passant, its pawns.
    const castling = castlingOn(moved, state.castling.split('').filter((l) => (l === l.toUpperCase()) === (them === 'w')).join('')) +
      state.castling.split('').filter((l) => (l === l.toUpperCase()) === (us === 'w')).join('');
    const order = (s) => [...'KQkq'].filter((l) => s.includes(l)).join('');
    let ep = state.ep;
    if (ep && state.turn === them) {
      const [file, rank] = coords(ep);
      ep = enPassant(moved, name(file, us === 'w' ? rank + 1 : rank - 1), them);
    }
    return { ...state, board: moved, castling: order(castling), ep };
  }
  return null;
}

// ---- The bot worker, in Node ---------------------------------------------------------------------

const workerDir = `${root}target/fog-permutation/`;
mkdirSync(workerDir, { recursive: true });
writeFileSync(`${workerDir}module.mjs`, `import { createRequire } from 'node:module';
const m = createRequire(import.meta.url)(${JSON.stringify(modulePath)});
export default async function init() {}
export const { Game, Bot } = m;
`);
// The page's worker for the other games as it is (bot-worker-variants.js and the protocol it
// shares with chess's, engine/bot-serve.js), its engine import pointed at the variants module for Node
// and its `self` at the message sink of the worker being tested.
const workerSource = readFileSync(`${root}www/bot-worker-variants.js`, 'utf8')
  .replace(/(['"`])\.\/pkg[\w-]*\/wasm_chess\.js\1/g, "'./module.mjs'")
  .replace(/(['"`])\.\/engine\/bot-serve\.js\1/g, "'./bot-serve.mjs'");
assert.match(workerSource, /'\.\/module\.mjs'/, 'the worker imports the engine module');
assert.match(workerSource, /'\.\/bot-serve\.mjs'/, 'the worker serves the shared protocol');
const selfSink = 'const self = new Proxy({}, { get: (_, key) => globalThis.__worker[key], set: (_, key, value) => ((globalThis.__worker[key] = value), true) });\n';
writeFileSync(`${workerDir}bot-serve.mjs`, selfSink + readFileSync(`${root}www/engine/bot-serve.js`, 'utf8'));
writeFileSync(`${workerDir}bot-worker.mjs`, workerSource);
let workers = 0;

/** The messages a fresh worker sends the page for one search of `fen`, times left out. */
async function workerMessages(fen, rng) {
  const sent = [];
  const sink = { postMessage: (message) => sent.push(message), onmessage: null };
  globalThis.__worker = sink;
  await import(`${workerDir}bot-worker.mjs?worker=${workers++}`);
  await sink.onmessage({ data: { type: 'search', id: 1, variant: 'fog-of-war', startFen: fen, moves: [], level: 3, limits: { depth: 2 } } });
  await new Promise((resolve) => setTimeout(resolve, 0));
  return sent.map(({ timeMs, ...message }) => message);
}

// ---- The test --------------------------------------------------------------------------------------

/** Everything `viewer` receives from `game` without moving. */
function received(game, viewer, toMove) {
  return JSON.stringify({ view: game.view(viewer), status: game.status(), moves: toMove ? game.legalMoves() : null });
}

test('Fog of War: moving the pieces a player cannot see changes nothing that player receives', async () => {
  let compared = 0;
  let workerRuns = 0;
  for (let seed = 1; seed <= 6; seed++) {
    const rng = random(seed);
    const game = Game.create('fog-of-war');
    let state = { board: trueBoard(game), turn: 'w', castling: 'KQkq', ep: null, halfmoves: 0, fullmoves: 1 };
    for (let ply = 0; ply < 160 && !game.status().outcome; ply++) {
      const where = `seed ${seed}, ply ${ply}`;
      const fen = fenOf(state);
      const truth = Game.fromFen(fen, { variant: 'fog-of-war' });
      // The kept position is the game's: the same views and moves.
      for (const viewer of ['white', 'black']) assert.deepEqual(truth.view(viewer), game.view(viewer), `${where}: kept position`);
      assert.deepEqual(truth.legalMoves(), game.legalMoves(), `${where}: kept position's moves`);

      const legal = game.legalMoves();
      // Captures first (so that kings fall and games end), else any move.
      const captures = legal.filter((m) => m.capture);
      const move = pick(rng, captures.length && rng() < 0.7 ? captures : legal);
      for (const viewer of ['white', 'black']) {
        const toMove = colorOf[viewer] === state.turn;
        const hidden = new Set(game.view(viewer).squares.filter((c) => c.hidden).map((c) => c.square));
        for (let n = 0; n < 2; n++) {
          const moved = relocate(state, viewer, hidden, rng);
          if (!moved) break;
          const alt = Game.fromFen(fenOf(moved), { variant: 'fog-of-war' });
          assert.equal(received(alt, viewer, toMove), received(truth, viewer, toMove), `${where}, ${viewer}: ${fenOf(moved)} against ${fen}`);
          if (toMove) {
            assert.deepEqual(alt.play(move.uci), truth.play(move.uci), `${where}: the record of ${move.uci}`);
            assert.deepEqual(alt.undo(), truth.undo(), `${where}: undo's record`);
            // From the first move on: chess's setup is known to both players (the bot guesses
            // from it), so at ply 0 a piece moved is another setup, not a hidden piece moved.
            if (ply % 15 === 1 && n === 0) {
              assert.deepEqual(await workerMessages(fenOf(moved), rng), await workerMessages(fen, rng), `${where}: the worker's messages`);
              workerRuns++;
            }
          }
          alt.free();
          compared++;
        }
      }
      truth.free();
      const played = game.play(move.uci);
      state = advance(state, played, trueBoard(game));
    }
    assert.ok(game.status().outcome, `seed ${seed}: the game ends`);
    // Once over, the referee shows the whole position: the kept one, but for the clocks the
    // game ended on.
    assert.equal(game.fen().split(' ').slice(0, 4).join(' '), fenOf(state).split(' ').slice(0, 4).join(' '), `seed ${seed}: the kept position is the true one`);
    game.free();
  }
  assert.ok(compared > 500, `${compared} positions compared`);
  assert.ok(workerRuns >= 6, `${workerRuns} worker searches compared`);
});
