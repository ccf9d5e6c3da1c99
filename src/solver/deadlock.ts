import { BipartiteChecker } from './bipartite';
import type { Board } from './board';
import { cellOf, xyOf } from './board';
import { CorralChecker } from './corral';
import { CorralDeadlocks } from './corral-deadlock';
import { FreezeChecker } from './freeze';
import { LocalDeadlocks } from './local-deadlock';
import { PairDeadlocks } from './pair-deadlocks';
import { PatternChecker } from './patterns';
import { Reach } from './reach';
import { levelTables } from './search';

export type DeadlockClass = 'dead-square' | 'freeze' | 'pattern' | 'pair' | 'bipartite' | 'local' | 'corral';

/** Classes in the order they run: cheapest first, the two small searches (local, corral) last. */
export const DEADLOCK_CLASSES: readonly DeadlockClass[] = [
  'dead-square',
  'pattern',
  'freeze',
  'pair',
  'bipartite',
  'local',
  'corral',
];

/**
 * The two-box table is built on the main thread (by `warm()` or the first check): levels whose
 * build would take more work than this (a few tens of milliseconds) go without the class.
 */
const PAIR_TABLE_WORK = 2_000_000;

/**
 * Positions one local search may explore: each costs a flood of the floor, so big levels get
 * fewer (400, the solver's, up to 100 floor cells; 30 on a 1,300-cell level), which keeps the
 * class within its share of the budget where it would rarely find anything anyway.
 */
function localNodes(board: Board): number {
  return Math.max(30, Math.min(400, Math.round(40_000 / board.floors.length)));
}

export interface DeadlockFinding {
  readonly class: DeadlockClass;
  /** Internal cell indices of the boxes involved (see `toXY`). */
  readonly boxes: number[];
}

/** A finding for reports outside the solver: boxes as source [column, row] (0-based). */
export interface XYFinding {
  class: DeadlockClass;
  boxes: [number, number][];
}

export interface DeadlockReport {
  /** True when some class proved the position unsolvable. Never a guess. */
  readonly dead: boolean;
  readonly findings: DeadlockFinding[];
  /** False when the budget cut a check short (the position may still be dead). */
  readonly complete: boolean;
  readonly ms: number;
}

export interface CheckOptions {
  /**
   * Cell the last push moved a box to. Lets every class look only at what the push touched
   * (dead square and patterns at the box, its freeze cluster, the corrals next to it) and
   * the bipartite matching be repaired rather than rebuilt. Sound whatever came before;
   * it only misses deadlocks that were already there before the push. Omit for a full check.
   */
  readonly movedBox?: number;
  /**
   * Time budget for the whole check; default 2 ms. The bipartite repair and the corral
   * search stop at it (then `complete` is false); the other classes are local and cheap.
   */
  readonly budgetMs?: number;
  /** Restrict to these classes (e.g. to measure each one alone). Default: all. */
  readonly classes?: readonly DeadlockClass[];
  /** Keep running the expensive classes after a deadlock is found. Default false. */
  readonly exhaustive?: boolean;
  /** Positions the corral search may explore per corral; default 2000. */
  readonly corralNodes?: number;
  /**
   * Largest bipartite distance table (by its estimated cost in ms, from the board's size alone) the
   * check may build for a new set of frozen boxes; default no cap but the time budget. Without a
   * clock (the engine's) this keeps a 480-box level from building 36 ms tables on the main thread.
   */
  readonly tableMs?: number;
}

