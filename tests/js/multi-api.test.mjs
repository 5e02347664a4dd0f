// The games of more players through the API, where a game leaves the module and comes back: a game
// written out (variant(), fen(), pgn()) and read back is the same game, its mode included; every
// move onto the promotion line promotes, en passant too; one score everywhere at the end; counters
// out of range refused when read and never wrapped in play (src/variants/multi/rules.md).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);
const { Game } = require(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);

const multi = Game.variants().filter((v) => v.family === 'multi');
const modes = multi.flatMap((v) => (v.modes ?? []).map((m) => `${v.id}:${m}`));
const teamsOf = (g) => g.board().players.map((p) => p.team);

test('mode lost when a game is written out: variant(), fen() and pgn() keep it, and reading them back gives the same game', () => {
  assert.ok(modes.includes('four-player:teams') && modes.includes('eight-player:pairs'), modes.join());
  for (const id of modes) {
    const g = Game.create(id);
    g.play(g.legalMoves()[0].uci);
    assert.equal(g.variant(), id, 'variant() names the mode');
    assert.equal(g.board().variant, id);
    assert.ok(g.fen().endsWith(` ${id.split(':')[1]}`), `${id}: the position text names its mode: ${g.fen().slice(-30)}`);
    const readings = {
      'Game.create(variant())': Game.create(g.variant()),
      'fromFen(fen, { variant: variant() })': Game.fromFen(g.fen(), { variant: g.variant() }),
      'fromFen(fen, { variant: its game })': Game.fromFen(g.fen(), { variant: id.split(':')[0] }),
      'fromPgn(pgn())': Game.fromPgn(g.pgn()),
    };
    for (const [how, again] of Object.entries(readings)) {
      assert.equal(again.variant(), id, `${id} ${how}`);
      assert.deepEqual(teamsOf(again), teamsOf(g), `${id} ${how}: the same teams`);
      again.free();
    }
    const fromRecord = Game.fromPgn(g.pgn());
    assert.equal(fromRecord.fen(), g.fen(), `${id}: the record replays to the same position`);
    assert.deepEqual(fromRecord.history(), g.history());
    fromRecord.free();
    g.free();
  }
  // teams is not free-for-all: Red and Yellow are partners
  const teams = Game.create('four-player:teams');
  assert.deepEqual(teamsOf(teams), [0, 1, 0, 1]);
  // a text of one mode is not read as another
  assert.throws(() => Game.fromFen(teams.fen(), { variant: 'four-player:ffa' }), /mode 'teams'/);
  teams.free();
  // Janggi's modes only choose the start, which its FEN shows: the FEN given is the position
  const janggi = Game.create('janggi:hehe-eheh');
  janggi.play(janggi.legalMoves()[0].uci);
  assert.equal(janggi.variant(), 'janggi');
  const read = Game.fromFen(janggi.fen(), { variant: 'janggi:heeh-heeh' });
  assert.equal(read.fen(), janggi.fen());
  read.free();
  janggi.free();
});

