import { describe, expect, it } from 'vitest';
import { classicPlugin } from '../../src/core/classic';
import { Box } from '../../src/core/classic/components';
import { defineComponent } from '../../src/core/ecs/component';
import { Game } from '../../src/core/game';
import { createRuleset, type Plugin, type PluginApi, PluginError } from '../../src/core/plugin';
import { stateBytes } from '../helpers';

const floor = () => {};
const mod = (name: string, setup: (api: PluginApi) => void, requires?: string[]): Plugin => ({
  name,
  description: `test mod ${name}`,
  ...(requires ? { requires } : {}),
  setup,
});

/** Wiring mistakes createRuleset refuses, each with a message naming the plugin and the problem. */
const CASES: [string, Plugin[], RegExp][] = [
  [
    'a glyph of two characters',
    [mod('wide', (api) => api.glyph({ char: '<>', name: 'gate', build: floor }))],
    /^wide: a glyph is one character, not "<>"\.$/,
  ],
  [
    'a digit glyph (run counts)',
    [mod('digits', (api) => api.glyph({ char: '7', name: 'seven', build: floor }))],
    /^digits: "7" is reserved by the XSB format\.$/,
  ],
  [
    'a | glyph (row separator)',
    [mod('bars', (api) => api.glyph({ char: '|', name: 'bar', build: floor }))],
    /^bars: "\|" is reserved by the XSB format\.$/,
  ],
  [
    'a glyph another plugin claimed',
    [mod('boxes', (api) => api.glyph({ char: '$', name: 'crate', build: floor }))],
    /^boxes: glyph "\$" is already claimed by classic\.$/,
  ],
  [
    'a sound for a segment kind another plugin gave one',
    [
      mod('hiss', (api) =>
        api.sound({ segment: 'slip', voices: [{ wave: 'noise', from: 900, dur: 0.1, gain: 0.1 }] }),
      ),
      mod('buzz', (api) =>
        api.sound({ segment: 'slip', voices: [{ wave: 'square', from: 90, dur: 0.1, gain: 0.1 }] }),
      ),
    ],
    /^buzz: the sound of "slip" is already given by hiss\.$/,
  ],
  [
    "a sound for the game's own push",
    [
      mod('thud', (api) =>
        api.sound({ segment: 'push', voices: [{ wave: 'sine', from: 90, dur: 0.1, gain: 0.1 }] }),
      ),
    ],
    /^thud: "push" sounds as the game's own push\.$/,
  ],
  [
    'a sound too loud',
    [
      mod('loud', (api) =>
        api.sound({ segment: 'boom', voices: [{ wave: 'sine', from: 60, dur: 0.3, gain: 4 }] }),
      ),
    ],
    /^loud: the sound of "boom" needs voices of 0-2 s, gain 0-1 and positive pitches, not \{.*"gain":4\}\.$/,
  ],
  [
    'a sound of no voices',
    [mod('mute', (api) => api.sound({ segment: 'hush', voices: [] }))],
    /^mute: the sound of "hush" needs voices of 0-2 s, gain 0-1 and positive pitches\.$/,
  ],
  [
    'a rule declared twice',
    [mod('chainy', (api) => api.rule('maxChain', 3, 'again'))],
    /^chainy: rule "maxChain" is already declared; use api\.ruleDefault/,
  ],
  [
    'the default of an unknown rule',
    [mod('fast', (api) => api.ruleDefault('speed', 2))],
    /^fast: cannot set the default of unknown rule "speed"\.$/,
  ],
  [
    'a default of the wrong type',
    [mod('wordy', (api) => api.ruleDefault('maxChain', 'two'))],
    /^wordy: rule "maxChain" takes a number, not "two"\.$/,
  ],
  [
    'the default of a rule no plugin declared, only every object has',
    [mod('proto', (api) => api.ruleDefault('constructor', 1))],
    /^proto: cannot set the default of unknown rule "constructor"\.$/,
  ],
  [
    "a default outside the rule's own choices",
    [mod('sizes', (api) => api.rule('size', 'huge', 'how big', { choices: ['small', 'big'] }))],
    /^sizes: the default of rule "size", "huge", is not small or big\.$/,
  ],
  [
    'a default outside the limits of a rule another plugin declared',
    [mod('negative', (api) => api.ruleDefault('maxChain', -1))],
    /^negative: rule "maxChain" takes a whole number, 0 or more, not -1\.$/,
  ],
  [
    "a check under another plugin's id",
    [mod('strict', (api) => api.check('classic/boxesMatchGoals', () => []))],
    /^strict: check "classic\/boxesMatchGoals" is already added by classic; disable it and add yours under an id of your own\.$/,
  ],
  [
    'disabling an id nobody added',
    [mod('quiet', (api) => api.disable('classic/noSuchCheck'))],
    /^quiet: cannot disable "classic\/noSuchCheck": no system or check has that id\.$/,
  ],
  [
    'a missing dependency',
    [mod('needy', floor, ['lava'])],
    /^Plugin "needy" requires "lava", which is not loaded\.$/,
  ],
  [
    'plugins that require each other',
    [mod('egg', floor, ['hen']), mod('hen', floor, ['egg'])],
    /^Plugins require each other in a cycle at "egg"\.$/,
  ],
];

