import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import { positionOf } from '../../src/analysis/position';
import { type AnalysisResponse, handleRequest } from '../../src/analysis/protocol';
import { CLASSIC_GLYPHS } from '../../src/core/classic';
import { defineComponent } from '../../src/core/ecs/component';
import type { GameWorld } from '../../src/core/ecs/world';
import { Game } from '../../src/core/game';
import type { Plugin } from '../../src/core/plugin';
import { MODS } from '../../src/mods';
import { moves, randomLevel } from '../arbitraries';
import { game, stateBytes } from '../helpers';

describe('push and movement', () => {
  it('walks onto free floor and records a lowercase letter', () => {
    const g = game('#####\n#@ .#\n# $ #\n#####');
    const r = g.move('right');
    expect(r).toMatchObject({ moved: true, lurd: 'r', pushes: [], solved: false });
    expect(r.segments).toEqual([
      { eid: expect.any(Number), fromX: 1, fromY: 1, toX: 2, toY: 1, kind: 'walk' },
    ]);
    expect(g.player).toEqual({ x: 2, y: 1 });
  });

  it('pushes one box, reports it, and records an uppercase letter', () => {
    const g = game('######\n#@$ .#\n######');
    const r = g.move('r');
    expect(r.lurd).toBe('R');
    expect(r.pushes).toEqual([{ eid: expect.any(Number), from: [2, 1], to: [3, 1] }]);
    expect([g.moves, g.pushes]).toEqual([1, 1]);
  });

  it('is blocked by a wall, naming it, and adds no history', () => {
    const g = game('####\n#@.#\n#$ #\n####');
    const r = g.move('left');
    expect(r.moved).toBe(false);
    expect(r.blocked).toMatchObject({ x: 0, y: 1, reason: 'solid' });
    expect(g.canUndo).toBe(false);
    expect(g.moves).toBe(0);
  });

  it('cannot push two boxes in a row under the classic rule', () => {
    const g = game('#######\n#@$$..#\n#######');
    const r = g.move('r');
    expect(r.moved).toBe(false);
    expect(r.blocked?.reason).toBe('box blocked');
  });

  it('pushes a row of boxes when the maxChain rule allows it', () => {
    const g = game('#######\n#@$$..#\n#######\nRules: maxChain=2');
    expect(g.move('r').pushes).toHaveLength(2);
    expect(g.move('r').solved).toBe(true);
    const unlimited = game('########\n#@$$$ .#\n#.. ####\n########\nRules: maxChain=0');
    expect(unlimited.move('r').pushes).toHaveLength(3);
  });

  it('cannot push a box into a wall', () => {
    const g = game('#####\n#@$##\n# . #\n#####');
    const r = g.move('r');
    expect(r.moved).toBe(false);
    expect(r.blocked).toMatchObject({ x: 3, y: 1, reason: 'box blocked' });
  });
});

describe('deadlock and win', () => {
  it('flags a box pushed into a non-goal corner, once', () => {
    const g = game('#####\n#  .#\n#$  #\n#@  #\n#####');
    const r = g.move('u');
    expect(r.deadlocked).toHaveLength(1);
    expect(g.deadlockedBoxes).toEqual(r.deadlocked);
    g.undo();
    expect(g.deadlockedBoxes).toEqual([]);
  });

  it('does not flag a box pushed into a corner goal', () => {
    const g = game('####\n#. #\n#$ #\n#@ #\n####');
    const r = g.move('u');
    expect(r.deadlocked).toEqual([]);
    expect(r.solved).toBe(true);
    expect(g.solved).toBe(true);
  });

  it('reports solved only when every box is on a goal, and undo unsolves', () => {
    const g = game('######\n#@$ .#\n#.$  #\n######');
    expect(g.play('RR')).toEqual({ ok: true, moves: 2 });
    expect([g.boxesOnGoals, g.boxCount, g.solved]).toEqual([1, 2, false]);
    expect(g.play('d')).toEqual({ ok: true, moves: 1 });
    const r = g.move('l');
    expect(r.solved).toBe(true);
    expect(g.solved).toBe(true);
    g.undo();
    expect([g.boxesOnGoals, g.solved]).toEqual([1, false]);
  });
});

