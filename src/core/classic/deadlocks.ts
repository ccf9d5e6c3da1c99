import { hasComponent } from 'bitecs';
import { createDeadlockDetector, type DeadlockClass, type DeadlockDetector, parseBoard } from '../../solver';
import type { GameWorld } from '../ecs/world';
import type { SystemFn, SystemSpec } from '../pipeline/schedule';
import { writeClassicRows } from './cells';
import { Box, Deadlocked, Goal, Wall } from './components';

/**
 * No clock for the engine's checks: its searches stop on their node caps alone, so a push marks the
 * same boxes on a slow phone, a fast desktop and a history replayed after a reload (a mark is state).
 * `bench:solver` measures it on Sasquatch VIII #49 (480 boxes, 408 random pushes): median 0.064 ms,
 * p95 1.08 ms, worst 20 ms, against 0.065, 1.02 and 21 ms with the 2 ms budget it replaced.
 */
export const ENGINE_CHECK = {
  budgetMs: Number.POSITIVE_INFINITY,
  /** The bipartite tables the old budget allowed: the exact reach stands in for a bigger one. */
  tableMs: 2,
} as const;
/** The classes that cost microseconds; `Rules: deadlocks=fast` keeps to these (no local or corral search). */
const FAST: readonly DeadlockClass[] = ['dead-square', 'pattern', 'freeze', 'pair', 'bipartite'];

/**
 * Deadlock phase: after every turn that pushed a box, the solver's detector looks for the seven classes
 * (dead squares, closed patterns, freeze, two-box deadlocks, bipartite matching, local deadlocks, corrals) and the boxes
 * it proves dead get the `Deadlocked` tag (state, so undo clears it). The detector never reports a solvable position;
 * plugins whose mechanics it does not understand switch it off (`analysis('unsupported')`).
 */
export const detectDeadlocks: SystemSpec = {
  id: 'classic/detectDeadlocks',
  phase: 'deadlock',
  create: (world) => {
    const mode = String(world.rules.deadlocks ?? 'full');
    if (mode === 'off') return () => {};
    if (!world.analysis.sound) return world.analysis.corners ? cornerRule(world) : () => {};
    const classes = mode === 'fast' ? FAST : undefined;
    const detector = detectorFor(world);
    if (!detector) return () => {};
    detector.warm();
    const box = world.store(Box);
    const dead = world.store(Deadlocked);
    const boxes = world.members(Box);
    const deadBoxes = world.members(Deadlocked);
    const cells: number[] = [];
    const { wall } = detector.board;
    // Detector cell -> box entity, filled only when a full check runs (most pushes never need it).
    const eidAt = new Map<number, number>();
    return (turn) => {
      let moved = -1;
      let player = -1;
      for (const s of turn.segments) {
        if (s.kind === 'push' && hasComponent(world.ecs, s.eid, box)) moved = s.eid;
        else if (s.kind === 'walk') player = detector.toCell(s.toX, s.toY);
      }
      if (moved < 0 || player < 0) return;
      const movedCell = detector.toCell(world.x(moved), world.y(moved));
      // A pushed box on a dead square is proof enough, and once the position is known dead only the
      // pushed box is worth a look. Otherwise the full check, local to the pushed box (valid because the
      // position before the push was alive), within the searches' node caps.
      eidAt.clear();
      eidAt.set(movedCell, moved);
      let report: { findings: readonly { class: string; boxes: readonly number[] }[] };
      if (detector.isDeadSquare(movedCell))
        report = { findings: [{ class: 'dead-square', boxes: [movedCell] }] };
      else if (deadBoxes.length > 0) return;
      else {
        cells.length = 0;
        for (const e of boxes) {
          const c = detector.toCell(world.x(e), world.y(e));
          // Boxes sealed off from the player's region (decoration, usually on goals) are walls to the
          // detector's board; passing them would look like boxes stranded inside walls.
          if (wall[c]) continue;
          cells.push(c);
          eidAt.set(c, e);
        }
        report = detector.check(cells, player, {
          ...ENGINE_CHECK,
          movedBox: movedCell,
          ...(classes ? { classes } : {}),
        });
      }
      for (const f of report.findings) {
        const eids: number[] = [];
        for (const c of f.boxes) {
          const e = eidAt.get(c);
          if (e === undefined) continue;
          eids.push(e);
          if (!hasComponent(world.ecs, e, dead)) {
            world.add(e, Deadlocked);
            turn.deadlocked.push(e);
          }
        }
        turn.deadlockFindings.push({ class: f.class, boxes: eids });
      }
    };
  },
};

/**
 * The fallback for mechanics the detector does not understand but whose plugins vouch for corners: a
 * box off goal with a wall on one vertical and one horizontal side can never be pushed again.
 */
function cornerRule(world: GameWorld): SystemFn {
  const box = world.store(Box);
  const dead = world.store(Deadlocked);
  const wall = (x: number, y: number) => !world.grid.inBounds(x, y) || world.hasAt(x, y, Wall);
  return (turn) => {
    for (const s of turn.segments) {
      const e = s.eid;
      if (!hasComponent(world.ecs, e, box) || hasComponent(world.ecs, e, dead) || world.isDestroyed(e))
        continue;
      const x = world.x(e);
      const y = world.y(e);
      if (world.hasAt(x, y, Goal)) continue;
      if ((wall(x, y - 1) || wall(x, y + 1)) && (wall(x - 1, y) || wall(x + 1, y))) {
        world.add(e, Deadlocked);
        turn.deadlocked.push(e);
        turn.deadlockFindings.push({ class: 'corner', boxes: [e] });
      }
    }
  };
}

/** Builds the detector from the level as it stands when the game is created (its start position). */
function detectorFor(world: GameWorld): DeadlockDetector | null {
  try {
    return createDeadlockDetector(parseBoard(writeClassicRows(world)));
  } catch {
    // Not a classic board (no player, say): nothing to analyse.
    return null;
  }
}
