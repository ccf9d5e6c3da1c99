import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { MODS } from '../../src/mods';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const SRC = join(ROOT, 'src');
const MODS_DIR = join(SRC, 'mods');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((entry) => {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx|mts|js|mjs)$/.test(entry) ? [path] : [];
  });
}

/** Every module specifier a file imports or re-exports, statically or dynamically. */
function specifiers(code: string): string[] {
  const out: string[] = [];
  const patterns = [
    /\bfrom\s+['"]([^'"]+)['"]/g,
    /\bimport\s+['"]([^'"]+)['"]/g,
    /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g,
    /\bimport\.meta\.glob\(\s*['"]([^'"]+)['"]/g,
  ];
  for (const p of patterns) for (const m of code.matchAll(p)) out.push(m[1]);
  return out;
}

/** The mod folder a path lies in (`ice` for src/mods/ice/x.ts or src/mods/ice itself), if any. */
function modOf(path: string): string | null {
  const rel = relative(MODS_DIR, path);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return null;
  const [first, ...rest] = rel.split(sep);
  // A file directly in src/mods (the catalogue) belongs to no mod; a folder, or anything in it, does.
  if (rest.length === 0 && /\.\w+$/.test(first)) return null;
  return first;
}

const folders = readdirSync(MODS_DIR).filter((e) => statSync(join(MODS_DIR, e)).isDirectory());

describe('mods are reached only through the plugin API', () => {
  it('no file outside a mod folder imports from it, except the catalogue (which takes its index)', () => {
    const violations: string[] = [];
    for (const file of sources(SRC)) {
      const own = modOf(file);
      for (const spec of specifiers(readFileSync(file, 'utf8'))) {
        if (!spec.startsWith('.') && !spec.startsWith('/')) continue;
        const target = spec.startsWith('/') ? join(ROOT, spec) : resolve(dirname(file), spec);
        const mod = modOf(target);
        if (!mod || mod === own) continue;
        const isCatalogue = file === join(MODS_DIR, 'index.ts');
        const isIndex = target === join(MODS_DIR, mod) || target === join(MODS_DIR, mod, 'index');
        if (isCatalogue && isIndex) continue;
        violations.push(`${relative(ROOT, file)} imports ${spec}`);
      }
    }
    expect(violations).toEqual([]);
  });

  it.each(folders)(
    'src/mods/%s exports one plugin, named after its folder and in the catalogue',
    async (name) => {
      const module = (await import(`../../src/mods/${name}/index.ts`)) as Record<string, unknown>;
      const plugins = Object.values(module).filter(
        (v) => typeof v === 'object' && v !== null && 'setup' in v && 'name' in v,
      );
      expect(plugins).toHaveLength(1);
      expect((plugins[0] as { name: string }).name).toBe(name);
      expect(MODS.get(name)).toBe(plugins[0]);
    },
  );

  it('finds an import into a mod from outside (the check can fail)', () => {
    const file = join(SRC, 'ui', 'x.ts');
    const target = resolve(dirname(file), '../mods/ice/slide');
    expect(modOf(target)).toBe('ice');
    expect(modOf(file)).toBeNull();
    expect(specifiers("import { a } from '../mods/ice/slide';\nconst b = await import('./c');")).toEqual([
      '../mods/ice/slide',
      './c',
    ]);
  });
});
