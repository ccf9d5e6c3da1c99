import { writeRle } from '../core/level/rle';
import type { Collection } from '../core/level/types';
import { type ParseOptions, parseCollection, writeCollection } from '../core/level/xsb';
import type { ReadResult } from './problems';

/** Reads XSB text with the core parser (titles, authors, comments, solutions, RLE, `|` rows). */
export function readXsb(text: string, options: ParseOptions = {}): ReadResult<Collection> {
  return parseCollection(text, options);
}

export interface WriteXsbOptions {
  /** Write each board as one run-length encoded line (`4#|#@$.#|4#`) instead of plain rows. */
  rle?: boolean;
}

/** Writes XSB with the core writer; with `rle`, every board becomes one RLE line the core reads back. */
export function writeXsb(collection: Collection, options: WriteXsbOptions = {}): string {
  if (!options.rle) return writeCollection(collection);
  return writeCollection({
    ...collection,
    levels: collection.levels.map((l) => ({ ...l, rows: [writeRle(l.rows)] })),
  });
}
