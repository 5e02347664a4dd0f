// The new-game form: the game (chess, or one of "More games": the variants module's registry,
// `Game.variants()`), opponent, colour, bot level, start position (standard or Chess960), Handicap
// (and who gives it), time control, or a start from a pasted FEN/PGN. `resolveSides`, `setupName`
// and `gameGroups` are the pure parts: who plays which colour, which setup the module makes, how
// the games are listed. The setups, who gives their odds, the Chess960 count and the games come
// from the module (catalog.js, Game.variants()).

import { TIME_PRESETS, timeControl } from './clock.js';
import { levelLabel } from '../board/messages.js';
import { other, sideName } from '../board/sides.js';
import { modeLabel } from '../board/catalog.js';

const capital = (text) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The Handicap choices: the module's setups (Game.catalog().setups: { id, giver }) with a label
 * made from the name; the one nobody gives (the standard start) is "None".
 */
export function handicapChoices(setups) {
  return setups.map(({ id, giver }) => ({ id, giver, label: giver ? capital(id.replaceAll('-', ' ')) : 'None' }));
}

/**
 * The player's colour. Without a handicap it is the chosen colour ('random' draws one); with one,
 * the side the module names as the giver goes to whoever gives it.
 * @param {{color: 'white'|'black'|'random', handicap: string, giver: 'bot'|'you'}} choice
 * @param {{id: string, giver: 'white'|'black'|null}[]} setups  the module's setups
 */
export function resolveSides({ color, handicap, giver }, setups, random = Math.random) {
  const odds = setups.find((h) => h.id === handicap);
  if (!odds?.giver) {
    return color === 'random' ? (random() < 0.5 ? 'white' : 'black') : color;
  }
  return giver === 'you' ? odds.giver : other(odds.giver);
}

/** The product's groups of games, by the registry's `family` ('chess' and 'variant' are listed together). */
export const GAME_GROUPS = [
  { title: 'Chess and variants', families: ['chess', 'variant'] },
  { title: 'The chess family', families: ['family'] },
  { title: 'More players', families: ['multi'] },
];

/** The registry's games in the form's groups: [{ title, games }], empty groups left out. */
export function gameGroups(games) {
  return GAME_GROUPS.map(({ title, families }) => ({ title, games: games.filter((g) => families.includes(g.family)) })).filter((g) => g.games.length);
}

/** Whether a choice plays chess (the chess module: chess, Chess960, the Handicaps). */
export const playsChess = (choice) => !choice.game || choice.game === 'chess' || choice.game === 'chess960';

/**
 * Lists the games of the registry in `container` as radio buttons named `game`, grouped, each with
 * its one-line description; 'chess' is already in the form (its own radio), so it is left out.
 */
export function fillGames(container, games) {
  const groups = gameGroups(games.filter((g) => g.id !== 'chess'));
  container.replaceChildren(
    ...groups.map(({ title, games: list }) => {
      const group = document.createElement('div');
      group.className = 'game-group';
      group.setAttribute('role', 'group');
      const heading = document.createElement('h3');
      heading.textContent = title;
      heading.id = `games-${title.replaceAll(' ', '-').toLowerCase()}`;
      group.setAttribute('aria-labelledby', heading.id);
      group.append(heading);
      for (const game of list) {
        const label = document.createElement('label');
        label.className = 'game';
        const input = document.createElement('input');
        input.type = 'radio';
        input.name = 'game';
        input.value = game.id;
        input.dataset.family = game.family;
        if (game.modes?.length) {
          input.dataset.modes = game.modes.join(' ');
          input.dataset.modeLabels = JSON.stringify(game.modes.map((m) => modeLabel(game, m)));
        }
        if (game.sides) input.dataset.sides = JSON.stringify(game.sides);
        const name = document.createElement('span');
        name.className = 'name';
        name.textContent = game.name;
        const about = document.createElement('small');
        about.textContent = game.description;
        label.append(input, ' ', name, about);
        group.append(label);
      }
      return group;
    }),
  );
}

export const DEFAULT_CHOICE = {
  game: 'chess',
  opponent: 'bot', color: 'white', level: 1, start: 'standard', chess960: '', handicap: 'standard', giver: 'bot',
  time: 'none', minutes: 5, increment: 3, position: '', mode: '',
};

/**
 * The module's setup name for a choice (DESIGN.md §5): a Chess960 start by its number (a random
 * one of the module's `chess960Count` when none is given; the module checks the number), else the
 * Handicap ('standard' for none).
 */
export function setupName({ start, chess960, handicap }, chess960Count, random = Math.random) {
  if (start !== 'chess960') return handicap;
  const number = String(chess960 ?? '').trim();
  return `chess960:${number === '' ? Math.floor(random() * chess960Count) : number}`;
}

/**
 * The time control a choice asks for, or null. Every game of two players may have a clock (its
 * module's `flag()` says what a flag fall means there); `players` is the game's count of players
 * (the registry's), and the games of more players have none.
 */
export function choiceTimeControl(choice, players = 2) {
  if (choice.time === 'none' || players > 2) return null;
  const preset = TIME_PRESETS.find((p) => p.id === choice.time);
  return preset ? timeControl(preset.minutes, preset.increment) : timeControl(choice.minutes, choice.increment);
}

/**
 * Fills the form's dynamic parts (levels, handicaps, the Chess960 numbers, time presets) and keeps
 * it consistent.
 */
