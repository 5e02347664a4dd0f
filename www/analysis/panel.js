// The analysis board's panel beside a board of two sides: the engine's best lines of the position
// shown, live (1–5 of them), an evaluation bar, the best move as an arrow on the board, and the
// move tree (analysis/tree.js) — every move played from any position kept, variations indented.
//
//   const panel = new AnalysisPanel(board, { gameEngine, tree });   // gameEngine: the module playing tree.variant
//   someContainer.append(panel.element);
//   panel.key('ArrowLeft');                                         // the keys of the move tree
//   panel.pgn();                                                    // the tree as PGN, with [%eval]
//
// The board holds a module Game made of the moves from the start to the current node, so a move
// played on it is always played at the live position; the panel hears it (the board's `move`
// event) and adds it to the tree. The panel reads and drives the board through the contract only
// (board/contract.js: load, legalMoves, setArrows, the move and takeback events) and knows no rule:
// the module writes every move and says where it goes.

import { MoveTree } from './tree.js';
import { writePgn, moveResolver, moveNumber } from './pgn.js';
import { workerAnalysis } from '../engine/analysis-worker.js';
import { scoreToCp, winPercent } from '../engine/review.js';
import { downloadText } from '../page/download.js';

/** How long the engine looks at one position when nobody moves on: its last depth stays shown. */
export const LIVE_LIMITS = Object.freeze({ movetimeMs: 10_000 });
export const MAX_LINES = 5;
export const DEFAULT_LINES = 3;
/** The bar's range, in pawns: a mate fills it. */
const BAR_PAWNS = 10;

/** A line's score as players write it, from the side to move's view: '+0.35', '-1.2', '#3', '#-2'. */
export function lineScore({ scoreCp = null, mate = null }) {
  if (mate !== null && mate !== undefined) return `#${mate}`;
  const pawns = scoreCp / 100;
  return `${pawns > 0 ? '+' : ''}${pawns.toFixed(2)}`;
}

/** The evaluation bar's words, from the side to move's view: '+0.3', '-1.2', 'mate in 3', 'mated in 2'. */
export function evaluationText({ scoreCp = null, mate = null }) {
  if (mate !== null && mate !== undefined) return mate > 0 ? `mate in ${mate}` : `mated in ${Math.abs(mate)}`;
  const pawns = Number((scoreCp / 100).toFixed(1));
  return `${pawns > 0 ? '+' : ''}${pawns.toFixed(1)}`;
}

/** The bar's value in pawns, from the side to move's view, within ±BAR_PAWNS. */
export function evaluationValue({ scoreCp = null, mate = null }) {
  if (mate !== null && mate !== undefined) return mate > 0 ? BAR_PAWNS : -BAR_PAWNS;
  return Math.max(-BAR_PAWNS, Math.min(BAR_PAWNS, Number((scoreCp / 100).toFixed(1))));
}

/** An analysis line's score as a tree node keeps it (PGN's [%eval]): from the first side's view. */
export function nodeEval(line, turn, firstSide = 'white') {
  const sign = turn === firstSide ? 1 : -1;
  if (line.mate !== null && line.mate !== undefined) return { mate: sign * line.mate };
  return { cp: sign * line.scoreCp };
}

/**
 * '3. e4' or '3… e5' (the number only when asked, for the second side's move): the label of the
 * move reaching `ply` in a game whose score starts at `start` ({ turn, fullmove }).
 */
export function moveLabel(ply, san, start = { turn: 'white', fullmove: 1 }, numbered = false) {
  const { number, second } = moveNumber(start, ply);
  if (!second) return `${number}. ${san}`;
  return numbered ? `${number}… ${san}` : san;
}

/** The panel's look, in the host's colours when it names them (--line, --chosen, --muted). */
const PANEL_CSS = `
.analysis-panel { display: grid; grid-template-columns: minmax(0, 1fr); gap: 8px; align-content: start; }
.eval-bar { height: 14px; border: 1px solid var(--line, #888); border-radius: 3px; background: #333; overflow: hidden; }
.eval-fill { height: 100%; width: var(--white, 50%); background: #f0f0f0; transition: width 0.3s; }
.analysis-lines { margin: 0; padding-left: 1.5em; font-variant-numeric: tabular-nums; }
.analysis-lines li { white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
.line-score { font-weight: bold; display: inline-block; min-width: 4.5em; }
.analysis-depth { margin: 0; color: var(--muted, inherit); }
.move-tree { max-height: 40vh; overflow: auto; line-height: 1.9; }
.move-tree .variation { margin-left: 1.2em; padding-left: 0.6em; border-left: 2px solid var(--line, #888); }
.tree-move { padding: 1px 5px; margin: 0 2px; min-height: 0; }
.tree-move[aria-current="true"] { background: var(--chosen, #1a5fb4); color: #fff; font-weight: 600; }
.analysis-buttons { display: flex; gap: 6px; flex-wrap: wrap; }
`;

