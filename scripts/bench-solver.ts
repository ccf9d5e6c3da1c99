/**
 * Solver and deadlock-detector benchmark.
 *
 *   npx tsx scripts/bench-solver.ts [--collections microban,sasquatch-ii] [--all]
 *        [--timeout 10] [--optimal] [--levels 1-50] [--json] [--no-deadlocks] [--no-solver]
 *        [--timing-level sasquatch-vii:50] [--order bound|advice]
 *        [--save run.json] [--compare earlier.json]
 *
 * Defaults: --collections microban --timeout 10 (seconds per level). `--all` runs every
 * shipped collection (hours at 10 s). `--order` picks how fast mode orders a feature cell
 * (`SolveOptions.order`, default bound). Every returned solution is replayed by the
 * independent replayer; an invalid one counts as unsolved and is reported.
 *
 * Text output: one line per unsolved or slow (> 1 s) level while running, then
 *   collection  solved  total  total_s  median_s  nodes  pushes_vs_optimal  compared
 * where the last two compare the pushes of the solutions found with the proven push-optimal
 * pars in levels/pars.json, over the `compared` levels that have one (1.00x = optimal).
 * and the deadlock figures (per-turn check time, a full check of a 480-box level, and recall per
 * class). `--json` prints a single JSON document with the same data instead. `--save` also writes
 * that document to a file (with every level's outcome), and `--compare` prints, after the table,
 * which levels each collection gained or lost against such a file and the time of the levels both
 * solved.
 */

import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { fileURLToPath } from 'node:url';
import { formatTable } from '../src/cli/table';
import { ENGINE_CHECK } from '../src/core/classic/deadlocks';
import type { LevelSource } from '../src/core/level/types';
import { parseCollection } from '../src/core/level/xsb';
import type { Board } from '../src/solver/board';
import { parseBoard } from '../src/solver/board';
import type { DeadlockClass } from '../src/solver/deadlock';
import { createDeadlockDetector, DEADLOCK_CLASSES } from '../src/solver/deadlock';
import { allPositions, labelSolvable } from '../src/solver/exhaustive';
import { Reach } from '../src/solver/reach';
import { replayLurd } from '../src/solver/replay';
import { badCellOrder, isCellOrder } from '../src/solver/search';
import { solve } from '../src/solver/solver';
import { type CollectionRun, compareRuns, formatChange } from './bench-compare';

/** The shipped collections, from this repository. */
const LEVEL_DIR = fileURLToPath(new URL('../levels', import.meta.url));
const args = process.argv.slice(2);
const opt = (name: string): string | undefined => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1] : undefined;
};
const has = (name: string): boolean => args.includes(`--${name}`);
const readLevels = (path: string): LevelSource[] =>
  parseCollection(readFileSync(path, 'utf8')).collection.levels;

const available = readdirSync(LEVEL_DIR)
  .filter((f) => f.endsWith('.xsb'))
  .map((f) => f.slice(0, -4))
  .sort();
const collections = has('all') ? available : (opt('collections') ?? 'microban').split(',');
for (const c of collections) {
  if (!available.includes(c)) {
    console.error(`unknown collection '${c}'; available: ${available.join(', ')}`);
    process.exit(2);
  }
}
const timeoutS = Number(opt('timeout') ?? 10);
const mode = has('optimal') ? 'optimal' : 'fast';
const order = opt('order') ?? 'bound';
if (!isCellOrder(order)) {
  console.error(badCellOrder(order));
  process.exit(2);
}
const json = has('json');
const range = opt('levels')?.split('-').map(Number);
const log = (line: string): void => {
  if (!json) console.log(line);
};

const median = (xs: number[]): number => {
  if (xs.length === 0) return 0;
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) >> 1] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};
const quantile = (xs: number[], q: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))] ?? 0;
};

interface CollectionResult extends CollectionRun {
  solved: number;
  total: number;
  totalS: number;
  medianS: number;
  nodes: number;
  unsolved: number[];
  invalid: number[];
  /** Pushes found and optimal pushes, summed over solved levels with a proven par. */
  pushes: number;
  optimalPushes: number;
  compared: number;
}

const pars: Record<string, Record<string, { pushes: number; optimal: boolean }>> = JSON.parse(
  readFileSync(new URL('../levels/pars.json', import.meta.url), 'utf8'),
);

