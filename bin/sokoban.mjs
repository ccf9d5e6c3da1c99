#!/usr/bin/env node
// The `sokoban` command: runs the TypeScript CLI through tsx, so there is no separate build step.
import { register } from 'tsx/esm/api';

register();
const { runProcess } = await import('../src/cli/main.ts');
await runProcess();
