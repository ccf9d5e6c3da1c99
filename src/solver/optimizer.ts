import type { Board } from './board';
import { computePushDistances, UNREACHABLE } from './distances';
import { Hungarian, NO_MATCH } from './matching';
import type { Push } from './paths';
import { pushesOf, pushesToLurd } from './paths';
import { Reach, Walk } from './reach';
import type { CancelFlag } from './search';
import { levelTables } from './search';
import type { Position } from './solver';
import type { ZobristKeys } from './zobrist';

/**
 * Solution optimizer (after YASS's and JSoko's): shortens a known solution by searching,
 * window by window along it, for a shorter way between two of its positions. Fast mode's
 * solutions, and the long ones a greedy run finds for a hard level, wander: a box goes out
 * and comes back, two boxes take turns where one could go first. Each window is a small A*
 * from the position after push `i` to the one after push `j`, which accepts any later
 * position of the solution reached in fewer pushes than the solution takes (a shortcut past
 * the window's end), so a leg is replaced only by a strictly shorter one. Windows are first
 * narrowed to the boxes the solution moves in them, the others standing as walls, then searched
 * over every box. The result is always a solution of the level with at most the pushes it was
 * given.
 */

export interface OptimizeOptions {
  /** Wall-clock budget for the whole optimization; default 10 000 ms. */
  readonly timeLimitMs?: number;
  /** Positions one window's search may store; default 20 000. */
  readonly nodesPerWindow?: number;
  /** Largest full window, in pushes; windows double from 8 up to this (default 64), narrowed ones up to 4x. */
  readonly maxWindow?: number;
  /** Checked between windows and every 1024 expansions. */
  readonly signal?: CancelFlag;
  /** The position the solution starts from; default the board's start. */
  readonly from?: Position;
}

export interface OptimizeResult {
  /** LURD text, the walks between pushes as short as possible. */
  readonly solution: string;
  readonly pushes: number;
  readonly moves: number;
  /** The pushes of `solution` (box cell before the push, direction 0..3 = l, u, r, d). */
  readonly pushList: readonly Push[];
  /** Pushes and moves of the solution given. */
  readonly before: { readonly pushes: number; readonly moves: number };
  /** Windows searched, and how many of them gave a shorter leg. */
  readonly windows: number;
  readonly shortened: number;
  readonly ms: number;
  /** True when every window size was tried to the end without a further gain. */
  readonly complete: boolean;
}

const FIRST_WINDOW = 8;

/** One pass of windows: their length, and what the search in each may do and counts. */
interface Step {
  readonly size: number;
  /** Only the boxes the solution moves in the window may move (pushes passes only). */
  readonly onlyMoved: boolean;
  /** Count moves, pushes never rising, instead of pushes. */
  readonly byMoves: boolean;
}

/**
 * Windows narrowed to the boxes the solution moves in them first (cheap, so they may be long),
 * then over every box, then the moves: pars count pushes first, but the game shows moves.
 */
function schedule(maxWindow: number): Step[] {
  const steps: Step[] = [];
  for (let size = FIRST_WINDOW; size <= 4 * maxWindow; size *= 2)
    steps.push({ size, onlyMoved: true, byMoves: false });
  for (let size = FIRST_WINDOW; size <= maxWindow; size *= 2)
    steps.push({ size, onlyMoved: false, byMoves: false });
  for (let size = FIRST_WINDOW; size <= maxWindow; size *= 2)
    steps.push({ size, onlyMoved: false, byMoves: true });
  return steps;
}

