// Input (chessground's events): pointer, keyboard and the move box become moves the board is asked
// to play. Clicks and drags go through input.js's Interaction; the arrow keys walk a cursor
// (keyboard.js); a move with several promotions opens the chooser; a refused move is explained.
// Knows no rule: the legal moves, the pieces' colours and the promotion letters come from the state.

import { Interaction, bindPointer } from './input.js';
import { isCursorKey, stepCursor, homeSquare } from './keyboard.js';
import { describeSquare } from './speech.js';
import { promotionPiece } from './catalog.js';
import { CHOOSER_ORDER } from './config.js';
import { liveStep, isLive, humanMayMove, whyNot, ownPiece, movesBetween, destinations, previewBoard, pieceAt, sidesOf } from './state.js';
import { announceCursor, showNotice, hideNotice } from './voice.js';
import { emit, changed } from './notify.js';
import { bindPockets } from './pockets.js';
import { drawPosition, refreshPockets } from './render.js';

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

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
    this.s.drop = null;
    this.s.duck = null;
  }

  /** Drops the selected piece, a drag, an open promotion chooser, a piece picked from the hand or a
   *  move waiting for its duck (Escape). */
  cancelSelection() {
    const s = this.s;
    this.#handleIntents(this.interaction.cancel());
    this.interaction.reset();
    s.drag = null;
    this.closePromotion();
    const pending = s.drop || s.duck;
    s.drop = null;
    if (s.duck) {
      s.duck = null;
      drawPosition(s, { animate: false });
    }
    if (pending) refreshPockets(s);
    s.view.update({ selected: null, dests: [], drag: null });
  }

  // ------------------------------------------------------------ drops (pieces in hand)

  /** Picks a piece of the hand up (role letter, piece code): the squares it may be dropped on are shown. */
  pickDrop(letter, code, { keyboard }) {
    const s = this.s;
    if (!humanMayMove(s)) {
      showNotice(s, whyNot(s));
      return;
    }
    this.cancelSelection();
    const moves = s.referee.legal.filter((m) => m.drop === letter);
    s.drop = { role: letter, code, moves };
    s.view.update({ selected: null, dests: moves.map((m) => ({ square: m.to, capture: false })) });
    refreshPockets(s);
    const name = s.catalog.pieces.get(code)?.role ?? letter;
    if (moves.length === 0) showNotice(s, `there is no square to drop a ${name} on`);
    if (keyboard) {
      s.ui.canvas.focus();
      this.#showCursor();
      announceCursor(s, `${capital(name)} picked up from the hand: arrow keys choose a square, Enter drops it`);
    }
  }

  /** Drops the piece picked up on `square`; false (and the piece stays in hand) when it may not go there. */
  #dropOn(square) {
    const s = this.s;
    const move = s.drop?.moves.find((m) => m.to === square);
    const name = s.catalog.pieces.get(s.drop?.code)?.role ?? 'piece';
    s.drop = null;
    s.view.update({ selected: null, dests: [], drag: null });
    refreshPockets(s);
    if (!move) {
      const reason = `a ${name} cannot be dropped on ${square}`;
      showNotice(s, reason);
      emit(s, 'illegal', { move: square, from: null, to: square, reason, fen: liveStep(s).fen });
      return false;
    }
    this.board.play(move.uci, { source: 'human', animate: false });
    return true;
  }

  // ------------------------------------------------------------ the duck (Duck chess)

  /** The piece has moved: the duck's square is chosen next (`moves` differ only by it). */
  #beginDuck(moves) {
    const s = this.s;
    const step = liveStep(s);
    const preview = previewBoard(step.board, moves[0], s.catalog.pieces, step.status.turn);
    s.duck = { moves, preview, squares: moves.map((m) => m.duck) };
    s.view.update({ board: preview, lastMove: [moves[0].from, moves[0].to], selected: null, dests: s.duck.squares.map((square) => ({ square, capture: false })) });
    showNotice(s, 'Now place the duck');
    announceCursor(s, `Now the duck: choose an empty square${s.cursor ? ', Enter places it' : ''}. Escape takes the move back.`);
    if (s.cursor) s.view.update({ cursor: s.cursor });
    changed(s);
  }

  /** Places the duck on `square` and plays the move; a square it may not take is explained. */
  #placeDuck(square) {
    const s = this.s;
    const move = s.duck.moves.find((m) => m.duck === square);
    if (!move) {
      showNotice(s, `the duck cannot go to ${square ?? 'that square'}: choose an empty square`);
      return;
    }
    s.duck = null;
    s.drag = null;
    this.board.play(move.uci, { source: 'human', animate: true });
  }

  /** Pointer events while the duck waits for its square: a click on a square, or the duck dragged there. */
  #duckPointer(kind, square, x, y) {
    const s = this.s;
    if (kind === 'down') {
      if (square && square === s.duck.preview.duck) s.drag = { piece: 'duck', from: square, x, y, moved: false };
      else if (square && s.duck.squares.includes(square)) this.#placeDuck(square);
      else showNotice(s, 'Place the duck on a marked square (Esc takes the move back)');
    } else if (kind === 'move' && s.drag?.piece === 'duck') {
      s.drag = { ...s.drag, x, y, moved: true };
      s.view.update({ drag: s.drag });
    } else if (kind === 'up' && s.drag?.piece === 'duck') {
      const moved = s.drag.moved;
      s.drag = null;
      s.view.update({ drag: null });
      if (moved && square !== s.duck.preview.duck) this.#placeDuck(square);
    }
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
    // Several promotions, or promoting or not (shogi): the player chooses.
    if (new Set(candidates.map((m) => m.promotion)).size > 1 && candidates.every((m) => !m.duck)) {
      this.#openPromotion(from, to, candidates);
      return;
    }
    this.#complete(candidates, !drag);
  }

  /** The move is chosen up to what remains: the duck's square (Duck chess), else nothing. */
  #complete(moves, animate) {
    if (moves[0].duck) this.#beginDuck(moves);
    else this.board.play(moves[0].uci, { source: 'human', animate });
  }

  /** The chooser over the promotion square: the pieces the moves' promotion letters make. */
  #openPromotion(from, to, moves) {
    const s = this.s;
    const color = liveStep(s).status.turn;
    const rank = (piece) => {
      const at = CHOOSER_ORDER.indexOf(piece.role);
      return at === -1 ? CHOOSER_ORDER.length : at;
    };
    const mover = pieceAt(liveStep(s).board, from);
    // Each choice: the piece it makes, keyed by the move's promotion ('' for not promoting).
    const choices = [...new Set(moves.map((m) => m.promotion))]
      .map((letter) => ({ key: letter ?? '', piece: promotionPiece(s.catalog.pieces, color, letter, mover) }))
      .filter((c) => c.piece)
      .sort((a, b) => rank(a.piece) - rank(b.piece));
    const roles = choices.map((c) => c.key);
    s.promotion = { from, to, moves, choices: choices.map((c) => c.piece), keys: roles };
    s.view.update({ promotion: { square: to, roles, codes: choices.map((c) => c.piece.code) }, chooserHover: s.cursor ? roles[0] : null });
    const words = choices.map((c) => (c.key === '' ? `${c.piece.role} (do not promote)` : c.piece.role));
    announceCursor(s, `Promote to: ${words.join(', ')}. Arrow keys choose, Enter confirms.`);
    changed(s);
  }

  #choosePromotion(letter) {
    const pending = this.s.promotion;
    this.closePromotion();
    // '' chooses the move that does not promote (shogi); null closes the chooser.
    const moves = letter !== null && letter !== undefined ? pending?.moves.filter((m) => (m.promotion ?? '') === letter) ?? [] : [];
    if (moves.length) this.#complete(moves, true);
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
          if (s.cursor) announceCursor(s, `${describeSquare(liveStep(s).board, intent.square, s.catalog.pieces, sidesOf(s))} picked up`);
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
        if (s.duck) return this.#duckPointer('down', square, x, y);
        if (s.drop) {
          if (square && s.drop.moves.some((m) => m.to === square)) return this.#dropOn(square);
          this.cancelSelection();
        }
        this.#handleIntents(this.interaction.down(square, x, y));
      },
      move: (square, x, y) => {
        if (s.duck) return this.#duckPointer('move', square, x, y);
        if (s.promotion) {
          const role = this.#chooserRoleAt(x, y);
          if (role !== (s.view.state.chooserHover ?? null)) s.view.update({ chooserHover: role });
          return;
        }
        this.#handleIntents(this.interaction.move(x, y));
        canvas.style.cursor = s.drag ? 'grabbing' : square && this.interaction.rules.canSelect(square) ? 'grab' : 'default';
      },
      up: (square, x, y) => (s.duck ? this.#duckPointer('up', square, x, y) : this.#handleIntents(this.interaction.up(square, x, y))),
      cancel: () => this.#handleIntents(this.interaction.cancel()),
    });
    canvas.addEventListener('keydown', (e) => this.#onKey(e));
    bindPockets(s, {
      pick: (letter, code, how) => this.pickDrop(letter, code, how),
      drag: (x, y) => s.drop && s.view.update({ drag: { piece: s.drop.code, x, y } }),
      drop: (x, y) => {
        s.view.update({ drag: null });
        const square = s.view.geometry()?.squareAt(x, y);
        if (s.drop && square) this.#dropOn(square);
      },
    });
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
      } else if (s.duck) {
        this.#placeDuck(s.cursor);
      } else if (s.drop && s.drop.moves.some((m) => m.to === s.cursor)) {
        this.#dropOn(s.cursor);
      } else {
        if (s.drop) this.cancelSelection();
        const square = s.cursor;
        this.#handleIntents(this.interaction.down(square, undefined, undefined));
        this.#handleIntents(this.interaction.up(square, undefined, undefined));
      }
    } else if (e.key === 'Escape' && (s.view.state.selected || s.drag || s.drop || s.duck)) {
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
    const letters = s.promotion.keys;
    const at = Math.max(0, letters.indexOf(s.view.state.chooserHover));
    if (isCursorKey(key)) {
      const step = key === 'ArrowDown' || key === 'ArrowRight' ? 1 : -1;
      const next = (at + step + choices.length) % choices.length;
      const choice = choices[next];
      s.view.update({ chooserHover: letters[next] });
      const words = choice.role.charAt(0).toUpperCase() + choice.role.slice(1);
      announceCursor(s, letters[next] === '' ? `${words}, do not promote` : words);
    } else if (key === 'Enter' || key === ' ') {
      this.#choosePromotion(letters[at]);
    } else if (key.length === 1 && letters.includes(key.toLowerCase())) {
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
    if (square && board) announceCursor(s, describeSquare(board, square, s.catalog.pieces, sidesOf(s)) + (s.view.state.selected === square ? ', picked up' : ''));
  }

  #hideCursor() {
    this.s.cursor = null;
    this.s.view.update({ cursor: null });
  }
}