const results: CollectionResult[] = [];
if (!has('no-solver')) {
  for (const name of collections) {
    const levels = readLevels(`${LEVEL_DIR}/${name}.xsb`).filter(
      (l) => !range || (l.index >= range[0] && l.index <= (range[1] ?? range[0])),
    );
    const times: number[] = [];
    const res: CollectionResult = {
      collection: name,
      solved: 0,
      total: levels.length,
      totalS: 0,
      medianS: 0,
      nodes: 0,
      unsolved: [],
      invalid: [],
      pushes: 0,
      optimalPushes: 0,
      compared: 0,
      levels: [],
    };
    for (const level of levels) {
      const board = parseBoard(level.rows);
      const r = solve(board, { mode, timeLimitMs: timeoutS * 1000, order });
      times.push(r.ms / 1000);
      res.nodes += r.nodes;
      const valid = r.solved && replayLurd(level.rows, r.solution).solved;
      const par = pars[`${name}.xsb`]?.[level.index];
      if (valid && par?.optimal) {
        res.pushes += r.pushes;
        res.optimalPushes += par.pushes;
        res.compared++;
      }
      res.levels.push({ level: level.index, solved: valid, ms: Math.round(r.ms), nodes: r.nodes });
      if (valid) res.solved++;
      else if (r.solved) res.invalid.push(level.index);
      else res.unsolved.push(level.index);
      if (!valid || r.ms > 1000) {
        log(
          `  ${name} #${level.index}: ${valid ? `solved ${r.pushes} pushes` : r.solved ? 'INVALID SOLUTION' : r.reason} in ${(r.ms / 1000).toFixed(2)} s, ${r.nodes} nodes (${board.goals.length} boxes)`,
        );
      }
    }
    res.totalS = times.reduce((a, b) => a + b, 0);
    res.medianS = median(times);
    results.push(res);
  }
  log('');
  log(
    `Solver (${mode} mode, ${timeoutS} s per level, Node ${process.version}, load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')})`,
  );
  for (const line of formatTable(
    ['collection', 'solved', 'total', 'total_s', 'median_s', 'nodes', 'pushes_vs_optimal', 'compared'],
    results.map((r) => [
      r.collection,
      String(r.solved),
      String(r.total),
      r.totalS.toFixed(2),
      r.medianS.toFixed(3),
      String(r.nodes),
      r.compared > 0 ? `${(r.pushes / r.optimalPushes).toFixed(2)}x` : '-',
      String(r.compared),
    ]),
  ))
    log(line);
  for (const r of results)
    if (r.invalid.length > 0) log(`INVALID solutions in ${r.collection}: ${r.invalid.join(', ')}`);
  const earlier = opt('compare');
  if (earlier !== undefined) {
    const then: CollectionRun[] = JSON.parse(readFileSync(earlier, 'utf8')).solver ?? [];
    log('');
    log(`Against ${earlier} (+ gained, - lost):`);
    for (const change of compareRuns(then, results)) log(`  ${formatChange(change)}`);
  }
}

/** Per-turn check time along a play-through of a large level (its solution if found). */
interface PathPosition {
  boxes: number[];
  player: number;
  moved?: number;
}

function solutionPath(board: Board, pushes: readonly { box: number; dir: number }[]): PathPosition[] {
  const boxes = Array.from(board.boxes);
  const out: PathPosition[] = [{ boxes: boxes.slice(), player: board.player }];
  for (const p of pushes) {
    const t = p.box + board.offsets[p.dir];
    boxes[boxes.indexOf(p.box)] = t;
    out.push({ boxes: boxes.slice(), player: p.box, moved: t });
  }
  return out;
}

/**
 * A solution path no solver is needed for: pull boxes at random away from the solved
 * position, then read the pulls backwards as pushes. Every position on it is solvable.
 */
