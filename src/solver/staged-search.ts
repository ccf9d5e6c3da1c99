import type { Board } from './board';
import { createDeadlockDetector, type DeadlockDetector } from './deadlock';
import { Pair, type Tuning } from './pair';
import type { Push } from './paths';
import { Search, stageTables } from './search';
import type { PlanState, Stage } from './stages';
import { StagePlanner } from './stages';

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
  /** The running stage's single end, when it has one (`Stage.roots`). */
  private roots: Int32Array | undefined;
  /** The running stage's name in `outcomes`. */
  private stageKey = '';
  private turns = 0;
  /**
   * What each stage tried came to, by position and room: rooms done in another order often
   * leave the same position, and the plan would search its stages again. 'failed' is
   * unsolvable or out of positions, which more turns would not change; 'cut short' stages
   * are forgotten when a round with more turns begins.
   */
  private readonly outcomes = new Map<string, Push[] | 'failed' | 'cut short'>();
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
  /** Stage solutions passed over because they end where the level is dead (`deadEnd`). */
  rejected = 0;
  /** The whole level's detector, built when the first stage finishes. */
  private detector: DeadlockDetector | null = null;

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
    const deadEnd = Array.isArray(r) ? this.deadEnd(r) : null;
    if (deadEnd !== null) {
      // The pair searches on, past that end, for another. A backward search from a single
      // end (free goals) can only meet the forward one with that end again: it stops.
      this.rejected++;
      const roots = this.roots;
      if (roots !== undefined && deadEnd.every((c, i) => c === roots[i])) pair.backwardLive = false;
      return null;
    }
    if (Array.isArray(r)) {
      this.count(pair);
      this.outcomes.set(this.stageKey, r);
      this.finishStage(r);
      return this.planner.finished ? this.pushes : null;
    }
    if (r === 'unsolvable' || !pair.live || this.turns > this.stageTurns) {
      const cut = r !== 'unsolvable' && pair.live;
      if (cut) this.cutShort = true;
      this.outcomes.set(this.stageKey, cut ? 'cut short' : 'failed');
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
      this.roots = stage.roots;
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

  /**
   * The boxes where a stage's solution ends, when the rest cannot follow from there (else
   * null): a position the plan has failed from before, or one the level's deadlock detector
   * proves dead. A stage's search checks the positions it passes through but not the one it
   * ends in, and it sees only its own goals: with free goals, three boxes jammed in a doorway
   * of a room not yet done are a finished stage to it. Sasquatch #38 (eleven rooms) is solved
   * in 12-19 s once such ends are passed over; without, the plan got ten rooms done in 20 s
   * and no further.
   */
  private deadEnd(pushes: Push[]): Int32Array | null {
    const before = this.planner.save();
    this.planner.advance(this.room, pushes);
    const { boxCells: boxes, playerCell: player, finished } = this.planner;
    this.detector ??= createDeadlockDetector(this.board);
    // No clock: the verdict must not depend on the machine (the corral search has its own cap).
    const dead =
      !finished &&
      (this.deadEnds.has(this.planner.key()) ||
        this.detector.check(boxes, player, { budgetMs: Number.POSITIVE_INFINITY }).dead);
    this.planner.restore(before);
    return dead ? boxes : null;
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
