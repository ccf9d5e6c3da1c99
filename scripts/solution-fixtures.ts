// Writes tests/fixtures/<collection>-solved.xsb: a shipped collection's levels with solver-found
// `Solution:` lines, so tests can replay known solutions (and check that no position along them is
// flagged as a deadlock). Run: npx tsx scripts/solution-fixtures.ts <collection> [--timeout s]
import { readFileSync, writeFileSync } from 'node:fs';
import { parseCollection, writeCollection } from '../src/core/level/xsb';
import { parseBoard, solve } from '../src/solver';

const [name, ...rest] = process.argv.slice(2);
if (!name) throw new Error('usage: solution-fixtures <collection> [--timeout s]');
const timeoutMs = Number(rest[rest.indexOf('--timeout') + 1] || 2) * 1000;
const { collection } = parseCollection(
  readFileSync(new URL(`../levels/${name}.xsb`, import.meta.url), 'utf8'),
);
let solved = 0;
for (const level of collection.levels) {
  const r = solve(parseBoard(level.rows), { mode: 'fast', timeLimitMs: timeoutMs });
  level.solutions = r.solved ? [r.solution] : [];
  if (r.solved) solved++;
}
collection.levels = collection.levels.filter((l) => l.solutions.length > 0);
collection.description = [
  ...collection.description,
  '',
  `Test fixture: solutions found by this project's solver (scripts/solution-fixtures.ts).`,
];
writeFileSync(new URL(`../tests/fixtures/${name}-solved.xsb`, import.meta.url), writeCollection(collection));
console.log(`${name}: ${solved} levels with solutions`);
