// The referee client of the board of more players: the only code of that board that calls the
// module's Game. It keeps the game as the module describes it — board() and status() of the live
// position, its legal moves, the moves played as play() returned them (mover, SAN, pass) — and
// shows earlier positions by having the module replay the moves: the page learns no rules.

/** Whether `variant` ('four-player:ffa') is a game of more players in the registry `games`. */
export function isCellsGame(games, variant) {
  const base = String(variant ?? '').split(':')[0];
  return Boolean(games?.some((g) => g.id === base && g.family === 'multi'));
}

/**
 * A game record read by the module: the game at its start and the moves to play. Refused (an
 * Error) when the record is of another game than `variant` or, when `variant` names a mode, of
 * another mode: as a position text of another mode is.
 */
export function replayed(Game, pgn, variant) {
  const read = Game.fromPgn(pgn);
  try {
    const named = read.variant();
    const base = (id) => String(id ?? '').split(':')[0];
    if (variant && (variant.includes(':') ? named !== variant : base(named) !== base(variant))) {
      throw new Error(`the record is of ${named}, not ${variant}`);
    }
    return { game: Game.fromFen(read.startFen(), { variant: named }), moves: read.historyUci() };
  } finally {
    read.free();
  }
}

/**
 * A new module Game of `variant` from its start, from `fen` (a position text) or from `pgn` (a
 * game record, rules.md: its start and moves, in the game and mode it names). Throws the module's
 * Error, or replayed()'s, when the text is not one of that game.
 */
export function gameFrom(Game, { variant, fen = null, pgn = null }) {
  if (pgn) {
    const { game, moves } = replayed(Game, pgn, variant);
    try {
      for (const move of moves) game.play(move);
    } catch (error) {
      game.free();
      throw error;
    }
    return game;
  }
  return fen ? Game.fromFen(fen, { variant }) : Game.create(variant);
}

/** The moves `game` has, as play() returns them: its start replayed in a copy. */
function playedMoves(game) {
  const moves = game.historyUci();
  if (moves.length === 0) return [];
  const copy = game.constructor.fromFen(game.startFen(), { variant: game.variant() });
  try {
    return moves.map((move) => copy.play(move));
  } finally {
    copy.free();
  }
}

export class CellsReferee {
  /**
   * Takes over a module Game of a game of more players (freed by `free()`), with the moves it
   * already has. The game's own `variant()` is kept, mode included, so a game replayed for the
   * record, the bots or an export is the same game.
   */
  constructor(game) {
    this.game = game;
    this.variant = game.variant();
    this.startFen = game.startFen();
    this.history = playedMoves(game); // the module's move objects (mover, san, uci, pass, captured …)
    this.#read();
  }

  /** Plays a move (its text, 'd2-d4'); returns the module's move object. Throws the module's Error, changing nothing. */
  play(text) {
    const move = this.game.play(text);
    this.history.push(move);
    this.#read();
    return move;
  }

  /** Takes back the last move; returns it. */
  undo() {
    this.game.undo();
    const move = this.history.pop();
    this.#read();
    return move;
  }

  /** The moves played, in the module's notation, for the bot's worker (which replays them itself). */
  ucis() {
    return this.history.map((move) => move.uci);
  }

  get fen() {
    return this.game.fen();
  }

  /** The position after the first `ply` moves: { ply, board, status, fen, lastMove }, replayed by the module. */
  positionAfter(ply) {
    const earlier = this.game.constructor.fromFen(this.startFen, { variant: this.variant });
    try {
      for (const move of this.history.slice(0, ply)) earlier.play(move.uci);
      return { ply, board: earlier.board(), status: earlier.status(), fen: earlier.fen(), lastMove: this.history[ply - 1] ?? null };
    } finally {
      earlier.free();
    }
  }

  pgn(tags) {
    return this.game.pgn(tags);
  }

  /** Frees the module's Game; what was read stays readable. */
  free() {
    this.game?.free();
    this.game = null;
  }

  #read() {
    this.board = this.game.board();
    this.status = this.game.status();
    this.legal = this.status.outcome ? [] : this.game.legalMoves();
  }
}
