import { readdirSync, readFileSync } from 'node:fs';
import { benchEngine, benchNaive, bigRoom, historyFigures, moveSequence } from '../bench/engine-bench';
import { Game } from '../core/game';
import { parseCollection } from '../core/level/xsb';
import { PathFinder } from '../core/paths';
import { count } from '../core/plural';
import { MODS } from '../mods';
import type { Command, CommandHelp } from './command';
import { parseArgs, UsageError } from './io';
import { positiveFlag } from './select';

const levelsDir = new URL('../../levels/', import.meta.url);

function shippedLevel(file: string, index: number): { board: string; rows: string[]; name: string } {
  const { collection } = parseCollection(readFileSync(new URL(file, levelsDir), 'utf8'));
  const level = collection.levels[index - 1];
  return { board: level.rows.join('\n'), rows: level.rows, name: `${file} #${index}` };
}

const fmt = (n: number) => Math.round(n).toLocaleString('en-US');

export const benchHelp: CommandHelp = {
  usage: 'bench [--json] [--seconds s]',
  summary:
    'Measures the engine against a naive engine in the same process, its undo memory and path searches.',
  options: [
    ['--seconds s', 'seconds per measurement (default 1.5)'],
    ['--json', 'the figures for the large level as one JSON object'],
  ],
  exit: '0 measured, 2 bad arguments',
};

/**
 * `bench [--json] [--seconds s]`: turns per second of the full headless pipeline (with undo history)
 * against a naive engine measured in the same process, on a small and a large level; history bytes
 * per step; and the memory of a 10,000-move game on a 100x100 level with 200 boxes.
 */
export const benchCommand: Command = async (args, io) => {
  const { flags, positionals } = parseArgs(args, { json: 'boolean', seconds: 'string' });
  // Bench reads no file: a word left over is a mistake (a file meant for another command), not ignored.
  if (positionals.length) throw new UsageError(`unexpected argument "${positionals[0]}"`);
  const seconds = positiveFlag(flags.seconds, 'seconds') ?? 1.5;
  const moves = moveSequence(100_000);
  const levels = [
    { ...shippedLevel('microban.xsb', 1), size: 'small' },
    { ...shippedLevel('sasquatch-vii.xsb', 50), size: 'large' },
  ];
  const results = levels.map((l) => {
    // Warm both engines up so the JIT has compiled the hot paths before timing.
    benchEngine(l.board, moves, 2_000, 0.2, 'fast');
    benchNaive(l.rows, moves, 2_000, 0.2);
    const ours = benchEngine(l.board, moves, 5_000, seconds, 'fast');
    const full = benchEngine(l.board, moves, 5_000, seconds, 'full');
    const naive = benchNaive(l.rows, moves, 5_000, seconds);
    const history = historyFigures(l.board, moves, 10_000);
    return { ...l, ours, full, naive, history, ratio: ours.turnsPerSec / naive.turnsPerSec };
  });
  const room = bigRoom();
  const roomGame = Game.fromText(room);
  const heapBefore = heapUsed();
  const roomHistory = historyFigures(room, moves, 10_000);
  // Measured while the game (and so its history) is still alive.
  const heapAfter = heapUsed();
  roomHistory.game.restart();
  const paths = benchPaths();
  const check = benchImportCheck();
  const large = results[1];
  if (flags.json) {
    io.out(
      JSON.stringify({
        turnsPerSec: Math.round(large.ours.turnsPerSec),
        fullDeadlockTurnsPerSec: Math.round(large.full.turnsPerSec),
        baselineTurnsPerSec: Math.round(large.naive.turnsPerSec),
        ratio: Number(large.ratio.toFixed(2)),
        historyBytesPerStep: Math.round(large.history.bytesPerStep),
        level: large.name,
      }),
    );
    return 0;
  }
  io.out(
    'Engine benchmark: full headless pipeline (input, push, movement, deadlock, wincheck) with undo history',
  );
  io.out(`Same pseudo-random move sequence for both engines, rounds of 5,000 turns, ${seconds} s each.`);
  io.out('engine: deadlock phase in fast mode (dead squares, patterns, freeze, bipartite after each push).');
  io.out(
    '+corral: the default full mode, which adds the corral search (and the local search, bounded by their node caps).',
  );
  io.out('');
  io.out(
    'level                     size    engine turns/s   naive turns/s   ratio   +corral turns/s   moved   history B/step (naive)',
  );
  for (const r of results) {
    io.out(
      [
        r.name.padEnd(25),
        `${roomOf(r.rows)}`.padEnd(7),
        fmt(r.ours.turnsPerSec).padStart(16),
        fmt(r.naive.turnsPerSec).padStart(15),
        `${r.ratio.toFixed(1)}x`.padStart(7),
        fmt(r.full.turnsPerSec).padStart(17),
        `${Math.round(r.ours.movedShare * 100)}%`.padStart(7),
        `${Math.round(r.history.bytesPerStep)} (${fmt(new NaiveBytes(r.rows).value)})`.padStart(24),
      ].join(' '),
    );
  }
  io.out('');
  io.out(
    `100x100 level, ${count(roomGame.boxCount, 'box', 'boxes')}, 10,000 turns: ${fmt(roomHistory.entries)} history entries, ` +
      `${(roomHistory.bytes / 1048576).toFixed(2)} MB of deltas (goal < 20 MB)` +
      (heapBefore !== null && heapAfter !== null
        ? `, heap growth ${((heapAfter - heapBefore) / 1048576).toFixed(2)} MB`
        : ''),
  );
  io.out(
    `Path searches, Sasquatch VI #48 (30x30, ${count(paths.movableBoxes, 'movable box', 'movable boxes')}): walk ${paths.walk.toFixed(3)} ms; ` +
      `box targets median ${paths.targets.toFixed(3)} ms (max ${paths.targetsMax.toFixed(3)}); ` +
      `transport to the farthest target median ${paths.transport.toFixed(3)} ms (max ${paths.transportMax.toFixed(3)})`,
  );
  io.out(
    `Path searches, open 30x30 room (worst case): box targets ${paths.roomTargets.toFixed(3)} ms, ` +
      `transport across the room ${paths.roomTransport.toFixed(3)} ms`,
  );
  io.out(
    `Import check of all ${fmt(check.levels)} shipped levels: ${fmt(check.checkMs)} ms (Game.checkLevel), ` +
      `against ${fmt(check.buildMs)} ms building each game as play does (${(check.buildMs / check.checkMs).toFixed(1)}x)`,
  );
  io.out(
    `Goal: engine >= 10x naive on the large level: ${large.ratio >= 10 ? 'met' : 'NOT met'} (${large.ratio.toFixed(1)}x).`,
  );
  return 0;
};