/** Shortens `lurd`, a solution of `board` from its start (or `from`). Throws NotASolutionError otherwise. */
export function optimizeSolution(board: Board, lurd: string, options: OptimizeOptions = {}): OptimizeResult {
  const t0 = performance.now();
  const deadline = t0 + (options.timeLimitMs ?? 10_000);
  const nodesPerWindow = options.nodesPerWindow ?? 20_000;
  const maxWindow = Math.max(FIRST_WINDOW, options.maxWindow ?? 64);
  const from = options.from ?? board;
  const given = pushesOf(board, lurd, from);
  const legs = new LegSearch(board);
  const outOfTime = () => performance.now() >= deadline || options.signal?.aborted === true;
  let pushes = given;
  let windows = 0;
  let shortened = 0;
  let complete = true;
  steps: for (const step of schedule(maxWindow)) {
    // A window size repeats until a whole pass gains nothing: a shortcut often opens another.
    for (let gained = true; gained; ) {
      gained = false;
      let path = new SolutionPath(board, from, pushes, legs, step.byMoves);
      for (let i = 0; i < pushes.length; ) {
        if (outOfTime()) {
          complete = false;
          break steps;
        }
        windows++;
        const j = Math.min(pushes.length, i + step.size);
        const leg = legs.search(path, i, j, nodesPerWindow, deadline, options.signal, step);
        if (leg) {
          pushes = [...pushes.slice(0, i), ...leg.pushes, ...pushes.slice(leg.to)];
          path = new SolutionPath(board, from, pushes, legs, step.byMoves);
          shortened++;
          gained = true;
        } else i += Math.max(1, step.size >> 1);
      }
    }
  }
  const solution = pushesToLurd(board, from.boxes, from.player, pushes);
  const keepGiven = pushes.length === given.length && solution.length >= lurd.length;
  return {
    solution: keepGiven ? lurd : solution,
    pushes: pushes.length,
    moves: keepGiven ? lurd.length : solution.length,
    pushList: pushes,
    before: { pushes: given.length, moves: lurd.length },
    windows,
    shortened,
    ms: performance.now() - t0,
    complete,
  };
}

/**
 * The positions along a push list: box cells (ascending) and where the player is after each push,
 * as its area (named by its least cell) or, for the moves pass, its exact cell.
 */
class SolutionPath {
  /** `boxes[i]`: the boxes after `i` pushes (0: the start). */
  readonly boxes: Int32Array[] = [];
  /** The player's cell after `i` pushes, and what positions are told apart by (`spot`). */
  readonly player: number[] = [];
  readonly spot: number[] = [];
  /** The box set's Zobrist halves after `i` pushes. */
  readonly lo: number[] = [];
  readonly hi: number[] = [];
  /** Exact paths only: the moves of the first `i` pushes, each walk before a push a shortest one. */
  readonly moves: number[] = [0];
  /** Position key (`keyOf`) to the last index holding it; a hit must be confirmed (`at`). */
  private readonly index = new Map<number, number>();
  private readonly keys: ZobristKeys;

  constructor(
    private readonly board: Board,
    from: Position,
    private readonly pushes: readonly Push[],
    legs: LegSearch,
    exact = false,
  ) {
    const { reach, walk, keys } = legs;
    this.keys = keys;
    const occ = new Uint8Array(board.size);
    let boxes: Int32Array = Int32Array.from(from.boxes).sort();
    let lo = 0;
    let hi = 0;
    for (const b of boxes) {
      occ[b] = 1;
      lo ^= keys.boxLo[b];
      hi ^= keys.boxHi[b];
    }
    let player = from.player;
    for (let i = 0; ; i++) {
      if (!exact) reach.fill(occ, player);
      const spot = exact ? player : reach.min;
      this.boxes.push(boxes);
      this.player.push(player);
      this.spot.push(spot);
      this.lo.push(lo);
      this.hi.push(hi);
      this.index.set(keyOf(keys, lo, hi, spot), i);
      if (i === pushes.length) break;
      const { box, dir } = pushes[i];
      const to = box + board.offsets[dir];
      if (exact) {
        walk.fill(occ, player);
        this.moves.push(this.moves[i] + walk.distance(box - board.offsets[dir]) + 1);
      }
      occ[box] = 0;
      occ[to] = 1;
      lo ^= keys.boxLo[box] ^ keys.boxLo[to];
      hi ^= keys.boxHi[box] ^ keys.boxHi[to];
      boxes = moved(boxes, box, to);
      player = box;
    }
  }

  /**
   * The last index at which the solution stands on the position of `boxes` with the box on
   * `from` moved to `to` (-1, -1: as they are) and the `fixed` boxes, given that position's hash
   * halves and player spot; -1 if none.
   */
  at(
    boxes: Int32Array,
    from: number,
    to: number,
    lo: number,
    hi: number,
    spot: number,
    fixed: Int32Array = NONE,
  ): number {
    const k = this.index.get(keyOf(this.keys, lo, hi, spot));
    if (k === undefined || this.spot[k] !== spot) return -1;
    const mine = merged(from < 0 ? boxes : moved(boxes, from, to), fixed);
    const theirs = this.boxes[k];
    for (let n = 0; n < mine.length; n++) if (mine[n] !== theirs[n]) return -1;
    return k;
  }

