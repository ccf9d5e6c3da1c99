/**
 * The vocabulary: every word a tile can carry, its letter in a level's board, and its grammatical class.
 * Word ids are indices into `WORDS` and are stored in game state (`rules/Text.word`), so the order is
 * part of the save format: append new words, never reorder.
 */

export type WordClass = 'noun' | 'property' | 'is' | 'and' | 'not';

export interface WordDef {
  readonly id: number;
  readonly text: string;
  /** The board glyph: words are upper-case letters, objects lower-case ones. */
  readonly letter: string;
  readonly cls: WordClass;
}

const TABLE: readonly [string, string, WordClass][] = [
  ['HERO', 'H', 'noun'],
  ['WALL', 'W', 'noun'],
  ['ROCK', 'R', 'noun'],
  ['BOX', 'B', 'noun'],
  ['GOAL', 'G', 'noun'],
  ['WATER', 'Q', 'noun'],
  ['LAVA', 'L', 'noun'],
  ['KEY', 'K', 'noun'],
  ['DOOR', 'D', 'noun'],
  ['TEXT', 'T', 'noun'],
  ['IS', 'I', 'is'],
  ['AND', 'A', 'and'],
  ['NOT', 'N', 'not'],
  ['YOU', 'Y', 'property'],
  ['PUSH', 'P', 'property'],
  ['STOP', 'S', 'property'],
  ['WIN', 'V', 'property'],
  ['SINK', 'U', 'property'],
  ['DEFEAT', 'X', 'property'],
  ['HOT', 'F', 'property'],
  ['MELT', 'E', 'property'],
  ['OPEN', 'O', 'property'],
  ['SHUT', 'C', 'property'],
  ['MOVE', 'M', 'property'],
];

export const WORDS: readonly WordDef[] = TABLE.map(([text, letter, cls], id) => ({ id, text, letter, cls }));

const byText = new Map(WORDS.map((w) => [w.text, w]));

/** The word named `text` (upper case); throws on a typo so tables and tests fail loudly. */
export function word(text: string): WordDef {
  const w = byText.get(text);
  if (!w) throw new Error(`No word "${text}" in the rules vocabulary.`);
  return w;
}

/** Word ids of the nouns, in vocabulary order; a noun's index here is its object kind. */
export const NOUNS: readonly number[] = WORDS.filter((w) => w.cls === 'noun').map((w) => w.id);
/** Word ids of the properties; a property's index here is its bit in a property mask. */
export const PROPERTIES: readonly number[] = WORDS.filter((w) => w.cls === 'property').map((w) => w.id);

/** The noun TEXT: every word tile is of this kind. */
export const TEXT = word('TEXT').id;

/** Property bit of a property word id (1 << its index in PROPERTIES). */
export function propertyBit(wordId: number): number {
  const i = PROPERTIES.indexOf(wordId);
  if (i < 0) throw new Error(`"${WORDS[wordId]?.text}" is not a property.`);
  return 1 << i;
}

export const YOU = propertyBit(word('YOU').id);
export const PUSH = propertyBit(word('PUSH').id);
export const STOP = propertyBit(word('STOP').id);
export const WIN = propertyBit(word('WIN').id);
export const SINK = propertyBit(word('SINK').id);
export const DEFEAT = propertyBit(word('DEFEAT').id);
export const HOT = propertyBit(word('HOT').id);
export const MELT = propertyBit(word('MELT').id);
export const OPEN = propertyBit(word('OPEN').id);
export const SHUT = propertyBit(word('SHUT').id);
export const MOVE = propertyBit(word('MOVE').id);
