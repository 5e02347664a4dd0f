// The objects the API returns, as src/wasm/objects.js builds them from what Rust hands over (the
// release Node build): each field agrees with the others and with the game, in positions that hold
// every kind of move; `legalMoves({ san: false })` is `legalMoves()` without `san`.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const ROLE_NAMES = { P: 'pawn', N: 'knight', B: 'bishop', R: 'rook', Q: 'queen', K: 'king' };
/** The piece code ('wN') on `square` of `game`'s board now. */
const boardBeforeOf = (game, square) => game.board().squares.find((c) => c.square === square).piece;

const require = createRequire(import.meta.url);
const { Game } = require(new URL('../../target/pkg-node/wasm_chess.js', import.meta.url).pathname);

const POSITIONS = {
  start: () => new Game(),
  // Castling both ways, captures, a pinned piece, many sliders.
  kiwipete: () => Game.fromFen('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1'),
  // Promotions with and without capture; an en passant capture after the double step.
  promotions: () => Game.fromFen('1n2k3/P1P5/8/3pP3/8/8/8/4K3 w - d6 0 1'),
  // Chess960: castling written as the king taking its rook in UCI (b1 king, a1 and h1 rooks).
  chess960: () => Game.fromFen('rk5r/8/8/8/8/8/8/RK5R w HAha - 0 1'),
  // Checks and mates in SAN.
  mates: () => Game.fromFen('6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1'),
};

const name = (file, rank) => 'abcdefgh'[file] + (rank + 1);

for (const [label, make] of Object.entries(POSITIONS)) {
  test(`${label}: each legal move's fields agree with the move played`, () => {
    const game = make();
    const moves = game.legalMoves();
    assert.ok(moves.length > 0);
    if (label === 'kiwipete' || label === 'chess960') assert.equal(moves.filter((m) => m.castleRook).length, 2, 'both castlings');
    if (label === 'promotions') assert.equal(moves.filter((m) => m.promotion).length, 16);
    for (const move of moves) {
      assert.equal(Object.getPrototypeOf(move), Object.prototype, 'a plain object');
      const castles = move.castleRook !== null;
      const keys = ['uci', 'san', 'from', 'to', 'promotion', 'capture', 'enPassant', 'castleRook', ...(castles ? ['rookTo'] : []), 'piece', 'mover', 'captured'];
      assert.deepEqual(Object.keys(move), keys);
      const moving = boardBeforeOf(game, move.from);
      assert.equal(move.mover, moving[0] === 'w' ? 'white' : 'black', 'the side whose piece moves');
      assert.equal(move.piece, ROLE_NAMES[moving[1]], 'the piece on from');
      assert.equal(move.capture, move.captured !== null, 'a capture names what it takes');
      assert.equal(move.uci.slice(0, 2), move.from);
      assert.equal(move.promotion, move.uci.length === 5 ? move.uci[4] : null);
      const boardBefore = game.board().squares;
      const target = boardBefore.find((c) => c.square === move.to).piece;
      if (move.castleRook === null) {
        assert.equal(move.uci.slice(2, 4), move.to, 'UCI names the destination');
        const enPassant = move.san.includes('x') && target === null;
        assert.equal(move.enPassant, enPassant, 'en passant: a pawn capture onto an empty square');
        assert.equal(move.capture, target !== null || enPassant);
        if (move.captured) {
          // En passant: the pawn stands beside `from`, on the file of `to`.
          const square = enPassant ? move.to[0] + move.from[1] : move.to;
          const code = boardBeforeOf(game, square);
          assert.deepEqual(move.captured, { role: ROLE_NAMES[code[1]], owner: code[0] === 'w' ? 'white' : 'black', square });
        }
      } else {
        // Castling: the king's two-square move in UCI, or (Chess960) the king taking its rook.
        assert.equal(move.uci.slice(2, 4), label === 'chess960' ? move.castleRook : move.to);
        assert.match(move.san, /^O-O(-O)?$/);
        assert.equal(move.capture, false);
        assert.equal(move.enPassant, false);
        assert.equal(boardBefore.find((c) => c.square === move.castleRook).piece?.[1], 'R');
        // The rook lands beside the king, on the side it came from.
        assert.equal(move.rookTo[1], move.to[1]);
        assert.equal(Math.abs(move.rookTo.charCodeAt(0) - move.to.charCodeAt(0)), 1);
      }
      // Played by its UCI and by its SAN: the same move, the same object back, the same history.
      for (const text of [move.uci, move.san]) {
        assert.deepEqual(game.play(text), move);
        assert.equal(game.historyUci().at(-1), move.uci);
        assert.equal(game.history().at(-1), move.san);
        assert.deepEqual(game.undo(), move);
      }
    }
  });

  test(`${label}: legalMoves({ san: false }) is legalMoves() without san`, () => {
    const game = make();
    const withoutSan = game.legalMoves().map(({ san, ...rest }) => rest);
    assert.deepEqual(game.legalMoves({ san: false }), withoutSan);
    assert.deepEqual(game.legalMoves({ san: true }), game.legalMoves());
    assert.deepEqual(game.legalMoves({}), game.legalMoves());
    assert.deepEqual(game.legalMoves(null), game.legalMoves());
  });

  test(`${label}: board() lists every square with its piece, as the FEN places them`, () => {
    const game = make();
    const board = game.board();
    assert.equal(board.files, 8);
    assert.equal(board.ranks, 8);
    assert.equal(board.squares.length, 64);
    const placement = game.fen().split(' ')[0].split('/').reverse();
    board.squares.forEach((cell, i) => {
      const [file, rank] = [i % 8, Math.floor(i / 8)];
      assert.deepEqual(Object.keys(cell), ['square', 'file', 'rank', 'light', 'piece']);
      assert.equal(cell.square, name(file, rank));
      assert.equal(cell.file, file);
      assert.equal(cell.rank, rank);
      assert.equal(cell.light, (file + rank) % 2 === 1);
      const letter = placement[rank].replace(/\d/g, (n) => '.'.repeat(Number(n)))[file];
      const expected = letter === '.' ? null : (letter === letter.toUpperCase() ? 'w' : 'b') + letter.toUpperCase();
      assert.equal(cell.piece, expected, cell.square);
    });
  });
}

