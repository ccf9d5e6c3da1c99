import { Game } from '../core/game';
import { formatProblem } from '../core/level/problems';
import { count } from '../core/plural';
import { MODS } from '../mods';
import { type Command, type CommandHelp, usageLine } from './command';
import { parseArgs, UsageError } from './io';
import { loadCollection } from './load';

export const validateHelp: CommandHelp = {
  usage: 'validate <file|->...',
  summary:
    'Checks levels: one line per problem (file:line:column: level n "title": what), else "file: n levels OK".',
  options: [['<file|->...', 'the level files to check (- reads standard input)']],
  exit: '0 every level is valid, 1 some level or file has a problem, 2 bad arguments or a file that cannot be read',
};

/** `validate <file|->...`: one line per problem; exit 1 if any level is invalid. */
export const validateCommand: Command = async (args, io) => {
  const { positionals } = parseArgs(args, {});
  if (positionals.length === 0) throw new UsageError(usageLine(validateHelp));
  let bad = 0;
  for (const path of positionals) {
    const { collection, problems, name } = await loadCollection(io, path);
    const all = [...problems];
    const broken = new Set(problems.map((p) => p.level));
    for (const level of collection.levels) {
      // A level whose text is already broken is reported once, by the parser.
      if (!broken.has(level.index)) all.push(...Game.tryLevel(level, { catalogue: MODS }).problems);
    }
    for (const p of all) io.out(formatProblem(p, name));
    const invalid = new Set(all.map((p) => p.level ?? 0)).size;
    bad += invalid;
    if (all.length === 0) io.out(`${name}: ${count(collection.levels.length, 'level')} OK`);
  }
  return bad > 0 ? 1 : 0;
};
