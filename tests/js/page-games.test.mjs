// The page's parts for the other games, over the variants module (`make node-pkg-variants`): the
// form's list of games, the rules help, the referee client in a hidden game (Fog of War), moves in
// words (drops, the duck, explosions, recruits) and what a move did beyond moving.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { gameGroups, playsChess } from '../../www/page/setup.js';
import { helpBlocks } from '../../www/page/help.js';
import { Referee } from '../../www/board/referee.js';
import { configure } from '../../www/board/config.js';
import { liveStep, visibleMoves, isSecret, previewBoard } from '../../www/board/state.js';
import { moveEffects } from '../../www/board/render.js';
import { describeMove, describeSquare } from '../../www/board/speech.js';
import { catalogOf } from '../../www/board/catalog.js';

const { Game } = createRequire(import.meta.url)(new URL('../../target/pkg-node-variants/wasm_chess.js', import.meta.url).pathname);
const catalog = catalogOf(Game);
const pieces = catalog.pieces;

/** The move `uci` played in `game`, with the boards before and after it. */
function played(game, uci) {
  const before = game.board();
  const move = game.play(uci);
  return { move, before, after: game.board() };
}

test('the list of games is the registry, in the product\'s groups, and every game has its rules help', () => {
  const games = Game.variants();
  const groups = gameGroups(games);
  assert.deepEqual(groups.map((g) => g.title), ['Chess and variants', 'The chess family', 'More players']);
  assert.deepEqual(groups.flatMap((g) => g.games.map((game) => game.id)).sort(), games.map((g) => g.id).sort(), 'every game of the registry is listed once');
  assert.deepEqual(gameGroups([...games, { id: 'xiangqi', family: 'family' }, { id: 'four-player', family: 'multi' }]).map((g) => g.title),
    ['Chess and variants', 'The chess family', 'More players'], 'a game registered later is listed by itself');
  for (const game of games) {
    const blocks = helpBlocks(game.help);
    assert.ok(blocks[0]?.kind === 'p' && blocks.some((b) => b.kind === 'ul' && b.items.length >= 2), `${game.id} has a summary and rules`);
  }
  // Friendly Chess's help draws a chain: its diagram is a position and a move the module plays.
  const diagram = helpBlocks(games.find((g) => g.id === 'friendly').help).find((b) => b.kind === 'diagram');
  const example = Game.fromFen(diagram.fen, { variant: 'friendly' });
  assert.deepEqual(example.play(diagram.move).waves, [['d5'], ['f6'], ['g8']]);
  assert.match(diagram.caption, /c3 → d5 → f6 → g8/);
  example.free();
  assert.ok(playsChess({ game: 'chess960' }) && !playsChess({ game: 'atomic' }));
  assert.deepEqual(helpBlocks('One.\n\n- a\n- b\n\nTwo\nlines.'), [{ kind: 'p', text: 'One.' }, { kind: 'ul', items: ['a', 'b'] }, { kind: 'p', text: 'Two lines.' }]);
});

test('fog of war: the referee keeps only the viewer\'s view; the opponent\'s moves stay unknown until the end reveals them', () => {
  const s = { ...configure({ mode: 'play-bot', you: 'white' }), catalog, review: null };
  s.referee = new Referee(Game.create('fog-of-war'), { viewer: () => 'white' });
  s.referee.play('e2e4');
  s.referee.play('e7e5');
  const live = liveStep(s);
  assert.equal(live.hidden, true);
  assert.equal(live.fen, null);
  assert.equal(live.viewer, 'white');
  assert.ok(live.board.squares.some((c) => c.hidden));
  assert.ok(isSecret(s, live), 'Black\'s move is hidden from White');
  assert.deepEqual(visibleMoves(s).map((m) => m.san), ['e4', '?']);
  assert.deepEqual(Object.keys(visibleMoves(s)[1]).sort(), ['color', 'from', 'hidden', 'san', 'to', 'uci']);
  assert.equal(describeSquare(live.board, 'e7', pieces), 'e7, in the fog');
  // The end reveals the whole game.
  s.referee.resign('black');
  assert.equal(s.referee.hidden, false);
  assert.deepEqual(visibleMoves(s).map((m) => m.san), ['e4', 'e5']);
  assert.ok(s.referee.steps.every((step) => !step.hidden && step.fen));
  s.referee.free();
});

