// The games of more players as a page reads them (VARIANTS.md §2, kind 'cells'; src/wasm/cells.rs):
// every cell drawn from the game's own geometry, the players with colours, seats, teams and
// statuses, whose turn, moves naming cells, and the outcome as a ranking.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Game } = require(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);

const multi = Game.variants().filter((v) => v.family === 'multi');
const games = multi.flatMap((v) => (v.modes?.length ? v.modes.map((m) => `${v.id}:${m}`) : [v.id]));

test('every game of more players is listed with its modes', () => {
  assert.ok(multi.length >= 4, multi.map((v) => v.id).join());
  assert.ok(games.includes('four-player:ffa') && games.includes('four-player:teams'));
});

for (const id of games) {
  test(`${id}: board() gives every cell its polygon, centre, shade and piece; players and turn`, () => {
    const g = Game.create(id);
    const info = multi.find((v) => id.startsWith(v.id));
    const b = g.board();
    assert.equal(b.kind, 'cells');
    if (!id.startsWith('three-player')) assert.equal(b.cells.find((c) => c.name === 'd4')?.shade ?? 1, 1, 'a grid is shaded like a chessboard (d4 dark)');
    assert.equal(b.players.length, info.players);
    const [x0, y0, x1, y1] = b.bounds;
    const names = new Set();
    for (const cell of b.cells) {
      assert.ok(cell.polygon.length >= 3, cell.name);
      for (const [x, y] of [...cell.polygon, cell.center]) assert.ok(x >= x0 && x <= x1 && y >= y0 && y <= y1, `${cell.name} inside the bounds`);
      assert.ok(cell.shade === 0 || cell.shade === 1);
      names.add(cell.name);
    }
    assert.equal(names.size, b.cells.length, 'cell names are unique');
    const ids = b.players.map((p) => p.id);
    for (const p of b.players) {
      assert.match(p.colour, /^#[0-9a-f]{6}$/);
      assert.equal(p.status, 'alive');
      assert.equal(p.score, 0);
      assert.equal(p.angle % 90 === 0 || p.angle % 120 === 0, true, `${p.id}: a quarter or a third turn`);
    }
    assert.equal(new Set(b.players.map((p) => p.colour)).size, b.players.length, 'every army its own colour');
    const owners = new Set(b.cells.filter((c) => c.piece).map((c) => c.piece.owner));
    assert.deepEqual([...owners].sort(), [...ids].sort(), 'every seat has an army');
    assert.equal(b.turn, ids[0]);
    assert.equal(g.status().turn, ids[0]);
    assert.equal(g.turn(), ids[0]);
    for (const m of g.legalMoves()) {
      assert.ok(names.has(m.from) && names.has(m.to), m.uci);
      assert.equal(m.mover, ids[0]);
      assert.equal(b.cells.find((c) => c.name === m.from).piece.owner, ids[0], `${m.uci} moves a piece of the side to move`);
    }
  });

  test(`${id}: turns go round the seats; play() and undo() name the mover and the cells`, () => {
    const g = Game.create(id);
    const ids = g.board().players.map((p) => p.id);
    for (let i = 0; i < ids.length; i++) {
      assert.equal(g.status().turn, ids[i]);
      const m = g.legalMoves()[0];
      const played = g.play(m.uci);
      assert.equal(played.mover, ids[i]);
      assert.equal(played.from, m.from);
      const after = g.board().cells.find((c) => c.name === m.to).piece;
      assert.equal(after.owner, ids[i]);
    }
    assert.equal(g.status().turn, ids[0]);
    const back = g.undo();
    assert.equal(back.mover, ids.at(-1));
    assert.equal(g.status().turn, ids.at(-1));
  });
}

test('the hexagon is drawn from its geometry: 96 kites around the centre, a third turn per seat', () => {
  const b = Game.create('three-player').board();
  assert.equal(b.cells.length, 96);
  assert.deepEqual(b.players.map((p) => p.angle), [0, 240, 120]);
  const white = b.cells.filter((c) => c.piece?.owner === 'white');
  assert.ok(white.every((c) => c.center[1] > 0), "White's army is in the lower half");
  const shade = (name) => b.cells.find((c) => c.name === name).shade;
  // each section shaded like a chessboard: a1 dark, b1 and a2 light, h4 dark
  for (const s of 'WRB') assert.deepEqual([shade(`${s}a1`), shade(`${s}b1`), shade(`${s}a2`), shade(`${s}h4`)], [1, 0, 0, 1]);
});

test('Chaturaji: taking the last other king ends the game with a ranking and the scores', () => {
  // Red's king takes Blue's; Yellow and Green are out already: one king is left.
  const g = Game.fromFen('8/8/8/8/8/8/1,bK,6/rK,7 r a,a,g1,g2 0,0,4,2 - - 0 1', { variant: 'chaturaji' });
  assert.equal(g.status().outcome, null);
  const played = g.play('a1-b2');
  assert.deepEqual(played.captured, { role: 'king', owner: 'blue', square: 'b2' });
  const { outcome } = g.status();
  assert.deepEqual(outcome.scores, { red: 3, blue: 0, yellow: 4, green: 2 });
  assert.equal(outcome.winner, 'yellow');
  assert.deepEqual(outcome.ranking[0], ['yellow']);
  assert.equal(outcome.ranking.flat().length, 4);
  const players = g.board().players;
  assert.equal(players.find((p) => p.id === 'blue').status, 'out');
  assert.equal(g.board().phase, 'over');
  assert.deepEqual(g.legalMoves(), []);
});

test('an out army stays on the board grey', () => {
  const g = Game.fromFen('8/8/8/8/8/8/1,bK,bP,5/rK,7 r a,a,g1,g2 0,0,0,0 - - 0 1', { variant: 'chaturaji' });
  g.play('a1-b2');
  const b = g.board();
  assert.equal(b.players.find((p) => p.id === 'blue').status, 'grey');
  assert.equal(b.cells.find((c) => c.name === 'c2').piece.grey, true);
});
