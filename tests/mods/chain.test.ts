import { describe, expect, it } from 'vitest';
import { Game } from '../../src/core/game';
import { MODS } from '../../src/mods';
import { CHAIN_DEFAULT } from '../../src/mods/chain';
import { game } from '../helpers';
import { modGame } from './support';

describe('chain push', () => {
  it('moves a whole row of boxes by default, until a wall stops it', () => {
    expect(CHAIN_DEFAULT).toBe(0);
    const g = modGame('##########\n#@$$$$....#\n##########', 'chain');
    for (let i = 0; i < 4; i++) expect(g.move('r').pushes).toHaveLength(4);
    expect(g.solved).toBe(true);
    const r = g.move('r');
    expect(r.moved).toBe(false);
    expect(r.blocked?.reason).toBe('box blocked');
  });

  it('does not apply to levels that do not name the mod', () => {
    const board = '#########\n#@$$$ ...#\n#########';
    expect(game(board).move('r').moved).toBe(false);
    expect(modGame(board, 'chain').move('r').moved).toBe(true);
  });

  it('lets a level cap the row with Rules: maxChain', () => {
    const g = modGame('#########\n#@$$$ ...#\n#########\nRules: maxChain=2', 'chain');
    expect(g.move('r').moved).toBe(false);
    expect(g.world.rules.maxChain).toBe(2);
    expect(g.status()).toEqual([{ text: 'Chain push: up to 2 boxes at once' }]);
    expect(modGame('#######\n#@$$..#\n#######', 'chain').status()).toEqual([{ text: 'Chain push: any row' }]);
  });

  it("changes only the default of classic's maxChain rule, for levels that name the mod", () => {
    const board = '#####\n#@$.#\n#####';
    const g = Game.fromText(`Mods: chain\n\n${board}`, 1, { catalogue: MODS });
    expect(g.ruleset.rules.maxChain).toBe(0);
    expect(Game.fromText(board, 1, { catalogue: MODS }).ruleset.rules.maxChain).toBe(1);
  });
});
