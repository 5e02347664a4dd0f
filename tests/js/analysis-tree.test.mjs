// The analysis board's move tree (www/analysis/tree.js) and its PGN (www/analysis/pgn.js): moves
// played from any position become variations; PGN's variations, comments, NAGs and [%eval]
// evaluations are read into the tree and written back. Moves are played by the release modules
// (`make node-pkg node-pkg-variants`).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { MoveTree } from '../../www/analysis/tree.js';
import { parsePgn, treeFromPgn, writePgn, moveResolver, evalText } from '../../www/analysis/pgn.js';

const require = createRequire(import.meta.url);
const chess = require(new URL('../../target/pkg-node/wasm_chess.js', import.meta.url).pathname);
const variants = require(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);
const data = (name) => readFileSync(new URL(`../data/analysis/${name}`, import.meta.url), 'utf8');

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const sans = (nodes) => nodes.map((node) => node.move.san);
/** The tree as nested text: each node's move, its variations in brackets. */
const shape = (node) => node.children.map((child) => `${child.move.san}${child.children.length ? ` ${shape(child)}` : ''}`).join(' | ');

test('a move played again from the same position is the same node; another move is a variation after it', () => {
  const tree = new MoveTree({ startFen: START });
  const e4 = tree.add(tree.root, { uci: 'e2e4', san: 'e4', fen: 'after e4' });
  assert.equal(tree.add(tree.root, { uci: 'e2e4', san: 'e4', fen: 'after e4' }), e4);
  const d4 = tree.add(tree.root, { uci: 'd2d4', san: 'd4', fen: 'after d4' });
  assert.deepEqual(tree.root.children, [e4, d4], 'the first move played is the main line');
  assert.equal(e4.ply, 1);
  assert.equal(e4.parent, tree.root);
  assert.equal(tree.node(d4.id), d4);
  assert.ok(tree.isMainline(e4));
  assert.ok(!tree.isMainline(d4));
});

test('path, main line and line end: the moves to a node, and the line played on from it', () => {
  const tree = new MoveTree({ startFen: START });
  const e4 = tree.add(tree.root, { uci: 'e2e4', san: 'e4' });
  const e5 = tree.add(e4, { uci: 'e7e5', san: 'e5' });
  const c5 = tree.add(e4, { uci: 'c7c5', san: 'c5' });
  const nf3 = tree.add(c5, { uci: 'g1f3', san: 'Nf3' });
  assert.deepEqual(sans(tree.path(nf3)), ['e4', 'c5', 'Nf3']);
  assert.deepEqual(sans(tree.mainline()), ['e4', 'e5']);
  assert.deepEqual(sans(tree.mainline(c5)), ['Nf3']);
  assert.equal(tree.lineEnd(tree.root), e5);
  assert.equal(tree.lineEnd(nf3), nf3);
  assert.ok(!tree.isMainline(nf3), 'below a variation, every move is in the variation');
});

test('promoting a variation moves it one step up, at the nearest fork above the node', () => {
  const tree = new MoveTree({ startFen: START });
  const e4 = tree.add(tree.root, { uci: 'e2e4', san: 'e4' });
  tree.add(e4, { uci: 'e7e5', san: 'e5' });
  const c5 = tree.add(e4, { uci: 'c7c5', san: 'c5' });
  const e6 = tree.add(e4, { uci: 'e7e6', san: 'e6' });
  const d4 = tree.add(e6, { uci: 'd2d4', san: 'd4' });
  assert.equal(tree.promote(d4), true);
  assert.deepEqual(sans(e4.children), ['e6', 'e5', 'c5'], 'the fork is at e4: the French goes first');
  assert.deepEqual(sans(tree.mainline()), ['e4', 'e6', 'd4']);
  assert.equal(tree.promote(d4), false, 'on the main line nothing changes');
  assert.deepEqual(sans(e4.children), ['e6', 'e5', 'c5']);
  assert.equal(tree.promote(c5), true);
  assert.deepEqual(sans(e4.children), ['c5', 'e6', 'e5']);
});

