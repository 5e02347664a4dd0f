// The bots of a game of more players: every seat not played by a human here is a bot, and they
// answer one after another from the board's own worker (started when a bot first has to think).
// A forced pass is played by the board itself. An answer that comes after the game moved on (new
// game, takeback, a move through the API) is forgotten.

import { isOver, forcedPass, botToMove, PASS_DELAY_MS } from './state.js';

/**
 * What happens next: a forced pass is played after a moment; a bot's seat thinks. `play(uci,
 * source)` plays the answer; `fail(message)` hears why a bot could not move; `changed()` is called
 * when `thinking` changes.
 */
export function nextTurn(s, { play, fail, changed }) {
  clearTimeout(s.timer);
  if (isOver(s) || s.mode === 'view') return;
  if (forcedPass(s)) {
    const source = botToMove(s) ? 'bot' : 'human';
    s.timer = setTimeout(() => play('pass', source), PASS_DELAY_MS);
    return;
  }
  if (botToMove(s)) think(s, { play, fail, changed });
}

async function think(s, { play, fail, changed }) {
  const token = ++s.token;
  s.thinking = true;
  changed();
  s.bot ??= s.engine.createBot();
  const { referee } = s;
  try {
    const best = await s.bot.think({
      variant: referee.variant, startFen: referee.startFen, moves: referee.ucis(), level: s.level, limits: { movetimeMs: s.movetimeMs },
    });
    if (token !== s.token || !s.referee?.game) return;
    s.thinking = false;
    play(best.uci, 'bot');
  } catch (error) {
    if (token !== s.token) return;
    s.thinking = false;
    fail(`The bot could not move: ${error.message ?? error}`);
    changed();
  }
}

/**
 * Forgets a pending bot answer and a pending pass. A search cannot be interrupted from outside its
 * worker, so a busy worker is dropped: the next think starts a fresh one.
 */
export function cancelBots(s) {
  s.token++;
  s.thinking = false;
  clearTimeout(s.timer);
  if (s.bot?.thinking) {
    s.bot.terminate?.();
    s.bot = null;
  }
}

/** Stops the board's worker for good. */
export function stopBots(s) {
  cancelBots(s);
  s.bot?.terminate?.();
  s.bot = null;
}
