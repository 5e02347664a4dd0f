// <wasm-chess-board> and mountBoard(): the board component for any web page.
//
//   <script type="module" src="wasm-chess-board.js"></script>
//   <wasm-chess-board mode="play-bot" level="2" orientation="white"></wasm-chess-board>
//
//   const board = await mountBoard(element, { mode: 'two-players', fen });
//   board.play('e4'); board.setFen(fen); board.flip(); board.destroy();
//
// Attributes: variant (a game of Game.variants(): 'atomic', 'crazyhouse', …; default chess — the
// other games load the variants module), fen, orientation ('white' | 'black'; in play-bot mode the player's side at start),
// level, handicap (a setup name: 'knight', 'queen', 'chess960:518', …), mode ('play-bot' |
// 'two-players' | 'view'), coordinates ('false' or 'off' hides them), piece-style ('western': the
// chess family's written pieces drawn with Staunton shapes), blind (present and not 'false'/'off':
// blind mode, board/blind/panel.js), move-reading ('words' | 'notation': how blind mode reads
// moves). Events (on the element), the same for
// every game: move, gameover, illegal, takeback, update — see board/contract.js, which also lists
// the methods every board has. Colours and size: the --wasm-chess-* custom properties (README).
//
// The analysis board: mode="analysis" (games of two sides) shows the engine's lines, the
// evaluation bar and the move tree (analysis/panel.js) under the board, from `fen`, or from `pgn`
// (a game record, its variations kept); any move may be played, from any position.
//   <wasm-chess-board mode="analysis" pgn="1. e4 e5 (1... c5) 2. Nf3 *"></wasm-chess-board>
//   element.analysis          // the AnalysisPanel (its tree, pgn(), key()), null in the other modes
//
// The game review (review/panel.js), shown under the board once a game of two sides is over:
//   const review = await element.review({ movetimeMs: 200 }); // per move: evaluation, classification
//                                                             // ('blunder', …), the better move; accuracy per player
//   'reviewprogress' events on the element: detail { done, total } (positions evaluated so far);
//   a 'review' event with detail { review } when it is done.

import { loadEngine } from './engine/chess.js';
import { engineFor, loadVariantsEngine } from './engine/variants.js';
import { ChessBoard, MODES, levelProblem } from './board/chess-board.js';
import { CellsBoard, isCellsGame } from './board/cells/board.js';
import { AnalysisPanel, analysisStyleSheet } from './analysis/panel.js';
import { MoveTree } from './analysis/tree.js';
import { treeFromPgn, moveResolver } from './analysis/pgn.js';
import { ReviewPanel } from './review/panel.js';

export { loadEngine, loadVariantsEngine, ChessBoard };

/**
 * Mounts a board in `element` (in its shadow root); resolves to the board once the module that
 * plays `options.variant` (default chess) is loaded.
 */
export async function mountBoard(element, options = {}) {
  const engine = await engineFor(options.variant);
  if (isCellsGame(engine.games, options.variant)) return new CellsBoard(element, engine, cellsOptions(options, null));
  return new ChessBoard(element, engine, options);
}

/** A game of more players (board/cells/board.js): "you against the bots" unless the mode says otherwise. */
function cellsOptions(options, modeAttribute) {
  const mode = modeAttribute ?? options.mode;
  return { variant: options.variant, fen: options.fen, mode: MODES.includes(mode) ? mode : 'play-bot', level: options.level };
}

const coordinatesShown = (value) => value === null || !/^(false|off|no|none|0)$/i.test(value.trim());
// No level attribute (or an empty one) means level 1. Other text stays text unless it is a whole
// number, so that the notice about a bad one quotes it.
function levelFrom(value) {
  const text = value?.trim() ?? '';
  if (text === '') return 1;
  return Number.isInteger(Number(text)) ? Number(text) : text;
}

function optionsFrom(el) {
  const mode = el.getAttribute('mode');
  const orientation = el.getAttribute('orientation') === 'black' ? 'black' : 'white';
  return {
    variant: el.getAttribute('variant') || null,
    mode: MODES.includes(mode) ? mode : 'two-players',
    fen: el.getAttribute('fen') || null,
    setup: el.getAttribute('handicap') || null,
    orientation,
    you: orientation,
    level: levelFrom(el.getAttribute('level')),
    coordinates: coordinatesShown(el.getAttribute('coordinates')),
    pieceStyle: el.getAttribute('piece-style') || null,
    label: el.getAttribute('aria-label') || 'Chess board',
  };
}

