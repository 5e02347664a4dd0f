// The board component's DOM, inside a shadow root so the host page's CSS cannot reach it: the canvas
// (focusable, the keyboard's target), a notice over it, a footer with the status line and the move
// box, and, for screen readers, the position in words and a live region announcing each move.
// Styles go through a constructed stylesheet: no inline <style>, so a strict CSP needs no exception.

const CSS = `
:host { display: block; box-sizing: border-box; width: var(--wasm-chess-size, 100%); max-width: 100%; }
:host([hidden]) { display: none; }
/* Inherited properties stop here: whatever the host page sets on the element (fonts, spacing,
   colours) does not reach inside. Only the --wasm-chess-* custom properties do. */
.frame {
  all: initial; display: block; position: relative;
  font: 14px/1.4 system-ui, -apple-system, "Segoe UI", "DejaVu Sans", sans-serif;
  color: var(--wasm-chess-text, #222);
}
* { box-sizing: border-box; }
.board { position: relative; width: 100%; aspect-ratio: var(--ratio, 1); }
canvas {
  display: block; touch-action: none; user-select: none; -webkit-user-select: none; cursor: pointer;
  border-radius: var(--wasm-chess-radius, 3px);
}
canvas:focus { outline: none; }
canvas:focus-visible, input:focus-visible, button:focus-visible {
  outline: 3px solid var(--wasm-chess-focus, #3692e7); outline-offset: 2px;
}
.notice {
  position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%); margin: 0;
  width: max-content; max-width: 92%; padding: 10px 16px; border-radius: 4px; background: rgba(20, 20, 20, 0.88);
  color: #fff; font-size: 15px; pointer-events: none; box-shadow: 0 2px 8px rgba(0, 0, 0, 0.5); text-align: center;
}
.footer { font-size: var(--wasm-chess-font-size, 14px); display: flex; flex-wrap: wrap; align-items: center; justify-content: space-between; gap: 6px 10px; padding-top: 6px; }
.status { margin: 0; flex: 1 1 10em; min-width: 0; }
.movebox { display: flex; align-items: center; gap: 6px; margin: 0 0 0 auto; }
.movebox label { display: flex; align-items: center; gap: 6px; }
.movebox input, .movebox button {
  font: inherit; color: inherit; border-radius: 4px; padding: 4px 8px;
  border: 1px solid var(--wasm-chess-field-border, #8a8a8a); background: var(--wasm-chess-field, #fff);
}
.movebox input { width: 10em; }
.movebox input[aria-invalid="true"] { border-color: #d33; }
.movebox button { cursor: pointer; }
.pass, .arrangement select { font: inherit; margin: 4px 8px 4px 0; }
.count { margin: 2px 0; font-variant-numeric: tabular-nums; }
.pocket { display: flex; flex-wrap: wrap; gap: 4px; min-height: 0; padding: 4px 0; }
.pocket button {
  position: relative; width: clamp(30px, 9%, 56px); aspect-ratio: 1; padding: 2px; cursor: grab; touch-action: none;
  border-radius: 4px; border: 1px solid var(--wasm-chess-field-border, #8a8a8a); background: var(--wasm-chess-field, #fff);
}
.pocket button:disabled { cursor: default; opacity: 0.45; }
.pocket button[aria-pressed="true"] { background: var(--wasm-chess-selected, rgba(20, 85, 30, 0.5)); }
.pocket canvas { display: block; width: 100%; height: auto; aspect-ratio: 1; border-radius: 0; cursor: inherit; pointer-events: none; }
.pocket .count {
  position: absolute; right: -3px; bottom: -3px; min-width: 1.3em; padding: 0 3px; border-radius: 8px;
  background: #d64f00; color: #fff; font: 600 11px/1.4 system-ui, sans-serif; text-align: center;
}
.handover {
  position: absolute; inset: 0; display: flex; flex-direction: column; align-items: center; justify-content: center; gap: 12px;
  background: #3d4148; color: #fff; font-size: 17px; text-align: center; padding: 16px; border-radius: var(--wasm-chess-radius, 3px);
}
.handover button { font: inherit; padding: 8px 20px; border-radius: 4px; border: none; background: #629924; color: #fff; cursor: pointer; }
[hidden] { display: none !important; }
.sr-only {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0; overflow: hidden;
  clip-path: inset(50%); white-space: nowrap;
}
`;

