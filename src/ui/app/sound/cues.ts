import type { Game, TurnResult } from '../../../core/game';
import type { SessionEvent } from '../session';

/**
 * What a player hears. One cue per event, the most telling one: a push that fills a goal chimes
 * rather than scrapes, and a push that kills a box warns rather than chimes.
 */
export type Cue =
  | 'step'
  | 'push'
  | 'goal'
  | 'ungoal'
  | 'slide'
  | 'teleport'
  | 'fall'
  | 'dead'
  | 'blocked'
  | 'undo'
  | 'win';

export const CUES: readonly Cue[] = [
  'step',
  'push',
  'goal',
  'ungoal',
  'slide',
  'teleport',
  'fall',
  'dead',
  'blocked',
  'undo',
  'win',
];

/**
 * The cue of one turn. `gained` is the change in the level's own progress count (boxes on goals,
 * or a mod's count: paint's painted boxes), so a mod's idea of "home" chimes too. Segment kinds
 * other than the classic walk and push (ice's slide, teleport's jump) are heard when nothing
 * weightier happened.
 */
export function turnCue(turn: TurnResult, gained: number): Cue {
  if (turn.deadlocked.length) return 'dead';
  if (gained > 0) return 'goal';
  if (gained < 0) return 'ungoal';
  if (turn.destroyed.length) return 'fall';
  if (turn.segments.some((s) => s.kind === 'teleport')) return 'teleport';
  if (turn.segments.some((s) => s.kind === 'slide')) return 'slide';
  return turn.pushes.length ? 'push' : 'step';
}

/**
 * Turns session events into cues. It remembers the progress count after each event, so a turn's
 * cue knows whether a goal was filled or emptied without the session having to say.
 */
export class CueTracker {
  private done = 0;

  cue(event: SessionEvent, game: Game, turn: TurnResult | null): Cue | null {
    const before = this.done;
    this.done = game.progress().done;
    switch (event.type) {
      case 'turn':
        return turn ? turnCue(turn, this.done - before) : null;
      case 'win':
        return 'win';
      case 'blocked':
        return 'blocked';
      case 'undo':
      case 'redo':
      case 'restart':
      case 'jump':
        return 'undo';
      default:
        // A level opening, news about it, or a mod's failure (which has its own toast).
        return null;
    }
  }
}
