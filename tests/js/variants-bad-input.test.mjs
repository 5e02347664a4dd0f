// Bad input to the variants module: an unknown game, a FEN of another game, a drop
// from an empty hand, the duck onto a taken square, a move of a piece hidden in the fog, the whole
// board asked for during a fog game, and a spray of malformed moves and FENs. Each is refused with
// an `Error` that says why (never a panic, which reaches JavaScript as a RuntimeError), and the game
// is the same afterwards: its FEN, history, status, views and legal moves.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Game, variantPerft } = require(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);

const START = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
const GAMES = Game.variants().map((v) => v.id);

/** The answer of `call`, or the message of the Error it throws (anything else fails the test). */
function answer(call) {
  try {
    return call();
  } catch (e) {
    assert.ok(e instanceof Error && !(e instanceof WebAssembly.RuntimeError), `an Error, not a panic: ${e}`);
    return `refused: ${e.message}`;
  }
}

/** Everything a game tells about itself, hidden parts refused as they are in Fog of War. */
function snapshot(g) {
  return JSON.stringify({
    variant: g.variant(),
    fen: answer(() => g.fen()),
    startFen: g.startFen(),
    turn: g.turn(),
    status: g.status(),
    history: answer(() => g.history()),
    historyUci: answer(() => g.historyUci()),
    white: answer(() => g.view('white')),
    black: answer(() => g.view('black')),
    board: answer(() => g.board()),
    moves: g.legalMoves(),
    pgn: answer(() => g.pgn()),
  });
}

/** `call` throws an Error matching `why`, and `g` is unchanged. */
function refused(g, call, why) {
  const before = snapshot(g);
  assert.throws(call, (e) => e instanceof Error && !(e instanceof WebAssembly.RuntimeError) && why.test(e.message), `expected ${why}`);
  assert.equal(snapshot(g), before, `${why}: the game is unchanged`);
}

test('an unknown game id: every entry point names it', () => {
  assert.throws(() => Game.create('xiangqi-plus'), /unknown game 'xiangqi-plus'/);
  assert.throws(() => Game.create(''), /unknown game ''/);
  assert.throws(() => Game.fromFen(START, { variant: 'Atomic' }), /unknown game 'Atomic'/, 'ids are lower case; names belong to PGN');
  assert.throws(() => variantPerft('nope', START, 1), /unknown game 'nope'/);
  assert.throws(() => Game.fromPgn('[Variant "nope"]\n\n1. e4 *'), /Variant tag: unknown game 'nope'/);
});

