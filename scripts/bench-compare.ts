/**
 * Level-by-level comparison of two solver benchmark runs (`bench-solver.ts --save`), so that a
 * total that stays the same cannot hide a level gained in one place and lost in another.
 */

/** One level's outcome in a run. */
export interface LevelRun {
  level: number;
  solved: boolean;
  ms: number;
  nodes: number;
}

/** The part of a collection's results the comparison reads. */
export interface CollectionRun {
  collection: string;
  levels: LevelRun[];
}

export interface CollectionChange {
  collection: string;
  /** Solved now, not in the earlier run. */
  gained: number[];
  /** Solved in the earlier run, not now. */
  lost: number[];
  /** Levels both runs solved, and their total seconds then and now. */
  both: number;
  thenS: number;
  nowS: number;
}

/** Compares the collections present in both runs (levels matched by number). */
export function compareRuns(
  then: readonly CollectionRun[],
  now: readonly CollectionRun[],
): CollectionChange[] {
  const out: CollectionChange[] = [];
  for (const cur of now) {
    const old = then.find((c) => c.collection === cur.collection);
    if (!old) continue;
    const before = new Map(old.levels.map((l) => [l.level, l]));
    const change: CollectionChange = {
      collection: cur.collection,
      gained: [],
      lost: [],
      both: 0,
      thenS: 0,
      nowS: 0,
    };
    for (const l of cur.levels) {
      const b = before.get(l.level);
      if (!b) continue;
      if (l.solved && !b.solved) change.gained.push(l.level);
      else if (!l.solved && b.solved) change.lost.push(l.level);
      else if (l.solved) {
        change.both++;
        change.thenS += b.ms / 1000;
        change.nowS += l.ms / 1000;
      }
    }
    out.push(change);
  }
  return out;
}

/** One line per collection: `sasquatch: +#5 -#17; 26 solved by both in 30.1 s (then 28.4 s, 1.06x)`. */
export function formatChange(c: CollectionChange): string {
  const levels = (sign: string, xs: number[]) => xs.map((n) => `${sign}#${n}`).join(' ');
  const moved = [levels('+', c.gained), levels('-', c.lost)].filter(Boolean).join(' ') || 'same levels';
  const ratio = c.thenS > 0 ? `, ${(c.nowS / c.thenS).toFixed(2)}x` : '';
  return `${c.collection}: ${moved}; ${c.both} solved by both in ${c.nowS.toFixed(1)} s (then ${c.thenS.toFixed(1)} s${ratio})`;
}
