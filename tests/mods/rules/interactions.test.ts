import { describe, expect, it } from 'vitest';
import { Heading, Hero, Key, Rock } from '../../../src/mods/rules/components';
import { NO_YOU } from '../../../src/mods/rules/status';
import { at, rulesGame, STACKING_LEVEL, STACKING_MOVES, sentences, where } from './support';

const heading = (g: ReturnType<typeof rulesGame>, e: number) => g.world.store(Heading).dir[e];
const LEFT = 0;
const RIGHT = 2;

describe('SINK', () => {
  it('a rock pushed into water sinks with it, and undo brings both back', () => {
    const g = rulesGame(`
##########
#HIY RIP #
#QIU     #
# @rq    #
##########`);
    const r = g.move('r');
    expect(r.destroyed).toHaveLength(2);
    expect(at(g, 4, 3)).toEqual([]);
    expect(g.player).toEqual({ x: 3, y: 3 });
    g.undo();
    expect(at(g, 4, 3)).toEqual(['WATER']);
    expect(at(g, 3, 3)).toEqual(['ROCK']);
  });

  it('a hero walking into water sinks: nothing is YOU, moves do nothing, undo works', () => {
    const g = rulesGame(`
#########
#HIY QIU#
# @q    #
#########`);
    expect(g.move('r').moved).toBe(true);
    expect(at(g, 3, 2)).toEqual([]);
    expect(g.status()[0]).toEqual({ text: NO_YOU, tone: 'warn' });
    expect(g.move('l').moved).toBe(false);
    g.undo();
    expect(g.player).toEqual({ x: 2, y: 2 });
    expect(g.status().some((l) => l.tone === 'warn')).toBe(false);
  });
});

describe('DEFEAT and HOT/MELT', () => {
  it('DEFEAT destroys YOU, not itself, and spares what is not YOU', () => {
    const g = rulesGame(`
###########
#HIY LIX  #
#RIP      #
# @ rl    #
###########`);
    g.move('r');
    g.move('r');
    expect(at(g, 5, 3)).toEqual(['LAVA', 'ROCK']);
    const r = g.move('r');
    expect(r.destroyed).toHaveLength(1);
    expect(g.player).toBeNull();
    expect(at(g, 5, 3)).toEqual(['LAVA']);
    expect(at(g, 6, 3)).toEqual(['ROCK']);
  });

  it('an object both YOU and DEFEAT destroys itself', () => {
    const g = rulesGame(`
##########
#HIYAX   #
# @      #
##########`);
    g.move('r');
    expect(g.player).toBeNull();
  });

  const hot = (rules: string) =>
    rulesGame(`
############
#HIY LIF   #
#RIP ${rules.padEnd(6)}#
# @ rl     #
############`);

  it('HOT destroys what is MELT, and only that', () => {
    const melting = hot('RIE');
    melting.move('r');
    melting.move('r');
    expect(at(melting, 5, 3)).toEqual(['LAVA']);
    const g = hot('');
    g.move('r');
    g.move('r');
    expect(at(g, 5, 3)).toEqual(['LAVA', 'ROCK']);
    g.move('r');
    expect(g.player).toEqual({ x: 5, y: 3 });
    const h = hot('HIE');
    h.move('r');
    h.move('r');
    h.move('r');
    expect(h.player).toBeNull();
    expect(at(h, 5, 3)).toEqual(['LAVA']);
  });
});

