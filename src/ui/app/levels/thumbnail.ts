/** Colours of the board art (assets/*.svg), so a thumbnail reads as the level it opens. */
const COLORS = {
  floor: '#e7e1d4',
  wall: '#5d6f84',
  goal: '#45b596',
  box: '#eba94e',
  boxOnGoal: '#227563',
  player: '#6f74e8',
};

/** The cells reachable from the player without crossing a wall: the level's inside. */
function inside(rows: readonly string[]): Set<number> {
  const width = Math.max(...rows.map((r) => r.length));
  const at = (x: number, y: number) => rows[y]?.[x] ?? '';
  const seen = new Set<number>();
  const stack: [number, number][] = [];
  rows.forEach((r, y) => {
    const x = r.search(/[@+]/);
    if (x >= 0) stack.push([x, y]);
  });
  while (stack.length) {
    const [x, y] = stack.pop()!;
    const key = y * width + x;
    if (
      seen.has(key) ||
      x < 0 ||
      y < 0 ||
      y >= rows.length ||
      x >= width ||
      at(x, y) === '#' ||
      at(x, y) === ''
    )
      continue;
    seen.add(key);
    stack.push([x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]);
  }
  return seen;
}

/**
 * A small picture of a level's start (walls, floor, goals, boxes, player) for the level screen.
 * Mod glyphs are drawn as floor: the thumbnail is for recognising a level, not for playing it.
 */
export function drawThumbnail(rows: readonly string[], maxSide: number): HTMLCanvasElement {
  const width = Math.max(1, ...rows.map((r) => r.length));
  const height = Math.max(1, rows.length);
  const cell = Math.max(1, Math.floor(maxSide / Math.max(width, height)));
  const dpr = Math.min(2, window.devicePixelRatio || 1);
  const canvas = document.createElement('canvas');
  canvas.width = Math.round(width * cell * dpr);
  canvas.height = Math.round(height * cell * dpr);
  canvas.style.width = `${width * cell}px`;
  canvas.style.height = `${height * cell}px`;
  canvas.className = 'thumb';
  canvas.setAttribute('aria-hidden', 'true');
  const ctx = canvas.getContext('2d');
  if (!ctx) return canvas;
  ctx.scale(dpr, dpr);
  const floor = inside(rows);
  const fill = (x: number, y: number, color: string, inset = 0) => {
    ctx.fillStyle = color;
    ctx.fillRect(x * cell + inset, y * cell + inset, cell - 2 * inset, cell - 2 * inset);
  };
  rows.forEach((row, y) => {
    for (let x = 0; x < row.length; x++) {
      const c = row[x];
      if (c === '#') fill(x, y, COLORS.wall);
      else if (floor.has(y * width + x)) {
        fill(x, y, COLORS.floor);
        const inset = cell > 4 ? cell * 0.15 : 0;
        if (c === '.' || c === '+') fill(x, y, COLORS.goal, cell * 0.3);
        if (c === '$') fill(x, y, COLORS.box, inset);
        if (c === '*') fill(x, y, COLORS.boxOnGoal, inset);
        if (c === '@' || c === '+') fill(x, y, COLORS.player, inset);
      }
    }
  });
  return canvas;
}
