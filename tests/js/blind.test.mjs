// Blind mode's pure parts (www/board/blind/): the board as rows of cells and where keys go on it,
// for a board of squares and for named cells in sections; moves, pieces and hands in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { layoutOf, stepFrom, rankJump, fileJump, findFrom } from '../../www/board/blind/layout.js';
import { readPosition, cellWords, moveInWords, movesFrom, piecesWords, handsWords } from '../../www/board/blind/words.js';

const squares = (files, ranks, pieces = {}) => ({
  files, ranks,
  squares: [...Array(files * ranks).keys()].map((i) => {
    const file = i % files, rank = Math.floor(i / files), square = `${String.fromCharCode(97 + file)}${rank + 1}`;
    return { square, file, rank, piece: pieces[square] ?? null };
  }),
});
const catalogue = new Map([['wN', { color: 'white', role: 'knight', letter: 'n' }], ['bK', { color: 'black', role: 'king', letter: 'k' }], ['wP', { color: 'white', role: 'pawn', letter: 'p' }]]);

test('a board of squares: one grid, the top rank first, turned round for the second side', () => {
  const position = readPosition(squares(9, 10, { g1: 'wN' }), { pieces: catalogue });
  const layout = layoutOf(position);
  assert.equal(layout.sections.length, 1);
  assert.deepEqual(layout.sections[0].columns, ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i']);
  assert.equal(layout.sections[0].rows[0].label, '10');
  assert.deepEqual(layoutOf(position, { flipped: true }).sections[0].rows[0].cells.slice(0, 2), ['i1', 'h1']);
  assert.deepEqual(stepFrom(layout, 'a1', 'ArrowLeft'), { to: 'a1', edge: true });
  assert.deepEqual(stepFrom(layout, 'a1', 'ArrowUp'), { to: 'a2', edge: false });
  assert.deepEqual(stepFrom(layout, 'e5', 'End'), { to: 'i5', edge: false });
  assert.equal(stepFrom(layout, 'e5', 'First').to, 'a10');
  assert.equal(rankJump(layout, 'e5', 10), 'e10');
  assert.equal(fileJump(layout, 'e5', 7), 'g5');
  assert.equal(findFrom(layout, 'a10', 1, (name) => position.cells.find((c) => c.name === name).piece?.letter === 'n'), 'g1');
  assert.equal(cellWords(position.cells.find((c) => c.name === 'g1')), 'g1, White knight');
});

test('named cells: a section per prefix, the game\'s files and ranks, missing cells left empty', () => {
  const names = ['Wa1', 'Wb1', 'Wa2', 'Wb2', 'Ra1', 'Rb1'];
  const board = { kind: 'cells', players: [{ id: 'white', name: 'White' }], cells: names.map((name) => ({ name, piece: name === 'Wb2' ? { owner: 'white', role: 'king', letter: 'K' } : null })) };
  const position = readPosition(board);
  const layout = layoutOf(position);
  assert.deepEqual(layout.sections.map((s) => s.title), ['Section W', 'Section R']);
  assert.deepEqual(layout.sections[0].rows.map((r) => r.label), ['W2', 'W1']);
  assert.deepEqual(stepFrom(layout, 'Wa1', 'ArrowDown'), { to: 'Ra1', edge: false });
  assert.equal(rankJump(layout, 'Wa1', 2), 'Wa2');
  assert.equal(piecesWords(position), 'White: king Wb2.');
  const cross = readPosition({ kind: 'cells', players: [], cells: ['d1', 'e1', 'a4', 'd4'].map((name) => ({ name, piece: null })) });
  const rows = layoutOf(cross).sections[0].rows;
  assert.deepEqual(rows.map((r) => r.cells), [['a4', 'd4', null], [null, 'd1', 'e1']]);
  assert.deepEqual(stepFrom(layoutOf(cross), 'd1', 'ArrowLeft'), { to: 'd1', edge: true });
});

test('moves, the moves from a cell and the hands, in words and in notation', () => {
  assert.equal(moveInWords({ piece: 'knight', from: 'g1', to: 'f3' }), 'knight from g1 to f3');
  assert.equal(moveInWords({ piece: 'pawn', from: 'e5', to: 'd6', captured: { role: 'pawn', square: 'd5' } }), 'pawn from e5 to d6, takes pawn on d5');
  assert.equal(moveInWords({ piece: 'rook', drop: 'r', to: 'a8' }), 'rook dropped on a8');
  assert.equal(moveInWords({ piece: 'pawn', from: 'e7', to: 'e8', promotion: 'q' }, { roleOf: () => 'queen' }), 'pawn from e7 to e8, promotes to queen');
  assert.equal(moveInWords({ piece: 'king', from: 'e1', to: 'd1', duck: 'a4' }), 'king from e1 to d1, duck to a4');
  const legal = [{ from: 'g1', to: 'f3', san: 'Nf3', piece: 'knight' }, { from: 'g1', to: 'h3', san: 'Nh3', piece: 'knight' }, { from: 'e2', to: 'e4', san: 'e4', piece: 'pawn' }];
  assert.equal(movesFrom(legal, 'g1', 'words'), '2 moves, knight on g1: to f3, to h3');
  assert.equal(movesFrom(legal, 'g1', 'notation'), '2 moves, knight on g1: Nf3, Nh3');
  assert.equal(movesFrom(legal, 'a1', 'words'), 'No legal move from a1');
  assert.equal(handsWords([{ owner: 'white', pieces: { p: 2, n: 0 } }, { owner: 'black', pieces: {} }], { roleOf: () => 'pawn', sides: ['Sente', 'Gote'] }), "Sente's hand: 2 pawns. Gote's hand: empty.");
  assert.equal(handsWords([]), 'This game has no pieces in hand');
});
