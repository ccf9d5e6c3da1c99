import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Player, Solid } from '../../src/core/classic/components';
import { Game } from '../../src/core/game';
import { parseCollection } from '../../src/core/level/xsb';
import { DIRECTIONS } from '../../src/core/pipeline/turn';
import { MODS } from '../../src/mods';
import { Hole } from '../../src/mods/holes/components';
import { OneWay } from '../../src/mods/oneway/components';
import { type Action, randomLevel } from '../arbitraries';
import { stateBytes } from '../helpers';
import { act, digHoles, longActions, MOD_GLYPHS, modGame, placePads, sprinkle } from './support';

const seeds = fc.integer({ min: 1, max: 2 ** 31 - 1 });

/** A random level for a mod: a classic random level with the mod's glyphs sprinkled in, plus its header. */
interface Variant {
  mods: string;
  /** Runs per property; more where random play reaches the mechanic less often. */
  runs?: number;
  board(seed: number): string;
  rules?: (seed: number) => string;
}

const ICE = { ' ': '~~~ ', $: '=', '@': '&' };
const HOLES = { ' ': '^^$' };
const ONEWAY = { ' ': '←↑→↓', $: '⇐⇑⇒⇓', '@': '⇦⇧⇨⇩' };
const STICKY = { ' ': '%', $: '!', '@': '?' };
const DOORS = { ' ': "'//", $: '"<', '@': '`>' };
const PAINT = { ' ': '◇', $: '◆■', '@': '◈', '*': '▣' };

const VARIANTS: Record<string, Variant> = {
  ice: { mods: 'ice', board: (s) => sprinkle(randomLevel(s), s, ICE, 0.45) },
  holes: { mods: 'holes', runs: 150, board: (s) => sprinkle(digHoles(randomLevel(s), s), s, HOLES, 0.1) },
  oneway: { mods: 'oneway', board: (s) => sprinkle(randomLevel(s), s, ONEWAY, 0.3) },
  teleport: { mods: 'teleport', board: (s) => placePads(randomLevel(s), s, 1 + (s % 2)) },
  chain: {
    mods: 'chain',
    board: (s) => randomLevel(s, 9, 6),
    rules: (s) => ['', '\nRules: maxChain=2', '\nRules: maxChain=3'][s % 3],
  },
  sticky: { mods: 'sticky', board: (s) => sprinkle(randomLevel(s), s, STICKY, 0.2) },
  doors: { mods: 'doors', board: (s) => sprinkle(randomLevel(s), s, DOORS, 0.25) },
  paint: { mods: 'paint', board: (s) => sprinkle(randomLevel(s), s, PAINT, 0.2) },
  'all mods together': {
    mods: 'ice, holes, oneway, teleport, chain, sticky, doors, paint',
    runs: 120,
    board: (s) =>
      placePads(
        sprinkle(
          sprinkle(digHoles(randomLevel(s, 10, 5), s), s + 1, ONEWAY, 0.15),
          s + 2,
          { ...ICE, ' ': "~~%'/◇" },
          0.3,
        ),
        s,
        1,
      ),
  },
};

function load(v: Variant, seed: number): { game: Game; text: string } {
  const text = v.board(seed) + (v.rules?.(seed) ?? '');
  return { game: modGame(text, v.mods), text };
}

function play(g: Game, script: readonly Action[], each?: (r: ReturnType<Game['move']>) => void): void {
  for (const a of script) {
    if (a === 'undo' || a === 'redo' || a === 'restart') act(g, a);
    else each ? each(g.move(a)) : g.move(a);
  }
}

describe.each(Object.entries(VARIANTS))(
  '%s: invariants over random levels and move sequences',
  (_name, v) => {
    it('undoing everything restores the start byte for byte; redoing everything returns', () => {
      fc.assert(
        fc.property(seeds, longActions(40, 150), (seed, script) => {
          const { game: g } = load(v, seed);
          const initial = stateBytes(g);
          const xsb0 = g.toXsb();
          play(g, script);
          const final = stateBytes(g);
          const xsb = g.toXsb();
          const atBranchEnd = !g.canRedo;
          while (g.canUndo) g.undo({ grouped: false });
          expect(stateBytes(g)).toBe(initial);
          expect(g.toXsb()).toBe(xsb0);
          while (g.canRedo) g.redo({ grouped: false });
          if (atBranchEnd) {
            expect(stateBytes(g)).toBe(final);
            expect(g.toXsb()).toBe(xsb);
          }
        }),
        { numRuns: v.runs ?? 80 },
      );
    });

    it('replaying the exported LURD reproduces the board, the counters and the win state', () => {
      fc.assert(
        fc.property(seeds, longActions(30, 120), (seed, script) => {
          const { game: g, text } = load(v, seed);
          play(g, script);
          const replay = modGame(text, v.mods);
          expect(replay.play(g.lurd())).toEqual({ ok: true, moves: g.moves });
          expect(replay.toXsb()).toBe(g.toXsb());
          expect([replay.moves, replay.pushes, replay.solved]).toEqual([g.moves, g.pushes, g.solved]);
        }),
        { numRuns: v.runs ?? 60 },
      );
    });

    it('writes every reachable position as XSB that loads back to the same board', () => {
      fc.assert(
        fc.property(seeds, longActions(20, 80), (seed, script) => {
          const { game: g, text } = load(v, seed);
          play(g, script);
          const rules = text.includes('\nRules:') ? text.slice(text.indexOf('\nRules:')) : '';
          const source = `Mods: ${v.mods}\n\n${g.toXsb()}${rules}`;
          const { collection, problems } = parseCollection(source, { glyphs: MOD_GLYPHS });
          expect(problems).toEqual([]);
          const back = Game.tryLevel(collection.levels[0], { catalogue: MODS });
          // Filling holes with too many boxes leaves fewer boxes than goals, or none at all: a position,
          // not a level, and the only things the checks may say about it.
          if (!back.game) {
            expect(back.problems.length).toBe(1);
            expect(['box-goal-mismatch', 'no-boxes']).toContain(back.problems[0].code);
          } else expect(back.game.toXsb()).toBe(g.toXsb());
        }),
        { numRuns: v.runs ?? 60 },
      );
    });

    it('never stacks two solids, never lets the player into a hole or onto an arrow against it', () => {
      fc.assert(
        fc.property(seeds, longActions(30, 120), (seed, script) => {
          const { game: g } = load(v, seed);
          const w = g.world;
          const hasOneWay = w.components.includes(OneWay);
          const hasHoles = w.components.includes(Hole);
          play(g, script, (r) => {
            if (!hasOneWay) return;
            for (const s of r.segments) {
              if (s.kind === 'teleport') continue;
              const cell = w.findAt(s.toX, s.toY, OneWay);
              if (cell !== -1) expect(DIRECTIONS[w.store(OneWay).dir[cell]]).toBe(r.direction);
            }
          });
          const cells = new Set<number>();
          for (const e of w.query(Solid)) {
            const c = w.y(e) * g.width + w.x(e);
            expect(cells.has(c)).toBe(false);
            cells.add(c);
          }
          if (hasHoles) for (const p of w.query(Player)) expect(w.hasAt(w.x(p), w.y(p), Hole)).toBe(false);
        }),
        { numRuns: v.runs ?? 60 },
      );
    });
  },
);
