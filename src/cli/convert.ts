import { glyphsOf } from '../core/game';
import { formatProblem } from '../core/level/problems';
import type { Collection } from '../core/level/types';
import { count } from '../core/plural';
import {
  detectFormat,
  FORMATS,
  type FormatName,
  type FormatOptions,
  readFormat,
  writeFormat,
} from '../formats';
import { MODS } from '../mods';
import { type Command, type CommandHelp, formatHelp, usageLine } from './command';
import { UsageError } from './io';

export const convertHelp: CommandHelp = {
  usage: 'convert <file|-> [--from xsb|sok|slc|url] --to xsb|sok|slc|url [--rle] [--strict] [--base URL]',
  summary: 'Converts a whole collection from one format to another, to standard output.',
  options: [
    ['--from xsb|sok|slc|url', "the input's format (default: from the file's extension, else its content)"],
    ['--to xsb|sok|slc|url', 'the output format'],
    ['--rle', 'write XSB boards as run-length encoded lines'],
    ['--strict', "write plain SLC, without this game's extra elements"],
    ['--base URL', 'write url codes as links that open the level in the game at URL (URL#/share/<code>)'],
  ],
  exit: '0 converted, 2 bad arguments or input',
};
const USAGE = usageLine(convertHelp);

/**
 * `convert`: reads a whole collection in one format and writes it in another, to standard output.
 * `--from` defaults to the file's extension, else a look at its content. `--rle` writes XSB boards as
 * RLE lines, `--strict` writes plain SLC without this game's extra elements, `--base` turns url codes
 * into links. Exit code 0 on success, 2 on bad arguments or input: a UsageError, which `main` prints as
 * one line headed `sokoban convert:` like every command's.
 */
export const convertCommand: Command = async (args, io) => {
  const { file, from, to, options } = parseConvertArgs(args);
  if (file === undefined) {
    for (const line of formatHelp(convertHelp)) io.out(line);
    return 0;
  }
  let text: string;
  try {
    text = await io.read(file);
  } catch (e) {
    const message = (e as Error).message;
    // The process IO already names the file in its messages ("no such file: x").
    throw new UsageError(
      file !== '-' && message.includes(file)
        ? message
        : `cannot read ${file === '-' ? 'standard input' : file}: ${message}`,
    );
  }
  const label = file === '-' ? '<stdin>' : file;
  const format = from ?? detectFormat(text, file === '-' ? undefined : file);
  const { collection, problems } = readFormat(text, format, options);
  if (problems.length) {
    const more = problems.length > 1 ? ` (and ${count(problems.length - 1, 'more problem')})` : '';
    throw new UsageError(`${formatProblem(problems[0], label)}${more}`);
  }
  let output: string;
  try {
    output = writeFormat(collection, to, options);
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  for (const note of losses(collection, to, options)) io.err(`sokoban convert: note: ${note}`);
  const lines = output.split('\n');
  if (lines[lines.length - 1] === '') lines.pop();
  for (const line of lines) io.out(line);
  return 0;
};

function parseConvertArgs(args: readonly string[]): {
  file?: string;
  from?: FormatName;
  to: FormatName;
  options: FormatOptions;
} {
  const positional: string[] = [];
  const values = new Map<string, string>();
  const switches = new Set<string>();
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (!a.startsWith('--') || a === '-') {
      positional.push(a);
      continue;
    }
    const eq = a.indexOf('=');
    const name = eq >= 0 ? a.slice(2, eq) : a.slice(2);
    if (name === 'from' || name === 'to' || name === 'base') {
      const value = eq >= 0 ? a.slice(eq + 1) : args[++i];
      if (value === undefined || value === '') throw new UsageError(`--${name} needs a value; ${USAGE}`);
      values.set(name, value);
    } else if ((name === 'rle' || name === 'strict' || name === 'help') && eq < 0) switches.add(name);
    else throw new UsageError(`unknown option ${a}; ${USAGE}`);
  }
  if (switches.has('help')) return { to: 'xsb', options: {} };
  if (positional.length === 0) throw new UsageError(`missing input file (or - for standard input); ${USAGE}`);
  if (positional.length > 1) throw new UsageError(`unexpected argument "${positional[1]}"; ${USAGE}`);
  const format = (name: string): FormatName | undefined => {
    const v = values.get(name)?.toLowerCase();
    if (v === undefined) return undefined;
    if (!(FORMATS as readonly string[]).includes(v))
      throw new UsageError(`--${name} must be one of ${FORMATS.join(', ')}, not "${values.get(name)}"`);
    return v as FormatName;
  };
  const to = format('to');
  if (!to) throw new UsageError(`missing --to; ${USAGE}`);
  return {
    file: positional[0],
    from: format('from'),
    to,
    options: {
      glyphs: glyphsOf(MODS),
      catalogue: MODS,
      rle: switches.has('rle'),
      strict: switches.has('strict'),
      base: values.get('base'),
    },
  };
}

/** What the target format cannot hold, said once each (the conversion still succeeds). */
function losses(c: Collection, to: FormatName, options: FormatOptions): string[] {
  const notes: string[] = [];
  if (to === 'url') {
    if (c.title !== undefined || c.author !== undefined || c.description.length || c.headers.length)
      notes.push("the url format has no place for the collection's title, author, description and headers");
    const extra = c.levels.filter((l) => l.solutions.length > 1).length;
    if (extra)
      notes.push(
        extra === 1
          ? '1 level keeps only its first solution'
          : `${extra} levels keep only their first solution`,
      );
    if (c.levels.some((l) => l.notes.length)) notes.push('level notes are not kept in share codes');
  }
  if (to === 'slc' && options.strict) {
    if (
      c.levels.some(
        (l) => l.solutions.length || l.comment !== undefined || l.notes.length || l.headers.length,
      )
    )
      notes.push('--strict SLC leaves out comments, notes, headers and solutions');
  }
  return notes;
}