describe('analysis and the maxChain rule', () => {
  // Pushing up puts two boxes side by side against the top wall: frozen, one box per push.
  const pair = (rules: string) => game(`#######\n#.. $ #\n#  $  #\n#  @  #\n#######\n${rules}`);

  it('classic pushes: two boxes side by side against a wall are proven dead', () => {
    for (const g of [pair(''), pair('Rules: maxChain=1')]) {
      expect(g.analysisNotes).toEqual([]);
      expect(g.move('U').deadlocked).toHaveLength(2);
      expect(positionOf(g)).not.toBeNull();
    }
  });

  it('chain pushes of a classic level switch the detector and hints off, since one push frees the pair', () => {
    for (const rules of ['Rules: maxChain=2', 'Rules: maxChain=0']) {
      const g = pair(rules);
      expect(g.analysisNotes).toEqual([
        'Hints are unavailable for chain pushes: the solver pushes one box at a time.',
      ]);
      expect(g.world.analysis.sound).toBe(false);
      expect(positionOf(g)).toBeNull();
      const r = g.move('U');
      expect([r.deadlocked, g.deadlockedBoxes]).toEqual([[], []]);
      expect(g.play('rruLL')).toEqual({ ok: true, moves: 5 });
      expect(g.solved).toBe(true);
    }
  });

  it('still marks a box wedged in a corner, which no push moves', () => {
    const g = game('#####\n#  .#\n#$  #\n#@  #\n#####\nRules: maxChain=2');
    expect(g.move('U').deadlockFindings).toEqual([{ class: 'corner', boxes: [expect.any(Number)] }]);
  });
});

describe('undo, redo, restart', () => {
  const board = '#######\n#@ $ .#\n# $  .#\n#######';

  it('undo restores the exact state and redo replays it', () => {
    const g = game(board);
    const start = stateBytes(g);
    g.play('rR');
    const after = stateBytes(g);
    g.undo();
    g.undo();
    expect(stateBytes(g)).toBe(start);
    g.redo();
    g.redo();
    expect(stateBytes(g)).toBe(after);
    expect(g.lurd()).toBe('rR');
  });

  it('a new move after undo clears redo', () => {
    const g = game(board);
    g.play('rR');
    g.undo();
    expect(g.canRedo).toBe(true);
    expect(g.move('l').moved).toBe(true);
    expect(g.canRedo).toBe(false);
    expect(g.lurd()).toBe('rl');
  });

  it('restart is one undoable step and resets the counters', () => {
    const g = game(board);
    const start = stateBytes(g);
    g.play('rRd');
    const played = stateBytes(g);
    expect(g.restart()).toBe(true);
    expect(stateBytes(g)).toBe(start);
    expect([g.moves, g.pushes, g.lurd()]).toEqual([0, 0, '']);
    expect(g.restart()).toBe(false);
    g.undo();
    expect(stateBytes(g)).toBe(played);
    expect([g.moves, g.pushes, g.lurd()]).toEqual([3, 1, 'rRd']);
  });

  it('groups undo a whole click-walk at once unless asked move by move', () => {
    const g = game(board);
    g.move('d');
    g.beginGroup();
    g.play('rr');
    g.endGroup();
    expect(g.undo().length).toBe(2);
    expect(g.moves).toBe(1);
    g.redo();
    expect(g.moves).toBe(3);
    expect(g.undo({ grouped: false }).length).toBe(1);
    expect(g.moves).toBe(2);
  });

  it('restores a history longer than a spread of arguments can hold', () => {
    // Not strict: the full-state scan per move would make 200k moves slow.
    const g = Game.fromText(board, 1);
    const n = 200_000;
    const moves = Array.from({ length: n }, (_, i) => (i % 2 ? 'l' : 'r'));
    // Numbered down to 1, so a group counter not moved past them would reuse the last one's number.
    const groups = Array.from({ length: n }, (_, i) => n - i);
    expect(g.restoreHistory({ moves, groups, cursor: n })).toBe(true);
    expect(g.moves).toBe(n);
    g.beginGroup();
    g.play('rl');
    g.endGroup();
    expect(g.undo().length).toBe(2);
    expect(g.undo().length).toBe(1);
  });
});

describe('LURD', () => {
  it('plays either case with whitespace and counts, and reports the first illegal move', () => {
    const g = game('#######\n#@ $ .#\n#     #\n#######');
    expect(g.play('r R\n1r')).toEqual({ ok: true, moves: 3 });
    expect(g.solved).toBe(true);
    const h = game('#####\n#@$.#\n#####');
    expect(h.play('ll')).toMatchObject({ ok: false, index: 0 });
    expect(h.play('rx')).toMatchObject({ ok: false, message: expect.stringContaining('"x"') });
  });

  it('exports a history that replays to the same board', () => {
    const g = game('#######\n#@ $ .#\n# $  .#\n#######');
    g.play('rRdlDrR');
    const again = game('#######\n#@ $ .#\n# $  .#\n#######');
    again.play(g.lurd());
    expect(again.toXsb()).toBe(g.toXsb());
  });
});

