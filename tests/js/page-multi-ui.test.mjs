// The pure parts of the board of more players (www/board/cells/): the turn
// that puts a seat at the bottom, which cell a point is in, a move and an ending in words.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { turnPoint, inside, describeCellsMove, newlyOut, isCellsGame } from '../../www/board/cells/board.js';
import { places, place, describeRanking, renderPlayers } from '../../www/board/cells/players.js';
import { moveRounds, takebackLength, renderMoveRounds } from '../../www/board/cells/record.js';

const close = (a, b) => a.every((x, i) => Math.abs(x - b[i]) < 1e-9);
const players = [
  { id: 'red', name: 'Red', status: 'alive' }, { id: 'blue', name: 'Blue', status: 'alive' },
  { id: 'yellow', name: 'Yellow', status: 'alive' }, { id: 'green', name: 'Green', status: 'alive' },
];

test('a seat\'s angle (clockwise on a y-down page) brings its side to the bottom: 270° the left side, 90° the right', () => {
  // the board 0..14 square, centre (7, 7): Blue's army on the left (x = 0) comes to the bottom with 270°
  assert.ok(close(turnPoint([0, 7], 270, [7, 7]), [7, 14]));
  assert.ok(close(turnPoint([7, 14], 90, [7, 7]), [0, 7]));
  assert.ok(close(turnPoint([3, 4], 0, [7, 7]), [3, 4]));
  assert.ok(close(turnPoint([7, 14], 120, [7, 7]).map((x) => Math.round(x * 1e6) / 1e6), [7 - 7 * Math.sin((2 * Math.PI) / 3), 7 + 7 * Math.cos((2 * Math.PI) / 3)].map((x) => Math.round(x * 1e6) / 1e6)));
});

test('a point is inside a cell\'s polygon, or not (a kite of the hexagon too)', () => {
  const square = [[0, 0], [1, 0], [1, 1], [0, 1]];
  assert.equal(inside([0.5, 0.5], square), true);
  assert.equal(inside([1.5, 0.5], square), false);
  const kite = [[-4, 6.9], [-3, 6.9], [-3.4, 5.8], [-4.5, 6.1]];
  assert.equal(inside([-3.7, 6.4], kite), true);
  assert.equal(inside([-2, 6.4], kite), false);
});

test('a move in words: mover, piece, cells, what it takes, promotion, check to others', () => {
  const after = { players };
  assert.equal(describeCellsMove({ mover: 'blue', piece: 'knight', from: 'a5', to: 'c6' }, after, { checks: ['red'] }), 'Blue: knight from a5 to c6, check to Red');
  assert.equal(
    describeCellsMove({ mover: 'red', piece: 'pawn', from: 'g7', to: 'h8', captured: { role: 'rook', owner: 'yellow', square: 'h8' }, promotion: 'queen' }, after, { checks: ['yellow', 'green'] }),
    'Red: pawn from g7 takes Yellow rook on h8, becomes a queen, check to Yellow and Green',
  );
  // En passant: the pawn taken stood beside the mover's target, and the words say where.
  assert.equal(
    describeCellsMove({ mover: 'red', piece: 'pawn', from: 'k7', to: 'l8', enPassant: true, captured: { role: 'pawn', owner: 'green', square: 'k8' } }, after, {}),
    'Red: pawn from k7 takes Green pawn on k8 en passant, to l8',
  );
  assert.equal(describeCellsMove({ mover: 'green', pass: true }, after, { checks: [] }), 'Green passes (no legal move)');
});

test('who went out between two boards', () => {
  const after = { players: players.map((p) => (p.id === 'blue' ? { ...p, status: 'grey' } : p)) };
  assert.deepEqual(newlyOut({ players }, after).map((p) => p.id), ['blue']);
  assert.deepEqual(newlyOut(after, after), []);
});

test('a ranking: tied players share a place, the next place skips', () => {
  const ranking = [['yellow'], ['red', 'green'], ['blue']];
  assert.deepEqual([...places(ranking)], [['yellow', 1], ['red', 2], ['green', 2], ['blue', 4]]);
  assert.deepEqual([1, 2, 3, 4, 11].map(place), ['1st', '2nd', '3rd', '4th', '11th']);
  const outcome = { ranking, scores: { red: 3, blue: 0, yellow: 4, green: 3 }, reason: 'one player left' };
  assert.equal(describeRanking(outcome, players), 'Yellow wins (one player left). Ranking: 1st Yellow 4, 2nd Red 3, 2nd Green 3, 4th Blue 0.');
  assert.match(describeRanking({ ...outcome, ranking: [['red', 'yellow'], ['blue', 'green']] }, players), /^Red and Yellow share first place/);
});

test('the games of more players are the registry\'s family multi, with or without a mode', () => {
  const games = [{ id: 'chess', family: 'chess' }, { id: 'four-player', family: 'multi' }];
  assert.equal(isCellsGame(games, 'four-player:ffa'), true);
  assert.equal(isCellsGame(games, 'four-player'), true);
  assert.equal(isCellsGame(games, 'chess'), false);
  assert.equal(isCellsGame(null, 'four-player'), false);
});

