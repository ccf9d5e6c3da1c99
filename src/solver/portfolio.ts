import { BackwardSearch } from './backward';
import type { Board } from './board';
import type { Guide } from './guide';
import { MoveOptimizer } from './moves';
import type { Push } from './paths';
import { unpackPushes } from './paths';
import type { CellOrder, FailReason, SearchOptions, SearchOutcome, SearchProgress } from './search';
import { CELL_ORDER, LOCAL_DEADLOCKS_FROM, levelTables, Search, stageTables } from './search';
import type { PlanState, Stage } from './stages';
import { StagePlanner } from './stages';

/** Levels with more boxes than this get the greedier default weight (`fastWeight`). */
const GREEDY_ABOVE = 30;
/**
 * Default lower-bound weight of fast mode (`f = g + w·h`, `SolveOptions.weight`): 10 up to
 * {@link GREEDY_ABOVE} boxes, 30 beyond. Chosen with the feature-space forward search; on big
 * levels the greedier weight solves more in the same positions and found pars that weight 10 had
 * never found (docs/SOLVER.md, "Weights").
 */
function fastWeight(boxes: number): number {
  return boxes > GREEDY_ABOVE ? 30 : 10;
}
/** Expansions per turn of each search. */
const SLICE = 256;

/** The time limit, cancellation and progress reports every search loop answers to. */
class Budget {
  private nextProgress: number;

  constructor(
    private readonly opts: SearchOptions,
    private readonly t0: number,
  ) {
    this.nextProgress = t0 + opts.progressIntervalMs;
  }

  /** Why the search must stop now, or null; reports progress when it is due. */
  check(progress: () => Omit<SearchProgress, 'ms'>): FailReason | null {
    const { opts } = this;
    const now = performance.now();
    if (opts.signal?.aborted) return 'cancelled';
    if (now - this.t0 > opts.timeLimitMs) return 'timeout';
    if (opts.onProgress && now >= this.nextProgress) {
      this.nextProgress = now + opts.progressIntervalMs;
      opts.onProgress({ ...progress(), ms: now - this.t0 });
    }
    return null;
  }
}

/** The forward searches' settings that runs may vary (see `SearchOptions`). */
export interface Tuning {
  readonly localFrom: number;
  readonly order: CellOrder;
  readonly seed: number;
  readonly weight: number;
}

/**
 * A forward search over feature cells and a backward search that look for each other: a
 * position one of them creates that the other has stored completes a solution.
 */
class Pair {
  readonly forward: Search;
  readonly backward: BackwardSearch;
  forwardLive = true;
  backwardLive = true;

  constructor(
    private readonly board: Board,
    startBoxes: ArrayLike<number>,
    startPlayer: number,
    private readonly limit: number,
    guide: Guide | null,
    exit: number,
    tuning: Tuning,
    roots?: Int32Array,
  ) {
    this.forward = new Search(board);
    this.forward.exit = exit;
    this.forward.localFrom = tuning.localFrom;
    this.forward.order = tuning.order;
    this.forward.seed = tuning.seed;
    this.forward.start(startBoxes, startPlayer, 'fast', tuning.weight, true);
    this.forward.guide = guide;
    this.backward = new BackwardSearch(
      board,
      levelTables(board).zobrist,
      Int32Array.from(startBoxes),
      startPlayer,
    );
    this.backward.start(tuning.weight, exit, tuning.seed, roots);
    this.forward.partner = this.backward;
  }

  get nodes(): number {
    return this.forward.nodes + this.backward.nodes;
  }

  get expanded(): number {
    return this.forward.expanded + this.backward.expanded;
  }

  get live(): boolean {
    return this.forwardLive || this.backwardLive;
  }

  /** One turn of each search: a solution, 'unsolvable', or null to go on. */
  turn(): Push[] | 'unsolvable' | null {
    const { forward, backward } = this;
    if (this.forwardLive) {
      const out = forward.step(SLICE, this.limit / 2);
      if (out !== null) {
        if (out.pushes !== null) return out.pushes;
        if (out.reason === 'unsolvable') return 'unsolvable';
        // Out of room; its store still serves the backward search as a target.
        this.forwardLive = false;
      }
    }
    if (this.backwardLive) {
      const r = backward.step(SLICE, this.limit / 2, forward.nodeStore);
      if (r.meet >= 0) {
        const moves = r.forwardId >= 0 ? forward.pushesTo(r.forwardId) : [];
        for (const m of backward.pushesFrom(r.meet)) moves.push(m);
        return unpackPushes(moves);
      }
      // With free goals (a stage, `stages.ts`) it starts from one end of the stage, not from
      // every end, so running dry proves nothing there.
      if (r.meet === -3 && this.board.freeGoal === undefined) return 'unsolvable';
      if (r.meet <= -2) this.backwardLive = false;
    }
    return null;
  }
}

