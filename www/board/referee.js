// The referee client: the only code that calls the module's Game. It keeps the game as steps —
// the start, then each move (the module's move object) with the position after it — so that
// showing an earlier position reads a step instead of replaying the game, and the live position's
// legal moves.

/** A position as the module describes it, after `move` (null for a start). */
function snapshot(game, move = null) {
  return { move, board: game.board(), status: game.status(), fen: game.fen() };
}

/**
 * The steps of a game the module made, which may already have moves (from a PGN). A copy (the
 * module reading the game's own PGN) is taken back move by move, each undo() returning the
 * module's move object and leaving the position before it; the game itself is not touched, so it
 * keeps whatever the copy could not (a declared result, moves played on past an automatic end).
 */
function stepsOf(game) {
  const live = snapshot(game);
  if (game.history().length === 0) return [live];
  const copy = game.constructor.fromPgn(game.pgn());
  try {
    const steps = [];
    let after = live;
    for (let move = copy.undo(); move; move = copy.undo()) {
      steps.unshift({ ...after, move });
      after = snapshot(copy);
    }
    steps.unshift(after);
    return steps;
  } finally {
    copy.free();
  }
}

export class Referee {
  /** Takes over a module Game (freed by `free()`), with the moves it already has. */
  constructor(game) {
    this.game = game;
    this.steps = stepsOf(game);
    this.legal = game.legalMoves();
    this.startFen = game.startFen();
    this.variant = game.variant();
    // Who moved first and the first move's number, for the game score.
    this.scoreStart = { turn: this.steps[0].status.turn, fullmove: game.startMoveNumber() };
  }

  /** Plays a move (SAN or UCI); returns its step. Throws the module's Error, changing nothing. */
  play(text) {
    const step = snapshot(this.game, this.game.play(text));
    this.steps.push(step);
    this.legal = this.game.legalMoves();
    return step;
  }

  /** Takes back the last move. */
  undo() {
    this.game.undo();
    this.steps.pop();
    this.legal = this.game.legalMoves();
  }

  /** Why no legal move goes from `from` to `to`, in one line (null when one does). */
  explain(from, to) {
    return this.game.explainMove(from, to);
  }

  resign(color) {
    this.#declare(() => this.game.resign(color));
  }

  /** Throws the module's Error when the claim does not hold (nothing changes). */
  claimDraw(kind) {
    this.#declare(() => this.game.claimDraw(kind));
  }

  flag(color) {
    this.#declare(() => this.game.flag(color));
  }

  agreeDraw() {
    this.#declare(() => this.game.agreeDraw());
  }

  pgn(tags) {
    return this.game.pgn(tags);
  }

  /** Frees the module's Game; the steps stay readable. */
  free() {
    this.game?.free();
    this.game = null;
  }

  /** An end without a move: the live step takes the new status. */
  #declare(end) {
    end();
    this.steps[this.steps.length - 1] = snapshot(this.game, this.steps.at(-1).move);
    this.legal = this.game.legalMoves();
  }
}
