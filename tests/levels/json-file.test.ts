import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { readJson, updateJson } from '../../scripts/json-file';
import { meetingSource, overlapped, runNode } from './run-node';

const triesModule = fileURLToPath(new URL('../../scripts/pars-tries.ts', import.meta.url));

describe('updateJson', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('loses no change when several processes record tries into one file at once', async () => {
    dir = mkdtempSync(join(tmpdir(), 'json-lock-'));
    const url = pathToFileURL(join(dir, 'tries.json')).href;
    // The processes meet before their 1st, 11th, 21st and 31st write, so the writes interleave
    // however late one of them starts.
    const meet = join(dir, 'meet');
    mkdirSync(meet);
    const writer = (p: number) => `
      import { recordTry } from ${JSON.stringify(pathToFileURL(triesModule).href)};
      ${meetingSource(meet, p, 4)}
      let first = 0;
      let last = 0;
      for (let i = 0; i < 40; i++) {
        if (i % 10 === 0) meet(i);
        if (i === 0) first = now();
        recordTry('p${p}.xsb', i + 1, { order: 'bound', weight: 10, seed: i, seconds: 60, localFrom: 0,
          solved: false, date: '2026-11-28' }, new URL(${JSON.stringify(url)}));
        last = now();
      }
      console.log(JSON.stringify({ first, last }));`;
    expect(overlapped(await Promise.all([0, 1, 2, 3].map((p) => runNode(writer(p)))))).toBe(true);
    const tries = readJson<Record<string, Record<string, unknown[]>>>(new URL(url));
    expect(Object.keys(tries).sort()).toEqual(['p0.xsb', 'p1.xsb', 'p2.xsb', 'p3.xsb']);
    for (const levels of Object.values(tries)) expect(Object.keys(levels)).toHaveLength(40);
    expect(existsSync(join(dir, 'tries.json.lock'))).toBe(false);
  }, 60_000);

  it('breaks a lock left behind by a run that died holding it', () => {
    dir = mkdtempSync(join(tmpdir(), 'json-lock-'));
    const file = join(dir, 'a.json');
    writeFileSync(`${file}.lock`, '');
    const old = new Date(Date.now() - 60_000);
    utimesSync(`${file}.lock`, old, old);
    updateJson<{ n?: number }>(pathToFileURL(file), (v) => JSON.stringify({ n: (v.n ?? 0) + 1 }));
    expect(JSON.parse(readFileSync(file, 'utf8'))).toEqual({ n: 1 });
    expect(existsSync(`${file}.lock`)).toBe(false);
  });

  it('releases the lock and leaves the file as it was when the change throws', () => {
    dir = mkdtempSync(join(tmpdir(), 'json-lock-'));
    const file = join(dir, 'a.json');
    writeFileSync(file, '{"n":1}');
    expect(() =>
      updateJson(pathToFileURL(file), () => {
        throw new Error('bad');
      }),
    ).toThrow('bad');
    expect(readFileSync(file, 'utf8')).toBe('{"n":1}');
    expect(existsSync(`${file}.lock`)).toBe(false);
  });
});
