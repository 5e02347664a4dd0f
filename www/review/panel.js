// The game review beside a board: a Review button once a game of two is over, a progress bar
// while the engine evaluates every position (in the variants module's worker: the page stays
// responsive), then the evaluation graph (review/graph.js), a summary line per player and the
// moves with their marks, each a button that shows the position after it on the board.
//
//   const panel = new ReviewPanel(board);          // any board of the contract (board/contract.js)
//   someContainer.append(panel.element);
//   const review = await panel.review();           // or the button; 'reviewprogress' and 'review' events on panel.element
//
// It reads the board through the contract only (`over`, `status`, `moves`, `startFen`,
// `variant`, `gameInfo`, `showPly`, the `update` event) and knows no rule.

import { workerAnalysis } from '../engine/analysis-worker.js';
import { DEFAULT_REVIEW_LIMITS, analyserForClient, reviewGame } from '../engine/review-run.js';
import { summaryLine } from '../engine/review.js';
import { evaluationGraph } from './graph.js';

/** The glyphs players write after a marked move. */
const GLYPHS = { inaccuracy: '?!', mistake: '?', blunder: '??' };

/** Analysers on the variants module's worker (engine/analysis-worker.js), started on the first
 *  review and kept for the next ones. */
function workerAnalysers() {
  const worker = workerAnalysis();
  return {
    analyserFor(record) {
      return analyserForClient(worker, record);
    },
    destroy() {
      worker.destroy();
    },
  };
}

export class ReviewPanel {
  #board;
  #doc;
  #engine;
  #limits;
  #shownKey = null;
  #running = null;
  #onUpdate = () => this.refresh();

  /** `options`: `document`, `limits` per position (default 250 ms), `engine` ({ analyserFor(record),
   *  destroy() }: the worker by default). */
  constructor(board, { document: doc = globalThis.document, limits = DEFAULT_REVIEW_LIMITS, engine = workerAnalysers() } = {}) {
    this.#board = board;
    this.#doc = doc;
    this.#engine = engine;
    this.#limits = limits;
    const el = (tag, props = {}) => Object.assign(doc.createElement(tag), props);
    this.element = el('section', { className: 'review-panel' });
    this.element.setAttribute('aria-label', 'Game review');
    this.button = el('button', { type: 'button', className: 'review-start', textContent: 'Review' });
    this.button.addEventListener('click', () => this.review().catch(() => {}));
    this.progress = el('progress', { className: 'review-progress', hidden: true });
    this.progress.setAttribute('aria-label', 'Review progress');
    this.statusLine = el('p', { className: 'review-status' });
    this.statusLine.setAttribute('role', 'status');
    this.result = el('div', { className: 'review-result', hidden: true });
    this.element.append(this.button, this.progress, this.statusLine, this.result);
    board.host.addEventListener('update', this.#onUpdate);
    this.refresh();
  }

  /** What a review of the board's game is over: its game, start and moves. */
  #record() {
    const board = this.#board;
    return {
      variant: board.variant ?? 'chess',
      startFen: board.startFen ?? null,
      moves: board.moves.map((m) => ({ uci: m.uci, san: m.san ?? m.uci })),
      outcome: board.status?.outcome ?? null,
    };
  }

