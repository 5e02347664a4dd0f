// What the chess board tells its host page: the events of the board contract (contract.js, which
// lists them and builds their details), sent on the host element.

import { dispatch } from './contract.js';

export function emit(s, type, detail = {}) {
  return dispatch(s.host, type, detail);
}

export function changed(s) {
  emit(s, 'update');
}

/** Tells the host a move was refused and returns the Error to throw (the game is unchanged). */
export function refuse(s, move, from, to, reason) {
  emit(s, 'illegal', { move, from, to, reason, fen: s.referee.steps.at(-1).fen });
  return new Error(reason);
}