describe('createRuleset refuses wiring mistakes', () => {
  it.each(CASES)('%s', (_what, plugins, message) => {
    let thrown: unknown;
    try {
      createRuleset([classicPlugin, ...plugins]);
    } catch (e) {
      thrown = e;
    }
    expect(thrown).toBeInstanceOf(PluginError);
    expect((thrown as Error).message).toMatch(message);
  });

  it('and a level using such a plugin reports it as a mod-error problem instead of throwing', () => {
    const [, plugins, message] = CASES[3];
    const catalogue = new Map(plugins.map((p) => [p.name, p]));
    const level = {
      index: 1,
      rows: ['#####', '#@$.#', '#####'],
      solutions: [],
      headers: [],
      notes: [],
      line: 1,
    };
    const { game, problems } = Game.tryLevel({ ...level, mods: ['boxes'] }, { catalogue });
    expect(game).toBeUndefined();
    expect(problems).toEqual([{ code: 'mod-error', message: expect.stringMatching(message), level: 1 }]);
  });
});

/** Plugin code that throws while a level loads, and the problem that reports it. */
const kaboom = () => {
  throw new Error('kaboom');
};
const LOADS: [string, (api: PluginApi) => void, string][] = [
  ['a glyph build', (api) => api.glyph({ char: '!', name: 'bomb', build: kaboom }), 'building "!"'],
  ['an onBuilt hook', (api) => api.onBuilt(kaboom), 'onBuilt'],
  ['a reach grower', (api) => api.reach(kaboom), 'reach'],
  ['a check', (api) => api.check('boom/explode', kaboom), 'check "boom/explode"'],
  [
    'an analysis condition',
    (api) => api.analysis('unsupported', 'Hints are unavailable for bombs.', { when: kaboom }),
    'analysis when',
  ],
  [
    "a system's create",
    (api) => api.system({ id: 'boom/explode', phase: 'movement', create: kaboom }),
    'creating system "boom/explode"',
  ],
  [
    'a win check judging the start',
    (api) => api.system({ id: 'boom/explode', phase: 'wincheck', create: () => kaboom }),
    'judging the start with "boom/explode"',
  ],
];

describe('plugin code that throws while a level loads', () => {
  it.each(LOADS)(
    '%s becomes a mod-error problem naming the plugin, not an exception',
    (_what, setup, step) => {
      const catalogue = new Map([['boom', mod('boom', setup)]]);
      const glyphs = step.startsWith('building');
      const level = {
        index: 1,
        rows: ['######', glyphs ? '#@$.!#' : '#@$. #', '######'],
        solutions: [],
        headers: [],
        notes: [],
        line: 1,
      };
      const { game, problems } = Game.tryLevel({ ...level, mods: ['boom'] }, { catalogue });
      expect(game).toBeUndefined();
      expect(problems).toContainEqual(
        expect.objectContaining({ code: 'mod-error', message: `boom: ${step} failed: kaboom`, level: 1 }),
      );
    },
  );
});

describe('plugin code that throws during a turn', () => {
  it('names the plugin and the system, not only what went wrong inside it', () => {
    // A system that adds a component its plugin never registered threw "Component ... is not
    // registered", with nothing to say which of a level's mods did it.
    const boom = mod('boom', (api) =>
      api.system({ id: 'boom/explode', phase: 'movement', create: () => (turn) => turn.command && kaboom() }),
    );
    const g = Game.fromText('Mods: boom\n\n#####\n#@$.#\n#####', 1, { catalogue: new Map([['boom', boom]]) });
    expect(() => g.move('r')).toThrow(new PluginError('boom: running system "boom/explode" failed: kaboom'));
  });

  it("keeps the system's failure first when a restore hook then fails as the turn is rolled back", () => {
    const boom = mod('boom', (api) => {
      api.system({ id: 'boom/explode', phase: 'movement', create: () => (turn) => turn.command && kaboom() });
      api.onRestore(() => {
        throw new Error('no cache');
      });
    });
    const g = Game.fromText('Mods: boom\n\n#####\n#@$.#\n#####', 1, { catalogue: new Map([['boom', boom]]) });
    expect(() => g.move('r')).toThrow(
      new PluginError(
        'boom: running system "boom/explode" failed: kaboom; then boom: restoring its state (onRestore) failed: no cache',
      ),
    );
  });

  it('rolls the turn back: the position is the one before the move, with nothing to undo', () => {
    // Classic had moved the player and the box, and boom tagged the box and wrote a field of it,
    // before it threw; all of that stayed on the board, with no history entry to take it back.
    const Lit = defineComponent('boom/Lit', { state: true, fields: { level: 'u8' } });
    let armed = true;
    const boom = mod('boom', (api) => {
      api.components(Lit);
      api.system({
        id: 'boom/explode',
        phase: 'movement',
        after: 'classic/applyMoves',
        create: (world) => (turn) => {
          if (!turn.command) return;
          for (const s of turn.segments) if (world.has(s.eid, Box)) world.add(s.eid, Lit);
          world.store(Lit).level[world.query(Box)[0]] = 7;
          if (armed) {
            armed = false;
            kaboom();
          }
          for (const e of world.query(Box)) world.touch(e, Lit);
        },
      });
    });
    const g = Game.fromText('Mods: boom\n\n######\n#@$ .#\n######', 1, {
      catalogue: new Map([['boom', boom]]),
      strict: true,
    });
    const before = stateBytes(g);
    expect(() => g.move('r')).toThrow(PluginError);
    expect(g.toXsb()).toBe('######\n#@$ .#\n######');
    expect(stateBytes(g)).toBe(before);
    expect(g.world.findAt(2, 1, Box)).toBe(g.world.query(Box)[0]);
    expect(g.world.findAt(3, 1, Box)).toBe(-1);
    expect(g.canUndo).toBe(false);
    expect(g.moves).toBe(0);
    // The same move again plays from there, and undo (strict: nothing left unrecorded) returns.
    expect(g.move('r').moved).toBe(true);
    expect(g.toXsb()).toBe('######\n# @$.#\n######');
    g.undo();
    expect(stateBytes(g)).toBe(before);
  });
});
