// Slides are found by comparing boards: no rule knowledge needed for castling or en passant.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { planSlides, ease } from '../../www/board/animation.js';
import { boardOf } from './page-fixtures.mjs';

test('a simple move slides one piece', () => {
  const before = boardOf(8, 8, { e2: 'wP', e8: 'bK', e1: 'wK' });
  const after = boardOf(8, 8, { e4: 'wP', e8: 'bK', e1: 'wK' });
  assert.deepEqual(planSlides(before, after), [{ piece: 'wP', from: 'e2', to: 'e4' }]);
});

test('castling slides the king and the rook', () => {
  const before = boardOf(8, 8, { e1: 'wK', h1: 'wR', e8: 'bK' });
  const after = boardOf(8, 8, { g1: 'wK', f1: 'wR', e8: 'bK' });
  assert.deepEqual(
    planSlides(before, after).sort((a, b) => a.piece.localeCompare(b.piece)),
    [{ piece: 'wK', from: 'e1', to: 'g1' }, { piece: 'wR', from: 'h1', to: 'f1' }],
  );
});

test('a capture slides the capturer; the captured piece just goes', () => {
  const before = boardOf(8, 8, { e4: 'wP', d5: 'bP' });
  const after = boardOf(8, 8, { d5: 'wP' });
  assert.deepEqual(planSlides(before, after), [{ piece: 'wP', from: 'e4', to: 'd5' }]);
});

test('the nearest same piece is the one that moved', () => {
  const before = boardOf(8, 8, { a1: 'wR', h3: 'wR' });
  const after = boardOf(8, 8, { a1: 'wR', h6: 'wR' });
  assert.deepEqual(planSlides(before, after), [{ piece: 'wR', from: 'h3', to: 'h6' }]);
});

test('a whole new position does not animate', () => {
  const start = boardOf(8, 8, { a1: 'wR', b1: 'wN', c1: 'wB', d1: 'wQ', e1: 'wK' });
  const shifted = boardOf(8, 8, { a2: 'wR', b2: 'wN', c2: 'wB', d2: 'wQ', e2: 'wK' });
  assert.deepEqual(planSlides(start, shifted), []);
  assert.deepEqual(planSlides(null, start), []);
});

test('easing starts at 0, lands at 1 and is clamped', () => {
  assert.equal(ease(0), 0);
  assert.equal(ease(1), 1);
  assert.equal(ease(2), 1);
  assert.ok(ease(0.5) > 0.5);
});
