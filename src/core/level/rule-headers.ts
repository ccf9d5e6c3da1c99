import type { RuleValue } from '../ecs/world';

/** A level's `Key: value` lines, as `LevelSource.headers` holds them. */
export type Headers = readonly (readonly [string, string])[];

/** One `name=value` part of a `Rules:` line: the rule's name and its value as written; null if malformed. */
export function rulePart(part: string): { name: string; text: string } | null {
  const m = /^\s*([A-Za-z][\w-]*)\s*=\s*(.+?)\s*$/.exec(part);
  return m ? { name: m[1], text: m[2] } : null;
}

const isRules = (key: string) => key.toLowerCase() === 'rules';

/** The values a level's `Rules:` lines give, by rule name, as written (a later part wins, as in play). */
export function ruleTexts(headers: Headers): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of headers) {
    if (!isRules(key)) continue;
    for (const part of value.split(',')) {
      const p = rulePart(part);
      if (p) out.set(p.name, p.text);
    }
  }
  return out;
}

/** Every part of a level's `Rules:` lines as written (trimmed), in order, malformed and empty ones too. */
export function ruleParts(headers: Headers): string[] {
  return headers.flatMap(([key, value]) => (isRules(key) ? value.split(',').map((p) => p.trim()) : []));
}

/**
 * The headers with rule `name` set to `value`: in place of its first part, else at the end of the
 * last `Rules:` line, else in a new one. A value equal to the default takes the rule out instead, so
 * a level's header says only what differs; a `Rules:` line left empty goes. Every other header and
 * part (a malformed one too, for the level's checks to report) is kept as written.
 */
export function setRule(
  headers: Headers,
  name: string,
  value: RuleValue,
  defaultValue: RuleValue,
): [string, string][] {
  const text = value === defaultValue ? null : String(value);
  // A comma would end the part, a line break the line, blanks would be trimmed: it would not read back.
  if (text !== null && (/[,\r\n]/.test(text) || text.trim() !== text || !text))
    throw new RangeError(`A rule's value in a Rules: line cannot be "${text}".`);
  return rewrite(headers, named(name), text === null ? null : `${name}=${text}`);
}

/** The headers without these rules (a mod unticked takes its rules with it). */
export function withoutRules(headers: Headers, names: Iterable<string>): [string, string][] {
  let out = headers.map(([k, v]): [string, string] => [k, v]);
  for (const name of names) out = rewrite(out, named(name), null);
  return out;
}

/**
 * The headers without the `Rules:` parts written as `part` (blanks around it aside): the way to take
 * out a part that names no rule, or has no `=` at all, which `withoutRules` cannot name.
 */
export function withoutRulePart(headers: Headers, part: string): [string, string][] {
  const written = part.trim();
  return rewrite(headers, (p) => p.trim() === written, null);
}

const named = (name: string) => (part: string) => rulePart(part)?.name === name;

/**
 * The headers with the first `Rules:` part that `matches` replaced by `replacement` (or appended when
 * none does), and every other match dropped; a null replacement drops them all.
 */
function rewrite(
  headers: Headers,
  matches: (part: string) => boolean,
  replacement: string | null,
): [string, string][] {
  let placed = false;
  const out: [string, string][] = [];
  for (const [key, value] of headers) {
    if (!isRules(key)) {
      out.push([key, value]);
      continue;
    }
    const parts = value.split(',');
    const kept: string[] = [];
    for (const part of parts) {
      if (!matches(part)) kept.push(part.trim());
      else if (replacement !== null && !placed) {
        kept.push(replacement);
        placed = true;
      }
    }
    if (kept.length === parts.length && kept.every((p, i) => p === parts[i].trim())) out.push([key, value]);
    else if (kept.length) out.push([key, kept.join(', ')]);
  }
  if (replacement !== null && !placed) {
    const last = out.findLastIndex(([key]) => isRules(key));
    if (last >= 0) out[last] = [out[last][0], `${out[last][1]}, ${replacement}`];
    else out.push(['Rules', replacement]);
  }
  return out;
}
