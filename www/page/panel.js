// The side panel's lists, built from plain data: the game score and the results table.

import { formatPoints } from './results.js';

function element(tag, className, text) {
  const el = document.createElement(tag);
  if (className) el.className = className;
  if (text !== undefined) el.textContent = text;
  return el;
}

/**
 * Fills the score list from `scoreRows` rows; `shown` is the ply on the board (highlighted),
 * `result` the PGN result once the game is over, `live` whether the board shows the game's end.
 */
export function fillScore(list, rows, { shown, result = null, live = true }) {
  const cell = (entry, missing) => {
    if (!entry) return element('span', 'ply empty', missing);
    // Buttons, so the score is reachable by Tab and read as "go to this move".
    const button = element('button', entry.ply === shown ? 'ply current' : 'ply', entry.san);
    button.type = 'button';
    button.dataset.ply = String(entry.ply);
    if (entry.ply === shown) button.setAttribute('aria-current', 'true');
    return button;
  };
  list.replaceChildren(
    ...rows.map((row) => {
      const li = element('li');
      li.append(element('span', 'num', `${row.number}.`), cell(row.white, '…'), cell(row.black, ''));
      return li;
    }),
  );
  if (result) list.append(element('li', 'result', result.replaceAll('1/2', '½')));
  const current = list.querySelector('.current');
  if (live) list.scrollTop = list.scrollHeight;
  else current?.scrollIntoView({ block: 'nearest' });
}

/** Fills the results table body: #, game, colour, opponent, start (Handicap or Chess960), result and reason, points. */
export function fillResults(body, rows) {
  body.replaceChildren(
    ...rows.map((r, i) => {
      const tr = element('tr');
      [String(i + 1), r.game ?? 'Chess', r.color, r.opponent, r.handicap, `${r.result} · ${r.reason}`].forEach((text) => tr.append(element('td', '', text)));
      tr.append(element('td', 'points', formatPoints(r.points ?? 0)));
      return tr;
    }),
  );
}

/** A player's strip: name, a quieter detail (the bot's level), and the thinking label. */
export function fillPlayer(strip, { name, detail = '', thinking = false }) {
  strip.querySelector('.name').replaceChildren(name, element('small', '', detail));
  strip.querySelector('.thinking').hidden = !thinking;
}

/**
 * Fills "Your games" from `GamesList.read().games`: date, game, opponent, result, and buttons
 * whose `data-action` ('review', 'export', 'delete') and `data-id` name what to do with which game.
 */
export function fillKeptGames(list, games) {
  list.replaceChildren(
    ...games.map((g) => {
      const li = element('li', 'kept-game');
      const date = new Date(g.date);
      const when = Number.isNaN(date.getTime()) ? g.date : date.toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });
      li.append(element('span', 'what', `${when} · ${g.game} · ${g.opponent} · ${g.result.replaceAll('1/2', '½')} (${g.reason})`));
      for (const [action, label] of [['review', 'Review'], ['export', 'PGN'], ['delete', 'Delete']]) {
        const button = element('button', 'quiet', label);
        button.type = 'button';
        button.dataset.action = action;
        button.dataset.id = g.id;
        button.setAttribute('aria-label', `${label}: ${g.game} against ${g.opponent}, ${when}`);
        li.append(button);
      }
      return li;
    }),
  );
}
