import { describe, expect, it } from 'vitest';
import { classicPlugin } from '../../src/core/classic';
import { Game } from '../../src/core/game';
import { createRuleset, type PluginApi, ruleNamesOf } from '../../src/core/plugin';
import { MODS } from '../../src/mods';
import { ruleFields, rulesLeavingWith, unknownRules } from '../../src/ui/app/editor/rule-fields';
import { ruleLines, ruleWords } from '../../src/ui/app/levels/rule-words';

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
      label: 'A push moves',
      description: expect.stringContaining('How many boxes'),
      defaultValue: 0,
      limits: { integer: true, min: 0 },
      text: '2',
    });
    expect(groups[1].rules[0]).toMatchObject({ label: 'Ice slides the player', defaultValue: true });
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

  it('labels a rule only when its plugin gives it a label', () => {
    const lamps = {
      name: 'lamps',
      description: 'Lamps.',
      setup(api: PluginApi) {
        api.rule('lit', false, 'Whether the lamps are lit.');
        api.rule('lamps', 3, 'How many lamps there are.', { label: 'Lamps' });
      },
    };
    const [group] = ruleFields(['lamps'], [], new Map([['lamps', lamps]]));
    expect(group.rules.map((r) => [r.name, r.label])).toEqual([
      ['lit', undefined],
      ['lamps', 'Lamps'],
    ]);
    expect(group.rules[0]).not.toHaveProperty('label');
  });

  it('takes out the rules of an unticked mod, but not those another ticked mod offers', () => {
    expect(rulesLeavingWith('chain', ['chain'])).toEqual(['maxChain']);
    expect(rulesLeavingWith('chain', ['chain', 'rules'])).toEqual([]);
    expect(rulesLeavingWith('rules', ['chain', 'rules'])).toEqual(['classicWin', 'facing']);
  });
});

describe('ruleLines', () => {
  const game = (text: string) => Game.fromText(text, 1, { catalogue: MODS });
  const chain = (rules: string) => game(`Mods: chain\n\n#######\n#@$$ .#\n#   . #\n#######\nRules: ${rules}`);
  it('says the rules a level sets away from their defaults, in words', () => {
    expect(ruleLines(chain('maxChain=2'))).toEqual(['A push moves: up to 2 boxes in a row']);
    // A value equal to the default (chain's is 0) is no news.
    expect(ruleLines(chain('maxChain=0'))).toEqual([]);
    expect(ruleLines(game('#####\n#@$.#\n#####'))).toEqual([]);
    expect(ruleLines(game('#####\n#@$.#\n#####\nRules: maxChain=0, deadlocks=fast'))).toEqual([
      'A push moves: any number of boxes in a row',
      'Stuck boxes are marked: by the quick checks only',
    ]);
    expect(ruleLines(game('Mods: ice\n\n#####\n#@$.#\n#####\nRules: iceSlidesPlayer=false'))).toEqual([
      'Ice slides the player: no',
    ]);
  });
});

describe('ruleWords', () => {
  const ruleset = (setup: (api: PluginApi) => void) =>
    createRuleset([classicPlugin, { name: 'lamps', description: 'Lamps.', setup }]);

  it('gives every shipped rule a label of its own, and its values in words, not its name', () => {
    const rulesets = [classicPlugin, ...MODS.values()].map((mod) => createRuleset([classicPlugin, mod]));
    const names = new Set(rulesets.flatMap((r) => Object.keys(r.rules)));
    expect([...names].sort()).toEqual(['classicWin', 'deadlocks', 'facing', 'iceSlidesPlayer', 'maxChain']);
    for (const r of rulesets)
      for (const name of Object.keys(r.rules)) {
        expect(r.ruleWords[name].label, name).toMatch(/^[A-Z][a-z ]+$/);
        // No `name=value`, no camelCase name.
        expect(ruleWords(r, name, r.rules[name]), name).not.toMatch(/=|[a-z][A-Z]/);
      }
    const all = createRuleset([classicPlugin, MODS.get('rules')!]);
    expect(ruleWords(all, 'maxChain', 1)).toBe('A push moves: one box');
    expect(ruleWords(all, 'classicWin', true)).toBe('Every box on a goal also wins: yes');
    expect(ruleWords(all, 'facing', 'up')).toBe('Objects start facing: up');
    expect(ruleWords(all, 'deadlocks', 'off')).toBe('Stuck boxes are marked: never');
  });

  it('falls back to the description, plain values, and the text as written for a rule nobody declares', () => {
    const r = ruleset((api) => {
      api.rule('lit', false, 'Whether the lamps are lit.');
      api.rule('lamps', 3, 'How many lamps there are.', { label: 'Lamps' });
      api.rule('colour', 'red', "The lamps' colour.", {
        label: 'Lamp colour',
        valueText: () => {
          throw new Error('a mod mistake');
        },
      });
    });
    expect(ruleWords(r, 'lit', true)).toBe('Whether the lamps are lit: yes');
    expect(ruleWords(r, 'lamps', 4)).toBe('Lamps: 4');
    expect(ruleWords(r, 'colour', 'blue')).toBe('Lamp colour: blue');
    expect(ruleWords(r, 'nonsense', 1)).toBe('nonsense=1');
    expect(ruleWords(r, 'constructor', 1)).toBe('constructor=1');
  });
});
