import { describe, expect, it } from 'vitest';
import { defineResource, GameWorld, type ResourceToken } from '../../src/core/ecs/world';

const world = () => new GameWorld({ width: 3, height: 2, components: [] });

describe('world resources', () => {
  it('keys data by token: two tokens with the same name are distinct', () => {
    const numbers = defineResource('shared/name', () => [1, 2, 3]);
    const text = defineResource('shared/name', () => ({ label: 'x' }));
    const w = world();
    expect(w.resource(numbers)).toEqual([1, 2, 3]);
    expect(w.resource(text)).toEqual({ label: 'x' });
    expect(w.resource(numbers)).not.toBe(w.resource(text));
  });

  it('runs the creator once per world, with that world, and never shares between worlds', () => {
    let calls = 0;
    const cells = defineResource('test/cells', (w) => {
      calls++;
      return { cells: w.width * w.height, hits: 0 };
    });
    const a = world();
    const b = world();
    a.resource(cells).hits++;
    a.resource(cells).hits++;
    expect(a.resource(cells)).toEqual({ cells: 6, hits: 2 });
    expect(calls).toBe(1);
    expect(b.resource(cells)).toEqual({ cells: 6, hits: 0 });
    expect(b.resource(cells)).not.toBe(a.resource(cells));
    expect(calls).toBe(2);
  });

  it('keeps a falsy value rather than creating it again', () => {
    let calls = 0;
    const zero = defineResource('test/zero', () => {
      calls++;
      return 0;
    });
    const w = world();
    expect([w.resource(zero), w.resource(zero)]).toEqual([0, 0]);
    expect(calls).toBe(1);
  });

  it('names the resource when its creator asks for itself', () => {
    const loop: ResourceToken<number> = defineResource('test/loop', (w) => w.resource(loop));
    expect(() => world().resource(loop)).toThrow(/"test\/loop"/);
  });
});
