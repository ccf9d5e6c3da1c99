import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readFormat } from '../../src/formats';
import { toGrid } from '../../src/formats/board';
import { solutionMetrics } from '../../src/formats/metrics';
import { normalise } from '../../src/formats/normalise';
import { board } from './arbitraries';

describe('normalise', () => {
  it('fills floor the player can never reach and drops walls away from the level', () => {
    const rows = [
      '   ##########', //
      '   #   #    #',
      '   # @ # ## #',
      '   #$. #    #',
      '   #####    #',
      '       ######',
      '',
      '  ###',
    ];
    expect(normalise(rows)).toEqual([
      '#####', //
      '#   #',
      '# @ #',
      '#$. #',
      '#####',
    ]);
  });

  it('keeps boxes and goals the player cannot reach, closing them in', () => {
    const rows = ['######', '#@$. #', '######', '', '  #$#', '  ###'];
    expect(normalise(rows)).toEqual(['######', '#@$. #', '######', '  ###', '  #$#', '  ###']);
  });

  it('trims indentation, empty rows and floor aliases', () => {
    expect(normalise(['', '  --####', '  ###  #', '  #@$.##', '  #####', ''])).toEqual([
      '  ####',
      '###  #',
      '#@$.##',
      '#####',
    ]);
  });

  it('closes open corners diagonal to the region', () => {
    expect(normalise([' ##', '#@#', '##'])).toEqual(['###', '#@#', '###']);
  });

  it('leaves an open level open (validation reports it), still idempotent', () => {
    const open = [' ####', '   #.##', ' #@$#', ' ####'];
    const once = normalise(open);
    expect(once).toEqual(normalise(once));
    expect(once.some((r) => r.startsWith(' '))).toBe(true);
  });

  it('with no player, keeps every enclosed area (an editor draft)', () => {
    expect(normalise(['#####  ', '#   #  #', '#####'])).toEqual(['#####', '#   #', '#####']);
  });

  it('leaves the shipped levels playable the same way (normalised Microban keeps its solutions)', () => {
    const c = readFormat(
      readFileSync(new URL('../fixtures/formats/workshop.xsb', import.meta.url), 'utf8'),
      'xsb',
    ).collection;
    for (const l of c.levels) {
      for (const s of l.solutions) {
        const r = solutionMetrics(normalise(l.rows), s);
        expect(r.ok && r.solved, l.title).toBe(true);
      }
    }
  });

  it('is idempotent and keeps the player region, boxes, goals and player, only moved', () => {
    fc.assert(
      fc.property(board, fc.nat({ max: 3 }), fc.nat({ max: 3 }), (rows, padX, padY) => {
        const padded = [...Array(padY).fill(''), ...rows.map((r) => ' '.repeat(padX) + r), ''];
        const once = normalise(padded);
        expect(normalise(once)).toEqual(once);
        const a = toGrid(rows);
        const b = toGrid(once);
        const things = (g: typeof a) => {
          const found: string[] = [];
          const origin = g.cells.findIndex((c) => c === '@' || c === '+');
          const ox = origin % g.width;
          const oy = Math.floor(origin / g.width);
          g.cells.forEach((c, i) => {
            if ('$*.@+'.includes(c)) found.push(`${c}${(i % g.width) - ox},${Math.floor(i / g.width) - oy}`);
          });
          return found.sort();
        };
        expect(things(b)).toEqual(things(a));
        const walls = b.cells.filter((c) => c === '#').length;
        expect(walls).toBeLessThanOrEqual(b.cells.length);
      }),
      { numRuns: 300 },
    );
  });

  it('makes every wall touch the kept region and leaves no unreachable floor', () => {
    fc.assert(
      fc.property(board, (rows) => {
        const g = toGrid(normalise(rows));
        const at = (x: number, y: number) =>
          x < 0 || y < 0 || x >= g.width || y >= g.height ? ' ' : g.cells[y * g.width + x];
        for (let y = 0; y < g.height; y++)
          for (let x = 0; x < g.width; x++) {
            if (at(x, y) !== '#') continue;
            let touches = false;
            for (let dy = -1; dy <= 1; dy++)
              for (let dx = -1; dx <= 1; dx++) if (!'# '.includes(at(x + dx, y + dy))) touches = true;
            // A wall may also touch only interior floor (which is ' '), so check via the player's region.
            if (!touches) touches = floorNeighbour(g, x, y);
            expect(touches, `wall at ${x},${y}`).toBe(true);
          }
      }),
      { numRuns: 200 },
    );
  });
});

/** True when an 8-neighbour is floor inside the player's region. */
function floorNeighbour(g: ReturnType<typeof toGrid>, x: number, y: number): boolean {
  const start = g.cells.findIndex((c) => c === '@' || c === '+');
  const seen = new Set<number>([start]);
  const stack = [start];
  while (stack.length) {
    const i = stack.pop()!;
    const cx = i % g.width;
    for (const j of [cx > 0 ? i - 1 : -1, cx < g.width - 1 ? i + 1 : -1, i - g.width, i + g.width])
      if (j >= 0 && j < g.cells.length && !seen.has(j) && g.cells[j] !== '#') {
        seen.add(j);
        stack.push(j);
      }
  }
  for (let dy = -1; dy <= 1; dy++)
    for (let dx = -1; dx <= 1; dx++) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx >= 0 && ny >= 0 && nx < g.width && ny < g.height && seen.has(ny * g.width + nx)) return true;
    }
  return false;
}
