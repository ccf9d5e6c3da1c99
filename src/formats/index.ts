import type { Collection } from '../core/level/types';
import type { Plugin } from '../core/plugin';
import type { ReadResult } from './problems';
import { readShareList, writeShareList } from './share-list';
import { readSlc, writeSlc } from './slc';
import { readSok, writeSok } from './sok';
import { readXsb, writeXsb } from './xsb';

export { expandRle, writeRle } from '../core/level/rle';
export { cleanRows, sameBoard } from './board';
export { canonicalForm, canonicalKey, type DuplicateGroup, findDuplicates } from './duplicates';
export {
  compareSolutions,
  dominates,
  isImprovement,
  type MetricsResult,
  type PrimaryMetric,
  type SolutionMetrics,
  solutionMetrics,
} from './metrics';
export { normalise } from './normalise';
export type { ReadResult } from './problems';
export { decodeShare, encodeShare, extractShareCode, SHARE_VERSION, type ShareDecode } from './share/share';
export { readShareList, writeShareList } from './share-list';
export { readSlc, writeSlc } from './slc';
export { readSok, writeSok } from './sok';
export { SYMMETRIES, type Symmetry, transformLurd, transformRows } from './symmetry';
export { decodeLevelBytes } from './text-encoding';
export { readXsb, writeXsb } from './xsb';

export const FORMATS = ['xsb', 'sok', 'slc', 'url'] as const;
export type FormatName = (typeof FORMATS)[number];

export interface FormatOptions {
  /** Extra board glyphs (mods) for the readers. */
  glyphs?: Iterable<string>;
  /** Mods, for replaying solutions (SOK titles and untitled SOK move blocks). */
  catalogue?: ReadonlyMap<string, Plugin>;
  /** XSB: write boards as one RLE line each. */
  rle?: boolean;
  /** SLC: leave out the elements SLC does not define. */
  strict?: boolean;
  /** url: the address to put before each `#code`. */
  base?: string;
}

const EXTENSIONS: Record<string, FormatName> = {
  xsb: 'xsb',
  sok: 'sok',
  slc: 'slc',
  xml: 'slc',
  url: 'url',
  urls: 'url',
};

/** The file extensions `detectFormat` knows (without the dot): what a file picker offers. */
export const FORMAT_EXTENSIONS: readonly string[] = Object.keys(EXTENSIONS);

/**
 * The format of a file: by its extension when that is one of ours (`.xsb`, `.sok`, `.slc`/`.xml`,
 * `.url`), otherwise by its content: XML is SLC; lines that are all share codes or links are `url`;
 * `::` comment lines, a `Collection:`/`Set:` key or move-block titles without a colon ("Solution/Moves",
 * "Solution (moves 12, pushes 3)") mean SOK; anything else is XSB (both read plain boards alike).
 */
export function detectFormat(text: string, fileName?: string): FormatName {
  const ext = /\.([A-Za-z]+)$/.exec(fileName ?? '')?.[1]?.toLowerCase();
  if (ext && EXTENSIONS[ext]) return EXTENSIONS[ext];
  const body = text.replace(/^\uFEFF/, '').trimStart();
  if (body.startsWith('<')) return 'slc';
  const lines = body.split(/\r\n|\r|\n/).filter((l) => l.trim() !== '' && !l.trim().startsWith(';'));
  // A code alone, after `#` (the url format's own links), or in the game's `#/share/<code>[/edit]` links.
  if (lines.length && lines.every((l) => /^(\S*#(\/share\/)?)?[0-9][A-Za-z0-9_-]+(\/edit)?$/.test(l.trim())))
    return 'url';
  if (
    lines.some(
      (l) =>
        l.startsWith('::') ||
        /^(collection|set)\s*:/i.test(l) ||
        /^((best\s+)?solution|snapshot|save ?game)\b(?!\s*:)/i.test(l.trim()),
    )
  )
    return 'sok';
  return 'xsb';
}

export function readFormat(
  text: string,
  format: FormatName,
  options: FormatOptions = {},
): ReadResult<Collection> {
  switch (format) {
    case 'xsb':
      return readXsb(text, { glyphs: options.glyphs });
    case 'sok':
      return readSok(text, { glyphs: options.glyphs, catalogue: options.catalogue });
    case 'slc':
      return readSlc(text, { glyphs: options.glyphs });
    case 'url':
      return readShareList(text);
  }
}

/** Writes a collection in a format. Only `url` can throw (a board or text too large to share). */
export function writeFormat(collection: Collection, format: FormatName, options: FormatOptions = {}): string {
  switch (format) {
    case 'xsb':
      return writeXsb(collection, { rle: options.rle });
    case 'sok':
      return writeSok(collection, { catalogue: options.catalogue });
    case 'slc':
      return writeSlc(collection, { strict: options.strict });
    case 'url':
      return writeShareList(collection, { base: options.base });
  }
}
