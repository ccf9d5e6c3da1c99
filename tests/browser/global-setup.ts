import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { buildGame, startPreview } from '../../scripts/preview-server';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
  }
}

/**
 * Builds the game once and serves the production build with `vite preview` for the browser tests.
 * The build goes to a fresh temporary folder, so a build or test run started meanwhile (dist/ is
 * shared by everyone working in this tree) cannot swap files under a running test.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const outDir = mkdtempSync(join(tmpdir(), 'sokoban-dist-'));
  buildGame(outDir);
  const { baseURL, stop } = await startPreview(outDir);
  project.provide('baseURL', baseURL);
  return () => {
    stop();
    rmSync(outDir, { recursive: true, force: true });
  };
}
