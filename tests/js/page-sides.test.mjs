// Each two-player game's names of its sides, as the module gives them (`Game.variants()`' `sides`,
// `make node-pkg-variants`), in every sentence the page says: the status line, the end of the game,
// the moves read aloud, the position in words. The page keeps no list of names: it reads them
// here, and says White and Black when the module gives none (the chess module).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { describeOutcome, describeTurn } from '../../www/board/messages.js';
import { describePosition, describeSquare } from '../../www/board/speech.js';
import { sideName } from '../../www/board/sides.js';
import { announceMove } from '../../www/board/voice.js';
import { Referee } from '../../www/board/referee.js';
import { configure } from '../../www/board/config.js';
import { liveStep, sidesOf } from '../../www/board/state.js';

const { Game } = createRequire(import.meta.url)(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);
const games = Game.variants();
const sidesOfGame = (id) => games.find((g) => g.id === id).sides;
const piecesOf = (board) => new Map(board.pieces.map((p) => [p.code, p]));

test('every game of two players names its sides, the first to move first; games of more players name seats instead', () => {
  // Each game's rules.md: Xiangqi's Red moves first, Janggi's Cho, Shogi's sente; the other games
  // (Makruk, Sittuyin, … as pyffish and lichess name them) keep White and Black.
  const named = { xiangqi: ['Red', 'Black'], janggi: ['Cho', 'Han'], shogi: ['Sente', 'Gote'], minishogi: ['Sente', 'Gote'] };
  for (const game of games) {
    if (game.players !== 2) {
      assert.equal(game.sides, undefined, game.id);
      continue;
    }
    assert.deepEqual(game.sides, named[game.id] ?? ['White', 'Black'], game.id);
    const start = Game.create(game.id);
    assert.equal(start.turn(), 'white', `${game.id}: the first name is the side that moves first`);
    start.free();
  }
});

test('without names from the module the sides are White and Black', () => {
  assert.equal(sideName('white'), 'White');
  assert.equal(sideName('black', null), 'Black');
  assert.equal(sideName('white', ['Red', 'Black']), 'Red');
  assert.equal(describeTurn({ turn: 'white', check: false }), 'White to move');
  assert.equal(describeOutcome({ winner: 'black', reason: 'timeout' }), 'White’s time is up — Black wins');
});

test('xiangqi: the status line and the ends name Red and Black', () => {
  const sides = sidesOfGame('xiangqi');
  const game = Game.create('xiangqi');
  assert.equal(describeTurn(game.status(), { sides }), 'Red to move');
  game.play('h3e3');
  assert.equal(describeTurn(game.status(), { sides }), 'Black to move');
  const flagged = Game.create('xiangqi');
  const outcome = flagged.flag('black');
  assert.equal(describeOutcome(outcome, null, 'black', sides), 'Black’s time is up — Red wins');
  assert.equal(describeOutcome(game.resign('white'), null, 'black', sides), 'Red resigns — Black wins');
  // Against the bot the player is "you", whatever the game.
  assert.equal(describeTurn({ turn: 'white', check: false }, { you: 'white', sides }), 'Your move');
  game.free();
  flagged.free();
});

test('janggi and shogi: Cho and Han, Sente and Gote', () => {
  const janggi = Game.create('janggi');
  assert.equal(describeTurn(janggi.status(), { sides: sidesOfGame('janggi') }), 'Cho to move');
  assert.equal(describeOutcome(janggi.resign('black'), null, 'white', sidesOfGame('janggi')), 'Han resigns — Cho wins');
  const shogi = Game.create('shogi');
  assert.equal(describeOutcome(shogi.flag('white'), null, 'white', sidesOfGame('shogi')), 'Sente’s time is up — Gote wins');
  janggi.free();
  shogi.free();
});

test('the position in words and a square name the sides as the game does', () => {
  const board = Game.create('xiangqi').board();
  const pieces = piecesOf(board);
  const words = describePosition(board, pieces, sidesOfGame('xiangqi'));
  assert.match(words, /^Red: [^.]*general e1\. Black: [^.]*general e10\.$/);
  assert.equal(describeSquare(board, 'e1', pieces, sidesOfGame('xiangqi')), 'e1, Red general');
  const chess = Game.create('makruk').board();
  assert.match(describePosition(chess, piecesOf(chess), sidesOfGame('makruk')), /^White: [^.]*king d1[^.]*\. Black: [^.]*king e8/);
});

test('a move read aloud names the mover as the game does: "Red: Cannon from h3 to e3."', () => {
  const s = { ...configure({ mode: 'two-players' }), engine: { games }, review: null, ui: { announce: { textContent: '' } } };
  s.referee = new Referee(Game.create('xiangqi'), { viewer: () => null });
  s.catalog = { pieces: piecesOf(liveStep(s).board) };
  assert.deepEqual(sidesOf(s), ['Red', 'Black']);
  const before = liveStep(s).board;
  const step = s.referee.play('h3e3');
  announceMove(s, step, before, 'white');
  assert.equal(s.ui.announce.textContent, 'Red: Cannon from h3 to e3.');
  s.referee.free();
});
