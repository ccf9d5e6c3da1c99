/**
 * An independent LURD replayer over plain XSB text. It shares no code with the solver
 * on purpose: it is the referee that validates every solution the solver returns.
 */

export interface ReplayResult {
  /** True when every step was legal. */
  readonly legal: boolean;
  /** True when legal and all boxes end on goals. */
  readonly solved: boolean;
  readonly moves: number;
  readonly pushes: number;
  /** Index of the first illegal step, or -1. */
  readonly errorAt: number;
  readonly error?: string;
}

const STEP: Record<string, [number, number]> = { l: [-1, 0], u: [0, -1], r: [1, 0], d: [0, 1] };

export function replayLurd(rows: readonly string[], lurd: string): ReplayResult {
  const grid = rows.map((r) => r.split(''));
  let px = -1;
  let py = -1;
  for (let y = 0; y < grid.length; y++) {
    const x = grid[y].findIndex((ch) => ch === '@' || ch === '+');
    if (x >= 0) {
      px = x;
      py = y;
    }
  }
  const at = (x: number, y: number): string => (y >= 0 && y < grid.length ? (grid[y][x] ?? ' ') : ' ');
  const isBox = (ch: string): boolean => ch === '$' || ch === '*';
  const isGoal = (ch: string): boolean => ch === '.' || ch === '*' || ch === '+';
  const isWall = (x: number, y: number): boolean =>
    y < 0 || y >= grid.length || x < 0 || x >= grid[y].length || grid[y][x] === '#';
  const put = (x: number, y: number, kind: 'box' | 'player' | 'empty'): void => {
    const goal = isGoal(at(x, y));
    grid[y][x] =
      kind === 'box' ? (goal ? '*' : '$') : kind === 'player' ? (goal ? '+' : '@') : goal ? '.' : ' ';
  };
  let moves = 0;
  let pushes = 0;
  for (let i = 0; i < lurd.length; i++) {
    const ch = lurd[i];
    const step = STEP[ch.toLowerCase()];
    const fail = (error: string): ReplayResult => ({
      legal: false,
      solved: false,
      moves,
      pushes,
      errorAt: i,
      error,
    });
    if (!step) return fail(`bad letter '${ch}'`);
    const nx = px + step[0];
    const ny = py + step[1];
    if (isWall(nx, ny)) return fail('walks into a wall');
    const target = at(nx, ny);
    const pushing = isBox(target);
    if (pushing !== (ch === ch.toUpperCase()))
      return fail(pushing ? 'push written as a move' : 'move written as a push');
    if (pushing) {
      const bx = nx + step[0];
      const by = ny + step[1];
      if (isWall(bx, by) || isBox(at(bx, by))) return fail('box is blocked');
      put(bx, by, 'box');
      pushes++;
    }
    put(nx, ny, 'player');
    put(px, py, 'empty');
    px = nx;
    py = ny;
    moves++;
  }
  const solved = !grid.some((row) => row.includes('$'));
  return { legal: true, solved, moves, pushes, errorAt: -1 };
}
