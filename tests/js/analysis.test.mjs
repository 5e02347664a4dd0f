// Bot.analyse (the variants module, `make node-pkg-variants`): the best lines of a position of
// every game of two — scores from the side to move's view, depth, the moves in UCI and the game's
// notation — and its refusals, each a clear Error that changes nothing.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Game, Bot } = require(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);
const chessModule = require(new URL('../../target/pkg-node/wasm_chess.js', import.meta.url).pathname);

/** Each line starts with its own legal move, has as many SAN as UCI moves, best first; the SAN
 *  of the first move is the game's own SAN of that move. */
function assertLines(game, analysis, wanted) {
  const legal = new Map(game.legalMoves().map((m) => [m.uci, m.san]));
  assert.equal(analysis.lines.length, wanted, JSON.stringify(analysis));
  const firsts = new Set();
  for (const line of analysis.lines) {
    assert.ok(legal.has(line.pv[0]), `${line.pv[0]} is legal`);
    assert.equal(line.san[0], legal.get(line.pv[0]));
    assert.equal(line.pv.length, line.san.length);
    assert.ok((line.scoreCp === null) !== (line.mate === null), 'a score in centipawns or a mate');
    assert.ok(line.depth >= 1);
    firsts.add(line.pv[0]);
  }
  assert.equal(firsts.size, wanted, 'each line has its own first move');
  const value = (l) => (l.mate === null ? l.scoreCp : (l.mate > 0 ? 1e6 - l.mate : -1e6 - l.mate));
  for (let i = 1; i < analysis.lines.length; i++) assert.ok(value(analysis.lines[i - 1]) >= value(analysis.lines[i]), 'best first');
}

test('chess: three lines, the mate first, scored from the side to move', () => {
  const game = Game.fromFen('6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1');
  const bot = new Bot({ level: 1 });
  const depths = [];
  const analysis = bot.analyse(game, { multiPv: 3, depth: 4 }, (progress) => depths.push(progress.depth));
  assertLines(game, analysis, 3);
  assert.deepEqual(analysis.lines[0], { ...analysis.lines[0], pv: ['d1d8'], san: ['Rd8#'], mate: 1, scoreCp: null });
  assert.equal(analysis.turn, 'white');
  assert.equal(analysis.ply, 0);
  assert.deepEqual(depths, [1, 2, 3, 4], 'each depth reported (the weak level does not limit analysis)');
  // The same position with Black to move after a waiting move: Black is mated in one, so its
  // score is a negative mate.
  game.play('h2h3');
  const black = bot.analyse(game, { multiPv: 1, depth: 4 });
  assert.equal(black.turn, 'black');
  assert.ok(black.lines[0].scoreCp < -300 || black.lines[0].mate < 0, JSON.stringify(black.lines[0]));
});

test('an earlier position of the game, by ply', () => {
  const game = new Game();
  for (const m of ['e4', 'e5', 'Nf3']) game.play(m);
  const bot = new Bot();
  const start = bot.analyse(game, { ply: 0, multiPv: 2, depth: 3 });
  assert.equal(start.turn, 'white');
  const fresh = new Game();
  assertLines(fresh, start, 2);
  const afterTwo = bot.analyse(game, { ply: 2, depth: 3 });
  assert.equal(afterTwo.turn, 'white');
  assert.equal(afterTwo.lines.length, 1);
  assert.deepEqual(game.history(), ['e4', 'e5', 'Nf3'], 'the game is unchanged');
});

test('every game of two is analysed, in its own notation', () => {
  const bot = new Bot();
  const twoPlayer = Game.variants().filter((v) => v.players === 2);
  assert.ok(twoPlayer.length >= 17);
  for (const { id } of twoPlayer) {
    const game = Game.create(id);
    // Fog of War is analysed once over (below).
    if (id === 'fog-of-war') game.resign('black');
    const analysis = bot.analyse(game, { multiPv: 2, nodes: 3000 });
    assertLines(Game.create(id), analysis, 2);
    assert.equal(analysis.turn, 'white', id);
  }
});

test('no more lines than legal moves; none where the game is over', () => {
  const bot = new Bot();
  const corner = Game.fromFen('k7/8/2K5/8/8/8/P7/8 b - - 0 1');
  assertLines(corner, bot.analyse(corner, { multiPv: 10, depth: 3 }), 2);
  const mated = Game.fromFen('6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1');
  mated.play('Rd8#');
  assert.deepEqual(bot.analyse(mated, { depth: 3 }).lines, []);
  const atomic = Game.fromFen('4k3/3p4/8/8/8/8/8/3QK3 w - - 0 1', { variant: 'atomic' });
  atomic.play('d1d7');
  assert.deepEqual(bot.analyse(atomic, { depth: 3 }).lines, [], 'the king exploded');
});

test('Fog of War: refused while played, the whole board once over', () => {
  const bot = new Bot();
  const game = Game.create('fog-of-war');
  game.play('e2e4');
  assert.throws(() => bot.analyse(game, {}), { name: 'Error', message: /hidden until it ends/ });
  assert.throws(() => bot.analyse(game, { ply: 0 }), /hidden until it ends/);
  game.resign('black');
  const analysis = bot.analyse(game, { multiPv: 2, depth: 2 });
  assert.equal(analysis.turn, 'black');
  assert.equal(analysis.lines.length, 2);
});

test('bad input: a clear Error, nothing changed', () => {
  const bot = new Bot();
  const game = new Game();
  game.play('d4');
  const cases = [
    [{ multiPv: 0 }, /multiPv must be a whole number from 1 to 10/],
    [{ multiPv: 11 }, /multiPv/],
    [{ multiPv: 1.5 }, /multiPv/],
    [{ multiPv: 'three' }, /multiPv must be a non-negative number/],
    [{ ply: 2 }, /ply must be a whole number of moves from 0 to 1/],
    [{ ply: 0.5 }, /ply/],
    [{ ply: -1 }, /ply must be a non-negative number/],
    [{ movetimeMs: 'soon' }, /movetimeMs/],
  ];
  for (const [options, message] of cases) {
    assert.throws(() => bot.analyse(game, options), (e) => e instanceof Error && message.test(e.message), JSON.stringify(options));
  }
  assert.throws(() => bot.analyse({}, {}), Error);
  assert.throws(() => bot.analyse(Game.create('chaturaji'), {}), /analysis is for games of two players/);
  assert.deepEqual(game.history(), ['d4']);
  assert.equal(bot.analyse(game, { depth: 2 }).lines.length, 1, 'the bot still answers');
});

test('the chess module has no analysis (its size budget); think is unchanged', () => {
  const bot = new chessModule.Bot();
  assert.equal(typeof bot.analyse, 'undefined');
  const result = bot.think(new chessModule.Game(), { depth: 3 });
  assert.ok(result.uci && result.san && Array.isArray(result.pv));
});
