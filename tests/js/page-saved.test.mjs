// The game kept in the browser (www/page/saved.js): what is written reads back; what cannot be
// read is set aside under its own key, never lost; storage that refuses changes nothing in play.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SavedGame, SAVED_KEY, UNREADABLE_KEY, entryOf, entryProblem } from '../../www/page/saved.js';

class MemoryStorage {
  items = new Map();
  getItem(key) { return this.items.has(key) ? this.items.get(key) : null; }
  setItem(key, value) { this.items.set(key, String(value)); }
  removeItem(key) { this.items.delete(key); }
}

const game = () => entryOf({
  choice: { game: 'chess', opponent: 'bot', level: 3 }, variant: 'chess', setup: 'knight', you: 'white',
  startFen: 'r1bqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', moves: ['e2e4', 'e7e5'],
  clock: { white: 170_000, black: 175_000 }, clockLog: [null, { white: 180_000, black: 180_000 }],
});

test('a game written reads back as itself', () => {
  const saved = new SavedGame(new MemoryStorage());
  assert.deepEqual(saved.read(), { entry: null });
  const entry = game();
  saved.write(entry);
  assert.deepEqual(saved.read(), { entry });
  saved.clear();
  assert.deepEqual(saved.read(), { entry: null });
});

test('an entry that cannot be read is moved aside with the reason, not thrown away', () => {
  const cases = {
    '{"version":1': /not JSON/,
    '"text"': /not an object/,
    [JSON.stringify({ ...game(), version: 7 })]: /version is 7, not 1/,
    [JSON.stringify({ ...game(), moves: ['e2e4', 3] })]: /moves are not a list of moves/,
    [JSON.stringify({ ...game(), startFen: '' })]: /no start position/,
    [JSON.stringify({ ...game(), choice: null })]: /names no game/,
  };
  for (const [text, why] of Object.entries(cases)) {
    const storage = new MemoryStorage();
    storage.setItem(SAVED_KEY, text);
    const { entry, problem } = new SavedGame(storage).read();
    assert.equal(entry, null, text);
    assert.match(problem, why, text);
    assert.equal(storage.getItem(UNREADABLE_KEY), text, 'kept under its own key');
    assert.equal(storage.getItem(SAVED_KEY), null);
  }
  assert.equal(entryProblem(game()), null);
});

test('storage that refuses (full, private mode) keeps nothing and throws nothing', () => {
  const refusing = { getItem() { throw new Error('denied'); }, setItem() { throw new Error('full'); }, removeItem() { throw new Error('denied'); } };
  const saved = new SavedGame(refusing);
  saved.write(game());
  saved.clear();
  assert.deepEqual(saved.read(), { entry: null });
  assert.deepEqual(new SavedGame(null).read(), { entry: null });
});
