import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { FinalResponse, RequestBody } from '../../src/analysis/protocol';
import { Game } from '../../src/core/game';
import type { Analyst } from '../../src/ui/app/assist/analyst';
import { LONGER_CHECK_MS, SolvabilityCheck } from '../../src/ui/app/assist/solvability';
import type { DeadEnd } from '../../src/ui/app/assist/words';
import type { Playing } from '../../src/ui/app/session';

/** An analyst whose answers the test gives by hand, one pending request at a time. */
class FakeAnalyst implements Analyst {
  readonly asked: RequestBody[] = [];
  cancels = 0;
  private pending: ((r: FinalResponse | null) => void) | null = null;
  request(body: RequestBody): Promise<FinalResponse | null> {
    this.asked.push(body);
    return new Promise((resolve) => {
      this.pending = resolve;
    });
  }
  cancel(): void {
    this.cancels++;
    this.pending?.(null);
    this.pending = null;
  }
  answer(r: FinalResponse): void {
    this.pending?.(r);
    this.pending = null;
  }
}

const playing = (text: string) => ({ game: Game.fromText(text) }) as unknown as Playing;
const LEVEL = '#######\n#@ $ .#\n#  $ .#\n#######';

function setUp(known?: string) {
  const analyst = new FakeAnalyst();
  const dead: (DeadEnd | undefined)[] = [];
  const check = new SolvabilityCheck(
    analyst,
    async () => known,
    (d) => dead.push(d),
  );
  return { analyst, dead, check };
}

/** Runs the check's delay and lets its promises settle. */
const pause = () => vi.advanceTimersByTimeAsync(400);

describe('the background "still solvable?" check', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks once the player pauses, steered by a known solution, and keeps the verdict', async () => {
    const { analyst, check } = setUp('rRR');
    check.moved(playing(LEVEL));
    expect(check.current).toBe('checking');
    expect(analyst.asked).toEqual([]);
    await pause();
    expect(analyst.asked).toMatchObject([{ kind: 'solvable', known: 'rRR', timeLimitMs: 1500 }]);
    analyst.answer({ id: 1, kind: 'solvable', verdict: 'solvable' });
    await pause();
    expect(check.current).toBe('solvable');
  });

  it('says unknown as unknown, for a search out of time and for a worker error alike', async () => {
    for (const answer of [
      { id: 1, kind: 'solvable', verdict: 'unknown' },
      { id: 1, kind: 'error', message: 'worker died' },
    ] as const) {
      const { analyst, check, dead } = setUp();
      check.moved(playing(LEVEL));
      await pause();
      analyst.answer(answer);
      await pause();
      expect(check.current).toBe('unknown');
      expect(dead).toEqual([undefined, undefined]);
    }
  });

  it("hands on a proven dead end with the worker's named deadlock", async () => {
    const { analyst, check, dead } = setUp();
    check.moved(playing(LEVEL));
    await pause();
    analyst.answer({
      id: 1,
      kind: 'solvable',
      verdict: 'unsolvable',
      findings: [{ class: 'freeze', boxes: [[3, 1]] }],
    });
    await pause();
    expect(check.current).toBe('unsolvable');
    expect(dead.at(-1)).toEqual({
      text: 'This box is frozen off its goal: this can no longer be solved.',
      boxes: [{ x: 3, y: 1 }],
    });
  });

  it('drops the answer for a position the boxes have left, and checks quick pushes once', async () => {
    const { analyst, check } = setUp();
    const p = playing(LEVEL);
    check.moved(p);
    await pause();
    check.moved(p); // an undo while the worker searched: its search is cancelled
    expect(analyst.cancels).toBeGreaterThan(0);
    expect(check.current).toBe('checking');
    check.moved(p);
    check.moved(p);
    await pause();
    expect(analyst.asked).toHaveLength(2);
    analyst.answer({ id: 2, kind: 'solvable', verdict: 'solvable' });
    await pause();
    expect(check.current).toBe('solvable');
  });

  it("needs no worker for what the engine proves: a win, or the turn's deadlock", async () => {
    const { analyst, check } = setUp();
    const won = playing('#####\n#@$.#\n#####');
    won.game.move('r');
    check.moved(won);
    expect(check.current).toBe('solvable');
    const stuck = playing('######\n#@$  #\n#  . #\n######');
    stuck.game.play('RR');
    expect(stuck.game.deadlockedBoxes.length).toBeGreaterThan(0);
    check.moved(stuck);
    expect(check.current).toBe('unsolvable');
    await pause();
    expect(analyst.asked).toEqual([]);
  });

  it('does not run on big levels or without a level, and a hint teaches it nothing there', async () => {
    const { analyst, check } = setUp();
    const row = `#@${'$.'.repeat(13)}#`;
    check.moved(playing(`${'#'.repeat(row.length)}\n${row}\n${'#'.repeat(row.length)}`));
    expect(check.current).toBe(null);
    check.learn('solvable');
    expect(check.current).toBe(null);
    check.moved(null);
    expect(check.current).toBe(null);
    await pause();
    expect(analyst.asked).toEqual([]);
  });

  it('looks longer at the same position when asked after an "unknown", and only then', async () => {
    const { analyst, check } = setUp();
    const p = playing(LEVEL);
    expect(check.longer(p)).toBe(false);
    check.moved(p);
    expect(check.longer(p)).toBe(false); // still checking
    await pause();
    analyst.answer({ id: 1, kind: 'solvable', verdict: 'unknown' });
    await pause();
    expect(check.longer(p)).toBe(true);
    expect(check.current).toBe('checking');
    await pause();
    expect(analyst.asked.map((a) => a.timeLimitMs)).toEqual([1500, LONGER_CHECK_MS]);
    // Unknown again: each further look is three times as long, up to a minute and a half.
    for (const id of [2, 3, 4]) {
      analyst.answer({ id, kind: 'solvable', verdict: 'unknown' });
      await pause();
      expect(check.longer(p)).toBe(true);
      await pause();
    }
    expect(analyst.asked.map((a) => a.timeLimitMs)).toEqual([1500, 10_000, 30_000, 90_000, 90_000]);
    analyst.answer({ id: 5, kind: 'solvable', verdict: 'solvable' });
    await pause();
    expect(check.current).toBe('solvable');
    // A move starts the looks afresh.
    check.moved(p);
    await pause();
    analyst.answer({ id: 6, kind: 'solvable', verdict: 'unknown' });
    await pause();
    check.longer(p);
    await pause();
    expect(analyst.asked.at(-1)?.timeLimitMs).toBe(LONGER_CHECK_MS);
  });

  it('neither runs nor shows when the player turned it off', async () => {
    const analyst = new FakeAnalyst();
    let on = false;
    const check = new SolvabilityCheck(
      analyst,
      async () => undefined,
      () => {},
      () => on,
    );
    check.moved(playing(LEVEL));
    expect(check.current).toBe(null);
    await pause();
    expect(analyst.asked).toEqual([]);
    on = true;
    check.moved(playing(LEVEL));
    expect(check.current).toBe('checking');
  });

  it('takes the word of a hint or a solution for the same position, and stops asking', async () => {
    const { analyst, check } = setUp();
    check.moved(playing(LEVEL));
    check.learn('solvable');
    expect(check.current).toBe('solvable');
    await pause();
    expect(analyst.asked).toEqual([]);
  });
});