  /**
   * The window from push `i` to push `j` narrowed to the boxes the solution moves in it: those
   * boxes at `i` and at `j`, and the boxes it leaves where they are (`fixed`, ascending).
   */
  movedBetween(i: number, j: number): { start: Int32Array; end: Int32Array; fixed: Int32Array } {
    const cells = this.boxes[i];
    const idAt = new Map(Array.from(cells, (c, k) => [c, k]));
    const moves = new Uint8Array(cells.length);
    for (let p = i; p < j; p++) {
      const { box, dir } = this.pushes[p];
      const k = idAt.get(box) as number;
      idAt.delete(box);
      idAt.set(box + this.board.offsets[dir], k);
      moves[k] = 1;
    }
    const end: number[] = [];
    for (const [c, k] of idAt) if (moves[k] === 1) end.push(c);
    return {
      start: cells.filter((_, k) => moves[k] === 1),
      end: Int32Array.from(end).sort(),
      fixed: cells.filter((_, k) => moves[k] === 0),
    };
  }
}

const NONE = new Int32Array(0);

/** The union of two ascending cell lists, ascending. */
function merged(a: Int32Array, b: Int32Array): Int32Array {
  if (b.length === 0) return a;
  const out = new Int32Array(a.length + b.length);
  let x = 0;
  let y = 0;
  for (let k = 0; k < out.length; k++)
    out[k] = y >= b.length || (x < a.length && a[x] < b[y]) ? a[x++] : b[y++];
  return out;
}

/** A copy of the ascending `boxes` with the box on `from` moved to `to`, still ascending. */
function moved(boxes: Int32Array, from: number, to: number): Int32Array {
  const out = new Int32Array(boxes.length);
  let k = 0;
  let placed = false;
  for (const b of boxes) {
    if (b === from) continue;
    if (!placed && to < b) {
      out[k++] = to;
      placed = true;
    }
    out[k++] = b;
  }
  if (!placed) out[k] = to;
  return out;
}

/**
 * A position's 53-bit key: the box set's Zobrist halves with the player's area mixed in. Two
 * positions may share one; a search only loses a position to that, and a shortcut onto the
 * solution is confirmed cell by cell (`SolutionPath.at`).
 */
function keyOf(keys: ZobristKeys, lo: number, hi: number, area: number): number {
  return ((hi ^ keys.playerHi[area]) >>> 0) * 0x200000 + (((lo ^ keys.playerLo[area]) >>> 0) & 0x1fffff);
}

/** A* between two positions of a solution, sharing its distance tables between windows. */
class LegSearch {
  readonly reach: Reach;
  readonly keys: ZobristKeys;
  private readonly childReach: Reach;
  private readonly occ: Uint8Array;
  private readonly bound: TargetBound;
  readonly walk: Walk;
  /** Cells no goal can be pushed to: no position on the way to a solved one has a box there. */
  private readonly dead: Uint8Array;

  constructor(private readonly board: Board) {
    this.reach = new Reach(board);
    this.childReach = new Reach(board);
    this.occ = new Uint8Array(board.size);
    this.bound = new TargetBound(board);
    this.walk = new Walk(board);
    const tables = levelTables(board);
    this.keys = tables.zobrist;
    this.dead = tables.dist.dead;
  }