/**
 * What importing a big file costs on the main thread: checking that every shipped level can be played,
 * as `importLevels` does, against the baseline of building each game (with its deadlock tables).
 */
function benchImportCheck() {
  const levels = readdirSync(levelsDir)
    .filter((f) => f.endsWith('.xsb'))
    .flatMap((f) => parseCollection(readFileSync(new URL(f, levelsDir), 'utf8')).collection.levels);
  const time = (fn: () => void) => {
    const start = performance.now();
    fn();
    return performance.now() - start;
  };
  const checkMs = time(() => {
    for (const l of levels)
      if (Game.checkLevel(l, { catalogue: MODS }).length) throw new Error(`level ${l.index}`);
  });
  const buildMs = time(() => {
    for (const l of levels)
      if (!Game.tryLevel(l, { catalogue: MODS }).game) throw new Error(`level ${l.index}`);
  });
  return { levels: levels.length, checkMs, buildMs };
}

/** Median of `runs` timings of `fn`, in ms. */
function medianMs(fn: () => unknown, runs = 100): number {
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    fn();
    samples.push(performance.now() - start);
  }
  return samples.sort((a, b) => a - b)[runs >> 1];
}

/**
 * Pointer-play search times on a real 30x30 level (Sasquatch VI #48: walk to the farthest cell, the
 * push targets of every box, and each box's transport to its farthest target; medians and worst case),
 * and on an open 30x30 room, the worst case for transports (every cell is reachable by many routes).
 */
function benchPaths() {
  const real = Game.fromText(shippedLevel('sasquatch-vi.xsb', 48).board);
  const f = new PathFinder(real);
  const reach = f.reachable()!;
  let far = 0;
  reach.forEach((v, c) => {
    if (v) far = c;
  });
  const walk = medianMs(() =>
    new PathFinder(real).walkTo({ x: far % real.width, y: Math.floor(far / real.width) }),
  );
  const targets: number[] = [];
  const transports: number[] = [];
  for (const e of real.world.query(real.world.componentNamed('Box')!)) {
    const from = { x: real.world.x(e), y: real.world.y(e) };
    const cells = f.boxTargets(from);
    if (cells.length === 0) continue;
    targets.push(medianMs(() => new PathFinder(real).boxTargets(from), 5));
    const to = cells.reduce((a, b) =>
      Math.abs(b.x - from.x) + Math.abs(b.y - from.y) > Math.abs(a.x - from.x) + Math.abs(a.y - from.y)
        ? b
        : a,
    );
    transports.push(medianMs(() => new PathFinder(real).boxPath(from, to), 5));
  }
  const med = (a: number[]) => [...a].sort((x, y) => x - y)[a.length >> 1] ?? 0;
  const rows: string[][] = Array.from({ length: 30 }, (_, y) =>
    Array.from({ length: 30 }, (_, x) =>
      x === 0 || y === 0 || x === 29 || y === 29 || (x % 4 === 2 && y % 4 === 2) ? '#' : ' ',
    ),
  );
  for (let i = 0; i < 12; i++) {
    rows[3 + 2 * i][5 + (i % 3) * 7] = '$';
    rows[4 + 2 * i][27] = '.';
  }
  rows[1][1] = '@';
  const room = Game.fromText(rows.map((r) => r.join('')).join('\n'));
  const box = { x: 5, y: 3 };
  return {
    walk,
    movableBoxes: targets.length,
    targets: med(targets),
    targetsMax: Math.max(0, ...targets),
    transport: med(transports),
    transportMax: Math.max(0, ...transports),
    roomTargets: medianMs(() => new PathFinder(room).boxTargets(box)),
    roomTransport: medianMs(() => new PathFinder(room).boxPath(box, { x: 26, y: 26 }), 20),
  };
}

function roomOf(rows: readonly string[]): string {
  return `${Math.max(...rows.map((r) => r.length))}x${rows.length}`;
}

class NaiveBytes {
  readonly value: number;
  constructor(rows: readonly string[]) {
    const width = Math.max(...rows.map((r) => r.length));
    this.value = rows.length * (32 + width * 8) + 16;
  }
}

/** Heap in use after a full GC when the process allows forcing one (node --expose-gc), else null. */
function heapUsed(): number | null {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) return null;
  gc();
  return process.memoryUsage().heapUsed;
}
