import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import fc from 'fast-check';
import { afterEach, describe, expect, it } from 'vitest';
import { better, type Par, type ParFiles, readEntry, replaces, storePar } from '../../scripts/par-store';
import { meetingSource, overlapped, runNode } from './run-node';

const storeModule = pathToFileURL(fileURLToPath(new URL('../../scripts/par-store.ts', import.meta.url))).href;

/** Pars files in a fresh temporary folder. */
function tempFiles(): { dir: string; files: ParFiles } {
  const dir = mkdtempSync(join(tmpdir(), 'par-store-'));
  mkdirSync(join(dir, 'solutions'));
  return {
    dir,
    files: {
      pars: pathToFileURL(join(dir, 'pars.json')),
      solutions: (file) => pathToFileURL(join(dir, 'solutions', file.replace(/\.xsb$/, '.json'))),
    },
  };
}

const par = (pushes: number, moves: number, optimal = false): Par => ({ pushes, moves, optimal });

const arbPar = fc.record({
  pushes: fc.integer({ min: 1, max: 6 }),
  moves: fc.integer({ min: 1, max: 6 }),
  optimal: fc.boolean(),
});

/** A solution text that says which par it was found with, so a test can tell if the two match. */
const solutionOf = (p: Par, tag: string) => `${p.pushes}/${p.moves}/${p.optimal}/${tag}`;

describe('replaces', () => {
  it('lets a stored par with its solution give way to a better one only', () => {
    fc.assert(
      fc.property(arbPar, arbPar, (found, old) => {
        expect(replaces(found, { par: old, solution: 'x' })).toBe(better(found, old));
      }),
    );
  });

  it('orders pars by proof, then pushes, then moves, with no two better than each other', () => {
    expect(better(par(90, 400, true), par(80, 300))).toBe(true);
    expect(better(par(80, 500), par(90, 300))).toBe(true);
    expect(better(par(80, 300), par(80, 310))).toBe(true);
    fc.assert(fc.property(arbPar, arbPar, (a, b) => !(better(a, b) && better(b, a))));
  });

  it('replaces a par nobody can check unless it has fewer pushes or a proof the new one lacks', () => {
    expect(replaces(par(100, 500), { par: par(90, 400) })).toBe(false);
    expect(replaces(par(90, 400), { par: par(80, 400, true) })).toBe(false);
    expect(replaces(par(100, 500), { par: par(100, 300) })).toBe(true);
    expect(replaces(par(100, 500), { par: par(90, 400) }, true)).toBe(true);
    expect(replaces(par(100, 500), {})).toBe(true);
  });
});

describe('storePar', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('keeps the best of any results, in any order, each par beside its own solution', () => {
    fc.assert(
      fc.property(fc.array(arbPar, { minLength: 1, maxLength: 8 }), (found) => {
        const temp = tempFiles();
        dir = temp.dir;
        let best: Par | undefined;
        found.forEach((p, k) => {
          const after = storePar(
            'a.xsb',
            3,
            { par: p, solution: solutionOf(p, `${k}`) },
            { files: temp.files },
          );
          if (better(p, best)) best = p;
          expect(after.par).toEqual(best);
        });
        const stored = readEntry('a.xsb', 3, temp.files);
        expect(stored.par).toEqual(best);
        expect(stored.solution?.startsWith(solutionOf(stored.par as Par, ''))).toBe(true);
        expect(readEntry('a.xsb', 4, temp.files)).toEqual({});
        rmSync(dir, { recursive: true, force: true });
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the best par with its solution when several processes store results for one level at once', async () => {
    const temp = tempFiles();
    dir = temp.dir;
    // Each process stores ever fewer pushes (process p: 400 - 4i - p), so results replace each other
    // all the way through. The processes wait for each other before their 1st, 11th and 21st result,
    // so their writes interleave however late one of them starts.
    const meet = join(dir, 'meet');
    mkdirSync(meet);
    const writer = (p: number) => `
      import { storePar } from ${JSON.stringify(storeModule)};
      ${meetingSource(meet, p, 4)}
      const dir = ${JSON.stringify(dir)};
      const files = {
        pars: new URL('pars.json', 'file://' + dir + '/'),
        solutions: () => new URL('solutions/a.json', 'file://' + dir + '/'),
      };
      let first = 0;
      let last = 0;
      for (let i = 0; i < 30; i++) {
        if (i % 10 === 0) meet(i);
        if (i === 0) first = now();
        const pushes = 400 - 4 * i - ${p};
        storePar('a.xsb', 1, { par: { pushes, moves: 100, optimal: false }, solution: 'p' + pushes }, { files });
        last = now();
      }
      console.log(JSON.stringify({ first, last }));`;
    // Every process began writing before any had finished: the writes overlapped.
    expect(overlapped(await Promise.all([0, 1, 2, 3].map((p) => runNode(writer(p)))))).toBe(true);
    const stored = readEntry('a.xsb', 1, temp.files);
    // Process 3's last result has the fewest pushes: it ends on disk, with its own solution.
    expect(stored.par).toEqual(par(281, 100));
    expect(stored.solution).toBe('p281');
  }, 60_000);
});
