// The page's wiring: the module referees, the view draws, input turns pointers into intents, the
// bot thinks in its worker. The page keeps only view state and asks the module about the rules.

import init, * as wasm from './pkg/wasm_chess.js';
import { BoardView } from './view.js';
import { Interaction, bindPointer } from './input.js';
import { scoreRows, fenMoveNumber } from './score.js';
import { ChessClock, formatClock } from './clock.js';
import { ResultsTable, resultOf, formatPoints } from './results.js';
import { Sounds } from './sound.js';
import { HANDICAPS, DEFAULT_CHOICE, resolveSides, prepareForm, readForm, writeForm, choiceTimeControl } from './setup.js';
import { describeOutcome, describeTurn, levelLabel } from './messages.js';
import { fillScore, fillResults, fillPlayer } from './panel.js';

await init();
const { Game } = wasm;

/** What this build of the module offers; parts of the page wait for the rest. */
const api = {
  fromSetup: typeof Game.fromSetup === 'function',
  fromPgn: typeof Game.fromPgn === 'function',
  startFen: typeof Game.prototype.startFen === 'function',
  historyUci: typeof Game.prototype.historyUci === 'function',
  pgn: typeof Game.prototype.pgn === 'function',
  explain: typeof Game.prototype.explainMove === 'function',
  claim: typeof Game.prototype.claimDraw === 'function',
  agree: typeof Game.prototype.agreeDraw === 'function',
  resign: typeof Game.prototype.resign === 'function',
  flag: typeof Game.prototype.flag === 'function',
  bot: typeof wasm.Bot === 'function' && typeof wasm.Bot.levels === 'function',
};

const PROMOTION_ROLES = ['q', 'n', 'r', 'b'];
const BOT_MOVETIME_MS = 1000; // without a clock
const MIN_REPLY_MS = 350; // an instant reply feels abrupt: the player first sees their own move land
const DRAW_PROBE_MS = 300; // how long the bot looks before answering a draw offer
const DRAW_ACCEPT_CP = 25; // the bot accepts a draw when it is at most this much better
const LOW_TIME_MS = 20_000;
const CHOICE_KEY = 'wasm-chess.choice';

const $ = (id) => document.getElementById(id);
const other = (color) => (color === 'white' ? 'black' : 'white');
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();

const levels = api.bot ? wasm.Bot.levels() : [];
const BotClient = api.bot ? (await import('./bot-client.js')).BotClient : null;
const newBot = () => new BotClient(new URL('./bot-worker.js', import.meta.url));
let bot = BotClient ? newBot() : null;
const sounds = new Sounds(storage);
const results = new ResultsTable(storage);
const view = new BoardView($('board'));

/** Everything about the game in progress. */
const S = {
  game: null,
  startFen: '',
  choice: null,
  you: null, // the player's colour against the bot; null when two people share the board
  level: 1,
  handicap: 'standard',
  moves: [], // MoveInfo of each ply, as the module returned them
  clockLog: [], // the clock's times before each ply, for takebacks
  clock: null,
  board: null,
  legal: [],
  status: null,
  review: null, // the ply shown while reviewing, null for the live position
  orientation: 'white',
  thinking: false,
  token: 0, // bumps whenever a pending bot answer must be ignored
  recorded: false,
  promotion: null, // { from, to, moves } while the chooser is open
  drag: null,
};

// ---------------------------------------------------------------- starting games

function saveChoice(choice) {
  storage?.setItem(CHOICE_KEY, JSON.stringify({ ...choice, position: '' }));
}

function loadChoice() {
  let saved = {};
  try {
    saved = JSON.parse(storage?.getItem(CHOICE_KEY) ?? '{}') ?? {};
  } catch {
    saved = {};
  }
  const choice = { ...DEFAULT_CHOICE, ...saved, position: '' };
  if (!api.bot) choice.opponent = 'friend';
  if (!api.fromSetup) choice.handicap = 'standard';
  if (!api.flag) choice.time = 'none';
  return choice;
}

