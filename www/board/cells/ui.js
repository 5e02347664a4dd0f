// The DOM of the board of more players, inside its host's (open) shadow root: the board (<svg>,
// focusable, the keyboard's target), the status line and "Back to the game" under it; beside it
// the player list, the notice and the record with its Take back button; and, for screen readers,
// a live region for moves and one for the keyboard cursor (so walking the board never talks over a
// move). Styles go through a constructed stylesheet: the pages' Content-Security-Policy allows no
// inline <style>.

export const SVG = 'http://www.w3.org/2000/svg';

const STYLE = `
:host { display: block; }
.cells-board { display: grid; grid-template-columns: minmax(0, 1fr) minmax(12rem, 16rem); gap: .75rem; align-items: start; font: inherit; }
@media (max-width: 700px) { .cells-board { grid-template-columns: 1fr; } }
svg.board { width: 100%; height: auto; max-height: 92vh; touch-action: none; user-select: none; display: block; }
svg.board:focus { outline: 3px solid #2a6fdb; outline-offset: 2px; }
.cell { stroke: #00000022; stroke-width: .02; }
.cell.light { fill: #eed9b6; } .cell.dark { fill: #b58863; }
.cell.from, .cell.last { fill: #cdd26a; } .cell.selected { fill: #8fbf5a; }
.cell.cursor { stroke: #2a6fdb; stroke-width: .12; }
.dot { fill: #0000004d; pointer-events: none; } .ring { fill: none; stroke: #0000004d; stroke-width: .09; pointer-events: none; }
.piece { pointer-events: none; } .piece.dragging { opacity: .85; }
.check { fill: #e0303088; pointer-events: none; }
ol.players { list-style: none; margin: 0; padding: 0; display: grid; gap: .25rem; }
.player { display: grid; grid-template-columns: 1rem 1fr auto auto; gap: .1rem .5rem; align-items: center; padding: .3rem .4rem; border-radius: .3rem; }
.player.turn { background: #2a6fdb22; font-weight: 600; }
.player.grey, .player.out { opacity: .6; }
.player .swatch { width: 1rem; height: 1rem; border-radius: 50%; border: 1px solid #0006; }
.player .who, .player .state { font-size: .85em; opacity: .8; }
.player .state, .player .seat-toggle { grid-column: 2 / -1; }
.status { margin: .5rem 0; min-height: 1.4em; }
.promotion { display: flex; gap: .4rem; flex-wrap: wrap; }
.promotion button { text-transform: capitalize; padding: .3rem .7rem; }
.notice { color: #b00020; }
.record h2 { font-size: 1em; margin: .75rem 0 .25rem; }
ol.moves { list-style: none; margin: 0; padding: 0; max-height: 14rem; overflow-y: auto; font-variant-numeric: tabular-nums; }
ol.moves li { display: flex; flex-wrap: wrap; gap: .2rem .4rem; padding: .1rem 0; }
ol.moves .num { min-width: 2rem; opacity: .7; }
ol.moves .move { border: 0; border-left: .35rem solid; padding: 0 .25rem; background: none; font: inherit; color: inherit; cursor: pointer; }
ol.moves .move.current { background: #2a6fdb33; font-weight: 600; }
.back { margin: 0 0 .5rem; }
.takeback { margin-top: .5rem; }
.sr { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
`;

let sheet = null;

/** An element of `doc` (in namespace `ns` when given) with `attrs`. */
export function el(doc, tag, attrs = {}, ns = null) {
  const node = ns ? doc.createElementNS(ns, tag) : doc.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/**
 * Builds the board's DOM in `host`'s shadow root (emptied first); returns its parts:
 * { root, svg, status, backButton, list, notice, record, takebackButton, say, cursorSay }.
 */
export function buildCellsUI(host) {
  const root = host.shadowRoot ?? host.attachShadow({ mode: 'open' });
  root.replaceChildren();
  const doc = host.ownerDocument;
  sheet ??= new CSSStyleSheet();
  sheet.replaceSync(STYLE);
  root.adoptedStyleSheets = [sheet];
  const wrap = el(doc, 'div', { class: 'cells-board' });
  const boardBox = el(doc, 'div', { class: 'board-box' });
  const svg = el(doc, 'svg', { class: 'board', tabindex: 0, role: 'application', 'aria-roledescription': 'board' }, SVG);
  const status = el(doc, 'p', { class: 'status', 'aria-live': 'polite' });
  const backButton = el(doc, 'button', { type: 'button', class: 'back' });
  backButton.textContent = 'Back to the game';
  backButton.hidden = true;
  boardBox.append(svg, status, backButton);
  const side = el(doc, 'section', { class: 'side', 'aria-label': 'Players' });
  const list = el(doc, 'ol', { class: 'players' });
  const notice = el(doc, 'p', { class: 'notice', role: 'alert' });
  const recordBox = el(doc, 'div', { class: 'record' });
  const heading = el(doc, 'h2', { id: 'cells-moves-heading' });
  heading.textContent = 'Moves';
  const record = el(doc, 'ol', { class: 'moves', 'aria-labelledby': 'cells-moves-heading' });
  const takebackButton = el(doc, 'button', { type: 'button', class: 'takeback' });
  takebackButton.textContent = 'Take back';
  recordBox.append(heading, record, takebackButton);
  side.append(list, notice, recordBox);
  const say = el(doc, 'div', { class: 'sr', 'aria-live': 'assertive', 'data-say': 'moves' });
  const cursorSay = el(doc, 'div', { class: 'sr', 'aria-live': 'polite', 'data-say': 'cursor' });
  wrap.append(boardBox, side);
  root.append(wrap, say, cursorSay);
  return { root, svg, status, backButton, list, notice, record, takebackButton, say, cursorSay };
}
