import fc from 'fast-check';

/** A tiny deterministic PRNG, so a failing level can be rebuilt from its seed. */
export function rng(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 4294967296;
  };
}

/**
 * A random closed level: a walled rectangle with some inner walls, one player, and as many boxes as
 * goals (some boxes may start on goals). Every such level is valid, though rarely solvable.
 */
export function randomLevel(seed: number, maxSide = 9, maxBoxes = 4): string {
  const r = rng(seed);
  const w = 4 + Math.floor(r() * (maxSide - 3));
  const h = 4 + Math.floor(r() * (maxSide - 3));
  const grid: string[][] = Array.from({ length: h }, (_, y) =>
    Array.from({ length: w }, (_, x) =>
      x === 0 || y === 0 || x === w - 1 || y === h - 1 || r() < 0.12 ? '#' : ' ',
    ),
  );
  const free: [number, number][] = [];
  grid.forEach((row, y) => {
    row.forEach((c, x) => {
      if (c === ' ') free.push([x, y]);
    });
  });
  if (free.length < 3) return randomLevel(seed + 1, maxSide, maxBoxes);
  for (let i = free.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [free[i], free[j]] = [free[j], free[i]];
  }
  // Boxes and goals go where the player can walk: walled-off ones make a level that does not load.
  const region = new Set([free[0].join()]);
  const stack = [free[0]];
  while (stack.length) {
    const [x, y] = stack.pop()!;
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as const)
      if (grid[ny][nx] === ' ' && !region.has(`${nx},${ny}`)) {
        region.add(`${nx},${ny}`);
        stack.push([nx, ny]);
      }
  }
  const reachable = free.filter(([x, y]) => region.has(`${x},${y}`));
  if (reachable.length < 3) return randomLevel(seed + 1, maxSide, maxBoxes);
  free.splice(0, free.length, ...reachable);
  const k = Math.max(
    1,
    Math.min(maxBoxes, Math.floor((free.length - 1) / 2), 1 + Math.floor(r() * maxBoxes)),
  );
  const [px, py] = free[0];
  grid[py][px] = '@';
  for (let i = 0; i < k; i++) {
    const [bx, by] = free[1 + i];
    grid[by][bx] = '$';
  }
  for (let i = 0; i < k; i++) {
    const [gx, gy] = free[1 + (r() < 0.3 ? i : k + i)];
    const c = grid[gy][gx];
    grid[gy][gx] = c === '$' ? '*' : c === '@' ? '+' : '.';
  }
  return grid.map((row) => row.join('')).join('\n');
}

export type Action = 'l' | 'u' | 'r' | 'd' | 'undo' | 'redo' | 'restart';
export const actions = (max = 60) =>
  fc.array(fc.constantFrom<Action>('l', 'u', 'r', 'd', 'l', 'u', 'r', 'd', 'undo', 'redo', 'restart'), {
    maxLength: max,
  });
export const moves = (max = 60) => fc.array(fc.constantFrom('l', 'u', 'r', 'd'), { maxLength: max });
