// Pointer gestures → intents: click-click, drag-drop, castling onto the rook, snap back.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Interaction } from '../../www/board/input.js';

// White to move; the pieces the player may move and the legal destinations, as the module says.
const own = new Set(['e1', 'h1', 'e2', 'g1']);
const targets = { e1: ['f1', 'g1', 'h1'], e2: ['e3', 'e4'], g1: ['f3', 'h3'], h1: ['f1', 'g1'] };
const interaction = () =>
  new Interaction({ canSelect: (sq) => own.has(sq), isTarget: (from, to) => (targets[from] ?? []).includes(to) });

test('click-click: select the piece, then click its destination', () => {
  const it = interaction();
  assert.deepEqual(it.down('e2', 10, 10), [{ type: 'select', square: 'e2' }]);
  assert.deepEqual(it.up('e2', 10, 10), []);
  assert.deepEqual(it.down('e4', 10, 90), [{ type: 'move', from: 'e2', to: 'e4' }]);
  assert.equal(it.selected, null);
});

test('clicking the selected piece again deselects it', () => {
  const it = interaction();
  it.down('e2', 0, 0);
  it.up('e2', 0, 0);
  it.down('e2', 0, 0);
  assert.deepEqual(it.up('e2', 0, 0), [{ type: 'deselect' }]);
});

test('drag-drop: press, move past a few pixels, release on the destination', () => {
  const it = interaction();
  it.down('g1', 100, 100);
  assert.deepEqual(it.move(101, 101), [], 'a tremor is not a drag');
  assert.deepEqual(it.move(110, 80), [{ type: 'drag-start', from: 'g1' }, { type: 'drag', x: 110, y: 80 }]);
  assert.deepEqual(it.up('f3', 80, 40), [{ type: 'move', from: 'g1', to: 'f3' }]);
});

test('a drop back on its own square or off the board snaps back', () => {
  const it = interaction();
  it.down('g1', 100, 100);
  it.move(130, 100);
  assert.deepEqual(it.up('g1', 102, 100), [{ type: 'drag-cancel', from: 'g1', x: 102, y: 100 }]);
  it.down('g1', 100, 100);
  it.move(160, 100);
  assert.deepEqual(it.up(null, 500, 100), [{ type: 'drag-cancel', from: 'g1', x: 500, y: 100 }]);
});

test('a drop on a square that is no destination is still asked for, so the page can say why', () => {
  const it = interaction();
  it.down('e2', 0, 0);
  it.move(0, 50);
  assert.deepEqual(it.up('e5', 0, 150), [{ type: 'move', from: 'e2', to: 'e5' }]);
});

test('king onto its own rook castles rather than selecting the rook', () => {
  const it = interaction();
  it.down('e1', 0, 0);
  it.up('e1', 0, 0);
  assert.deepEqual(it.down('h1', 150, 0), [{ type: 'move', from: 'e1', to: 'h1' }]);
});

test('another own piece that is no destination takes the selection', () => {
  const it = interaction();
  it.down('e2', 0, 0);
  it.up('e2', 0, 0);
  assert.deepEqual(it.down('g1', 0, 0), [{ type: 'select', square: 'g1' }]);
});

test('a click on an empty square without a selection does nothing', () => {
  const it = interaction();
  assert.deepEqual(it.down('d5', 0, 0), []);
  assert.deepEqual(it.up('d5', 0, 0), []);
});

test('a cancelled pointer (e.g. a scrolling touch) snaps back', () => {
  const it = interaction();
  it.down('e2', 5, 5);
  it.move(30, 30);
  assert.deepEqual(it.cancel(), [{ type: 'drag-cancel', from: 'e2', x: 5, y: 5 }]);
});

test('a piece that may act where it stands (Sittuyin\'s promotion in place): the second click is that move, not a deselection', () => {
  const i = new Interaction({ canSelect: (sq) => sq === 'c6', isTarget: (from, to) => from === 'c6' && to === 'c6' });
  assert.deepEqual(i.down('c6', 0, 0), [{ type: 'select', square: 'c6' }]);
  assert.deepEqual(i.up('c6', 0, 0), []);
  assert.deepEqual(i.down('c6', 0, 0), []);
  assert.deepEqual(i.up('c6', 0, 0), [{ type: 'move', from: 'c6', to: 'c6' }]);
});