export function prepareForm(form, { levels, setups, chess960Count }) {
  const levelSelect = form.elements.level;
  // The levels' ratings are chess ratings: the labels follow the chosen game.
  const labelLevels = (chess) => {
    for (const option of levelSelect.options) option.text = levelLabel(Number(option.value), levels, { rated: chess });
  };
  levelSelect.replaceChildren(...levels.map((l) => new Option('', String(l.level))));
  labelLevels(playsChess(readForm(form)));
  form.elements.handicap.replaceChildren(...handicapChoices(setups).map((h) => new Option(h.label, h.id)));
  form.elements.chess960.max = String(chess960Count - 1);
  form.elements.time.replaceChildren(
    new Option('No clock', 'none'),
    ...TIME_PRESETS.map((p) => new Option(p.label, p.id)),
    new Option('Custom', 'custom'),
  );
  let lastGame = readForm(form).game;
  const sync = () => {
    // The Chess960 entry of the list and the start position say the same: keep them together.
    const game = form.elements.game.value;
    if (game !== lastGame && (game === 'chess960' || game === 'chess')) form.elements.start.value = game === 'chess960' ? 'chess960' : 'standard';
    else if (game === 'chess' || game === 'chess960') setGame(form, form.elements.start.value === 'chess960' ? 'chess960' : 'chess');
    lastGame = form.elements.game.value;
    const c = readForm(form);
    const chess = playsChess(c);
    labelLevels(chess);
    const multi = chosenRadio(form)?.dataset.family === 'multi';
    form.querySelector('.start-row').hidden = !chess;
    form.querySelector('.time-row').hidden = multi || c.opponent === 'analysis'; // an analysis board has no clock
    // the games of more players read their own record too (the FEN/PGN dialog's)
    form.querySelector('.position-label').textContent = chess ? 'Start from a FEN or PGN (optional)' : multi ? 'Start from a position or record of this game (optional)' : 'Start from a FEN of this game (optional)';
    syncModes(form);
    syncSides(form);
    const vsBot = c.opponent === 'bot';
    const fromPosition = c.position.trim() !== '';
    const chess960 = c.start === 'chess960' && !fromPosition;
    const odds = chess && c.handicap !== 'standard' && !chess960;
    form.elements.start.disabled = fromPosition;
    form.elements.handicap.disabled = fromPosition;
    form.querySelector('.chess960-row').hidden = !chess960 || !chess;
    form.querySelector('.handicap-row').hidden = chess960 || !chess;
    for (const r of form.querySelectorAll('[name=giver]')) r.disabled = !odds || fromPosition;
    for (const r of form.querySelectorAll('[name=color]')) r.disabled = odds && !fromPosition;
    form.querySelector('.level-row').hidden = !vsBot;
    form.querySelector('.color-row').hidden = !vsBot || multi;
    form.querySelector('.giver').hidden = !vsBot || !odds || fromPosition;
    form.querySelector('.custom-time').hidden = c.time !== 'custom' || multi || c.opponent === 'analysis';
    const hint = form.querySelector('.sides-hint');
    hint.textContent = vsBot && odds && !fromPosition ? `You play ${resolveSides(c, setups)}.` : '';
  };
  form.addEventListener('input', sync);
  form.addEventListener('change', sync);
  return sync;
}

const chosenRadio = (form) => form.querySelector('input[name=game]:checked');

/** The mode chooser follows the chosen game: shown, with that game's modes, when it has some. */
function syncModes(form) {
  const radio = chosenRadio(form);
  const modes = radio?.dataset.modes?.split(' ') ?? [];
  const labels = JSON.parse(radio?.dataset.modeLabels ?? '[]');
  const select = form.elements.mode;
  if (!select) return;
  if ([...select.options].map((o) => o.value).join(' ') !== modes.join(' ')) {
    const keep = select.value;
    select.replaceChildren(...modes.map((m, i) => new Option(labels[i] ?? m, m)));
    if (modes.includes(keep)) select.value = keep;
  }
  form.querySelector('.mode-row').hidden = modes.length === 0;
}

/** The colour choice says the chosen game's names of its sides (Xiangqi: Red and Black). */
function syncSides(form) {
  const sides = JSON.parse(chosenRadio(form)?.dataset.sides ?? 'null');
  for (const radio of form.querySelectorAll('input[name=color]')) {
    if (radio.value !== 'random' && radio.nextSibling) radio.nextSibling.textContent = ` ${sideName(radio.value, sides)}`;
  }
}

/** Checks the radio of game `id` (when the list has it). */
function setGame(form, id) {
  const radio = [...form.querySelectorAll('input[name=game]')].find((r) => r.value === id);
  if (radio) radio.checked = true;
}

export function writeForm(form, choice) {
  const c = { ...DEFAULT_CHOICE, ...choice };
  setGame(form, c.game);
  form.elements.opponent.value = c.opponent;
  form.elements.color.value = c.color;
  if ([...form.elements.level.options].some((o) => o.value === String(c.level))) form.elements.level.value = String(c.level);
  form.elements.start.value = c.start;
  form.elements.chess960.value = c.chess960;
  form.elements.handicap.value = c.handicap;
  form.elements.giver.value = c.giver;
  form.elements.time.value = c.time;
  form.elements.minutes.value = String(c.minutes);
  form.elements.increment.value = String(c.increment);
  form.elements.position.value = c.position;
  syncModes(form);
  if (form.elements.mode && c.mode) form.elements.mode.value = c.mode;
}

export function readForm(form) {
  const e = form.elements;
  return {
    game: e.game.value || form.querySelector('input[name=game]:checked')?.value || 'chess',
    opponent: e.opponent.value,
    color: e.color.value,
    level: Number(e.level.value) || 1,
    start: e.start.value || 'standard',
    chess960: e.chess960.value,
    handicap: e.handicap.value || 'standard',
    giver: e.giver.value || 'bot',
    time: e.time.value || 'none',
    minutes: Number(e.minutes.value),
    increment: Number(e.increment.value),
    position: e.position.value,
    mode: e.mode && !form.querySelector('.mode-row')?.hidden ? e.mode.value : '',
  };
}
