import { type Occupancy, STEP_LETTERS } from './occupancy';
import { playerReach, walkTo } from './player-paths';

const back = (d: number) => (d + 2) & 3;

/** The direction of a push made from cell `p` into the box at `b`, or -1 if p is not beside b. */
function sideOf(occ: Occupancy, b: number, p: number): number {
  for (let d = 0; d < 4; d++) if (occ.step(b, back(d)) === p) return d;
  return -1;
}

/** What a transport search needs: the board, who pushes from where, which box from where. */
export interface TransportQuery {
  occ: Occupancy;
  player: number;
  playerCell: number;
  box: number;
  boxCell: number;
}

/**
 * A search context with the moving box lifted off the board, so only its current cell blocks, plus
 * reusable buffers (epoch-stamped marks instead of clearing arrays per breadth-first search).
 */
class Lifted {
  readonly occ: Occupancy;
  readonly blocked: Uint8Array;
  readonly n: number;
  private readonly mark: Int32Array;
  private readonly queue: Int32Array;
  private readonly dist: Int32Array;
  private epoch = 0;

  constructor(q: TransportQuery) {
    this.occ = q.occ;
    this.n = q.occ.width * q.occ.height;
    this.blocked = q.occ.blocked.slice();
    this.blocked[q.boxCell] = 0;
    this.mark = new Int32Array(this.n);
    this.queue = new Int32Array(this.n);
    this.dist = new Int32Array(this.n);
  }

  /** Can the box enter `cell` when pushed in direction `d`? */
  boxMay(box: number, cell: number, d: number): boolean {
    return cell >= 0 && !this.blocked[cell] && this.occ.allows(box, cell, d);
  }

  /**
   * Walking distances from `from` to the four side cells of `boxCell` (`out[d]` = distance to the cell
   * from which a push in direction d starts, -1 if unreachable or blocked). The search stops as soon as
   * every open side is found, so in open rooms it touches a handful of cells.
   */
  sides(player: number, from: number, boxCell: number, out: Int32Array): void {
    const occ = this.occ;
    const { nbr } = occ;
    const blocked = this.blocked;
    const mark = this.mark;
    const queue = this.queue;
    const distOf = this.dist;
    // The side for a push in direction d is the box's neighbour in the opposite direction.
    const s0 = nbr[boxCell * 4 + 2];
    const s1 = nbr[boxCell * 4 + 3];
    const s2 = nbr[boxCell * 4];
    const s3 = nbr[boxCell * 4 + 1];
    out[0] = out[1] = out[2] = out[3] = -1;
    const open = (c: number) => (c >= 0 && !blocked[c] ? 1 : 0);
    const wanted = open(s0) + open(s1) + open(s2) + open(s3);
    let found = 0;
    const visit = (c: number, dist: number) => {
      if (c === s0) out[0] = dist;
      else if (c === s1) out[1] = dist;
      else if (c === s2) out[2] = dist;
      else if (c === s3) out[3] = dist;
      else return;
      found++;
    };
    const stamp = ++this.epoch;
    mark[from] = stamp;
    distOf[from] = 0;
    visit(from, 0);
    let head = 0;
    let tail = 0;
    queue[tail++] = from;
    while (head < tail && found < wanted) {
      const c = queue[head++];
      const next = distOf[c] + 1;
      for (let d = 0; d < 4; d++) {
        const m = nbr[c * 4 + d];
        if (m < 0 || m === boxCell || mark[m] === stamp || blocked[m] || !occ.allows(player, m, d)) continue;
        mark[m] = stamp;
        distOf[m] = next;
        visit(m, next);
        queue[tail++] = m;
      }
    }
  }
}

/**
 * Every cell the box can be pushed to by pushes of that box alone, the player walking between pushes.
 * Returns a per-cell mask (1 = reachable target; the box's own cell is not included).
 */
export function boxTargets(q: TransportQuery): Uint8Array {
  const ctx = new Lifted(q);
  const { occ } = q;
  const targets = new Uint8Array(ctx.n);
  // visited[b * 4 + d]: the player can push the box at b in direction d.
  const visited = new Uint8Array(ctx.n * 4);
  const arrivals: number[] = [q.boxCell, q.playerCell];
  const dist = new Int32Array(4);
  for (let i = 0; i < arrivals.length; i += 2) {
    const b = arrivals[i];
    const p = arrivals[i + 1];
    // The player stands next to the box; if that side was already reached, so was its whole region.
    const own = sideOf(occ, b, p);
    if (own >= 0 && visited[b * 4 + own]) continue;
    ctx.sides(q.player, p, b, dist);
    for (let d = 0; d < 4; d++) {
      if (dist[d] < 0 || visited[b * 4 + d]) continue;
      visited[b * 4 + d] = 1;
      const b2 = occ.step(b, d);
      if (!ctx.boxMay(q.box, b2, d)) continue;
      if (b2 !== q.boxCell) targets[b2] = 1;
      arrivals.push(b2, b);
    }
  }
  return targets;
}

/**
 * The LURD that transports the box to `target`: fewest pushes then fewest moves (or the reverse with
 * `prefer: 'moves'`), by Dijkstra over (box cell, push direction) with walking distances between pushes.
 * Null when the box cannot get there.
 */
