import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import { parseLurd } from '../../src/core/lurd';

interface Par {
  pushes: number;
  moves: number;
  optimal: boolean;
  movesOptimal?: boolean;
}

const levelsDir = new URL('../../levels/', import.meta.url);
const read = <T>(name: string): T => JSON.parse(readFileSync(new URL(name, levelsDir), 'utf8'));
const pars = read<Record<string, Record<string, Par>>>('pars.json');
/** `levels/solutions/<collection>.json`: the solution behind each par, by level number. */
const solutions: Record<string, Record<string, string>> = {};
for (const name of readdirSync(new URL('solutions/', levelsDir)))
  solutions[name.replace(/\.json$/, '.xsb')] = read(`solutions/${name}`);

describe('levels/pars.json', () => {
  it('names shipped levels only, with sane counts', () => {
    for (const [file, entries] of Object.entries(pars)) {
      expect(existsSync(new URL(file, levelsDir)), file).toBe(true);
      const { collection } = parseCollection(readFileSync(new URL(file, levelsDir), 'utf8'));
      for (const [index, par] of Object.entries(entries)) {
        // Every par can be checked: its solution is stored (and replayed below).
        expect(solutions[file]?.[index], `${file} #${index} has no stored solution`).toBeDefined();
        expect(Number(index), `${file} #${index}`).toBeLessThanOrEqual(collection.levels.length);
        expect(par.pushes, `${file} #${index}`).toBeGreaterThan(0);
        expect(par.moves, `${file} #${index}`).toBeGreaterThanOrEqual(par.pushes);
        if (par.movesOptimal) expect(par.optimal, `${file} #${index}`).toBe(true);
      }
    }
  });
});

// Every par that has its solution stored is replayed through the engine: the solution must
// win with exactly the par's moves and pushes, and the Deadlock phase must never flag a
// position on the way (zero false positives, on every level the solver has solved).
describe.each(Object.keys(solutions))('par solutions of %s', (file) => {
  it('win with the par counts and are never flagged dead', () => {
    const { collection } = parseCollection(readFileSync(new URL(file, levelsDir), 'utf8'));
    for (const [index, lurd] of Object.entries(solutions[file])) {
      const where = `${file} #${index}`;
      const par = pars[file]?.[index];
      expect(par, where).toBeDefined();
      const moves = parseLurd(lurd);
      if (!moves.ok) throw new Error(`${where}: ${moves.message}`);
      const game = Game.fromLevel(collection.levels[Number(index) - 1]);
      for (const m of moves.moves) {
        const r = game.move(m);
        if (!r.moved || r.deadlocked.length > 0)
          expect({ moved: r.moved, deadlocked: r.deadlocked }, `${where} at move ${game.moves}`).toEqual({
            moved: true,
            deadlocked: [],
          });
      }
      expect(game.solved, where).toBe(true);
      expect({ moves: game.moves, pushes: game.pushes }, where).toEqual({
        moves: par!.moves,
        pushes: par!.pushes,
      });
    }
  });
});
