// The referee client: the only code that calls the module's Game. It keeps the game as steps —
// the start, then each move (the module's move object) with the position after it — so that
// showing an earlier position reads a step instead of replaying the game, and the live position's
// legal moves.
//
// A game that hides the position while it is played (Fog of War: its board() and fen() refuse)
// is described by what one player may see: each step then holds `view(viewer)` and no FEN, and is
// marked `hidden`; `viewer(status)` (from the board) says whose eyes a new step is seen with. Once
// such a game is over, `reveal()` replays it in the open.

/** Whether the chess module's own PGN path can copy the game (chess and Chess960). */
const isChess = (variant) => variant === 'chess' || variant === 'chess960';

/** A position as the module describes it, after `move` (null for a start), by `mover`. */
function snapshot(game, move = null, mover = null, viewer = () => null) {
  const status = game.status();
  try {
    return { move, mover, board: game.board(), status, fen: game.fen(), hidden: false };
  } catch (error) {
    if (typeof game.view !== 'function') throw error;
    const seer = viewer(status) ?? status.turn;
    return { move, mover, board: game.view(seer), status, fen: null, hidden: true, viewer: seer };
  }
}

/**
 * The moves a game already has, in UCI. A game that hides them while it is played (Fog of War)
 * gives none: then `known`, the moves its host played into it (a game resumed), or none.
 */
function playedUci(game, known = []) {
  try {
    return game.historyUci();
  } catch {
    return known;
  }
}

/**
 * The steps of a chess game the module made, which may already have moves (from a PGN). A copy
 * (the module reading the game's own PGN) is taken back move by move, each undo() returning the
 * module's move object and leaving the position before it; the game itself is not touched, so it
 * keeps whatever the copy could not (a declared result, moves played on past an automatic end).
 */
function chessSteps(game) {
  const live = snapshot(game);
  if (game.history().length === 0) return [live];
  const copy = game.constructor.fromPgn(game.pgn());
  try {
    const steps = [];
    let after = live;
    for (let move = copy.undo(); move; move = copy.undo()) {
      steps.unshift({ ...after, move, mover: copy.turn() });
      after = snapshot(copy);
    }
    steps.unshift(after);
    return steps;
  } finally {
    copy.free();
  }
}

/** The steps of another game: its start replayed move by move in a copy. */
function replayedSteps(game, variant, viewer, known) {
  const moves = playedUci(game, known);
  if (moves.length === 0) return [snapshot(game, null, null, viewer)];
  const open = !snapshot(game).hidden; // a hidden game that has ended: shown in the open
  const copy = game.constructor.fromFen(game.startFen(), { variant });
  try {
    const steps = [open ? openSnapshot(game, variant, 0) : snapshot(copy, null, null, viewer)];
    moves.forEach((uci, i) => {
      const mover = copy.turn();
      const move = copy.play(uci);
      steps.push(open ? { ...openSnapshot(game, variant, i + 1), move, mover } : snapshot(copy, move, mover, viewer));
    });
    // The game keeps what a replay cannot: a declared end.
    steps[steps.length - 1] = snapshot(game, steps.at(-1).move, steps.at(-1).mover, viewer);
    return steps;
  } finally {
    copy.free();
  }
}

/**
 * The position after the first `plies` moves, in the open although the game hides it while it is
 * played: a copy set up there (the game, once over, gives every position's FEN) is ended (a
 * resignation, when it has not ended by itself), which the module answers with the whole board;
 * the status is the one before that end.
 */
function openSnapshot(game, variant, plies) {
  const copy = game.constructor.fromFen(game.fenAt(plies), { variant });
  try {
    const status = copy.status();
    if (!status.outcome) copy.resign(status.turn);
    return { move: null, mover: null, board: copy.board(), status, fen: copy.fen(), hidden: false };
  } finally {
    copy.free();
  }
}

export class Referee {
  /**
   * Takes over a module Game (freed by `free()`), with the moves it already has. `viewer(status)`
   * names the player whose view a hidden position is shown in (default: the side to move).
   * `moves`: the moves (UCI) already played into a game that hides them, so that its steps
   * are known.
   */
  constructor(game, { viewer = () => null, moves = [] } = {}) {
    this.game = game;
    this.variant = game.variant();
    this.viewer = viewer;
    this.steps = isChess(this.variant) ? chessSteps(game) : replayedSteps(game, this.variant, viewer, moves);
    this.legal = game.legalMoves();
    this.startFen = game.startFen();
    // Who moved first and the first move's number, for the game score.
    this.scoreStart = { turn: this.steps[0].status.turn, fullmove: game.startMoveNumber() };
  }

  /** Plays a move (SAN or UCI); returns its step. Throws the module's Error, changing nothing. */
  play(text) {
    const mover = this.game.turn();
    const step = snapshot(this.game, this.game.play(text), mover, this.viewer);
    this.steps.push(step);
    this.legal = this.game.legalMoves();
    if (step.hidden === false && this.steps.some((s) => s.hidden)) this.reveal();
    return this.steps.at(-1);
  }

  /** Takes back the last move. */
  undo() {
    this.game.undo();
    this.steps.pop();
    this.legal = this.game.legalMoves();
  }

  /** Whether the live position is hidden (only a player's view of it is known). */
  get hidden() {
    return this.steps.at(-1).hidden;
  }

  /** Describes every step again, as the game now allows (the whole board once a hidden game is over). */
  reveal() {
    this.steps = isChess(this.variant) ? chessSteps(this.game) : replayedSteps(this.game, this.variant, this.viewer, this.ucis());
  }

  /** The moves played, in UCI, for the bot's worker (which replays them in its own instance). */
  ucis() {
    return this.steps.slice(1).map((step) => step.move.uci);
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

  /** An end without a move: the live step takes the new status (a hidden game is revealed). */
  #declare(end) {
    end();
    const last = this.steps.at(-1);
    this.steps[this.steps.length - 1] = snapshot(this.game, last.move, last.mover, this.viewer);
    this.legal = this.game.legalMoves();
    if (this.steps.some((s) => s.hidden) && !this.hidden) this.reveal();
  }
}