describe('OPEN and SHUT', () => {
  const words = `
#############
#HIY KIPAO  #
#DISAC RIP  #`;

  it('a key pushed into a STOP door opens it; the pusher takes the key’s place', () => {
    const g = rulesGame(`${words}
# @kd      #
#############`);
    const r = g.move('r');
    expect(r.moved).toBe(true);
    expect(r.destroyed).toHaveLength(2);
    expect(at(g, 3, 3)).toEqual(['HERO']);
    expect(at(g, 4, 3)).toEqual([]);
    g.move('r');
    expect(g.player).toEqual({ x: 4, y: 3 });
  });

  it('works at the head of a pushed row: the row behind moves up', () => {
    const g = rulesGame(`${words}
#@rkd      #
#############`);
    g.move('r');
    expect(at(g, 2, 3)).toEqual(['HERO']);
    expect(at(g, 3, 3)).toEqual(['ROCK']);
    expect(at(g, 4, 3)).toEqual([]);
  });

  it('a SHUT that does not stop is opened once the key stands on it', () => {
    const g = rulesGame(`
#############
#HIY KIPAO  #
#DIC        #
# @kd       #
#############`);
    const r = g.move('r');
    expect(r.segments.map((s) => [s.toX, s.toY])).toContainEqual([4, 3]);
    expect(at(g, 4, 3)).toEqual([]);
  });

  it('one OPEN destroys one SHUT', () => {
    const g = rulesGame(`
#############
#HIY KIPAO  #
#BIC GIC    #
# @k*       #
#############`);
    g.move('r');
    expect(at(g, 4, 3)).toEqual(['BOX']);
    expect(g.world.query(Key)).toEqual([]);
  });

  it('a YOU that is OPEN walking into a SHUT door opens it and is gone', () => {
    const g = rulesGame(`
#############
#HIY HIO    #
#DISAC      #
# @d        #
#############`);
    g.move('r');
    expect(at(g, 3, 3)).toEqual([]);
    expect(g.player).toBeNull();
  });
});

describe('WIN', () => {
  it('a YOU standing on a WIN wins', () => {
    const g = rulesGame(`
##########
#HIY GIV #
# @.     #
##########`);
    expect(g.solved).toBe(false);
    expect(g.move('r').solved).toBe(true);
  });

  it('a YOU that is WIN itself wins at its next turn', () => {
    const g = rulesGame(`
##########
#HIYAV   #
# @      #
##########`);
    expect(g.move('r').solved).toBe(true);
  });

  it('destruction comes before the win check', () => {
    const g = rulesGame(`
###########
#HIY GIVAX#
# @.      #
###########`);
    const r = g.move('r');
    expect(r.solved).toBe(false);
    expect(g.player).toBeNull();
  });

  it('the classic win (every box on a goal) counts when the level asks for it', () => {
    const board = `
##########
#HIY BIP #
# @$.    #
##########`;
    expect(rulesGame(board).move('r').solved).toBe(false);
    expect(rulesGame(board, { headers: 'Rules: classicWin=true' }).move('r').solved).toBe(true);
  });
});

describe('YOU', () => {
  it('every YOU moves, front first, so a row of them walks together', () => {
    const g = rulesGame(`
###########
#HARIY    #
# @r      #
###########`);
    g.move('r');
    expect(at(g, 3, 2)).toEqual(['HERO']);
    expect(at(g, 4, 2)).toEqual(['ROCK']);
  });

  it('one YOU blocked does not hold back another', () => {
    const g = rulesGame(`
###########
#HARIY    #
#@        #
#   r     #
###########`);
    g.move('l');
    expect(g.world.query(Hero).map((e) => g.world.x(e))).toEqual([1]);
    expect(where(g, Rock)).toEqual([3, 3]);
  });
});