/** Rooms beyond this many are mostly lone goals, not separate puzzles; no stages then. */
const MAX_ROOMS = 12;
/** Turns a stage's pair gets before the next room is tried instead (about 300 k expansions). */
const STAGE_TURNS = 600;
/**
 * A plan whose stages ran out of turns starts over with twice as many, up to this many times
 * (64x: far beyond any run's time limit, so in practice until the run ends).
 */
export const STAGE_ROUNDS = 7;

/** A finished stage the plan can come back to: where it stood, and the stages left to try. */
interface StageFrame {
  readonly state: PlanState;
  readonly candidates: [number, Stage][];
  readonly pushes: number;
}

/**
 * Room-by-room solving (`stages.ts`), one pair per stage, taking turns with the whole-level
 * pair: on a level made of separate rooms it solves them one after the other instead of
 * all at once. A stage that cannot be done in time, or at all, gives way to the next
 * candidate; when none is left, the plan takes back the stage before and tries that one's
 * next candidate (depth first over the room orders), so a room filled in a way the others
 * cannot follow is not the end of the plan. With nothing left to take back the plan is
 * dropped, and the whole-level pair goes on alone.
 */
export class StagedSearch {
  private readonly planner: StagePlanner;
  private candidates: [number, Stage][] = [];
  private readonly stack: StageFrame[] = [];
  private pair: Pair | null = null;
  private room = -1;
  /** The running stage's name in `outcomes`. */
  private stageKey = '';
  private turns = 0;
  /**
   * What each stage tried came to, by position and room: rooms done in another order often
   * leave the same position, and the plan would search its stages again. Cut-short stages
   * are forgotten when a round with more turns begins; solutions and proofs are kept.
   */
  private readonly outcomes = new Map<string, Push[] | 'unsolvable' | 'cut short'>();
  /** Positions none of whose next stages led to the end, in this round. */
  private readonly deadEnds = new Set<string>();
  /** Rounds of the whole plan so far; a stage cut short by its turns makes another worth it. */
  round = 1;
  private cutShort = false;
  private readonly first: PlanState;
  private readonly pushes: Push[] = [];
  live: boolean;
  nodes = 0;
  expanded = 0;
  /** Stages taken back so far (a later one could not be done after them). */
  takenBack = 0;
  /** Stages and positions skipped because the plan had met them before. */
  repeats = 0;

  constructor(
    private readonly board: Board,
    startBoxes: ArrayLike<number>,
    startPlayer: number,
    private readonly limit: number,
    private readonly tuning: Tuning,
    /** Turns each stage gets in the first round (doubled each round after). */
    private stageTurns = STAGE_TURNS,
  ) {
    this.planner = new StagePlanner(board, Int32Array.from(startBoxes).sort(), startPlayer);
    const rooms = this.planner.rooms.length;
    this.live = rooms >= 2 && rooms <= MAX_ROOMS;
    this.first = this.planner.save();
    if (this.live) this.candidates = this.planner.next();
  }

  /** One turn of the current stage's pair: the whole solution when the last room is done. */
  turn(): Push[] | null {
    if (this.pair === null && !this.open()) return this.planner.finished ? this.pushes : null;
    const pair = this.pair as Pair;
    const r = pair.turn();
    this.turns++;
    if (Array.isArray(r)) {
      this.count(pair);
      this.outcomes.set(this.stageKey, r);
      this.finishStage(r);
      return this.planner.finished ? this.pushes : null;
    }
    if (r === 'unsolvable' || !pair.live || this.turns > this.stageTurns) {
      const cut = r !== 'unsolvable' && pair.live;
      if (cut) this.cutShort = true;
      this.outcomes.set(this.stageKey, cut ? 'cut short' : 'unsolvable');
      this.count(pair);
      this.pair = null;
    }
    return null;
  }

