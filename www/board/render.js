// Draws the state: the position shown (live or reviewed) on the canvas through view.js, the pieces
// in hand beside it, what a move did beyond moving (an explosion, a chain of recruitments), the
// status line and the move box under the board, and the position in words that describes the
// canvas to screen readers. In a game that hides the position, a move the viewer did not make is
// drawn as nothing but the position they now see: no last-move mark, no check, no effect.

import { shownStep, liveStep, checkSquare, isOver, humanMayMove, isSecret, sidesOf, gameInfoOf } from './state.js';
import { drawPockets } from './pockets.js';
import { describeOutcome, describeTurn } from './messages.js';
import { describePosition } from './speech.js';
import { SLIDE_MS } from './view.js';
import { modeLabel } from './catalog.js';
import { sideName } from './sides.js';

/** Shows the position of the step on view (pieces slide there unless `animate` is false); no selection. */
export function drawPosition(s, { animate }) {
  const step = shownStep(s);
  const { board, status, move } = step;
  const secret = isSecret(s, step);
  const index = s.referee.steps.indexOf(step);
  const before = index > 0 ? s.referee.steps[index - 1].board : null;
  s.ui.board.style.setProperty('--ratio', `${board.files} / ${board.ranks}`);
  s.view.setBoard(board, {
    // A move the viewer did not see does not slide either: the slide would tell which piece went where.
    animate: animate && !secret,
    lastMove: move && !secret ? [move.from, move.to] : null,
    check: step.hidden ? null : checkSquare(s, step),
    selected: null,
    dests: [],
    drag: null,
    arrows: [], // an arrow is about the position it was drawn on
    effects: animate && move && !secret && !step.hidden ? moveEffects(s, before, board, move) : [],
  });
  refreshPockets(s);
  const reviewing = s.review === null ? '' : `Reviewing after move ${s.review}. `;
  const sides = sidesOf(s);
  const turn = status.outcome ? describeOutcome(status.outcome, s.you, status.turn, sides) : `${sideName(status.turn, sides)} to move`;
  const seen = step.hidden ? ` What ${sideName(step.viewer, sides)} sees:` : '';
  s.ui.position.textContent = s.handover ? s.ui.handoverText.textContent : `${reviewing}${turn}.${seen} ${describePosition(board, s.catalog.pieces, sides)}`;
}

/** The pockets of the position shown, the side to move's ready to pick from when the player may move. */
export function refreshPockets(s) {
  const live = s.review === null;
  drawPockets(s, shownStep(s).board, { active: live && humanMayMove(s) ? liveStep(s).status.turn : null, picked: s.drop?.role ?? null });
}

/**
 * What a move did beyond moving, as the module describes it: Atomic's blast (`move.exploded`, the
 * pieces it removes drawn from the board before) and Friendly Chess's recruits (`move.waves`, wave
 * by wave).
 */
export function moveEffects(s, before, after, move, now = performance.now()) {
  if (!before) return [];
  const at = (board, square) => board.squares.find((c) => c.square === square)?.piece ?? null;
  const effects = [];
  if (move.exploded?.length) {
    const squares = [...new Set([move.to, ...move.exploded])];
    const was = new Map(squares.filter((sq) => sq !== move.to && at(before, sq)).map((sq) => [sq, at(before, sq)]));
    if (move.captured) was.set(move.captured.square, at(before, move.captured.square));
    // The capturer reaches its target first (a slide's time), then everything there goes up.
    const capturer = { piece: at(before, move.from), from: move.from, to: move.to };
    effects.push({ kind: 'blast', squares, start: now + SLIDE_MS, was, capturer });
  }
  if (move.waves?.length) {
    const was = new Map(move.waves.flat().map((sq) => [sq, at(before, sq)]));
    effects.push({ kind: 'recruit', waves: move.waves, was, start: now });
  }
  return effects;
}

/** The status line (whose move, the bot thinking, or how the game ended) and the move box. */
export function drawFooter(s) {
  const { status, moveBox } = s.ui;
  const live = liveStep(s).status;
  if (s.options.statusLine === false) status.hidden = true;
  status.textContent = isOver(s)
    ? describeOutcome(live.outcome, s.you, live.turn, sidesOf(s))
    : describeTurn(live, { you: s.you, thinking: s.thinking, sides: sidesOf(s) });
  moveBox.hidden = s.options.moveBox === false || (s.options.moveBox === undefined && s.mode === 'view');
  drawFamilyControls(s);
}

/**
 * What the chess family adds under the board, all read from the module: the count while one runs
 * ("Count 7 of 16"), the placement phase, a Pass button when a legal move is a pass, and the
 * game's own choice before the first move (its modes: Janggi's arrangements).
 */
export function drawFamilyControls(s) {
  const { count, passButton, arrangement, arrangementLabel } = s.ui;
  const board = liveStep(s).board;
  const counting = board.count && !isOver(s);
  count.hidden = !counting && board.phase !== 'placement';
  count.textContent = board.phase === 'placement'
    ? 'Placement: put your pieces on your side behind your pawns, then play'
    : counting ? `Count ${board.count.count} of ${board.count.limit}` : '';
  passButton.hidden = !(humanMayMove(s) && s.referee.legal.some((m) => m.pass));
  const game = gameInfoOf(s);
  const modes = game?.modes ?? [];
  const choosing = modes.length > 0 && s.referee.steps.length === 1 && s.mode !== 'view' && s.review === null;
  arrangementLabel.hidden = !choosing;
  if (choosing && arrangement.dataset.game !== s.referee.variant) {
    arrangement.replaceChildren(...modes.map((mode) => {
      const option = document.createElement('option');
      option.value = mode;
      option.textContent = modeLabel(game, mode);
      return option;
    }));
    arrangement.dataset.game = s.referee.variant;
  }
}
