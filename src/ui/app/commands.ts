import type { Direction } from '../../core/pipeline/turn';

/**
 * What the player asks for, whatever the device. Keyboard, buttons, and later mouse, touch and the
 * solver's hints all produce these; the controller is the only place that acts on them.
 */
export type Command =
  | {
      readonly kind: 'move';
      readonly dir: Direction /** A held key's automatic repeat. */;
      readonly repeat?: boolean;
    }
  | { readonly kind: 'undo' | 'redo'; readonly repeat?: boolean }
  | { readonly kind: 'restart' | 'next' | 'prev' | 'help' | 'levels' | 'confirm' }
  /** Esc: closes what the assistant shows (a hint, a playback) or, with nothing shown, restarts. */
  | { readonly kind: 'dismiss' }
  /** Save the position on the board to come back to (`saved-positions.ts`). */
  | { readonly kind: 'mark' }
  /** Say the whole position in words (for a player who cannot see the board). */
  | { readonly kind: 'describe' }
  /** Sounds off, or back on at the level they had (`Settings.sound`). */
  | { readonly kind: 'sound' }
  /** Ask the solver: the next push, or the whole solution played from here. */
  | { readonly kind: 'hint' | 'solve' }
  /** After an "unknown" from the background check: search again, for longer. */
  | { readonly kind: 'check-longer' };