/** Makes the module's game for a choice; throws an Error with a message for the form. */
function createGame(choice) {
  const text = choice.position.trim();
  if (text) {
    const looksLikePgn = /^\[|^\d+\s*\./.test(text) || /\d+\.\s*[a-zA-Z]/.test(text);
    if (looksLikePgn) {
      if (!api.fromPgn) throw new Error('PGN import is not in this build of the module yet; paste a FEN.');
      return Game.fromPgn(text);
    }
    return Game.fromFen(text);
  }
  if (choice.handicap !== 'standard') return Game.fromSetup(choice.handicap);
  return new Game();
}

/** The moves of a game the module built (from a PGN), replayed to get each move's details. */
function replayMoves(game, startFen) {
  if (!api.historyUci) return [];
  const replay = Game.fromFen(startFen);
  try {
    return game.historyUci().map((uci) => replay.play(uci));
  } finally {
    replay.free();
  }
}

function startGame(choice) {
  const game = createGame(choice);
  cancelBot();
  S.game?.free();
  S.game = game;
  S.choice = choice;
  S.startFen = api.startFen ? game.startFen() : choice.position.trim() || game.fen();
  S.moves = replayMoves(game, S.startFen);
  S.clockLog = S.moves.map(() => null);
  S.handicap = choice.position.trim() ? 'standard' : choice.handicap;
  S.level = choice.level;
  if (choice.opponent === 'bot' && bot) {
    S.you = S.handicap === 'standard' ? resolveSides({ ...choice, handicap: 'standard' }) : resolveSides(choice);
  } else {
    S.you = null;
  }
  S.orientation = S.you ?? 'white';
  S.review = null;
  S.recorded = false;
  S.promotion = null;
  S.drag = null;
  interaction.reset();
  const control = choiceTimeControl(choice);
  S.clock = control && api.flag ? new ChessClock(control) : null;
  view.update({ orientation: S.orientation });
  refresh({ animate: false });
  if (!S.status.outcome) {
    S.clock?.start(S.status.turn);
    maybeBotTurn();
  } else {
    S.recorded = true; // a finished game pasted in is shown, not scored
    finish();
  }
}

// ---------------------------------------------------------------- the position shown

const isLive = () => S.review === null;
const over = () => Boolean(S.status?.outcome);
const botToMove = () => S.you !== null && !over() && S.status.turn !== S.you;

function kingInCheck(board, status) {
  if (!status.check) return null;
  const king = (status.turn === 'white' ? 'w' : 'b') + 'K';
  return board.squares.find((s) => s.piece === king)?.square ?? null;
}

/** Re-reads the live position from the module and redraws everything. */
function refresh({ animate = true } = {}) {
  S.board = S.game.board();
  S.legal = S.game.legalMoves();
  S.status = S.game.status();
  S.review = null;
  const last = S.moves.at(-1);
  $('board-wrap').style.aspectRatio = `${S.board.files} / ${S.board.ranks}`;
  view.setBoard(S.board, {
    animate,
    lastMove: last ? [last.from, last.to] : null,
    check: kingInCheck(S.board, S.status),
    selected: null,
    dests: [],
    drag: null,
    promotion: null,
  });
  renderAll();
}

/** Shows the position after `ply` moves (0 = the start) without changing the game. */
function showPly(ply) {
  const target = Math.max(0, Math.min(ply, S.moves.length));
  if (target === S.moves.length) {
    if (!isLive()) refresh({ animate: true });
    return;
  }
  const replay = Game.fromFen(S.startFen);
  try {
    for (const m of S.moves.slice(0, target)) replay.play(m.uci);
    const board = replay.board();
    const status = replay.status();
    const last = S.moves[target - 1];
    S.review = target;
    S.promotion = null;
    interaction.reset();
    view.setBoard(board, {
      animate: true,
      lastMove: last ? [last.from, last.to] : null,
      check: kingInCheck(board, status),
      selected: null,
      dests: [],
      drag: null,
      promotion: null,
    });
  } finally {
    replay.free();
  }
  renderAll();
}

// ---------------------------------------------------------------- input

function pieceAt(square) {
  return S.board.squares.find((s) => s.square === square)?.piece ?? null;
}

function humanMayMove() {
  return isLive() && !over() && !S.thinking && !S.promotion && (S.you === null || S.status.turn === S.you);
}

const interaction = new Interaction({
  canSelect(square) {
    const piece = pieceAt(square);
    return humanMayMove() && piece !== null && piece[0] === S.status.turn[0];
  },
  isTarget(from, to) {
    return S.legal.some((m) => m.from === from && (m.to === to || m.castleRook === to));
  },
});

function destinations(from) {
  const seen = new Map();
  for (const m of S.legal) if (m.from === from && !seen.has(m.to)) seen.set(m.to, { square: m.to, capture: m.capture });
  return [...seen.values()];
}

function handleIntents(intents) {
  for (const intent of intents) {
    switch (intent.type) {
      case 'select':
        hideNotice();
        view.update({ selected: intent.square, dests: destinations(intent.square) });
        break;
      case 'deselect':
        view.update({ selected: null, dests: [] });
        break;
      case 'drag-start':
        S.drag = { from: intent.from };
        break;
      case 'drag':
        S.drag = { ...S.drag, x: intent.x, y: intent.y };
        view.update({ drag: S.drag });
        break;
      case 'drag-cancel':
        S.drag = null;
        view.update({ drag: null });
        view.snapBack(intent.from, intent.x, intent.y);
        break;
      case 'move':
        attemptMove(intent.from, intent.to, S.drag);
        S.drag = null;
        break;
    }
  }
}

/** A move the player asked for: played when legal, else explained (and a dropped piece snaps back). */
function attemptMove(from, to, drag) {
  const candidates = S.legal.filter((m) => m.from === from && (m.to === to || m.castleRook === to));
  view.update({ selected: null, dests: [], drag: null });
  if (candidates.length === 0) {
    if (drag?.x !== undefined) view.snapBack(from, drag.x, drag.y);
    explainIllegal(from, to);
    return;
  }
  if (candidates.length > 1 && candidates.every((m) => m.promotion)) {
    S.promotion = { from, to, moves: candidates };
    view.update({ promotion: { square: to, color: S.status.turn, roles: PROMOTION_ROLES.filter((r) => candidates.some((m) => m.promotion === r)) } });
    return;
  }
  playMove(candidates[0].uci, { animate: !drag });
}

function explainIllegal(from, to) {
  const piece = pieceAt(from);
  if (!piece || piece[0] !== S.status.turn[0]) return;
  if (!api.explain) return;
  const reason = S.game.explainMove(from, to);
  if (reason) showNotice(reason);
}

function choosePromotion(x, y) {
  const cell = view.chooserCells().find(({ rect }) => x >= rect.x && x < rect.x + rect.size && y >= rect.y && y < rect.y + rect.size);
  const pending = S.promotion;
  S.promotion = null;
  view.update({ promotion: null, chooserHover: null });
  const move = cell && pending.moves.find((m) => m.promotion === cell.role);
  if (move) playMove(move.uci, { animate: true });
}

bindPointer($('board'), () => view.geometry(), {
  down(square, x, y) {
    if (S.promotion) return choosePromotion(x, y);
    if (!isLive()) return showPly(S.moves.length);
    handleIntents(interaction.down(square, x, y));
  },
  move(square, x, y) {
    if (S.promotion) {
      const cell = view.chooserCells().find(({ rect }) => x >= rect.x && x < rect.x + rect.size && y >= rect.y && y < rect.y + rect.size);
      if ((cell?.role ?? null) !== (view.state.chooserHover ?? null)) view.update({ chooserHover: cell?.role ?? null });
      return;
    }
    handleIntents(interaction.move(x, y));
    $('board').style.cursor = S.drag ? 'grabbing' : square && interaction.rules.canSelect(square) ? 'grab' : 'default';
  },
  up(square, x, y) {
    handleIntents(interaction.up(square, x, y));
  },
  cancel() {
    handleIntents(interaction.cancel());
  },
});

// ---------------------------------------------------------------- playing moves

function playMove(uci, { animate }) {
  const mover = S.status.turn;
  const before = S.clock?.snapshot() ?? null;
  let info;
  try {
    info = S.game.play(uci);
  } catch (e) {
    showNotice(e.message);
    return;
  }
  hideNotice();
  S.moves.push(info);
  S.clockLog.push(before);
  S.clock?.press(mover);
  refresh({ animate });
  sounds.play(S.status.check ? 'check' : info.capture ? 'capture' : 'move');
  if (over()) finish();
  else maybeBotTurn();
}

function maybeBotTurn() {
  if (!botToMove() || !bot) return;
  const token = ++S.token;
  S.thinking = true;
  renderAll();
  const limits = S.clock
    ? {
        wtimeMs: Math.floor(S.clock.remaining('white')),
        btimeMs: Math.floor(S.clock.remaining('black')),
        wincMs: S.clock.control.incrementMs,
        bincMs: S.clock.control.incrementMs,
      }
    : { movetimeMs: BOT_MOVETIME_MS };
  const started = performance.now();
  bot
    .think({ startFen: S.startFen, moves: S.moves.map((m) => m.uci), level: S.level, limits })
    .then(async (answer) => {
      const wait = MIN_REPLY_MS - (performance.now() - started);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
      if (token !== S.token) return;
      S.thinking = false;
      playMove(answer.uci, { animate: true });
    })
    .catch((e) => {
      if (token !== S.token) return;
      S.thinking = false;
      showNotice(`The bot could not move: ${e.message ?? e}`);
      renderAll();
    });
}

/**
 * Forgets a pending bot answer (new game, takeback, game over). A search cannot be interrupted
 * from outside its worker, so a busy worker is replaced: the page gets its bot back at once.
 */
function cancelBot() {
  if ((S.thinking || drawOfferPending) && bot) {
    bot.terminate();
    bot = newBot();
  }
  S.token += 1;
  S.thinking = false;
  drawOfferPending = false;
}

/** The game has an outcome: stop the clock and the bot, score it once. */
function finish() {
  cancelBot();
  S.clock?.stop();
  S.promotion = null;
  if (S.you && !S.recorded) {
    S.recorded = true;
    results.add({
      result: resultOf(S.status.outcome),
      reason: S.status.outcome.reason,
      color: S.you,
      opponent: `Bot · ${levelLabel(S.level, levels)}`,
      handicap: handicapLabel(),
    });
    sounds.play('end');
  }
  renderAll();
}

function handicapLabel() {
  if (S.handicap === 'standard') return '—';
  const label = HANDICAPS.find((h) => h.id === S.handicap)?.label ?? S.handicap;
  return `${label} (${S.choice.giver === 'you' ? 'you give' : 'bot gives'})`;
}

// ---------------------------------------------------------------- controls

function takeback() {
  if (!canTakeBack()) return;
  cancelBot();
  let times = null;
  do {
    S.game.undo();
    S.moves.pop();
    times = S.clockLog.pop() ?? times;
    // Against the bot, back to the player's own move; two players take back one ply.
  } while (S.you !== null && S.moves.length && S.game.turn() !== S.you);
  if (S.clock && times) {
    S.clock.restore(times);
    S.clock.start(S.game.turn());
  }
  refresh({ animate: true });
  maybeBotTurn();
}

function canTakeBack() {
  if (!isLive() || over() || S.moves.length === 0) return false;
  if (S.you === null) return true;
  const startTurn = fenMoveNumber(S.startFen).turn;
  return S.moves.length >= (startTurn === S.you ? 1 : 2);
}

let drawOfferPending = false;
async function offerDraw() {
  if (!canOfferDraw()) return;
  drawOfferPending = true;
  renderAll();
  const token = S.token;
  try {
    const answer = await bot.think({
      startFen: S.startFen,
      moves: S.moves.map((m) => m.uci),
      level: S.level,
      limits: { movetimeMs: DRAW_PROBE_MS },
    });
    if (token !== S.token || over()) return;
    drawOfferPending = false;
    // The score is from the side to move's view: the player's now, so the bot's is its negation.
    const botMates = answer.mate !== null && answer.mate !== undefined && answer.mate < 0;
    const botScore = answer.scoreCp === null || answer.scoreCp === undefined ? 0 : -answer.scoreCp;
    if (!botMates && botScore <= DRAW_ACCEPT_CP) {
      S.game.agreeDraw();
      S.status = S.game.status();
      finish();
    } else {
      showNotice('The bot declines the draw.');
    }
  } catch (e) {
    showNotice(`The bot could not answer: ${e.message ?? e}`);
  } finally {
    drawOfferPending = false;
    renderAll();
  }
}

function canOfferDraw() {
  return Boolean(bot) && api.agree && S.you !== null && isLive() && !over() && !S.thinking && !drawOfferPending && S.status.turn === S.you;
}

function claimDraw() {
  const kind = S.status.claimable?.[0];
  if (!kind || !api.claim) return;
  try {
    S.game.claimDraw(kind);
  } catch (e) {
    showNotice(e.message);
    return;
  }
  refresh({ animate: false });
  finish();
}

let resignArmed = null;
function resign() {
  if (!api.resign || over() || !isLive()) return;
  const button = $('resign');
  if (!resignArmed) {
    button.classList.add('confirm');
    button.textContent = 'Really resign?';
    resignArmed = setTimeout(disarmResign, 3000);
    return;
  }
  disarmResign();
  S.game.resign(S.you ?? S.status.turn);
  refresh({ animate: false });
  finish();
}

function disarmResign() {
  clearTimeout(resignArmed);
  resignArmed = null;
  $('resign').classList.remove('confirm');
  $('resign').textContent = 'Resign';
}

function flip() {
  S.orientation = other(S.orientation);
  view.update({ orientation: S.orientation });
  renderPlayers();
}

/** Checks the flags ten times a second and redraws the clocks. */
function tick() {
  if (S.clock && !over()) {
    const fallen = S.clock.flagged();
    if (fallen) {
      S.game.flag(fallen);
      refresh({ animate: false });
      finish();
    }
  }
  renderClocks();
  view.followPixelRatio();
}
setInterval(tick, 100);

// ---------------------------------------------------------------- rendering

let noticeTimer = null;
function showNotice(text) {
  const el = $('notice');
  el.textContent = text.charAt(0).toUpperCase() + text.slice(1);
  el.hidden = false;
  clearTimeout(noticeTimer);
  noticeTimer = setTimeout(hideNotice, 4000);
}

function hideNotice() {
  clearTimeout(noticeTimer);
  $('notice').hidden = true;
}

function renderAll() {
  renderStatus();
  renderScore();
  renderPlayers();
  renderControls();
  renderResults();
}

function renderStatus() {
  const el = $('status');
  if (over()) {
    el.textContent = describeOutcome(S.status.outcome, S.you, S.status.turn);
    el.classList.add('over');
  } else {
    el.textContent = describeTurn(S.status, { you: S.you, thinking: S.thinking });
    el.classList.remove('over');
  }
}

function renderScore() {
  const rows = scoreRows(S.moves.map((m) => m.san), fenMoveNumber(S.startFen));
  fillScore($('moves'), rows, { shown: S.review ?? S.moves.length, result: over() ? resultOf(S.status.outcome) : null, live: isLive() });
}

$('moves').addEventListener('click', (e) => {
  const ply = e.target.closest('[data-ply]')?.dataset.ply;
  if (ply) showPly(Number(ply));
});

/** The name strip of a side: [name, detail]. */
function playerName(color) {
  if (S.you === null) return [color === 'white' ? 'White' : 'Black', ''];
  if (color === S.you) return ['You', ''];
  return ['Bot', levelLabel(S.level, levels)];
}

function renderPlayers() {
  const colors = { top: other(S.orientation), bottom: S.orientation };
  for (const [place, color] of Object.entries(colors)) {
    const strip = $(`player-${place}`);
    strip.dataset.color = color;
    const [name, detail] = playerName(color);
    fillPlayer(strip, { name, detail, thinking: S.thinking && color !== S.you });
  }
  renderClocks();
}

function renderClocks() {
  for (const place of ['top', 'bottom']) {
    const strip = $(`player-${place}`);
    const el = strip.querySelector('.clock');
    if (!S.clock) {
      el.hidden = true;
      continue;
    }
    const color = strip.dataset.color;
    const left = S.clock.remaining(color);
    el.hidden = false;
    el.textContent = formatClock(left);
    el.classList.toggle('running', S.clock.running === color);
    el.classList.toggle('low', left < LOW_TIME_MS && S.clock.running === color);
  }
}

function renderControls() {
  $('takeback').disabled = !canTakeBack() || S.promotion !== null;
  $('offer-draw').disabled = !canOfferDraw();
  $('offer-draw').hidden = S.you === null || over();
  const claimable = api.claim && isLive() && !over() && (S.status.claimable?.length ?? 0) > 0;
  $('claim-draw').hidden = !claimable;
  if (claimable) $('claim-draw').textContent = S.status.claimable[0] === 'threefold' ? 'Claim draw (threefold)' : 'Claim draw (50 moves)';
  $('resign').disabled = !api.resign || over() || !isLive();
  $('resign').hidden = over();
  $('play-again').hidden = !over();
  const nav = $('review-nav');
  const shown = S.review ?? S.moves.length;
  nav.querySelector('[data-go=first]').disabled = shown === 0;
  nav.querySelector('[data-go=prev]').disabled = shown === 0;
  nav.querySelector('[data-go=next]').disabled = isLive();
  nav.querySelector('[data-go=last]').disabled = isLive();
  $('sound').querySelector('.state').textContent = sounds.muted ? 'off' : 'on';
  $('sound').setAttribute('aria-pressed', String(sounds.muted));
}

function renderResults() {
  const rows = results.rows();
  fillResults($('results').querySelector('tbody'), rows);
  $('results-total').textContent = rows.length ? `${formatPoints(results.total())} / ${rows.length}` : '';
  $('clear-results').hidden = rows.length === 0;
}

// ---------------------------------------------------------------- dialogs and buttons

const setupForm = $('setup');
const syncForm = prepareForm(setupForm, { levels });
if (!bot) setupForm.querySelector('[name=opponent][value=bot]').disabled = true;
if (!api.fromSetup) setupForm.elements.handicap.disabled = true;
if (!api.flag) setupForm.elements.time.disabled = true;

function openSetup() {
  writeForm(setupForm, { ...(S.choice ?? loadChoice()), position: '' });
  $('setup-error').textContent = '';
  syncForm();
  if (!api.fromSetup) setupForm.elements.handicap.disabled = true;
  if (!api.flag) setupForm.elements.time.disabled = true;
  $('setup-dialog').showModal();
}

setupForm.addEventListener('submit', (e) => {
  e.preventDefault();
  const choice = readForm(setupForm);
  try {
    startGame(choice);
  } catch (err) {
    $('setup-error').textContent = err.message ?? String(err);
    return;
  }
  saveChoice(choice);
  $('setup-dialog').close();
});
$('setup-cancel').addEventListener('click', () => $('setup-dialog').close());
$('new-game').addEventListener('click', openSetup);

$('share').addEventListener('click', () => {
  const replayFen = () => {
    if (isLive()) return S.game.fen();
    const replay = Game.fromFen(S.startFen);
    try {
      for (const m of S.moves.slice(0, S.review)) replay.play(m.uci);
      return replay.fen();
    } finally {
      replay.free();
    }
  };
  $('fen-out').value = replayFen();
  $('pgn-out').value = api.pgn ? S.game.pgn(pgnTags()) : 'PGN export arrives with the laws module.';
  for (const button of document.querySelectorAll('[data-copy]')) button.textContent = button.dataset.label;
  $('share-dialog').showModal();
});

function pgnTags() {
  const name = (color) => (S.you === null ? (color === 'white' ? 'White' : 'Black') : color === S.you ? 'You' : `wasm-chess level ${S.level}`);
  const tags = { Event: 'Casual game', Site: 'wasm-chess', Date: new Date().toISOString().slice(0, 10).replaceAll('-', '.'), White: name('white'), Black: name('black') };
  if (S.clock) tags.TimeControl = `${S.clock.control.initialMs / 1000}+${S.clock.control.incrementMs / 1000}`;
  return tags;
}

for (const button of document.querySelectorAll('[data-copy]')) {
  button.dataset.label = button.textContent;
  button.addEventListener('click', async () => {
    const field = $(button.dataset.copy);
    field.select();
    try {
      await navigator.clipboard.writeText(field.value);
      button.textContent = 'Copied';
    } catch {
      button.textContent = 'Selected — press Ctrl+C';
    }
  });
}

$('sound').addEventListener('click', () => {
  sounds.setMuted(!sounds.muted);
  renderControls();
});
$('flip').addEventListener('click', flip);
$('takeback').addEventListener('click', takeback);
$('offer-draw').addEventListener('click', offerDraw);
$('claim-draw').addEventListener('click', claimDraw);
$('resign').addEventListener('click', resign);
$('play-again').addEventListener('click', () => startGame({ ...S.choice }));
$('clear-results').addEventListener('click', () => {
  results.clear();
  renderResults();
});
$('review-nav').addEventListener('click', (e) => {
  const go = e.target.closest('[data-go]')?.dataset.go;
  const shown = S.review ?? S.moves.length;
  if (go === 'first') showPly(0);
  if (go === 'prev') showPly(shown - 1);
  if (go === 'next') showPly(shown + 1);
  if (go === 'last') showPly(S.moves.length);
});

document.addEventListener('keydown', (e) => {
  if (e.target.closest('input, textarea, select, dialog')) return;
  const shown = S.review ?? S.moves.length;
  if (e.key === 'ArrowLeft') showPly(shown - 1);
  else if (e.key === 'ArrowRight') showPly(shown + 1);
  else if (e.key === 'Home') showPly(0);
  else if (e.key === 'End') showPly(S.moves.length);
  else if (e.key === 'Escape') {
    handleIntents(interaction.cancel());
    interaction.reset();
    S.promotion = null;
    view.update({ selected: null, dests: [], promotion: null, drag: null });
  } else return;
  e.preventDefault();
});

new ResizeObserver(([entry]) => {
  const { width, height } = entry.contentRect;
  view.resize(width, height);
}).observe($('board-wrap'));
// ---------------------------------------------------------------- start

startGame(loadChoice());

/** A small read-only window for the browser tests: where squares are and what the page shows. */
window.wasmChessPage = {
  api,
  squareCenter(square) {
    const geo = view.geometry();
    const r = geo.rect(square);
    const box = $('board').getBoundingClientRect();
    return { x: box.left + r.x + r.size / 2, y: box.top + r.y + r.size / 2 };
  },
  cellSize() {
    return view.geometry().cell;
  },
  chooserCenter(role) {
    const cell = view.chooserCells().find((c) => c.role === role);
    const box = $('board').getBoundingClientRect();
    return cell && { x: box.left + cell.rect.x + cell.rect.size / 2, y: box.top + cell.rect.y + cell.rect.size / 2 };
  },
  state() {
    return {
      fen: S.game.fen(),
      startFen: S.startFen,
      moves: S.moves.map((m) => m.san),
      status: S.status,
      you: S.you,
      orientation: S.orientation,
      thinking: S.thinking,
      review: S.review,
      selected: view.state.selected,
      dests: view.state.dests.map((d) => d.square),
      lastMove: view.state.lastMove,
      check: view.state.check,
      promotion: view.state.promotion,
      clock: S.clock ? S.clock.snapshot() : null,
    };
  },
  /** True once the board has been drawn at its size. */
  get ready() {
    return view.frames > 0;
  },
};