test('pgn() writes the game record of rules.md (not White/Black) and fromPgn() reads every seat\'s moves back', () => {
  const g = Game.create('four-player:teams');
  for (const m of ['h2-h4', 'b7-d7', 'j13-j11', 'm8-l8', 'g1-h2']) g.play(m);
  const record = g.pgn({ Red: 'Ann', Green: 'bot level 3', Event: 'Club night' });
  assert.ok(record.startsWith('[Variant "four-player:teams"]\n[Red "Ann"]\n[Blue "?"]\n[Yellow "?"]\n[Green "bot level 3"]\n[Event "Club night"]\n\n'), record);
  assert.ok(record.endsWith('\n1. h2-h4 b7-d7 j13-j11 m8-l8 2. g1-h2 *\n'), record);
  assert.doesNotMatch(record, /\[White|\[Black|Four-player chess/);
  const again = Game.fromPgn(record);
  assert.deepEqual(again.history(), ['h2-h4', 'b7-d7', 'j13-j11', 'm8-l8', 'g1-h2']);
  assert.equal(again.turn(), 'blue');
  assert.equal(again.pgn(), record, 'written again as read: its tags kept');
  again.free();
  // a finished game from a position: its start, ranking, scores and reason; passes are moves too
  const end = Game.fromFen('3,yK,4/8/8/14/14/14/13,gK/bK,13/14/14/14/8/8/4,rK,3 r a,a,a,a 5,0,0,0 -,-,-,- - 199 60', { variant: 'four-player:ffa' });
  end.play('h1-h2');
  const finished = end.pgn();
  for (const line of ['[FEN "3,yK,4/8/8/14/14/14/13,gK/bK,13/14/14/14/8/8/4,rK,3 r a,a,a,a 5,0,0,0 -,-,-,- - 199 60 ffa"]', '[Ranking "Red; Blue, Yellow, Green"]', '[Scores "15,10,10,10"]', '[Termination "fifty rounds"]']) {
    assert.ok(finished.includes(line), `${line} in\n${finished}`);
  }
  assert.ok(finished.endsWith('\n60. h1-h2\n'), finished);
  const read = Game.fromPgn(finished);
  assert.deepEqual(read.status().outcome, end.status().outcome);
  assert.throws(() => Game.fromPgn(finished.replace('h1-h2', 'h1-h3')), /round 60, Red's move h1-h3/);
  read.free();
  end.free();
  g.free();
});

test('en passant onto the promotion rank promotes (four-player ffa, the pawn taken on k8)', () => {
  const g = Game.fromFen('3,yK,4/8/8/14/14/14/12,gP,1/bK,9,rP,3/13,gK/14/14/8/8/4,rK,3 g a,a,a,a 0,0,0,0 -,-,-,- - 0 1', { variant: 'four-player:ffa' });
  g.play('m8-k8');
  assert.deepEqual(g.legalMoves().filter((m) => m.from === 'k7').map((m) => m.uci).sort(), ['k7-l8=B', 'k7-l8=N', 'k7-l8=Q', 'k7-l8=R']);
  assert.throws(() => g.play('k7-l8'), /k7-l8/);
  const played = g.play('k7-l8=Q');
  assert.equal(played.promotion, 'queen');
  const l8 = g.board().cells.find((c) => c.name === 'l8').piece;
  assert.deepEqual([l8.role, l8.owner, l8.promoted], ['queen', 'red', true]);
  assert.equal(g.board().cells.find((c) => c.name === 'k8').piece, null, 'the pawn taken en passant is gone');
  assert.equal(g.status().players[0].score, 1);
  g.free();
});

test('scores disagree at a drawn end: status().players, status().outcome and board() say one score', () => {
  const g = Game.fromFen('3,yK,4/8/8/14/14/14/13,gK/bK,13/14/14/14/8/8/4,rK,3 r a,a,a,a 5,0,0,0 -,-,-,- - 199 60', { variant: 'four-player:ffa' });
  assert.equal(g.status().players[0].score, 5, 'while the game goes on, the position\'s score');
  g.play('h1-h2');
  const { outcome, players } = g.status();
  assert.equal(outcome.reason, 'fifty rounds');
  assert.deepEqual(outcome.scores, { red: 15, blue: 10, yellow: 10, green: 10 });
  assert.deepEqual(players.map((p) => p.score), [15, 10, 10, 10]);
  assert.deepEqual(g.board().players.map((p) => p.score), [15, 10, 10, 10]);
  g.free();
});

test('counters overflow silently: out of range refused when read, never wrapped in play', () => {
  const chaturaji = (fields) => `bR,bP,2,yK,yB,yN,yR/bN,bP,2,yP,yP,yP,yP/bB,bP,6/bK,bP,6/6,gP,gK/6,gP,gB/rP,rP,rP,rP,2,gP,gN/rR,rN,rB,rK,2,gP,gR ${fields}`;
  const refused = [
    [chaturaji('r a,a,a,a 0,0,0,0 - - 0 4294967295'), /full-move number '4294967295' is not a whole number from 1 to 999999999/],
    [chaturaji('r a,a,a,a 0,0,0,0 - - 0 0'), /full-move number/],
    [chaturaji('r a,a,a,a 2147483647,0,0,0 - - 0 1'), /score '2147483647' is not a whole number from 0 to 999999999/],
    [chaturaji('r a,a,a,a -1,0,0,0 - - 0 1'), /score '-1'/],
    [chaturaji('r a,a,a,a 0,0,0,0 - - 201 1'), /half-move counter '201' is not a whole number from 0 to 200/],
    [chaturaji('r a,a,a,a 0,0,0,0 - - 4294967296 1'), /half-move counter/],
  ];
  for (const [text, why] of refused) assert.throws(() => Game.fromFen(text, { variant: 'chaturaji' }), why, text);
  // the largest full-move number: a round later it stays there, and the game's fen() reads back
  const g = Game.fromFen(chaturaji('r a,a,a,a 0,0,0,0 - - 0 999999999'), { variant: 'chaturaji' });
  for (const m of ['a2-a3', 'b8-c8', 'e7-e6', 'g1-f1', 'c2-c3']) g.play(m);
  assert.ok(g.fen().endsWith(' 999999999'), g.fen());
  assert.equal(Game.fromFen(g.fen(), { variant: 'chaturaji' }).fen(), g.fen());
  g.free();
  // the largest score: a capture leaves it there rather than wrap to a negative number
  const top = Game.fromFen('8/8/8/8/8/8/1,bP,6/rK,6,bK r a,a,g1,g2 999999999,0,0,0 - - 0 1', { variant: 'chaturaji' });
  top.play('a1-b2');
  assert.equal(top.status().players[0].score, 999999999);
  assert.equal(Game.fromFen(top.fen(), { variant: 'chaturaji' }).fen(), top.fen());
  top.free();
});

test('reader accepts a score in a game without points, a seat\'s status given twice: both refused', () => {
  const seasons = 'wK,wN,wPe,2,bPw,bR,bK/wR,wA,wPe,2,bPw,bA,bN/wPs,wPs,4,bPs,bPs/8/8/gPn,gPn,4,rPn,rPn/gN,gA,gPe,2,rPw,rA,rR/gK,gR,gPe,2,rPw,rN,rK g';
  assert.throws(() => Game.fromFen(`${seasons} a,a,a,a 0,3,0,0 - - 0 1`, { variant: 'four-seasons' }), /score \(a game without points\) '3'/);
  assert.throws(() => Game.fromFen(`${seasons} a,g1,a,g1 0,0,0,0 - - 0 1`, { variant: 'four-seasons' }), /g1 is given 2 times/);
  assert.throws(() => Game.fromFen(`${seasons} a,g2,a,a 0,0,0,0 - - 0 1`, { variant: 'four-seasons' }), /g1 is missing/);
  const three = '8/8/wP,wP,wP,wP,wP,wP,wP,wP/wR,wN,wB,wQ,wK,wB,wN,wR/8/8/rP,rP,rP,rP,rP,rP,rP,rP/rR,rN,rB,rQ,rK,rB,rN,rR/8/8/bP,bP,bP,bP,bP,bP,bP,bP/bR,bN,bB,bQ,bK,bB,bN,bR w a,a,a';
  assert.throws(() => Game.fromFen(`${three} 0,0,1 KQ,KQ,KQ - 0 1`, { variant: 'three-player' }), /without points/);
  assert.throws(() => Game.fromFen(`${three} 0,0,0 KQ,KQ,KQ - 151 1`, { variant: 'three-player' }), /from 0 to 150/);
  const teams = Game.create('four-player:teams').fen().replace(' 0,0,0,0 ', ' 0,2,0,0 ');
  assert.throws(() => Game.fromFen(teams, { variant: 'four-player' }), /without points/);
});

test('explainMove reads the cells of every board: a legal move is not refused, a cell the board lacks is named', () => {
  for (const v of [...multi.map((m) => m.id), 'xiangqi', 'shogi']) {
    const g = Game.create(v);
    const move = g.legalMoves().find((m) => m.from && m.to && m.from !== m.to);
    assert.equal(g.explainMove(move.from, move.to), null, `${v}: ${move.uci} is legal`);
    assert.equal(g.explainMove(move.from, move.from), `no legal move goes from ${move.from} to ${move.from}`, v);
    assert.throws(() => g.explainMove('z99', move.to), /invalid square 'z99'/, v);
  }
});

test('a move with a check or mate sign or glyphs after it reads like the plain move, in play() and fromPgn()', () => {
  for (const id of ['chaturaji', 'four-player:ffa', 'three-player']) {
    const plain = Game.create(id);
    const signed = Game.create(id);
    for (const suffix of ['+', '#', '!?']) {
      const uci = plain.legalMoves()[0].uci;
      assert.equal(signed.play(uci + suffix).uci, plain.play(uci).uci, `${id}: ${uci}${suffix}`);
    }
    assert.equal(signed.fen(), plain.fen(), id);
    const first = plain.historyUci()[0];
    const record = plain.pgn().replace(` ${first} `, ` ${first}+ `);
    assert.ok(record.includes(`${first}+`), record);
    assert.deepEqual(Game.fromPgn(record).historyUci(), plain.historyUci(), id);
  }
  const g = Game.create('four-player:ffa');
  assert.throws(() => g.play('d2-d5+'), /d2-d5\+/);
});
