import { h } from '../dom';
import type { GridTiles } from './grid-keys';

/**
 * A collection up to this size is built whole at once and gets every picture, those out of sight
 * drawn while the page is idle: every shipped set (Microban's 155) looks as it always did, even after
 * a fast fling. Beyond it the grid's cost follows what is on screen.
 */
const SMALL_COLLECTION = 500;

/** The tiles a big collection's screen opens with, more than a screenful; the rest come a slice a task. */
const FIRST = 140;

/**
 * Tiles per block. Each block is a grid of its own that the browser lays out only near the view
 * (content-visibility), so 10,000 tiles cost what a few blocks do. A multiple of every column count
 * the screen's 960 pixels allow (1 to 7), so the blocks' rows line up as one grid's.
 */
const BLOCK = 420;

/** How long one task may build or draw before it lets the page breathe (ms). */
const SLICE_MS = 12;

/** Near the view: within a screen's height of it. */
const NEAR = '100% 0px';

export interface LazyGrid {
  /** Where the blocks of tiles go, inside `scroller`. */
  readonly grid: HTMLElement;
  readonly scroller: HTMLElement;
  readonly count: number;
  /** Tile `i`, holding `picture` (an empty slot of a fixed size) where its thumbnail goes. */
  tile(i: number, picture: HTMLElement): HTMLElement;
  draw(i: number): HTMLCanvasElement;
  /** The tile to focus (and so scroll to) once it is built, unless the player has focused another. */
  readonly focus: number | null;
}

/** A grid being filled: its tiles for the arrow keys (`reach` builds one now if need be), and a stop. */
export interface FilledGrid extends GridTiles {
  stop(): void;
}

/** Whether the focus is nowhere in particular, free for the tile the screen starts at. */
const nothingFocused = () => !document.activeElement || document.activeElement === document.body;
const always = () => true;
const never = () => false;

/**
 * Fills a level grid, in blocks, so a collection of 10,000 opens as quickly as one of 50: a small
 * collection's tiles at once, a big one's first screenful and then a slice a task (a third of a second
 * for 10,000, the page answering all along). A picture is drawn only when it comes near the view,
 * and in a big collection let go again once it is that far away, so scrolling through it all keeps
 * a few screens of canvases. Only the slots of blocks near the view are watched: watching 10,000
 * costs the browser more than drawing them. A tile has its name from the start, drawn or not.
 * A tile wanted before its turn (End, in the first moments) is built with its block out of turn.
 */
export function fillLazily(g: LazyGrid): FilledGrid {
  const keepAll = g.count <= SMALL_COLLECTION;
  const index = new Map<Element, number>();
  const slotsOf = new Map<Element, HTMLElement[]>();
  const near = new Set<Element>();
  const fill = (slot: HTMLElement) => {
    if (!slot.firstChild) slot.append(g.draw(index.get(slot)!));
  };
  const slotWatch = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        const slot = e.target as HTMLElement;
        if (e.isIntersecting) fill(slot);
        else if (!keepAll) slot.replaceChildren();
      }
    },
    { root: g.scroller, rootMargin: NEAR },
  );
  const blockWatch = new IntersectionObserver(
    (entries) => {
      for (const e of entries) {
        const slots = slotsOf.get(e.target)!;
        if (e.isIntersecting) {
          near.add(e.target);
          for (const s of slots) slotWatch.observe(s);
        } else if (near.delete(e.target))
          for (const s of slots) {
            slotWatch.unobserve(s);
            if (!keepAll) s.replaceChildren();
          }
      }
    },
    { root: g.scroller, rootMargin: NEAR },
  );
  const slots: HTMLElement[] = [];
  const tiles: HTMLElement[] = [];
  const blocks: HTMLElement[] = [];
  let blockHeight = 0;
  /** Block `k`, and any before it, put up (empty, at their held heights) if they are not yet. */
  const blockAt = (k: number) => {
    while (blocks.length <= k) {
      const first = blocks.length * BLOCK;
      const block = g.grid.appendChild(h('div', { class: keepAll ? 'tiles-block' : 'tiles-block is-lazy' }));
      // Held, until shown, at the first block's height (as tall as any full one), or its share of it.
      if (!keepAll && first) {
        blockHeight ||= blocks[0].offsetHeight;
        const height = Math.ceil((blockHeight * Math.min(BLOCK, g.count - first)) / BLOCK);
        if (height) block.style.containIntrinsicBlockSize = `auto ${height}px`;
      }
      slotsOf.set(block, []);
      blockWatch.observe(block);
      blocks.push(block);
    }
    return blocks[k];
  };
  /**
   * Tiles `from` to `to`, less those built already; a block's tiles are built in order from its first.
   * The screen's start tile, if among them, takes the focus when `claim` says so.
   */
  const build = (from: number, to: number, claim: () => boolean) => {
    for (let i = from; i < to; i++) {
      if (tiles[i]) continue;
      const block = blockAt(Math.floor(i / BLOCK));
      const slot = h('span', { class: 'tile-picture' });
      index.set(slot, i);
      slots.push(slot);
      slotsOf.get(block)!.push(slot);
      if (near.has(block)) slotWatch.observe(slot);
      const tile = block.appendChild(g.tile(i, slot));
      tiles[i] = tile;
      if (i === g.focus && claim()) tile.focus();
    }
  };
  const reach = (i: number) => {
    if (i < 0 || i >= g.count) return undefined;
    if (!tiles[i]) {
      // The first block whole first: the blocks put up before this one are held at its height. The key
      // that wants tile `i` focuses it: the start tile taking the focus on the way would be announced.
      build(0, Math.min(BLOCK, g.count), never);
      const first = i - (i % BLOCK);
      build(first, Math.min(first + BLOCK, g.count), never);
    }
    return tiles[i];
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** Runs `work` until it says it is done, a few milliseconds a task. */
  const later = (work: () => boolean) => {
    const run = () => {
      const end = performance.now() + SLICE_MS;
      while (performance.now() < end) if (!work()) return;
      timer = setTimeout(run);
    };
    // The observers' first round, the pictures in view, goes before this.
    timer = setTimeout(run, 50);
  };
  const stop = () => {
    slotWatch.disconnect();
    blockWatch.disconnect();
    clearTimeout(timer);
  };
  if (keepAll) {
    build(0, g.count, always);
    let next = 0;
    if (g.count)
      later(() => {
        fill(slots[next++]);
        if (next < slots.length) return true;
        stop();
        return false;
      });
  } else {
    build(0, FIRST, always);
    let built = FIRST;
    later(() => {
      const to = Math.min(g.count, built + 50);
      build(built, to, nothingFocused);
      built = to;
      return built < g.count;
    });
  }
  return { count: g.count, reach, indexOf: (tile) => tiles.indexOf(tile as HTMLElement), stop };
}