/** Just enough of a DOM for renderPlayers: elements with children, text, attributes and clicks. */
function fakeElement(tag, doc) {
  const node = {
    tag, ownerDocument: doc, children: [], className: '', dataset: {}, style: {}, attributes: {}, textContent: '', listeners: {},
    append: (...kids) => node.children.push(...kids.filter((k) => typeof k === 'object')),
    replaceChildren: (...kids) => { node.children = kids; },
    setAttribute: (k, v) => { node.attributes[k] = v; },
    addEventListener: (type, f) => { node.listeners[type] = f; },
    find: (cls) => node.children.find((c) => c.className.split(' ').includes(cls)),
  };
  return node;
}

test('the player list: colour, who plays, score, whose turn, grey and out seats, then the places', () => {
  const doc = { createElement: (tag) => fakeElement(tag, doc) };
  const list = fakeElement('ol', doc);
  const seats = [
    { id: 'red', name: 'Red', colour: '#d43d3d', status: 'alive', score: 3 },
    { id: 'blue', name: 'Blue', colour: '#3d6fd4', status: 'grey', score: 0 },
    { id: 'yellow', name: 'Yellow', colour: '#e0b21f', status: 'alive', score: 5 },
    { id: 'green', name: 'Green', colour: '#3a9a4a', status: 'out', score: 1 },
  ];
  const toggled = [];
  const who = (id) => (id === 'red' ? 'you' : 'bot');
  renderPlayers(list, { players: seats, turn: 'yellow', who, onToggle: (id) => toggled.push(id) });
  const rows = list.children;
  assert.deepEqual(rows.map((r) => r.find('name').textContent), ['Red', 'Blue', 'Yellow', 'Green']);
  assert.deepEqual(rows.map((r) => r.find('who').textContent), ['you', 'bot', 'bot', 'bot']);
  assert.deepEqual(rows.map((r) => r.find('score').textContent), ['3', '0', '5', '1']);
  assert.deepEqual(rows.map((r) => r.find('state').textContent), ['', 'out (grey army)', 'to move', 'out']);
  assert.deepEqual(rows.map((r) => r.find('swatch').style.background), ['#d43d3d', '#9a9a9a', '#e0b21f', '#9a9a9a'], 'out armies are grey');
  assert.equal(rows[2].attributes['aria-current'], 'true');
  assert.equal(rows[1].find('seat-toggle').attributes['aria-label'], 'Blue: play this seat');
  rows[1].find('seat-toggle').listeners.click();
  assert.deepEqual(toggled, ['blue']);
  const outcome = { ranking: [['yellow'], ['red'], ['blue', 'green']], scores: { red: 3, blue: 0, yellow: 5, green: 1 }, reason: 'one player left' };
  renderPlayers(list, { players: seats, turn: 'yellow', outcome, who, onToggle: () => {} });
  assert.deepEqual(list.children.map((r) => r.find('state').textContent), ['2nd', '3rd', '1st', '3rd']);
  assert.equal(list.children.some((r) => r.find('seat-toggle')), false, 'no seat changes hands once the game is over');
});

const seated = players.map((p, seat) => ({ ...p, seat, colour: ['#d43d3d', '#3d6fd4', '#e0b21f', '#3a9a4a'][seat] }));
const moved = (mover, san) => ({ mover, san, uci: san });
const passed = (mover) => ({ mover, san: 'pass', uci: 'pass', pass: true });

test('the record in rounds: a round starts again at the first seat; an out seat is missing from its rounds', () => {
  const moves = [moved('red', 'd2-d4'), moved('blue', 'b7-d7'), moved('yellow', 'k13-k11'), moved('green', 'n4-l4'), moved('red', 'e2-e3'), moved('yellow', 'j13-j12'), passed('green')];
  assert.deepEqual(moveRounds(moves, seated), [
    { number: 1, moves: [{ ply: 1, mover: 'red', san: 'd2-d4' }, { ply: 2, mover: 'blue', san: 'b7-d7' }, { ply: 3, mover: 'yellow', san: 'k13-k11' }, { ply: 4, mover: 'green', san: 'n4-l4' }] },
    { number: 2, moves: [{ ply: 5, mover: 'red', san: 'e2-e3' }, { ply: 6, mover: 'yellow', san: 'j13-j12' }, { ply: 7, mover: 'green', san: 'pass' }] },
  ]);
  // A game from a position where Yellow moves first: its first round starts with Yellow.
  assert.deepEqual(moveRounds([moved('yellow', 'a'), moved('green', 'b'), moved('red', 'c')], seated).map((r) => r.moves.length), [2, 1]);
});

test('a takeback goes back to the human\'s last move, the bots\' replies and passes with it', () => {
  const you = (id) => id === 'red';
  const moves = [moved('red', 'd2-d4'), moved('blue', 'x'), moved('yellow', 'y'), moved('green', 'z')];
  assert.equal(takebackLength(moves, you), 4, 'Red moves again');
  assert.equal(takebackLength(moves.slice(0, 1), you), 1);
  assert.equal(takebackLength([], you), 0);
  assert.equal(takebackLength([moved('blue', 'x'), moved('yellow', 'y')], you), 0, 'no human has moved yet');
  // Red's forced pass is not taken back alone: back to Red's last real move.
  assert.equal(takebackLength([moved('red', 'a'), moved('blue', 'b'), passed('red'), moved('blue', 'c')], you), 4);
  // Every seat a human here: one move.
  assert.equal(takebackLength(moves, () => true), 1);
});

