// A game's review, computed from the engine's evaluation of every position: each move's loss of
// winning chances, its classification and accuracy, and each player's accuracy. Pure functions:
// no module, no worker, no DOM (review-run.js asks the engine; this only counts).
//
// The scale is lichess's published one (the formulas as published; the code is ours):
//   winning chances  W(cp) = 2 / (1 + exp(-0.00368208 · cp)) − 1, in −1..1, cp clamped to ±1000;
//   win%             50 + 50 · W;
//   classification   by the drop of W from the mover's view: ≥ 0.3 blunder, ≥ 0.2 mistake,
//                    ≥ 0.1 inaccuracy;
//   move accuracy    103.1668 · exp(−0.04354 · (win% before − win% after)) − 3.1669, clamped 0..100;
//   game accuracy    per player, the mean of a volatility-weighted mean and a harmonic mean of
//                    that player's move accuracies (gameAccuracy below says exactly how).
// A mate, and a position the rules have decided, count as ±1000 cp: the edge of the scale.
//
// Scores are each game's own: centipawns of that game's bot (a pawn of that game ≈ 100). The
// thresholds read winning chances, not centipawns, so they apply unchanged; what a centipawn
// is worth differs from game to game (README, "Game review").

/** Scores beyond this many centipawns say no more about winning chances (lichess's ceiling). */
export const CP_CEILING = 1000;
/** The slope of the win-probability curve, per centipawn. */
const SLOPE = 0.00368208;
/** Drops of winning chances (−1..1, mover's view) from which a move is marked. */
export const THRESHOLDS = Object.freeze({ inaccuracy: 0.1, mistake: 0.2, blunder: 0.3 });

/** Clamps a score in centipawns to the scale's ceiling. */
function ceiled(cp) {
  return Math.max(-CP_CEILING, Math.min(CP_CEILING, cp));
}

/** Winning chances of the side whose score `cp` is, in −1 (lost) .. 1 (won). */
export function winningChances(cp) {
  return 2 / (1 + Math.exp(-SLOPE * ceiled(cp))) - 1;
}

/** Win% (0..100) of the side whose score `cp` is. */
export function winPercent(cp) {
  return 50 + 50 * winningChances(cp);
}

/** The centipawns of an engine score `{ scoreCp, mate }`: a mate is ±CP_CEILING (mate 0 or
 *  negative: the side of the score is mated). */
export function scoreToCp({ scoreCp = null, mate = null }) {
  if (mate !== null && mate !== undefined) return mate > 0 ? CP_CEILING : -CP_CEILING;
  if (typeof scoreCp !== 'number' || !Number.isFinite(scoreCp)) throw new Error(`a score needs scoreCp or mate, not ${JSON.stringify({ scoreCp, mate })}`);
  return ceiled(scoreCp);
}

/** 'blunder' | 'mistake' | 'inaccuracy' | null for a drop of winning chances (mover's view). */
export function classify(drop) {
  if (drop >= THRESHOLDS.blunder) return 'blunder';
  if (drop >= THRESHOLDS.mistake) return 'mistake';
  if (drop >= THRESHOLDS.inaccuracy) return 'inaccuracy';
  return null;
}

/** A move's accuracy (0..100) from the mover's win% before and after it. */
export function moveAccuracy(winBefore, winAfter) {
  const raw = 103.1668 * Math.exp(-0.04354 * (winBefore - winAfter)) - 3.1669;
  return Math.max(0, Math.min(100, raw));
}

/** Population standard deviation. */
function deviation(values) {
  const mean = values.reduce((a, b) => a + b, 0) / values.length;
  return Math.sqrt(values.reduce((a, v) => a + (v - mean) ** 2, 0) / values.length);
}

/** A move's accuracy counts at least this much in the harmonic mean, where a single 0 would
 *  make the mean 0 whatever the other moves were. */
const HARMONIC_FLOOR = 1;