export interface DeadlockDetector {
  readonly board: Board;
  /** 1 for floor cells where any box is dead (no goal reachable even alone). */
  readonly deadSquares: Uint8Array;
  isDeadSquare(cell: number): boolean;
  check(boxCells: ArrayLike<number>, playerCell: number, options?: CheckOptions): DeadlockReport;
  /**
   * Builds now what the first check would otherwise build (the two-box table, up to a few tens
   * of milliseconds on the largest levels), so that the first push does not pay for it.
   */
  warm(): void;
  /** Internal cell index -> source column/row (0-based). */
  toXY(cell: number): { x: number; y: number };
  /** Findings with their boxes as source [x, y], as `sokoban deadlocks --json` prints them. */
  xyFindings(findings: readonly DeadlockFinding[]): XYFinding[];
  /** Source column/row (0-based) -> internal cell index. */
  toCell(x: number, y: number): number;
}

/**
 * Creates a detector for one level: precomputes dead squares (by pulling a box from every
 * goal) once. With `movedBox` a check costs time proportional to what the push touched:
 * the dead square and patterns at the pushed box, the freeze cluster around it, a repair
 * of the bipartite matching kept from the previous call, the boxes around it (`local`, the
 * solver's local deadlocks: those boxes alone can no longer all reach goals), and the corrals
 * next to it.
 * Every part that can grow with the level stops at the budget (then `complete` is false).
 */
