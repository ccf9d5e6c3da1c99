import { Game } from '../../../core/game';
import type { LevelSource } from '../../../core/level/types';
import { parseCollection, writeLevel } from '../../../core/level/xsb';
import { MODS } from '../../../mods';
import { modGlyphs } from '../levels/glyphs';
import type { Design, DesignDraft, OwnCollection } from './designs';

/** The catalogue id of an own collection (its levels are played as `own-<id>/<n>`). */
export const ownCollectionId = (c: Pick<OwnCollection, 'id'>): string => `own-${c.id}`;

/** The level id a collection's design is played as, by its place (from 0) in the collection. */
export const ownLevelId = (c: Pick<OwnCollection, 'id'>, index: number): string =>
  `${ownCollectionId(c)}/${index + 1}`;

/** The own collection id inside a catalogue id, or null for any other collection. */
export const ownIdOf = (catalogueId: string): string | null =>
  /^own-([a-z0-9]+)$/.exec(catalogueId)?.[1] ?? null;

/** A design as a level source (rows as drawn, its title, mods and headers), without parsing. */
export function designSource(design: Design, index = 1): LevelSource {
  return {
    index,
    title: design.title,
    ...(design.author && { author: design.author }),
    rows: design.rows.map((r) => r.trimEnd()),
    solutions: [],
    mods: [...design.mods],
    headers: (design.headers ?? []).map(([k, v]) => [k, v]),
    notes: [],
    line: 1,
  };
}

/** A level as the start of a new design, under `title`, keeping its author's credit and its rules. */
export function draftOf(level: LevelSource, title: string): DesignDraft {
  return {
    title,
    rows: [...level.rows],
    mods: [...level.mods],
    ...(level.headers.length && { headers: level.headers.map(([k, v]) => [k, v]) }),
    ...(level.author && { author: level.author }),
  };
}

/** Rows without the blank rows above and below the drawing (XSB has no way to write them). */
export function trimRows(rows: readonly string[]): string[] {
  let a = 0;
  let b = rows.length;
  while (a < b && rows[a].trim() === '') a++;
  while (b > a && rows[b - 1].trim() === '') b--;
  return rows.slice(a, b).map((r) => r.trimEnd());
}

/** One design as XSB text (the form that is parsed, validated, played and exported). */
export function designText(design: Design): string {
  const source = designSource(design);
  return `${writeLevel({ ...source, rows: trimRows(source.rows) })}\n`;
}

/** An own collection as XSB text (its playable designs, for the catalogue; or `designs`). */
export function collectionText(c: OwnCollection, designs: readonly Design[] = c.designs): string {
  const parts = [`Title: ${c.title}`, ''];
  for (const d of designs) parts.push(designText(d));
  return parts.join('\n');
}

/** Whether a design can be played: it parses and builds (checked without making the game). */
export function isPlayable(design: Design): boolean {
  const { collection, problems } = parseDesign(design);
  const level = collection.levels[0];
  return !!level && !problems.length && !Game.checkPlayable(level, { catalogue: MODS }).length;
}

/** Parses a design the way the catalogue will (so a valid design here plays the same there). */
export function parseDesign(design: Design) {
  return parseCollection(designText(design), { glyphs: modGlyphs() });
}
