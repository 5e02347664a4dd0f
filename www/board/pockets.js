// Pieces in hand (Crazyhouse): the hands of `board()` drawn as buttons beside the board — the top
// side's above it, the bottom side's below — each with its count. A button picks the piece up for a
// drop (click, Enter or Space), or is dragged onto the board. Knows no rule: which roles a hand
// holds and where they may be dropped come from the module (`board().hands`, the legal moves).

import { pieceSprite } from './pieces.js';
import { other, sideName } from './sides.js';
import { sidesOf } from './state.js';
import { promotedPiece } from './catalog.js';

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);
const DRAG_THRESHOLD_PX = 4;

/** The piece of `color` a hand's role letter stands for (the catalogue's letter), or undefined. */
export function handPiece(pieces, color, letter) {
  return promotedPiece(pieces, color, letter);
}

/**
 * Shows the hands of `board` (none: the pockets are hidden). `active` is the colour whose pieces
 * may be picked up now (null: none), `picked` the role letter picked up.
 */
export function drawPockets(s, board, { active, picked }) {
  const places = [[s.ui.pocketTop, other(s.orientation)], [s.ui.pocketBottom, s.orientation]];
  for (const [pocket, color] of places) {
    const hand = board.hands?.find((h) => h.owner === color);
    pocket.hidden = !hand;
    if (!hand) continue;
    pocket.dataset.owner = color;
    pocket.setAttribute('aria-label', `${sideName(color, sidesOf(s))}’s pieces in hand`);
    const letters = Object.keys(hand.pieces);
    const look = `${letters.join('')} ${s.view.family?.game ?? ''} ${s.view.family?.western ?? ''} ${s.orientation}`;
    if (pocket.dataset.roles !== look) {
      pocket.replaceChildren(...letters.map((letter) => pocketButton(s, color, letter)));
      pocket.dataset.roles = look;
    }
    for (const button of pocket.children) {
      const letter = button.dataset.role;
      const count = hand.pieces[letter] ?? 0;
      const piece = handPiece(s.catalog.pieces, color, letter);
      button.querySelector('.count').textContent = String(count);
      button.querySelector('.count').hidden = count === 0;
      button.disabled = count === 0 || active !== color;
      button.setAttribute('aria-pressed', String(active === color && picked === letter));
      button.setAttribute('aria-label', `${capital(piece?.role ?? letter)}, ${count} in hand`);
    }
  }
}

function pocketButton(s, color, letter) {
  const piece = handPiece(s.catalog.pieces, color, letter);
  const button = document.createElement('button');
  button.type = 'button';
  button.dataset.role = letter;
  button.dataset.code = piece?.code ?? '';
  const image = document.createElement('canvas');
  image.width = image.height = 64;
  // The chess family's pieces in their own look; shogi's in hand face the side across from their owner.
  const style = s.view.family ? { ...s.view.family, flipped: color !== s.orientation } : null;
  if (piece) image.getContext('2d').drawImage(pieceSprite(piece, 64, style), 0, 0);
  const count = document.createElement('span');
  count.className = 'count';
  button.append(image, count);
  return button;
}

/**
 * Wires both pockets: `pick(letter, code, { keyboard })` when a piece is picked up, then for a drag
 * `drag(x, y)` in the canvas's CSS pixels and `drop(x, y)` where it was let go (`cancel()` when a
 * drag ends off the board).
 */
export function bindPockets(s, { pick, drag, drop }) {
  for (const pocket of [s.ui.pocketTop, s.ui.pocketBottom]) {
    let active = null;
    const at = (e) => {
      const box = s.ui.canvas.getBoundingClientRect();
      return [e.clientX - box.left, e.clientY - box.top];
    };
    pocket.addEventListener('pointerdown', (e) => {
      const button = e.target.closest('button');
      if (!button || button.disabled || e.button !== 0) return;
      e.preventDefault();
      button.setPointerCapture(e.pointerId);
      active = { id: e.pointerId, x: e.clientX, y: e.clientY, moved: false };
      pick(button.dataset.role, button.dataset.code, { keyboard: false });
    });
    pocket.addEventListener('pointermove', (e) => {
      if (!active || e.pointerId !== active.id) return;
      if (!active.moved && Math.hypot(e.clientX - active.x, e.clientY - active.y) < DRAG_THRESHOLD_PX) return;
      active.moved = true;
      drag(...at(e));
    });
    const end = (e) => {
      if (!active || e.pointerId !== active.id) return;
      const moved = active.moved;
      active = null;
      if (moved) drop(...at(e));
    };
    pocket.addEventListener('pointerup', end);
    pocket.addEventListener('pointercancel', end);
    // Enter or Space on a focused button (a click with no pointer).
    pocket.addEventListener('click', (e) => {
      const button = e.target.closest('button');
      if (button && !button.disabled && e.detail === 0) pick(button.dataset.role, button.dataset.code, { keyboard: true });
    });
  }
}