test('moves of the other games in words: a drop, the duck, an explosion, a chain of recruitments', () => {
  const zh = Game.fromFen('k7/8/1K6/8/8/8/8/8[Q] w - - 0 1', { variant: 'crazyhouse' });
  const drop = played(zh, 'Q@b7');
  assert.equal(describeMove(drop.move, drop.before, drop.after, pieces), 'Queen dropped on b7');
  const duck = Game.create('duck');
  const d = played(duck, 'g1f3,f3e5');
  assert.equal(describeMove(d.move, d.before, d.after, pieces), 'Knight from g1 to f3, duck to e5');
  const atomic = Game.fromFen('4kn2/4p3/8/8/8/8/8/4KR2 w - - 0 1', { variant: 'atomic' });
  const blast = played(atomic, 'f1f8');
  assert.equal(describeMove(blast.move, blast.before, blast.after, pieces), 'Rook from f1 takes knight on f8, the explosion removes the rook and black king on e8');
  const s = { catalog };
  const [flash] = moveEffects(s, blast.before, blast.after, blast.move, 0);
  assert.deepEqual(flash.squares, ['f8', 'e8']);
  assert.deepEqual([...flash.was], [['e8', 'bK'], ['f8', 'bN']], 'the cleared pieces stand until the flash');
  assert.deepEqual(flash.capturer, { piece: 'wR', from: 'f1', to: 'f8' });
  assert.ok(flash.start > 0, 'after the capturer has reached its target');
  const friendly = Game.fromFen('4k1n1/8/5n2/3n4/8/2N5/8/4K3 w - - 0 1', { variant: 'friendly' });
  const chain = played(friendly, 'c3d5');
  assert.equal(describeMove(chain.move, chain.before, chain.after, pieces), 'Knight from c3 recruits knight on d5, then knight on f6 and knight on g8');
  const [recruit] = moveEffects(s, chain.before, chain.after, chain.move, 0);
  assert.deepEqual(recruit.waves, [['d5'], ['f6'], ['g8']]);
  assert.equal(recruit.was.get('g8'), 'bN', 'each recruit keeps its old colour until its wave');
  // Chess: a pawn taking a pawn is neither an explosion nor a recruitment.
  const chess = Game.fromFen('4k3/8/8/3p4/4P3/8/8/4K3 w - - 0 1');
  const take = played(chess, 'e4d5');
  assert.deepEqual(moveEffects(s, take.before, take.after, take.move, 0), []);
  assert.equal(describeMove(take.move, take.before, take.after, pieces), 'Pawn from e4 takes pawn on d5');
  for (const g of [zh, duck, atomic, friendly, chess]) g.free();
});

test('duck chess: the board shown while the duck waits has the mover on its new square', () => {
  const duck = Game.create('duck');
  const move = duck.legalMoves().find((m) => m.uci === 'e2e4,e4d5');
  const preview = previewBoard(duck.board(), move, pieces, 'white');
  const at = (sq) => preview.squares.find((c) => c.square === sq).piece;
  assert.equal(at('e2'), null);
  assert.equal(at('e4'), 'wP');
  assert.equal(preview.duck, null, 'the duck is not placed yet');
  duck.free();
});

test('duck chess: the board shown while the duck waits has castled, or taken en passant, as the module describes it', () => {
  const castling = Game.fromFen('r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1', { variant: 'duck' });
  const castle = castling.legalMoves().find((m) => m.castleRook === 'h1');
  const castled = previewBoard(castling.board(), castle, pieces, 'white');
  const at = (board, sq) => board.squares.find((c) => c.square === sq).piece;
  assert.deepEqual(['e1', 'f1', 'g1', 'h1'].map((sq) => at(castled, sq)), [null, 'wR', 'wK', null], 'the rook crosses over the king');
  const ep = Game.fromFen('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', { variant: 'duck' });
  const take = ep.legalMoves().find((m) => m.enPassant);
  const taken = previewBoard(ep.board(), take, pieces, 'white');
  assert.deepEqual(['e5', 'd6', 'd5'].map((sq) => at(taken, sq)), [null, 'wP', null], 'the pawn taken en passant is gone from d5');
  for (const g of [castling, ep]) g.free();
});

test('en passant is said in every game that has it, with the square the pawn was taken on', () => {
  for (const variant of ['crazyhouse', 'atomic', 'duck']) {
    const game = Game.fromFen('4k3/8/8/3pP3/8/8/8/4K3 w - d6 0 1', { variant });
    const uci = game.legalMoves().find((m) => m.enPassant).uci;
    const { move, before, after } = played(game, uci);
    assert.deepEqual(move.captured, { role: 'pawn', owner: 'black', square: 'd5' }, variant);
    const words = describeMove(move, before, after, pieces);
    const said = variant === 'atomic' ? 'Pawn from e5 takes pawn on d5 en passant, the explosion removes the pawn' : 'Pawn from e5 to d6, takes pawn on d5 en passant';
    assert.equal(words.replace(/, duck to \w+$/, ''), said, variant);
    game.free();
  }
});

test('fog of war: two games that differ only in pieces White cannot see look the same to White in everything the page keeps and says', async () => {
  const { announceHiddenMove } = await import('../../www/board/voice.js');
  const { describePosition } = await import('../../www/board/speech.js');
  // The black queen and king's bishop swapped, and a black pawn moved on a hidden square: White sees none of it.
  const fens = ['rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1', 'rnbbkqnr/pp1ppppp/2p5/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1'];
  const seen = fens.map((fen) => {
    const s = { ...configure({ mode: 'play-bot', you: 'white' }), catalog, review: null, ui: { announce: { textContent: '' } } };
    s.referee = new Referee(Game.fromFen(fen, { variant: 'fog-of-war' }), { viewer: () => 'white' });
    const said = [];
    for (const uci of ['e2e4', 'g8f6', 'd2d4', 'b8a6']) {
      const before = liveStep(s).board;
      const mover = s.referee.game.turn();
      const step = s.referee.play(uci);
      if (isSecret(s, step)) said.push([announceHiddenMove(s, step, before, mover), s.ui.announce.textContent]);
    }
    const out = {
      boards: s.referee.steps.map((step) => step.board),
      fens: s.referee.steps.map((step) => step.fen),
      moves: visibleMoves(s),
      said,
      words: describePosition(liveStep(s).board, pieces),
      legal: s.referee.legal.map((m) => m.san),
    };
    s.referee.free();
    return out;
  });
  assert.deepEqual(seen[0], seen[1]);
  assert.deepEqual(seen[0].said, [[false, 'Bot: moved.'], [false, 'Bot: moved.']]);
});
