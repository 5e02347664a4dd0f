// Draws the state: the position shown (live or reviewed) on the canvas through view.js, the status
// line and the move box under the board, and the position in words that describes the canvas to
// screen readers.

import { shownStep, liveStep, checkSquare, isOver } from './state.js';
import { describeOutcome, describeTurn } from '../messages.js';
import { describePosition } from '../speech.js';

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/** Shows the position of the step on view (pieces slide there unless `animate` is false); no selection. */
export function drawPosition(s, { animate }) {
  const step = shownStep(s);
  const { board, status, move } = step;
  s.ui.board.style.setProperty('--ratio', `${board.files} / ${board.ranks}`);
  s.view.setBoard(board, {
    animate,
    lastMove: move ? [move.from, move.to] : null,
    check: checkSquare(s, step),
    selected: null,
    dests: [],
    drag: null,
  });
  const reviewing = s.review === null ? '' : `Reviewing after move ${s.review}. `;
  const turn = status.outcome ? describeOutcome(status.outcome, s.you, status.turn) : `${capital(status.turn)} to move`;
  s.ui.position.textContent = `${reviewing}${turn}. ${describePosition(board, s.catalog.pieces)}`;
}

/** The status line (whose move, the bot thinking, or how the game ended) and the move box. */
export function drawFooter(s) {
  const { status, moveBox } = s.ui;
  const live = liveStep(s).status;
  if (s.options.statusLine === false) status.hidden = true;
  status.textContent = isOver(s)
    ? describeOutcome(live.outcome, s.you, live.turn)
    : describeTurn(live, { you: s.you, thinking: s.thinking });
  moveBox.hidden = s.options.moveBox === false || (s.options.moveBox === undefined && s.mode === 'view');
}
