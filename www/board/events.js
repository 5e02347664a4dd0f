// Input (chessground's events): pointer, keyboard and the move box become moves the board is asked
// to play. Clicks and drags go through input.js's Interaction; the arrow keys walk a cursor
// (keyboard.js); a move with several promotions opens the chooser; a refused move is explained.
// Knows no rule: the legal moves, the pieces' colours and the promotion letters come from the state.

import { Interaction, bindPointer } from '../input.js';
import { isCursorKey, stepCursor, homeSquare } from '../keyboard.js';
import { describeSquare } from '../speech.js';
import { promotedPiece } from '../catalog.js';
import { CHOOSER_ORDER } from './config.js';
import { liveStep, isLive, humanMayMove, whyNot, ownPiece, movesBetween, destinations } from './state.js';
import { announceCursor, showNotice, hideNotice } from './voice.js';
import { emit, changed } from './notify.js';

export class BoardInput {
  /**
   * @param {object} s  the board's state
   * @param {{play: (move: string, how: {source: string, animate: boolean}) => object, showLive: () => void}} board
   *   what input asks of the board: play a move (throws when refused), go back to the live position
   */
  constructor(s, board) {
    this.s = s;
    this.board = board;
    this.interaction = new Interaction({
      canSelect: (square) => humanMayMove(s) && ownPiece(s, square),
      isTarget: (from, to) => movesBetween(s, from, to).length > 0,
    });
    this.#bind();
  }

  /** Forgets a selection or a drag (a new position is shown). */
  reset() {
    this.interaction.reset();
    this.s.drag = null;
  }

  /** Drops the selected piece, a drag or an open promotion chooser (Escape). */
  cancelSelection() {
    this.#handleIntents(this.interaction.cancel());
    this.interaction.reset();
    this.s.drag = null;
    this.closePromotion();
    this.s.view.update({ selected: null, dests: [], drag: null });
  }

  closePromotion() {
    const s = this.s;
    if (!s.promotion) return;
    s.promotion = null;
    s.view.update({ promotion: null, chooserHover: null });
    changed(s);
  }

  // ------------------------------------------------------------ moves asked for

