// The page: the board component (board/, shared with <wasm-chess-board>) plus the side panels —
// new-game form, chess clock, game score, session results, sounds, FEN/PGN dialog. The board
// referees through the module and tells the page what happened by events; the page keeps the clock
// and the session. The other games ("More games") come from the variants module, loaded only when
// the list is opened or one of them is played.

import { loadEngine } from './engine/chess.js';
import { mountBoard } from './element.js';
import { scoreRows } from './page/score.js';
import { ChessClock, formatClock } from './page/clock.js';
import { ResultsTable, formatPoints } from './page/results.js';
import { Sounds } from './page/sound.js';
import {
  handicapChoices, DEFAULT_CHOICE, resolveSides, setupName, prepareForm, readForm, writeForm, choiceTimeControl, playsChess, fillGames,
} from './page/setup.js';
import { loadVariantsEngine, chessModulePlays, engineFor } from './engine/variants.js';
import { fillHelp } from './page/help.js';
import { BoardView } from './board/view.js';
import { describeMove } from './board/speech.js';
import { describeOutcome, describeTurn, levelLabel, resultOf } from './board/messages.js';
import { fillScore, fillResults, fillPlayer, fillKeptGames } from './page/panel.js';
import { keepOffline } from './page/offline.js';
import { catalogOf } from './board/catalog.js';
import { other, sideName } from './board/sides.js';
import { CellsBoard, isCellsGame } from './board/cells/board.js';
import { SavedGame, UNREADABLE_KEY, entryOf } from './page/saved.js';
import { GamesList, UNREADABLE_GAMES_KEY } from './page/games.js';
import { BLIND_KEYS } from './board/blind/keys.js';
import { ReviewPanel } from './review/panel.js';
import { downloadText } from './page/download.js';
import { AnalysisPanel, analysisStyleSheet } from './analysis/panel.js';
import { MoveTree } from './analysis/tree.js';
import { treeFromPgn, moveResolver } from './analysis/pgn.js';
import { workerAnalysis } from './engine/analysis-worker.js';

const engine = await loadEngine();
const { Game } = engine.wasm;
const catalog = catalogOf(Game); // the setups, who gives their odds, the Chess960 count

const LOW_TIME_MS = 20_000;
const CHOICE_KEY = 'wasm-chess.choice';
const BLIND_KEY = 'wasm-chess.blind'; // blind mode: { on, reading }

const $ = (id) => document.getElementById(id);
const storage = (() => {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
})();

const levels = engine.levels;
const saved = new SavedGame(storage);
const keptGames = new GamesList(storage);
const sounds = new Sounds(storage);
const results = new ResultsTable(storage);

/** The page's part of the game in progress; the board holds the game itself. */
const S = {
  choice: null,
  setup: 'standard', // the module's setup name of the game's start ('standard' for a pasted FEN/PGN)
  clock: null,
  clockLog: [], // the clock's times before each ply, for takebacks
  recorded: false,
};

const board = await mountBoard($('board-wrap'), {
  mode: 'two-players',
  statusLine: false, // the page's status line is in the side panel
  botLimits: () =>
    S.clock && {
      wtimeMs: Math.floor(S.clock.remaining('white')),
      btimeMs: Math.floor(S.clock.remaining('black')),
      wincMs: S.clock.control.incrementMs,
      bincMs: S.clock.control.incrementMs,
    },
});

// The game review (review/panel.js): a Review button once a game of two is over.
document.querySelector('main.play section.results').before(new ReviewPanel(board).element);

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
  return choice;
}

