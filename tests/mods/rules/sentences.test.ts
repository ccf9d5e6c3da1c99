import { describe, expect, it } from 'vitest';
import { compile, type Line, parseLine, sentenceText, TEXT_KIND } from '../../../src/mods/rules/sentences';
import { NOUNS, PUSH, propertyBit, STOP, WIN, WORDS, word, YOU } from '../../../src/mods/rules/words';
import { rulesGame, sentences } from './support';

/** "HERO IS YOU _ ROCK" -> word ids, `_` a cell without a word. */
const line = (text: string): Line => text.split(' ').map((t) => (t === '_' ? null : word(t).id));
const read = (text: string) => {
  const l = line(text);
  return parseLine(l).map((s) => sentenceText(l, s));
};
const kind = (noun: string) => NOUNS.indexOf(word(noun).id);
const rulesOf = (...texts: string[]) => compile(texts.flatMap((t) => parseLine(line(t))));
const bit = (p: string) => propertyBit(word(p).id);

describe('sentence parser', () => {
  it('reads NOUN IS PROPERTY and NOUN IS NOUN', () => {
    expect(read('HERO IS YOU')).toEqual(['HERO IS YOU']);
    expect(read('ROCK IS GOAL')).toEqual(['ROCK IS GOAL']);
  });

  it('ignores words around a sentence that do not belong to it', () => {
    expect(read('YOU ROCK IS PUSH WALL')).toEqual(['ROCK IS PUSH']);
    expect(read('AND HERO IS YOU AND')).toEqual(['HERO IS YOU']);
    expect(read('HERO IS YOU NOT')).toEqual(['HERO IS YOU']);
  });

  it('rejects broken sentences', () => {
    for (const text of [
      'HERO IS',
      'IS YOU',
      'HERO _ IS YOU',
      'YOU IS HERO',
      'HERO IS AND',
      'HERO IS NOT',
      'IS IS IS',
    ]) {
      expect(read(text), text).toEqual([]);
    }
  });

  it('joins nouns and complements with AND', () => {
    const l = line('HERO AND ROCK IS PUSH AND STOP AND BOX');
    const [s] = parseLine(l);
    expect(s.subjects.map((t) => WORDS[t.word].text)).toEqual(['HERO', 'ROCK']);
    expect(s.complements.map((t) => WORDS[t.word].text)).toEqual(['PUSH', 'STOP', 'BOX']);
    expect([s.start, s.end]).toEqual([0, l.length - 1]);
  });

  it('keeps the NOTs before each term, by parity', () => {
    const [s] = parseLine(line('NOT HERO AND ROCK IS NOT NOT PUSH AND NOT STOP'));
    expect(s.subjects.map((t) => t.not)).toEqual([true, false]);
    expect(s.complements.map((t) => t.not)).toEqual([false, true]);
    expect(s.start).toBe(0);
  });

  it('reads overlapping sentences that share a noun', () => {
    expect(read('ROCK IS HERO IS YOU')).toEqual(['ROCK IS HERO', 'HERO IS YOU']);
    expect(read('HERO IS YOU AND ROCK IS WIN')).toEqual(['HERO IS YOU AND ROCK', 'ROCK IS WIN']);
  });

  it('stops a subject at a word that is not AND', () => {
    const [s] = parseLine(line('WALL ROCK IS STOP'));
    expect(s.subjects.map((t) => WORDS[t.word].text)).toEqual(['ROCK']);
  });
});

describe('meaning of sentences', () => {
  it('grants properties per kind, and words are always PUSH', () => {
    const r = rulesOf('HERO IS YOU AND WIN', 'WALL IS STOP');
    expect(r.props[kind('HERO')]).toBe(YOU | WIN);
    expect(r.props[kind('WALL')]).toBe(STOP);
    expect(r.props[kind('ROCK')]).toBe(0);
    expect(r.props[TEXT_KIND]).toBe(PUSH);
  });

  it('lets a negative sentence override a positive one', () => {
    const r = rulesOf('WALL IS STOP AND PUSH', 'WALL IS NOT STOP');
    expect(r.props[kind('WALL')]).toBe(PUSH);
  });

  it('NOT before a subject means every other kind of object, not words', () => {
    const r = rulesOf('NOT HERO IS STOP');
    expect(r.props[kind('HERO')]).toBe(0);
    expect(r.props[kind('ROCK')]).toBe(STOP);
    expect(r.props[kind('GOAL')]).toBe(STOP);
    expect(r.props[TEXT_KIND]).toBe(PUSH);
  });

  it('transforms into the first noun read, unless refused or protected', () => {
    expect(rulesOf('ROCK IS GOAL AND KEY').target[kind('ROCK')]).toBe(kind('GOAL'));
    expect(rulesOf('ROCK IS GOAL', 'ROCK IS NOT GOAL').target[kind('ROCK')]).toBe(-1);
    expect(rulesOf('ROCK IS GOAL', 'ROCK IS NOT GOAL', 'ROCK IS KEY').target[kind('ROCK')]).toBe(kind('KEY'));
    expect(rulesOf('ROCK IS GOAL', 'ROCK IS ROCK').target[kind('ROCK')]).toBe(-1);
    expect(rulesOf('ROCK IS TEXT').target[kind('ROCK')]).toBe(TEXT_KIND);
  });

  it('has distinct letters for every word and a bit for every property', () => {
    expect(new Set(WORDS.map((w) => w.letter)).size).toBe(WORDS.length);
    expect(WORDS.every((w) => /^[A-Z]$/.test(w.letter))).toBe(true);
    expect(bit('MOVE')).toBeGreaterThan(0);
  });
});

describe('reading the board', () => {
  it('reads rows left to right, then columns top to bottom', () => {
    const g = rulesGame(`
#######
#HIY R#
#     #
#  @ I#
#     #
#WIS P#
#######`);
    expect(sentences(g)).toEqual(['HERO IS YOU', 'WALL IS STOP']);
    const v = rulesGame(`
#######
#HIY R#
#    I#
#  @ P#
#######`);
    expect(sentences(v)).toEqual(['HERO IS YOU', 'ROCK IS PUSH']);
  });

  it('needs the words to touch: a gap breaks the sentence', () => {
    const g = rulesGame(`
########
#HIY   #
#R I P #
#  @   #
########`);
    expect(sentences(g)).toEqual(['HERO IS YOU']);
  });

  it('reads a word shared by a row and a column in both', () => {
    const g = rulesGame(`
#######
# R   #
#HIY  #
# P   #
#  @  #
#######`);
    expect(sentences(g)).toEqual(['HERO IS YOU', 'ROCK IS PUSH']);
  });
});
