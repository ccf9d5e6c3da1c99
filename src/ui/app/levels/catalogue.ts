import type { LevelProblem } from '../../../core/level/problems';
import type { LevelSource } from '../../../core/level/types';
import type { ImportedCollection } from '../storage/schema';
import { type ParsedLevels, parseLevelText } from './import-protocol';

export type Section = 'tutorial' | 'classic' | 'bonus' | 'mine';

/** A collection as the level screen lists it, before its levels are loaded. */
export interface CollectionInfo {
  readonly id: string;
  readonly title: string;
  readonly author?: string;
  /** A line for the card when there is no author to credit. */
  readonly blurb?: string;
  readonly section: Section;
  /** Level count when known without loading (shipped collections). */
  readonly count?: number;
  /** The player's own designs (changed on My levels, not deleted as an import). */
  readonly designed?: boolean;
}

export interface LoadedCollection {
  readonly info: CollectionInfo;
  readonly levels: readonly LevelSource[];
  /** Problems the parser reported (shown for imports; shipped files have none). */
  readonly problems: readonly LevelProblem[];
}

// Each file becomes its own chunk, fetched when first needed, so the first load carries one level set.
const SHIPPED = import.meta.glob<string>('/levels/*.xsb', { query: '?raw', import: 'default' });
// Eager: 9 KB in all, and their names (in each file's header) are shown before any is opened.
const BONUS = import.meta.glob<string>('/levels/mods/*.xsb', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/** Display names, credits and order of the shipped sets (their files carry these only in comments). */
const KNOWN: readonly { id: string; title: string; author?: string; blurb?: string; count?: number }[] = [
  { id: 'tutorial', title: 'Tutorial', blurb: 'Learn the game, one idea at a time' },
  { id: 'microban', title: 'Microban', author: 'David W. Skinner', count: 155 },
  { id: 'microban-ii', title: 'Microban II', author: 'David W. Skinner', count: 135 },
  { id: 'microban-iii', title: 'Microban III', author: 'David W. Skinner', count: 101 },
  { id: 'microban-iv', title: 'Microban IV', author: 'David W. Skinner', count: 102 },
  ...['', 'ii', 'iii', 'iv', 'v', 'vi', 'vii', 'viii', 'ix', 'x', 'xi'].map((n) => ({
    id: n ? `sasquatch-${n}` : 'sasquatch',
    title: n ? `Sasquatch ${n.toUpperCase()}` : 'Sasquatch',
    author: 'David W. Skinner',
    count: 50,
  })),
  { id: 'sokevo', title: 'SokEvo', author: 'Lee J Haywood', count: 107 },
  { id: 'dh5', title: 'dh5', author: 'David Holland', count: 20 },
];

const fileId = (path: string) =>
  path
    .replace(/^.*\//, '')
    .replace(/\.xsb$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9-]+/g, '-');

const titleCase = (id: string) =>
  id.replace(/(^|-)(\w)/g, (_m, sep: string, c: string) => (sep ? ' ' : '') + c.toUpperCase());

/**
 * Every collection the game can offer: the tutorial, the shipped sets, bonus (mod) levels and the
 * player's imports. Levels are parsed on first use and cached; an import's through `parseImport`,
 * which the app gives a worker, since a player's file can hold 10,000 levels.
 */
export class Catalogue {
  private readonly loaders = new Map<string, () => Promise<ParsedLevels>>();
  private readonly infos: CollectionInfo[] = [];
  private readonly cache = new Map<string, Promise<LoadedCollection>>();

  constructor(
    imports: readonly ImportedCollection[] = [],
    private readonly parseImport: (text: string) => Promise<ParsedLevels> = async (text) =>
      parseLevelText(text),
  ) {
    const shipped = new Map(Object.entries(SHIPPED).map(([path, load]) => [fileId(path), load]));
    for (const k of KNOWN) {
      const load = shipped.get(k.id);
      if (!load) continue;
      shipped.delete(k.id);
      this.register({ ...k, section: k.id === 'tutorial' ? 'tutorial' : 'classic' }, parsed(load));
    }
    for (const [id, load] of [...shipped].sort(([a], [b]) => a.localeCompare(b))) {
      this.register({ id, title: titleCase(id), section: 'classic' }, parsed(load));
    }
    for (const [path, text] of Object.entries(BONUS).sort(([a], [b]) => a.localeCompare(b))) {
      const id = `bonus-${fileId(path)}`;
      const title = headerTitle(text) ?? titleCase(fileId(path));
      this.register({ id, title, blurb: 'New rules to discover', section: 'bonus' }, async () =>
        parseLevelText(text),
      );
    }
    for (const c of imports) this.addImport(c);
  }

  /** Collections in display order. */
  list(section?: Section): readonly CollectionInfo[] {
    return section ? this.infos.filter((c) => c.section === section) : this.infos;
  }

  /**
   * The collection a player goes on to after the last level of `id`: the next one of its section,
   * and the first classic set after the tutorial. None after the player's own: they are not a series.
   */
  after(id: string): CollectionInfo | null {
    const i = this.infos.findIndex((c) => c.id === id);
    const here = this.infos[i];
    const next = this.infos[i + 1];
    if (!here || !next || here.section === 'mine') return null;
    return next.section === here.section || here.section === 'tutorial' ? next : null;
  }

  info(id: string): CollectionInfo | undefined {
    return this.infos.find((c) => c.id === id);
  }

  /** The collection new players start with. */
  get first(): CollectionInfo {
    return this.infos[0];
  }

  addImport(c: ImportedCollection, how: { designed?: boolean } = {}): void {
    if (this.info(c.id)) return;
    this.register(
      { id: c.id, title: c.title, section: 'mine', ...(how.designed && { designed: true }) },
      () => this.parseImport(c.text),
    );
  }

  /** An imported collection's text changed (a re-import with new titles or solutions): read it afresh. */
  updateImport(c: ImportedCollection): void {
    if (!this.loaders.has(c.id)) return;
    this.loaders.set(c.id, () => this.parseImport(c.text));
    this.cache.delete(c.id);
  }

  removeImport(id: string): void {
    const i = this.infos.findIndex((c) => c.id === id && c.section === 'mine');
    if (i >= 0) this.infos.splice(i, 1);
    this.loaders.delete(id);
    this.cache.delete(id);
  }

  /** Loads (once) and parses a collection. Rejects for an unknown id. */
  load(id: string): Promise<LoadedCollection> {
    let p = this.cache.get(id);
    if (!p) {
      const info = this.info(id);
      const loader = this.loaders.get(id);
      if (!info || !loader) return Promise.reject(new Error(`No collection "${id}".`));
      p = loader().then(({ levels, problems, author }) => ({
        info: { ...info, author: info.author ?? author, count: levels.length },
        levels,
        problems,
      }));
      p.catch(() => this.cache.delete(id));
      this.cache.set(id, p);
    }
    return p;
  }

  private register(info: CollectionInfo, load: () => Promise<ParsedLevels>): void {
    this.infos.push(info);
    this.loaders.set(info.id, load);
  }
}

/** A shipped file's loader, parsed: the shipped sets are small enough for the main thread. */
const parsed = (load: () => Promise<string>) => async () => parseLevelText(await load());

/** `microban/3` -> `{ collection: 'microban', index: 3 }`. */
export function parseLevelId(id: string): { collection: string; index: number } | null {
  const m = /^([a-z0-9][a-z0-9-]*)\/([1-9]\d*)$/.exec(id);
  return m ? { collection: m[1], index: Number(m[2]) } : null;
}

export const levelId = (collection: string, index: number): string => `${collection}/${index}`;

/** A collection's own `Title:`, the one in the header before its first board ("One-way floors"). */
export function headerTitle(text: string): string | undefined {
  for (const line of text.split(/\r\n|\r|\n/)) {
    if (line.startsWith(';')) continue;
    if (line.includes('#')) return undefined;
    const title = /^Title:\s*(.+?)\s*$/i.exec(line);
    if (title) return title[1];
  }
  return undefined;
}