export class WasmChessBoardElement extends HTMLElement {
  static observedAttributes = ['variant', 'fen', 'pgn', 'orientation', 'level', 'handicap', 'mode', 'coordinates', 'piece-style', 'blind', 'move-reading'];
  #board = null;
  #analysis = null;
  #review = null;
  #mounting = false;
  #ready = null;
  #resolveReady = null;

  constructor() {
    super();
    this.#newReady();
  }

  /** Resolves to the board once it is mounted: a ChessBoard, or a CellsBoard for a game of more players (board/contract.js: the same methods and events). */
  get ready() {
    return this.#ready;
  }

  /** The board's API, or null before it is mounted. */
  get board() {
    return this.#board;
  }

  connectedCallback() {
    if (this.#board || this.#mounting) return;
    this.#mounting = true;
    engineFor(this.getAttribute('variant')).then(
      (engine) => {
        this.#mounting = false;
        if (!this.isConnected || this.#board) return;
        this.#board = this.#mount(engine);
        this.#resolveReady(this.#board);
        this.dispatchEvent(new CustomEvent('ready', { bubbles: true, composed: true }));
      },
      (error) => {
        this.#mounting = false;
        this.textContent = `The chess module could not be loaded: ${error.message ?? error}`;
      },
    );
  }

  /**
   * A bad attribute is said over the board, which does without it: a bad fen or handicap starts
   * the standard position (of its game), an unknown game plays chess, a bad level plays at level 1.
   */
  #mount(engine) {
    const board = this.#mountBoard(engine);
    this.#applyBlind(board);
    if (this.getAttribute('mode') === 'analysis') this.#openAnalysis(board, engine);
    return board;
  }

  /** The analysis board under `board`: its tree from the pgn attribute (a bad one is said over the
   *  board, which then starts from its own position), or from the board's start. */
  #openAnalysis(board, engine) {
    if (board instanceof CellsBoard) {
      board.showNotice(`${board.gameInfo?.name ?? board.variant}: the analysis board is for games of two sides`);
      return;
    }
    if (board.hidden) {
      // A position given to the element is a game still played, hidden from its players.
      board.showNotice(`${board.gameInfo?.name ?? board.variant}: its positions are hidden while it is played; a game of it is analysed once it is over (the page's Analyse)`);
      return;
    }
    const variant = board.variant;
    const pgn = this.getAttribute('pgn');
    let tree = null;
    if (pgn) {
      try {
        ({ tree } = treeFromPgn(pgn, moveResolver(engine.wasm.Game, variant)));
      } catch (error) {
        board.showNotice(error.message ?? String(error));
      }
    }
    tree ??= new MoveTree({ variant, startFen: board.startFen });
    const root = this.shadowRoot;
    if (!root.adoptedStyleSheets.includes(analysisStyleSheet())) root.adoptedStyleSheets = [...root.adoptedStyleSheets, analysisStyleSheet()];
    this.#analysis = new AnalysisPanel(board, { document: this.ownerDocument, gameEngine: engine, tree });
    root.append(this.#analysis.element);
  }

  /** The analysis panel while mode="analysis", else null. */
  get analysis() {
    return this.#analysis;
  }

  /**
   * Reviews the board's finished game (a game of two sides), each position within `limits`
   * ({ movetimeMs } or { nodes }; default a quarter of a second), and shows the review under the
   * board: a Promise of engine/review-run.js's review. Progress: 'reviewprogress' events on the element.
   */
  review(limits = { movetimeMs: 250 }) {
    const board = this.#need();
    if (board instanceof CellsBoard) return Promise.reject(new Error('review: the games of more players have no review'));
    this.#review?.destroy();
    const panel = (this.#review = new ReviewPanel(board, { document: this.ownerDocument, limits }));
    const forward = (type) => panel.element.addEventListener(type, ({ detail }) => this.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true })));
    forward('reviewprogress');
    forward('review');
    this.shadowRoot.append(panel.element);
    return panel.review();
  }

  /** Ends the analysis and the review shown, before the board goes. */
  #closePanels() {
    this.#analysis?.destroy();
    this.#analysis = null;
    this.#review?.destroy();
    this.#review = null;
  }

  /** Blind mode as the blind and move-reading attributes say. */
  #applyBlind(board) {
    const blind = this.getAttribute('blind');
    const on = blind !== null && !/^(false|off|no|0)$/i.test(blind.trim());
    const reading = this.getAttribute('move-reading') === 'notation' ? 'notation' : 'words';
    if (!on) {
      if (board.blindMode) board.setBlindMode(false);
    } else if (board.blindMode) board.blindMode.setReading(reading);
    else board.setBlindMode(true, { reading });
  }

  #mountBoard(engine) {
    const options = optionsFrom(this);
    const problems = [];
    const levelError = levelProblem(engine.levels, options.level);
    if (levelError) {
      problems.push(levelError);
      options.level = 1;
    }
    if (isCellsGame(engine.games, options.variant)) {
      try {
        return new CellsBoard(this, engine, cellsOptions(options, this.getAttribute('mode') ?? 'play-bot'));
      } catch (error) {
        problems.push(error.message ?? String(error));
        const board = new CellsBoard(this, engine, cellsOptions({ ...options, fen: null }, this.getAttribute('mode') ?? 'play-bot'));
        board.showNotice?.(problems.join('; '));
        return board;
      }
    }
    let board;
    try {
      board = new ChessBoard(this, engine, options);
    } catch (error) {
      problems.push(error.message ?? String(error));
      try {
        board = new ChessBoard(this, engine, { ...options, fen: null, setup: null });
      } catch {
        // An unknown game: chess, which every module plays.
        board = new ChessBoard(this, engine, { ...options, variant: null, fen: null, setup: null });
      }
    }
    if (problems.length) board.showNotice(problems.join('; '));
    return board;
  }

  /** A game of more players, or a switch between one and the chess board: a new board. */
  #remount() {
    engineFor(this.getAttribute('variant')).then((engine) => {
      if (!this.isConnected) return;
      this.#closePanels();
      this.#board?.destroy();
      this.#board = this.#mount(engine);
      this.#resolveReady(this.#board);
    }, (error) => this.#board?.showNotice?.(error.message ?? String(error)));
  }

  disconnectedCallback() {
    // Moving the element around the page disconnects and reconnects it in one task: keep the board then.
    queueMicrotask(() => {
      if (this.isConnected || !this.#board) return;
      this.#closePanels();
      this.#board.destroy();
      this.#board = null;
      this.#newReady();
    });
  }

  attributeChangedCallback(name, old, value) {
    const board = this.#board;
    if (!board || old === value) return;
    // The analysis board is made from the attributes: a change of them makes it anew.
    if (name === 'pgn' || (name === 'mode' && (value === 'analysis' || old === 'analysis')) || (this.#analysis && ['variant', 'fen'].includes(name))) {
      this.#remount();
      return;
    }
    // A board of more players takes a new position or level as any board does (the contract); what
    // else changes (the game, its seats, the side at the bottom) starts a new board.
    if (board instanceof CellsBoard && !((name === 'fen' && value) || ['level', 'blind', 'move-reading'].includes(name))) {
      this.#remount();
      return;
    }
    try {
      switch (name) {
        case 'variant':
          engineFor(value).then((engine) => {
            if (isCellsGame(engine.games, value)) return this.#remount();
            return board.setVariant(value || 'chess', { fen: this.getAttribute('fen') || null });
          }).catch((error) => board.showNotice(error.message ?? String(error)));
          break;
        case 'fen':
          if (value) board.setFen(value);
          else board.setSetup(this.getAttribute('handicap'));
          break;
        case 'handicap':
          if (!this.getAttribute('fen')) board.setSetup(value);
          break;
        case 'orientation':
          board.setOrientation(value);
          break;
        case 'level':
          board.setLevel(levelFrom(value));
          break;
        case 'mode':
          board.setMode(MODES.includes(value) ? value : 'two-players', board.you ?? board.orientation);
          break;
        case 'coordinates':
          board.setCoordinates(coordinatesShown(value));
          break;
        case 'piece-style':
          board.setPieceStyle(value);
          break;
        case 'blind':
        case 'move-reading':
          this.#applyBlind(board);
          break;
      }
    } catch (error) {
      board.showNotice(error.message ?? String(error));
    }
  }

  play(move) {
    return this.#need().play(move);
  }

  setFen(fen) {
    this.#need().setFen(fen);
  }

  flip() {
    this.#need().flip();
  }

  get fen() {
    return this.#board?.fen ?? null;
  }

  #need() {
    if (!this.#board) throw new Error('the board is not ready yet: await element.ready first');
    return this.#board;
  }

  #newReady() {
    this.#ready = new Promise((resolve) => {
      this.#resolveReady = resolve;
    });
  }
}

if (!customElements.get('wasm-chess-board')) customElements.define('wasm-chess-board', WasmChessBoardElement);
