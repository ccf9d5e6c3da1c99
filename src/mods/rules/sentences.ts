import { NOUNS, PROPERTIES, PUSH, TEXT, WORDS } from './words';

/**
 * The grammar, as a pure function of a line of word ids so it can be tested without a world:
 *
 *   sentence   = subject IS complement
 *   subject    = NOT* NOUN (AND NOT* NOUN)*
 *   complement = NOT* (NOUN | PROPERTY) (AND NOT* (NOUN | PROPERTY))*
 *
 * Every IS is the pivot of at most one sentence, whose subject extends as far left and whose complement
 * as far right as the grammar allows. So `ROCK IS HERO IS YOU` reads as two overlapping sentences,
 * `ROCK IS HERO` and `HERO IS YOU`, and a dangling `AND` or `NOT` at either end is ignored rather than
 * breaking the rest.
 */

/** One noun or property in a sentence, with the parity of the NOTs before it. */
export interface Term {
  readonly word: number;
  readonly not: boolean;
}

export interface Sentence {
  /** Index in the line of the first and the last word the sentence uses (inclusive). */
  readonly start: number;
  readonly end: number;
  readonly subjects: readonly Term[];
  readonly complements: readonly Term[];
}

/** A line is a run of cells read left to right (or top to bottom); null is a cell without a word. */
export type Line = readonly (number | null | undefined)[];

const classOf = (line: Line, i: number) => {
  const w = line[i];
  return w === null || w === undefined ? null : WORDS[w].cls;
};

/** Every sentence in a line, in reading order of their IS. */
export function parseLine(line: Line): Sentence[] {
  const out: Sentence[] = [];
  for (let pivot = 0; pivot < line.length; pivot++) {
    if (classOf(line, pivot) !== 'is') continue;
    const subjects: Term[] = [];
    let start = pivot;
    for (let k = pivot - 1; classOf(line, k) === 'noun'; ) {
      let s = k - 1;
      let nots = 0;
      while (classOf(line, s) === 'not') {
        nots++;
        s--;
      }
      subjects.unshift({ word: line[k]!, not: nots % 2 === 1 });
      start = s + 1;
      if (classOf(line, s) !== 'and') break;
      k = s - 1;
    }
    const complements: Term[] = [];
    let end = pivot;
    for (let k = pivot + 1; ; ) {
      let s = k;
      let nots = 0;
      while (classOf(line, s) === 'not') {
        nots++;
        s++;
      }
      const c = classOf(line, s);
      if (c !== 'noun' && c !== 'property') break;
      complements.push({ word: line[s]!, not: nots % 2 === 1 });
      end = s;
      if (classOf(line, s + 1) !== 'and') break;
      k = s + 2;
    }
    if (subjects.length > 0 && complements.length > 0) out.push({ start, end, subjects, complements });
  }
  return out;
}

/** What the standing sentences mean, per object kind (a kind is a noun's index in `NOUNS`). */
export interface RuleSet {
  /** Property bits (see `propertyBit`) each kind has. */
  readonly props: Uint32Array;
  /** The kind each kind turns into this turn, or -1. */
  readonly target: Int8Array;
}

export const TEXT_KIND = NOUNS.indexOf(TEXT);

/** The kinds a subject term names: `NOT ROCK` is every kind of object except rocks (and except words). */
function kindsOf(term: Term): number[] {
  const kind = NOUNS.indexOf(term.word);
  if (!term.not) return [kind];
  return NOUNS.map((_, k) => k).filter((k) => k !== kind && k !== TEXT_KIND);
}

/**
 * Turns sentences into per-kind properties and transformations. A negative sentence overrides any
 * positive one (`WALL IS NOT STOP` beats `WALL IS STOP`); `X IS X` protects X from transformation;
 * when a kind is told to become several kinds it becomes the first one read (entities are never
 * created mid-game, so it cannot split). Words are always pushable, whatever the sentences say.
 */
export function compile(sentences: Iterable<Sentence>): RuleSet {
  const n = NOUNS.length;
  const yes = new Uint32Array(n);
  const no = new Uint32Array(n);
  const becomes: number[][] = NOUNS.map(() => []);
  const refused: Set<number>[] = NOUNS.map(() => new Set());
  const keeps = new Uint8Array(n);
  for (const s of sentences) {
    for (const subject of s.subjects) {
      for (const kind of kindsOf(subject)) {
        for (const c of s.complements) {
          const p = PROPERTIES.indexOf(c.word);
          if (p >= 0) {
            if (c.not) no[kind] |= 1 << p;
            else yes[kind] |= 1 << p;
            continue;
          }
          const into = NOUNS.indexOf(c.word);
          if (c.not) refused[kind].add(into);
          else if (into === kind) keeps[kind] = 1;
          else becomes[kind].push(into);
        }
      }
    }
  }
  const props = new Uint32Array(n);
  const target = new Int8Array(n).fill(-1);
  for (let k = 0; k < n; k++) {
    props[k] = (yes[k] & ~no[k]) >>> 0;
    if (!keeps[k]) target[k] = becomes[k].find((t) => !refused[k].has(t)) ?? -1;
  }
  props[TEXT_KIND] |= PUSH;
  return { props, target };
}

/** The words of a sentence as text ("HERO AND ROCK IS NOT STOP"), for the HUD and tests. */
export function sentenceText(line: Line, s: Sentence): string {
  const out: string[] = [];
  for (let i = s.start; i <= s.end; i++) out.push(WORDS[line[i]!].text);
  return out.join(' ');
}
