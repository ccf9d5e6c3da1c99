import { describe, expect, it } from 'vitest';
import { parseCollection } from '../../src/core/level/xsb';
import type { Plugin } from '../../src/core/plugin';
import { MODS } from '../../src/mods';
import { checkReplay } from '../../src/ui/app/screens/replay-check';

const level = (text: string) => parseCollection(text).collection.levels[0];
const TUTORIAL_1 = level('########\n#@ $  .#\n########');

describe('checkReplay', () => {
  it('plays every move, writing pushes in capitals whatever case they came in', () => {
    expect(checkReplay(TUTORIAL_1, 'rrrr', { catalogue: MODS })).toEqual({
      playable: true,
      moves: ['right', 'right', 'right', 'right'],
      pushes: [0, 0, 1, 2, 3],
      lurd: 'rRRR',
      error: null,
    });
  });

  it('stops at a blocked move, and names moves it cannot read', () => {
    const blocked = checkReplay(TUTORIAL_1, 'rRRRR', { catalogue: MODS });
    expect(blocked).toMatchObject({ lurd: 'rRRR', error: 'Move 5 is blocked; the replay stops there.' });
    expect(checkReplay(TUTORIAL_1, 'rx', { catalogue: MODS }).error).toMatch(/^The moves cannot be read: /);
  });

  it('stops where a mod of the level throws, with its words, keeping the moves before', () => {
    let turns = 0;
    const brittle: Plugin = {
      name: 'brittle',
      description: 'throws on its third turn',
      setup(api) {
        api.system({
          id: 'brittle/crack',
          phase: 'movement',
          create: () => (turn) => {
            if (turn.command && ++turns === 3) throw new Error('cracked');
          },
        });
      },
    };
    const r = checkReplay(level('Mods: brittle\n\n########\n#@ $  .#\n########'), 'rRRR', {
      catalogue: new Map([['brittle', brittle]]),
    });
    expect(r.lurd).toBe('rR');
    expect(r.error).toMatch(
      /^Move 3 could not be played: a mod of this level failed \(.*brittle.*cracked.*\); the replay stops there\.$/,
    );
  });

  it('says a level that cannot be played is not drawn', () => {
    expect(checkReplay(level('#####\n#@$ #\n#####'), 'r', { catalogue: MODS })).toMatchObject({
      playable: false,
      error: 'This level cannot be played, so its solution cannot be shown.',
    });
  });
});