  /**
   * A shorter way from the position after push `i` to the one after push `j`, or past it to any
   * later one (`to`: the index it rejoins the solution at); null when the search finds none within
   * its budget. Counting pushes, positions are told apart by the player's area and the way must
   * take fewer pushes than the solution. Counting moves (the shortest walk to each push, plus the
   * push), by the player's exact cell, and the way must take fewer moves and no more pushes; the
   * pushes bound is a bound on moves too.
   */
  search(
    path: SolutionPath,
    i: number,
    j: number,
    nodeLimit: number,
    deadline: number,
    signal: CancelFlag | undefined,
    { onlyMoved, byMoves }: Step,
  ): { pushes: Push[]; to: number } | null {
    const { board, occ, reach, walk, keys, dead, bound } = this;
    const { offsets, wall } = board;
    const { boxLo, boxHi } = keys;
    occ.fill(0); // a search that returned early may have left its last expansion's boxes
    const last = path.boxes.length - 1;
    // The solution comes back to this very position later: the loop between goes for nothing.
    const again = path.at(path.boxes[i], -1, -1, path.lo[i], path.hi[i], path.spot[i]);
    if (again > i) return { pushes: [], to: again };
    // Narrowed, the boxes the solution leaves alone in the window are walls for the search.
    const { start, end, fixed } = onlyMoved
      ? path.movedBetween(i, j)
      : { start: path.boxes[i], end: path.boxes[j], fixed: NONE };
    if (onlyMoved && fixed.length === 0) return null;
    let fixedLo = 0;
    let fixedHi = 0;
    for (const c of fixed) {
      occ[c] = 1;
      fixedLo ^= boxLo[c];
      fixedHi ^= boxHi[c];
    }
    /** What the solution takes from position `i` to position `k`, in the search's cost. */
    const solutionCost = (k: number) => (byMoves ? path.moves[k] - path.moves[i] : k - i);
    const budget = solutionCost(j) - 1;
    bound.setTargets(end);
    const startH = bound.setParent(start);
    if (startH > budget) return null;
    const nodes = new LegNodes();
    const buckets: number[][] = Array.from({ length: budget + 1 }, () => []);
    const seen = new Map<number, number>();
    const rootLo = path.lo[i] ^ fixedLo;
    const rootHi = path.hi[i] ^ fixedHi;
    const root = nodes.add(start, path.player[i], rootLo, rootHi, -1, -1, 0, 0);
    seen.set(keyOf(keys, rootLo, rootHi, path.spot[i]), root);
    buckets[startH].push(root);
    let expanded = 0;
    for (let f = startH; f <= budget; ) {
      const id = buckets[f].pop();
      if (id === undefined) {
        f++;
        continue;
      }
      if ((++expanded & 1023) === 0 && (performance.now() >= deadline || signal?.aborted)) return null;
      const boxes = nodes.boxes[id];
      const g = nodes.g[id];
      const pushed = nodes.pushed[id] + 1;
      for (const b of boxes) occ[b] = 1;
      if (byMoves) walk.fill(occ, nodes.player[id]);
      else reach.fill(occ, nodes.player[id]);
      bound.setParent(boxes);
      for (const b of boxes) {
        for (let dir = 0; dir < 4; dir++) {
          const o = offsets[dir];
          const to = b + o;
          const steps = byMoves ? walk.distance(b - o) : reach.isReached(b - o) ? 0 : -1;
          if (steps < 0 || wall[to] === 1 || occ[to] === 1 || dead[to] === 1) continue;
          const h = bound.child(b, to);
          if (h === UNREACHABLE) continue;
          const cost = g + steps + 1;
          const lo = nodes.lo[id] ^ boxLo[b] ^ boxLo[to];
          const hi = nodes.hi[id] ^ boxHi[b] ^ boxHi[to];
          const spot = byMoves ? b : this.areaAfterPush(b, to);
          const rejoin = path.at(boxes, b, to, lo ^ fixedLo, hi ^ fixedHi, spot, fixed);
          // Past the window's end, a later position of the solution may still be met early.
          if (rejoin > i && pushed <= rejoin - i && cost < solutionCost(rejoin))
            return { pushes: nodes.pushesTo(id, b, dir), to: rejoin };
          if (cost + h > budget || pushed + h > j - i) continue;
          if (h === 0 && j === last) return { pushes: nodes.pushesTo(id, b, dir), to: j };
          const key = keyOf(keys, lo, hi, spot);
          const known = seen.get(key);
          // The bound is admissible but not consistent, so a position may be met again sooner.
          if (known !== undefined && nodes.g[known] <= cost) continue;
          if (nodes.count >= nodeLimit) return null;
          const c = nodes.add(moved(boxes, b, to), b, lo, hi, id, (b << 2) | dir, cost, pushed);
          seen.set(key, c);
          buckets[cost + h].push(c);
        }
      }
      for (const b of boxes) occ[b] = 0;
    }
    return null;
  }

  /**
   * The player's area (its least cell) once the box on `b` is pushed to `to`, the player standing
   * on `b`: from the parent's flood in O(1) when `Reach.minAfterPush` can tell, else a flood.
   */
  private areaAfterPush(b: number, to: number): number {
    const { occ, reach, childReach } = this;
    occ[b] = 0;
    occ[to] = 1;
    let area = reach.minAfterPush(occ, b, to);
    if (area < 0) {
      childReach.fill(occ, b);
      area = childReach.min;
    }
    occ[to] = 0;
    occ[b] = 1;
    return area;
  }
}

/**
 * A lower bound on the pushes that take a box set to a target set: the least-cost matching of
 * the boxes off the targets to the empty targets, by lone-box push distances. Admissible
 * although boxes already on targets may move: they do so in chains that start at a box off
 * the targets and end at an empty target, and the lone-box distance (a shortest path over
 * box cells) obeys the triangle inequality, so a chain costs at least its two ends' distance.
 */