function pulledPath(board: Board, pulls: number): PathPosition[] {
  let seed = 12345;
  const rnd = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const boxes = Array.from(board.goals);
  const occ = new Uint8Array(board.size);
  for (const b of boxes) occ[b] = 1;
  const reach = new Reach(board);
  // Start the player in the largest free area of the solved position.
  let player = board.player;
  let bestArea = -1;
  for (const f of board.floors) {
    if (occ[f]) continue;
    reach.fill(occ, f);
    if (reach.min === f && reach.count > bestArea) {
      bestArea = reach.count;
      player = f;
    }
  }
  const backwards: PathPosition[] = [{ boxes: boxes.slice(), player }];
  for (let tries = 0; backwards.length <= pulls && tries < pulls * 20; tries++) {
    reach.fill(occ, player);
    const legal: [number, number][] = [];
    for (let i = 0; i < reach.count; i++) {
      const p = reach.cells[i];
      for (let dir = 0; dir < 4; dir++) {
        const o = board.offsets[dir];
        if (occ[p + o] && !board.wall[p - o] && !occ[p - o]) legal.push([p, dir]);
      }
    }
    if (legal.length === 0) {
      // The player got shut in: step back one pull and let the dice choose again.
      if (backwards.length < 2) break;
      backwards.pop();
      const prev = backwards[backwards.length - 1];
      occ.fill(0);
      for (let i = 0; i < boxes.length; i++) {
        boxes[i] = prev.boxes[i];
        occ[boxes[i]] = 1;
      }
      player = prev.player;
      continue;
    }
    const [p, dir] = legal[rnd(legal.length)];
    const o = board.offsets[dir];
    // Pull: box from p+o to p, player from p to p-o. Forwards: the player at p+o... pushes it back.
    boxes[boxes.indexOf(p + o)] = p;
    occ[p + o] = 0;
    occ[p] = 1;
    player = p - o;
    backwards.push({ boxes: boxes.slice(), player, moved: p + o });
  }
  // Forwards, position k's pushed box lands where the pull k+1 took it from.
  const forwards: PathPosition[] = [];
  for (let k = backwards.length - 1; k >= 0; k--) {
    const prevPull = backwards[k + 1];
    forwards.push({ boxes: backwards[k].boxes, player: backwards[k].player, moved: prevPull?.moved });
  }
  return forwards;
}

/**
 * Seeded random play from the start: each turn tries legal pushes in random order and
 * keeps the first one the detector does not flag, like a player who avoids deadlocks.
 * Every check made (kept or not) is timed.
 */
function playout(
  board: Board,
  turns: number,
  times: number[],
  cpu: number[] = [],
  cut: { incomplete: number } = { incomplete: 0 },
): number {
  let seed = 777;
  const rnd = (n: number): number => {
    seed = (Math.imul(seed, 1103515245) + 12345) >>> 0;
    return (seed >>> 8) % n;
  };
  const d = createDeadlockDetector(board);
  const boxes = Array.from(board.boxes);
  const occ = new Uint8Array(board.size);
  for (const b of boxes) occ[b] = 1;
  let player = board.player;
  const reach = new Reach(board);
  let flagged = 0;
  for (let k = 0; k < turns; k++) {
    reach.fill(occ, player);
    const legal: [number, number][] = [];
    for (let i = 0; i < boxes.length; i++) {
      const b = boxes[i];
      for (let dir = 0; dir < 4; dir++) {
        const o = board.offsets[dir];
        if (!board.wall[b + o] && !occ[b + o] && reach.isReached(b - o)) legal.push([i, dir]);
      }
    }
    let moved = false;
    while (legal.length > 0 && !moved) {
      const [i, dir] = legal.splice(rnd(legal.length), 1)[0];
      const b = boxes[i];
      const t = b + board.offsets[dir];
      boxes[i] = t;
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      const r = d.check(boxes, b, { movedBox: t, ...ENGINE_CHECK });
      times.push(performance.now() - t0);
      const used = process.cpuUsage(c0);
      cpu.push((used.user + used.system) / 1000);
      if (!r.complete) cut.incomplete++;
      const dead = r.dead;
      if (dead) {
        flagged++;
        boxes[i] = b;
        continue;
      }
      occ[b] = 0;
      occ[t] = 1;
      player = b;
      moved = true;
    }
    if (!moved) break;
  }
  return flagged;
}

interface TimingRow {
  kind: string;
  level: string;
  size: string;
  boxes: number;
  turns: number;
  medianMs: number;
  p95Ms: number;
  maxMs: number;
  /** The same in process CPU time, which machine load inflates far less than wall time. */
  cpuMedianMs?: number;
  cpuP95Ms?: number;
  cpuMaxMs?: number;
  /** Checks the budget cut short. */
  incomplete?: number;
  falsePositives: number;
}

/** The spread of per-turn wall and CPU times, which both kinds of timing row report. */
function timingFigures(times: number[], cpu: number[]) {
  return {
    turns: times.length,
    medianMs: median(times),
    p95Ms: quantile(times, 0.95),
    maxMs: Math.max(...times),
    cpuMedianMs: median(cpu),
    cpuP95Ms: quantile(cpu, 0.95),
    cpuMaxMs: Math.max(...cpu),
  };
}

