import type { Occupancy } from './occupancy';
import { STEP_LETTERS } from './occupancy';

/** Breadth-first distances (`dist[c]` = -1 where unreachable) and the last step into each cell (`via`). */
export interface Reach {
  readonly dist: Int32Array;
  readonly via: Int8Array;
}

/**
 * Where the player can walk from `start`. `blocked` defaults to the snapshot's; a box transport passes
 * its own (the moving box lifted off its start cell). Buffers can be reused to avoid allocating.
 */
export function playerReach(
  occ: Occupancy,
  player: number,
  start: number,
  blocked: Uint8Array = occ.blocked,
  reuse?: { dist: Int32Array; via: Int8Array; queue: Int32Array },
): Reach {
  const n = occ.width * occ.height;
  const dist = reuse?.dist ?? new Int32Array(n);
  const via = reuse?.via ?? new Int8Array(n);
  const queue = reuse?.queue ?? new Int32Array(n);
  dist.fill(-1);
  dist[start] = 0;
  let head = 0;
  let tail = 0;
  queue[tail++] = start;
  while (head < tail) {
    const c = queue[head++];
    const next = dist[c] + 1;
    for (let d = 0; d < 4; d++) {
      const m = occ.step(c, d);
      if (m < 0 || dist[m] !== -1 || blocked[m] || !occ.allows(player, m, d)) continue;
      dist[m] = next;
      via[m] = d;
      queue[tail++] = m;
    }
  }
  return { dist, via };
}

/** Rebuilds the lowercase LURD walk from the search's start to `target` (empty when already there). */
export function walkTo(occ: Occupancy, reach: Reach, target: number): string | null {
  if (reach.dist[target] < 0) return null;
  const letters: string[] = [];
  for (let c = target; reach.dist[c] > 0; ) {
    const d = reach.via[c];
    letters.push(STEP_LETTERS[d]);
    c = occ.step(c, (d + 2) & 3);
  }
  return letters.reverse().join('');
}
