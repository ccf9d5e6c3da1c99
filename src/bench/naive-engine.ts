/**
 * The benchmark's baseline: Sokoban as the simplest tutorials write it. The board is a 2D array of
 * characters; each move scans the grid for the player and pushes a full copy of the grid for undo.
 * Deliberately naive, but correct, so the comparison measures design rather than bugs.
 */
export class NaiveSokoban {
  grid: string[][];
  private readonly history: string[][][] = [];

  constructor(rows: readonly string[]) {
    const width = Math.max(...rows.map((r) => r.length));
    this.grid = rows.map((r) => [...r.padEnd(width, ' ')]);
  }

  move(dx: number, dy: number): boolean {
    let px = -1;
    let py = -1;
    for (let y = 0; y < this.grid.length && px < 0; y++) {
      for (let x = 0; x < this.grid[y].length; x++) {
        const c = this.grid[y][x];
        if (c === '@' || c === '+') {
          px = x;
          py = y;
          break;
        }
      }
    }
    const at = (x: number, y: number) => this.grid[y]?.[x] ?? '#';
    const tx = px + dx;
    const ty = py + dy;
    const target = at(tx, ty);
    if (target === '#') return false;
    const pushing = target === '$' || target === '*';
    if (pushing) {
      const beyond = at(tx + dx, ty + dy);
      if (beyond !== ' ' && beyond !== '.') return false;
    }
    this.history.push(this.grid.map((row) => row.slice()));
    if (pushing) {
      const bx = tx + dx;
      const by = ty + dy;
      this.grid[by][bx] = this.grid[by][bx] === '.' ? '*' : '$';
      this.grid[ty][tx] = target === '*' ? '.' : ' ';
    }
    this.grid[ty][tx] = this.grid[ty][tx] === '.' ? '+' : '@';
    this.grid[py][px] = this.grid[py][px] === '+' ? '.' : ' ';
    return true;
  }

  undo(): boolean {
    const previous = this.history.pop();
    if (!previous) return false;
    this.grid = previous;
    return true;
  }

  get historyLength(): number {
    return this.history.length;
  }

  /** Bytes one history entry holds: per row an array header plus 8-byte slots (V8, 64-bit). */
  get bytesPerEntry(): number {
    return this.grid.reduce((sum, row) => sum + 32 + row.length * 8, 16);
  }
}
