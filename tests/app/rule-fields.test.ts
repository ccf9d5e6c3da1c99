import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { ruleNamesOf } from '../../src/core/plugin';
import { MODS } from '../../src/mods';
import { ruleFields, rulesLeavingWith, unknownRules } from '../../src/ui/app/editor/rule-fields';
import { ruleLines } from '../../src/ui/app/levels/rule-words';

describe("the editor's rule fields", () => {
  it('lists the Rules: parts no rule of the ticked mods reads, as written, each once', () => {
    const headers: [string, string][] = [
      ['Rules', 'maxChain=2, nonsense=1,maxchian=2, iceSlidesPlayer=false'],
      ['Rules', ' junk , nonsense=1,'],
    ];
    expect(unknownRules([], headers)).toEqual([
      'nonsense=1',
      'maxchian=2',
      'iceSlidesPlayer=false',
      'junk',
      '',
    ]);
    // Ice reads its own rule.
    expect(unknownRules(['ice'], headers)).toEqual(['nonsense=1', 'maxchian=2', 'junk', '']);
    expect(unknownRules(['ice'], [['Rules', 'maxChain=2']])).toEqual([]);
    // The level's checks refuse exactly these parts.
    for (const mods of [[], ['ice']]) {
      const level = {
        index: 1,
        rows: ['#####', '#@$.#', '#####'],
        solutions: [],
        mods,
        headers,
        notes: [],
        line: 1,
      };
      const refused = Game.checkLevel(level, { catalogue: MODS }).flatMap(
        (p) => /^unknown rule "(.*)";/.exec(p.message)?.[1] ?? [],
      );
      expect([...new Set(refused)]).toEqual(unknownRules(mods, headers));
    }
  });

  it('names the rules a plugin declares or changes the default of', () => {
    expect(ruleNamesOf(MODS.get('chain')!)).toEqual(['maxChain']);
    expect(ruleNamesOf(MODS.get('rules')!)).toEqual(['maxChain', 'classicWin', 'facing']);
    expect(ruleNamesOf(MODS.get('holes')!)).toEqual([]);
  });

  it("offers each ticked mod's rules with their description, limits, default and the level's value", () => {
    const groups = ruleFields(['holes', 'chain', 'ice'], [['Rules', 'maxChain=2']]);
    expect(groups.map((g) => [g.mod, g.rules.map((r) => r.name)])).toEqual([
      ['chain', ['maxChain']],
      ['ice', ['iceSlidesPlayer']],
    ]);
    expect(groups[0].rules[0]).toEqual({
      name: 'maxChain',
      description: expect.stringContaining('How many boxes'),
      defaultValue: 0,
      limits: { integer: true, min: 0 },
      text: '2',
    });
    expect(groups[1].rules[0]).toMatchObject({ defaultValue: true });
    expect(groups[1].rules[0].text).toBeUndefined();
  });

  it('offers the classic rules a level sets without a mod that owns them, and a rule once', () => {
    expect(ruleFields([], [['Rules', 'maxChain=2, deadlocks=fast, nonsense=1']])).toEqual([
      {
        mod: 'classic',
        rules: [
          expect.objectContaining({ name: 'maxChain', text: '2', defaultValue: 1 }),
          expect.objectContaining({
            name: 'deadlocks',
            text: 'fast',
            limits: { choices: ['full', 'fast', 'off'] },
          }),
        ],
      },
    ]);
    expect(ruleFields([], [])).toEqual([]);
    const both = ruleFields(['chain', 'rules'], []);
    expect(both.map((g) => [g.mod, g.rules.map((r) => r.name)])).toEqual([
      ['chain', ['maxChain']],
      ['rules', ['classicWin', 'facing']],
    ]);
  });

  it('takes out the rules of an unticked mod, but not those another ticked mod offers', () => {
    expect(rulesLeavingWith('chain', ['chain'])).toEqual(['maxChain']);
    expect(rulesLeavingWith('chain', ['chain', 'rules'])).toEqual([]);
    expect(rulesLeavingWith('rules', ['chain', 'rules'])).toEqual(['classicWin', 'facing']);
  });
});

describe('ruleLines', () => {
  const game = (text: string) => Game.fromText(text, 1, { catalogue: MODS });
  it('says the rules a level sets away from their defaults, with their descriptions', () => {
    expect(ruleLines(game('Mods: chain\n\n#######\n#@$$ .#\n#   . #\n#######\nRules: maxChain=2'))).toEqual([
      'maxChain = 2 — How many boxes in a row one push can move (0 = any number).',
    ]);
    // A value equal to the default (chain's is 0) is no news.
    expect(ruleLines(game('Mods: chain\n\n#######\n#@$$ .#\n#   . #\n#######\nRules: maxChain=0'))).toEqual(
      [],
    );
    expect(ruleLines(game('#####\n#@$.#\n#####'))).toEqual([]);
  });
});
