// The keyboard cursor walks the board as it is seen on screen, for either side at the bottom.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { stepCursor, homeSquare, isCursorKey } from '../../www/board/keyboard.js';
import { boardOf, modulePieces } from './page-fixtures.mjs';

const board = boardOf(8, 8, { e1: 'wK', e8: 'bK' });

test('White at the bottom: Up goes up the ranks, Right along the files', () => {
  assert.equal(stepCursor(board, 'e2', 'ArrowUp', 'white'), 'e3');
  assert.equal(stepCursor(board, 'e2', 'ArrowDown', 'white'), 'e1');
  assert.equal(stepCursor(board, 'e2', 'ArrowRight', 'white'), 'f2');
  assert.equal(stepCursor(board, 'e2', 'ArrowLeft', 'white'), 'd2');
});

test('Black at the bottom: the arrows follow the screen, not White\'s view', () => {
  assert.equal(stepCursor(board, 'e7', 'ArrowUp', 'black'), 'e6');
  assert.equal(stepCursor(board, 'e7', 'ArrowRight', 'black'), 'd7');
});

test('the cursor stops at the edge', () => {
  assert.equal(stepCursor(board, 'h8', 'ArrowUp', 'white'), 'h8');
  assert.equal(stepCursor(board, 'h8', 'ArrowRight', 'white'), 'h8');
  assert.equal(stepCursor(board, 'a1', 'ArrowUp', 'black'), 'a1');
});

test('any board size: a 10×8 board has files to j', () => {
  const wide = boardOf(10, 8);
  assert.equal(stepCursor(wide, 'i4', 'ArrowRight', 'white'), 'j4');
  assert.equal(stepCursor(wide, 'j4', 'ArrowRight', 'white'), 'j4');
});

test('the cursor starts on the king of the side to move', () => {
  const pieces = modulePieces();
  assert.equal(homeSquare(board, 'white', pieces), 'e1');
  assert.equal(homeSquare(board, 'black', pieces), 'e8');
  assert.equal(homeSquare(boardOf(8, 8), 'white', pieces), 'a1');
});

test('only the arrows move the cursor', () => {
  assert.ok(isCursorKey('ArrowUp'));
  assert.ok(!isCursorKey('Enter'));
});
