/**
 * The tiles of a grid built a part at a time (`fillLazily`), in their order whatever is built yet:
 * how many there will be, a tile (built now if it is not yet), and a tile's place.
 */
export interface GridTiles {
  readonly count: number;
  reach(i: number): HTMLElement | undefined;
  indexOf(tile: Element): number;
}

/**
 * Arrow keys between the tiles of a wrapping grid (the level screen's): left and right step, up and
 * down go a row, Home and End to the ends. A keyboard player then crosses 155 tiles in a few presses
 * instead of Tab after Tab. The columns are read from the layout, so any width works; the tiles may
 * sit in blocks of whole rows (for speed), and the keys reach those not built yet: End goes to the
 * last level, not the last tile built so far.
 */
export function gridKeys(grid: HTMLElement, tiles: GridTiles): void {
  grid.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const { count, reach, indexOf } = tiles;
    const from = indexOf(e.target as Element);
    if (from < 0) return;
    // The first row's length; reading no further keeps a key press quick among 10,000 tiles.
    const top = reach(0)?.offsetTop;
    let columns = 1;
    while (columns < count && reach(columns)?.offsetTop === top) columns++;
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -columns,
      ArrowDown: columns,
      Home: -from,
      End: count - 1 - from,
    };
    if (!(e.key in step)) return;
    const to = from + step[e.key];
    // The keys are this grid's, not the game's; past an edge they do nothing.
    e.preventDefault();
    if (to < 0 || to >= count) return;
    reach(to)?.focus();
  });
}
