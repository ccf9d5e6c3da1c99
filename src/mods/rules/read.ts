import { defineResource, type GameWorld } from '../../core/ecs/world';
import { Text } from './components';
import { compile, parseLine, type RuleSet, type Sentence, sentenceText } from './sentences';
import { word } from './words';

/** A sentence found on the board, with the tiles that spell it. */
export interface StandingSentence {
  readonly text: string;
  /** Entity ids of its word tiles, in reading order. */
  readonly tiles: readonly number[];
  readonly sentence: Sentence;
  readonly vertical: boolean;
}

export interface Reading {
  /** Rows top to bottom first, then columns left to right. */
  readonly sentences: readonly StandingSentence[];
  readonly rules: RuleSet;
}

const IS = word('IS').id;

interface Scratch {
  word: Int16Array;
  tile: Int32Array;
}

const ReadScratch = defineResource('rules/readScratch', (world): Scratch => {
  const cells = world.width * world.height;
  return { word: new Int16Array(cells).fill(-1), tile: new Int32Array(cells) };
});

/**
 * Reads every standing sentence from the word tiles. Only rows and columns holding an IS can hold a
 * sentence, so the cost follows the number of words, not the board's size. Two words stacked on one
 * cell (only a transformation can do that) read as the one with the lower id.
 */
export function readRules(world: GameWorld): Reading {
  const { word: wordAt, tile: tileAt } = world.resource(ReadScratch);
  const texts = world.store(Text);
  const tiles = world.members(Text);
  const w = world.width;
  const rows = new Set<number>();
  const cols = new Set<number>();
  for (const e of tiles) {
    const c = world.y(e) * w + world.x(e);
    if (wordAt[c] !== -1) continue;
    wordAt[c] = texts.word[e];
    tileAt[c] = e;
    if (texts.word[e] === IS) {
      rows.add(world.y(e));
      cols.add(world.x(e));
    }
  }
  const sentences: StandingSentence[] = [];
  const scan = (length: number, cellOf: (i: number) => number, vertical: boolean) => {
    let i = 0;
    while (i < length) {
      if (wordAt[cellOf(i)] === -1) {
        i++;
        continue;
      }
      const run: number[] = [];
      const runTiles: number[] = [];
      for (; i < length && wordAt[cellOf(i)] !== -1; i++) {
        run.push(wordAt[cellOf(i)]);
        runTiles.push(tileAt[cellOf(i)]);
      }
      if (run.length < 3) continue;
      for (const s of parseLine(run)) {
        sentences.push({
          text: sentenceText(run, s),
          tiles: runTiles.slice(s.start, s.end + 1),
          sentence: s,
          vertical,
        });
      }
    }
  };
  for (const y of [...rows].sort((a, b) => a - b)) scan(w, (x) => y * w + x, false);
  for (const x of [...cols].sort((a, b) => a - b)) scan(world.height, (y) => y * w + x, true);
  for (const e of tiles) wordAt[world.y(e) * w + world.x(e)] = -1;
  return { sentences, rules: compile(sentences.map((s) => s.sentence)) };
}
