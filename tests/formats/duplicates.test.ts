import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFormat } from '../../src/formats';
import { canonicalForm, canonicalKey, findDuplicates } from '../../src/formats/duplicates';
import { solutionMetrics } from '../../src/formats/metrics';
import { normalise } from '../../src/formats/normalise';
import { SYMMETRIES, transformLurd, transformRows } from '../../src/formats/symmetry';
import { board, closedBoard } from './arbitraries';

const symmetry = fc.constantFrom(...SYMMETRIES);
const microban = readFormat(
  readFileSync(new URL('../../levels/microban.xsb', import.meta.url), 'utf8'),
  'xsb',
).collection.levels;

describe('symmetries', () => {
  it('are the 8 distinct maps of a square board, each undone by another', () => {
    const rows = ['#####', '#@$ #', '#. ##', '####'];
    const images = new Set(SYMMETRIES.map((s) => transformRows(rows, s).join('|')));
    expect(images.size).toBe(8);
    expect(transformRows(rows, 'rotate90')).toEqual(['####', '#.@#', '# $#', '## #', ' ###']);
    expect(transformRows(rows, 'flipHorizontal')).toEqual(['#####', '# $@#', '## .#', ' ####']);
    fc.assert(
      fc.property(board, symmetry, (b, s) => {
        const inverse = s === 'rotate90' ? 'rotate270' : s === 'rotate270' ? 'rotate90' : s;
        expect(transformRows(transformRows(b, s), inverse)).toEqual(transformRows(b, 'identity'));
      }),
    );
  });

  it('move solutions along: a transformed solution solves the transformed level', () => {
    const c = readFormat(
      readFileSync(new URL('../fixtures/formats/workshop.xsb', import.meta.url), 'utf8'),
      'xsb',
    ).collection;
    for (const level of c.levels)
      for (const s of SYMMETRIES) {
        const r = solutionMetrics(transformRows(level.rows, s), transformLurd(level.solutions[0], s));
        expect(r.ok && r.solved, `${level.title} ${s}`).toBe(true);
      }
  });
});

describe('canonicalKey', () => {
  it('is the same under all 8 symmetries, indentation and decoration (property)', () => {
    fc.assert(
      fc.property(closedBoard, symmetry, fc.nat({ max: 4 }), (b, s, pad) => {
        const moved = ['', ...transformRows(b, s).map((r) => ' '.repeat(pad) + r), '', '   ###'];
        expect(canonicalKey(moved)).toBe(canonicalKey(b));
      }),
      { numRuns: 300 },
    );
  });

  it('tells different levels apart: Microban has no level twice', () => {
    const keys = new Set(microban.map((l) => canonicalKey(l.rows)));
    expect(keys.size).toBe(microban.length);
  });

  it('treats the player anywhere in the same area as the same level, unless asked for exact', () => {
    const a = ['#######', '#@  $.#', '#######'];
    const b = ['#######', '#  @$.#', '#######'];
    expect(canonicalKey(a)).toBe(canonicalKey(b));
    expect(canonicalKey(a, { player: 'exact' })).not.toBe(canonicalKey(b, { player: 'exact' }));
    // Beyond the box the player is somewhere else entirely.
    const c = ['#######', '#  $@.#', '#######'];
    expect(canonicalKey(c)).not.toBe(canonicalKey(a));
  });

  it('reports the symmetry that maps a copy back onto the original orientation', () => {
    const level = microban[10].rows;
    for (const s of SYMMETRIES) {
      const form = canonicalForm(transformRows(level, s));
      expect(canonicalKey(transformRows(normalise(transformRows(level, s)), form.symmetry))).toBe(form.key);
    }
  });
});

describe('findDuplicates', () => {
  it('finds rotated and mirrored copies hidden in a collection', () => {
    const levels = [
      microban[0].rows,
      microban[1].rows,
      transformRows(microban[0].rows, 'rotate270'),
      microban[2].rows,
      ['', ...transformRows(microban[1].rows, 'antiTranspose').map((r) => `  ${r}`)],
      transformRows(microban[0].rows, 'flipVertical'),
    ];
    const groups = findDuplicates(levels);
    expect(groups.map((g) => g.indices)).toEqual([
      [0, 2, 5],
      [1, 4],
    ]);
    expect(groups[0].symmetries).toHaveLength(3);
  });

  it('finds nothing in a collection of distinct levels, and accepts LevelSource', () => {
    expect(findDuplicates(microban.slice(0, 40))).toEqual([]);
  });
});