export function createDeadlockDetector(board: Board): DeadlockDetector {
  const { dist } = levelTables(board);
  const dead = dist.dead;
  const freeze = new FreezeChecker(board, dead);
  const patterns = new PatternChecker(board);
  const bipartite = new BipartiteChecker(board, dist);
  const corral = new CorralChecker(board, dead);
  const local = new LocalDeadlocks(board, new CorralDeadlocks(board, dead, localNodes(board)));
  // Built on the first check that asks for the class (the editor only wants dead squares).
  let pairs: PairDeadlocks | null | undefined;
  const pairTable = (): PairDeadlocks | null => {
    if (pairs === undefined) pairs = PairDeadlocks.build(board, dead, PAIR_TABLE_WORK);
    return pairs;
  };
  const reach = new Reach(board);
  const occ = new Uint8Array(board.size);
  const frozenMark = new Uint8Array(board.size);
  // Warm the bipartite goal lists and matching now rather than during the first turn.
  bipartite.check(board.boxes, frozenMark, [], undefined, Number.POSITIVE_INFINITY);

  const check = (
    boxCells: ArrayLike<number>,
    playerCell: number,
    options: CheckOptions = {},
  ): DeadlockReport => {
    const t0 = performance.now();
    const budget = options.budgetMs ?? 2;
    const deadline = t0 + budget;
    const wanted = new Set(options.classes ?? DEADLOCK_CLASSES);
    const findings: DeadlockFinding[] = [];
    let complete = true;
    const moved = options.movedBox;
    const n = boxCells.length;
    for (let i = 0; i < n; i++) occ[boxCells[i]] = 1;
    const frozenList: number[] = [];
    try {
      if (wanted.has('dead-square')) {
        const boxes: number[] = [];
        if (moved !== undefined) {
          if (dead[moved] === 1) boxes.push(moved);
        } else for (let i = 0; i < n; i++) if (dead[boxCells[i]] === 1) boxes.push(boxCells[i]);
        if (boxes.length > 0) findings.push({ class: 'dead-square', boxes });
      }
      if (wanted.has('pattern')) {
        reach.fill(occ, playerCell);
        for (const boxes of patterns.find(occ, boxCells, playerCell, moved, reach))
          findings.push({ class: 'pattern', boxes });
      }
      if (wanted.has('freeze')) {
        const seeds = moved === undefined ? boxCells : [moved];
        if (freeze.run(occ, seeds, moved === undefined ? n : 256) > 0) {
          const boxes: number[] = [];
          for (let i = 0; i < freeze.frozenCount; i++) {
            if (board.goal[freeze.frozen[i]] === 0) boxes.push(freeze.frozen[i]);
          }
          findings.push({ class: 'freeze', boxes: boxes.sort((a, b) => a - b) });
        }
      }
      const more = (): boolean => options.exhaustive === true || findings.length === 0;
      const table = wanted.has('pair') && more() ? pairTable() : null;
      if (table !== null) {
        reach.fill(occ, playerCell);
        // A push can only make dead pairs of the box it moved.
        for (let i = 0; i < (moved === undefined ? n : 1); i++) {
          const c = moved ?? boxCells[i];
          // Boxes on dead squares are not in the table: the dead-square class has them.
          if (dead[c] === 1) continue;
          const other = table.deadPartner(c, boxCells, n, reach);
          if (other < 0) continue;
          findings.push({ class: 'pair', boxes: c < other ? [c, other] : [other, c] });
          break;
        }
      }
      if (wanted.has('bipartite') && more()) {
        // Every frozen box, wherever it is: one on a goal holds that goal for good, one off
        // goal reaches none (the freeze class reports it too).
        freeze.run(occ, boxCells, n);
        for (let i = 0; i < freeze.frozenCount; i++) frozenList.push(freeze.frozen[i]);
        frozenList.sort((a, b) => a - b);
        for (const c of frozenList) frozenMark[c] = 1;
        const r = bipartite.check(boxCells, frozenMark, frozenList, moved, deadline, options.tableMs);
        if (r.boxes) findings.push({ class: 'bipartite', boxes: r.boxes });
        if (!r.complete) complete = false;
      }
      if (wanted.has('local') && more()) {
        // Half the budget, so that the corral search after it still gets a turn.
        const localDeadline = t0 + budget * 0.5;
        reach.fill(occ, playerCell);
        // After a push only the pushed box's neighbourhood can have changed; else every box's.
        for (let i = 0; i < (moved === undefined ? n : 1); i++) {
          if (performance.now() > localDeadline) {
            complete = false;
            break;
          }
          const c = moved ?? boxCells[i];
          const r = local.proof(occ, boxCells, n, c, reach.min, localDeadline);
          if (r === 'budget') complete = false;
          else if (r !== null) {
            findings.push({ class: 'local', boxes: r });
            break;
          }
        }
      }
      if (wanted.has('corral') && more()) {
        const r = corral.find(
          boxCells,
          playerCell,
          {
            // Leave headroom: one search step can overrun the deadline a little.
            deadline: t0 + budget * 0.75,
            maxNodes: options.corralNodes ?? 2000,
          },
          moved,
        );
        if (r.boxes) findings.push({ class: 'corral', boxes: r.boxes });
        if (!r.complete) complete = false;
      }
    } finally {
      for (let i = 0; i < n; i++) occ[boxCells[i]] = 0;
      for (const c of frozenList) frozenMark[c] = 0;
    }
    return { dead: findings.length > 0, findings, complete, ms: performance.now() - t0 };
  };

  return {
    board,
    deadSquares: dead,
    isDeadSquare: (cell) => dead[cell] === 1,
    check,
    warm: () => {
      pairTable();
    },
    toXY: (cell) => xyOf(board, cell),
    xyFindings: (findings) =>
      findings.map((f) => ({
        class: f.class,
        boxes: f.boxes.map((c): [number, number] => {
          const { x, y } = xyOf(board, c);
          return [x, y];
        }),
      })),
    toCell: (x, y) => cellOf(board, x, y),
  };
}

/**
 * The deadlocks proven in one position, boxes as [x, y]: a report (why a position the search proved
 * unsolvable is dead), not a turn, so there is no clock. The Deadlock phase has 2 ms a turn and can
 * run out on a busy machine; here only the detector's node caps bound the local and corral searches
 * (a full check of Sasquatch VIII #50's 196 boxes: 74 ms), so the answer is the same on every machine.
 */
export function explainDeadlocks(board: Board, boxCells: ArrayLike<number>, playerCell: number): XYFinding[] {
  const detector = createDeadlockDetector(board);
  const report = detector.check(boxCells, playerCell, { budgetMs: Number.POSITIVE_INFINITY });
  return detector.xyFindings(report.findings);
}