  /** Starts the next candidate stage; false when the plan is finished or dropped. */
  private open(): boolean {
    while (this.live && !this.planner.finished) {
      const next = this.candidates.shift();
      if (next === undefined) {
        const frame = this.stack.pop();
        if (frame === undefined) {
          if (!this.cutShort || this.round >= STAGE_ROUNDS) {
            this.live = false;
            return false;
          }
          this.startOver();
          continue;
        }
        this.deadEnds.add(this.planner.key());
        this.planner.restore(frame.state);
        this.takenBack++;
        this.pushes.length = frame.pushes;
        this.candidates = frame.candidates;
        continue;
      }
      const [room, stage] = next;
      this.room = room;
      this.stageKey = `${this.planner.key()}|${room}|${stage.board.freeGoal ? 'free' : 'walled'}`;
      const known = this.outcomes.get(this.stageKey);
      if (known !== undefined) {
        this.repeats++;
        if (Array.isArray(known)) this.finishStage(known);
        continue;
      }
      stageTables(stage.board, this.board);
      const player = this.planner.playerCell;
      const probe = new Search(stage.board);
      probe.exit = stage.exit;
      const now = probe.start(stage.board.boxes, player, 'fast', 1);
      if (now !== null) {
        if (now.pushes !== null) this.finishStage(now.pushes);
        continue;
      }
      this.pair = new Pair(
        stage.board,
        stage.board.boxes,
        player,
        this.limit,
        null,
        stage.exit,
        this.tuning,
        stage.roots,
      );
      this.turns = 0;
      return true;
    }
    return false;
  }

  /** Every order was tried within the turns given: again from the start, with twice as many. */
  private startOver(): void {
    this.round++;
    this.stageTurns *= 2;
    this.cutShort = false;
    for (const [key, outcome] of this.outcomes) if (outcome === 'cut short') this.outcomes.delete(key);
    this.deadEnds.clear();
    this.planner.restore(this.first);
    this.pushes.length = 0;
    this.candidates = this.planner.next();
  }

  /** Moves the plan on by a stage's pushes, unless that leads where it has failed before. */
  private finishStage(pushes: Push[]): void {
    const before = this.planner.save();
    this.planner.advance(this.room, pushes);
    this.pair = null;
    if (!this.planner.finished && this.deadEnds.has(this.planner.key())) {
      this.repeats++;
      this.planner.restore(before);
      return;
    }
    this.stack.push({ state: before, candidates: this.candidates, pushes: this.pushes.length });
    for (const p of pushes) this.pushes.push(p);
    this.candidates = this.planner.finished ? [] : this.planner.next();
  }

  private count(pair: Pair): void {
    this.nodes += pair.nodes;
    this.expanded += pair.expanded;
  }
}

/**
 * Runs the search for one mode. Optimal mode is a forward A* and then the moves pass.
 * Fast mode is a forward and a backward search that look for each other (`Pair`): the
 * backward one walks only through solvable positions and settles goal areas, the forward
 * one, over feature cells (`features.ts`), settles the start. Either running dry proves the
 * position unsolvable.
 */
export function runSearch(
  board: Board,
  startBoxes: ArrayLike<number>,
  startPlayer: number,
  opts: SearchOptions,
): SearchOutcome {
  const t0 = performance.now();
  const tuning: Tuning = {
    localFrom: opts.localDeadlocksFrom ?? LOCAL_DEADLOCKS_FROM,
    order: opts.order ?? CELL_ORDER,
    seed: opts.seed ?? 0,
    weight: opts.weight ?? fastWeight(startBoxes.length),
  };
  const probe = new Search(board);
  probe.localFrom = tuning.localFrom;
  if (opts.mode === 'fast') probe.exit = opts.exit ?? -1;
  const immediate = probe.start(startBoxes, startPlayer, opts.mode, 1);
  if (immediate) return immediate;
  if (opts.mode === 'optimal') return runOptimal(board, probe, startBoxes, startPlayer, opts, t0);
  const guide = opts.guide ?? null;
  if (guide !== null) {
    const on = guide.find(board, startBoxes, startPlayer);
    if (on >= 0) {
      return { pushes: unpackPushes(guide.pushesFrom(on)), nodes: 0, expanded: 0 };
    }
  }
  // A quarter of the memory for the stages, when there are any. A search with an exit is
  // itself a stage, and plans none of its own.
  const staged =
    opts.exit === undefined
      ? new StagedSearch(board, startBoxes, startPlayer, opts.nodeLimit / 4, tuning)
      : null;
  const stagesLive = () => staged?.live === true;
  const pair = new Pair(
    board,
    startBoxes,
    startPlayer,
    stagesLive() ? (opts.nodeLimit * 3) / 4 : opts.nodeLimit,
    guide,
    opts.exit ?? -1,
    tuning,
  );
  const budget = new Budget(opts, t0);
  const finish = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => ({
    pushes,
    reason,
    nodes: pair.nodes + (staged?.nodes ?? 0),
    expanded: pair.expanded + (staged?.expanded ?? 0),
  });
  for (let round = 0; ; round++) {
    const r = pair.live ? pair.turn() : null;
    if (r === 'unsolvable') return finish(null, 'unsolvable');
    if (r !== null) return finish(r);
    if (staged?.live) {
      const s = staged.turn();
      if (s !== null) return finish(s);
    }
    if (!pair.live && !stagesLive()) return finish(null, 'node-limit');
    if ((round & 3) !== 3) continue;
    const stop = budget.check(() => ({
      nodes: pair.nodes,
      expanded: pair.expanded,
      bestLowerBound: pair.forward.bestH,
    }));
    if (stop !== null) return finish(null, stop);
  }
}