test('deleting a move removes it and every move after it; the start cannot be deleted', () => {
  const tree = new MoveTree({ startFen: START });
  const e4 = tree.add(tree.root, { uci: 'e2e4', san: 'e4' });
  const e5 = tree.add(e4, { uci: 'e7e5', san: 'e5' });
  const nf3 = tree.add(e5, { uci: 'g1f3', san: 'Nf3' });
  const c5 = tree.add(e4, { uci: 'c7c5', san: 'c5' });
  assert.equal(tree.delete(e5), e4);
  assert.deepEqual(e4.children, [c5], 'the variation is now the line played on');
  assert.equal(tree.node(e5.id), null);
  assert.equal(tree.node(nf3.id), null, 'the moves after it go too');
  assert.throws(() => tree.delete(tree.root), /start position cannot be deleted/);
  assert.throws(() => tree.add(e5, { uci: 'g1f3' }), /not in this tree/, 'a deleted node takes no move');
  assert.throws(() => tree.path(new MoveTree({ startFen: START }).root), /not in this tree/);
  assert.throws(() => tree.add(e4, {}), /needs its uci/);
  assert.deepEqual(sans(tree.path(c5)), ['e4', 'c5'], 'a refused call changed nothing');
  assert.throws(() => new MoveTree({}), /startFen/);
});

test('PGN reading: tags, move numbers, comments, the engine evaluations, NAGs and nested variations', () => {
  const { tags, comment, moves } = parsePgn(data('variations.pgn'));
  assert.equal(tags.White, 'White "the first"', 'an escaped quote in a tag');
  assert.equal(tags.Result, '1-0', 'the result token when no tag gives it');
  assert.equal(comment, 'A game comment.');
  assert.deepEqual(moves.map((m) => m.san), ['e4', 'e5', 'Nf3', 'Nc6', 'Bb5', 'a6']);
  assert.deepEqual(moves[0].eval, { cp: 30 }, '[%eval 0.3,24]: pawns, with a depth');
  assert.equal(moves[0].comment, "the king's pawn", 'the evaluation leaves the comment');
  assert.deepEqual(moves[2].nags, [5], '!? is NAG 5');
  assert.deepEqual(moves[4].nags, [14]);
  const [sicilian] = moves[1].variations;
  assert.deepEqual(sicilian.map((m) => m.san), ['c5', 'Nf3', 'd6']);
  assert.deepEqual(sicilian[1].variations[0].map((m) => m.san), ['c3', 'd5'], 'a variation inside a variation');
  assert.deepEqual(sicilian[2].nags, [1]);
  assert.deepEqual(moves[3].variations[0][0].eval, { mate: -3 }, '#-3: the second side mates');
  assert.equal(moves[3].variations[0][0].comment, 'not really a mate');
});

test('PGN reading: glued move numbers, line comments, escape lines and a second game are read as PGN says', () => {
  const { moves, tags } = parsePgn('% an escaped line\n[Result "*"]\n1.e4 ; to the end of the line\ne5 2.Nf3 *\n\n[Event "next"]\n1. d4 *');
  assert.deepEqual(moves.map((m) => m.san), ['e4', 'e5', 'Nf3']);
  assert.equal(moves[0].comment, 'to the end of the line');
  assert.equal(tags.Event, undefined, 'the second game is not read');
});

test('PGN that cannot be read says where', () => {
  assert.throws(() => parsePgn('1. e4 (1. d4 d5'), /variation opened at character 7 is not closed/);
  assert.throws(() => parsePgn('1. e4 e5)'), /'\)' without its '\(' at character 9/);
  assert.throws(() => parsePgn('$1 1. e4'), /\$1 before any move/);
  assert.throws(() => parsePgn('(1. e4)'), /variation before any move/);
  assert.throws(() => parsePgn('1. e4 ]'), /unexpected '\]' at character 7/);
  assert.throws(() => parsePgn(null), /must be a string/);
});

test('a PGN with variations becomes a tree the module plays; written back, it reads as the same tree', () => {
  const resolve = moveResolver(chess.Game, 'chess');
  const { tree, tags } = treeFromPgn(data('variations.pgn'), resolve);
  assert.equal(shape(tree.root), 'e4 e5 Nf3 Nc6 Bb5 a6 | d6 d4 | c5 Nf3 d6 | c3 d5');
  const nc6 = tree.mainline()[3];
  assert.equal(nc6.move.uci, 'b8c6');
  assert.equal(nc6.fen, 'r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3', 'each node keeps the position after it');
  const written = writePgn(tree, tags, { standardStart: true });
  assert.equal(written, [
    '[Event "Analysis of a Ruy Lopez"]',
    '[Site "wasm-chess"]',
    '[White "White \\"the first\\""]',
    '[Black "Black"]',
    '[Result "1-0"]',
    '',
    "{ A game comment. } 1. e4 { [%eval 0.3] the king's pawn } 1... e5 (1... c5",
    '2. Nf3 (2. c3 d5) 2... d6!) 2. Nf3!? Nc6 (2... d6 { [%eval #-3] not really a',
    'mate } 3. d4) 3. Bb5 $14 a6 1-0',
    '',
  ].join('\n'));
  assert.ok(written.split('\n').every((line) => line.length <= 80), 'lines of at most 80 characters, a move kept with its number');
  const again = treeFromPgn(written, resolve).tree;
  assert.equal(shape(again.root), shape(tree.root));
  assert.equal(writePgn(again, tags, { standardStart: true }), written);
});

