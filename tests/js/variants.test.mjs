// The six variants through the JavaScript API of the variants module (the release Node build with
// `--features variants`, `make node-pkg-variants`): each game's laws as a page meets them, every bad
// input the contract names, and a differential replay of pyffish's games through the same calls.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';

const require = createRequire(import.meta.url);
const { Game, Bot, variantPerft } = require(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);
const chessModule = require(new URL('../../target/pkg-node/wasm_chess.js', import.meta.url).pathname);

const VARIANTS = ['antichess', 'atomic', 'crazyhouse', 'duck', 'fog-of-war', 'friendly'];
const ucis = (g) => g.legalMoves({ san: false }).map((m) => m.uci).sort();
const piece = (board, square) => board.squares.find((cell) => cell.square === square).piece;

test('each module rates the top chess level as its own Bot plays it: this one with the network', () => {
  const [own, chess] = [Bot.levels(), chessModule.Bot.levels()];
  assert.deepEqual(own.slice(0, -1), chess.slice(0, -1), 'the levels below evaluate by hand in both');
  assert.ok(own.slice(0, -1).every((l) => l.eloWithNetwork === null));
  const [top, chessTop] = [own.at(-1), chess.at(-1)];
  assert.equal(top.eloWithNetwork, chessTop.eloWithNetwork);
  assert.equal(top.elo, top.eloWithNetwork, 'the variants module\'s Bot evaluates with the network');
  assert.ok(chessTop.elo < chessTop.eloWithNetwork, 'the chess module\'s Bot evaluates by hand');
});

test('Game.variants() is the registry', () => {
  const list = Game.variants();
  // Chess first, then the six (games registered later follow them).
  assert.deepEqual(list.map((v) => v.id).slice(0, 8), ['chess', 'chess960', ...VARIANTS]);
  assert.ok(list.some((v) => v.id === 'makruk' && v.family === 'family'));
  // The games of more players (family 'multi') come after the two-player ones.
  const multi = list.filter((v) => v.family === 'multi');
  for (const id of ['chaturaji', 'four-seasons', 'four-player', 'eight-player']) assert.ok(multi.some((v) => v.id === id), id);
  for (const v of multi) assert.ok(v.players >= 3, `${v.id} has ${v.players} players`);
  assert.ok(list.findIndex((v) => v.family === 'multi') > list.findLastIndex((v) => v.players === 2));
  for (const v of list) {
    assert.ok(v.players >= 2, v.id);
    assert.ok(v.name && v.description, `${v.id} has a name and a description`);
    assert.ok(['chess', 'variant', 'family', 'multi'].includes(v.family));
  }
  for (const v of list.slice(0, 8)) {
    assert.equal(v.players, 2);
    assert.equal('modes' in v, false, `${v.id} has no modes`);
  }
  // Janggi's modes are its horse/elephant arrangements (Han's, then Cho's).
  assert.equal(list.find((v) => v.id === 'janggi').modes.length, 16);
  // Every mode has its name for players beside its id.
  for (const v of list.filter((g) => g.modes)) {
    assert.deepEqual(Object.keys(v.modeLabels), v.modes, `${v.id}: a label for each mode`);
    for (const mode of v.modes) assert.ok(v.modeLabels[mode] && v.modeLabels[mode] !== mode, `${v.id}:${mode} has a name`);
  }
  assert.equal(list.find((v) => v.id === 'four-player').modeLabels.teams, 'Teams: Red and Yellow against Blue and Green');
});

