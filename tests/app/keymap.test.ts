import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EDITOR_HELP } from '../../src/ui/app/editor/editor-keys';
import {
  capPress,
  commandForKey,
  isCharacterKey,
  KEY_HELP,
  type KeyHelp,
  keysInUse,
  repeats,
  shortcutAllowed,
} from '../../src/ui/app/input/keymap';

describe('commandForKey', () => {
  it('maps arrows and WASD to moves, whatever the case', () => {
    expect(commandForKey({ key: 'ArrowLeft' })).toEqual({ kind: 'move', dir: 'left' });
    expect(commandForKey({ key: 'ArrowUp' })).toEqual({ kind: 'move', dir: 'up' });
    expect(commandForKey({ key: 'd' })).toEqual({ kind: 'move', dir: 'right' });
    expect(commandForKey({ key: 'S', shiftKey: true })).toEqual({ kind: 'move', dir: 'down' });
  });

  it('maps Z, U, Backspace and Ctrl+Z to undo', () => {
    for (const key of ['z', 'u', 'Backspace']) expect(commandForKey({ key })).toEqual({ kind: 'undo' });
    expect(commandForKey({ key: 'z', ctrlKey: true })).toEqual({ kind: 'undo' });
    expect(commandForKey({ key: 'z', metaKey: true })).toEqual({ kind: 'undo' });
  });

  it('maps Y, Ctrl+Y and Ctrl+Shift+Z to redo', () => {
    expect(commandForKey({ key: 'y' })).toEqual({ kind: 'redo' });
    expect(commandForKey({ key: 'y', ctrlKey: true })).toEqual({ kind: 'redo' });
    expect(commandForKey({ key: 'Z', ctrlKey: true, shiftKey: true })).toEqual({ kind: 'redo' });
  });

  it('maps R to restart, Esc to dismiss (a hint, else restart), N and P to next and previous, ? to help', () => {
    expect(commandForKey({ key: 'r' })).toEqual({ kind: 'restart' });
    expect(commandForKey({ key: 'Escape' })).toEqual({ kind: 'dismiss' });
    expect(commandForKey({ key: 'n' })).toEqual({ kind: 'next' });
    expect(commandForKey({ key: 'p' })).toEqual({ kind: 'prev' });
    expect(commandForKey({ key: '?', shiftKey: true })).toEqual({ kind: 'help' });
  });

  it('leaves browser shortcuts and unknown keys alone', () => {
    expect(commandForKey({ key: 'v', ctrlKey: true })).toBeNull();
    expect(commandForKey({ key: 'c', ctrlKey: true })).toBeNull();
    expect(commandForKey({ key: 'r', ctrlKey: true })).toBeNull();
    expect(commandForKey({ key: 'ArrowLeft', altKey: true })).toBeNull();
    expect(commandForKey({ key: 'Tab' })).toBeNull();
    expect(commandForKey({ key: 'q' })).toBeNull();
  });

  it('repeats moves, undo and redo only', () => {
    expect(repeats({ kind: 'move', dir: 'up' })).toBe(true);
    expect(repeats({ kind: 'undo' })).toBe(true);
    expect(repeats({ kind: 'restart' })).toBe(false);
    expect(repeats({ kind: 'next' })).toBe(false);
  });

  it('documents only keys that the mapping knows', () => {
    for (const { keys } of KEY_HELP) {
      for (const k of keys) {
        if (k === 'Ctrl+V') continue; // paste is an event, not a key command
        expect(commandForKey(capPress(k)), k).not.toBeNull();
      }
    }
  });

  it('with letter keys off, leaves every single character alone and keeps named keys and Ctrl shortcuts', () => {
    for (const key of ['z', 'r', 'n', 'w', 'W', '?', ' ', 'h', 'b'])
      expect(commandForKey({ key }, false), key).toBeNull();
    expect(commandForKey({ key: 'ArrowLeft' }, false)).toEqual({ kind: 'move', dir: 'left' });
    expect(commandForKey({ key: 'Backspace' }, false)).toEqual({ kind: 'undo' });
    expect(commandForKey({ key: 'Escape' }, false)).toEqual({ kind: 'dismiss' });
    expect(commandForKey({ key: 'Enter' }, false)).toEqual({ kind: 'confirm' });
    expect(commandForKey({ key: 'z', ctrlKey: true }, false)).toEqual({ kind: 'undo' });
    expect(commandForKey({ key: 'z' }, true)).toEqual({ kind: 'undo' });
  });
});

