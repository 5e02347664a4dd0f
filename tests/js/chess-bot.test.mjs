// The chess bot a board talks to (www/engine/chess-bot.js): the top level thinks in the variants
// module's worker, loaded on its first think; the levels below in the chess module's. The two
// workers are stood in for by clients that record what they were asked.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { withTopLevelBot } from '../../www/engine/chess-bot.js';

// As Bot.levels() gives them: the top level alone has a rating with the network.
const LEVELS = Array.from({ length: 10 }, (_, i) => ({ level: i + 1, elo: 1000 + 100 * i, eloWithNetwork: i === 9 ? 2000 : null }));

/** A BotClient stand-in: answers each think with its own name, or waits for `release()`. */
class FakeClient {
  asked = [];
  stopped = 0;
  terminated = false;
  #pending = null;
  constructor(name, { waits = false } = {}) {
    this.name = name;
    this.waits = waits;
  }
  think(request) {
    this.asked.push(request.level);
    const answer = { uci: 'e2e4', by: this.name };
    if (!this.waits) return Promise.resolve(answer);
    return new Promise((resolve) => (this.#pending = () => resolve(answer)));
  }
  stop() {
    this.stopped++;
    this.#pending?.();
  }
  terminate() {
    this.terminated = true;
  }
}

/** A chess engine whose bots are `below`, with `loadVariantsEngine` counting its loads. */
function engineWith(below, top, { failLoads = 0 } = {}) {
  const loads = { count: 0 };
  const loadVariantsEngine = async () => {
    loads.count++;
    if (loads.count <= failLoads) throw new Error('the other games could not be loaded: offline');
    return { createBot: () => top };
  };
  const engine = withTopLevelBot({ wasm: {}, levels: LEVELS, createBot: () => below }, loadVariantsEngine);
  return { engine, loads };
}

test('the levels below the top think in the chess module, which alone is loaded', async () => {
  const below = new FakeClient('chess'), top = new FakeClient('variants');
  const { engine, loads } = engineWith(below, top);
  const bot = engine.createBot();
  for (const level of [1, 5, 9]) assert.equal((await bot.think({ level })).by, 'chess');
  assert.deepEqual(below.asked, [1, 5, 9]);
  assert.equal(loads.count, 0, 'the variants module is not loaded');
  assert.deepEqual(engine.levels.slice(0, 9), LEVELS.slice(0, 9), 'the levels below keep their ratings');
});

test('the top level is shown at its rating with the network, with which it plays', () => {
  const { engine } = engineWith(new FakeClient('chess'), new FakeClient('variants'));
  assert.deepEqual(engine.levels.at(-1), { level: 10, elo: 2000, eloWithNetwork: 2000 });
  assert.equal(LEVELS.at(-1).elo, 1900, 'the chess module\'s own levels are left as they are');
});

test('the top level thinks in the variants module, loaded once, at its first think', async () => {
  const below = new FakeClient('chess'), top = new FakeClient('variants');
  const { engine, loads } = engineWith(below, top);
  const bot = engine.createBot();
  assert.equal((await bot.think({ level: 10 })).by, 'variants');
  assert.equal((await bot.think({})).by, 'variants', 'no level is the top level');
  assert.equal((await bot.think({ level: 3 })).by, 'chess');
  assert.equal((await bot.think({ level: 10 })).by, 'variants');
  assert.equal(loads.count, 1);
  assert.deepEqual([below.asked, top.asked], [[3], [10, undefined, 10]]);
});

test('one think at a time; stop ends the pending one; terminate ends both workers', async () => {
  const below = new FakeClient('chess'), top = new FakeClient('variants', { waits: true });
  const { engine } = engineWith(below, top);
  const bot = engine.createBot();
  const thinking = bot.think({ level: 10 });
  assert.equal(bot.thinking, true);
  await assert.rejects(bot.think({ level: 2 }), /already thinking/);
  await new Promise((resolve) => setTimeout(resolve, 0)); // the variants module loads
  bot.stop();
  assert.equal((await thinking).by, 'variants');
  assert.equal(bot.thinking, false);
  assert.equal((await bot.think({ level: 2 })).by, 'chess', 'thinks again after a stop');
  bot.terminate();
  await new Promise((resolve) => setTimeout(resolve, 0));
  assert.deepEqual([below.terminated, top.terminated], [true, true]);
  await assert.rejects(bot.think({ level: 2 }), /terminated/);
});

test('a variants module that cannot load fails that think, and is tried again at the next', async () => {
  const below = new FakeClient('chess'), top = new FakeClient('variants');
  const { engine, loads } = engineWith(below, top, { failLoads: 1 });
  const bot = engine.createBot();
  await assert.rejects(bot.think({ level: 10 }), /could not be loaded/);
  assert.equal(bot.thinking, false);
  assert.equal((await bot.think({ level: 10 })).by, 'variants');
  assert.equal(loads.count, 2);
});

test('terminate before the variants module has loaded: its worker is ended as it comes', async () => {
  const below = new FakeClient('chess'), top = new FakeClient('variants');
  const { engine } = engineWith(below, top);
  const bot = engine.createBot();
  const thinking = bot.think({ level: 10 });
  bot.terminate();
  await assert.rejects(thinking, /terminated/);
  assert.deepEqual([below.terminated, top.terminated, top.asked], [true, true, []]);
});