class TargetBound {
  /** Push distances of a lone box to each cell, computed the first time a cell is a target. */
  private readonly toCell = new Map<number, Uint16Array>();
  private readonly isTarget: Uint8Array;
  private targets: Int32Array = new Int32Array(0);
  /** The last `setParent` position's boxes off the targets, and its empty targets. */
  private readonly off: Int32Array;
  private readonly empty: Int32Array;
  private offCount = 0;
  private emptyCount = 0;
  private readonly filled: Uint32Array;
  private stamp = 0;
  /** A child's lists and cost matrix. */
  private readonly rows: Int32Array;
  private readonly columns: Uint16Array[];
  private readonly cost: Int32Array;
  private readonly matching: Hungarian;

  constructor(private readonly board: Board) {
    const n = board.boxes.length;
    this.isTarget = new Uint8Array(board.size);
    this.filled = new Uint32Array(board.size);
    this.off = new Int32Array(n);
    this.empty = new Int32Array(n);
    this.rows = new Int32Array(n + 1);
    this.columns = new Array(n + 1);
    this.cost = new Int32Array(n * n);
    this.matching = new Hungarian(n);
  }

  setTargets(targets: Int32Array): void {
    for (const t of this.targets) this.isTarget[t] = 0;
    for (const t of targets) this.isTarget[t] = 1;
    this.targets = targets;
  }

  /** Takes `boxes` as the position whose children `child` bounds; returns its own bound. */
  setParent(boxes: Int32Array): number {
    const { isTarget, filled, off, empty } = this;
    const stamp = ++this.stamp;
    let k = 0;
    for (const b of boxes) {
      if (isTarget[b] === 1) filled[b] = stamp;
      else off[k++] = b;
    }
    this.offCount = k;
    let e = 0;
    for (const t of this.targets) if (filled[t] !== stamp) empty[e++] = t;
    this.emptyCount = e;
    return this.child(-1, -1);
  }

  /**
   * The bound after the parent's box on `from` moves to `to` (-1, -1: the parent itself), or
   * UNREACHABLE when some box can reach no empty target. Only those two cells change the
   * parent's lists, so a child costs a matching of the few boxes off the targets.
   */
  child(from: number, to: number): number {
    const { isTarget, off, empty, rows, columns, cost } = this;
    let k = 0;
    for (let r = 0; r < this.offCount; r++) if (off[r] !== from) rows[k++] = off[r];
    if (to >= 0 && isTarget[to] === 0) rows[k++] = to;
    if (k === 0) return 0;
    let e = 0;
    for (let c = 0; c < this.emptyCount; c++) if (empty[c] !== to) columns[e++] = this.distancesTo(empty[c]);
    if (from >= 0 && isTarget[from] === 1) columns[e++] = this.distancesTo(from);
    if (k === 1) return columns[0][rows[0]];
    for (let r = 0; r < k; r++) {
      for (let c = 0; c < k; c++) {
        const d = columns[c][rows[r]];
        cost[r * k + c] = d === UNREACHABLE ? NO_MATCH : d;
      }
    }
    const total = this.matching.solve(k, cost);
    return total >= NO_MATCH ? UNREACHABLE : total;
  }

  private distancesTo(cell: number): Uint16Array {
    let table = this.toCell.get(cell);
    if (!table) {
      table = computePushDistances({ ...this.board, goals: Int32Array.of(cell) }).toGoal;
      this.toCell.set(cell, table);
    }
    return table;
  }
}

/** The nodes of one window's search: box cells, player cell, box-set hash, parent and the push from it. */
class LegNodes {
  readonly boxes: Int32Array[] = [];
  readonly player: number[] = [];
  readonly lo: number[] = [];
  readonly hi: number[] = [];
  readonly parent: number[] = [];
  readonly move: number[] = [];
  readonly g: number[] = [];
  readonly pushed: number[] = [];

  get count(): number {
    return this.boxes.length;
  }

  add(
    boxes: Int32Array,
    player: number,
    lo: number,
    hi: number,
    parent: number,
    move: number,
    g: number,
    pushed: number,
  ): number {
    this.boxes.push(boxes);
    this.player.push(player);
    this.lo.push(lo);
    this.hi.push(hi);
    this.parent.push(parent);
    this.move.push(move);
    this.g.push(g);
    this.pushed.push(pushed);
    return this.boxes.length - 1;
  }

  /** The pushes from the root to node `id`, then the push of the box on `box` in `dir`. */
  pushesTo(id: number, box: number, dir: number): Push[] {
    const out: Push[] = [{ box, dir }];
    for (let n = id; this.parent[n] >= 0; n = this.parent[n])
      out.push({ box: this.move[n] >> 2, dir: this.move[n] & 3 });
    return out.reverse();
  }
}
