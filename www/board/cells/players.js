// The player list of a game of more players (board() `players`, VARIANTS.md §2): each seat in its
// army's colour with its name, who plays it (you, a bot, a human on this device), its score and
// whether it is out; whose turn it is; and, once the game is over, the ranking. A seat's button
// hands it between a bot and a human. Pure DOM from plain objects: tested in Node with a fake DOM.

/** The words for a seat's status (board() `status`). */
export const STATUS_WORDS = { alive: '', grey: 'out (grey army)', out: 'out' };

/** Ordinal places: 1st, 2nd, … */
export const place = (n) => `${n}${n === 1 ? 'st' : n === 2 ? 'nd' : n === 3 ? 'rd' : 'th'}`;

/** Each player's place in a ranking ([[ids]…], tied ids share a place), by id. */
export function places(ranking) {
  const at = new Map();
  let n = 1;
  for (const group of ranking) {
    for (const id of group) at.set(id, n);
    n += group.length;
  }
  return at;
}

/** The outcome in words: "Red wins (checkmate)" or "Red and Blue share first place (…)". */
export function describeRanking(outcome, players) {
  const name = (id) => players.find((p) => p.id === id)?.name ?? id;
  const first = outcome.ranking[0].map(name);
  const head = first.length === 1 ? `${first[0]} wins` : `${first.join(' and ')} share first place`;
  const at = places(outcome.ranking);
  const order = outcome.ranking.flat().map((id) => `${place(at.get(id))} ${name(id)} ${outcome.scores[id] ?? 0}`);
  return `${head} (${outcome.reason}). Ranking: ${order.join(', ')}.`;
}

/**
 * Fills `list` (an <ol>) with one row per player. `who(id)` is 'you', 'human' or 'bot';
 * `onToggle(id)` hands a seat between a bot and a human (no button when it is null).
 */
export function renderPlayers(list, { players, turn, outcome = null, who, onToggle = null }) {
  const doc = list.ownerDocument;
  const at = outcome ? places(outcome.ranking) : null;
  list.replaceChildren(
    ...players.map((p) => {
      const row = doc.createElement('li');
      row.className = `player ${p.status}${p.id === turn && !outcome ? ' turn' : ''}`;
      row.dataset.player = p.id;
      if (p.id === turn && !outcome) row.setAttribute('aria-current', 'true');
      const swatch = doc.createElement('span');
      swatch.className = 'swatch';
      swatch.style.background = p.status === 'alive' ? p.colour : '#9a9a9a';
      const name = doc.createElement('span');
      name.className = 'name';
      name.textContent = p.name;
      const role = doc.createElement('span');
      role.className = 'who';
      role.textContent = who(p.id);
      const score = doc.createElement('span');
      score.className = 'score';
      score.textContent = String(outcome?.scores[p.id] ?? p.score);
      const state = doc.createElement('span');
      state.className = 'state';
      state.textContent = at ? place(at.get(p.id)) : p.id === turn ? 'to move' : STATUS_WORDS[p.status];
      row.append(swatch, name, role, score, state);
      if (onToggle && !outcome) {
        const button = doc.createElement('button');
        button.type = 'button';
        button.className = 'quiet seat-toggle';
        button.textContent = who(p.id) === 'bot' ? 'Play this seat' : 'Give to a bot';
        button.setAttribute('aria-label', `${p.name}: ${button.textContent.toLowerCase()}`);
        button.addEventListener('click', () => onToggle(p.id));
        row.append(button);
      }
      return row;
    }),
  );
}