describe('plugins', () => {
  const Paint = defineComponent('test/Paint', { state: true, fields: { color: 'u8' } });
  const painter: Plugin = {
    name: 'paint',
    description: 'Each push paints the box.',
    setup(api) {
      api.components(Paint);
      api.system({
        id: 'paint/paintPushed',
        after: 'classic/applyMoves',
        create: (world) => {
          const paint = world.store(Paint);
          return (turn) => {
            for (const s of turn.segments) {
              if (s.kind !== 'push') continue;
              world.add(s.eid, Paint);
              paint.color[s.eid]++;
              world.touch(s.eid, Paint);
            }
          };
        },
      });
    },
  };
  const catalogue = new Map([['paint', painter]]);

  it('a mod component added through the plugin API is undone without undo code', () => {
    const g = Game.fromText('#######\n#@$  .#\n#######\nMods: paint', 1, { catalogue, strict: true });
    const start = stateBytes(g);
    g.play('RR');
    const box = g.world.query(g.world.componentNamed('Box')!)[0];
    expect(g.world.store(Paint).color[box]).toBe(2);
    g.undo();
    expect(g.world.store(Paint).color[box]).toBe(1);
    g.undo();
    expect(g.world.has(box, Paint)).toBe(false);
    expect(stateBytes(g)).toBe(start);
  });

  it('strict mode catches a system that writes state without touching it', () => {
    const sloppy: Plugin = {
      name: 'sloppy',
      description: 'forgets to touch',
      setup(api) {
        api.components(Paint);
        api.system({
          id: 'sloppy/write',
          phase: 'movement',
          create: (world) => (turn) => {
            for (const s of turn.segments) world.store(Paint).color[s.eid] = 7;
          },
        });
      },
    };
    const g = Game.fromText('#####\n#@$.#\n#####\nMods: sloppy', 1, {
      catalogue: new Map([['sloppy', sloppy]]),
      strict: true,
    });
    expect(() => g.move('r')).toThrow(/Untracked change: test\/Paint.color/);
  });

  describe('strict mode and components not declared state', () => {
    /**
     * A bare plugin whose component counts the player's steps: set up in onBuilt, then written by a
     * system every turn (touched when it is state, as a careful modder would).
     */
    const stepper = (options: { state?: boolean; cosmetic?: boolean; turns?: boolean } = {}) => {
      const Steps = defineComponent('test/Steps', { ...options, fields: { count: 'u8' } });
      const plugin: Plugin = {
        name: 'steps',
        description: 'Counts steps.',
        setup(api) {
          api.components(Steps);
          api.onBuilt((world) => {
            for (const p of world.query(world.componentNamed('Player')!)) world.store(Steps).count[p] = 5;
          });
          api.system({
            id: 'steps/count',
            after: 'classic/applyMoves',
            create: (world) => (turn) => {
              if (options.turns === false) return;
              for (const s of turn.segments) {
                world.store(Steps).count[s.eid]++;
                if (options.state) world.touch(s.eid, Steps);
              }
            },
          });
        },
      };
      return { Steps, catalogue: new Map([['steps', plugin]]) };
    };
    const board = '######\n#@ $.#\n######\nMods: steps';

    it('throws, naming the component, when a turn writes a field of one', () => {
      const { catalogue } = stepper();
      const g = Game.fromText(board, 1, { catalogue, strict: true });
      expect(() => g.move('r')).toThrow(
        /^Untracked change: test\/Steps changed during a turn \(test\/Steps\.count of entity \d+: 5 -> 6\); declare it \{ state: true \} so undo restores it/,
      );
    });

    it('throws when a turn adds one to an entity', () => {
      const Marked = defineComponent('test/Marked');
      const marker: Plugin = {
        name: 'marker',
        description: 'Marks whatever moved.',
        setup(api) {
          api.components(Marked);
          api.system({
            id: 'marker/mark',
            after: 'classic/applyMoves',
            create: (world) => (turn) => {
              for (const s of turn.segments) world.add(s.eid, Marked);
            },
          });
        },
      };
      const g = Game.fromText('#####\n#@$.#\n#####\nMods: marker', 1, {
        catalogue: new Map([['marker', marker]]),
        strict: true,
      });
      expect(() => g.move('r')).toThrow(
        /^Untracked change: test\/Marked changed during a turn \(added to entity \d+\); declare it \{ state: true \}/,
      );
    });

    it('is satisfied once the component is declared state, and undo then restores it', () => {
      const { Steps, catalogue } = stepper({ state: true });
      const g = Game.fromText(board, 1, { catalogue, strict: true });
      const player = g.world.query(g.world.componentNamed('Player')!)[0];
      expect(g.play('rr')).toEqual({ ok: true, moves: 2 });
      expect(g.world.store(Steps).count[player]).toBe(7);
      g.undo({ grouped: false });
      expect(g.world.store(Steps).count[player]).toBe(6);
    });

    it('leaves a cosmetic component alone, and refuses one declared both state and cosmetic', () => {
      const { catalogue } = stepper({ cosmetic: true });
      const g = Game.fromText(board, 1, { catalogue, strict: true });
      expect(g.play('rr')).toEqual({ ok: true, moves: 2 });
      expect(() => defineComponent('test/Both', { state: true, cosmetic: true })).toThrow(
        'Component "test/Both" cannot be both state and cosmetic',
      );
    });

    it('does not check outside strict mode', () => {
      const { Steps, catalogue } = stepper();
      const g = Game.fromText(board, 1, { catalogue });
      const player = g.world.query(g.world.componentNamed('Player')!)[0];
      expect(g.play('rr')).toEqual({ ok: true, moves: 2 });
      expect(g.world.store(Steps).count[player]).toBe(7);
    });

    it('lets setup (onBuilt) write the component: only turns are checked', () => {
      const { Steps, catalogue } = stepper({ turns: false });
      const g = Game.fromText(board, 1, { catalogue, strict: true });
      const player = g.world.query(g.world.componentNamed('Player')!)[0];
      expect(g.world.store(Steps).count[player]).toBe(5);
      expect(g.play('rr')).toEqual({ ok: true, moves: 2 });
      g.undo();
      g.restart();
    });

    it('keeps checking after a turn grows the world past its capacity', () => {
      const Crowd = defineComponent('test/Crowd');
      const spawner: Plugin = {
        name: 'spawner',
        description: 'The first turn spawns a crowd; the second one a crowd member.',
        setup(api) {
          api.components(Crowd);
          api.system({
            id: 'spawner/spawn',
            after: 'classic/applyMoves',
            create: (world) => {
              let turns = 0;
              return () => {
                turns++;
                if (turns === 1) {
                  const crowd = world.capacity + 10;
                  for (let i = 0; i < crowd; i++) world.spawn(1, 1);
                }
                if (turns === 2) world.spawn(1, 1, Crowd);
              };
            },
          });
        },
      };
      const g = Game.fromText('######\n#@  .#\n#  $ #\n######\nMods: spawner', 1, {
        catalogue: new Map([['spawner', spawner]]),
        strict: true,
      });
      const capacity = g.world.capacity;
      expect(g.move('r').moved).toBe(true);
      expect(g.world.capacity).toBeGreaterThan(capacity);
      expect(() => g.move('r')).toThrow(
        /^Untracked change: test\/Crowd changed during a turn \(added to entity/,
      );
    });
  });

  // Mats are floor to the solver: the mod leaves `analysis` at its default, 'sound'.
  const Mat = defineComponent('test/Mat');
  const classicBuild = (char: string) => CLASSIC_GLYPHS.find((g) => g.char === char)!.build;
  const mats: Plugin = {
    name: 'mats',
    description: 'Mats to stand on; a box on a mat counts, and a box off one does not.',
    setup(api) {
      api.components(Mat);
      const mat = (w: GameWorld, x: number, y: number) => void w.spawn(x, y, Mat);
      api.glyph({ char: ':', name: 'mat', build: mat });
      const on = (classic: string) => (w: GameWorld, x: number, y: number) => {
        mat(w, x, y);
        classicBuild(classic)(w, x, y);
      };
      api.glyph({ char: 'm', name: 'box on mat', traits: { box: 1 }, build: on('$') });
      api.glyph({ char: '!', name: 'player on mat', traits: { player: 1 }, build: on('@') });
      api.progress((w) => {
        const boxes = w.query(w.componentNamed('Box')!);
        const onMat = boxes.filter((b) => w.hasAt(w.x(b), w.y(b), Mat)).length;
        return { label: 'On mats', done: onMat, total: boxes.length };
      });
    },
  };
  const matted = '########\n#!m  . #\n#. $   #\n########\nMods: mats';

  it("a mod's cells reach the solver as what they hold: a box on a mat is a box, a mat is floor", () => {
    const g = Game.fromText(matted, 1, { catalogue: new Map([['mats', mats]]) });
    expect(g.classicRows).toEqual(['########', '#@$  . #', '#. $   #', '########']);
    const out: AnalysisResponse[] = [];
    handleRequest(
      { id: 1, kind: 'solve', position: positionOf(g)!, mode: 'optimal', timeLimitMs: 2000 },
      (r) => out.push(r),
    );
    const answer = out.find((r) => r.kind !== 'progress');
    expect(answer).toMatchObject({ kind: 'solved', solved: true });
    if (answer?.kind !== 'solved') throw new Error('unreachable');
    expect(g.play(answer.solution)).toMatchObject({ ok: true });
    expect(g.solved).toBe(true);
  });

  it('the progress tile counts what a mod says counts, or boxes on goals, or goals with spare boxes', () => {
    const g = Game.fromText(matted, 1, { catalogue: new Map([['mats', mats]]) });
    expect(g.progress()).toEqual({ label: 'On mats', done: 1, total: 2 });
    g.move('r');
    expect(g.progress()).toEqual({ label: 'On mats', done: 0, total: 2 });
    expect(Game.fromText('######\n#@$*.#\n######').progress()).toEqual({ label: 'Boxes', done: 1, total: 2 });
    // Two boxes for one goal (a holes level): covering the goal is what wins, so goals are counted.
    const spare = Game.fromText('#######\n#@$$ .#\n#######\nMods: holes', 1, { catalogue: MODS });
    expect(spare.progress()).toEqual({ label: 'Goals', done: 0, total: 1 });
  });

  it('a turn a system cancels changes nothing, records nothing, reports no pushes and says why', () => {
    const veto: Plugin = {
      name: 'veto',
      description: 'No box may reach the last column before the goal.',
      setup(api) {
        api.system({
          id: 'veto/noThirdColumn',
          after: 'classic/applyMoves',
          create: () => (turn) => {
            for (const s of turn.segments)
              if (s.kind === 'push' && s.toX === 3) turn.cancelled = 'Not there.';
          },
        });
      },
    };
    const g = Game.fromText('#######\n#@$  .#\n#######\nMods: veto', 1, {
      catalogue: new Map([['veto', veto]]),
      strict: true,
    });
    const start = stateBytes(g);
    const r = g.move('r');
    expect(r).toMatchObject({ moved: false, lurd: '', pushes: [], segments: [], messages: ['Not there.'] });
    expect(stateBytes(g)).toBe(start);
    expect([g.canUndo, g.historyLength, g.moves, g.pushes]).toEqual([false, 0, 0, 0]);
    expect(g.player).toEqual({ x: 1, y: 1 });
  });

  it('a level naming an unknown mod is a clear error', () => {
    expect(() => Game.fromText('#####\n#@$.#\n#####\nMods: lava', 1, { catalogue })).toThrow(
      /unknown mod "lava"/,
    );
  });
});

describe('deadlock marks', () => {
  it('are the same whatever the clock says: a mark is state, and a replayed history must agree', () => {
    const marks = (level: string, walk: readonly string[]) => {
      const g = Game.fromText(level);
      return walk.map((m) => {
        g.move(m);
        return g.deadlockedBoxes.join();
      });
    };
    // A clock that leaps a second at every read: any search stopped by time would stop at once.
    const leaping = <T>(run: () => T): T => {
      let t = 0;
      const spy = vi.spyOn(performance, 'now').mockImplementation(() => (t += 1000));
      try {
        return run();
      } finally {
        spy.mockRestore();
      }
    };
    // Three boxes in each other's way, which only the local search proves.
    const local = '#######\n##   ##\n## $@##\n#     #\n# **. #\n#######';
    const calm = marks(local, ['left']);
    expect(calm[0].split(',')).toHaveLength(3);
    expect(leaping(() => marks(local, ['left']))).toEqual(calm);
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5000 }), moves(60), (seed, walk) => {
        const level = randomLevel(seed, 10, 6);
        expect(leaping(() => marks(level, walk))).toEqual(marks(level, walk));
      }),
      { numRuns: 60 },
    );
  });
});
