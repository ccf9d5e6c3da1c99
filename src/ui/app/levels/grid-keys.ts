/**
 * Arrow keys between the buttons of a wrapping grid (the level tiles): left and right step, up and
 * down go a row, Home and End to the ends. A keyboard player then crosses 155 tiles in a few presses
 * instead of Tab after Tab. The columns are read from the layout, so any width works; the buttons may
 * sit in blocks of whole rows (the level screen's, for speed).
 */
export function gridKeys(grid: HTMLElement): void {
  grid.addEventListener('keydown', (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || e.shiftKey) return;
    const items = [...grid.querySelectorAll<HTMLElement>('button')];
    const from = items.indexOf(e.target as HTMLElement);
    if (from < 0) return;
    // The first row's length; reading no further keeps a key press quick among 10,000 tiles.
    const wrap = items.findIndex((c) => c.offsetTop !== items[0].offsetTop);
    const columns = wrap < 0 ? items.length : wrap;
    const step: Record<string, number> = {
      ArrowLeft: -1,
      ArrowRight: 1,
      ArrowUp: -columns,
      ArrowDown: columns,
      Home: -from,
      End: items.length - 1 - from,
    };
    if (!(e.key in step)) return;
    const to = from + step[e.key];
    // The keys are this grid's, not the game's; past an edge they do nothing.
    e.preventDefault();
    if (to < 0 || to >= items.length) return;
    items[to].focus();
  });
}
