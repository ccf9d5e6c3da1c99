import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import {
  type Headers,
  ruleParts,
  ruleTexts,
  setRule,
  withoutRulePart,
  withoutRules,
} from '../../src/core/level/rule-headers';
import { parseCollection, writeLevel } from '../../src/core/level/xsb';
import { MODS } from '../../src/mods';

const name = fc.stringMatching(/^[A-Za-z][\w-]{0,6}$/);
/** A value a Rules: part can hold: one line, no comma, no blanks at its ends. */
const text = fc.stringMatching(/^[\w.+-][\w.+=-]{0,5}$/);
const value = fc.oneof(text, fc.boolean(), fc.integer({ min: -99, max: 99 }));
/** A Rules: line's parts: well-formed ones, and a malformed one now and then. */
const rulesLine = fc
  .array(
    fc.oneof(
      fc.tuple(name, text).map(([n, t]) => `${n}=${t}`),
      fc.constant('junk'),
    ),
    {
      minLength: 1,
      maxLength: 4,
    },
  )
  .map((parts) => parts.join(', '));
const other = fc.tuple(
  fc.stringMatching(/^[A-Z][a-z]{0,6}$/).filter((k) => k.toLowerCase() !== 'rules'),
  fc.stringMatching(/^\S[^\r\n]{0,10}\S$/),
);
const headers: fc.Arbitrary<[string, string][]> = fc.array(
  fc.oneof(
    other,
    rulesLine.map((v): [string, string] => ['Rules', v]),
  ),
  { maxLength: 5 },
);
/** Headers whose Rules: lines may also hold a part padded with blanks, or an empty one (a stray comma). */
const headersWithStrays = fc.array(
  fc.oneof(
    other,
    fc
      .array(fc.oneof(rulesLine, fc.constantFrom(' junk ', '')), { minLength: 1, maxLength: 3 })
      .map((parts): [string, string] => ['Rules', parts.join(',')]),
  ),
  { maxLength: 5 },
);
const others = (h: Headers) => h.filter(([k]) => k.toLowerCase() !== 'rules');

describe('setRule', () => {
  it('sets a rule that reads back, and leaves every other header and rule as it was', () => {
    fc.assert(
      fc.property(headers, name, value, (h, n, v) => {
        const out = setRule(h, n, v, v === 0 ? 1 : 0);
        expect(ruleTexts(out).get(n)).toBe(String(v));
        expect(others(out)).toEqual(others(h));
        const before = ruleTexts(h);
        const after = ruleTexts(out);
        before.delete(n);
        after.delete(n);
        expect(after).toEqual(before);
      }),
    );
  });

  it('takes a rule set to its default out of the header, dropping an emptied Rules: line', () => {
    fc.assert(
      fc.property(headers, name, value, (h, n, v) => {
        const out = setRule(setRule(h, n, 'other', 'x'), n, v, v);
        expect(ruleTexts(out).has(n)).toBe(false);
        expect(others(out)).toEqual(others(h));
        expect(out.some(([k, line]) => k.toLowerCase() === 'rules' && !line.trim())).toBe(false);
      }),
    );
  });

  it('survives writing the level out and reading it back', () => {
    fc.assert(
      fc.property(headers, name, value, (h, n, v) => {
        const out = setRule(h, n, v, v === 0 ? 1 : 0);
        const xsb = writeLevel({
          index: 1,
          rows: ['#####', '#@$.#', '#####'],
          solutions: [],
          mods: [],
          headers: out,
          notes: [],
          line: 1,
        });
        const [level] = parseCollection(xsb).collection.levels;
        expect(ruleTexts(level.headers)).toEqual(ruleTexts(out));
      }),
    );
  });

  it('writes a rule into the first part that names it, and a new Rules: line when none is there', () => {
    expect(setRule([['Title', 'A']], 'maxChain', 2, 1)).toEqual([
      ['Title', 'A'],
      ['Rules', 'maxChain=2'],
    ]);
    expect(setRule([['Rules', 'a=1,  maxChain=3 , b=2']], 'maxChain', 2, 1)).toEqual([
      ['Rules', 'a=1, maxChain=2, b=2'],
    ]);
    expect(setRule([['Rules', 'maxChain=3']], 'maxChain', 1, 1)).toEqual([]);
    // A line the change does not touch keeps its spacing.
    expect(setRule([['Rules', 'a=1 ,b=2']], 'c', true, false)).toEqual([['Rules', 'a=1 ,b=2, c=true']]);
  });

  it('refuses a value a Rules: line cannot hold', () => {
    for (const bad of ['a,b', ' a', '', 'a\nb'])
      expect(() => setRule([], 'facing', bad, 'right')).toThrow(RangeError);
  });

  it('plays what it writes: chain with maxChain=2 stops a row of three', () => {
    const rows = ['########', '#@$$$ .#', '#   .. #', '########'];
    const level = (h: Headers) => ({
      index: 1,
      rows,
      solutions: [],
      mods: ['chain'],
      headers: h.map(([k, v]): [string, string] => [k, v]),
      notes: [],
      line: 1,
    });
    const game = Game.fromLevel(level(setRule([], 'maxChain', 2, 0)), { catalogue: MODS });
    expect(game.world.rules.maxChain).toBe(2);
    expect(game.move('right').moved).toBe(false);
    expect(Game.fromLevel(level([]), { catalogue: MODS }).move('right').moved).toBe(true);
  });
});

describe('withoutRules', () => {
  it('drops the named rules and keeps the rest', () => {
    const h: Headers = [
      ['Rules', 'maxChain=2, facing=up'],
      ['Date', 'today'],
    ];
    expect(withoutRules(h, ['maxChain'])).toEqual([
      ['Rules', 'facing=up'],
      ['Date', 'today'],
    ]);
    expect(withoutRules(h, ['maxChain', 'facing'])).toEqual([['Date', 'today']]);
  });
});

describe('withoutRulePart', () => {
  it('takes out every part written so, malformed or not, and leaves every other header and part', () => {
    fc.assert(
      fc.property(headersWithStrays, fc.nat(), fc.boolean(), (h, i, padded) => {
        const parts = ruleParts(h);
        const part = parts.length ? parts[i % parts.length] : 'junk';
        const out = withoutRulePart(h, padded ? ` ${part} ` : part);
        // A line that loses its last part goes with it: it would be an empty, unknown rule.
        expect(ruleParts(out)).toEqual(parts.filter((p) => p !== part));
        expect(others(out)).toEqual(others(h));
      }),
    );
  });

  it('removes a part with no = and a typo of a rule, keeping the rest of the line as written', () => {
    const h: Headers = [
      ['Rules', 'maxChain=2,maxchian=2 ,  nonsense'],
      ['Rules', 'nonsense'],
      ['Date', 'today'],
    ];
    expect(withoutRulePart(h, 'nonsense')).toEqual([
      ['Rules', 'maxChain=2, maxchian=2'],
      ['Date', 'today'],
    ]);
    expect(withoutRulePart(h, 'maxchian=2')).toEqual([
      ['Rules', 'maxChain=2, nonsense'],
      ['Rules', 'nonsense'],
      ['Date', 'today'],
    ]);
    // A stray comma's empty part.
    expect(withoutRulePart([['Rules', 'maxChain=2,']], '')).toEqual([['Rules', 'maxChain=2']]);
    expect(withoutRulePart(h, 'absent')).toEqual(h);
  });
});
