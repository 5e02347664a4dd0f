// What the board tells its host page, as DOM events on the host element (they bubble and cross
// shadow roots):
//   move      { san, uci, from, to, color, promotion, capture, check, fen, ply, source }
//             source: 'human' (pointer, keyboard, move box) | 'bot' | 'api'
//   gameover  { outcome: { winner, reason }, result: '1-0' | '0-1' | '1/2-1/2', fen, pgn }
//   illegal   { move, from, to, reason, fen }   a move that was refused (the game is unchanged)
//   takeback  { plies, fen }   moves were taken back (before the bot is asked again)
//   update    {}   anything the page's panels show may have changed (status, review, thinking)

export function emit(s, type, detail = {}) {
  s.host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
}

export function changed(s) {
  emit(s, 'update');
}

/** Tells the host a move was refused and returns the Error to throw (the game is unchanged). */
export function refuse(s, move, from, to, reason) {
  emit(s, 'illegal', { move, from, to, reason, fen: s.referee.steps.at(-1).fen });
  return new Error(reason);
}
