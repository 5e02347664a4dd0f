// The bot's side of a play-bot game: asks the board's own worker (bot-client.js, started when the
// bot first has to think) for a move when it is the bot's turn, answers draw offers, and forgets an
// answer that comes after the game moved on (new game, takeback, game over).

import { BOT_MOVETIME_MS, MIN_REPLY_MS, DRAW_PROBE_MS, DRAW_ACCEPT_CP } from './config.js';
import { botToMove } from './state.js';

function client(s) {
  s.bot ??= s.engine.createBot();
  return s.bot;
}

/** What the bot is asked about: the game from its start, at the board's level. */
function question(s, limits) {
  return { variant: s.referee.variant, startFen: s.referee.startFen, moves: s.referee.ucis(), level: s.level, limits };
}

/**
 * When it is the bot's turn, asks it for a move: `thinking` until the answer, which goes to
 * `play(uci)` — unless the game moved on meanwhile. `fail(message)` hears why it could not.
 * `changed()` is called when `thinking` changes.
 */
export function botTurn(s, { play, fail, changed }) {
  if (!botToMove(s)) return;
  const bot = client(s);
  if (!bot) {
    fail('This build has no bot: play both sides.');
    return;
  }
  const token = ++s.token;
  s.thinking = true;
  changed();
  const limits = s.options.botLimits?.() ?? { movetimeMs: BOT_MOVETIME_MS };
  const started = performance.now();
  bot
    .think(question(s, limits))
    .then(async (answer) => {
      const wait = MIN_REPLY_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (token !== s.token) return;
      s.thinking = false;
      play(answer.uci);
    })
    .catch((e) => {
      if (token !== s.token) return;
      s.thinking = false;
      fail(`The bot could not move: ${e.message ?? e}`);
      changed();
    });
}

/**
 * Forgets a pending bot answer. A search cannot be interrupted from outside its worker, so a busy
 * worker is dropped: the next think starts a fresh one.
 */
export function cancelBot(s) {
  if ((s.thinking || s.drawOfferPending) && s.bot) {
    s.bot.terminate();
    s.bot = null;
  }
  s.token += 1;
  s.thinking = false;
  s.drawOfferPending = false;
}

/** Stops the board's worker for good. */
export function stopBot(s) {
  cancelBot(s);
  s.bot?.terminate();
  s.bot = null;
}

/**
 * The bot's answer to a draw offer: it looks briefly and accepts ('accept') when it is not clearly
 * better, else 'decline'; null when the game moved on while it looked. Throws when it could not
 * answer.
 */
export async function answerDrawOffer(s) {
  const token = s.token;
  const answer = await client(s).think(question(s, { movetimeMs: DRAW_PROBE_MS }));
  if (token !== s.token) return null;
  // The score is from the side to move's view: the player's now, so the bot's is its negation.
  const botMates = answer.mate !== null && answer.mate !== undefined && answer.mate < 0;
  const botScore = answer.scoreCp === null || answer.scoreCp === undefined ? 0 : -answer.scoreCp;
  return !botMates && botScore <= DRAW_ACCEPT_CP ? 'accept' : 'decline';
}
