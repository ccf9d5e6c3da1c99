import { describe, expect, it } from 'vitest';
import { commandForKey, KEY_HELP, repeats } from '../../src/ui/app/input/keymap';

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
    const named: Record<string, string> = {
      '←': 'ArrowLeft',
      '↑': 'ArrowUp',
      '→': 'ArrowRight',
      '↓': 'ArrowDown',
      Esc: 'Escape',
    };
    for (const { keys } of KEY_HELP) {
      for (const k of keys) {
        if (k === 'Ctrl+V') continue; // paste is an event, not a key command
        const parts = k.split('+');
        const key = named[parts.at(-1)!] ?? parts.at(-1)!;
        const press = { key, ctrlKey: parts.includes('Ctrl'), shiftKey: parts.includes('Shift') };
        expect(commandForKey(press), k).not.toBeNull();
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