test('each call returns new objects: changing one changes nothing the game returns later', () => {
  const game = new Game();
  const board = game.board();
  board.squares[0].piece = 'bQ';
  board.squares[1].square = 'z9';
  board.squares.pop();
  const moves = game.legalMoves();
  moves[0].uci = 'a1a1';
  game.status().claimable.push('threefold');
  assert.equal(game.board().squares[0].piece, 'wR');
  assert.equal(game.board().squares[1].square, 'b1');
  assert.equal(game.board().squares.length, 64);
  assert.notEqual(game.legalMoves()[0].uci, 'a1a1');
  assert.deepEqual(game.status().claimable, []);
});

test('status() and outcomes: every field, while the game goes on and after it ends', () => {
  const game = new Game();
  assert.deepEqual(game.status(), { turn: 'white', check: false, outcome: null, claimable: [] });
  for (const m of ['Nf3', 'Nf6', 'Ng1', 'Ng8', 'Nf3', 'Nf6', 'Ng1', 'Ng8']) game.play(m);
  assert.deepEqual(game.status(), { turn: 'white', check: false, outcome: null, claimable: ['threefold'] });
  const mated = new Game();
  for (const m of ['f3', 'e5', 'g4', 'Qh4#']) mated.play(m);
  assert.deepEqual(mated.status(), { turn: 'white', check: true, outcome: { winner: 'black', reason: 'checkmate' }, claimable: [] });
  assert.deepEqual(new Game().agreeDraw(), { winner: null, reason: 'agreement' });
  assert.deepEqual(new Game().resign('black'), { winner: 'white', reason: 'resignation' });
  assert.deepEqual(mated.legalMoves(), []);
  assert.deepEqual(mated.legalMoves({ san: false }), []);
});

test('legalMoves options it cannot read: an Error naming them, and the game unchanged', () => {
  const game = Game.fromFen('r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1');
  game.play('Qxf6');
  const before = JSON.stringify([game.fen(), game.historyUci(), game.status()]);
  for (const options of [5, 'no', true, Symbol('s'), () => {}, 12n]) {
    assert.throws(() => game.legalMoves(options), { name: 'Error', message: 'legalMoves: the options must be an object such as { san: false }' }, String(typeof options));
  }
  for (const san of ['no', 0, 1, null, {}]) {
    assert.throws(() => game.legalMoves({ san }), { name: 'Error', message: 'legalMoves: options.san must be true or false' }, String(san));
  }
  const throwing = { get san() { throw 'not an Error'; } };
  assert.throws(() => game.legalMoves(throwing), { name: 'Error', message: 'legalMoves: cannot read options.san' });
  assert.equal(JSON.stringify([game.fen(), game.historyUci(), game.status()]), before);
  assert.equal(game.legalMoves().length, game.legalMoves({ san: false }).length);
});
