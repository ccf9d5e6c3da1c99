import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { readFormat, writeRle } from '../../src/formats';
import { sameBoard } from '../../src/formats/board';
import { decodeBase64url, encodeBase64url } from '../../src/formats/share/base64url';
import { decodeShare, encodeShare, extractShareCode } from '../../src/formats/share/share';
import { randomLevel } from '../arbitraries';
import { board, closedBoard, textLine, title } from './arbitraries';

const levels = new URL('../../levels/', import.meta.url);
const collectionOf = (file: string) =>
  readFormat(readFileSync(new URL(file, levels), 'utf8'), 'xsb').collection;

const lurd = fc.string({ unit: fc.constantFrom(...'lurdLURD'), maxLength: 400 });

describe('encodeShare / decodeShare', () => {
  it('round-trips random boards with any of title, author, comment, mods, headers and solution', () => {
    fc.assert(
      fc.property(
        board,
        fc.option(title, { nil: undefined }),
        fc.option(textLine, { nil: undefined }),
        fc.option(
          fc.array(textLine, { minLength: 1, maxLength: 3 }).map((l) => l.join('\n')),
          { nil: undefined },
        ),
        fc.uniqueArray(fc.constantFrom('ice', 'holes'), { maxLength: 2 }),
        fc.array(fc.tuple(fc.constantFrom('Rules', 'Source'), textLine), { maxLength: 2 }),
        fc.option(lurd, { nil: undefined }),
        (rows, t, author, comment, mods, headers, solution) => {
          const code = encodeShare({ level: { rows, title: t, author, comment, mods, headers }, solution });
          expect(code).toMatch(/^1[A-Za-z0-9_-]*$/);
          const d = decodeShare(code);
          if ('error' in d) throw new Error(d.error);
          expect(sameBoard(d.level.rows, rows)).toBe(true);
          expect(d.level.title).toBe(t);
          expect(d.level.author).toBe(author);
          expect(d.level.comment).toBe(comment);
          expect(d.level.mods).toEqual(mods);
          expect(d.level.headers).toEqual(headers);
          expect(d.solution).toBe(solution);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('replays classic moves while coding: legal walks round-trip in under two bits a move', () => {
    fc.assert(
      fc.property(
        closedBoard,
        fc.array(fc.constantFrom('l', 'u', 'r', 'd'), { minLength: 50, maxLength: 300 }),
        (rows, tries) => {
          const game = Game.fromLevel({
            index: 1,
            rows,
            solutions: [],
            mods: [],
            headers: [],
            notes: [],
            line: 1,
          });
          let walk = '';
          for (const t of tries) walk += game.move(t).lurd;
          const board = encodeShare({ level: { rows } }).length;
          const code = encodeShare({ level: { rows }, solution: walk });
          expect(decodeShare(code)).toMatchObject({ solution: walk });
          // Random walks choose among about three legal moves: under two bits each (letters would take three).
          expect((code.length - board) * 6).toBeLessThan(walk.length * 2 + 30);
          // The same moves with a wrong case do not replay, and still come back exactly as given.
          if (walk.length) {
            const odd =
              walk[0] === walk[0].toLowerCase() ? walk[0].toUpperCase() + walk.slice(1) : walk.toLowerCase();
            expect(decodeShare(encodeShare({ level: { rows }, solution: odd }))).toMatchObject({
              solution: odd,
            });
          }
        },
      ),
      { numRuns: 60 },
    );
  });

  it('carries boards with mod glyphs and unicode texts', () => {
    const level = { rows: ['#####', '#@~^#', '#$.=#', '#####'], title: 'Glace ❄ 氷', mods: ['ice'] };
    const d = decodeShare(encodeShare({ level }));
    expect(d).toMatchObject({ level: { rows: level.rows, title: level.title, mods: ['ice'] } });
  });

  it('drops only what does not change play when metadata is off', () => {
    const level = {
      rows: ['####', '#@$.#', '####'],
      title: 'T',
      author: 'A',
      comment: 'C',
      headers: [['Rules', 'maxChain=2'] as const, ['Source', 'web'] as const],
    };
    const d = decodeShare(encodeShare({ level }, { metadata: false }));
    expect(d).toEqual({
      level: expect.objectContaining({ rows: level.rows, mods: [], headers: [['Rules', 'maxChain=2']] }),
    });
    expect('error' in d || d.level.title).toBeFalsy();
  });

  it('keeps version-1 codes stable: a published link must keep opening the same level', () => {
    const microban1 = collectionOf('microban.xsb').levels[0];
    expect(encodeShare({ level: microban1 })).toBe('1Ab4T-fQpdmncEEA');
    const file = readFileSync(new URL('../fixtures/formats/workshop.url', import.meta.url), 'utf8');
    const fromCodes = readFormat(file, 'url');
    const fromXsb = readFormat(
      readFileSync(new URL('../fixtures/formats/workshop.xsb', import.meta.url), 'utf8'),
      'xsb',
    );
    expect(fromCodes.problems).toEqual([]);
    fromCodes.collection.levels.forEach((l, i) => {
      const x = fromXsb.collection.levels[i];
      expect(sameBoard(l.rows, x.rows)).toBe(true);
      expect([l.title, l.author, l.comment, l.solutions]).toEqual([
        x.title,
        x.author,
        x.comment,
        x.solutions.slice(0, 1),
      ]);
    });
  });

  it('is short: a third of the length of base64url over RLE text, the obvious alternative', () => {
    let share = 0;
    let rle = 0;
    for (const file of ['microban.xsb', 'sasquatch.xsb']) {
      for (const l of collectionOf(file).levels) {
        share += encodeShare({ level: l }).length;
        rle += encodeBase64url(new TextEncoder().encode(writeRle(l.rows))).length;
      }
    }
    expect(share / rle).toBeLessThan(1 / 3);
  });

  it('refuses what no level can be', () => {
    expect(() => encodeShare({ level: { rows: ['#'.repeat(300)] } })).toThrow(RangeError);
    expect(() => encodeShare({ level: { rows: ['#@$.#'] }, solution: 'lurdx' })).toThrow(RangeError);
  });
});

describe('malformed codes', () => {
  const code = encodeShare({
    level: { rows: randomLevel(7).split('\n'), title: 'Seven' },
    solution: 'uuLLdrrRRdl',
  });

  it('name what is wrong and never throw', () => {
    expect(decodeShare('')).toEqual({ error: 'The share code is empty.' });
    expect(decodeShare('2abc')).toEqual({ error: expect.stringContaining('version "2"') });
    expect(decodeShare('#abc')).toEqual({ error: expect.stringContaining('Not a share code') });
    expect(decodeShare('garbage')).toEqual({ error: expect.stringContaining('Not a share code') });
    expect(decodeShare(`${code.slice(0, 5)}%${code.slice(6)}`)).toEqual({
      error: expect.stringMatching(/"%" cannot appear in a share code \(position 6\)/),
    });
    expect(decodeShare(code.slice(0, code.length - 6))).toEqual({
      error: 'The share code is damaged or incomplete.',
    });
    expect(decodeShare(`${code}AAAA`)).toEqual({ error: 'The share code is damaged or incomplete.' });
  });

  it('detect every single-character change', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    for (let i = 1; i < code.length; i++) {
      for (const ch of alphabet) {
        if (ch === code[i]) continue;
        const damaged = code.slice(0, i) + ch + code.slice(i + 1);
        const d = decodeShare(damaged);
        expect('error' in d, `${damaged} decoded`).toBe(true);
      }
    }
  });

  it('never throw on arbitrary text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (s) => {
        const d = decodeShare(s);
        expect(typeof d).toBe('object');
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'1AZaz09-_'), maxLength: 60 }), (s) => {
        const d = decodeShare(`1${s}`);
        if (!('error' in d)) expect(encodeShare({ level: d.level, solution: d.solution })).toBe(`1${s}`);
      }),
      { numRuns: 500 },
    );
  });
});

describe('base64url and links', () => {
  it('round-trips any bytes', () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (bytes) => {
        const r = decodeBase64url(encodeBase64url(bytes));
        expect(r.ok && Array.from(r.bytes)).toEqual(Array.from(bytes));
      }),
    );
  });

  it('finds the code in a pasted link', () => {
    expect(extractShareCode('  https://example.org/play#1Abc-_ ')).toBe('1Abc-_');
    expect(extractShareCode('https://example.org/?level=1Abc&x=2')).toBe('1Abc');
    expect(extractShareCode('https://example.org/#mode=edit&level=1Xyz')).toBe('1Xyz');
    expect(extractShareCode('1Abc')).toBe('1Abc');
    // The game's own Share dialog gives these.
    expect(extractShareCode('http://localhost:5173/#/share/1gcN6-suN')).toBe('1gcN6-suN');
    expect(extractShareCode('https://example.org/sokoban/#/share/1gcN6/edit')).toBe('1gcN6');
  });
});
