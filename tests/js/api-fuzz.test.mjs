// Random calls to every function of the JavaScript API with arguments of every kind, through the
// release Node build. Whatever the input: a call either works or throws an `Error` (never a trap
// of the wasm instance, which would leave it broken for every later call); a `Game` method that
// throws leaves the game as it was; and the module keeps answering correctly.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';

const require = createRequire(import.meta.url);
const wasm = require(new URL('../../target/pkg-node/wasm_chess.js', import.meta.url).pathname);
const { Game, Bot, perft, perftFull, splitPgn } = wasm;

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';

/** mulberry32: a small seeded generator, so a failure can be replayed from its seed. */
function generator(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const STRINGS = [
  '', ' ', 'e4', 'e2e4', 'e7e5', 'Nf3', 'O-O', 'O-O-O', 'e1g1', 'e1h1', 'e8=Q', 'a7a8q', 'exd5', 'Ke3', 'Qxf7#',
  'z9', 'e2e9', 'P@e4', '0000', '--', 'e4 e5', 'é4', '\u0000', '💥', 'x'.repeat(10_000),
  START, 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP w KQkq - 0 1', '8/8/8/8/8/8/8/K6k w - - 0 1',
  'R5k1/5ppp/8/8/8/8/8/6K1 b - - 0 1', '7k/5Q2/6K1/8/8/8/8/8 b - - 0 1', '4k3/8/8/8/8/8/4P3/4K3 w - - 99 80',
  '[Event "x"]\n\n1. e4 e5 2. Nf3 *', '1. e4 (1. d4 d5) e5 { c } $1 2. Nf3 1-0', '1. e4 ((', '[FEN "bad"]\n\n*',
  'standard', 'knight', 'queen', 'pawn-and-two-moves', 'chess960:0', 'chess960:959', 'chess960:960', 'chess960:-1',
  'white', 'black', 'WHITE', 'threefold', 'fifty-moves', 'a1', 'e1', 'g1', 'h8', 'i9',
];
const DEPTHS = [0, 1, 2, -1, 2.5, 33, 2 ** 32, 1e300, NaN, Infinity, '2', 'x', null, undefined, {}, [1], 1n];
const NUMBERS = [0, 1, 2, 3, -1, 2.5, 10, 11, 32, 33, 1e6, 2 ** 32, 2 ** 53, 1e300, -0, NaN, Infinity, -Infinity];

function values(rand) {
  const pick = (list) => list[Math.floor(rand() * list.length)];
  const any = (depth = 0) => {
    const kind = Math.floor(rand() * 10);
    if (kind <= 3) return pick(STRINGS);
    if (kind <= 5) return pick(NUMBERS);
    if (kind === 6) return pick([null, undefined, true, false]);
    if (kind === 7 && depth < 2) return [any(depth + 1), any(depth + 1)];
    if (kind === 8 && depth < 2) {
      const keys = ['level', 'hashMb', 'seed', 'movetimeMs', 'depth', 'nodes', 'wtimeMs', 'btimeMs', 'White', 'Event', 'FEN', 'Result'];
      return Object.fromEntries([0, 1, 2].map(() => [pick(keys), any(depth + 1)]));
    }
    return pick([() => {}, () => { throw new Error('from a callback'); }, Symbol('s'), 12n]);
  };
  return { pick, any };
}

/** A snapshot of what a game holds, to check that a rejected call changed nothing. */
function snapshot(game) {
  return JSON.stringify([game.fen(), game.startFen(), game.historyUci(), game.status()]);
}

function expectHealthy(context) {
  assert.equal(perft(START, 2), 400, `perft after ${context}`);
  const g = new Game();
  g.play('e4');
  assert.equal(g.fen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', `a game after ${context}`);
}

let stringsChecked = false;

// Release glue without wasm-bindgen's type checks took `{}` for a string as a string of length
// `undefined`: the allocator was handed NaN sizes and the call never returned. So this runs in a
// worker that is given a few seconds.
test('a value that is not a string where a string is expected is an Error, not a hang', async () => {
  const script = `
    const { parentPort } = require('node:worker_threads');
    const { Game } = require(${JSON.stringify(new URL('../../target/pkg-node/wasm_chess.js', import.meta.url).pathname)});
    const messages = [{}, 1, null, undefined, [], () => {}].map((value) => {
      try { new Game().play(value); return 'played'; } catch (e) { return e.message; }
    });
    parentPort.postMessage(messages);`;
  const worker = new Worker(script, { eval: true });
  const answer = new Promise((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    setTimeout(() => reject(new Error('the call did not return within 10 s')), 10_000).unref();
  });
  try {
    for (const message of await answer) assert.match(message, /^expected a string argument, found /);
    stringsChecked = true;
  } finally {
    await worker.terminate();
  }
});

test('random calls with arguments of every kind: results or Errors, never a broken instance', () => {
  // Otherwise the first non-string would hang this test instead of failing it.
  assert.ok(stringsChecked, 'non-strings where strings are expected hang the module (the test above)');
  const seed = Number(process.env.API_FUZZ_SEED ?? 20261201);
  const calls = Number(process.env.API_FUZZ_CALLS ?? 4000);
  const rand = generator(seed);
  const { pick, any } = values(rand);
  const games = [new Game(), Game.fromSetup('chess960:7'), Game.fromFen('4k3/8/8/8/8/8/4P3/4K3 w - - 0 1')];
  const bots = [new Bot({ level: 1, hashMb: 1, seed: 1 })];
  let errors = 0;

  const actions = [
    // Depths a test can afford, or ones that must be refused (3..32 could take for ever).
    ['perft', () => perft(any(), pick(DEPTHS))],
    ['perftFull', () => perftFull(any(), pick(DEPTHS))],
    ['splitPgn', () => splitPgn(any())],
    ['new Game', () => games.push(new Game())],
    ['Game.fromFen', () => games.push(Game.fromFen(any()))],
    ['Game.fromPgn', () => games.push(Game.fromPgn(any()))],
    ['Game.fromSetup', () => games.push(Game.fromSetup(any()))],
    ['new Bot', () => bots.push(new Bot(pick([any(), { level: any(), hashMb: pick([1, 2, any()]), seed: any() }])))],
    ['Bot.levels', () => Bot.levels()],
  ];
  const gameMethods = [
    ['fen', (g) => g.fen()], ['turn', (g) => g.turn()], ['legalMoves', (g) => g.legalMoves()],
    ['legalMoves(options)', (g) => g.legalMoves(rand() < 0.5 ? { san: any() } : any())],
    ['status', (g) => g.status()], ['board', (g) => g.board()], ['history', (g) => g.history()],
    ['play', (g) => g.play(rand() < 0.5 ? pick(g.legalMoves().map((m) => (rand() < 0.5 ? m.san : m.uci)).concat([''])) : any())],
    ['undo', (g) => g.undo()], ['pgn', (g) => g.pgn(any())], ['claimDraw', (g) => g.claimDraw(any(), any())],
    ['agreeDraw', (g) => g.agreeDraw()], ['resign', (g) => g.resign(any())], ['flag', (g) => g.flag(any())],
    ['explainMove', (g) => g.explainMove(any(), any())],
  ];

  for (let i = 0; i < calls; i++) {
    const onGame = rand() < 0.6;
    const onBot = !onGame && rand() < 0.15;
    const game = pick(games);
    const before = onGame ? snapshot(game) : null;
    let name;
    try {
      if (onGame) {
        const [method, call] = pick(gameMethods);
        name = `game.${method}`;
        call(game);
      } else if (onBot) {
        name = 'bot.think';
        const bot = pick(bots);
        // Some node limit always, so a huge depth or time cannot make the test slow.
        const limits = { ...(rand() < 0.7 ? any() : {}), nodes: 1 + Math.floor(rand() * 1500) };
        bot.think(rand() < 0.9 ? game : any(), limits, rand() < 0.5 ? any() : undefined);
      } else {
        const [fn, call] = pick(actions);
        name = fn;
        call();
      }
    } catch (e) {
      errors++;
      const where = `call ${i} (${name}, seed ${seed})`;
      assert.ok(e instanceof Error, `${where} threw a non-Error: ${String(e)}`);
      assert.ok(!(e instanceof WebAssembly.RuntimeError), `${where}: the wasm instance trapped: ${e.message}`);
      assert.notEqual(e.message, '', `${where}: an Error without a message`);
      if (onGame) assert.equal(snapshot(game), before, `${where} threw (${e.message}) and changed the game`);
    }
    if (games.length > 40) games.splice(3, games.length - 3);
    if (bots.length > 4) bots.splice(1, bots.length - 1).forEach((b) => b.free());
    if (i % 100 === 99) expectHealthy(`call ${i} (seed ${seed})`);
  }
  expectHealthy('the last call');
  // Most calls must have done something: a generator whose every call throws tests nothing.
  assert.ok(errors > calls / 20 && errors < calls * 0.9, `${errors} of ${calls} calls threw`);
});
