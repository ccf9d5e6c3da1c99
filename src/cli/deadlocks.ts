import { parseBoard, xyOf } from '../solver/board';
import { parseArgs, positiveNumber, selectLevels, UsageError } from '../solver/cli-support';
import type { DeadlockClass } from '../solver/deadlock';
import { createDeadlockDetector } from '../solver/deadlock';
import type { Command } from './command';

const USAGE = 'usage: sokoban deadlocks <file|-> [--level n] [--moves <LURD>] [--json]';
const STEP = 'lurd';

interface Flag {
  index: number;
  class: DeadlockClass;
  boxes: [number, number][];
}

/**
 * `deadlocks`: replays `--moves` (or each stored `Solution:` of a level) and reports the
 * deadlock classes flagged. Positions are numbered by steps taken (0 = start); the check
 * runs at the start and after every push, since walking alone cannot create a deadlock.
 * Exit code 0 when nothing was flagged, 1 when something was, 2 on bad input.
 */
export const deadlocksCommand: Command = async (args, io) => {
  try {
    const { positional, flags } = parseArgs(args, ['level', 'moves'], ['json', 'help']);
    if (flags.has('help')) {
      io.out(USAGE);
      return 0;
    }
    if (positional.length !== 1)
      throw new UsageError(
        positional.length === 0 ? `missing level file; ${USAGE}` : `unexpected argument '${positional[1]}'`,
      );
    const levelNo = positiveNumber(flags, 'level');
    const moves = flags.get('moves');
    if (typeof moves === 'string' && !/^[lurdLURD]*$/.test(moves)) {
      throw new UsageError('--moves must contain only the letters l, u, r, d (uppercase for pushes)');
    }
    const json = flags.has('json');
    const levels = await selectLevels(io.read, positional[0], levelNo);
    let anyFlagged = false;
    for (const level of levels) {
      let board: ReturnType<typeof parseBoard>;
      try {
        board = parseBoard(level.rows);
      } catch (e) {
        throw new UsageError(`level ${level.index}: ${(e as Error).message}`);
      }
      const detector = createDeadlockDetector(board);
      const runs = typeof moves === 'string' ? [moves] : level.solutions.length > 0 ? level.solutions : [''];
      for (let s = 0; s < runs.length; s++) {
        const lurd = runs[s];
        const boxes = Array.from(board.boxes);
        const at = new Map(boxes.map((b, i) => [b, i]));
        let player = board.player;
        const flagged: Flag[] = [];
        const record = (index: number, moved?: number): void => {
          const r = detector.check(boxes, player, { movedBox: moved, budgetMs: 20 });
          for (const f of r.findings) {
            flagged.push({
              index,
              class: f.class,
              boxes: f.boxes.map((c) => {
                const { x, y } = xyOf(board, c);
                return [x, y];
              }),
            });
          }
        };
        record(0);
        for (let i = 0; i < lurd.length; i++) {
          const dir = STEP.indexOf(lurd[i].toLowerCase());
          const o = board.offsets[dir];
          const next = player + o;
          const bad = (why: string) =>
            new UsageError(`level ${level.index}: step ${i + 1} ('${lurd[i]}') is illegal: ${why}`);
          if (board.wall[next] === 1) throw bad('walks into a wall');
          const box = at.get(next);
          if (box !== undefined) {
            const t = next + o;
            if (board.wall[t] === 1 || at.has(t)) throw bad('the box is blocked');
            at.delete(next);
            at.set(t, box);
            boxes[box] = t;
          }
          player = next;
          if (box !== undefined) record(i + 1, boxes[box]);
        }
        if (flagged.length > 0) anyFlagged = true;
        const extra = runs.length > 1 ? { solution: s + 1 } : {};
        if (json) {
          io.out(JSON.stringify({ level: level.index, ...extra, positions: lurd.length + 1, flagged }));
          continue;
        }
        const which = runs.length > 1 ? ` solution ${s + 1}` : '';
        io.out(
          `Level ${level.index}${which}: ${lurd.length + 1} positions, ${flagged.length === 0 ? 'no deadlock' : `${new Set(flagged.map((f) => f.index)).size} flagged`}`,
        );
        for (const f of flagged) {
          io.out(`  position ${f.index}: ${f.class} ${f.boxes.map(([x, y]) => `(${x},${y})`).join(' ')}`);
        }
      }
    }
    return anyFlagged ? 1 : 0;
  } catch (e) {
    io.err(`deadlocks: ${e instanceof UsageError ? e.message : `unexpected error: ${(e as Error).message}`}`);
    return 2;
  }
};
