import type { Command } from '../commands';

/** The parts of a KeyboardEvent the mapping reads (so it is testable without a DOM). */
export interface KeyPress {
  readonly key: string;
  readonly ctrlKey?: boolean;
  readonly metaKey?: boolean;
  readonly shiftKey?: boolean;
  readonly altKey?: boolean;
}

const MOVES: Record<string, Command> = {
  arrowleft: { kind: 'move', dir: 'left' },
  arrowup: { kind: 'move', dir: 'up' },
  arrowright: { kind: 'move', dir: 'right' },
  arrowdown: { kind: 'move', dir: 'down' },
  a: { kind: 'move', dir: 'left' },
  w: { kind: 'move', dir: 'up' },
  d: { kind: 'move', dir: 'right' },
  s: { kind: 'move', dir: 'down' },
};

const PLAIN: Record<string, Command> = {
  ...MOVES,
  z: { kind: 'undo' },
  u: { kind: 'undo' },
  backspace: { kind: 'undo' },
  y: { kind: 'redo' },
  r: { kind: 'restart' },
  escape: { kind: 'dismiss' },
  n: { kind: 'next' },
  p: { kind: 'prev' },
  '?': { kind: 'help' },
  l: { kind: 'levels' },
  h: { kind: 'hint' },
  b: { kind: 'mark' },
  v: { kind: 'describe' },
  m: { kind: 'sound' },
  enter: { kind: 'confirm' },
  ' ': { kind: 'confirm' },
};

/**
 * Whether a press is a character key (WCAG 2.1.4): a single character (a letter, a digit, '?', Space)
 * without Ctrl, Cmd or Alt, which speech input types and a stray hand brushes.
 */
export function isCharacterKey(e: KeyPress): boolean {
  return e.key.length === 1 && !e.ctrlKey && !e.metaKey && !e.altKey;
}

/**
 * Whether a key may act as a shortcut, on any screen: with letter keys off (a setting), character keys
 * do nothing; named keys (arrows, Enter, Esc, Backspace) and Ctrl shortcuts always may.
 */
export function shortcutAllowed(e: KeyPress, letters: boolean): boolean {
  return letters || !isCharacterKey(e);
}

/**
 * Maps a key press to a command, or null for keys the game leaves alone (so Ctrl+V, Ctrl+C, Tab and
 * browser shortcuts keep working). Letters are read from `key`, so WASD follow the printed letters.
 */
export function commandForKey(e: KeyPress, letters = true): Command | null {
  const key = e.key.toLowerCase();
  if (e.altKey) return null;
  if (e.ctrlKey || e.metaKey) {
    if (key === 'z') return e.shiftKey ? { kind: 'redo' } : { kind: 'undo' };
    if (key === 'y') return { kind: 'redo' };
    return null;
  }
  if (!shortcutAllowed(e, letters)) return null;
  // Shift+/ is '?' on most layouts; other shifted letters still mean the letter.
  return PLAIN[key] ?? null;
}

/** Commands that repeat while their key is held (moves at the slide rate; undo and redo too). */
export function repeats(command: Command): boolean {
  return command.kind === 'move' || command.kind === 'undo' || command.kind === 'redo';
}

/** A line of a keys list: the keys (each shown as a key cap) and what they do. */
export interface KeyHelp {
  readonly keys: readonly string[];
  readonly action: string;
}

/** Key caps that are not the key's own name: the arrows are drawn, Space and Esc are spelt out. */
const CAP_KEYS: Readonly<Record<string, string>> = {
  '←': 'ArrowLeft',
  '↑': 'ArrowUp',
  '→': 'ArrowRight',
  '↓': 'ArrowDown',
  Space: ' ',
  Esc: 'Escape',
};

/** The key press a keys list's cap stands for ('Ctrl+Z', '←', 'Space'); a range ('1–9') is its first key. */
export function capPress(cap: string): KeyPress {
  const parts = cap.split('+');
  const name = parts.at(-1) ?? cap;
  const key = CAP_KEYS[name] ?? name.split('–')[0];
  return { key, ctrlKey: parts.includes('Ctrl'), shiftKey: parts.includes('Shift') };
}

/**
 * A keys list as the keys act: with letter keys off, the caps of character keys are left out, and a
 * line left with none goes, so the list never offers a key that does nothing.
 */
export function keysInUse(list: readonly KeyHelp[], letters: boolean): readonly KeyHelp[] {
  if (letters) return list;
  return list.flatMap((line) => {
    const keys = line.keys.filter((cap) => shortcutAllowed(capPress(cap), false));
    return keys.length ? [{ ...line, keys }] : [];
  });
}

/** The keys listed in the help overlay, grouped; kept next to the mapping so the two agree. */
export const KEY_HELP: readonly KeyHelp[] = [
  { keys: ['←', '↑', '→', '↓'], action: 'Move (hold to keep walking)' },
  { keys: ['W', 'A', 'S', 'D'], action: 'Move' },
  { keys: ['Z', 'U', 'Backspace', 'Ctrl+Z'], action: 'Undo' },
  { keys: ['Y', 'Ctrl+Y', 'Ctrl+Shift+Z'], action: 'Redo' },
  { keys: ['R'], action: 'Restart the level' },
  { keys: ['Esc'], action: 'Close a hint; with none shown, restart' },
  { keys: ['N', 'P'], action: 'Next / previous level' },
  { keys: ['L'], action: 'Level list' },
  { keys: ['H'], action: 'Hint: the next push' },
  { keys: ['B'], action: 'Save this position (the menu lists saved positions)' },
  { keys: ['V'], action: 'Describe the position in words (for screen readers)' },
  { keys: ['M'], action: 'Sounds off / on' },
  { keys: ['Ctrl+V'], action: 'Paste a level (XSB) to play it, or moves (LURD) to play them here' },
  { keys: ['Enter'], action: 'Next level, once solved' },
  { keys: ['?'], action: 'This help' },
];
