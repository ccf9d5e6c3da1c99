import type { Game, TurnResult } from '../../../core/game';
import type { SoundVoice } from '../../../core/plugin';
import type { SessionEvent } from '../session';
import { VOICES } from './synth';

/** The game's own sounds, one per kind of event; a mod's segment kinds add theirs. */
export type ClassicCue = 'step' | 'push' | 'goal' | 'ungoal' | 'fall' | 'dead' | 'blocked' | 'undo' | 'win';

/** Every classic cue, read off `VOICES`, whose type requires a sound for each. */
export const CLASSIC_CUES = Object.keys(VOICES) as readonly ClassicCue[];

/** A sound to play: its name (a classic cue, or a mod's segment kind) and its voices. */
export interface Cue {
  readonly name: string;
  readonly voices: readonly SoundVoice[];
  /** A mod's segment sound, which never shares a classic cue's throttle or vibration, whatever its name. */
  readonly mod?: true;
}

const classic = (name: ClassicCue): Cue => ({ name, voices: VOICES[name] });

/**
 * The sound of one turn, the most telling one: a push that kills a box warns rather than scrapes, a
 * push that fills a goal chimes. `gained` is the change in the level's own progress count (boxes on
 * goals, or a mod's count: paint's painted boxes), so a mod's idea of "home" chimes too. A segment
 * kind a mod gave a sound (ice's slide, a teleporter's jump) is heard when nothing weightier
 * happened, the last such segment of the turn first.
 */
export function turnCue(
  turn: TurnResult,
  gained: number,
  sounds: ReadonlyMap<string, readonly SoundVoice[]>,
): Cue {
  if (turn.deadlocked.length) return classic('dead');
  if (gained > 0) return classic('goal');
  if (gained < 0) return classic('ungoal');
  if (turn.destroyed.length) return classic('fall');
  for (let i = turn.segments.length - 1; i >= 0; i--) {
    const name = turn.segments[i].kind;
    const voices = sounds.get(name);
    if (voices) return { name, voices, mod: true };
  }
  return classic(turn.pushes.length ? 'push' : 'step');
}

/** The sound of a move played on its own (a replay's step): the win once it solves the level. */
export function moveCue(
  turn: TurnResult,
  gained: number,
  sounds: ReadonlyMap<string, readonly SoundVoice[]>,
): Cue {
  return turn.solved ? classic('win') : turnCue(turn, gained, sounds);
}

/** The rewind of a move taken back. */
export const UNDO_CUE: Cue = classic('undo');

/**
 * Turns session events into sounds. It remembers the progress count after each event, so a turn's
 * sound knows whether a goal was filled or emptied without the session having to say.
 */
export class CueTracker {
  private done = 0;

  cue(event: SessionEvent, game: Game, turn: TurnResult | null): Cue | null {
    const before = this.done;
    this.done = game.progress().done;
    switch (event.type) {
      case 'turn':
        return turn ? turnCue(turn, this.done - before, game.ruleset.sounds) : null;
      case 'win':
        return classic('win');
      case 'blocked':
        return classic('blocked');
      case 'undo':
      case 'redo':
      case 'restart':
      case 'jump':
        return classic('undo');
      default:
        // A level opening, news about it, or a mod's failure (which has its own toast).
        return null;
    }
  }
}
