import type { LevelSource } from '../../core/level/types';
import { decodeBase64url, encodeBase64url } from './base64url';
import { Malformed, type Payload, type ShareLevel, toPayload, transcode } from './layout';
import { RangeDecoder, RangeEncoder } from './range-coder';

/**
 * Share codes: a level (and optionally one solution) as a short URL-safe string.
 *
 * Layout (docs/FORMATS.md): one version character (`1`), then base64url of a range-coded bit stream:
 * presence flags, the extra glyphs, width and height, every cell (with probabilities that start from
 * statistics of real levels and adapt to the cell's neighbours), the title, author, comment, mods,
 * headers, the solution (each move in the context of the previous one) and a 16-bit checksum. A code
 * is accepted only if its checksum matches and it is exactly what the encoder writes for its content.
 */

export const SHARE_VERSION = '1';

export type { ShareLevel } from './layout';

export interface ShareInput {
  level: ShareLevel;
  /** LURD; whitespace is ignored. */
  solution?: string;
}

export interface ShareOptions {
  /**
   * Include the title, author, comment and headers (default true). Without them the code holds the
   * board, the mods and the `Rules:` header: what changes how the level plays.
   */
  metadata?: boolean;
}

export type ShareDecode = { level: LevelSource; solution?: string } | { error: string };

/** Encodes a level (and solution) as a share code. Throws RangeError for what no level can hold. */
export function encodeShare(input: ShareInput, options: ShareOptions = {}): string {
  return encodePayload(toPayload(input.level, input.solution, options.metadata ?? true));
}

function encodePayload(payload: Payload): string {
  const enc = new RangeEncoder();
  transcode(enc, payload);
  return SHARE_VERSION + encodeBase64url(enc.finish());
}

const DAMAGED = 'The share code is damaged or incomplete.';

/**
 * Decodes a share code (surrounding whitespace ignored). Never throws: anything malformed, damaged,
 * truncated or from another version gives `{ error }`, a sentence for the player.
 */
export function decodeShare(code: string): ShareDecode {
  const text = typeof code === 'string' ? code.trim() : '';
  if (text === '') return { error: 'The share code is empty.' };
  if (text[0] !== SHARE_VERSION) {
    // A later version would start with a later digit; a letter is a code garbled or not a code.
    return /^[0-9]$/.test(text[0])
      ? { error: `This share code is version "${text[0]}"; this game reads version ${SHARE_VERSION}.` }
      : {
          error: `Not a share code (a link cut short or changed?): it starts with ${JSON.stringify(text[0])}.`,
        };
  }
  const bytes = decodeBase64url(text.slice(1));
  if (!bytes.ok) return { error: `Not a share code: ${bytes.message} (position ${bytes.index + 2}).` };
  let payload: Payload;
  try {
    const dec = new RangeDecoder(bytes.bytes);
    payload = transcode(dec, undefined);
    // Every code is exactly what the encoder writes for its content: anything else was altered.
    if (encodePayload(payload) !== text) return { error: DAMAGED };
  } catch (e) {
    if (e instanceof Malformed || e instanceof RangeError) return { error: DAMAGED };
    return { error: `The share code could not be read: ${(e as Error).message}` };
  }
  const level: LevelSource = {
    index: 1,
    rows: payload.rows,
    solutions: [],
    mods: payload.mods,
    headers: payload.headers,
    notes: [],
    line: 1,
  };
  if (payload.title !== undefined) level.title = payload.title;
  if (payload.author !== undefined) level.author = payload.author;
  if (payload.comment !== undefined) level.comment = payload.comment;
  return payload.solution !== undefined ? { level, solution: payload.solution } : { level };
}

/**
 * The code in a pasted link or line: the text after `#` (or the value of a `level=` parameter in the
 * fragment or query), else the whole trimmed text.
 */
export function extractShareCode(text: string): string {
  const t = text.trim();
  const param = /[#?&](?:level|l)=([^&#\s]*)/.exec(t);
  if (param) return param[1];
  const hash = t.lastIndexOf('#');
  if (hash < 0) return t;
  // The game's own links: `#/share/<code>` to play, `#/share/<code>/edit` to edit.
  const route = /^\/share\/([^/]*)(?:\/edit)?$/.exec(t.slice(hash + 1));
  return route ? route[1] : t.slice(hash + 1);
}