  #key(record) {
    return `${record.variant}|${record.startFen}|${record.moves.map((m) => m.uci).join(' ')}`;
  }

  /** A game of two sides that is over and has moves. */
  get reviewable() {
    const board = this.#board;
    const outcome = board.status?.outcome;
    return Boolean(board.over && outcome && !outcome.ranking && board.moves.length > 0);
  }

  /** Shows the button when the board's game may be reviewed; forgets a review of another game. */
  refresh() {
    const reviewable = this.reviewable;
    const key = reviewable ? this.#key(this.#record()) : null;
    if (this.#shownKey !== null && key !== this.#shownKey && !this.#running) this.#clear();
    this.button.hidden = !reviewable || this.#shownKey !== null;
    this.button.disabled = this.#running !== null;
    this.element.hidden = !reviewable && this.#shownKey === null && !this.#running;
  }

  #clear() {
    this.#shownKey = null;
    this.result.replaceChildren();
    this.result.hidden = true;
    this.statusLine.textContent = '';
  }

  /** Reviews the board's finished game; a Promise of the review (engine/review-run.js), shown
   *  here. Rejects when the game cannot be reviewed or the engine fails (said in the status). */
  review() {
    if (this.#running) return this.#running;
    if (!this.reviewable) return Promise.reject(new Error('review: the game is not over, or has no moves'));
    const record = this.#record();
    const total = record.moves.length + 1;
    this.progress.max = total;
    this.progress.value = 0;
    this.progress.hidden = false;
    this.statusLine.textContent = `Reviewing: 0 of ${total} positions`;
    const onProgress = ({ done }) => {
      this.progress.value = done;
      this.statusLine.textContent = `Reviewing: ${done} of ${total} positions`;
      this.element.dispatchEvent(new CustomEvent('reviewprogress', { detail: { done, total } }));
    };
    this.#running = reviewGame(record, this.#engine.analyserFor(record), { limits: this.#limits, onProgress }).then(
      (review) => {
        this.#running = null;
        this.progress.hidden = true;
        this.#shownKey = this.#key(record);
        this.#show(review);
        this.statusLine.textContent = 'Review done.';
        this.refresh();
        this.element.dispatchEvent(new CustomEvent('review', { detail: { review } }));
        return review;
      },
      (error) => {
        this.#running = null;
        this.progress.hidden = true;
        this.statusLine.textContent = `The review failed: ${error.message ?? error}`;
        this.refresh();
        throw error;
      },
    );
    this.refresh();
    return this.#running;
  }

  /** '3. e4' or '3… Qg5': the move's number in the game and its SAN. */
  #moveLabel(move, firstNumber, firstMover) {
    const index = move.ply - 1 + (firstMover === 'black' ? 1 : 0);
    const number = firstNumber + Math.floor(index / 2);
    return `${number}${move.color === 'white' ? '.' : '…'} ${move.san}`;
  }

  #show(review) {
    const doc = this.#doc;
    const sides = this.#board.gameInfo?.sides ?? ['White', 'Black'];
    const firstNumber = this.#board.game?.startMoveNumber?.() ?? 1;
    const firstMover = review.moves[0]?.color ?? 'white';
    const label = (m) => this.#moveLabel(m, firstNumber, firstMover);
    const jump = (ply) => this.#board.showPly(ply);
    const graph = evaluationGraph(doc, review, { onJump: jump, moveLabel: label, firstName: sides[0] });
    const summary = doc.createElement('div');
    summary.className = 'review-summary';
    for (const [color, name] of [['white', sides[0]], ['black', sides[1]]]) {
      const line = doc.createElement('p');
      line.textContent = summaryLine(name, review.players[color]);
      summary.append(line);
    }
    const list = doc.createElement('ol');
    list.className = 'review-moves';
    list.setAttribute('aria-label', 'Moves with their marks');
    for (const move of review.moves) {
      const item = doc.createElement('li');
      const button = doc.createElement('button');
      button.type = 'button';
      button.dataset.ply = String(move.ply);
      const glyph = GLYPHS[move.classification] ?? '';
      const better = move.better ? `, best was ${move.better.san}` : '';
      button.textContent = `${label(move)}${glyph}${move.classification ? ` ${move.classification}${better}` : ''}`;
      if (move.classification) button.className = `review-move ${move.classification}`;
      button.addEventListener('click', () => jump(move.ply));
      item.append(button);
      list.append(item);
    }
    this.result.replaceChildren(graph, summary, list);
    this.result.hidden = false;
  }

  /** Stops listening to the board and ends the worker. */
  destroy() {
    this.#board.host.removeEventListener('update', this.#onUpdate);
    this.#engine.destroy();
    this.element.remove();
  }
}