/**
 * Each player's accuracy (0..100) over a game: `wins` are the win% of every position from the
 * first player's view, the start first (one more than the moves); `accuracies` each move's
 * accuracy, move i leading from position i to i + 1; `movers` who made each move (0: the first
 * player, 1: the second), or a number: who moved first, the players then taking turns. Returns
 * `[first player's, second player's]`, null for a player without moves.
 *
 * How (lichess's published description, in our words):
 * - window: w = clamp(floor(moves / 10), 2, 8) consecutive win%;
 * - move i's weight: the standard deviation of the win% in the window p[i+2−w .. i+2) (for the
 *   first moves, where that would start before the game, the window p[0 .. w)), clamped to
 *   0.5..12 — moves in sharp stretches of the game weigh more; a window longer than the game is
 *   the whole game;
 * - a player's weighted mean: Σ accuracy · weight / Σ weight over the player's moves;
 * - a player's harmonic mean: n / Σ (1 / max(accuracy, 1)) over the player's n moves;
 * - the player's accuracy: the mean of the two.
 */
export function gameAccuracy(wins, accuracies, movers = 0) {
  const moves = accuracies.length;
  if (wins.length !== moves + 1) throw new Error(`gameAccuracy: ${moves} moves need ${moves + 1} win percentages, not ${wins.length}`);
  const size = Math.max(2, Math.min(8, Math.floor(moves / 10)));
  const sums = [
    { weighted: 0, weights: 0, inverse: 0, n: 0 },
    { weighted: 0, weights: 0, inverse: 0, n: 0 },
  ];
  for (let i = 0; i < moves; i++) {
    const start = Math.max(0, i + 2 - size);
    const window = wins.slice(start, Math.min(wins.length, start + size));
    const weight = Math.max(0.5, Math.min(12, deviation(window)));
    const sum = sums[Array.isArray(movers) ? movers[i] : (i + movers) % 2];
    sum.weighted += accuracies[i] * weight;
    sum.weights += weight;
    sum.inverse += 1 / Math.max(accuracies[i], HARMONIC_FLOOR);
    sum.n += 1;
  }
  return sums.map((s) => (s.n === 0 ? null : (s.weighted / s.weights + s.n / s.inverse) / 2));
}

/** Ends the players declare; every other end was decided by the game's rules on the board. */
const DECLARED_ENDS = new Set(['resignation', 'agreement', 'timeout', 'timeout-vs-insufficient-material']);

/**
 * The evaluation of one position, from the first player's ('white') view, from an engine
 * `analysis` (`Bot.analyse`'s answer: `turn` and `lines`, best first) — or, for the last position
 * of a game the rules ended there (mate, stalemate, a repetition, …), from the `outcome`.
 * Returns `{ turn, cp, mate, win, best, over }`: `turn` the side to move there, `cp` clamped to
 * the scale (mates ±1000), `mate` in moves or null, `win` the first player's win%, `best` the best
 * line's first move `{ uci, san }` (null when the position is over), `over` true for a position
 * the rules decided.
 */
export function positionEvaluation(analysis, outcome = null) {
  const ruled = outcome && !DECLARED_ENDS.has(outcome.reason);
  if (ruled || !analysis.lines || analysis.lines.length === 0) {
    if (!outcome) throw new Error(`the position after ply ${analysis.ply} has no move to analyse: the record needs the game's outcome`);
    const cp = outcome.winner === 'white' ? CP_CEILING : outcome.winner === 'black' ? -CP_CEILING : 0;
    return { turn: analysis.turn ?? null, cp, mate: null, win: winPercent(cp), best: null, over: true };
  }
  const line = analysis.lines[0];
  const sign = analysis.turn === 'white' ? 1 : -1;
  const cp = sign * scoreToCp(line);
  const mate = line.mate === null || line.mate === undefined ? null : sign * line.mate;
  return { turn: analysis.turn, cp, mate, win: winPercent(cp), best: { uci: line.pv[0], san: line.san[0] }, over: false };
}

