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
  return rewrite(headers, name, text);
}

/** The headers without these rules (a mod unticked takes its rules with it). */
export function withoutRules(headers: Headers, names: Iterable<string>): [string, string][] {
  let out = headers.map(([k, v]): [string, string] => [k, v]);
  for (const name of names) out = rewrite(out, name, null);
  return out;
}

function rewrite(headers: Headers, name: string, text: string | null): [string, string][] {
  let placed = text === null;
  const out: [string, string][] = [];
  for (const [key, value] of headers) {
    if (!isRules(key)) {
      out.push([key, value]);
      continue;
    }
    const parts = value.split(',');
    const kept: string[] = [];
    for (const part of parts) {
      if (rulePart(part)?.name !== name) kept.push(part.trim());
      else if (!placed) {
        kept.push(`${name}=${text}`);
        placed = true;
      }
    }
    if (kept.length === parts.length && kept.every((p, i) => p === parts[i].trim())) out.push([key, value]);
    else if (kept.length) out.push([key, kept.join(', ')]);
  }
  if (!placed) {
    const last = out.findLastIndex(([key]) => isRules(key));
    if (last >= 0) out[last] = [out[last][0], `${out[last][1]}, ${name}=${text}`];
    else out.push(['Rules', `${name}=${text}`]);
  }
  return out;
}