test('the record is drawn round by round, each move in its army\'s colour and named for screen readers', () => {
  const doc = { createElement: (tag) => fakeElement(tag, doc) };
  const list = fakeElement('ol', doc);
  renderMoveRounds(list, moveRounds([moved('red', 'd2-d4'), moved('blue', 'b7-d7'), moved('red', 'e2-e3')], seated), seated);
  assert.equal(list.children.length, 2);
  const [first] = list.children;
  assert.equal(first.find('num').textContent, '1.');
  const cells = first.children.filter((c) => c.className === 'move');
  assert.deepEqual(cells.map((c) => c.textContent), ['d2-d4', 'b7-d7']);
  assert.deepEqual(cells.map((c) => c.style.borderColor), ['#d43d3d', '#3d6fd4']);
  assert.deepEqual(cells.map((c) => c.attributes['aria-label']), ['Red d2-d4', 'Blue b7-d7']);
});

test('while an earlier position is shown, its move is marked in the record, which stays where it was', () => {
  const doc = { createElement: (tag) => fakeElement(tag, doc) };
  const list = fakeElement('ol', doc);
  list.scrollTop = 0;
  list.scrollHeight = 500;
  const rounds = moveRounds([moved('red', 'd2-d4'), moved('blue', 'b7-d7'), moved('red', 'e2-e3')], seated);
  renderMoveRounds(list, rounds, seated, 2);
  const moves = list.children.flatMap((row) => row.children.filter((c) => c.dataset.ply));
  assert.deepEqual(moves.map((m) => [m.dataset.ply, m.className, m.attributes['aria-current']]), [
    ['1', 'move', undefined],
    ['2', 'move current', 'step'],
    ['3', 'move', undefined],
  ]);
  assert.equal(list.scrollTop, 0, 'not scrolled to the end');
  renderMoveRounds(list, rounds, seated);
  assert.equal(list.scrollTop, 500, 'the live game follows its last move');
});

test('who plays each seat in each mode: you against the bots, everyone here, or nobody', async () => {
  const { seatsFor } = await import('../../www/board/cells/state.js');
  const ids = ['red', 'blue', 'yellow', 'green'];
  const seats = (mode, you) => { const { you: y, humans } = seatsFor(mode, ids, you); return [y, [...humans]]; };
  assert.deepEqual(seats('play-bot', null), ['red', ['red']], 'the first seat by default');
  assert.deepEqual(seats('play-bot', 'yellow'), ['yellow', ['yellow']]);
  assert.deepEqual(seats('play-bot', 'white'), ['red', ['red']], 'a seat the game has not: the first');
  assert.deepEqual(seats('two-players', 'blue'), [null, ids]);
  assert.deepEqual(seats('view', 'blue'), [null, []]);
});

test('the board turned to a seat: its frame, the cell under a point, the arrows from cell to cell as they lie on the page', async () => {
  const { frameOf, cellAt, neighbour, viewBoxOf } = await import('../../www/board/cells/geometry.js');
  // a 3×3 grid of unit squares named by column and row, y down
  const cells = [];
  for (let y = 0; y < 3; y++) for (let x = 0; x < 3; x++) cells.push({ name: `${'abc'[x]}${3 - y}`, center: [x + 0.5, y + 0.5], polygon: [[x, y], [x + 1, y], [x + 1, y + 1], [x, y + 1]] });
  const board = { bounds: [0, 0, 3, 3], cells, players: [{ id: 'south', angle: 0 }, { id: 'west', angle: 270 }] };
  const upright = frameOf(board, 'south');
  assert.equal(viewBoxOf(cells, upright, 0), '0 0 3 3');
  assert.equal(cellAt(cells, [2.5, 0.5], upright).name, 'c3');
  assert.equal(cellAt(cells, [5, 5], upright), null);
  assert.equal(neighbour(cells, 'a1', [1, 0], upright), 'b1', 'ArrowRight');
  assert.equal(neighbour(cells, 'a1', [0, -1], upright), 'a2', 'ArrowUp');
  assert.equal(neighbour(cells, 'c3', [1, 0], upright), 'c3', 'nothing further: it stays');
  // West at the bottom: a quarter turn anticlockwise brings the left column down, a3 to the left end
  const turned = frameOf(board, 'west');
  assert.equal(cellAt(cells, [0.5, 2.5], turned).name, 'a3', 'the bottom-left on the page');
  assert.equal(cellAt(cells, [2.5, 2.5], turned).name, 'a1', 'the bottom-right');
  assert.equal(neighbour(cells, 'a1', [-1, 0], turned), 'a2', 'ArrowLeft walks along the bottom row: the a column');
  assert.equal(neighbour(cells, 'a1', [0, -1], turned), 'b1', 'ArrowUp leaves it');
});