test('Janggi\'s arrangements are named as players say them: horse 마 (ma), elephant 상 (sang), from each player\'s own left', () => {
  const janggi = Game.variants().find((v) => v.id === 'janggi');
  const syllable = { horse: ['마', 'ma'], elephant: ['상', 'sang'] };
  for (const mode of janggi.modes) {
    const game = Game.create(`janggi:${mode}`);
    const board = game.board();
    const role = new Map(board.pieces.map((p) => [p.code, p.role]));
    // Files b, c, g, h of a back rank, as its owner sees them from the left: Cho (rank 1) a→i, Han (rank 10) i→a.
    const rank = (n, fromLeft) => {
      const files = ['b', 'c', 'g', 'h'].map((f) => syllable[role.get(board.squares.find((q) => q.square === `${f}${n}`).piece)]);
      return fromLeft ? files : files.reverse();
    };
    const name = (cells) => `${cells.map((c) => c[0]).join('')} ${cells.map((c) => c[1]).join('-')}`;
    assert.equal(janggi.modeLabels[mode], `Han ${name(rank(10, false))} · Cho ${name(rank(1, true))}`, mode);
    game.free();
  }
});

test('variantPerft: any game of the registry from its FEN, as Fairy-Stockfish counts', () => {
  const start = 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1';
  // Fairy-Stockfish's counts (shared/data/perft/variants): atomic and antichess part at depth 3.
  assert.equal(variantPerft('atomic', start, 3), 8902);
  assert.equal(variantPerft('antichess', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w - - 0 1', 3), 8067);
  assert.equal(variantPerft('duck', start, 1), 640);
  assert.equal(variantPerft('crazyhouse', 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1', 0), 1);
  assert.throws(() => variantPerft('nope', start, 2), /unknown game 'nope'/);
  assert.throws(() => variantPerft('crazyhouse', 'rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', 2), /invalid FEN/);
  assert.throws(() => variantPerft('atomic', start, -1), /invalid perft depth/);
});

test('the chess module: the same Game, without create/variants/view; other games point to the variants module', () => {
  const { Game: ChessGame } = chessModule;
  assert.equal(ChessGame.create, undefined);
  assert.equal(ChessGame.variants, undefined);
  assert.throws(() => ChessGame.fromFen('8/8/8/8/8/8/8/8 w - - 0 1', { variant: 'atomic' }), /unknown game 'atomic'.*variants module/);
  assert.equal(ChessGame.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', { variant: 'chess960' }).variant(), 'chess960');
  assert.equal(new ChessGame().variant(), 'chess');
});

test('every game starts, lists its moves, plays, undoes and says its id', () => {
  for (const id of VARIANTS) {
    const g = Game.create(id);
    assert.equal(g.variant(), id);
    assert.equal(g.turn(), 'white');
    const moves = g.legalMoves();
    // Duck chess: each of the 20 moves with the duck on any of the 32 empty squares.
    assert.equal(moves.length, id === 'duck' ? 20 * 32 : 20, id);
    const first = g.play(moves[0].uci);
    assert.equal(first.uci, moves[0].uci);
    assert.equal(first.san, moves[0].san);
    assert.equal(g.turn(), 'black');
    assert.deepEqual(g.undo(), first);
    assert.equal(g.undo(), null, 'nothing left to take back');
    assert.equal(g.status().outcome, null);
  }
  // Chess and Chess960 keep chess's own referee.
  assert.equal(Game.create('chess').explainMove('e1', 'g1'), 'you cannot castle: there is a piece in the way on f1');
  assert.equal(Game.create('chess', { setup: 'knight' }).startFen(), 'rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/R1BQKBNR w KQkq - 0 1');
  assert.equal(Game.create('chess960', { setup: 518 }).fen(), Game.create('chess960:518').fen());
});

test('crazyhouse: captured pieces go to the hand and are dropped back', () => {
  const g = Game.create('crazyhouse');
  for (const m of ['e4', 'd5', 'exd5', 'Qxd5']) g.play(m);
  const hands = g.board().hands;
  assert.deepEqual(hands, [
    { owner: 'white', pieces: { p: 1, n: 0, b: 0, r: 0, q: 0 } },
    { owner: 'black', pieces: { p: 1, n: 0, b: 0, r: 0, q: 0 } },
  ]);
  const drop = g.legalMoves().find((m) => m.uci === 'P@e4');
  assert.deepEqual(drop, {
    uci: 'P@e4', san: 'P@e4', from: null, to: 'e4', piece: 'pawn', mover: 'white', capture: false, captured: null,
    enPassant: false, castleRook: null, promotion: null, promotedTo: null, drop: 'p',
  });
  const fen = g.fen();
  assert.throws(() => g.play('N@f3'), /N@f3 is not a legal move here: White has no knight in hand/);
  assert.throws(() => g.play('P@e1'), /e1 is occupied/);
  assert.throws(() => g.play('P@e8'), /e8 is occupied/);
  assert.equal(g.fen(), fen, 'refused drops change nothing');
  assert.deepEqual(g.play('P@e4'), drop);
  assert.equal(piece(g.board(), 'e4'), 'wP');
  assert.equal(g.board().hands[0].pieces.p, 0);
  assert.throws(() => g.play('P@d8'), /a pawn cannot be dropped on the first or last rank/);
  assert.deepEqual(g.undo(), drop);
  assert.equal(g.board().hands[0].pieces.p, 1);
  assert.equal(g.fen(), fen);
});

test('duck chess: every move places the duck, on an empty square other than its own', () => {
  const g = Game.create('duck');
  const move = g.legalMoves().find((m) => m.uci === 'e2e4,e4d5');
  assert.equal(move.from, 'e2');
  assert.equal(move.to, 'e4');
  assert.equal(move.duck, 'd5');
  assert.equal(g.play('e2e4,e4d5').duck, 'd5');
  assert.equal(g.board().duck, 'd5');
  assert.equal(piece(g.board(), 'd5'), null, 'the duck is no piece');
  assert.match(g.fen(), /\*/);
  const fen = g.fen();
  assert.throws(() => g.play('d7d6,d6d5'), /the duck must move: it already stands on d5/);
  assert.throws(() => g.play('e7e5,e5d7'), /the duck cannot go to d7: the square is occupied/);
  assert.throws(() => g.play('e7e5,e5e5'), /the duck cannot go to e5: the square is occupied/);
  assert.throws(() => g.play('e7e5'), /a move also names the duck's square/);
  assert.equal(g.fen(), fen);
  // The king is taken to win.
  const end = Game.fromFen('k7/8/8/8/8/8/8/Q6K w - - 0 1', { variant: 'duck' });
  const take = end.legalMoves().find((m) => m.uci.startsWith('a1a8,'));
  assert.equal(take.capture, true);
  end.play(take.uci);
  assert.deepEqual(end.status().outcome, { winner: 'white', reason: 'king-captured' });
});

test('atomic: a capture explodes the pieces around it, pawns excepted; a king blown up loses', () => {
  const g = Game.fromFen('4kn2/4p3/8/8/8/8/8/4KR2 w - - 0 1', { variant: 'atomic' });
  const capture = g.play('Rxf8');
  assert.equal(capture.capture, true);
  const board = g.board();
  for (const square of ['f8', 'e8', 'f1']) assert.equal(piece(board, square), null, `${square} is empty`);
  assert.equal(piece(board, 'e7'), 'bP', 'pawns survive an explosion');
  assert.deepEqual(g.status().outcome, { winner: 'white', reason: 'king-exploded' });
  assert.equal(board.phase, 'over');
  assert.throws(() => g.play('e6'), /the game is over/);
  assert.match(g.pgn({ White: 'Ann' }), /\[White "Ann"\][\s\S]*\[Result "1-0"\]\n\[Variant "Atomic"\]\n\[SetUp "1"\]\n\[FEN "4kn2\/4p3\/8\/8\/8\/8\/8\/4KR2 w - - 0 1"\]\n\n1\. Rxf8 1-0\n$/);
  g.undo();
  assert.equal(g.status().outcome, null);
  assert.equal(piece(g.board(), 'e8'), 'bK');
});

test('antichess: captures are compulsory; losing every piece wins', () => {
  const g = Game.create('antichess');
  g.play('e4');
  g.play('d5');
  assert.deepEqual(ucis(g), ['e4d5']);
  const last = Game.fromFen('8/8/8/8/8/2p5/1P6/8 w - - 0 1', { variant: 'antichess' });
  last.play('bxc3');
  assert.deepEqual(last.status().outcome, { winner: 'black', reason: 'no-pieces' });
  assert.match(last.pgn(), /\[Variant "Antichess"\][\s\S]*1\. bxc3 0-1\n$/);
});

test('crazyhouse and Friendly Chess end by checkmate as chess does', () => {
  for (const id of ['crazyhouse', 'friendly']) {
    const g = Game.create(id);
    for (const m of ['f3', 'e5', 'g4', 'Qh4#']) g.play(m);
    assert.deepEqual(g.status().outcome, { winner: 'black', reason: 'checkmate' }, id);
    assert.match(g.pgn(), new RegExp(`\\[Variant "${id === 'friendly' ? 'Friendly Chess' : 'Crazyhouse'}"\\][\\s\\S]*1\\. f3 e5 2\\. g4 Qh4# 0-1\\n$`));
  }
});

test('Friendly Chess: a capture recruits the piece, and the recruit its own kind in a chain', () => {
  const g = Game.create('friendly');
  for (const m of ['e4', 'e6', 'a3', 'd5']) g.play(m);
  const recruit = g.legalMoves().find((m) => m.uci === 'e4d5');
  assert.equal(recruit.capture, true);
  g.play('e4d5');
  const board = g.board();
  // e4 stays; d5 joins White; the d5 pawn now attacks e6, which joins, and e6 attacks f7.
  for (const square of ['e4', 'd5', 'e6', 'f7']) assert.equal(piece(board, square), 'wP', square);
  assert.equal(board.squares.filter((cell) => cell.piece !== null).length, 32, 'nothing is captured');
  assert.equal(g.status().check, true, 'the recruited f7 pawn checks the king');
});

test('Fog of War: each side sees its own view; the whole board only after the end', () => {
  const g = Game.create('fog-of-war');
  for (const refused of [() => g.fen(), () => g.board(), () => g.history(), () => g.pgn(), () => g.historyUci()]) {
    assert.throws(refused, /hidden in this game until it ends/);
  }
  const white = g.view('white');
  assert.equal(white.viewer, 'white');
  assert.equal(white.squares.filter((cell) => !cell.hidden).length, 32, 'ranks 1 to 4');
  assert.deepEqual(white.squares.find((c) => c.square === 'e7'), { square: 'e7', file: 4, rank: 6, light: false, piece: null, hidden: true });
  assert.equal(piece(white, 'e2'), 'wP');
  g.play('e4');
  const black = g.view('black');
  assert.equal(black.squares.find((c) => c.square === 'e4').hidden, true);
  assert.equal(piece(black, 'e4'), null, 'the white pawn is hidden from Black');
  assert.throws(() => g.play('e4e5'), /e4e5 is not a legal move here: e4 is hidden from Black/);
  assert.throws(() => g.view('green'), /invalid colour 'green'/);

  const end = Game.fromFen('k7/8/8/8/8/8/8/Q6K w - - 0 1', { variant: 'fog-of-war' });
  assert.throws(() => end.board(), /hidden/);
  end.play('a1a8');
  assert.deepEqual(end.status().outcome, { winner: 'white', reason: 'king-captured' });
  assert.equal(end.fen(), 'Q7/8/8/8/8/8/8/7K b - - 0 1', 'the capture resets the half-move clock');
  assert.deepEqual(end.history(), ['Qxa8']);
  assert.match(end.pgn(), /\[Variant "Fog of War"\][\s\S]*1\. Qxa8 1-0\n$/);
});

test('bad input: clear errors, the game unchanged', () => {
  assert.throws(() => Game.create('xiangqi-plus'), /unknown game 'xiangqi-plus'/);
  assert.throws(() => Game.create('atomic', { mode: 'teams' }), /atomic has no mode 'teams'/);
  assert.throws(() => Game.create('atomic:teams'), /atomic has no mode 'teams'/);
  assert.throws(() => Game.create('chess', { mode: 'teams' }), /chess has no mode 'teams'/);
  assert.throws(() => Game.create('atomic', { setup: 'knight' }), /atomic has no setup 'knight'/);
  assert.throws(() => Game.create('atomic', { colour: 'white' }), /create: unknown option 'colour'/);
  assert.throws(() => Game.create('atomic', 'mode'), /create: the options must be an object/);
  assert.throws(() => Game.fromFen('8/8/8/8/8/8/8/8 w - - 0 1', { variant: 'nope' }), /unknown game 'nope'/);
  // A FEN of another game: crazyhouse's pockets, the duck.
  assert.throws(() => Game.fromFen('rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR[] w KQkq - 0 1', { variant: 'atomic' }), /invalid FEN/);
  assert.throws(() => Game.fromFen('rnbqkbnr/pppppppp/8/3*4/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', { variant: 'crazyhouse' }), /invalid FEN/);
  const g = Game.create('atomic');
  const before = g.fen();
  assert.throws(() => g.play('e2e4,e4d5'), /only Duck chess moves a duck/);
  assert.throws(() => g.play('P@e4'), /there are no drops in this game/);
  assert.throws(() => g.play('e2e5'), /e2e5 is not a legal move here/);
  assert.throws(() => g.play('??'), /'\?\?' is not a move/);
  assert.throws(() => g.claimDraw('threefold'), /no draw can be claimed/);
  assert.throws(() => g.claimDraw('threefold', 'e4'), /no draw can be claimed/);
  assert.equal(g.fen(), before, 'a claim that fails takes its move back');
  assert.equal(g.explainMove('e2', 'e4'), null);
  assert.equal(g.explainMove('e2', 'e5'), 'no legal move goes from e2 to e5');
  assert.deepEqual(g.resign('black'), { winner: 'white', reason: 'resignation' });
  assert.deepEqual(Game.create('duck').agreeDraw(), { winner: null, reason: 'agreement' });
});

test('flag: the side out of time loses, unless the other side could not win in that game', () => {
  const flagged = (variant, fen, color) => Game.fromFen(fen, { variant }).flag(color);
  const draw = { winner: null, reason: 'timeout-vs-insufficient-material' };
  // Atomic: a bare king neither captures nor mates; a queen mates a bare king.
  assert.deepEqual(flagged('atomic', '3qk3/8/8/8/8/8/8/4K3 w - - 0 1', 'black'), draw);
  assert.deepEqual(flagged('atomic', '3qk3/8/8/8/8/8/8/4K3 w - - 0 1', 'white'), { winner: 'black', reason: 'timeout' });
  // Antichess: bishops on different colours can never be given away.
  assert.deepEqual(flagged('antichess', '8/8/8/8/8/8/8/2b2B2 w - - 0 1', 'black'), draw);
  assert.deepEqual(flagged('antichess', '8/8/8/8/8/8/8/3b1B2 w - - 0 1', 'black'), { winner: 'white', reason: 'timeout' });
  // Crazyhouse: a piece in hand is enough; Duck and Fog of War: a king can always be taken.
  assert.deepEqual(flagged('crazyhouse', '4k3/8/8/8/8/8/8/4K3[n] w - - 0 1', 'white'), { winner: 'black', reason: 'timeout' });
  assert.deepEqual(flagged('crazyhouse', '4k3/8/8/8/8/8/8/4K3[] w - - 0 1', 'white'), draw);
  assert.deepEqual(flagged('duck', '4k3/8/8/8/8/8/8/4K3 w - - 0 1', 'white'), { winner: 'black', reason: 'timeout' });
  // Friendly: the knight recruited still leaves K+N v K.
  assert.deepEqual(flagged('friendly', '4k3/8/8/8/8/8/8/3NK3 w - - 0 1', 'white'), draw);
  const fog = Game.create('fog-of-war');
  fog.play('e4');
  assert.deepEqual(fog.flag('black'), { winner: 'white', reason: 'timeout' });
  assert.deepEqual(fog.status().outcome, { winner: 'white', reason: 'timeout' });
  assert.equal(fog.fen(), 'rnbqkbnr/pppppppp/8/8/4P3/8/PPPP1PPP/RNBQKBNR b KQkq - 0 1', 'the game is over: the board is open');
  assert.throws(() => fog.flag('white'), /the game is over/);
  assert.throws(() => Game.create('atomic').flag('green'), /invalid colour 'green'/);
});

test('fromPgn: the Variant tag (ours, lichess\'s or pyffish\'s name) and FEN; pgn() round trip', () => {
  const names = { Atomic: 'atomic', Crazyhouse: 'crazyhouse', Antichess: 'antichess', Duck: 'duck', 'Fog of War': 'fog-of-war', fogofwar: 'fog-of-war', 'Friendly Chess': 'friendly' };
  for (const [tag, id] of Object.entries(names)) {
    assert.equal(Game.fromPgn(`[Variant "${tag}"]\n\n*`).variant(), id, tag);
  }
  for (const id of ['antichess', 'atomic', 'crazyhouse', 'duck', 'friendly']) {
    const g = Game.create(id);
    for (let i = 0; i < 10 && !g.status().outcome; i++) {
      const moves = g.legalMoves();
      g.play(moves[(i * 5) % moves.length].uci);
    }
    const text = g.pgn({ White: 'Ann', Event: 'round trip' });
    const back = Game.fromPgn(text);
    assert.equal(back.variant(), id);
    assert.deepEqual(back.history(), g.history(), id);
    assert.deepEqual(back.historyUci(), g.historyUci(), id);
    assert.equal(back.fen(), g.fen(), id);
    assert.equal(back.pgn(), text, `${id}: the tags read come back`);
  }
  // A set-up start, a resignation kept as the result, the game then played on.
  const start = 'rnbqkbnr/ppp1pppp/8/3P4/8/8/PPPP1PPP/RNBQKBNR[P] b KQkq - 0 2';
  const zh = Game.fromFen(start, { variant: 'crazyhouse' });
  zh.play('Qxd5');
  zh.resign('black');
  const text = zh.pgn();
  assert.match(text, /\[Variant "Crazyhouse"\]\n\[SetUp "1"\]\n\[FEN "[^"]+\[P\] b KQkq - 0 2"\]/);
  assert.match(text, /2\.\.\. Qxd5 1-0\n$/);
  const back = Game.fromPgn(text);
  assert.equal(back.startFen(), start);
  assert.equal(back.pgn(), text, 'the imported result stands while nothing is played');
  back.play('P@e4');
  assert.match(back.pgn(), /3\. P@e4 \*\n$/);
  // Fog of War: the PGN of a finished game reads back; chess stays chess.
  const fog = Game.fromFen('k7/8/8/8/8/8/8/Q6K w - - 0 1', { variant: 'fog-of-war' });
  fog.play('Qxa8');
  assert.deepEqual(Game.fromPgn(fog.pgn()).status().outcome, { winner: 'white', reason: 'king-captured' });
  assert.equal(Game.fromPgn('[Variant "Chess960"]\n\n1. e4 *').variant(), 'chess960');
  assert.equal(Game.fromPgn('1. e4 *').variant(), 'chess');
  assert.throws(() => Game.fromPgn('[Variant "Three-check"]\n\n1. e4 *'), /invalid PGN: line 3: Variant tag: unknown game 'Three-check'/);
  assert.throws(() => Game.fromPgn('[Variant "Crazyhouse"]\n\n1. e4 d5 2. exd5 N@d4 *'), /invalid PGN: line 3: move 2\.\.\. N@d4: N@d4 is not a legal move here/);
});

/** pyffish's reasons for an end, in the API's names (VARIANTS.md §7). */
const REASONS = { 'checkmate': 'checkmate', 'stalemate': 'stalemate', 'no pieces': 'no-pieces', 'king exploded': 'king-exploded', 'king captured': 'king-captured' };
const ORACLES = { antichess: 'antichess', atomic: 'atomic', crazyhouse: 'crazyhouse', duck: 'duck', fogofwar: 'fog-of-war' };
const dataDir = ['../../../shared/data/variants/', '/work/shared/data/variants/']
  .map((p) => (p.startsWith('/') ? p : new URL(p, import.meta.url).pathname))
  .find((dir) => existsSync(dir));

test('differential: the first games of each oracle file replay through the API (FEN, moves, SAN, check, end)', { skip: !dataDir && 'no shared data' }, () => {
  for (const [oracle, variant] of Object.entries(ORACLES)) {
    const lines = gunzipSync(readFileSync(`${dataDir}games_${oracle}.jsonl.gz`)).toString().trim().split('\n').map((l) => JSON.parse(l));
    for (let n = 0; n < 3; n++) {
      const plies = lines.filter((line) => line.g === n);
      const g = Game.fromFen(plies[0].fen, { variant });
      const hidden = variant === 'fog-of-war';
      for (const line of plies) {
        const where = `${oracle} game ${n} ply ${line.ply}`;
        if (!hidden) assert.equal(g.fen(), line.fen, where);
        if (line.san) {
          // Games 0 and 1 carry pyffish's SAN of every legal move: ours, through the API, in the same order.
          const sans = new Map(g.legalMoves().map((m) => [m.uci, m.san]));
          assert.deepEqual(line.moves.map((uci) => sans.get(uci)), line.san, `${where}: SAN`);
        }
        assert.deepEqual(ucis(g), line.moves, where);
        assert.equal(g.status().check, line.check, where);
        if (line.played !== null) {
          assert.equal(g.status().outcome, null, where);
          g.play(line.played);
          continue;
        }
        const outcome = g.status().outcome;
        if (line.end.reason === 'ply cap' || line.end.claimed) {
          assert.equal(outcome, null, where);
        } else {
          const winner = { '1-0': 'white', '0-1': 'black', '1/2-1/2': null }[line.end.result];
          assert.deepEqual(outcome, { winner, reason: REASONS[line.end.reason] }, where);
          assert.equal(g.fen(), line.fen, `${where}: the whole position once the game is over`);
        }
      }
    }
  }
});

test('the bot plays every game through the same Bot: a legal move, the game unchanged; none once the game is over', () => {
  const bot = new Bot({ level: 3, hashMb: 1 });
  for (const id of ['antichess', 'atomic', 'crazyhouse', 'duck', 'fog-of-war', 'friendly']) {
    const g = Game.create(id);
    g.play(g.legalMoves()[0].uci);
    const legal = g.legalMoves();
    const answer = bot.think(g, { depth: 2 });
    const move = legal.find((m) => m.uci === answer.uci);
    assert.ok(move, `${id}: ${answer.uci} is one of the legal moves`);
    assert.equal(answer.san, move.san);
    assert.equal(g.legalMoves().length, legal.length, `${id}: thinking changes nothing`);
    g.play(answer.uci);
  }
  // Atomic: Qxd7 blows up the black king beside d7 — the bot sees it.
  const blast = Game.fromFen('rnb1kbnr/pppp1ppp/8/4p3/4P3/3Q4/PPPP1PPP/RNB1KBNR w KQkq - 0 3', { variant: 'atomic' });
  assert.equal(bot.think(blast, { depth: 2 }).uci, 'd3d7');
  blast.play('d3d7');
  assert.throws(() => bot.think(blast, { depth: 2 }), /the game is over/);
});


test('fenAt reads back every position of a game, and Fog of War shows them only once the game is over', () => {
  const g = Game.create('crazyhouse');
  const fens = [g.fen()];
  for (const m of ['e2e4', 'd7d5', 'e4d5', 'd8d5']) {
    g.play(m);
    fens.push(g.fen());
  }
  fens.forEach((fen, ply) => assert.equal(g.fenAt(ply), fen));
  assert.throws(() => g.fenAt(5), /no position after ply 5/);

  const fog = Game.create('fog-of-war');
  fog.play('e2e4');
  assert.throws(() => fog.fenAt(0), Error, 'hidden while the game is played');
  fog.resign('black');
  assert.equal(fog.fenAt(1), fog.fen(), 'the game over, every position is open');
  assert.match(fog.fenAt(0), /^rnbqkbnr\/pppppppp\/8\/8\/8\/8\/PPPPPPPP\/RNBQKBNR w/);
});
