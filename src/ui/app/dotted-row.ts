import { h } from './dom';

/**
 * Items in a row that wraps between them, never inside one, with a dot between neighbours on a line
 * ("7 box lines · 4 box changes"). A "·" in the text would end one line or begin the next where the
 * row wraps; this one is drawn by CSS in the gap, and left out before an item that begins a line.
 * A screen reader hears commas instead.
 */
export function dottedRow(
  tag: 'p' | 'span',
  attrs: Record<string, string>,
  items: readonly (string | Node)[],
): HTMLElement {
  const row = h(tag, { ...attrs, class: `dotted-row ${attrs.class ?? ''}`.trim() });
  items.forEach((item, i) => {
    if (i) row.append(h('span', { class: 'visually-hidden' }, ', '));
    row.append(h('span', { class: 'dotted-item' }, item));
  });
  // The lines change only when the row's width does, and its height with them.
  lines ??= new ResizeObserver(relayout);
  lines.observe(row);
  return row;
}

/** One observer for every row, and the rows it has seen on the page, to let go of those taken off. */
let lines: ResizeObserver | null = null;
const shown = new Set<Element>();

function relayout(entries: readonly ResizeObserverEntry[]): void {
  for (const e of entries)
    if (e.target.isConnected) {
      shown.add(e.target);
      markLineStarts(e.target as HTMLElement);
    }
  // A row taken off the page (the last win card's, replaced by the next) would be watched, and so
  // kept, for the page's life. One removed while hidden gets no entry of its own: the next row's
  // first entry sees to it.
  for (const row of shown)
    if (!row.isConnected) {
      lines?.unobserve(row);
      shown.delete(row);
    }
}

function markLineStarts(row: HTMLElement): void {
  let top = Number.NaN;
  for (const item of row.querySelectorAll<HTMLElement>(':scope > .dotted-item')) {
    item.classList.toggle('is-line-start', !(Math.abs(item.offsetTop - top) < 1));
    top = item.offsetTop;
  }
}