test('a FEN of another game is refused by each game', () => {
  const others = {
    crazyhouse: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[Qq] w KQkq - 0 1',
    duck: 'rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR b KQkq - 0 1',
    xiangqi: 'rnbakabnr/9/1c5c1/p1p1p1p1p/9/9/P1P1P1P1P/1C5C1/9/RNBAKABNR w - - 0 1',
    shogi: 'lnsgkgsnl/1r5b1/ppppppppp/9/9/9/PPPPPPPPP/1B5R1/LNSGKGSNL[] w - - 0 1',
  };
  for (const id of ['antichess', 'atomic', 'crazyhouse', 'duck', 'fog-of-war', 'friendly']) {
    for (const [other, fen] of Object.entries(others)) {
      if (other === id) continue;
      assert.throws(() => Game.fromFen(fen, { variant: id }), /invalid FEN/, `${other}'s FEN in ${id}`);
    }
  }
  assert.throws(() => Game.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 extra', { variant: 'atomic' }), /invalid FEN/);
  assert.throws(() => Game.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[K] w KQkq - 0 1', { variant: 'crazyhouse' }), /invalid FEN/);
});

test('a drop with an empty pocket, or where a drop cannot go', () => {
  const g = Game.create('crazyhouse');
  refused(g, () => g.play('N@f3'), /N@f3 is not a legal move here: White has no knight in hand/);
  for (const move of ['e4', 'd5', 'exd5', 'Qxd5']) g.play(move);
  // White now holds a pawn; Black nothing.
  refused(g, () => g.play('P@d2'), /P@d2 is not a legal move here: d2 is occupied/);
  refused(g, () => g.play('P@e8'), /(occupied|first or last rank)/);
  refused(g, () => g.play('P@d8'), /a pawn cannot be dropped on the first or last rank/);
  refused(g, () => g.play('Q@e4'), /White has no queen in hand/);
  refused(g, () => g.play('K@e4'), /'k' is not a piece that can be dropped/);
  refused(g, () => g.play('P@z9'), /not a (legal )?move/);
  refused(Game.create('atomic'), () => Game.create('atomic').play('P@e4'), /there are no drops in this game/);
});

test('the duck onto a taken square, or left where it stands', () => {
  const g = Game.create('duck');
  refused(g, () => g.play('e2e4,e4d2'), /the duck cannot go to d2: the square is occupied/);
  refused(g, () => g.play('e2e4,e4e4'), /the duck cannot go to e4: the square is occupied/);
  refused(g, () => g.play('e2e4'), /a move also names the duck's square/);
  g.play('e2e4,e4d5');
  refused(g, () => g.play('e7e5,d5d5'), /the duck must move: it already stands on d5/);
  refused(g, () => g.play('d7d5,e5d5'), /not a legal move here/);
  refused(g, () => g.play('e7e5,e5e4'), /the duck cannot go to e4: the square is occupied/);
});

test('Fog of War: a move of a hidden piece, the whole board during play', () => {
  const g = Game.create('fog-of-war');
  g.play('e4');
  // Black cannot see e4: moving "from" it says only that the square is hidden.
  refused(g, () => g.play('e4e5'), /e4 is hidden from Black in the fog/);
  refused(g, () => g.play('d2d4'), /d2 is hidden from Black/);
  refused(g, () => g.fen(), /hidden in this game until it ends/);
  refused(g, () => g.board(), /hidden in this game until it ends/);
  refused(g, () => g.history(), /hidden in this game until it ends/);
  refused(g, () => g.historyUci(), /hidden in this game until it ends/);
  refused(g, () => g.pgn(), /hidden in this game until it ends/);
  refused(g, () => g.view('grey'), /invalid colour 'grey'/);
  // A capture of a piece Black cannot see is no legal move either: the refusal names no piece.
  refused(g, () => g.play('d8h4'), /d8h4 is not a legal move here$/);
});

test('moves after the end, claims that do not hold, bad colours: refused, nothing changed', () => {
  const g = Game.fromFen('k7/p7/8/8/8/8/8/Q6K w - - 0 1', { variant: 'atomic' });
  refused(g, () => g.claimDraw('threefold'), /no draw can be claimed/);
  // The move ends the game (a king explodes): the claim fails and the move is taken back.
  refused(g, () => g.claimDraw('threefold', 'a1a7'), /after Qxa7, the game would already be over/);
  refused(g, () => g.claimDraw('perpetual'), /unknown draw claim 'perpetual'/);
  refused(g, () => g.resign('purple'), /invalid colour 'purple'/);
  refused(g, () => g.flag('purple'), /invalid colour 'purple'/);
  refused(g, () => g.explainMove('z1', 'a1'), /invalid square 'z1'/);
  refused(g, () => g.pgn({ 'bad tag': 'x' }), /invalid PGN tag name 'bad tag'/);
  g.play('a1a7');
  assert.deepEqual(g.status().outcome, { winner: 'white', reason: 'king-exploded' });
  refused(g, () => g.play('a8b8'), /the game is over/);
  refused(g, () => g.resign('black'), /the game is over/);
  refused(g, () => g.flag('black'), /the game is over/);
  refused(g, () => g.agreeDraw(), /the game is over/);
});

const MOVES = [
  '', ' ', 'e2e4 ', ' e2e4', 'E2E4', 'e2e4,', ',e4d5', 'e2e4,e4', 'e2e4,z9', 'e2e4,e4d5,d5d4', 'P@', '@e4',
  'p@e3', 'N@e4,e4d5', 'e7e8k', 'e2e4q', 'e2e4=Q', 'O-O-O-O', '0-0', 'Kxe9', 'a'.repeat(1000), '\u0000',
  'é4', 'e2e9', 'i2i4', '--', 'Nxe5+#', 'e1g1', 'e1h1', 'Q@d8', '*@e4', 'e2@e4', '🦆e4',
];

test('a spray of malformed moves in every game: an Error each, the game unchanged', () => {
  for (const id of GAMES) {
    const g = Game.create(id);
    g.play(g.legalMoves()[0].uci);
    for (const move of MOVES) {
      if (g.legalMoves().some((m) => m.uci === move || m.san === move)) continue;
      refused(g, () => g.play(move), /./);
    }
  }
});

/** Valid FENs of each game, cut and spoiled in many ways. */
function spoiled(fen) {
  const out = [];
  for (let i = 0; i < fen.length; i++) out.push(fen.slice(0, i), fen.slice(0, i) + fen.slice(i + 1));
  for (const junk of ['[', ']', '[]', '*', '**', 'K', '9', '0', '/', ' ', '~', '+', '-1', '99999999999']) {
    for (const at of [0, 8, fen.indexOf(' '), fen.length]) out.push(fen.slice(0, at) + junk + fen.slice(at));
  }
  out.push(fen.replace('[]', `[${'Q'.repeat(300)}]`), fen.replace(/\d+$/, '4294967296'), fen.replace(/ 0 1$/, ' 4294967295 4294967295'));
  return out;
}

test('a spray of spoiled FENs in every game: a game or an Error, never a panic', () => {
  const fens = { crazyhouse: 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1', duck: 'rnbqkbnr/pppppppp/8/8/4P3/3*4/PPPP1PPP/RNBQKBNR b KQkq - 0 1' };
  for (const id of GAMES) {
    for (const fen of spoiled(fens[id] ?? START)) {
      const made = answer(() => Game.fromFen(fen, { variant: id }));
      if (typeof made === 'string') {
        assert.match(made, /^refused: invalid FEN/, `${id} '${fen}'`);
        continue;
      }
      // A FEN that is read makes a game that answers everything.
      snapshot(made);
    }
  }
});
