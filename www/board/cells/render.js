// Drawing the board of more players from its state: every cell of the position shown (the live
// one, or an earlier one while reviewing) turned so the bottom seat is at the bottom, the last
// move, the piece picked and where it may go, kings in check, the keyboard cursor, every army in
// its colour (grey once out), a dragged piece under the pointer; beside it the players as they
// stood in that position, the record, the status line and the buttons.

import { PIECE_SHAPES } from '../pieces.js';
import { renderPlayers } from './players.js';
import { moveRounds, renderMoveRounds } from './record.js';
import { SVG, el } from './ui.js';
import { frameOf, viewBoxOf, placed } from './geometry.js';
import { shownPosition, targetsOf, whoPlays, canTakeBack, isOver, mayMove, turnOf } from './state.js';
import { gameName, turnWords, reviewWords } from './voice.js';

const GREY = '#9a9a9a';

/** A piece drawn at (cx, cy), `size` wide: its shape by role, or a disc with its letter (the alfil, the ferz). */
function drawPiece(doc, piece, cx, cy, size, fill, extra = '') {
  const g = el(doc, 'g', { class: `piece ${extra}`.trim(), 'data-piece': `${piece.owner} ${piece.role}`, transform: `translate(${cx - size / 2} ${cy - size / 2}) scale(${size / 100})` }, SVG);
  const shape = PIECE_SHAPES[piece.role];
  const line = fill === '#2b2b2b' ? '#e8e8e8' : '#1b1b1b';
  if (shape) {
    for (const d of shape.parts) g.append(el(doc, 'path', { d, fill, stroke: '#1b1b1b', 'stroke-width': 3, 'stroke-linejoin': 'round' }, SVG));
    for (const d of shape.details ?? []) g.append(el(doc, 'path', { d, fill: 'none', stroke: line, 'stroke-width': 2.5 }, SVG));
  } else {
    g.append(el(doc, 'circle', { cx: 50, cy: 50, r: 36, fill, stroke: '#1b1b1b', 'stroke-width': 3 }, SVG));
    const letter = el(doc, 'text', { x: 50, y: 64, 'text-anchor': 'middle', 'font-size': 42, 'font-weight': 700, fill: line }, SVG);
    letter.textContent = piece.letter;
    g.append(letter);
  }
  return g;
}

/** The board itself: cells, marks, pieces. */
function drawBoard(s) {
  const doc = s.host.ownerDocument;
  const { svg } = s.ui;
  const live = s.referee.board;
  const frame = frameOf(live, s.bottom);
  svg.setAttribute('viewBox', viewBoxOf(live.cells, frame));
  const colour = new Map(live.players.map((p) => [p.id, p.colour]));
  const shown = shownPosition(s);
  const targets = targetsOf(s);
  const checked = new Set(shown.status.checks ?? []);
  const cells = el(doc, 'g', { class: 'cells' }, SVG);
  const marks = el(doc, 'g', { class: 'marks' }, SVG);
  const pieces = el(doc, 'g', { class: 'pieces' }, SVG);
  for (const cell of shown.board.cells) {
    const { polygon, cx, cy, size } = placed(cell, frame);
    const classes = ['cell', cell.shade ? 'dark' : 'light'];
    if (shown.lastMove && (cell.name === shown.lastMove.from || cell.name === shown.lastMove.to)) classes.push('last');
    if (cell.name === s.selected) classes.push('selected');
    if (cell.name === s.cursor && s.keyboard) classes.push('cursor');
    cells.append(el(doc, 'polygon', { class: classes.join(' '), points: polygon.map((p) => p.join(',')).join(' '), 'data-cell': cell.name }, SVG));
    if (cell.piece?.role === 'king' && checked.has(cell.piece.owner) && !cell.piece.grey) {
      marks.append(el(doc, 'circle', { class: 'check', cx, cy, r: size * 0.5 }, SVG));
    }
    if (targets.has(cell.name)) {
      marks.append(cell.piece ? el(doc, 'circle', { class: 'ring', cx, cy, r: size * 0.48 }, SVG) : el(doc, 'circle', { class: 'dot', cx, cy, r: size * 0.16 }, SVG));
    }
    if (cell.piece && !(s.drag?.moved && s.drag.from === cell.name)) {
      pieces.append(drawPiece(doc, cell.piece, cx, cy, size, cell.piece.grey ? GREY : colour.get(cell.piece.owner)));
    }
  }
  if (s.drag?.moved) {
    const piece = live.cells.find((c) => c.name === s.drag.from)?.piece;
    if (piece) pieces.append(drawPiece(doc, piece, s.drag.x, s.drag.y, s.drag.size, colour.get(piece.owner), 'dragging'));
  }
  svg.replaceChildren(cells, marks, pieces);
  const state = s.review ? reviewWords(s) : turnWords(s);
  svg.setAttribute('aria-label', `${gameName(s)} board, ${state}. Arrow keys move the cursor, Enter picks and plays.`);
}

/** The status line: whose turn (and that a bot thinks), the end, or the earlier position shown. */
export function drawStatus(s) {
  const { status } = s.ui;
  if (s.review) {
    status.textContent = reviewWords(s);
    status.dataset.turn = s.review.status.turn;
    return;
  }
  const text = turnWords(s);
  status.textContent = s.thinking && !isOver(s) ? `${text}: thinking…` : text;
  status.dataset.turn = turnOf(s);
}

/** Everything: the board, the record, the buttons, the players as they stood in the position shown, the status. */
export function render(s, { onToggle }) {
  if (!s.referee?.game) return;
  if (s.chooser && !mayMove(s)) s.chooser = (s.chooser.remove(), null);
  drawBoard(s);
  const players = s.referee.board.players;
  renderMoveRounds(s.ui.record, moveRounds(s.referee.history, players), players, s.review?.ply ?? null);
  s.ui.takebackButton.hidden = s.mode === 'view';
  s.ui.takebackButton.disabled = !canTakeBack(s);
  s.ui.backButton.hidden = !s.review;
  const shown = shownPosition(s);
  renderPlayers(s.ui.list, {
    players: shown.board.players, turn: shown.status.turn, outcome: shown.status.outcome, who: (id) => whoPlays(s, id),
    onToggle: s.mode === 'view' ? null : onToggle,
  });
  drawStatus(s);
}
