import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseCollection } from '../../src/core/level/xsb';
import { Catalogue } from '../../src/ui/app/levels/catalogue';
import { modGlyphs } from '../../src/ui/app/levels/glyphs';
import { importLevels } from '../../src/ui/app/levels/import';
import { importInWorker, parseImport, type WorkerLike } from '../../src/ui/app/levels/import-client';
import {
  handleImportRequest,
  type ImportReply,
  type ImportRequest,
} from '../../src/ui/app/levels/import-protocol';

const GOOD = ['#####\n#@$.#\n#####', '######\n#@$ .#\n######', '#######\n#. $ @#\n#######'];
const BAD = ['#####\n#@$ #\n#####', '#####\n#@x.#\n#####', '####\n#@$.\n####'];

/** A file of `n` levels, the ones at `bad` positions broken. */
const file = (n: number, bad: (i: number) => boolean = () => false) =>
  Array.from({ length: n }, (_, i) => `${(bad(i) ? BAD : GOOD)[i % 3]}\nTitle: L${i + 1}\n`).join('\n');

const answers = (req: ImportRequest): ImportReply[] => {
  const out: ImportReply[] = [];
  handleImportRequest(req, (r) => out.push(r));
  return out;
};

describe('the import worker (as a plain function)', () => {
  it('reports progress, then what importLevels found, without the levels', () => {
    const text = file(600);
    const replies = answers({ id: 7, kind: 'import', text, name: 'big.xsb', now: 5 });
    expect(replies.every((r) => r.id === 7)).toBe(true);
    expect(replies.slice(0, -1)).toEqual([
      { id: 7, kind: 'progress', checked: 250, total: 600 },
      { id: 7, kind: 'progress', checked: 500, total: 600 },
    ]);
    const direct = importLevels(text, 'big.xsb', 5);
    if (!direct.ok) throw new Error('the file is good');
    expect(replies.at(-1)).toEqual({
      id: 7,
      kind: 'imported',
      summary: { ok: true, collection: direct.collection, count: 600, skipped: [] },
    });
  });

  it('says what importLevels says, for any mix of good and broken levels', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1, maxLength: 40 }), (bads) => {
        const text = file(bads.length, (i) => bads[i]);
        const last = answers({ id: 1, kind: 'import', text, now: 0 }).at(-1);
        const direct = importLevels(text, undefined, 0);
        const summary = direct.ok
          ? { ok: true, collection: direct.collection, count: direct.levels.length, skipped: direct.skipped }
          : direct;
        expect(last).toEqual({ id: 1, kind: 'imported', summary });
        expect(direct.ok).toBe(bads.includes(false));
      }),
      { numRuns: 40 },
    );
  });

  it('parses a kept text as the catalogue did on the main thread', () => {
    const text = `Author: Someone\n\n${file(5)}`;
    const [reply] = answers({ id: 2, kind: 'parse', text });
    const { collection } = parseCollection(text, { glyphs: modGlyphs() });
    expect(reply).toEqual({
      id: 2,
      kind: 'parsed',
      parsed: { levels: collection.levels, problems: [], author: 'Someone' },
    });
  });
});

/** A worker in this thread: it answers a request one message at a time, each on a later turn. */
class FakeWorker implements WorkerLike {
  onmessage: WorkerLike['onmessage'] = null;
  onerror: WorkerLike['onerror'] = null;
  terminated = false;
  requests: ImportRequest[] = [];
  constructor(private readonly reply = (req: ImportRequest) => answers(req)) {}
  postMessage(request: ImportRequest): void {
    this.requests.push(request);
    let delay = 0;
    for (const r of this.reply(request))
      setTimeout(() => {
        if (!this.terminated) this.onmessage?.({ data: r } as MessageEvent<ImportReply>);
      }, delay++);
  }
  terminate(): void {
    this.terminated = true;
  }
}

describe('importInWorker', () => {
  it("answers with the worker's summary, forwards progress, and ends the worker", async () => {
    const worker = new FakeWorker();
    const progress: number[] = [];
    const job = importInWorker(
      file(520),
      'f.xsb',
      (checked) => progress.push(checked),
      () => worker,
    );
    const summary = await job.done;
    expect(summary?.ok && summary.count).toBe(520);
    expect(progress).toEqual([250, 500]);
    expect(worker.requests).toMatchObject([{ kind: 'import', name: 'f.xsb' }]);
    expect(worker.terminated).toBe(true);
  });

  it('cancels: the worker is terminated, the job ends with null, later answers are not heard', async () => {
    const worker = new FakeWorker();
    let progress = 0;
    const job = importInWorker(
      file(1000),
      undefined,
      () => {
        progress++;
        job.cancel();
      },
      () => worker,
    );
    expect(await job.done).toBeNull();
    expect(worker.terminated).toBe(true);
    expect(progress).toBe(1);
  });

  it('rejects with a message a player can read when the worker cannot start or fails', async () => {
    const refused = importInWorker(file(1), undefined, undefined, () => {
      throw new Error('workers are blocked');
    });
    await expect(refused.done).rejects.toThrow('the import worker did not start: workers are blocked');
    const thrown = importInWorker(
      file(1),
      undefined,
      undefined,
      () => new FakeWorker((req) => [{ id: req.id, kind: 'error', message: 'out of memory' }]),
    );
    await expect(thrown.done).rejects.toThrow('out of memory');
    const broken = new FakeWorker(() => []);
    const crashed = importInWorker(file(1), undefined, undefined, () => broken);
    broken.onerror?.({ message: '' } as ErrorEvent);
    await expect(crashed.done).rejects.toThrow('the import worker stopped');
    expect(broken.terminated).toBe(true);
  });

  it('ignores answers to another request', async () => {
    const worker = new FakeWorker((req) => [
      { id: req.id + 1, kind: 'imported', summary: { ok: false, problems: [] } },
      ...answers(req),
    ]);
    const summary = await importInWorker(file(3), undefined, undefined, () => worker).done;
    expect(summary?.ok && summary.count).toBe(3);
  });
});

describe('parseImport', () => {
  const spawned: FakeWorker[] = [];
  const spawn = () => {
    const w = new FakeWorker();
    spawned.push(w);
    return w;
  };

  it('parses a big text in a worker, and a small one at once', async () => {
    const big = file(3000);
    expect(big.length).toBeGreaterThan(64 * 1024);
    expect((await parseImport(big, spawn)).levels).toHaveLength(3000);
    expect(spawned).toHaveLength(1);
    expect((await parseImport(file(3), spawn)).levels).toHaveLength(3);
    expect(spawned).toHaveLength(1);
  });

  it('parses on the main thread when no worker can run', async () => {
    const parsed = await parseImport(file(3000), () => {
      throw new Error('no workers here');
    });
    expect(parsed.levels).toHaveLength(3000);
  });

  it('is what the catalogue loads an import with', async () => {
    const texts: string[] = [];
    const c = new Catalogue([{ id: 'my-big', title: 'Big', text: file(4), added: 0 }], async (text) => {
      texts.push(text);
      return parseImport(text, spawn);
    });
    expect(texts).toEqual([]);
    const loaded = await c.load('my-big');
    expect(loaded.levels.map((l) => l.title)).toEqual(['L1', 'L2', 'L3', 'L4']);
    expect(loaded.info.count).toBe(4);
    expect(texts).toHaveLength(1);
    // Shipped sets are not the player's imports: they do not go through it.
    await c.load('microban');
    expect(texts).toHaveLength(1);
  });
});
