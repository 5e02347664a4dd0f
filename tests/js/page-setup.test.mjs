// Who plays White in a Handicap game (DESIGN.md §5), and the words for results.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { resolveSides as resolveWith, setupName as setupNameWith, handicapChoices, choiceTimeControl, DEFAULT_CHOICE } from '../../www/page/setup.js';
import { catalogOf } from '../../www/board/catalog.js';
import { wasm } from './page-fixtures.mjs';

// The form's choices over the module's own setups and Chess960 count.
const { setups, chess960Count } = catalogOf(wasm.Game);
const resolveSides = (choice, random) => resolveWith(choice, setups, random);
const setupName = (choice, random) => setupNameWith(choice, chess960Count, random);
const HANDICAPS = handicapChoices(setups);
import { describeOutcome, describeTurn, levelLabel } from '../../www/board/messages.js';

test('without a handicap the chosen colour is kept; random draws one', () => {
  assert.equal(resolveSides({ color: 'black', handicap: 'standard', giver: 'bot' }), 'black');
  assert.equal(resolveSides({ color: 'random', handicap: 'standard' }, () => 0.2), 'white');
  assert.equal(resolveSides({ color: 'random', handicap: 'standard' }, () => 0.7), 'black');
});

test('the giver of piece odds plays White', () => {
  for (const handicap of ['knight', 'rook', 'two-knights', 'rook-and-knight', 'queen']) {
    assert.equal(resolveSides({ color: 'black', handicap, giver: 'you' }), 'white', handicap);
    assert.equal(resolveSides({ color: 'white', handicap, giver: 'bot' }), 'black', handicap);
  }
});

test('for the two pawn odds the receiver plays White', () => {
  for (const handicap of ['pawn-and-move', 'pawn-and-two-moves']) {
    assert.equal(resolveSides({ color: 'black', handicap, giver: 'bot' }), 'white', handicap);
    assert.equal(resolveSides({ color: 'white', handicap, giver: 'you' }), 'black', handicap);
  }
});

test('a Chess960 choice names its position: the number given, or a random one from 0 to 959', () => {
  const chess960 = { ...DEFAULT_CHOICE, start: 'chess960', handicap: 'knight' };
  assert.equal(setupName({ ...chess960, chess960: '412' }), 'chess960:412');
  assert.equal(setupName({ ...chess960, chess960: ' 0 ' }), 'chess960:0');
  assert.equal(setupName({ ...chess960, chess960: '' }, () => 0), 'chess960:0');
  assert.equal(setupName({ ...chess960, chess960: '' }, () => 0.9999), 'chess960:959');
  // The module judges the number; the page passes on what was typed.
  assert.equal(setupName({ ...chess960, chess960: '1000' }), 'chess960:1000');
  // A Chess960 game has no Handicap; a standard start keeps the one chosen.
  assert.equal(setupName({ ...DEFAULT_CHOICE, handicap: 'knight' }), 'knight');
  assert.equal(setupName(DEFAULT_CHOICE), 'standard');
  // Colours are chosen as without a handicap.
  assert.equal(resolveSides({ ...chess960, color: 'black', handicap: 'chess960:412' }), 'black');
});

test('the form offers every setup name of DESIGN.md §5', () => {
  assert.deepEqual(HANDICAPS.map((h) => h.id), [
    'standard', 'pawn-and-move', 'pawn-and-two-moves', 'knight', 'rook', 'two-knights', 'rook-and-knight', 'queen',
  ]);
});

test('time controls from the form: presets, custom, none', () => {
  assert.equal(choiceTimeControl({ ...DEFAULT_CHOICE, time: 'none' }), null);
  assert.deepEqual(choiceTimeControl({ ...DEFAULT_CHOICE, time: '3+2' }), { initialMs: 180_000, incrementMs: 2_000 });
  assert.deepEqual(choiceTimeControl({ ...DEFAULT_CHOICE, time: 'custom', minutes: 0.05, increment: 0 }), { initialMs: 3_000, incrementMs: 0 });
});

test('every game of two players may have a clock; the games of more players have none', () => {
  for (const game of ['atomic', 'fog-of-war', 'xiangqi', 'shogi', 'sittuyin']) {
    assert.deepEqual(choiceTimeControl({ ...DEFAULT_CHOICE, game, time: '3+2' }), { initialMs: 180_000, incrementMs: 2_000 }, game);
  }
  assert.equal(choiceTimeControl({ ...DEFAULT_CHOICE, game: 'chaturaji', time: '3+2' }, 4), null);
  assert.equal(choiceTimeControl({ ...DEFAULT_CHOICE, game: 'three-player', time: '3+2' }, 3), null);
});

test('result lines name the reason and the winner', () => {
  assert.equal(describeOutcome({ winner: 'white', reason: 'checkmate' }, 'white'), 'Checkmate — you win');
  assert.equal(describeOutcome({ winner: 'black', reason: 'checkmate' }, null), 'Checkmate — Black wins');
  assert.equal(describeOutcome({ winner: null, reason: 'stalemate' }, 'white'), 'Stalemate — draw');
  assert.equal(describeOutcome({ winner: 'black', reason: 'resignation' }, 'white'), 'You resign — the bot wins');
  assert.equal(describeOutcome({ winner: 'white', reason: 'resignation' }, 'white'), 'The bot resigns — you win');
  assert.equal(describeOutcome({ winner: 'black', reason: 'timeout' }, 'white'), 'Your time is up — the bot wins');
  assert.equal(describeOutcome({ winner: 'white', reason: 'timeout' }, null), 'Black’s time is up — White wins');
  const flagDraw = { winner: null, reason: 'timeout-vs-insufficient-material' };
  assert.equal(describeOutcome(flagDraw, null, 'white'), 'White’s time is up, but Black cannot mate — draw');
  assert.equal(describeOutcome(flagDraw, 'black', 'black'), 'Your time is up, but the bot cannot mate — draw');
  assert.equal(describeOutcome(flagDraw, 'black', 'white'), 'The bot’s time is up, but you cannot mate — draw');
  assert.equal(describeOutcome({ winner: null, reason: 'threefold' }, null), 'Threefold repetition (claimed) — draw');
});

test('the status line says whose move it is', () => {
  assert.equal(describeTurn({ turn: 'white', check: false }, { you: 'white' }), 'Your move');
  assert.equal(describeTurn({ turn: 'black', check: true }, {}), 'Black to move — check!');
  assert.equal(describeTurn({ turn: 'black', check: false }, { you: 'white', thinking: true }), 'The bot is thinking…');
});

test('a level shows its name, and its rating once measured', () => {
  const levels = [{ level: 1, elo: 0, name: 'Beginner' }, { level: 2, elo: 1350, name: 'Novice' }];
  assert.equal(levelLabel(1, levels), 'Level 1 · Beginner');
  assert.equal(levelLabel(2, levels), 'Level 2 · Novice · 1350 Elo');
  assert.equal(levelLabel(3, levels), 'Level 3');
});

test('a level\'s rating is a chess rating: a game not rated against Stockfish shows none', () => {
  const levels = [{ level: 2, elo: 1350, name: 'Novice' }];
  assert.equal(levelLabel(2, levels, { rated: false }), 'Level 2 · Novice');
});
