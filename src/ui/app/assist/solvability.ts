import { type PositionData, positionOf } from '../../../analysis/position';
import type { Playing } from '../session';
import type { Analyst } from './analyst';
import { checksSolvability, type DeadEnd, deadEnd, type Solvability } from './words';

const CHECK_MS = 1500;
/**
 * When the player asks again after an "unknown": long enough for most small levels' hard positions.
 * Each further ask from the same position triples it (to 90 s): the same budget would find nothing new.
 */
export const LONGER_CHECK_MS = 10_000;
const LONGEST_CHECK_MS = 90_000;
/** Pushes in quick succession are checked once, after the last: no worker per keystroke. */
const CHECK_DELAY_MS = 350;

/**
 * The quiet "still solvable?" check. On a small level, whenever the boxes move (a push, undo, redo,
 * restart or another level), the worker is asked, once the player pauses, whether the position can
 * still be solved. Its verdict is kept as one of four honest states, and "unknown" stays unknown: a
 * search that ran out of time proves nothing either way.
 */
export class SolvabilityCheck {
  private verdict: Solvability | null = null;
  /** Bumped whenever the boxes move; an answer for an older position is dropped. */
  private generation = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  /** Longer looks asked for at this position. */
  private longerLooks = 0;

  constructor(
    private readonly checker: Analyst,
    /** A solution of the level to steer the search by, if one is known (the par's or the player's). */
    private readonly known: (p: Playing) => Promise<string | undefined>,
    /** A new verdict; `dead` with a proven dead end, naming the deadlock when the worker found one. */
    private readonly changed: (dead?: DeadEnd) => void,
    /** The player's setting: off, the check neither runs nor shows. */
    private readonly enabled: () => boolean = () => true,
  ) {}

  /** What is known of the current position, or null on a level the check does not run on. */
  get current(): Solvability | null {
    return this.verdict;
  }

  /** The boxes moved, or another level is played: what was known no longer holds. */
  moved(p: Playing | null): void {
    this.drop();
    this.longerLooks = 0;
    const g = p?.game;
    const checks =
      !!g &&
      this.enabled() &&
      checksSolvability({
        analysable: g.analysisNotes.length === 0,
        boxes: g.boxCount,
        floor: count(g.inside),
      });
    const position = checks ? positionOf(g) : null;
    if (!p || !g || !position) this.set(null);
    // What the engine proves needs no worker.
    else if (g.solved) this.set('solvable');
    else if (g.deadlockedBoxes.length > 0) this.set('unsolvable');
    else {
      this.set('checking');
      const asked = this.generation;
      this.timer = setTimeout(() => void this.run(p, position, asked), CHECK_DELAY_MS);
    }
  }

  /**
   * Searches the same position again for longer (`LONGER_CHECK_MS`, then more), after an "unknown"
   * (the player asked); false when there is nothing unknown to look into.
   */
  longer(p: Playing | null): boolean {
    const position = p && positionOf(p.game);
    if (this.verdict !== 'unknown' || !p || !position) return false;
    this.drop();
    this.set('checking');
    const ms = Math.min(LONGEST_CHECK_MS, LONGER_CHECK_MS * 3 ** this.longerLooks++);
    void this.run(p, position, this.generation, ms);
    return true;
  }

  /** A hint or a solution for the current position settled the question first. */
  learn(verdict: 'solvable' | 'unsolvable'): void {
    if (this.verdict === null) return;
    this.drop();
    this.set(verdict);
  }

  dispose(): void {
    this.drop();
  }

  private drop(): void {
    this.generation++;
    clearTimeout(this.timer);
    this.checker.cancel();
  }

  private async run(p: Playing, position: PositionData, asked: number, ms = CHECK_MS): Promise<void> {
    const known = await this.known(p);
    if (asked !== this.generation) return;
    const answer = await this.checker.request({ kind: 'solvable', position, timeLimitMs: ms, known });
    if (!answer || asked !== this.generation) return;
    if (answer.kind !== 'solvable') this.set('unknown');
    else this.set(answer.verdict, answer.verdict === 'unsolvable' ? deadEnd(answer.findings) : undefined);
  }

  private set(verdict: Solvability | null, dead?: DeadEnd): void {
    this.verdict = verdict;
    this.changed(dead);
  }
}

function count(inside: Uint8Array): number {
  let n = 0;
  for (const v of inside) n += v;
  return n;
}
