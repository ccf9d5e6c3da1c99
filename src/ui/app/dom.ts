type Child = Node | string | null | undefined | false;
type Attrs = Record<string, string | number | boolean | null | undefined | EventListener>;

/**
 * Builds an element: `h('button', { class: 'btn', onclick: fn, 'aria-label': 'Undo' }, 'Undo')`.
 * Attributes starting with `on` become listeners; `false`/`null`/`undefined` attributes are omitted.
 */
export function h<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  attrs: Attrs = {},
  ...children: Child[]
): HTMLElementTagNameMap[K] {
  const el = document.createElement(tag);
  for (const [key, value] of Object.entries(attrs)) {
    if (value === false || value === null || value === undefined) continue;
    if (key.startsWith('on') && typeof value === 'function') {
      el.addEventListener(key.slice(2), value as EventListener);
    } else {
      el.setAttribute(key, value === true ? '' : String(value));
    }
  }
  append(el, children);
  return el;
}

export function append(parent: ParentNode, children: readonly Child[]): void {
  for (const c of children) if (c !== null && c !== undefined && c !== false) parent.append(c);
}

/** Parses trusted, static SVG markup (our own icons) into an element. */
export function svg(markup: string): SVGElement {
  const t = document.createElement('template');
  t.innerHTML = markup.trim();
  return t.content.firstElementChild as SVGElement;
}

/** True when the event comes from a place where typing means text, not game keys. */
export function isTextTarget(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable) return true;
  const tag = target.tagName;
  if (tag === 'TEXTAREA' || tag === 'SELECT') return true;
  if (tag !== 'INPUT') return false;
  const type = (target as HTMLInputElement).type;
  return !['button', 'checkbox', 'radio', 'range', 'submit', 'reset', 'file'].includes(type);
}

/**
 * `text` with each count of moves or pushes ("33 moves", "8 pushes") in a span that lines do not
 * break inside: a line ending "8" over one starting "pushes" reads as two things.
 */
export function unbrokenCounts(text: string): (string | HTMLElement)[] {
  return text
    .split(/(\d[\d,.]* (?:moves?|push(?:es)?)(?![a-z]))/)
    .map((part, i) => (i % 2 ? h('span', { class: 'unbroken' }, part) : part))
    .filter((part) => part !== '');
}

/** A touch screen with no keyboard in view (the CSS hides key hints on the same query). */
export const touchOnly = (): boolean => matchMedia('(hover: none) and (pointer: coarse)').matches;

/** Saves a text as a file in the browser's downloads. */
export function download(name: string, text: string, type = 'text/plain'): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = h('a', { href: url, download: name });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
