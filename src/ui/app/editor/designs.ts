/**
 * The player's own levels: designs grouped in collections, saved as the `designs` part of the store.
 * Pure data and functions (no DOM), so the schema check and the operations are unit tested.
 */

/** A level being designed (or finished): its board and what is written around it. */
export interface Design {
  readonly id: string;
  title: string;
  author?: string;
  /** XSB rows as drawn (spaces for floor, blank rows kept, each as wide as the board). */
  rows: string[];
  /** Mods the level needs (its `Mods:` line). */
  mods: string[];
  /** Its other `Key: value` lines, such as `Rules: maxChain=2` (absent when it has none). */
  headers?: [string, string][];
  updated: number;
}

export interface OwnCollection {
  readonly id: string;
  title: string;
  designs: Design[];
}

export interface DesignsData {
  collections: OwnCollection[];
}

export const emptyDesigns = (): DesignsData => ({ collections: [] });

const ID = /^[a-z0-9]{1,24}$/;
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const MAX_ROWS = 256;

function readDesign(v: unknown): Design | null {
  if (!isObject(v) || typeof v.id !== 'string' || !ID.test(v.id)) return null;
  if (typeof v.title !== 'string' || !Array.isArray(v.rows) || v.rows.length > MAX_ROWS) return null;
  if (!v.rows.every((r) => typeof r === 'string' && r.length <= MAX_ROWS)) return null;
  const mods = Array.isArray(v.mods) ? v.mods.filter((m): m is string => typeof m === 'string') : [];
  const headers = Array.isArray(v.headers) ? v.headers.filter(isHeader) : [];
  return {
    id: v.id,
    title: v.title,
    ...(typeof v.author === 'string' && { author: v.author }),
    rows: v.rows as string[],
    mods,
    ...(headers.length && { headers }),
    updated: typeof v.updated === 'number' ? v.updated : 0,
  };
}

const isHeader = (h: unknown): h is [string, string] =>
  Array.isArray(h) && h.length === 2 && typeof h[0] === 'string' && typeof h[1] === 'string';

/** Validates stored designs, keeping every good design and collection; counts what was dropped. */
export function checkDesigns(v: unknown): { value: DesignsData; dropped: number } {
  if (!isObject(v) || !Array.isArray(v.collections)) return { value: emptyDesigns(), dropped: 1 };
  const collections: OwnCollection[] = [];
  const seen = new Set<string>();
  let dropped = 0;
  for (const c of v.collections) {
    if (
      !isObject(c) ||
      typeof c.id !== 'string' ||
      !ID.test(c.id) ||
      seen.has(c.id) ||
      typeof c.title !== 'string'
    ) {
      dropped++;
      continue;
    }
    seen.add(c.id);
    const designs: Design[] = [];
    for (const d of Array.isArray(c.designs) ? c.designs : []) {
      const design = readDesign(d);
      if (design && !seen.has(design.id)) {
        seen.add(design.id);
        designs.push(design);
      } else dropped++;
    }
    if (!Array.isArray(c.designs)) dropped++;
    collections.push({ id: c.id, title: c.title, designs });
  }
  return { value: { collections }, dropped };
}

/** A short random id (collections and designs share one namespace). */
export function newId(taken: (id: string) => boolean, random = Math.random): string {
  for (;;) {
    const id = Math.floor(random() * 36 ** 8)
      .toString(36)
      .padStart(8, '0');
    if (!taken(id)) return id;
  }
}

export const DEFAULT_COLLECTION = 'My levels';
/** The title a new design starts with (a paste replaces it with the level's own). */
export const DEFAULT_TITLE = 'New level';

/** Where a design lives. */
export function findDesign(
  data: DesignsData,
  id: string,
): { collection: OwnCollection; design: Design; index: number } | null {
  for (const collection of data.collections) {
    const index = collection.designs.findIndex((d) => d.id === id);
    if (index >= 0) return { collection, design: collection.designs[index], index };
  }
  return null;
}

const taken = (data: DesignsData) => (id: string) =>
  data.collections.some((c) => c.id === id || c.designs.some((d) => d.id === id));

export function createCollection(data: DesignsData, title: string): OwnCollection {
  const c: OwnCollection = { id: newId(taken(data)), title: title.trim() || DEFAULT_COLLECTION, designs: [] };
  data.collections.push(c);
  return c;
}

/** Adds a design at the end of a collection (the first one, created if needed, by default). */
/** What a new design starts from; the store gives it its id and time. */
export type DesignDraft = Omit<Design, 'id' | 'updated'>;

export function addDesign(
  data: DesignsData,
  design: DesignDraft,
  collectionId?: string,
  now = Date.now(),
): Design {
  const collection =
    data.collections.find((c) => c.id === collectionId) ??
    data.collections[0] ??
    createCollection(data, DEFAULT_COLLECTION);
  const d: Design = { ...design, id: newId(taken(data)), updated: now };
  collection.designs.push(d);
  return d;
}

/** Moves an item one place up (-1) or down (+1); returns whether it moved. */
export function move<T>(list: T[], index: number, step: -1 | 1): boolean {
  const to = index + step;
  if (index < 0 || index >= list.length || to < 0 || to >= list.length) return false;
  [list[index], list[to]] = [list[to], list[index]];
  return true;
}

/** Removes a design; the returned function puts it back where it was (undo). */
export function removeDesign(data: DesignsData, id: string): (() => void) | null {
  const found = findDesign(data, id);
  if (!found) return null;
  found.collection.designs.splice(found.index, 1);
  return () => {
    if (!data.collections.includes(found.collection)) data.collections.push(found.collection);
    found.collection.designs.splice(Math.min(found.index, found.collection.designs.length), 0, found.design);
  };
}

/** Removes a collection and its designs; the returned function restores it (undo). */
export function removeCollection(data: DesignsData, id: string): (() => void) | null {
  const index = data.collections.findIndex((c) => c.id === id);
  if (index < 0) return null;
  const [gone] = data.collections.splice(index, 1);
  return () => {
    data.collections.splice(Math.min(index, data.collections.length), 0, gone);
  };
}
