// The player's hands on the board of more players: a click (or Enter on the keyboard cursor) picks
// a piece and plays it, a piece can be dragged, the arrows walk the cursor from cell to cell as
// they lie on the screen, Escape puts the piece back; a promotion with a choice shows one button
// per piece the rules offer. The legal moves come from the module: a target that is none of them
// is refused and said so.

import { el } from './ui.js';
import { frameOf, cellAt, placed, neighbour } from './geometry.js';
import { mayMove, isOver, playersOf, turnOf } from './state.js';
import { showNotice, sayCursor, sayPicked } from './voice.js';

const DRAG_THRESHOLD_PX = 6;
const ARROWS = { ArrowUp: [0, -1], ArrowDown: [0, 1], ArrowLeft: [-1, 0], ArrowRight: [1, 0] };

export class CellsInput {
  /**
   * @param {object} s  the board's state (state.js)
   * @param {{play: (move: object) => void, refuse: (from: string, to: string) => void,
   *          showLive: () => void, render: () => void}} board  what input asks of the board: play a
   *   legal move (the player's), tell that a move was refused, return to the live game, redraw
   */
  constructor(s, board) {
    this.s = s;
    this.board = board;
    this.#listen();
  }

  /** A click (or Enter) on cell `name`: pick an own piece, or play the picked piece there. */
  choose(name) {
    const s = this.s;
    if (s.review) {
      this.board.showLive(); // a click on the board while reviewing: back to the game
      return;
    }
    if (!mayMove(s)) {
      if (!isOver(s) && s.referee?.game) {
        showNotice(s, s.mode === 'view' ? 'this board only shows games' : `it is ${playersOf(s).find((p) => p.id === turnOf(s)).name}'s move (a bot)`);
      }
      return;
    }
    showNotice(s, '');
    this.closeChooser();
    const legal = s.referee.legal;
    const own = legal.some((m) => m.from === name);
    if (s.selected && s.selected !== name) {
      const moves = legal.filter((m) => m.from === s.selected && m.to === name);
      if (moves.length === 1) {
        this.board.play(moves[0]);
        return;
      }
      if (moves.length > 1) {
        this.#choosePromotion(moves);
        return;
      }
      if (!own) {
        const from = s.selected;
        s.selected = null;
        this.board.refuse(from, name);
        this.board.render();
        return;
      }
    }
    s.selected = own && s.selected !== name ? name : null;
    this.board.render();
    if (s.selected) sayPicked(s);
  }

  /** Drops the piece picked, a drag and an open promotion chooser (Escape). */
  cancelSelection() {
    const s = this.s;
    s.selected = null;
    s.drag = null;
    this.closeChooser();
    this.board.render();
  }

  closeChooser() {
    const s = this.s;
    s.chooser = (s.chooser?.remove(), null);
  }

  /** A promotion with a choice: one button per piece the rules offer, beside the board. */
  #choosePromotion(moves) {
    const s = this.s;
    const doc = s.host.ownerDocument;
    const box = el(doc, 'div', { class: 'promotion', role: 'group', 'aria-label': `Promote on ${moves[0].to} to` });
    for (const m of moves) {
      const button = el(doc, 'button', { type: 'button', 'data-role': m.promotion });
      button.textContent = m.promotion;
      button.addEventListener('click', () => {
        box.remove();
        this.board.play(m);
      });
      box.append(button);
    }
    s.chooser?.remove();
    s.chooser = box;
    s.ui.status.after(box);
    box.querySelector('button').focus();
  }

  #frame() {
    return frameOf(this.s.referee.board, this.s.bottom);
  }

  /** The point of the board (board units, turned) under a client position, or null before the board is laid out. */
  #svgPoint(clientX, clientY) {
    const ctm = this.s.ui.svg.getScreenCTM();
    if (!ctm) return null;
    const pt = new DOMPoint(clientX, clientY).matrixTransform(ctm.inverse());
    return [pt.x, pt.y];
  }

  #cellAt(clientX, clientY) {
    const point = this.#svgPoint(clientX, clientY);
    return point && cellAt(this.s.referee.board.cells, point, this.#frame());
  }

  #listen() {
    const s = this.s;
    const { svg } = s.ui;
    svg.addEventListener('pointerdown', (e) => {
      s.keyboard = false;
      const cell = this.#cellAt(e.clientX, e.clientY);
      if (!cell) return;
      if (mayMove(s) && cell.piece && s.referee.legal.some((m) => m.from === cell.name)) {
        const [x, y] = this.#svgPoint(e.clientX, e.clientY);
        const { size } = placed(cell, this.#frame());
        s.drag = { from: cell.name, x, y, startX: e.clientX, startY: e.clientY, moved: false, size };
        svg.setPointerCapture?.(e.pointerId);
      }
    });
    svg.addEventListener('pointermove', (e) => {
      const drag = s.drag;
      if (!drag) return;
      if (!drag.moved && Math.hypot(e.clientX - drag.startX, e.clientY - drag.startY) < DRAG_THRESHOLD_PX) return;
      drag.moved = true;
      [drag.x, drag.y] = this.#svgPoint(e.clientX, e.clientY);
      s.selected = drag.from;
      this.board.render();
    });
    svg.addEventListener('pointerup', (e) => {
      const drag = s.drag;
      s.drag = null;
      const cell = this.#cellAt(e.clientX, e.clientY);
      if (drag?.moved) {
        s.selected = drag.from;
        if (cell && cell.name !== drag.from) this.choose(cell.name);
        else this.board.render();
        return;
      }
      if (cell) this.choose(cell.name);
    });
    svg.addEventListener('keydown', (e) => this.#key(e));
    svg.addEventListener('focus', () => {
      s.cursor ??= s.referee.legal[0]?.from ?? s.referee.board.cells[0].name;
      sayCursor(s);
    });
  }

  #key(e) {
    const s = this.s;
    s.keyboard = true;
    if (ARROWS[e.key]) {
      e.preventDefault();
      s.cursor = neighbour(s.referee.board.cells, s.cursor, ARROWS[e.key], this.#frame());
      this.board.render();
      sayCursor(s);
    } else if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (s.cursor) this.choose(s.cursor);
    } else if (e.key === 'Escape') {
      this.cancelSelection();
    }
  }
}