/** Whether the form's position text is a game record (tags or numbered moves) rather than a FEN. */
function looksLikePgn(text) {
  return /^\[|^\d+\s*\./.test(text) || /\d+\.\s*[a-zA-Z]/.test(text);
}

/** Makes the module's game for a choice and names its setup; throws an Error with a message for the form. */
async function createGame(choice) {
  const text = choice.position.trim();
  if (!playsChess(choice)) {
    const variants = await loadVariantsEngine();
    const { Game: Any } = variants.wasm;
    return { game: text ? Any.fromFen(text, { variant: choice.game }) : Any.create(choice.game), setup: 'standard', engine: variants };
  }
  if (text) {
    return { game: looksLikePgn(text) ? Game.fromPgn(text) : Game.fromFen(text), setup: 'standard', engine };
  }
  const setup = setupName(choice, catalog.chess960Count);
  return { game: Game.fromSetup(setup), setup, engine };
}

/** Puts the board of two sides back in place of a game of more players, if one is shown. */
function leaveCellsGame() {
  cells?.destroy();
  cells = null;
  delete document.querySelector('main.play').dataset.multi;
}

/**
 * A game of more players is played on its own board (board/cells/board.js), shown instead of the
 * chess board and its panels; `true` when `choice` is one (then it has started).
 */
let cells = null;
async function startCellsGame(choice) {
  const variants = playsChess(choice) ? null : await loadVariantsEngine();
  const variant = choice.mode ? `${choice.game}:${choice.mode}` : choice.game;
  const play = document.querySelector('main.play');
  if (!variants || !isCellsGame(variants.games, variant)) {
    leaveCellsGame();
    return false;
  }
  // the New game form's text: a game record (it starts with a tag, as the FEN/PGN dialog gives it) or a position text
  const text = choice.position.trim();
  const record = text.startsWith('[');
  const options = { variant, fen: record ? null : text || null, pgn: record ? text : null, mode: choice.opponent === 'bot' ? 'play-bot' : 'two-players', level: choice.level };
  let host = $('cells-wrap');
  if (!host) {
    host = Object.assign(document.createElement('div'), { id: 'cells-wrap', className: 'cells-wrap' });
    $('board-wrap').after(host);
  }
  leaveAnalysis();
  if (cells) cells.load(options);
  else {
    cells = new CellsBoard(host, variants, options);
    listenForSounds(host);
    for (const event of ['move', 'takeback', 'gameover']) host.addEventListener(event, keepGame);
    host.addEventListener('gameover', ({ detail }) => keepFinished(detail));
    host.addEventListener('gameover', () => sounds.play('end'));
    applyBlind(cells);
  }
  if (!('multi' in play.dataset)) board.load(new Game(), { mode: 'view' }); // the hidden chess board rests
  S.choice = choice;
  S.clock = null; // the games of more players have no clock
  play.dataset.multi = '';
  $('rules').hidden = !cells.gameInfo?.help;
  return true;
}

async function startGame(choice) {
  if (choice.opponent === 'analysis') {
    await startAnalysis(choice);
    return;
  }
  if (await startCellsGame(choice)) {
    keepGame();
    return;
  }
  beginGame(choice, await createGame(choice));
}

/**
 * Puts a two-player game on the board with its clock. `kept`: a game resumed from storage (its
 * moves are already played into `game`; the clock and the side played are as they were kept).
 */
function beginGame(choice, { game, setup, engine: gameEngine }, kept = null) {
  leaveAnalysis();
  S.choice = choice;
  S.setup = setup;
  const vsBot = choice.opponent === 'bot';
  const you = kept ? kept.you : vsBot ? resolveSides({ ...choice, handicap: setup }, catalog.setups) : null;
  const players = gameEngine.games?.find((g) => g.id === game.variant())?.players ?? 2;
  const control = choiceTimeControl(choice, players);
  S.clock = control ? new ChessClock(control) : null;
  S.recorded = false;
  board.load(game, { mode: vsBot ? 'play-bot' : 'two-players', you, level: choice.level, orientation: you ?? 'white', engine: gameEngine, moves: kept?.moves });
  S.clockLog = kept ? [...kept.clockLog] : board.moves.map(() => null);
  if (kept?.clock) S.clock?.restore(kept.clock);
  if (board.over) S.recorded = true; // a finished game pasted in is shown, not scored
  else S.clock?.start(board.status.turn);
  renderAll();
  keepGame();
}

// ---------------------------------------------------------------- the analysis board

/**
 * The analysis board (analysis/panel.js): the engine's lines, the evaluation bar and the move tree
 * beside the board, which then holds the moves to the node shown, for two players.
 */
let analysis = null;

/** The game's id for a choice of the form: chess, Chess960, or the game chosen with its mode. */
function analysisVariant(choice) {
  if (playsChess(choice)) return choice.start === 'chess960' && !choice.position.trim() ? 'chess960' : 'chess';
  return choice.mode ? `${choice.game}:${choice.mode}` : choice.game;
}

/** A game the analysis board cannot show: a game of more players, Fog of War from a position (only a
 *  finished game of it is analysed: Analyse). */
async function refuseAnalysis(variant, gameEngine) {
  if (variant.startsWith('fog-of-war')) throw new Error('Fog of War is analysed once a game of it is over (Analyse), on the whole board: its positions are hidden while it is played');
  if (!chessModulePlays(variant) && isCellsGame(gameEngine.games, variant)) throw new Error('The analysis board is for games of two sides');
}

/** Opens the analysis board for a choice of the new-game form: the game's start, a FEN, or a PGN with its variations. */
async function startAnalysis(choice) {
  const variant = analysisVariant(choice);
  const gameEngine = await engineFor(variant);
  await refuseAnalysis(variant, gameEngine);
  const { Game: Module } = gameEngine.wasm;
  const text = choice.position.trim();
  let tree;
  let tags = {};
  if (looksLikePgn(text)) {
    ({ tree, tags } = treeFromPgn(text, moveResolver(Module, variant)));
  } else if (text) {
    const game = Module.fromFen(text, { variant }); // a bad position throws here, said in the form
    tree = new MoveTree({ variant, startFen: game.startFen() });
    game.free();
  } else if (playsChess(choice)) {
    const game = Module.fromSetup(setupName(choice, catalog.chess960Count));
    tree = new MoveTree({ variant, startFen: game.startFen() });
    game.free();
  }
  openAnalysis(choice, { gameEngine, tree: tree ?? null, tags });
}

/**
 * Opens the finished game on the board on an analysis board, at its last move. Its positions are
 * shown whole (`reveal`): once a game is over nothing in it is secret, not even in Fog of War, and
 * the variations played from it are looked at in the open too.
 */
async function analyseFinished() {
  if (!board.over || analysis) return;
  const variant = board.variant;
  const gameEngine = await engineFor(variant);
  const resolve = moveResolver(gameEngine.wasm.Game, variant, board.startFen, { reveal: true });
  const tree = new MoveTree({ variant, startFen: board.startFen });
  let node = tree.root;
  for (const move of board.moves) node = tree.add(node, resolve(node.fen, move.uci));
  openAnalysis({ ...S.choice, opponent: 'analysis', position: '' }, { gameEngine, tree, tags: pgnTags(), reveal: true });
}

function openAnalysis(choice, { gameEngine, tree, tags, reveal = false }) {
  if (!document.adoptedStyleSheets.includes(analysisStyleSheet())) document.adoptedStyleSheets = [...document.adoptedStyleSheets, analysisStyleSheet()];
  leaveCellsGame();
  leaveAnalysis();
  S.choice = choice;
  S.setup = 'standard';
  S.clock = null;
  S.recorded = true; // nothing played here is scored
  const orientation = board.orientation;
  analysis = new AnalysisPanel(board, { gameEngine, tree, reveal, tags: { Event: 'Analysis', Site: 'wasm-chess', ...tags } });
  board.setOrientation(orientation);
  document.querySelector('main.play').dataset.analysis = '';
  document.querySelector('main.play section.results').before(analysis.element);
  renderAll();
}

function leaveAnalysis() {
  analysis?.destroy();
  analysis = null;
  delete document.querySelector('main.play').dataset.analysis;
}

// The hint in a game against the bot: the engine's best move, drawn as an arrow once.
const hintEngine = workerAnalysis();
let hinting = false;
async function showHint() {
  if (hinting || !board.you || board.over || !board.isLive || board.hidden) return;
  hinting = true;
  renderControls();
  const fen = board.fen;
  try {
    const answer = await hintEngine.analyse({ variant: board.variant, startFen: board.startFen, moves: board.playedUci(), multiPv: 1, limits: { movetimeMs: 1000 } });
    const best = answer.lines[0]?.pv[0];
    const move = board.fen === fen ? board.legalMoves.find((m) => m.uci === best) : null;
    if (move?.from && move.to) board.setArrows([[move.from, move.to]]);
    else if (move) board.showNotice(`Hint: ${move.san}`);
  } catch (error) {
    board.showNotice(`No hint: ${error.message ?? error}`);
  } finally {
    hinting = false;
    renderControls();
  }
}
$('hint').addEventListener('click', () => showHint());
$('analyse').addEventListener('click', () => analyseFinished().catch((err) => board.showNotice(err.message ?? String(err))));

// ---------------------------------------------------------------- the game kept in the browser

/**
 * Keeps the game in progress after each change (page/saved.js), so that a reload resumes it; an
 * ended game is not resumed.
 */
function keepGame() {
  if (!S.choice || analysis) return; // an analysis board is not a game: the game kept stays kept
  if (cells) {
    if (cells.over) saved.clear();
    else saved.write(entryOf({ choice: S.choice, variant: cells.variant, you: cells.you, startFen: cells.startFen, moves: cells.playedUci(), record: cells.pgn() }));
    return;
  }
  if (board.over) {
    saved.clear();
    return;
  }
  saved.write(entryOf({
    choice: S.choice, variant: board.variant, setup: S.setup, you: board.you, startFen: board.startFen, moves: board.playedUci(),
    clock: S.clock?.snapshot() ?? null, clockLog: S.clockLog,
  }));
}

/** Resumes a kept game where it was; throws an Error saying why it cannot be. */
async function resumeGame(entry) {
  if (entry.record !== null) {
    // a game of more players: its record holds its moves
    if (!(await startCellsGame({ ...entry.choice, position: entry.record }))) throw new Error(`${entry.variant} is not a game of more players`);
    S.choice = entry.choice;
    return;
  }
  const chess = playsChess(entry.choice);
  const gameEngine = chess ? engine : await loadVariantsEngine();
  const { Game: Module } = gameEngine.wasm;
  const game = chess ? (entry.setup === 'standard' ? Module.fromFen(entry.startFen) : Module.fromSetup(entry.setup)) : Module.fromFen(entry.startFen, { variant: entry.variant });
  try {
    if (game.startFen() !== entry.startFen) throw new Error(`its start ${entry.startFen} is not the game's own`);
    for (const uci of entry.moves) game.play(uci);
  } catch (error) {
    game.free();
    throw error;
  }
  beginGame(entry.choice, { game, setup: entry.setup, engine: gameEngine }, entry);
}

// ---------------------------------------------------------------- your games

/** Adds the game that just ended to "Your games", with its record. */
function keepFinished(detail) {
  if (analysis) return; // a mate reached on an analysis board is no game of yours
  const active = cells ?? board;
  let pgn;
  try {
    pgn = cells ? cells.pgn() : board.pgn(pgnTags());
  } catch {
    return; // a game that cannot write its record yet has nothing to review
  }
  const winners = detail.ranking?.[0]?.map((id) => active.players?.find((p) => p.id === id)?.name ?? id).join(', ');
  keptGames.add({
    game: active.gameInfo?.name ?? 'Chess',
    variant: active.variant,
    multi: Boolean(cells),
    opponent: active.you ? `Bot · ${botLabel(active.level)}` : 'Two players on this device',
    result: detail.result ?? (winners ? `${winners} won` : 'ended'),
    reason: detail.outcome?.reason ?? '',
    pgn,
  });
  renderKeptGames();
}

function renderKeptGames() {
  const { games, unreadable } = keptGames.read();
  fillKeptGames($('kept-games'), games);
  $('kept-games-empty').hidden = games.length > 0;
  $('kept-games-notice').textContent = unreadable
    ? `${unreadable} kept ${unreadable === 1 ? 'entry' : 'entries'} could not be read and ${unreadable === 1 ? 'is' : 'are'} left as stored (a list that cannot be read at all moves to ${UNREADABLE_GAMES_KEY} when the next game is kept).`
    : '';
}

/** Opens a kept game on the board to look through it (the game in progress stays kept). */
async function reviewKept(kept) {
  if (kept.multi) {
    const [game, mode = ''] = kept.variant.split(':');
    await startCellsGame({ ...DEFAULT_CHOICE, game, mode, opponent: 'friend', position: kept.pgn });
    return;
  }
  const chess = kept.variant === 'chess' || kept.variant === 'chess960';
  const gameEngine = chess ? engine : await loadVariantsEngine();
  const game = gameEngine.wasm.Game.fromPgn(kept.pgn);
  if (!game) throw new Error('its record holds no game');
  leaveCellsGame();
  leaveAnalysis();
  S.clock = null;
  S.recorded = true;
  board.load(game, { mode: 'view', engine: gameEngine });
  renderAll();
}

/** Saves the record as a .pgn file. */
function exportKept(kept) {
  downloadText(document, kept.pgn, `wasm-chess ${kept.game} ${kept.date.slice(0, 10)}.pgn`);
}

$('kept-games').addEventListener('click', (e) => {
  const button = e.target.closest('button[data-action]');
  if (!button) return;
  const kept = keptGames.read().games.find((g) => g.id === button.dataset.id);
  if (!kept) return;
  if (button.dataset.action === 'delete') {
    keptGames.remove(kept.id);
    renderKeptGames();
  } else if (button.dataset.action === 'export') exportKept(kept);
  else reviewKept(kept).catch((err) => (cells ?? board).showNotice(`This game cannot be opened: ${err.message ?? err}`));
});

/** The game kept in the browser if there is one (else the last choice), a notice when it cannot be resumed. */
async function resumeOrStart() {
  const { entry, problem } = saved.read();
  let trouble = problem;
  if (entry) {
    try {
      await resumeGame(entry);
      return;
    } catch (error) {
      saved.setAside();
      trouble = error.message ?? String(error);
    }
  }
  // A saved choice of a game that cannot be started (its module missing) falls back to chess.
  await startGame(loadChoice()).catch(() => startGame({ ...DEFAULT_CHOICE }));
  if (trouble) (cells ?? board).showNotice(`The game kept in this browser could not be resumed (${trouble}); it is set aside under ${UNREADABLE_KEY}.`);
}

// ---------------------------------------------------------------- what the board tells

board.host.addEventListener('move', ({ detail }) => {
  S.clockLog.push(S.clock?.snapshot() ?? null);
  // Whose time runs next is the game's to say; a drop, a pass or a placement is a move like any other.
  S.clock?.press(detail.color, board.status.turn);
});

/** Every board sends the same events (board/contract.js): a move sounds the same on either. */
function listenForSounds(host) {
  host.addEventListener('move', ({ detail }) => sounds.play(detail.check ? 'check' : detail.capture ? 'capture' : 'move'));
}
listenForSounds(board.host);

board.host.addEventListener('takeback', ({ detail }) => {
  let times = null;
  for (let i = 0; i < detail.plies; i++) times = S.clockLog.pop() ?? times;
  if (S.clock && times) {
    S.clock.restore(times);
    S.clock.start(board.status.turn);
  }
});

board.host.addEventListener('gameover', ({ detail }) => {
  S.clock?.stop();
  if (board.you && !S.recorded) {
    S.recorded = true;
    results.add({
      result: resultOf(detail.outcome),
      reason: detail.outcome.reason,
      color: board.you,
      opponent: `Bot · ${botLabel(board.level)}`,
      handicap: startLabel(),
      game: board.gameInfo?.name ?? 'Chess',
    });
    sounds.play('end');
  }
});

board.host.addEventListener('update', () => renderAll());

for (const event of ['move', 'takeback', 'gameover']) board.host.addEventListener(event, keepGame);
board.host.addEventListener('gameover', ({ detail }) => keepFinished(detail));
// The clock's time at the moment the tab is closed or hidden.
window.addEventListener('pagehide', keepGame);
document.addEventListener('visibilitychange', keepGame);

/** The results table's Start column: a Handicap and who gave it, a Chess960 number, or — for standard. */
function startLabel() {
  if (!playsChess(S.choice)) return S.choice.position.trim() ? 'FEN' : '—';
  if (S.setup === 'standard') return '—';
  if (S.setup.startsWith('chess960:')) return `Chess960 #${S.setup.slice('chess960:'.length)}`;
  const label = handicapChoices(catalog.setups).find((h) => h.id === S.setup)?.label ?? S.setup;
  return `${label} (${S.choice.giver === 'you' ? 'you give' : 'bot gives'})`;
}

// ---------------------------------------------------------------- controls

let resignArmed = null;
function resign() {
  if (board.over || !board.isLive) return;
  const button = $('resign');
  if (!resignArmed) {
    button.classList.add('confirm');
    button.textContent = 'Really resign?';
    resignArmed = setTimeout(disarmResign, 3000);
    return;
  }
  disarmResign();
  board.resign();
}

function disarmResign() {
  clearTimeout(resignArmed);
  resignArmed = null;
  $('resign').classList.remove('confirm');
  $('resign').textContent = 'Resign';
}

/** Checks the flags ten times a second and redraws the clocks. */
function tick() {
  if (S.clock && !board.over) {
    const fallen = S.clock.flagged();
    if (fallen) board.flag(fallen);
  }
  renderClocks();
}
setInterval(tick, 100);

// ---------------------------------------------------------------- rendering

function renderAll() {
  $('board-wrap').classList.toggle('pockets', (board.view.state.board?.hands?.length ?? 0) > 0);
  renderStatus();
  renderScore();
  renderPlayers();
  renderControls();
  renderResults();
}

function renderStatus() {
  const el = $('status');
  const status = board.status;
  if (board.over) {
    el.textContent = describeOutcome(status.outcome, board.you, status.turn, board.gameInfo?.sides);
    el.classList.add('over');
  } else {
    el.textContent = describeTurn(status, { you: board.you, thinking: board.thinking, sides: board.gameInfo?.sides });
    el.classList.remove('over');
  }
}

function renderScore() {
  const rows = scoreRows(board.moves.map((m) => m.san), board.scoreStart);
  fillScore($('moves'), rows, {
    shown: board.shownPly,
    result: board.over ? resultOf(board.status.outcome) : null,
    live: board.isLive,
  });
}

$('moves').addEventListener('click', (e) => {
  const ply = e.target.closest('[data-ply]')?.dataset.ply;
  if (ply) board.showPly(Number(ply));
});

/** The bot of the game being played, as the page names it. */
const botLabel = (level) => levelLabel(level, levels, { rated: playsChess(S.choice) });

/** The name strip of a side: [name, detail]. */
function playerName(color) {
  if (board.you === null) return [sideName(color, board.gameInfo?.sides), ''];
  if (color === board.you) return ['You', ''];
  return ['Bot', botLabel(board.level)];
}

function renderPlayers() {
  const colors = { top: other(board.orientation), bottom: board.orientation };
  for (const [place, color] of Object.entries(colors)) {
    const strip = $(`player-${place}`);
    strip.dataset.color = color;
    const [name, detail] = playerName(color);
    fillPlayer(strip, { name, detail, thinking: board.thinking && color !== board.you });
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
    el.setAttribute('aria-label', `${sideName(color, board.gameInfo?.sides)}’s clock: ${formatClock(left)}`);
    el.classList.toggle('running', S.clock.running === color);
    el.classList.toggle('low', left < LOW_TIME_MS && S.clock.running === color);
  }
}

function renderControls() {
  const over = board.over;
  $('rules').hidden = !board.gameInfo?.help;
  $('takeback').disabled = !board.canTakeBack();
  $('offer-draw').disabled = !board.canOfferDraw();
  $('offer-draw').hidden = board.you === null || over;
  const claimable = board.isLive && !over && (board.status.claimable?.length ?? 0) > 0;
  $('claim-draw').hidden = !claimable;
  if (claimable) $('claim-draw').textContent = board.status.claimable[0] === 'threefold' ? 'Claim draw (threefold)' : 'Claim draw (50 moves)';
  $('resign').disabled = over || !board.isLive;
  $('resign').hidden = over || Boolean(analysis);
  $('play-again').hidden = !over || Boolean(analysis);
  $('hint').hidden = !board.you || over || board.hidden || Boolean(analysis);
  $('hint').disabled = hinting || !board.isLive || board.thinking;
  $('analyse').hidden = !over || Boolean(analysis) || board.moves.length === 0;
  const nav = $('review-nav');
  const shown = board.shownPly;
  // A hidden game (Fog of War) cannot be reviewed while it is played.
  nav.querySelector('[data-go=first]').disabled = shown === 0 || board.hidden;
  nav.querySelector('[data-go=prev]').disabled = shown === 0 || board.hidden;
  nav.querySelector('[data-go=next]').disabled = board.isLive;
  nav.querySelector('[data-go=last]').disabled = board.isLive;
  if (analysis) {
    // on an analysis board the arrows walk the move tree
    const { current } = analysis;
    for (const go of ['first', 'prev']) nav.querySelector(`[data-go=${go}]`).disabled = !current.parent;
    for (const go of ['next', 'last']) nav.querySelector(`[data-go=${go}]`).disabled = current.children.length === 0;
  }
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
const syncForm = prepareForm(setupForm, { levels, setups: catalog.setups, chess960Count: catalog.chess960Count });

/** "More games": the variants module's registry, loaded the first time the list is opened. */
let gamesListed = null;
function listGames() {
  gamesListed ??= (async () => {
    $('game-list').textContent = 'Loading the other games…';
    try {
      const { games } = await loadVariantsEngine();
      const chosen = readForm(setupForm).game;
      fillGames($('game-list'), games);
      writeForm(setupForm, { ...readForm(setupForm), game: chosen });
      syncForm();
    } catch (err) {
      gamesListed = null;
      $('game-list').textContent = err.message ?? String(err);
    }
  })();
  return gamesListed;
}
$('more-games').addEventListener('toggle', () => {
  if ($('more-games').open) listGames();
});

async function openSetup() {
  const choice = { ...(S.choice ?? loadChoice()), position: '' };
  if (!playsChess(choice)) {
    $('more-games').open = true;
    await listGames();
  }
  writeForm(setupForm, choice);
  $('setup-error').textContent = '';
  syncForm();
  $('setup-dialog').showModal();
}

setupForm.addEventListener('submit', async (e) => {
  e.preventDefault();
  const choice = readForm(setupForm);
  try {
    await startGame(choice);
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
  const hidden = 'hidden until the game ends';
  if (cells) {
    // a game of more players: its position text and record, mode included (rules.md of the games)
    $('fen-out').value = cells.shownFen();
    $('pgn-out').value = cells.pgn(eventTags());
  } else {
    $('fen-out').value = board.shownFen() ?? hidden;
    try {
      $('pgn-out').value = board.pgn(pgnTags());
    } catch {
      $('pgn-out').value = hidden;
    }
  }
  for (const button of document.querySelectorAll('[data-copy]')) button.textContent = button.dataset.label;
  $('share-dialog').showModal();
});

/** The tags of any game's record: what, where, when. */
function eventTags() {
  return { Event: 'Casual game', Site: 'wasm-chess', Date: new Date().toISOString().slice(0, 10).replaceAll('-', '.') };
}

function pgnTags() {
  // The tag keys stay White and Black (PGN's); their values are the game's names of its sides.
  const name = (color) => (board.you === null ? sideName(color, board.gameInfo?.sides) : color === board.you ? 'You' : `wasm-chess level ${board.level}`);
  const tags = { ...eventTags(), White: name('white'), Black: name('black') };
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

// The rules of the game played: its help text from the module.
$('rules').addEventListener('click', () => {
  const info = cells ? cells.gameInfo : board.gameInfo;
  if (!info?.help) return;
  $('rules-title').textContent = `${info.name}: the rules`;
  fillHelp($('rules-text'), info.help, (block) => helpDiagram(info.id, block));
  $('rules-dialog').showModal();
});

const DIAGRAM_PX = 240;

/**
 * A help diagram: the position after the move, drawn by the module's own description of it, with
 * arrows along what the move set off (the mover to its target, then each wave of a chain from the
 * nearest square of the wave before).
 */
function helpDiagram(variant, { fen, move }) {
  const { Game: Any } = board.wasm;
  const game = Any.fromFen(fen, { variant });
  try {
    const before = game.board();
    const played = game.play(move);
    const waves = played.waves ?? [];
    const centre = (sq) => [sq.charCodeAt(0), Number(sq.slice(1))];
    const nearest = (sq, list) => list.reduce((best, o) => {
      const [[a, b], [c, d], [e, f]] = [centre(sq), centre(o), centre(best)];
      return Math.max(Math.abs(a - c), Math.abs(b - d)) < Math.max(Math.abs(a - e), Math.abs(b - f)) ? o : best;
    });
    const arrows = played.from ? [[played.from, played.to]] : [];
    waves.slice(1).forEach((wave, i) => wave.forEach((sq) => arrows.push([nearest(sq, waves[i]), sq])));
    const canvas = document.createElement('canvas');
    canvas.setAttribute('role', 'img');
    canvas.setAttribute('aria-label', `Diagram: ${describeMove(played, before, game.board(), board.view.pieces)}`);
    const view = new BoardView(canvas, board.view.pieces);
    view.resize(DIAGRAM_PX, DIAGRAM_PX);
    view.setBoard(game.board(), { animate: false, lastMove: played.from ? [played.from, played.to] : null, arrows });
    return canvas;
  } catch {
    return null;
  } finally {
    game.free();
  }
}

// ---------------------------------------------------------------- blind mode and keys

function loadBlind() {
  try {
    return { on: false, reading: 'words', ...JSON.parse(storage?.getItem(BLIND_KEY) ?? '{}') };
  } catch {
    return { on: false, reading: 'words' };
  }
}
const blind = loadBlind();

/** The clock in words, for blind mode's clock key. */
function clockWords() {
  if (!S.clock || cells) return null;
  return ['white', 'black'].map((color) => `${sideName(color, board.gameInfo?.sides)} ${formatClock(S.clock.remaining(color))}${S.clock.running === color ? ', running' : ''}`).join('; ');
}

/** Blind mode on a board as the page's setting says; the page's status line falls silent while it speaks. */
function applyBlind(target) {
  const on = Boolean(blind.on);
  if (Boolean(target.blindMode) !== on) {
    target.setBlindMode(on, {
      reading: blind.reading,
      clock: clockWords,
      onReading: (reading) => {
        blind.reading = reading;
        storage?.setItem(BLIND_KEY, JSON.stringify(blind));
        for (const b of [board, cells]) b?.blindMode?.setReading(reading);
      },
    });
  }
  if (on) $('status').removeAttribute('role');
  else $('status').setAttribute('role', 'status');
  $('blind').setAttribute('aria-pressed', String(on));
}

$('blind').addEventListener('click', () => {
  blind.on = !blind.on;
  storage?.setItem(BLIND_KEY, JSON.stringify(blind));
  applyBlind(board);
  if (cells) applyBlind(cells);
});

for (const [key, what] of BLIND_KEYS) {
  const dt = document.createElement('dt');
  dt.textContent = key;
  const dd = document.createElement('dd');
  dd.textContent = what;
  $('keys-list').append(dt, dd);
}
const openKeys = () => $('keys-dialog').showModal();
$('keys').addEventListener('click', openKeys);

$('sound').addEventListener('click', () => {
  sounds.setMuted(!sounds.muted);
  renderControls();
});
$('flip').addEventListener('click', () => board.flip());
$('takeback').addEventListener('click', () => board.takeback());
$('offer-draw').addEventListener('click', () => board.offerDraw());
$('claim-draw').addEventListener('click', () => board.claimDraw());
$('resign').addEventListener('click', resign);
$('play-again').addEventListener('click', () => startGame({ ...S.choice }).catch((err) => board.showNotice(err.message ?? String(err))));
$('clear-results').addEventListener('click', () => {
  results.clear();
  renderResults();
});
$('review-nav').addEventListener('click', (e) => {
  const go = e.target.closest('[data-go]')?.dataset.go;
  if (analysis && go) {
    analysis.key({ first: 'Home', prev: 'ArrowLeft', next: 'ArrowRight', last: 'End' }[go]);
    return;
  }
  const shown = board.shownPly;
  if (go === 'first') board.showPly(0);
  if (go === 'prev') board.showPly(shown - 1);
  if (go === 'next') board.showPly(shown + 1);
  if (go === 'last') board.showPly(board.moves.length);
});

// Review keys anywhere but in a field or on the board itself (there the arrows walk the cursor).
document.addEventListener('keydown', (e) => {
  const origin = e.composedPath()[0];
  if (e.defaultPrevented) return;
  const inField = origin instanceof Element && origin.closest('input, textarea, select, dialog');
  if (e.key === '?' && !inField && !document.querySelector('dialog[open]')) {
    openKeys();
    e.preventDefault();
    return;
  }
  if (origin instanceof Element && origin.closest('input, textarea, select, dialog, canvas')) return;
  if (analysis && analysis.key(e.key)) {
    e.preventDefault();
    return;
  }
  const shown = board.shownPly;
  if (e.key === 'ArrowLeft') board.showPly(shown - 1);
  else if (e.key === 'ArrowRight') board.showPly(shown + 1);
  else if (e.key === 'Home') board.showPly(0);
  else if (e.key === 'End') board.showPly(board.moves.length);
  else if (e.key === 'Escape') board.cancelSelection();
  else return;
  e.preventDefault();
});

keepOffline();
applyBlind(board);

// ---------------------------------------------------------------- start

await resumeOrStart();
renderKeptGames();

/** A small read-only window for the browser tests: where squares are and what the page shows. */
window.wasmChessPage = {
  board,
  /** The analysis board's panel while one is open (analysis/panel.js), else null. */
  get analysis() {
    return analysis;
  },
  /** The board of a game of more players while one is played (board/cells/board.js), else null. */
  get cells() {
    return cells;
  },
  canvas: () => board.ui.canvas,
  squareCenter(square) {
    const r = board.squareRect(square);
    return { x: r.x + r.size / 2, y: r.y + r.size / 2 };
  },
  cellSize() {
    return board.view.geometry().cell;
  },
  chooserCenter(role) {
    const r = board.chooserRect(role);
    return r && { x: r.x + r.size / 2, y: r.y + r.size / 2 };
  },
  state() {
    const view = board.view.state;
    return {
      variant: board.variant,
      hidden: board.hidden,
      viewer: board.viewer,
      handover: board.handover,
      hands: board.view.state.board?.hands ?? null,
      duck: board.view.state.board?.duck ?? null,
      fogged: board.view.state.board?.squares.filter((c) => c.hidden).map((c) => c.square) ?? [],
      fen: board.fen,
      startFen: board.startFen,
      moves: board.moves.map((m) => m.san),
      status: board.status,
      you: board.you,
      orientation: board.orientation,
      thinking: board.thinking,
      review: board.review,
      selected: view.selected,
      dests: view.dests.map((d) => d.square),
      lastMove: view.lastMove,
      check: view.check,
      promotion: view.promotion,
      effects: (view.effects ?? []).map((e) => ({ kind: e.kind, squares: e.squares, waves: e.waves })),
      cursor: view.cursor ?? null,
      notice: board.noticeText,
      announcement: board.announcement,
      clock: S.clock ? S.clock.snapshot() : null,
    };
  },
  /** True once the board has been drawn at its size. */
  get ready() {
    return board.view.frames > 0;
  },
};