function timing(): TimingRow {
  // Boards of about 40x40; the first whose solution path can be built is used.
  const candidates = (opt('timing-level') ?? 'sasquatch-viii:49,sasquatch-viii:48,sasquatch-vii:50').split(
    ',',
  );
  let chosen: { name: string; pick: LevelSource; board: Board; path: PathPosition[]; kind: string } | null =
    null;
  for (const cand of candidates) {
    const [name, index] = cand.split(':');
    const pick = readLevels(`${LEVEL_DIR}/${name}.xsb`)[Number(index) - 1];
    const board = parseBoard(pick.rows);
    const r = solve(board, { timeLimitMs: has('no-solver') ? 1 : 10_000 });
    const path = r.solved ? solutionPath(board, r.pushList) : pulledPath(board, 400);
    if (path.length >= 100 || r.solved) {
      chosen = { name, pick, board, path, kind: r.solved ? 'solver solution' : 'random solution path' };
      break;
    }
  }
  if (chosen === null) {
    const [name, index] = candidates[0].split(':');
    const pick = readLevels(`${LEVEL_DIR}/${name}.xsb`)[Number(index) - 1];
    const board = parseBoard(pick.rows);
    playout(board, 100, []);
    const times: number[] = [];
    const cpu: number[] = [];
    const cut = { incomplete: 0 };
    const flagged = playout(board, 300, times, cpu, cut);
    const w = Math.max(...pick.rows.map((row) => row.length));
    return {
      kind: 'playout',
      level: `${name} #${pick.index} (random play that avoids flagged pushes)`,
      falsePositives: flagged,
      size: `${w}x${pick.rows.length}`,
      boxes: board.goals.length,
      ...timingFigures(times, cpu),
      incomplete: cut.incomplete,
    };
  }
  const { name, pick, board, path, kind } = chosen;
  const d = createDeadlockDetector(board);
  // One untimed pass first, so the figures describe a warmed-up game, not JIT compilation.
  for (const pos of path) d.check(pos.boxes, pos.player, { movedBox: pos.moved, ...ENGINE_CHECK });
  const times: number[] = [];
  const cpu: number[] = [];
  let flagged = 0;
  let incomplete = 0;
  for (const pos of path) {
    const c = process.cpuUsage();
    const t = performance.now();
    const r = d.check(pos.boxes, pos.player, { movedBox: pos.moved, ...ENGINE_CHECK });
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    if (r.dead) flagged++;
    if (!r.complete) incomplete++;
  }
  const w = Math.max(...pick.rows.map((row) => row.length));
  return {
    level: `${name} #${pick.index} (${kind})`,
    kind,
    falsePositives: flagged,
    size: `${w}x${pick.rows.length}`,
    boxes: board.goals.length,
    ...timingFigures(times, cpu),
    incomplete,
  };
}

/**
 * A full check (no `movedBox`) of a 480-box start position at the 2 ms budget, after the pair table
 * is built: the budget must stop it near 2 ms, where unbudgeted it takes tens of milliseconds. The
 * test checks that the budget stops it (tests/solver/deadlock.test.ts); this measures how near.
 */
function fullCheck(): { level: string; boxes: number; complete: boolean } & ReturnType<typeof timingFigures> {
  const pick = readLevels(`${LEVEL_DIR}/sasquatch-viii.xsb`)[48];
  const board = parseBoard(pick.rows);
  const d = createDeadlockDetector(board);
  d.warm();
  const boxes = Array.from(board.boxes);
  const times: number[] = [];
  const cpu: number[] = [];
  let complete = true;
  for (let i = 0; i < 20; i++) {
    const c = process.cpuUsage();
    const t = performance.now();
    const r = d.check(boxes, board.player, { budgetMs: 2 });
    times.push(performance.now() - t);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    if (!r.complete) complete = false;
  }
  return {
    level: `sasquatch-viii #${pick.index}`,
    boxes: board.goals.length,
    complete,
    ...timingFigures(times, cpu),
  };
}

