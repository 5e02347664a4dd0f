// The words the page uses for results and turns, and the PGN result of an outcome.

import { other, sideName } from './sides.js';

const DRAW_REASONS = {
  stalemate: 'Stalemate',
  fivefold: 'Fivefold repetition',
  'seventy-five-moves': 'Seventy-five-move rule',
  'insufficient-material': 'Insufficient material',
  'dead-position': 'Dead position: neither side can mate',
  threefold: 'Threefold repetition (claimed)',
  'fifty-moves': 'Fifty-move rule (claimed)',
  agreement: 'Draw by agreement',
  // The other games' own ends (a winner is named after them).
  'king-exploded': 'King exploded',
  'king-captured': 'King captured',
  'no-pieces': 'No pieces left',
};

const capital = (text) => text[0].toUpperCase() + text.slice(1);

/**
 * One line saying how the game ended and who won, e.g. "Checkmate — you win",
 * "White's time is up — Black wins". `you` is the player's colour, or null for two players;
 * `turn` is the side to move when the game ended (the side whose time ran out, on time); `sides`
 * the game's names of its sides (sides.js: Xiangqi's "Black's time is up — Red wins").
 */
export function describeOutcome({ winner, reason }, you = null, turn = null, sides = null) {
  const name = (color) => (you ? (color === you ? 'you' : 'the bot') : sideName(color, sides));
  const wins = winner ? (you ? (winner === you ? 'you win' : 'the bot wins') : `${sideName(winner, sides)} wins`) : 'draw';
  const loser = winner ? other(winner) : null;
  switch (reason) {
    case 'checkmate':
      return `Checkmate — ${wins}`;
    case 'resignation':
      return `${capital(name(loser))} ${you && loser === you ? 'resign' : 'resigns'} — ${wins}`;
    case 'timeout':
      return `${you && loser === you ? 'Your' : capital(name(loser)) + '’s'} time is up — ${wins}`;
    case 'timeout-vs-insufficient-material': {
      if (!turn) return 'Time is up, but the other side cannot mate — draw';
      const flagged = you && turn === you ? 'Your' : `${capital(name(turn))}’s`;
      return `${flagged} time is up, but ${name(other(turn))} cannot mate — draw`;
    }
    default:
      return `${DRAW_REASONS[reason] ?? reason} — ${wins}`;
  }
}

/** The status line while the game goes on ("Red to move" with Xiangqi's `sides`). */
export function describeTurn({ turn, check }, { you = null, thinking = false, sides = null } = {}) {
  if (thinking) return 'The bot is thinking…';
  const mover = you ? (turn === you ? 'Your move' : 'The bot’s move') : `${sideName(turn, sides)} to move`;
  return check ? `${mover} — check!` : mover;
}

/** The PGN result of an outcome ({ winner }) of a game of two sides. */
export function resultOf(outcome) {
  return outcome.winner === 'white' ? '1-0' : outcome.winner === 'black' ? '0-1' : '1/2-1/2';
}

/**
 * A bot level as the page shows it: "Level 3 · Casual · 1400 Elo". The ratings were measured in
 * chess against Stockfish, so only a game of chess (`rated`) shows one, and only once measured.
 */
export function levelLabel(level, levels, { rated = true } = {}) {
  const info = levels.find((l) => l.level === level);
  return [`Level ${level}`, info?.name, rated && info?.elo > 0 ? `${info.elo} Elo` : null].filter(Boolean).join(' · ');
}