describe('MOVE', () => {
  it('moves after YOU: YOU is blocked by the mover, then the mover walks onto YOU', () => {
    const g = rulesGame(
      `
##########
#HIY RIMAS#
#@r       #
##########`,
      { headers: 'Rules: facing=left' },
    );
    const r = g.move('r');
    expect(r.moved).toBe(true);
    expect(g.player).toEqual({ x: 1, y: 2 });
    expect(where(g, Rock)).toEqual([1, 2]);
  });

  it('turns around when blocked and moves the other way in the same turn', () => {
    const g = rulesGame(`
##########
#HIY RIM #
#@     r #
#       r#
##########`);
    const [a, b] = g.world.query(Rock);
    g.move('u');
    expect([g.world.x(a), heading(g, a)]).toEqual([8, RIGHT]);
    expect([g.world.x(b), heading(g, b)]).toEqual([7, LEFT]);
  });

  it('blocked both ways it stays, facing back; that is still a turn', () => {
    const g = rulesGame(`
#########
#HIY RIM#
#@   #r##
#########`);
    const [rock] = g.world.query(Rock);
    expect(g.move('d').moved).toBe(true);
    expect([g.world.x(rock), heading(g, rock)]).toEqual([6, LEFT]);
    g.move('d');
    expect(heading(g, rock)).toBe(RIGHT);
    g.undo();
    expect(heading(g, rock)).toBe(LEFT);
  });

  it('pushes what is in its way', () => {
    const g = rulesGame(`
##########
#HIY RIM #
#@ rV    #
##########`);
    const r = g.move('u');
    expect(at(g, 5, 2)).toEqual(["'WIN'"]);
    expect(r.segments.every((s) => s.kind === 'move')).toBe(true);
  });

  it('pushes a stack of PUSH objects whole, as YOU does, and undo splits nothing', () => {
    // The rock is pushed onto the key while the key is nothing; KEY IS PUSH then makes a stack of two
    // PUSH objects, and LAVA IS MOVE, formed last, sends the lava into it.
    const g = rulesGame(STACKING_LEVEL);
    for (const m of STACKING_MOVES) expect(g.move(m).moved).toBe(true);
    expect(at(g, 7, 5)).toEqual(['KEY', 'ROCK']);
    expect(sentences(g)).toContain('LAVA IS MOVE');
    g.move('d');
    expect([at(g, 6, 5), at(g, 7, 5), at(g, 8, 5)]).toEqual([[], ['LAVA'], ['KEY', 'ROCK']]);
    g.undo();
    expect([at(g, 6, 5), at(g, 7, 5)]).toEqual([['LAVA'], ['KEY', 'ROCK']]);
  });

  it('a YOU that is MOVE steps twice the way it was steered, then keeps facing it', () => {
    const g = rulesGame(`
##########
#HIYAM   #
#   @    #
##########`);
    g.move('l');
    expect(g.player).toEqual({ x: 2, y: 2 });
    const [hero] = g.world.query(Hero);
    expect(heading(g, hero)).toBe(LEFT);
  });

  it('time passes with nothing YOU: MOVE objects still move', () => {
    const g = rulesGame(`
############
#HIYANY RIM#
#@    r    #
############`);
    expect(g.player).toBeNull();
    const r = g.move('u');
    expect(r.moved).toBe(true);
    expect(where(g, Rock)).toEqual([7, 2]);
  });
});

describe('transformations', () => {
  it('apply at the start, before the first move', () => {
    const g = rulesGame(`
##########
#HIY RIG #
#@  r    #
##########`);
    expect(at(g, 4, 2)).toEqual(['GOAL']);
    expect(g.toXsb().split('\n')[2]).toBe('#@  .    #');
  });

  it('happen at the end of the turn that forms the sentence, and undo reverts them', () => {
    const g = rulesGame(`
##########
#HIY RI  #
#      G #
#   r  @ #
##########`);
    expect(at(g, 4, 3)).toEqual(['ROCK']);
    g.move('u');
    expect(sentences(g)).toContain('ROCK IS GOAL');
    expect(at(g, 4, 3)).toEqual(['GOAL']);
    g.undo();
    expect(at(g, 4, 3)).toEqual(['ROCK']);
  });

  it('swap kinds once per turn when two sentences ask for it', () => {
    const g = rulesGame(`
##########
#RIH HIY #
#HIR     #
#@  r    #
##########`);
    expect(at(g, 1, 3)).toEqual(['ROCK']);
    expect(at(g, 4, 3)).toEqual(['HERO']);
    expect(g.player).toEqual({ x: 4, y: 3 });
  });

  it('turn an object into its word, which can complete a sentence', () => {
    const g = rulesGame(`
##########
#HIY RIT #
#@  rIP  #
##########`);
    expect(at(g, 4, 2)).toEqual(["'ROCK'"]);
    expect(sentences(g)).toContain('ROCK IS PUSH');
  });

  it('turn words into objects, which can leave nothing YOU', () => {
    const g = rulesGame(`
##########
#HIY TI  #
#      R #
#      @ #
##########`);
    g.move('u');
    expect(at(g, 1, 1)).toEqual(['ROCK']);
    expect(at(g, 7, 1)).toEqual(['ROCK']);
    expect(sentences(g)).toEqual([]);
    expect(g.status()).toEqual([{ text: NO_YOU, tone: 'warn' }]);
    g.undo();
    expect(sentences(g)).toEqual(['HERO IS YOU']);
  });
});
