// The page's geometry: square ↔ pixels for either orientation and any board size.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { makeGeometry, squareLabels } from '../../www/board/geometry.js';
import { boardOf } from './page-fixtures.mjs';

const standard = boardOf(8, 8);

test('White at the bottom: a1 bottom-left, h8 top-right', () => {
  const g = makeGeometry(standard, { width: 400, height: 400, orientation: 'white' });
  assert.equal(g.cell, 50);
  assert.deepEqual(g.rect('a1'), { x: 0, y: 350, size: 50 });
  assert.deepEqual(g.rect('h8'), { x: 350, y: 0, size: 50 });
  assert.equal(g.squareAt(10, 390), 'a1');
  assert.equal(g.squareAt(399, 0), 'h8');
});

test('Black at the bottom: h8 bottom-left, a1 top-right', () => {
  const g = makeGeometry(standard, { width: 400, height: 400, orientation: 'black' });
  assert.deepEqual(g.rect('h8'), { x: 0, y: 350, size: 50 });
  assert.deepEqual(g.rect('a1'), { x: 350, y: 0, size: 50 });
  assert.equal(g.squareAt(375, 25), 'a1');
});

test('each player has a light square in the right-hand corner', () => {
  for (const orientation of ['white', 'black']) {
    const g = makeGeometry(standard, { width: 400, height: 400, orientation });
    const corner = g.squareAt(399, 399);
    assert.equal(standard.squares.find((s) => s.square === corner).light, true, orientation);
  }
});

test('points off the board are no square', () => {
  const g = makeGeometry(standard, { width: 400, height: 400, orientation: 'white' });
  for (const [x, y] of [[-1, 10], [10, -1], [400, 10], [10, 400]]) assert.equal(g.squareAt(x, y), null);
});

test('round trip: every square maps back to itself from its centre', () => {
  for (const orientation of ['white', 'black']) {
    const g = makeGeometry(standard, { width: 333, height: 333, orientation });
    for (const s of standard.squares) {
      const r = g.rect(s.square);
      assert.equal(g.squareAt(r.x + r.size / 2, r.y + r.size / 2), s.square);
    }
  }
});

test('cells are a whole number of device pixels, so edges stay crisp', () => {
  const g = makeGeometry(standard, { width: 401, height: 500, orientation: 'white', pixelRatio: 1.5 });
  assert.equal(Number.isInteger(g.cell * 1.5), true);
  assert.ok(g.width <= 401 && g.width > 401 - 8);
});

test('the geometry follows the module: a 10 × 8 board is not squeezed into 8 × 8', () => {
  const wide = boardOf(10, 8);
  const g = makeGeometry(wide, { width: 500, height: 400, orientation: 'white' });
  assert.equal(g.cell, 50);
  assert.equal(g.width, 500);
  assert.deepEqual(g.rect('j8'), { x: 450, y: 0, size: 50 });
  assert.equal(g.squareAt(499, 399), 'j1');
});

test('coordinates go on the bottom and left edges as seen', () => {
  const g = makeGeometry(standard, { width: 400, height: 400, orientation: 'black' });
  assert.deepEqual(g.edges('h8'), { bottom: true, left: true });
  assert.deepEqual(g.edges('a1'), { bottom: false, left: false });
  assert.deepEqual(squareLabels('e4'), { file: 'e', rank: '4' });
  assert.deepEqual(squareLabels('j10'), { file: 'j', rank: '10' });
});

test('the promotion chooser grows towards the centre', () => {
  const g = makeGeometry(standard, { width: 400, height: 400, orientation: 'white' });
  assert.equal(g.inward('e8'), 1);
  assert.equal(g.inward('e1'), -1);
});
