import { describe, expect, it } from 'vitest';
import { classicPlugin } from '../../../src/core/classic';
import { Game, glyphsOf } from '../../../src/core/game';
import { parseCollection } from '../../../src/core/level/xsb';
import { createRuleset } from '../../../src/core/plugin';
import { MODS } from '../../../src/mods';
import { rulesPlugin } from '../../../src/mods/rules';
import { Active, Hero, KIND_DEFS, Text, WORD_TAGS } from '../../../src/mods/rules/components';
import { NO_YOU } from '../../../src/mods/rules/status';
import { WORDS } from '../../../src/mods/rules/words';
import { at, rulesGame } from './support';

/** Problem codes of a rules level given as board lines. */
function problems(board: string, headers = ''): string[] {
  const text = `${board.replace(/^\n/, '')}\nMods: rules\n${headers}`;
  const { collection } = parseCollection(text, { glyphs: glyphsOf(MODS) });
  return Game.tryLevel(collection.levels[0], { catalogue: MODS }).problems.map((p) => p.code);
}

describe('the rules mod as a plugin', () => {
  it('is in the catalogue, and loads beside every other mod (no glyph or id clash)', () => {
    expect(MODS.get('rules')).toBe(rulesPlugin);
    const all = createRuleset([classicPlugin, ...MODS.values()]);
    for (const c of [...WORDS.map((w) => w.letter), ...'hwrqlkd']) {
      expect(all.glyphs.has(c), c).toBe(true);
      expect(glyphsOf(MODS)).toContain(c);
    }
  });

  it('orders its systems around the classic ones', () => {
    const ids = rulesGame(`
#####
#HIY#
#@  #
#####`).ruleset.systems.map((s) => s.id);
    const runsBefore = (a: string, b: string) => expect(ids.indexOf(a)).toBeLessThan(ids.indexOf(b));
    runsBefore('rules/openDoors', 'classic/resolvePushes');
    runsBefore('classic/applyMoves', 'rules/moveMovers');
    runsBefore('rules/moveMovers', 'rules/applyRules');
    runsBefore('rules/applyRules', 'rules/interact');
    runsBefore('classic/checkWin', 'rules/checkWin');
    expect(ids.at(-1)).toBe('rules/checkWin');
    expect(ids).not.toContain('classic/detectDeadlocks');
  });

  it('reads board rows that start with words, or with spaces', () => {
    const g = rulesGame(`
    ######
RIP #@ .#
    #   #
  GIV####
    #HIY#
    #####`);
    expect(g.height).toBe(6);
    expect(at(g, 0, 1)).toEqual(["'ROCK'"]);
    expect(at(g, 4, 3)).toEqual(["'WIN'"]);
  });

  it('writes words, objects, heroes and stacks back to XSB', () => {
    const board = `
###########
#HIY GIV  #
#h+ wrqlkd#
#*$  BIP  #
###########`;
    const g = rulesGame(board);
    expect(g.toXsb()).toBe(board.trim());
    expect(g.world.query(Hero)).toHaveLength(2);
  });

  it('gives every word its own tag and sprite, and every object kind a sprite', () => {
    const g = rulesGame(`
#####
#HIY#
#@  #
#####`);
    const sprites = g.ruleset.sprites;
    for (const w of WORDS) {
      const s = sprites.find((x) => x.component === WORD_TAGS[w.id]);
      expect(s?.svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64">.*<\/svg>$/);
      expect(s?.svg).toContain(`>${w.text}</text>`);
    }
    // BOX and GOAL are the classic tags and keep the classic look.
    for (const def of KIND_DEFS.filter((d) => d !== Text && !d.name.startsWith('Box') && d.name !== 'Goal')) {
      expect(
        sprites.some((x) => x.component === def),
        def.name,
      ).toBe(true);
    }
    expect(sprites.find((x) => x.component === Active)?.layer).toBe('overlay');
  });

  it('marks exactly the words of standing sentences Active', () => {
    const g = rulesGame(`
##########
#HIY RI  #
#  P   Y #
#@       #
##########`);
    const active = g.world.query(Active).map((e) => WORDS[g.world.store(Text).word[e]].text);
    expect(active.sort()).toEqual(['HERO', 'IS', 'YOU']);
  });

  it('lists the sentences in force, and warns when nothing is YOU', () => {
    const g = rulesGame(`
##########
#HIY QIU #
#WIS     #
#  @q    #
##########`);
    expect(g.status()).toEqual([
      { text: 'HERO IS YOU', tone: 'info' },
      { text: 'WATER IS SINK', tone: 'info' },
      { text: 'WALL IS STOP', tone: 'info' },
    ]);
    g.move('r');
    expect(g.status()[0]).toEqual({ text: NO_YOU, tone: 'warn' });
  });

  it('lets rows of words be pushed whole, unless the level limits chains', () => {
    const board = `
##########
#HIY     #
#@RIP    #
##########`;
    expect(rulesGame(board).move('r').moved).toBe(true);
    expect(rulesGame(board, { headers: 'Rules: maxChain=2' }).move('r').moved).toBe(false);
  });

  it('checks what a rules level needs, and only that', () => {
    expect(
      problems(`
#####
#HIY#
#@  #
#####`),
    ).toEqual([]);
    expect(
      problems(`
######
#HI Y#
#@   #
######`),
    ).toEqual(['no-player']);
    expect(
      problems(
        `
#####
#HIY#
#@  #
#####`,
        'Rules: facing=north',
      ),
    ).toEqual(['bad-header']);
    expect(
      problems(
        `
#######
#HIY  #
#@$$. #
#######`,
        'Rules: classicWin=true',
      ),
    ).toEqual(['box-goal-mismatch']);
    expect(
      problems(`
#######
#HIY  #
#@$$. #
#######`),
    ).toEqual([]);
  });
});
