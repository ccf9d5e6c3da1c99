import fc from 'fast-check';
import { describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_SETTINGS,
  readPart,
  SCHEMA_VERSION,
  storageKey,
  writePart,
} from '../../src/ui/app/storage/schema';
import { type Backend, EDITS_KEY, MAX_SAVED_GAMES, Store } from '../../src/ui/app/storage/store';

class MemoryBackend implements Backend {
  readonly items = new Map<string, string>();
  writes = 0;
  failWith: Error | null = null;
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    if (this.failWith) throw this.failWith;
    this.writes++;
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const envelope = (data: unknown, v = SCHEMA_VERSION) => JSON.stringify({ v, data });

describe('readPart', () => {
  it('starts fresh, without complaint, when nothing is stored', () => {
    expect(readPart('settings', null)).toEqual({ value: DEFAULT_SETTINGS, damaged: false, rewrite: false });
    // Settings saved before a setting existed read it as its default, and that is no damage.
    const older = readPart('settings', envelope({ reducedMotion: 'on' }));
    expect(older).toEqual({
      value: { ...DEFAULT_SETTINGS, reducedMotion: 'on' },
      damaged: false,
      rewrite: false,
    });
    expect(DEFAULT_SETTINGS.solvableCheck).toBe(true);
  });

  it('reads back what it wrote', () => {
    const progress = {
      'microban/1': { solved: true, bestMoves: { moves: 2, pushes: 1, lurd: 'lU' } },
      'microban/2': { solved: true, helped: true, hints: 3 },
    };
    expect(readPart('progress', writePart('progress', progress))).toEqual({
      value: progress,
      damaged: false,
      rewrite: false,
    });
  });

  it('resets unreadable JSON and reports it', () => {
    const r = readPart('progress', '{"v":1,"data":{');
    expect(r).toEqual({ value: {}, damaged: true, rewrite: true });
  });

  it('keeps valid entries and drops bad ones', () => {
    const r = readPart(
      'progress',
      envelope({
        'microban/1': { solved: true },
        'microban/2': { solved: 'yes' },
        'not an id': { solved: true },
        'microban/3': { solved: true, bestMoves: { moves: 3, pushes: 0, lurd: 'lu' } },
        'sokevo/7': { solved: false },
        'sokevo/8': { solved: true, helped: 'yes' },
      }),
    );
    expect(r.value).toEqual({ 'microban/1': { solved: true }, 'sokevo/7': { solved: false } });
    expect(r.damaged).toBe(true);
  });

  it('keeps good settings fields and defaults the others', () => {
    const r = readPart(
      'settings',
      envelope({
        reducedMotion: 'on',
        autoAdvance: 'sometimes',
        undo: 'move',
        boxPaths: 'moves',
        dpad: 1,
        solvableCheck: false,
        holdRepeat: 'slow',
        letterKeys: 'no',
        editorTool: '<script>',
        editorSide: 'middle',
        sound: 'loud',
      }),
    );
    expect(r.value).toEqual({
      reducedMotion: 'on',
      autoAdvance: true,
      undo: 'move',
      boxPaths: 'moves',
      dpad: false,
      solvableCheck: false,
      holdRepeat: 'slow',
      letterKeys: true,
      editorTool: 'wall',
      editorSide: 'top',
      sound: 'on',
    });
    expect(r.damaged).toBe(true);
    expect(readPart('settings', envelope({ sound: 'quiet' })).value.sound).toBe('quiet');
    expect(readPart('settings', envelope({ editorTool: 'glyph-126' })).value.editorTool).toBe('glyph-126');
    expect(readPart('settings', envelope({ editorSide: 'left' })).value.editorSide).toBe('left');
    expect(readPart('settings', envelope({ holdRepeat: 'sometimes' })).value.holdRepeat).toBe('quick');
  });

  it('salvages data without an envelope or from an unknown version', () => {
    const raw = readPart('current', JSON.stringify('microban/4'));
    expect(raw).toMatchObject({ value: 'microban/4', damaged: true, rewrite: true });
    const future = readPart('games', envelope({ 'dh5/2': { history: '1:lr', at: 5 }, 'dh5/3': 7 }, 99));
    expect(future.value).toEqual({ 'dh5/2': { history: '1:lr', at: 5 } });
    expect(future.damaged).toBe(true);
    const old = readPart('imports', envelope([{ id: 'my-abc', title: 'T', text: '#', added: 1 }], 0));
    expect(old.value).toHaveLength(1);
    expect(old.damaged).toBe(true);
  });

  it('drops saved games whose history does not decode', () => {
    const r = readPart(
      'games',
      envelope({ 'a/1': { history: '9:lr', at: 1 }, 'a/2': { history: '2:lr', at: 1 } }),
    );
    expect(Object.keys(r.value)).toEqual(['a/2']);
  });

  it('drops malformed or duplicate imports', () => {
    const good = { id: 'my-abc', title: 'T', text: '#', added: 1 };
    const r = readPart(
      'imports',
      envelope([good, good, { id: 'evil/1', title: 'x', text: '', added: 1 }, 'x']),
    );
    expect(r.value).toEqual([good]);
  });
});

describe('Store', () => {
  it('repairs damaged parts once, keeping the rest', () => {
    const backend = new MemoryBackend();
    backend.items.set(storageKey('progress'), envelope({ 'microban/1': { solved: true }, 'x/0': 1 }));
    backend.items.set(storageKey('settings'), 'garbage');
    backend.items.set(storageKey('current'), envelope('microban/2'));
    const first = new Store(backend);
    expect(first.repaired.sort()).toEqual(['settings', 'solved levels and bests']);
    expect(first.data.progress).toEqual({ 'microban/1': { solved: true } });
    expect(first.data.current).toBe('microban/2');
    const second = new Store(backend);
    expect(second.repaired).toEqual([]);
    expect(second.data.progress).toEqual(first.data.progress);
  });

  it('coalesces game saves until the delay passes or a flush', () => {
    vi.useFakeTimers();
    try {
      const backend = new MemoryBackend();
      const store = new Store(backend, () => {}, 300);
      store.putGame('microban/1', '1:l', 1);
      store.putGame('microban/1', '2:lr', 2);
      expect(backend.writes).toBe(0);
      vi.advanceTimersByTime(300);
      expect(backend.writes).toBe(1);
      store.putGame('microban/1', '3:lrl', 3);
      store.flush();
      expect(backend.writes).toBe(2);
      expect(new Store(backend).data.games['microban/1']).toEqual({ history: '3:lrl', at: 3 });
    } finally {
      vi.useRealTimers();
    }
  });

  it('keeps a game with saved positions over older games without, and keeps its positions on every save', () => {
    const store = new Store(new MemoryBackend());
    store.putGame('c/1', '1:l', 1);
    expect(store.putMarks('c/1', ['l'])).toBe(true);
    store.putGame('c/1', '2:lr', 2);
    expect(store.data.games['c/1'].marks).toEqual(['l']);
    for (let i = 2; i <= MAX_SAVED_GAMES + 5; i++) store.putGame(`c/${i}`, '0:', 100 + i);
    expect(Object.keys(store.data.games)).toHaveLength(MAX_SAVED_GAMES);
    expect(store.data.games['c/1']).toEqual({ history: '2:lr', at: 2, marks: ['l'] });
    expect(store.putMarks('c/1', [])).toBe(true);
    expect(store.data.games['c/1']).toEqual({ history: '2:lr', at: 2 });
    expect(store.putMarks('c/999', ['l'])).toBe(false);
  });

  it('reads saved positions, dropping only the damaged ones', () => {
    const r = readPart(
      'games',
      envelope({
        'dh5/2': { history: '1:lr', at: 5, marks: ['lR', 7, 'x', '', 'uD'] },
        'dh5/3': { history: '1:l', at: 5, marks: 'oops' },
      }),
    );
    expect(r.value['dh5/2'].marks).toEqual(['lR', 'uD']);
    expect(r.value['dh5/3']).toEqual({ history: '1:l', at: 5 });
  });

  it('keeps only the most recently played games', () => {
    const store = new Store(new MemoryBackend());
    for (let i = 1; i <= MAX_SAVED_GAMES + 5; i++) store.putGame(`c/${i}`, '0:', i);
    const ids = Object.keys(store.data.games);
    expect(ids).toHaveLength(MAX_SAVED_GAMES);
    expect(ids).not.toContain('c/5');
    expect(ids).toContain('c/6');
    store.flush();
  });

  it('reports a full storage instead of throwing', () => {
    const backend = new MemoryBackend();
    const errors: string[] = [];
    const store = new Store(backend, (m) => errors.push(m));
    backend.failWith = new DOMException('exceeded', 'QuotaExceededError');
    store.data.imports.push({ id: 'my-a', title: 'A', text: '#', added: 1 });
    expect(store.save('imports')).toBe(false);
    expect(errors).toEqual(["The browser's storage is full: your imported levels could not be saved."]);
    backend.failWith = null;
    expect(store.save('imports')).toBe(true);
  });

  it('writes a change its caller takes back on failure now or not at all, leaving the words to it', () => {
    const backend = new MemoryBackend();
    const errors: string[] = [];
    const store = new Store(backend, (m) => errors.push(m));
    store.data.imports.push({ id: 'my-a', title: 'A', text: '#', added: 1 });
    expect(store.trySave('imports')).toBe(true);
    backend.failWith = new DOMException('exceeded', 'QuotaExceededError');
    store.data.imports.push({ id: 'my-b', title: 'B', text: '#', added: 2 });
    expect(store.trySave('imports')).toBe(false);
    store.data.imports.pop();
    // The import flow says why "B" was not imported; the store must not add a second, wrong message,
    // neither now nor when the next write comes, since nothing is left to write.
    store.putGame('c/1', '1:l');
    store.flush();
    expect(errors).toEqual(["The browser's storage is full: your games in progress could not be saved."]);
    backend.failWith = null;
    expect(new Store(backend).data.imports.map((c) => c.id)).toEqual(['my-a']);
  });

  it("keeps the editor's undo history only in room no part needs, and says nothing of it", () => {
    // Storage that holds 1000 characters in all.
    class SmallBackend extends MemoryBackend {
      override setItem(key: string, value: string) {
        let used = value.length;
        for (const [k, v] of this.items) if (k !== key) used += v.length;
        if (used > 1000) throw new DOMException('exceeded', 'QuotaExceededError');
        super.setItem(key, value);
      }
    }
    const backend = new SmallBackend();
    const errors: string[] = [];
    const store = new Store(backend, (m) => errors.push(m));
    const history = 'h'.repeat(600);
    store.saveSpare(EDITS_KEY, history);
    // Read back before it is written, and after.
    expect(store.readSpare(EDITS_KEY)).toBe(history);
    store.flush();
    expect(backend.items.get(EDITS_KEY)).toBe(history);
    expect(store.readSpare(EDITS_KEY)).toBe(history);
    // The designs need the history's room: the history goes, the designs are kept, nothing is said.
    store.data.designs.collections.push({
      id: 'c1',
      title: 'Mine',
      designs: [{ id: 'd1', title: 'Big', rows: ['#'.repeat(250), '#'.repeat(250)], mods: [], updated: 1 }],
    });
    store.saveSoon('designs');
    store.saveSpare(EDITS_KEY, `${history}!`);
    store.flush();
    expect(errors).toEqual([]);
    expect(backend.items.has(EDITS_KEY)).toBe(false);
    expect(new Store(backend).data.designs.collections[0].designs[0].title).toBe('Big');
    // A history with no room left is not kept, and not said either.
    store.saveSpare(EDITS_KEY, history);
    store.flush();
    expect(backend.items.has(EDITS_KEY)).toBe(false);
    expect(errors).toEqual([]);
    // Without storage it stays for the session.
    const alone = new Store(null);
    alone.saveSpare(EDITS_KEY, 'x');
    expect(alone.readSpare(EDITS_KEY)).toBe('x');
  });

  it('works without any storage at all, and says once that nothing will be kept', () => {
    const errors: string[] = [];
    const store = new Store(null, (m) => errors.push(m));
    store.putGame('c/1', '0:');
    expect(() => store.flush()).not.toThrow();
    store.save('progress');
    expect(errors).toEqual([
      'This browser is not letting the game save: your progress will be lost when you leave.',
    ]);
  });

  it('tries a failed write again with the next one, telling the player once', () => {
    const backend = new MemoryBackend();
    const errors: string[] = [];
    const store = new Store(backend, (m) => errors.push(m));
    backend.failWith = new DOMException('exceeded', 'QuotaExceededError');
    store.data.progress['c/1'] = { solved: true };
    expect(store.save('progress')).toBe(false);
    store.putGame('c/1', '1:l');
    store.flush();
    expect(errors).toHaveLength(2); // progress once, games once
    backend.failWith = null;
    // Room was freed elsewhere: the next save of anything writes the progress too.
    store.save('settings');
    expect(new Store(backend).data.progress['c/1']).toEqual({ solved: true });
  });

  it('keeps the text of a damaged part aside before repairing it', () => {
    const backend = new MemoryBackend();
    backend.items.set(storageKey('progress'), '{"v":1,"data":{"c/1":{"solved":tr');
    new Store(backend);
    expect(backend.items.get(`${storageKey('progress')}.damaged`)).toBe('{"v":1,"data":{"c/1":{"solved":tr');
  });
});

describe('Store shared by two tabs', () => {
  const best = (moves: number, pushes: number) => ({ moves, pushes, lurd: 'l'.repeat(moves) });

  it('keeps the levels each tab solved, where the last write used to drop the other’s', () => {
    const backend = new MemoryBackend();
    const a = new Store(backend);
    const b = new Store(backend);
    a.data.progress['c/1'] = { solved: true, bestMoves: best(5, 1) };
    a.save('progress');
    b.data.progress['c/2'] = { solved: true };
    b.save('progress');
    a.putGame('c/3', '1:l', 10);
    b.putGame('c/4', '1:r', 11);
    a.flush();
    b.flush();
    const fresh = new Store(backend);
    expect(Object.keys(fresh.data.progress).sort()).toEqual(['c/1', 'c/2']);
    expect(Object.keys(fresh.data.games).sort()).toEqual(['c/3', 'c/4']);
  });

  it("keeps a tab's deletion, and takes in the other tab's through the storage event", () => {
    const backend = new MemoryBackend();
    const seed = new Store(backend);
    seed.data.progress = { 'c/1': { solved: true }, 'c/2': { solved: true } };
    seed.save('progress');
    const a = new Store(backend);
    const b = new Store(backend);
    delete a.data.progress['c/1'];
    a.save('progress');
    // b learns of it by the event, then writes its own level: c/1 stays deleted.
    expect(b.external(storageKey('progress'), backend.getItem(storageKey('progress')))).toBe('progress');
    expect(b.data.progress['c/1']).toBeUndefined();
    b.data.progress['c/3'] = { solved: true };
    b.save('progress');
    expect(Object.keys(new Store(backend).data.progress).sort()).toEqual(['c/2', 'c/3']);
    // Even without the event, a level b never touched takes a's deletion.
    a.data.progress['c/4'] = { solved: false, hints: 1 };
    a.save('progress');
    delete a.data.progress['c/2'];
    a.save('progress');
    b.data.progress['c/3'] = { solved: true, hints: 2 };
    b.save('progress');
    expect(Object.keys(new Store(backend).data.progress).sort()).toEqual(['c/3', 'c/4']);
  });

  it('meets two solves of one level as the better bests, solved alone if either was', () => {
    const backend = new MemoryBackend();
    const a = new Store(backend);
    const b = new Store(backend);
    a.data.progress['c/1'] = { solved: true, bestMoves: best(10, 4), bestPushes: best(12, 2) };
    a.save('progress');
    b.data.progress['c/1'] = { solved: true, helped: true, hints: 3 };
    b.save('progress');
    expect(new Store(backend).data.progress['c/1']).toEqual({
      solved: true,
      bestMoves: best(10, 4),
      bestPushes: best(12, 2),
      hints: 3,
    });
  });

  it('any levels two tabs play apart all survive, whatever order they save in', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 40 }), { maxLength: 12 }),
        fc.array(fc.boolean(), { maxLength: 12 }),
        (levels, whoFirst) => {
          const backend = new MemoryBackend();
          const tabs = [new Store(backend), new Store(backend)];
          levels.forEach((n, i) => {
            const tab = tabs[i % 2];
            tab.data.progress[`c/${n}`] = { solved: true };
            tab.save('progress');
            tab.putGame(`c/${n}`, '1:l', n);
            // A game's write waits for the debounce, or goes at once.
            if (whoFirst[i]) tab.flush();
          });
          for (const t of whoFirst[0] ? tabs : [...tabs].reverse()) t.flush();
          const fresh = new Store(backend);
          expect(Object.keys(fresh.data.progress).sort()).toEqual(levels.map((n) => `c/${n}`).sort());
          expect(Object.keys(fresh.data.games).sort()).toEqual(levels.map((n) => `c/${n}`).sort());
        },
      ),
    );
  });
});
