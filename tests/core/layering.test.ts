import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

// The engine runs in Node (tests, the CLI, the solver's worker): only src/ui may know the browser.
const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const HEADLESS = ['core', 'solver', 'mods', 'formats', 'analysis', 'cli'].map((d) => join(ROOT, 'src', d));
const UI = join(ROOT, 'src', 'ui');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|mts|js|mjs)$/.test(entry) ? [path] : [];
  });
}

/** The code without comments and string literals, where a word like "document" may well appear. */
const codeOnly = (text: string) =>
  text
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\/\/.*$/gm, '')
    .replace(/(['"`])(?:\\.|(?!\1)[^\\])*\1/g, '""');

const IMPORTS = /\b(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g;
const BROWSER_GLOBALS =
  /\b(document|window|localStorage|sessionStorage|navigator|HTMLElement|requestAnimationFrame)\b/;

describe('the headless engine', () => {
  const files = HEADLESS.flatMap(sources);

  it('is a real set of files', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it('imports neither PixiJS nor anything of src/ui', () => {
    const bad: string[] = [];
    for (const file of files)
      for (const [, spec] of readFileSync(file, 'utf8').matchAll(IMPORTS)) {
        const intoUi = spec.startsWith('.') && resolve(dirname(file), spec).startsWith(UI);
        if (spec.startsWith('pixi') || intoUi) bad.push(`${relative(ROOT, file)} imports ${spec}`);
      }
    expect(bad).toEqual([]);
  });

  it('uses no browser global', () => {
    const bad = files.flatMap((file) => {
      const m = codeOnly(readFileSync(file, 'utf8')).match(BROWSER_GLOBALS);
      return m ? [`${relative(ROOT, file)} uses ${m[1]}`] : [];
    });
    expect(bad).toEqual([]);
  });

  it('would catch both (the checks are not vacuous)', () => {
    expect(codeOnly("const a = document.body; // window\n'navigator'").match(BROWSER_GLOBALS)?.[1]).toBe(
      'document',
    );
    expect(codeOnly("/* document */ const s = 'window';").match(BROWSER_GLOBALS)).toBeNull();
    expect([..."import { Application } from 'pixi.js';".matchAll(IMPORTS)][0][1]).toBe('pixi.js');
  });
});

// The import worker runs src/ui code with no DOM: what it loads must not need one either.
describe("the import worker's modules", () => {
  /** The files a module loads, following relative imports (not `import type`, which load nothing). */
  function loaded(entry: string, seen = new Set<string>()): Set<string> {
    if (seen.has(entry)) return seen;
    seen.add(entry);
    const code = readFileSync(entry, 'utf8').replace(/^(?:import|export) type [^;]+;/gm, '');
    for (const [, spec] of code.matchAll(IMPORTS))
      if (spec.startsWith('.')) loaded(moduleFile(resolve(dirname(entry), spec)), seen);
      else if (spec.startsWith('pixi')) throw new Error(`${relative(ROOT, entry)} imports ${spec}`);
    return seen;
  }
  const moduleFile = (path: string) =>
    [path, `${path}.ts`, join(path, 'index.ts')].find((p) => existsSync(p) && statSync(p).isFile()) ?? path;
  const files = [...loaded(join(UI, 'app', 'levels', 'import.worker.ts'))];

  it('reach the engine (the walk follows imports)', () => {
    expect(files.some((f) => f.endsWith(join('core', 'game.ts')))).toBe(true);
  });

  it('use no browser global', () => {
    const bad = files.flatMap((file) => {
      const m = codeOnly(readFileSync(file, 'utf8')).match(BROWSER_GLOBALS);
      return m ? [`${relative(ROOT, file)} uses ${m[1]}`] : [];
    });
    expect(bad).toEqual([]);
  });
});