test('a position with the second side to move: numbers follow the FEN, and the FEN is written back', () => {
  const { tree } = treeFromPgn(data('black-to-move.pgn'), moveResolver(chess.Game, 'chess'));
  assert.equal(shape(tree.root), 'Nf6 Nc3 | Bc5 c3');
  const written = writePgn(tree, {});
  assert.match(written, /\[FEN "r1bqkbnr\/pppp1ppp\/2n5\/4p3\/4P3\/5N2\/PPPP1PPP\/RNBQKB1R b KQkq - 3 7"\]/);
  assert.match(written, /\n7\.\.\. Nf6 \(7\.\.\. Bc5 8\. c3\) 8\. Nc3 \*\n$/);
});

test('a move the position does not allow names its number, and no tree is made', () => {
  const resolve = moveResolver(chess.Game, 'chess');
  assert.throws(() => treeFromPgn('1. e4 e5 2. Nf3 (2. Ke3) Nc6', resolve), /move 2\. Ke3 cannot be played: illegal move/);
  assert.throws(() => treeFromPgn('1. e4 e5 2. Nf3 Nc6 3. Bb5 Qxb5', resolve), /move 3\.\.\. Qxb5 cannot be played/);
});

test('the other games: a Crazyhouse drop and a Shogi variation are read in the module\'s own notation', () => {
  const house = moveResolver(variants.Game, 'crazyhouse');
  const { tree } = treeFromPgn('1. e4 d5 2. exd5 Qxd5 3. Nc3 Qa5 4. P@d4 (4. Nf3 P@e4) *', house);
  assert.deepEqual(sans(tree.mainline()), ['e4', 'd5', 'exd5', 'Qxd5', 'Nc3', 'Qa5', 'P@d4']);
  assert.equal(tree.mainline()[6].move.uci, 'P@d4');
  assert.deepEqual(sans(tree.path(tree.mainline()[5].children[1].children[0])).slice(-2), ['Nf3', 'P@e4']);

  const shogi = moveResolver(variants.Game, 'shogi');
  assert.equal(shogi.startFen, variants.Game.create('shogi').startFen(), 'no FEN tag: the game\'s own start');
  const first = variants.Game.create('shogi').legalMoves().map((m) => m.san);
  const { tree: board } = treeFromPgn(`1. ${first[0]} (1. ${first[1]}) *`, shogi);
  assert.deepEqual(sans(board.root.children), [first[0], first[1]]);
  const written = writePgn(board, { Variant: 'Shogi' }, { standardStart: true });
  assert.equal(shape(treeFromPgn(written, shogi).tree.root), shape(board.root));
});

test('a Fog of War game is read whole only when asked (reveal): the positions are hidden while it is played', () => {
  const record = '[Variant "Fog of War"]\n\n1. e4 d5 2. exd5 *';
  assert.throws(() => treeFromPgn(record, moveResolver(variants.Game, 'fog-of-war')), /move 1\. e4 cannot be played: hidden/);
  const { tree } = treeFromPgn(record, moveResolver(variants.Game, 'fog-of-war', null, { reveal: true }));
  assert.deepEqual(sans(tree.mainline()), ['e4', 'd5', 'exd5']);
  assert.equal(tree.mainline()[2].fen, 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR b KQkq - 0 2');
});

test('an evaluation is written in pawns with at most two decimals, or as a mate', () => {
  assert.equal(evalText({ cp: 30 }), '0.3');
  assert.equal(evalText({ cp: -125 }), '-1.25');
  assert.equal(evalText({ cp: 0 }), '0');
  assert.equal(evalText({ mate: 3 }), '#3');
  assert.equal(evalText({ mate: -1 }), '#-1');
});