let sheet = null;
function styleSheet() {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

function el(tag, attributes = {}, ...children) {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

/**
 * Builds the component inside `root` (a shadow root) and returns its parts. `label` names the
 * board for assistive technology ("Chess board"); ids are local to the shadow root, so several
 * boards on a page never clash.
 */
export function buildBoardUI(root, { label = 'Chess board' } = {}) {
  root.adoptedStyleSheets = [styleSheet()];
  const position = el('p', { id: 'position', class: 'sr-only' });
  const canvas = el('canvas', {
    part: 'canvas',
    tabindex: '0',
    role: 'application',
    'aria-roledescription': 'chess board',
    'aria-label': `${label}. Arrow keys move the cursor, Enter or Space picks up and puts down a piece.`,
    'aria-describedby': 'position',
  });
  const notice = el('p', { class: 'notice', role: 'alert', hidden: '' });
  // Two players on one device in a game that hides the position: the board is covered between
  // turns until the next player says they are ready.
  const handoverText = el('p', { class: 'handover-text' });
  const handoverButton = el('button', { type: 'button' }, 'Ready');
  const handover = el('div', { class: 'handover', part: 'handover', hidden: '' }, handoverText, handoverButton);
  const board = el('div', { class: 'board', part: 'board' }, canvas, notice, handover);
  // Pieces in hand (Crazyhouse): the top side's above the board, the bottom side's below.
  const pocketTop = el('div', { class: 'pocket', part: 'pocket pocket-top', role: 'toolbar', hidden: '' });
  const pocketBottom = el('div', { class: 'pocket', part: 'pocket pocket-bottom', role: 'toolbar', hidden: '' });
  const status = el('p', { class: 'status', part: 'status' });
  const input = el('input', {
    name: 'move', autocomplete: 'off', autocapitalize: 'off', spellcheck: 'false', enterkeyhint: 'go',
    placeholder: 'e4, Nf3 or g1f3',
  });
  const moveLabel = el('label', {}, 'Move', input);
  const moveBox = el('form', { class: 'movebox', part: 'movebox', 'aria-label': 'Type a move' }, moveLabel, el('button', { type: 'submit' }, 'Play'));
  // The chess family: a Pass button (when a legal move is a pass, Janggi), the game's own choice
  // before the first move (Janggi's arrangements: the game's modes), the count (Makruk, Ouk).
  const passButton = el('button', { type: 'button', class: 'pass', part: 'pass', hidden: '' }, 'Pass');
  const arrangement = el('select', { 'aria-label': 'Arrangement' });
  const arrangementLabel = el('label', { class: 'arrangement', part: 'arrangement', hidden: '' }, 'Arrangement ', arrangement);
  const count = el('p', { class: 'count', part: 'count', hidden: '' });
  const footer = el('div', { class: 'footer', part: 'footer' }, status, count, arrangementLabel, passButton, moveBox);
  // Two live regions: moves (what the tests and players rely on) and the cursor's square, so
  // walking the board never talks over a move.
  const announce = el('div', { class: 'sr-only', 'aria-live': 'polite', 'aria-atomic': 'true', 'data-role': 'moves' });
  const cursorLive = el('div', { class: 'sr-only', 'aria-live': 'polite', 'aria-atomic': 'true', 'data-role': 'cursor' });
  root.replaceChildren(el('div', { class: 'frame' }, pocketTop, board, pocketBottom, footer, position, announce, cursorLive));
  return {
    board, canvas, notice, footer, status, moveBox, input, position, announce, cursorLive, pocketTop, pocketBottom,
    handover, handoverText, handoverButton, passButton, arrangement, arrangementLabel, count,
  };
}