/** Optimal mode: forward A* for the fewest pushes, then the moves pass. */
function runOptimal(
  board: Board,
  forward: Search,
  startBoxes: ArrayLike<number>,
  startPlayer: number,
  opts: SearchOptions,
  t0: number,
): SearchOutcome {
  const budget = new Budget(opts, t0);
  const finish = (pushes: Push[] | null, reason?: FailReason): SearchOutcome => ({
    pushes,
    reason,
    nodes: forward.nodes,
    expanded: forward.expanded,
  });
  // A known solution through the start is an upper bound: once nothing shorter is left to
  // search it is optimal, which spares the search the last and biggest layer of positions
  // as long as its own (86% of the expansions on Microban IV #91, 4-13% on three others).
  // Positions that cannot finish in fewer pushes are not even stored (`Search.upperBound`),
  // so the search may also run dry below the bound: that proves the known solution too.
  const on = opts.guide?.find(board, startBoxes, startPlayer) ?? -1;
  const known = on >= 0 && opts.guide ? unpackPushes(opts.guide.pushesFrom(on)) : null;
  if (known !== null) forward.upperBound = known.length;
  for (let round = 0; ; round++) {
    const out = forward.step(SLICE, opts.nodeLimit);
    if (out !== null) {
      if (out.pushes !== null)
        return fewestMoves(board, forward, out.pushes, startBoxes, startPlayer, opts, t0);
      if (known !== null && out.reason === 'unsolvable')
        return fewestMoves(board, forward, known, startBoxes, startPlayer, opts, t0);
      return finish(null, out.reason);
    }
    if (known !== null && forward.frontier >= known.length)
      return fewestMoves(board, forward, known, startBoxes, startPlayer, opts, t0);
    if ((round & 3) !== 3) continue;
    const stop = budget.check(() => ({
      nodes: forward.nodes,
      expanded: forward.expanded,
      bestLowerBound: forward.bestH,
    }));
    if (stop !== null) return finish(null, stop);
  }
}

/**
 * Optimal mode, second pass: among the solutions with `pushes.length` pushes (proven
 * optimal by the first pass) find one with the fewest moves, in the time left (at most
 * `movesTimeLimitMs`). Falls back to the first pass's solution, flagged, when time runs out.
 */
function fewestMoves(
  board: Board,
  first: Search,
  pushes: Push[],
  startBoxes: ArrayLike<number>,
  startPlayer: number,
  opts: SearchOptions,
  t0: number,
): SearchOutcome {
  const optimizer = new MoveOptimizer(board, levelTables(board), first.nodeStore, pushes.length);
  optimizer.start(startBoxes, startPlayer);
  const done = (best: Push[], movesOptimal: boolean): SearchOutcome => ({
    pushes: best,
    nodes: first.nodes + optimizer.nodes,
    expanded: first.expanded + optimizer.expanded,
    movesOptimal,
  });
  const limit = Math.max(0, opts.nodeLimit - first.nodes);
  const end = Math.min(t0 + opts.timeLimitMs, performance.now() + (opts.movesTimeLimitMs ?? Infinity));
  for (let round = 0; ; round++) {
    const r = optimizer.step(SLICE, limit);
    if (r === 'dry') return done(pushes, false);
    if (r !== 'more') return done(unpackPushes(r), true);
    if ((round & 3) !== 3) continue;
    if (opts.signal?.aborted || performance.now() > end) return done(pushes, false);
  }
}
