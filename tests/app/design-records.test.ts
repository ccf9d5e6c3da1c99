import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DesignRecords, type DesignSlot, type PlayRecords } from '../../src/ui/app/editor/design-records';
import type { LevelProgress } from '../../src/ui/app/storage/schema';

// Own levels are played by position; their records must follow the design, not the position.

interface Item {
  id: string;
  text: string;
}

const slotsOf = (list: readonly Item[]) =>
  new Map<string, DesignSlot>(list.map((d, i) => [d.id, { key: `own-c/${i + 1}`, text: d.text }]));

const solvedIn = (moves: number): LevelProgress => ({
  solved: true,
  bestMoves: { moves, pushes: 1, lurd: 'r'.repeat(moves) },
});

function setup(list: Item[]) {
  const store: PlayRecords = { progress: {}, games: {} };
  const records = new DesignRecords(() => store);
  records.update(slotsOf(list));
  return { store, records };
}

describe('design records', () => {
  it('moves progress and a saved game with a design that moves, and reports both positions', () => {
    const list = [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ];
    const { store, records } = setup(list);
    store.progress['own-c/1'] = solvedIn(5);
    store.games['own-c/2'] = { history: 'B-game', at: 1 };
    const stale = records.update(slotsOf([list[1], list[0]]));
    expect(store.progress).toEqual({ 'own-c/2': solvedIn(5) });
    expect(store.games).toEqual({ 'own-c/1': { history: 'B-game', at: 1 } });
    expect([...stale].sort()).toEqual(['own-c/1', 'own-c/2']);
  });

  it('sets the records of an edited board aside, touching no other position, and an undo brings them back', () => {
    const { store, records } = setup([
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
    ]);
    store.progress['own-c/1'] = solvedIn(5);
    store.progress['own-c/2'] = solvedIn(7);
    const stale = records.update(
      slotsOf([
        { id: 'a', text: 'A edited' },
        { id: 'b', text: 'B' },
      ]),
    );
    expect(store.progress).toEqual({ 'own-c/2': solvedIn(7) });
    expect([...stale]).toEqual(['own-c/1']);
    records.update(
      slotsOf([
        { id: 'a', text: 'A' },
        { id: 'b', text: 'B' },
      ]),
    );
    expect(store.progress).toEqual({ 'own-c/1': solvedIn(5), 'own-c/2': solvedIn(7) });
  });

  it('keeps a deleted design aside, so undoing the deletion brings back its records and those after it', () => {
    const list = [
      { id: 'a', text: 'A' },
      { id: 'b', text: 'B' },
      { id: 'c', text: 'C' },
    ];
    const { store, records } = setup(list);
    store.progress['own-c/2'] = solvedIn(2);
    store.progress['own-c/3'] = solvedIn(3);
    records.update(slotsOf([list[0], list[2]]));
    // The design after the deleted one takes its place, with its own records.
    expect(store.progress).toEqual({ 'own-c/2': solvedIn(3) });
    // A new design where the deleted one was starts clean.
    records.update(slotsOf([list[0], list[2], { id: 'd', text: 'B' }]));
    expect(store.progress['own-c/3']).toBeUndefined();
    records.update(slotsOf(list));
    expect(store.progress).toEqual({ 'own-c/2': solvedIn(2), 'own-c/3': solvedIn(3) });
  });

  it('at first sight drops only own records at positions no design holds', () => {
    const store: PlayRecords = {
      progress: { 'own-c/1': solvedIn(1), 'own-c/4': solvedIn(4), 'microban/4': solvedIn(9) },
      games: { 'own-x/1': { history: '', at: 0 } },
    };
    new DesignRecords(() => store).update(slotsOf([{ id: 'a', text: 'A' }]));
    expect(store.progress).toEqual({ 'own-c/1': solvedIn(1), 'microban/4': solvedIn(9) });
    expect(store.games).toEqual({});
  });

  it('keeps every design with its own records through any moves, deletions, restores, edits and undone edits', () => {
    type Op = { kind: 'swap' | 'delete' | 'edit' | 'revert'; at: number } | { kind: 'restore' | 'add' };
    const at = fc.nat(6);
    const op: fc.Arbitrary<Op> = fc.oneof(
      fc.record({
        kind: fc.constantFrom('swap' as const, 'delete' as const, 'edit' as const, 'revert' as const),
        at,
      }),
      fc.record({ kind: fc.constantFrom('restore' as const, 'add' as const) }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 5 }), fc.array(op, { maxLength: 25 }), (n, ops) => {
        let list: Item[] = Array.from({ length: n }, (_, i) => ({ id: `d${i}`, text: `T${i}` }));
        const original = new Map(list.map((d) => [d.id, d.text]));
        const { store, records } = setup(list);
        // Each design's progress belongs to its first board: it shows whenever the design has that board.
        const expected = new Map<string, LevelProgress>();
        list.forEach((d, i) => {
          store.progress[`own-c/${i + 1}`] = solvedIn(i + 1);
          expected.set(d.id, solvedIn(i + 1));
        });
        const deleted: { item: Item; at: number }[] = [];
        let next = n;
        for (const o of ops) {
          list = [...list];
          if (o.kind === 'swap' && o.at + 1 < list.length)
            [list[o.at], list[o.at + 1]] = [list[o.at + 1], list[o.at]];
          else if (o.kind === 'delete' && o.at < list.length)
            deleted.push({ item: list.splice(o.at, 1)[0], at: o.at });
          else if (o.kind === 'restore' && deleted.length) {
            const { item, at } = deleted.pop()!;
            list.splice(Math.min(at, list.length), 0, item);
          } else if (o.kind === 'edit' && o.at < list.length)
            list[o.at] = { ...list[o.at], text: `${list[o.at].text}'` };
          else if (o.kind === 'revert' && o.at < list.length)
            list[o.at] = { ...list[o.at], text: original.get(list[o.at].id) ?? 'new' };
          else if (o.kind === 'add') list.push({ id: `d${next++}`, text: 'new' });
          records.update(slotsOf(list));
          const want: Record<string, LevelProgress> = {};
          list.forEach((d, i) => {
            const p = expected.get(d.id);
            if (p && d.text === original.get(d.id)) want[`own-c/${i + 1}`] = p;
          });
          expect(store.progress).toEqual(want);
        }
      }),
    );
  });
});