let sheet = null;
/** The panel's style sheet (one for every document or shadow root that adopts it). */
export function analysisStyleSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(PANEL_CSS);
  }
  return sheet;
}

export class AnalysisPanel {
  #board;
  #doc;
  #engine;
  #Game;
  #gameEngine;
  #limits;
  #reveal;
  #tags;
  #current;
  #generation = 0;
  #running = null;
  #analysis = null; // { node, turn, lines, depth } shown
  #onMove = (event) => this.#moved(event.detail);
  #onTakeback = (event) => this.#tookBack(event.detail);
  #onKey = (event) => {
    if (this.key(event.key)) event.preventDefault();
  };

  /**
   * `gameEngine`: the module's engine playing the tree's game (engine/chess.js or variants.js), its
   * Game builds the positions; `tree`: a MoveTree (default: a new one from `startFen`, the game's
   * own start when null); `current`: the node shown first (default: the end of the main line);
   * `tags`: the PGN tags to export with; `engine`: { analyse(request, onLines), stop(), destroy() }
   * (the variants module's worker by default); `multiPv`: the lines shown (1–5, default 3);
   * `reveal`: every position is shown whole (`Game.reveal`) — a finished Fog of War game, whose
   * positions and variations its players could not see while they played.
   */
  constructor(board, { document: doc = globalThis.document, gameEngine, tree = null, startFen = null, current = null, tags = {}, engine = workerAnalysis(), multiPv = DEFAULT_LINES, limits = LIVE_LIMITS, reveal = false } = {}) {
    if (!gameEngine?.wasm?.Game) throw new Error('AnalysisPanel: the module that plays the game (gameEngine) is required');
    board.setArrows([]); // the board of more players throws here, naming its game: analysis is for games of two
    this.#board = board;
    this.#doc = doc;
    this.#engine = engine;
    this.#gameEngine = gameEngine;
    this.#Game = gameEngine.wasm.Game;
    this.#limits = limits;
    this.#reveal = reveal;
    this.#tags = { ...tags };
    const variant = tree?.variant ?? board.variant ?? 'chess';
    this.defaultStart = moveResolver(this.#Game, variant).startFen;
    this.tree = tree ?? new MoveTree({ variant, startFen: startFen ?? this.defaultStart });
    this.multiPv = this.#checkLines(multiPv);

    const el = (tag, props = {}, attrs = {}) => {
      const node = Object.assign(doc.createElement(tag), props);
      for (const [name, value] of Object.entries(attrs)) node.setAttribute(name, value);
      return node;
    };
    this.element = el('section', { className: 'analysis-panel' }, { 'aria-label': 'Analysis' });
    this.bar = el('div', { className: 'eval-bar' }, { role: 'meter', 'aria-label': 'Evaluation', 'aria-valuemin': String(-BAR_PAWNS), 'aria-valuemax': String(BAR_PAWNS), 'aria-valuenow': '0', 'aria-valuetext': 'not yet evaluated' });
    this.barFill = el('div', { className: 'eval-fill' });
    this.barFill.style.setProperty('--white', '50%');
    this.bar.append(this.barFill);

    this.linesChoice = el('select', { className: 'analysis-multipv' });
    for (let n = 1; n <= MAX_LINES; n++) this.linesChoice.append(el('option', { value: String(n), textContent: String(n) }));
    this.linesChoice.value = String(this.multiPv);
    this.linesChoice.addEventListener('change', () => this.setLines(Number(this.linesChoice.value)));
    const linesLabel = el('label', { className: 'analysis-lines-label', textContent: 'Engine lines ' });
    linesLabel.append(this.linesChoice);
    this.depthLine = el('p', { className: 'analysis-depth' });
    this.linesList = el('ol', { className: 'analysis-lines' }, { 'aria-label': 'Engine lines' });
    const engineBox = el('div', { className: 'analysis-engine' });
    engineBox.append(linesLabel, this.depthLine, this.linesList);

    this.treeBox = el('div', { className: 'move-tree' }, { role: 'group', 'aria-label': 'Moves and variations' });
    this.promoteButton = el('button', { type: 'button', className: 'analysis-promote', textContent: 'Promote' });
    this.promoteButton.addEventListener('click', () => this.promote());
    this.deleteButton = el('button', { type: 'button', className: 'analysis-delete', textContent: 'Delete' });
    this.deleteButton.addEventListener('click', () => this.deleteCurrent());
    this.exportButton = el('button', { type: 'button', className: 'analysis-export', textContent: 'Export PGN' });
    this.exportButton.addEventListener('click', () => downloadText(doc, this.pgn(), 'wasm-chess analysis.pgn'));
    const buttons = el('div', { className: 'analysis-buttons' });
    buttons.append(this.promoteButton, this.deleteButton, this.exportButton);
    this.statusLine = el('p', { className: 'analysis-status' }, { role: 'status' });
    this.element.append(this.bar, engineBox, this.treeBox, buttons, this.statusLine);
    this.element.addEventListener('keydown', this.#onKey);

    board.host.addEventListener('move', this.#onMove);
    board.host.addEventListener('takeback', this.#onTakeback);
    this.goto(current ?? this.tree.lineEnd(this.tree.root));
  }

  #checkLines(n) {
    if (!Number.isInteger(n) || n < 1 || n > MAX_LINES) throw new Error(`the engine shows 1 to ${MAX_LINES} lines, not ${n}`);
    return n;
  }

  /** The node shown. */
  get current() {
    return this.#current;
  }

  /** The analysis shown: { node, turn, depth, lines } (null until the engine's first depth). */
  get analysis() {
    return this.#analysis;
  }

  /** How many lines the engine shows (1–5); the engine starts again. */
  setLines(n) {
    this.multiPv = this.#checkLines(n);
    this.linesChoice.value = String(n);
    this.#restart();
  }

  /** Shows `node` of the tree: the board gets the game of the moves up to it, the engine starts there. */
  goto(node) {
    if (this.tree.node(node?.id) !== node) throw new Error('AnalysisPanel.goto: that node is not in the tree');
    const game = this.#Game.fromFen(this.tree.root.fen, { variant: this.tree.variant });
    try {
      if (this.#reveal) game.reveal?.(); // the chess module hides nothing: it has no reveal
      for (const step of this.tree.path(node)) game.play(step.move.uci);
    } catch (error) {
      game.free();
      throw error;
    }
    this.#current = node;
    this.#board.load(game, { mode: 'two-players', engine: this.#gameEngine });
    this.render();
    this.#restart();
  }

  /** The keys of the move tree: Left/Right along the line, Up/Down to the variation above or below,
   *  Home/End to the start and the line's end. True when the key was one of them. */
  key(key) {
    const node = this.#current;
    const brothers = node.parent?.children ?? [node];
    const index = brothers.indexOf(node);
    const target = {
      ArrowLeft: node.parent,
      ArrowRight: node.children[0],
      ArrowUp: brothers[index - 1],
      ArrowDown: brothers[index + 1],
      Home: this.tree.root,
      End: this.tree.lineEnd(node),
    };
    if (!(key in target)) return false;
    if (target[key] && target[key] !== node) this.goto(target[key]);
    return true;
  }

  /** The current node's line one step up at its fork (the main line when it was the first variation). */
  promote() {
    if (this.tree.promote(this.#current)) this.render();
  }

  /** Removes the current move and what follows it; its parent is shown. */
  deleteCurrent() {
    if (!this.#current.parent) return;
    this.goto(this.tree.delete(this.#current));
  }

  /** The tree as PGN: variations in parentheses, the engine's evaluations as [%eval], the game named
   *  in a Variant tag when it is not chess. */
  pgn(tags = {}) {
    const all = { ...this.#tags, ...tags };
    const variant = this.tree.variant;
    if (variant !== 'chess' && !('Variant' in all)) {
      // the game's name as the module writes it in its own records
      const base = variant.split(':')[0];
      all.Variant = this.#gameEngine.games?.find((g) => g.id === base)?.name ?? (base === 'chess960' ? 'Chess960' : base);
    }
    return writePgn(this.tree, all, { standardStart: this.tree.root.fen === this.defaultStart });
  }

  /** A move played on the board: the tree grows at the current node (or follows the move already there). */
  #moved(detail) {
    if (detail.hidden || !detail.uci) return;
    this.#current = this.tree.add(this.#current, { uci: detail.uci, san: detail.san, fen: detail.fen });
    this.render();
    this.#restart();
  }

  #tookBack({ plies }) {
    for (let i = 0; i < plies && this.#current.parent; i++) this.#current = this.#current.parent;
    this.render();
    this.#restart();
  }

  /** Stops the engine's search, then asks it about the current node (unless another change came first). */
  #restart() {
    const generation = ++this.#generation;
    const node = this.#current;
    this.#analysis = null;
    this.#showAnalysis();
    const previous = this.#running;
    if (previous) this.#engine.stop();
    const start = async () => {
      if (previous) await previous.catch(() => {});
      if (generation !== this.#generation) return;
      const request = {
        variant: this.tree.variant,
        startFen: this.tree.root.fen,
        moves: this.tree.path(node).map((n) => n.move.uci),
        multiPv: this.multiPv,
        limits: this.#limits,
        reveal: this.#reveal,
      };
      const hear = (analysis) => {
        if (generation === this.#generation && analysis.lines) this.#heard(node, analysis);
      };
      const run = this.#engine.analyse(request, hear);
      this.#running = run;
      try {
        hear(await run);
      } catch (error) {
        if (generation === this.#generation) this.statusLine.textContent = `The engine failed: ${error.message ?? error}`;
      } finally {
        if (this.#running === run) this.#running = null;
      }
    };
    this.ready = start();
  }

  #heard(node, analysis) {
    if (!analysis.lines.length && this.#analysis?.node === node) return; // a stop before any depth: keep what was shown
    this.#analysis = { node, turn: analysis.turn, depth: analysis.depth, lines: analysis.lines };
    if (analysis.lines.length) node.eval = nodeEval(analysis.lines[0], analysis.turn, 'white');
    this.#showAnalysis();
  }

  /** The lines, the bar and the arrow of the analysis shown (or their empty state). */
  #showAnalysis() {
    const doc = this.#doc;
    const analysis = this.#analysis;
    const best = analysis?.lines[0] ?? null;
    if (!best) {
      const over = this.#board.status?.outcome;
      this.linesList.replaceChildren();
      this.depthLine.textContent = over ? 'The game is over here.' : 'The engine is thinking…';
      this.#setBar(over ? { value: 0, text: 'the game is over', white: 50 } : { value: 0, text: 'not yet evaluated', white: 50 });
      this.#arrows([]);
      return;
    }
    const start = this.#board.scoreStart ?? { turn: 'white', fullmove: 1 };
    const items = analysis.lines.map((line) => {
      const item = doc.createElement('li');
      const score = doc.createElement('span');
      score.className = 'line-score';
      score.textContent = `${lineScore(line)} `;
      const moves = doc.createElement('span');
      moves.className = 'line-moves';
      moves.textContent = line.san.map((san, i) => moveLabel(analysis.node.ply + i + 1, san, start, i === 0)).join(' ');
      item.append(score, moves);
      return item;
    });
    this.linesList.replaceChildren(...items);
    this.depthLine.textContent = `Depth ${analysis.depth}`;
    const cp = scoreToCp(best);
    const moverWin = winPercent(cp);
    this.#setBar({ value: evaluationValue(best), text: evaluationText(best), white: analysis.turn === 'white' ? moverWin : 100 - moverWin });
    const move = this.#board.legalMoves?.find((m) => m.uci === best.pv[0]);
    this.#arrows(move?.from && move.to ? [[move.from, move.to]] : []);
  }

  #setBar({ value, text, white }) {
    this.bar.setAttribute('aria-valuenow', String(value));
    this.bar.setAttribute('aria-valuetext', text);
    this.barFill.style.setProperty('--white', `${white.toFixed(1)}%`);
  }

  #arrows(arrows) {
    this.#board.setArrows?.(arrows);
  }

  /** Draws the move tree: the main line inline, each variation indented below the move it replaces. */
  render() {
    const doc = this.#doc;
    const start = this.#board.scoreStart ?? { turn: 'white', fullmove: 1 };
    const button = (node, numbered) => {
      const b = doc.createElement('button');
      b.type = 'button';
      b.className = 'tree-move';
      b.dataset.node = node.id;
      b.textContent = moveLabel(node.ply, node.move.san, start, numbered);
      if (node === this.#current) b.setAttribute('aria-current', 'true');
      b.addEventListener('click', () => this.goto(node));
      return b;
    };
    const line = (from, box, numbered) => {
      for (let at = from; at.children.length; at = at.children[0]) {
        const [main, ...others] = at.children;
        box.append(button(main, numbered));
        numbered = false;
        for (const variation of others) {
          const sub = doc.createElement('div');
          sub.className = 'variation';
          sub.append(button(variation, true));
          line(variation, sub, false);
          box.append(sub);
          numbered = true;
        }
      }
    };
    // A keyboard player walking the tree keeps the focus on the move shown as the tree is drawn anew.
    const focused = this.element.getRootNode?.()?.activeElement ?? null;
    const hadFocus = Boolean(focused && this.treeBox.contains(focused));
    const main = doc.createElement('div');
    main.className = 'tree-line';
    line(this.tree.root, main, true);
    this.treeBox.replaceChildren(main);
    if (hadFocus) this.treeBox.querySelector('[aria-current="true"]')?.focus();
    this.promoteButton.disabled = this.tree.isMainline(this.#current);
    this.deleteButton.disabled = !this.#current.parent;
  }

  /** Stops the engine and listening to the board; the board keeps its game. */
  destroy() {
    this.#generation++;
    this.#board.host.removeEventListener('move', this.#onMove);
    this.#board.host.removeEventListener('takeback', this.#onTakeback);
    this.#board.setArrows?.([]);
    this.#engine.destroy();
    this.element.remove();
  }
}
