import { describe, expect, it } from 'vitest';
import { deadlockClause, type KnownDeadlock, strongest } from '../../src/analysis/deadlock-words';
import { DEADLOCK_CLASSES } from '../../src/solver';

const KNOWN: readonly KnownDeadlock[] = [...DEADLOCK_CLASSES, 'corner'];

describe('deadlock words', () => {
  it('words every engine class itself, about the boxes named, for one box or many', () => {
    for (const kind of KNOWN)
      for (const n of [1, 2, 3]) {
        const who = n === 1 ? 'the box at 4:4' : 'the boxes at 4:4 and 5:4';
        const clause = deadlockClause(kind, who, n);
        expect(clause, kind).toContain(who);
        expect(clause, kind).not.toBe(deadlockClause('a-mod-class', who, n));
      }
  });

  it("says a mod's own class is stuck, agreeing with the count", () => {
    expect(deadlockClause('sunk', 'the box at 2:3', 1)).toBe('the box at 2:3 is stuck');
    expect(deadlockClause('sunk', 'these boxes', 3)).toBe('these boxes are stuck');
  });

  it('puts the plainest class first, engine classes before a mod class', () => {
    const f = (c: string) => ({ class: c });
    expect(strongest([f('corral'), f('sunk'), f('freeze'), f('dead-square')])?.class).toBe('dead-square');
    expect(strongest([f('sunk'), f('bipartite')])?.class).toBe('bipartite');
    expect(strongest([])).toBeUndefined();
  });
});
