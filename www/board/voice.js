// What the board says, for everyone and for screen readers: a live region announcing each move and
// each new situation, a second one for the keyboard cursor (so walking the board never talks over
// a move), and the notice over the board (an alert, for a few seconds).

import { NOTICE_MS } from './config.js';
import { describeMove, checkWords, lostPieces } from './speech.js';
import { describeOutcome } from './messages.js';
import { sideName } from './sides.js';
import { sidesOf } from './state.js';

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

export function announce(s, text) {
  s.ui.announce.textContent = text;
}

export function announceCursor(s, text) {
  s.ui.cursorLive.textContent = text;
}

/** "You: Knight from g1 to f3.", "Bot: …", "White: …, checkmate. Checkmate — White wins." (Xiangqi: "Red: …"). */
export function announceMove(s, step, before, mover) {
  const { status } = step;
  const who = s.you === null ? sideName(mover, sidesOf(s)) : mover === s.you ? 'You' : 'Bot';
  const words = `${describeMove(step.move, before, step.board, s.catalog.pieces)}${checkWords(status)}`;
  const end = status.outcome ? ` ${describeOutcome(status.outcome, s.you, status.turn, sidesOf(s))}.` : '';
  announce(s, `${who}: ${words}.${end}`);
}

/**
 * A move the viewer did not see (Fog of War): that it was made, and any of the viewer's pieces it
 * took (they saw them vanish). With two players on one device, nothing but who moved. Returns
 * whether a piece of the viewer's was taken.
 */
export function announceHiddenMove(s, step, before, mover) {
  const who = s.you === null ? sideName(mover, sidesOf(s)) : mover === s.you ? 'You' : 'Bot';
  if (s.you === null) {
    announce(s, `${who} has moved.`);
    return false;
  }
  const lost = lostPieces(before, step.board, s.you, s.catalog.pieces);
  const words = lost.map((p) => `took your ${p.role} on ${p.square}`);
  const end = step.status.outcome ? ` ${describeOutcome(step.status.outcome, s.you, step.status.turn, sidesOf(s))}.` : '';
  announce(s, `${who}: ${words.length ? words.join(', ') : 'moved'}.${end}`);
  return lost.length > 0;
}

/** A one-line message over the board, for a few seconds (also read by screen readers). */
export function showNotice(s, text) {
  const el = s.ui.notice;
  el.textContent = capital(String(text));
  el.hidden = false;
  clearTimeout(s.noticeTimer);
  s.noticeTimer = setTimeout(() => hideNotice(s), NOTICE_MS);
}

export function hideNotice(s) {
  clearTimeout(s.noticeTimer);
  s.ui.notice.hidden = true;
}

export function noticeText(s) {
  return s.ui.notice.hidden ? null : s.ui.notice.textContent;
}
