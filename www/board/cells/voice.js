// What the board of more players says, for everyone and for screen readers: each move in words
// ("Blue: knight from a5 to c6, check to Red"), who went out, the end with its ranking; whose turn
// it is or which earlier position is shown; the cell under the keyboard cursor; and the notice
// beside the board (a refused move, a bot that failed).

import { describeRanking } from './players.js';
import { modeLabel } from '../catalog.js';
import { playersOf, turnOf, isOver, whoPlays } from './state.js';

/** A move in words: "Blue: knight from a5 to c6, check to Red"; `after` is board() after it. */
export function describeCellsMove(move, after, status) {
  const name = (id) => after.players.find((p) => p.id === id)?.name ?? id;
  if (move.pass) return `${name(move.mover)} passes (no legal move)`;
  let text = `${name(move.mover)}: ${move.piece ?? 'piece'} from ${move.from}`;
  text += move.captured
    ? ` takes ${name(move.captured.owner)} ${move.captured.role} on ${move.captured.square}${move.enPassant ? ` en passant, to ${move.to}` : ''}`
    : ` to ${move.to}`;
  if (move.promotion) text += `, becomes a ${move.promotion}`;
  const checks = (status.checks ?? []).filter((id) => id !== move.mover);
  if (checks.length) text += `, check to ${checks.map(name).join(' and ')}`;
  return text;
}

/** The seats that went out between two board() descriptions. */
export function newlyOut(before, after) {
  return after.players.filter((p) => p.status !== 'alive' && before.players.find((q) => q.id === p.id)?.status === 'alive');
}

/** The game's name with its mode: "Four-player chess (Teams: …)". */
export function gameName(s) {
  const [base, mode] = s.referee.variant.split(':');
  const info = s.engine.games?.find((g) => g.id === base) ?? null;
  return `${info?.name ?? base}${mode ? ` (${modeLabel(info, mode)})` : ''}`;
}

/** "Red to move (you), in check", or how the game ended. */
export function turnWords(s) {
  const players = playersOf(s);
  if (isOver(s)) return `game over: ${describeRanking(s.referee.status.outcome, players)}`;
  const turn = turnOf(s);
  const p = players.find((q) => q.id === turn);
  const who = whoPlays(s, turn);
  return `${p.name} to move${who === 'you' ? ' (you)' : who === 'bot' ? ' (bot)' : ''}${s.referee.status.check ? ', in check' : ''}`;
}

/** "Move 5 of 12 (Blue b7-d7): an earlier position; the game goes on". */
export function reviewWords(s) {
  const { ply } = s.review;
  const history = s.referee.history;
  const move = history[ply - 1];
  const mover = move && playersOf(s).find((p) => p.id === move.mover)?.name;
  const what = ply === 0 ? 'The start' : `Move ${ply} of ${history.length} (${mover} ${move.pass ? 'pass' : move.san})`;
  return `${what}: an earlier position; the game goes on`;
}

/** What a move is said as: the move, who went out with it, the end; `before` is board() before it. */
export function moveWords(s, move, before) {
  const { board, status } = s.referee;
  const words = [describeCellsMove(move, board, status)];
  for (const p of newlyOut(before, board)) words.push(`${p.name} is out`);
  if (isOver(s)) words.push(`Game over: ${describeRanking(status.outcome, board.players)}`);
  return words.join('. ');
}

/** Says `text` in the live region of moves. */
export function announce(s, text) {
  s.ui.say.textContent = text;
}

/** Says what is under the keyboard cursor: "e2, Red pawn" (and whether the piece picked can go there). */
export function sayCursor(s) {
  const { board, legal } = s.referee;
  const cell = board.cells.find((c) => c.name === s.cursor);
  if (!cell) return;
  const owner = cell.piece && board.players.find((p) => p.id === cell.piece.owner);
  const piece = cell.piece ? `${owner?.name ?? cell.piece.owner}${cell.piece.grey ? ' (grey)' : ''} ${cell.piece.role}` : 'empty';
  const target = s.selected && legal.some((m) => m.from === s.selected && m.to === cell.name) ? `, ${s.selected} can go here` : '';
  s.ui.cursorSay.textContent = `${cell.name}, ${piece}${target}`;
}

/** Says which piece was picked and where it can go. */
export function sayPicked(s) {
  const targets = s.referee.legal.filter((m) => m.from === s.selected).map((m) => m.to);
  s.ui.cursorSay.textContent = `${s.selected} picked: ${targets.join(', ')}`;
}

/** A message beside the board (a refused move, a bot that failed, a bad attribute); '' hides it. */
export function showNotice(s, text) {
  s.ui.notice.textContent = text;
}

export function noticeText(s) {
  return s.ui.notice.textContent || null;
}
