// The new-game form: opponent, colour, bot level, start position (standard or Chess960),
// Handicap (and who gives it), time control, or a start from a pasted FEN/PGN. `resolveSides`
// and `setupName` are the pure parts: who plays which colour, and which setup the module makes.
// The setups, who gives their odds and the Chess960 count come from the module (catalog.js).

import { TIME_PRESETS, timeControl } from './clock.js';
import { levelLabel } from './messages.js';
import { other } from './sides.js';

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

export const DEFAULT_CHOICE = {
  opponent: 'bot', color: 'white', level: 1, start: 'standard', chess960: '', handicap: 'standard', giver: 'bot',
  time: 'none', minutes: 5, increment: 3, position: '',
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

/** The time control a choice asks for, or null. */
export function choiceTimeControl(choice) {
  if (choice.time === 'none') return null;
  const preset = TIME_PRESETS.find((p) => p.id === choice.time);
  return preset ? timeControl(preset.minutes, preset.increment) : timeControl(choice.minutes, choice.increment);
}

/**
 * Fills the form's dynamic parts (levels, handicaps, the Chess960 numbers, time presets) and keeps
 * it consistent.
 */
export function prepareForm(form, { levels, setups, chess960Count }) {
  const levelSelect = form.elements.level;
  levelSelect.replaceChildren(
    ...levels.map((l) => new Option(levelLabel(l.level, levels), String(l.level))),
  );
  form.elements.handicap.replaceChildren(...handicapChoices(setups).map((h) => new Option(h.label, h.id)));
  form.elements.chess960.max = String(chess960Count - 1);
  form.elements.time.replaceChildren(
    new Option('No clock', 'none'),
    ...TIME_PRESETS.map((p) => new Option(p.label, p.id)),
    new Option('Custom', 'custom'),
  );
  const sync = () => {
    const c = readForm(form);
    const vsBot = c.opponent === 'bot';
    const fromPosition = c.position.trim() !== '';
    const chess960 = c.start === 'chess960' && !fromPosition;
    const odds = c.handicap !== 'standard' && !chess960;
    form.elements.start.disabled = fromPosition;
    form.elements.handicap.disabled = fromPosition;
    form.querySelector('.chess960-row').hidden = !chess960;
    form.querySelector('.handicap-row').hidden = chess960;
    for (const r of form.querySelectorAll('[name=giver]')) r.disabled = !odds || fromPosition;
    for (const r of form.querySelectorAll('[name=color]')) r.disabled = odds && !fromPosition;
    form.querySelector('.level-row').hidden = !vsBot;
    form.querySelector('.color-row').hidden = !vsBot;
    form.querySelector('.giver').hidden = !vsBot || !odds || fromPosition;
    form.querySelector('.custom-time').hidden = c.time !== 'custom';
    const hint = form.querySelector('.sides-hint');
    hint.textContent = vsBot && odds && !fromPosition ? `You play ${resolveSides(c, setups)}.` : '';
  };
  form.addEventListener('input', sync);
  form.addEventListener('change', sync);
  return sync;
}

export function writeForm(form, choice) {
  const c = { ...DEFAULT_CHOICE, ...choice };
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
}

export function readForm(form) {
  const e = form.elements;
  return {
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
  };
}