/**
 * The review of a game from the evaluation of each of its positions.
 * `moves`: the moves played, `{ uci, san }` each; `evaluations`: `positionEvaluation`s of the
 * start and of the position after each move (moves.length + 1 of them). Each move's mover is the
 * side to move in the evaluation before it (`turn`: games where a side moves twice in a row are
 * counted right); without `turn`, the players take turns from `firstMover` ('white' by default).
 * Returns { moves: [{ ply, color, uci, san, before, after, winBefore, winAfter, drop, cpLoss,
 * accuracy, classification, best, better }], evaluations, players: { white, black } } where
 * `winBefore`, `winAfter` are the mover's win%, `drop` the loss of the mover's winning chances
 * (−1..1 scale), `cpLoss` the centipawns lost (clamped scale, never negative), `better` the
 * engine's move when the move is marked and was not it, and each player
 * `{ accuracy, acpl, inaccuracies, mistakes, blunders, moves }` (acpl: average centipawn loss).
 */
export function buildReview(moves, evaluations, firstMover = 'white') {
  if (evaluations.length !== moves.length + 1) throw new Error(`a review of ${moves.length} moves needs ${moves.length + 1} evaluations, not ${evaluations.length}`);
  const first = firstMover === 'black' ? 1 : 0;
  const reviewed = moves.map((move, i) => {
    const color = evaluations[i].turn ?? ((i + first) % 2 === 0 ? 'white' : 'black');
    const sign = color === 'white' ? 1 : -1;
    const before = evaluations[i];
    const after = evaluations[i + 1];
    const winBefore = sign === 1 ? before.win : 100 - before.win;
    const winAfter = sign === 1 ? after.win : 100 - after.win;
    const drop = (winBefore - winAfter) / 50;
    const classification = classify(drop);
    const best = before.best;
    const better = classification && best && best.uci !== move.uci ? best : null;
    return {
      ply: i + 1, color, uci: move.uci, san: move.san, before, after, winBefore, winAfter, drop,
      cpLoss: Math.max(0, sign * (before.cp - after.cp)), accuracy: moveAccuracy(winBefore, winAfter),
      classification, best, better,
    };
  });
  const movers = reviewed.map((m) => (m.color === 'white' ? 0 : 1));
  const [white, black] = gameAccuracy(evaluations.map((e) => e.win), reviewed.map((m) => m.accuracy), movers);
  const players = { white: playerSummary(reviewed, 'white', white), black: playerSummary(reviewed, 'black', black) };
  return { moves: reviewed, evaluations, players };
}

function playerSummary(reviewed, color, accuracy) {
  const own = reviewed.filter((m) => m.color === color);
  const count = (kind) => own.filter((m) => m.classification === kind).length;
  const acpl = own.length === 0 ? null : own.reduce((a, m) => a + m.cpLoss, 0) / own.length;
  return { accuracy, acpl, inaccuracies: count('inaccuracy'), mistakes: count('mistake'), blunders: count('blunder'), moves: own.length };
}

/** One line saying how a player did: "White: accuracy 87%, 1 inaccuracy, no mistakes, 1 blunder,
 *  average centipawn loss 35". `name` is what the game calls the side ('White', 'Sente'). */
export function summaryLine(name, player) {
  if (player.moves === 0) return `${name}: no moves`;
  const counted = (n, one, many) => (n === 0 ? `no ${many}` : n === 1 ? `1 ${one}` : `${n} ${many}`);
  return `${name}: accuracy ${Math.round(player.accuracy)}%, ${counted(player.inaccuracies, 'inaccuracy', 'inaccuracies')}, `
    + `${counted(player.mistakes, 'mistake', 'mistakes')}, ${counted(player.blunders, 'blunder', 'blunders')}, `
    + `average centipawn loss ${Math.round(player.acpl)}`;
}