  /** A move the player asked for on the board: played when legal, else explained. */
  #attemptMove(from, to, drag) {
    const s = this.s;
    const candidates = movesBetween(s, from, to);
    s.view.update({ selected: null, dests: [], drag: null });
    if (candidates.length === 0) {
      if (drag?.x !== undefined) s.view.snapBack(from, drag.x, drag.y);
      this.#explainIllegal(from, to);
      return;
    }
    if (candidates.length > 1 && candidates.every((m) => m.promotion)) {
      this.#openPromotion(from, to, candidates);
      return;
    }
    this.board.play(candidates[0].uci, { source: 'human', animate: !drag });
  }

  /** The chooser over the promotion square: the pieces the moves' promotion letters make. */
  #openPromotion(from, to, moves) {
    const s = this.s;
    const color = liveStep(s).status.turn;
    const rank = (piece) => {
      const at = CHOOSER_ORDER.indexOf(piece.role);
      return at === -1 ? CHOOSER_ORDER.length : at;
    };
    const choices = [...new Set(moves.map((m) => m.promotion))]
      .map((letter) => promotedPiece(s.catalog.pieces, color, letter))
      .filter(Boolean)
      .sort((a, b) => rank(a) - rank(b));
    s.promotion = { from, to, moves, choices };
    const roles = choices.map((p) => p.letter);
    s.view.update({ promotion: { square: to, roles, codes: choices.map((p) => p.code) }, chooserHover: s.cursor ? roles[0] : null });
    announceCursor(s, `Promote to: ${choices.map((p) => p.role).join(', ')}. Arrow keys choose, Enter confirms.`);
    changed(s);
  }

  #choosePromotion(letter) {
    const pending = this.s.promotion;
    this.closePromotion();
    const move = letter && pending?.moves.find((m) => m.promotion === letter);
    if (move) this.board.play(move.uci, { source: 'human', animate: true });
  }

  #chooserRoleAt(x, y) {
    const cell = this.s.view.chooserCells().find(({ rect }) => x >= rect.x && x < rect.x + rect.size && y >= rect.y && y < rect.y + rect.size);
    return cell?.role ?? null;
  }

  #explainIllegal(from, to) {
    const s = this.s;
    const reason = ownPiece(s, from) ? s.referee.explain(from, to) : null;
    if (reason) showNotice(s, reason);
    emit(s, 'illegal', { move: `${from}${to}`, from, to, reason: reason ?? `no legal move from ${from} to ${to}`, fen: liveStep(s).fen });
  }

  /** What the typed text asks for: played when legal, else a notice saying why not. */
  #submitTyped(text) {
    const s = this.s;
    const input = s.ui.input;
    const move = text.trim();
    if (!move) return;
    if (!humanMayMove(s)) {
      if (!isLive(s) && s.mode !== 'view') this.board.showLive();
      if (!humanMayMove(s)) {
        const reason = whyNot(s);
        showNotice(s, reason);
        emit(s, 'illegal', { move, from: null, to: null, reason, fen: liveStep(s).fen });
        return;
      }
    }
    try {
      this.board.play(move, { source: 'human', animate: true });
      input.value = '';
      input.removeAttribute('aria-invalid');
    } catch (e) {
      input.setAttribute('aria-invalid', 'true');
      showNotice(s, e.message);
    }
  }

  #handleIntents(intents) {
    const s = this.s;
    for (const intent of intents) {
      switch (intent.type) {
        case 'select':
          hideNotice(s);
          s.view.update({ selected: intent.square, dests: destinations(s, intent.square) });
          if (s.cursor) announceCursor(s, `${describeSquare(liveStep(s).board, intent.square, s.catalog.pieces)} picked up`);
          break;
        case 'deselect':
          s.view.update({ selected: null, dests: [] });
          if (s.cursor) announceCursor(s, 'Put back');
          break;
        case 'drag-start':
          s.drag = { from: intent.from };
          break;
        case 'drag':
          s.drag = { ...s.drag, x: intent.x, y: intent.y };
          s.view.update({ drag: s.drag });
          break;
        case 'drag-cancel':
          s.drag = null;
          s.view.update({ drag: null });
          s.view.snapBack(intent.from, intent.x, intent.y);
          break;
        case 'move': {
          const drag = s.drag;
          s.drag = null;
          this.#attemptMove(intent.from, intent.to, drag);
          break;
        }
      }
    }
  }

  // ------------------------------------------------------------ DOM events

  #bind() {
    const s = this.s;
    const { canvas, moveBox, input } = s.ui;
    bindPointer(canvas, () => s.view.geometry(), {
      down: (square, x, y) => {
        this.#hideCursor();
        if (s.promotion) return this.#choosePromotion(this.#chooserRoleAt(x, y));
        if (!isLive(s)) return this.board.showLive();
        this.#handleIntents(this.interaction.down(square, x, y));
      },
      move: (square, x, y) => {
        if (s.promotion) {
          const role = this.#chooserRoleAt(x, y);
          if (role !== (s.view.state.chooserHover ?? null)) s.view.update({ chooserHover: role });
          return;
        }
        this.#handleIntents(this.interaction.move(x, y));
        canvas.style.cursor = s.drag ? 'grabbing' : square && this.interaction.rules.canSelect(square) ? 'grab' : 'default';
      },
      up: (square, x, y) => this.#handleIntents(this.interaction.up(square, x, y)),
      cancel: () => this.#handleIntents(this.interaction.cancel()),
    });
    canvas.addEventListener('keydown', (e) => this.#onKey(e));
    canvas.addEventListener('focus', () => {
      if (canvas.matches(':focus-visible')) this.#showCursor();
    });
    canvas.addEventListener('blur', () => this.#hideCursor());
    moveBox.addEventListener('submit', (e) => {
      e.preventDefault();
      this.#submitTyped(input.value);
    });
    input.addEventListener('input', () => input.removeAttribute('aria-invalid'));
  }

  /** The keyboard on the focused board: arrows walk the cursor, Enter/Space act like a click. */
  #onKey(e) {
    const s = this.s;
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    if (s.promotion) {
      if (!this.#onChooserKey(e.key)) return;
    } else if (isCursorKey(e.key)) {
      const from = s.cursor ?? this.#home();
      this.#showCursor(s.cursor ? stepCursor(s.view.state.board, from, e.key, s.orientation) : from);
    } else if (e.key === 'Enter' || e.key === ' ') {
      if (!s.cursor) {
        this.#showCursor();
      } else if (!isLive(s)) {
        this.board.showLive();
      } else {
        const square = s.cursor;
        this.#handleIntents(this.interaction.down(square, undefined, undefined));
        this.#handleIntents(this.interaction.up(square, undefined, undefined));
      }
    } else if (e.key === 'Escape' && (s.view.state.selected || s.drag)) {
      this.cancelSelection();
      announceCursor(s, 'Put back');
    } else {
      return;
    }
    e.preventDefault();
    e.stopPropagation();
  }

  /** Keys while the promotion chooser is open; false when the key is not the chooser's. */
  #onChooserKey(key) {
    const s = this.s;
    const { choices } = s.promotion;
    const letters = choices.map((p) => p.letter);
    const at = Math.max(0, letters.indexOf(s.view.state.chooserHover));
    if (isCursorKey(key)) {
      const step = key === 'ArrowDown' || key === 'ArrowRight' ? 1 : -1;
      const choice = choices[(at + step + choices.length) % choices.length];
      s.view.update({ chooserHover: choice.letter });
      announceCursor(s, choice.role.charAt(0).toUpperCase() + choice.role.slice(1));
    } else if (key === 'Enter' || key === ' ') {
      this.#choosePromotion(letters[at]);
    } else if (letters.includes(key.toLowerCase())) {
      this.#choosePromotion(key.toLowerCase());
    } else if (key === 'Escape') {
      this.closePromotion();
      announceCursor(s, 'Promotion cancelled');
    } else {
      return false;
    }
    return true;
  }

  /** Where the cursor starts: the king of the side to move. */
  #home() {
    const step = liveStep(this.s);
    return homeSquare(step.board, step.status.turn, this.s.catalog.pieces);
  }

  #showCursor(square = this.s.cursor ?? this.#home()) {
    const s = this.s;
    s.cursor = square;
    s.view.update({ cursor: square });
    const board = s.view.state.board;
    if (square && board) announceCursor(s, describeSquare(board, square, s.catalog.pieces) + (s.view.state.selected === square ? ', picked up' : ''));
  }

  #hideCursor() {
    this.s.cursor = null;
    this.s.view.update({ cursor: null });
  }
}