/** Recall per class over every position of small levels, labelled by brute force. */
function recall(): {
  levels: number;
  positions: number;
  dead: number;
  deadBeyondSquares: number;
  perClass: Record<string, { caught: number; recall: number; recallBeyondSquares: number }>;
} {
  const levels = readLevels(`${LEVEL_DIR}/microban.xsb`);
  const classes: (DeadlockClass | 'all')[] = [...DEADLOCK_CLASSES, 'all'];
  const caught = new Map<string, number>(classes.map((c) => [c, 0]));
  const caughtBeyond = new Map<string, number>(classes.map((c) => [c, 0]));
  let positions = 0;
  let dead = 0;
  let beyond = 0;
  let used = 0;
  for (const level of levels) {
    const board: Board = parseBoard(level.rows);
    const nb = board.goals.length;
    let combos = 1;
    for (let i = 0; i < nb; i++) combos = (combos * (board.floors.length - i)) / (i + 1);
    if (combos > 8000) continue;
    used++;
    const labels = labelSolvable(board);
    const d = createDeadlockDetector(board);
    for (const pos of allPositions(board)) {
      positions++;
      if (labels.isSolvable(pos.boxes, pos.player)) continue;
      dead++;
      const onDeadSquare = pos.boxes.some((b) => d.isDeadSquare(b));
      if (!onDeadSquare) beyond++;
      for (const c of classes) {
        const r = d.check(pos.boxes, pos.player, {
          classes: c === 'all' ? undefined : [c],
          budgetMs: 20,
        });
        if (r.dead) {
          caught.set(c, caught.get(c)! + 1);
          if (!onDeadSquare) caughtBeyond.set(c, caughtBeyond.get(c)! + 1);
        }
      }
    }
  }
  const perClass: Record<string, { caught: number; recall: number; recallBeyondSquares: number }> = {};
  for (const c of classes) {
    perClass[c] = {
      caught: caught.get(c)!,
      recall: caught.get(c)! / dead,
      recallBeyondSquares: caughtBeyond.get(c)! / beyond,
    };
  }
  return { levels: used, positions, dead, deadBeyondSquares: beyond, perClass };
}

let deadlockFigures:
  | {
      timing: ReturnType<typeof timing>;
      fullCheck: ReturnType<typeof fullCheck>;
      recall: ReturnType<typeof recall>;
    }
  | undefined;
if (!has('no-deadlocks')) {
  const t = timing();
  const full = fullCheck();
  const rc = recall();
  deadlockFigures = { timing: t, fullCheck: full, recall: rc };
  log('');
  log(
    `Deadlock check per turn, as the engine runs it (no clock), on ${t.level}, ${t.size}, ${t.boxes} boxes, ${t.turns} turns (load average ${loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}):`,
  );
  log(
    `  wall: median ${t.medianMs.toFixed(3)} ms, p95 ${t.p95Ms.toFixed(3)} ms, max ${t.maxMs.toFixed(3)} ms, ${t.kind === 'playout' ? `rejected ${t.falsePositives} flagged pushes` : `flagged ${t.falsePositives} (must be 0)`}`,
  );
  if (t.cpuMedianMs !== undefined)
    log(
      `  cpu:  median ${t.cpuMedianMs.toFixed(3)} ms, p95 ${t.cpuP95Ms?.toFixed(3)} ms, max ${t.cpuMaxMs?.toFixed(3)} ms; ${t.incomplete} checks that ran into a node cap (the engine's checks have no clock)`,
    );
  log(
    `Full check (no moved box) of ${full.level}, ${full.boxes} boxes, 2 ms budget, ${full.turns} times${full.complete ? '' : ', cut short'}:`,
  );
  log(
    `  wall: median ${full.medianMs.toFixed(3)} ms, max ${full.maxMs.toFixed(3)} ms; cpu: median ${full.cpuMedianMs.toFixed(3)} ms, max ${full.cpuMaxMs.toFixed(3)} ms`,
  );
  log('');
  log(
    `Recall on every position of ${rc.levels} small Microban levels (${rc.positions} positions, ${rc.dead} dead, ${rc.deadBeyondSquares} dead with no box on a dead square):`,
  );
  for (const line of formatTable(
    ['class', 'caught', 'recall', 'recall_beyond_dead_squares'],
    Object.entries(rc.perClass).map(([c, v]) => [
      c,
      String(v.caught),
      `${(v.recall * 100).toFixed(1)}%`,
      `${(v.recallBeyondSquares * 100).toFixed(1)}%`,
    ]),
  ))
    log(`  ${line}`);
}

const report = JSON.stringify(
  { mode, timeoutS, node: process.version, load: loadavg(), solver: results, deadlocks: deadlockFigures },
  null,
  2,
);
if (json) console.log(report);
const saveTo = opt('save');
if (saveTo !== undefined) writeFileSync(saveTo, `${report}\n`);
