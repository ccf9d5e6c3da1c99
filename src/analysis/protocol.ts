import {
  type Board,
  type CancelFlag,
  cellOf,
  explainDeadlocks,
  isSolvable,
  nextPush,
  optimizeSolution,
  parseBoard,
  type SolveMode,
  solve,
  type XYFinding,
  xyOf,
} from '../solver';
import type { PositionData } from './position';

/**
 * A request to the analysis worker. Each carries an id its answers repeat. `known` is a solution
 * of the level from its start (a par's or the player's): searches finish by reaching its path.
 * `seed` (`SolveOptions.seed`): a question asked again after a search ran out of time takes
 * another path instead of repeating the one that failed.
 */
export type AnalysisRequest =
  | {
      id: number;
      kind: 'solve';
      position: PositionData;
      mode: SolveMode;
      timeLimitMs: number;
      known?: string;
      seed?: number;
      /** After a fast search, how long the solution optimizer may shorten what it found. */
      optimizeMs?: number;
    }
  | { id: number; kind: 'hint'; position: PositionData; timeLimitMs: number; known?: string; seed?: number }
  | { id: number; kind: 'solvable'; position: PositionData; timeLimitMs: number; known?: string };

export type AnalysisResponse =
  | { id: number; kind: 'progress'; nodes: number; ms: number }
  | {
      id: number;
      kind: 'solved';
      solved: boolean;
      solution: string;
      pushes: number;
      moves: number;
      ms: number;
      reason?: string;
      /** With reason 'unsolvable': the deadlocks that prove it (see `Finding`). */
      findings?: Finding[];
    }
  | {
      id: number;
      kind: 'hint';
      /** The box to push ([x, y]) and the direction letter, plus the LURD to play it; null when solved. */
      hint: {
        box: [number, number];
        direction: 'l' | 'u' | 'r' | 'd';
        lurd: string;
        remainingPushes: number;
      } | null;
      reason?: string;
      /** With reason 'unsolvable': the deadlocks that prove it (see `Finding`). */
      findings?: Finding[];
    }
  | {
      id: number;
      kind: 'solvable';
      verdict: 'solvable' | 'unsolvable' | 'unknown';
      /** With 'unsolvable': the deadlocks that prove it (see `Finding`). */
      findings?: Finding[];
    }
  | { id: number; kind: 'error'; message: string };

/** A request as a client sends it, before it is numbered. */
export type RequestBody = AnalysisRequest extends infer R
  ? R extends AnalysisRequest
    ? Omit<R, 'id'>
    : never
  : never;

/** A worker's last word on a request (progress reports aside). */
export type FinalResponse = Exclude<AnalysisResponse, { kind: 'progress' }>;

/**
 * A deadlock class the detector proves in a position the search found unsolvable, with its boxes as
 * [x, y] (`explainDeadlocks`). Sent whenever the detector finds one, so the player learns which
 * boxes are stuck; absent when only the search sees why.
 */
export type Finding = XYFinding;

/**
 * Answers one request. Pure and synchronous so Node tests drive it directly; the worker wraps it.
 * Cancellation is by terminating the worker (a synchronous search cannot read messages), but a flag
 * is accepted for in-process callers.
 */
export function handleRequest(
  req: AnalysisRequest,
  post: (r: AnalysisResponse) => void,
  signal?: CancelFlag,
): void {
  let board: Board;
  try {
    board = parseBoard(req.position.rows);
  } catch (e) {
    post({ id: req.id, kind: 'error', message: (e as Error).message });
    return;
  }
  // Boxes sealed off from the player's region are walls on the solver's board.
  const boxes = req.position.boxes.map(([x, y]) => cellOf(board, x, y)).filter((c) => !board.wall[c]);
  const from = { boxes, player: cellOf(board, req.position.player[0], req.position.player[1]) };
  const common = {
    timeLimitMs: req.timeLimitMs,
    ...(signal ? { signal } : {}),
    ...(req.known ? { knownSolution: req.known } : {}),
    ...(req.kind !== 'solvable' && req.seed ? { seed: req.seed } : {}),
  };
  if (req.kind === 'solve') {
    const r = solve(board, {
      ...common,
      mode: req.mode,
      from,
      onProgress: (p) => post({ id: req.id, kind: 'progress', nodes: p.nodes, ms: p.ms }),
    });
    let { solution, pushes, moves, ms } = r;
    // Fast mode wanders (Microban: 1.13x the optimal pushes); a second's worth of optimizer
    // brings most levels to the optimum, and the player watches the shorter playback.
    if (r.solved && req.mode === 'fast' && req.optimizeMs) {
      const o = optimizeSolution(board, solution, { from, timeLimitMs: req.optimizeMs, signal });
      ({ solution, pushes, moves } = o);
      ms += o.ms;
    }
    post({
      id: req.id,
      kind: 'solved',
      solved: r.solved,
      solution,
      pushes,
      moves,
      ms,
      ...(r.reason ? { reason: r.reason } : {}),
      ...(r.reason === 'unsolvable' && explain(board, from)),
    });
  } else if (req.kind === 'hint') {
    const h = nextPush(board, from, common);
    if (h === null) post({ id: req.id, kind: 'hint', hint: null });
    else if ('reason' in h)
      post({
        id: req.id,
        kind: 'hint',
        hint: null,
        reason: h.reason,
        ...(h.reason === 'unsolvable' && explain(board, from)),
      });
    else {
      const { x, y } = xyOf(board, h.push.box);
      post({
        id: req.id,
        kind: 'hint',
        hint: {
          box: [x, y],
          direction: 'lurd'[h.push.dir] as 'l',
          lurd: h.lurd,
          remainingPushes: h.remainingPushes,
        },
      });
    }
  } else {
    const verdict = isSolvable(board, from, common);
    post({ id: req.id, kind: 'solvable', verdict, ...(verdict === 'unsolvable' && explain(board, from)) });
  }
}

/** `{ findings }` for a position proven unsolvable, or nothing when the detector finds no class. */
function explain(board: Board, from: { boxes: number[]; player: number }): { findings?: Finding[] } {
  const findings = explainDeadlocks(board, from.boxes, from.player);
  return findings.length > 0 ? { findings } : {};
}