describe('character keys', () => {
  const modifiers = fc.record({ ctrlKey: fc.boolean(), metaKey: fc.boolean(), altKey: fc.boolean() });

  it('are single characters without Ctrl, Cmd or Alt; named keys and Ctrl shortcuts are not', () => {
    for (const key of ['r', 'R', '1', '9', '?', ' ', 'é']) expect(isCharacterKey({ key }), key).toBe(true);
    for (const key of ['ArrowLeft', 'Enter', 'Escape', 'Backspace', 'Tab', 'F1'])
      expect(isCharacterKey({ key }), key).toBe(false);
    expect(isCharacterKey({ key: 'z', ctrlKey: true })).toBe(false);
    expect(isCharacterKey({ key: 'z', metaKey: true })).toBe(false);
    expect(isCharacterKey({ key: 'r', altKey: true })).toBe(false);
    // Shift is how '?' and capitals are typed: still a character.
    expect(isCharacterKey({ key: '?', shiftKey: true })).toBe(true);
  });

  it('act as shortcuts only with letter keys on; every other key always may', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 12 }), modifiers, (key, mods) => {
        const e = { key, ...mods };
        expect(shortcutAllowed(e, true)).toBe(true);
        expect(shortcutAllowed(e, false)).toBe(!isCharacterKey(e));
      }),
    );
  });

  it('decide what the game keymap does with letter keys off: nothing, or what it does with them on', () => {
    const keys = fc.oneof(
      fc.constantFrom('ArrowLeft', 'ArrowUp', 'Enter', 'Escape', 'Backspace', ' ', '?', 'z', 'Z', 'y', 'v'),
      fc.string({ minLength: 1, maxLength: 2 }),
    );
    fc.assert(
      fc.property(keys, modifiers, fc.boolean(), (key, mods, shiftKey) => {
        const e = { key, shiftKey, ...mods };
        const off = commandForKey(e, false);
        expect(off).toEqual(shortcutAllowed(e, false) ? commandForKey(e, true) : null);
      }),
    );
  });

  it('read a key cap as the key it stands for', () => {
    expect(capPress('←')).toEqual({ key: 'ArrowLeft', ctrlKey: false, shiftKey: false });
    expect(capPress('Space')).toEqual({ key: ' ', ctrlKey: false, shiftKey: false });
    expect(capPress('Esc').key).toBe('Escape');
    expect(capPress('1–9').key).toBe('1');
    expect(capPress('Ctrl+Shift+Z')).toEqual({ key: 'Z', ctrlKey: true, shiftKey: true });
  });
});

describe('keysInUse', () => {
  const caps = (list: readonly KeyHelp[]) => list.flatMap((line) => line.keys);

  it('lists every key with letter keys on', () => {
    expect(keysInUse(KEY_HELP, true)).toBe(KEY_HELP);
    expect(keysInUse(EDITOR_HELP.keys, true)).toBe(EDITOR_HELP.keys);
  });

  it('with letter keys off, leaves out the play keys that do nothing, and lines left empty', () => {
    const off = keysInUse(KEY_HELP, false);
    expect(caps(off)).not.toContain('W');
    expect(caps(off)).not.toContain('R');
    expect(caps(off)).not.toContain('?');
    expect(off.map((line) => line.action)).not.toContain('Restart the level');
    expect(off.find((line) => line.action === 'Undo')?.keys).toEqual(['Backspace', 'Ctrl+Z']);
    expect(caps(off)).toEqual(expect.arrayContaining(['←', 'Esc', 'Enter', 'Ctrl+Y', 'Ctrl+V']));
  });

  it("with letter keys off, leaves out the editor's tool digits, R, Space and ?; keeps the pointer, Enter and Ctrl", () => {
    const off = caps(keysInUse(EDITOR_HELP.keys, false));
    for (const cap of ['R', '1–9', 'Space', '?']) expect(off).not.toContain(cap);
    for (const cap of ['Click', 'Shift+Drag', '←', 'Enter', 'Shift+←↑→↓', 'Esc', 'Ctrl+Z', 'Ctrl+V'])
      expect(off).toContain(cap);
  });

  it('keeps, with letter keys off, only caps of keys that act', () => {
    for (const list of [KEY_HELP, EDITOR_HELP.keys])
      for (const line of keysInUse(list, false)) {
        expect(line.keys.length).toBeGreaterThan(0);
        for (const cap of line.keys) expect(shortcutAllowed(capPress(cap), false), cap).toBe(true);
      }
  });
});