export function boxPath(
  q: TransportQuery,
  target: number,
  prefer: 'pushes' | 'moves' = 'pushes',
): string | null {
  if (target === q.boxCell) return '';
  const ctx = new Lifted(q);
  const { occ } = q;
  const n = ctx.n;
  const best = new Float64Array(n * 4).fill(Number.POSITIVE_INFINITY);
  const parent = new Int32Array(n * 4).fill(-1);
  const heap = new Heap();
  const SCALE = 2 ** 21;
  const cost = (pushes: number, moves: number) =>
    prefer === 'pushes' ? pushes * SCALE + moves : moves * SCALE + pushes;
  const pushesOf = new Int32Array(n * 4);
  const movesOf = new Int32Array(n * 4);
  const buffers = { dist: new Int32Array(n), via: new Int8Array(n), queue: new Int32Array(n) };

  // A*: the box needs at least its Manhattan distance to the target in pushes (and moves), which never
  // overestimates and drops by at most one per push, so the first solution popped is still optimal.
  const tx = target % occ.width;
  const ty = (target - tx) / occ.width;
  const h = (cell: number) => {
    const x = cell % occ.width;
    return Math.abs(x - tx) + Math.abs((cell - x) / occ.width - ty);
  };
  const offer = (state: number, pushes: number, moves: number, from: number) => {
    const c = cost(pushes, moves);
    if (c >= best[state]) return;
    best[state] = c;
    parent[state] = from;
    pushesOf[state] = pushes;
    movesOf[state] = moves;
    const remaining = h(state >> 2);
    // Among equal estimates, expand the state nearer the target first (a fraction below one move, so
    // the order by pushes and moves is kept): in open rooms this stops A* from fanning out.
    heap.push(c + cost(remaining, remaining) + remaining / 1024, state);
  };
  const walkFrom = (start: number, boxCell: number) => {
    const saved = ctx.blocked[boxCell];
    ctx.blocked[boxCell] = 1;
    const reach = playerReach(occ, q.player, start, ctx.blocked, buffers);
    ctx.blocked[boxCell] = saved;
    return reach;
  };

  const dist = new Int32Array(4);
  ctx.sides(q.player, q.playerCell, q.boxCell, dist);
  for (let d = 0; d < 4; d++) if (dist[d] >= 0) offer(q.boxCell * 4 + d, 0, dist[d], -1);
  let finalState = -1;
  let finalCost = Number.POSITIVE_INFINITY;
  while (heap.size > 0) {
    const [key, state] = heap.pop();
    const remaining = h(state >> 2);
    const f = key - remaining / 1024;
    if (f >= finalCost) break;
    // A stale entry: this state was since reached more cheaply.
    if (f > best[state] + cost(remaining, remaining)) continue;
    const b = state >> 2;
    const d = state & 3;
    const b2 = occ.step(b, d);
    if (!ctx.boxMay(q.box, b2, d)) continue;
    const pushes = pushesOf[state] + 1;
    const moves = movesOf[state] + 1;
    if (b2 === target) {
      const fc = cost(pushes, moves);
      if (fc < finalCost) {
        finalCost = fc;
        finalState = state;
      }
      continue;
    }
    ctx.sides(q.player, b, b2, dist);
    for (let d2 = 0; d2 < 4; d2++) if (dist[d2] >= 0) offer(b2 * 4 + d2, pushes, moves + dist[d2], state);
  }
  if (finalState < 0) return null;

  // Rebuild: the chain of push states, then the walks between them.
  const chain: number[] = [];
  for (let s = finalState; s >= 0; s = parent[s]) chain.push(s);
  chain.reverse();
  let out = '';
  let playerAt = q.playerCell;
  let boxAt = q.boxCell;
  for (const s of chain) {
    const b = s >> 2;
    const d = s & 3;
    const walk = walkTo(occ, walkFrom(playerAt, boxAt), occ.step(b, back(d)));
    out += `${walk ?? ''}${STEP_LETTERS[d].toUpperCase()}`;
    playerAt = b;
    boxAt = occ.step(b, d);
  }
  return out;
}

/** A binary min-heap of (cost, state) pairs in parallel arrays. */
class Heap {
  private costs: number[] = [];
  private states: number[] = [];

  get size(): number {
    return this.costs.length;
  }

  push(cost: number, state: number): void {
    const c = this.costs;
    const s = this.states;
    let i = c.length;
    c.push(cost);
    s.push(state);
    while (i > 0) {
      const p = (i - 1) >> 1;
      if (c[p] <= cost) break;
      c[i] = c[p];
      s[i] = s[p];
      i = p;
    }
    c[i] = cost;
    s[i] = state;
  }

  pop(): [number, number] {
    const c = this.costs;
    const s = this.states;
    const top: [number, number] = [c[0], s[0]];
    const lastC = c.pop()!;
    const lastS = s.pop()!;
    if (c.length > 0) {
      let i = 0;
      for (;;) {
        const l = 2 * i + 1;
        if (l >= c.length) break;
        const r = l + 1;
        const m = r < c.length && c[r] < c[l] ? r : l;
        if (c[m] >= lastC) break;
        c[i] = c[m];
        s[i] = s[m];
        i = m;
      }
      c[i] = lastC;
      s[i] = lastS;
    }
    return top;
  }
}
