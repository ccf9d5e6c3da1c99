import { describe, expect, it } from 'vitest';
import { buildSchedule, ScheduleError, type SystemSpec } from '../../src/core/pipeline/schedule';

const sys = (id: string, extra: Partial<SystemSpec> = {}): SystemSpec => ({
  id,
  create: () => () => {},
  ...extra,
});
const ids = (specs: SystemSpec[]) => buildSchedule(specs).map((s) => s.id);

describe('buildSchedule', () => {
  it('orders by phase, then by registration', () => {
    expect(
      ids([
        sys('a/win', { phase: 'wincheck' }),
        sys('a/in', { phase: 'input' }),
        sys('a/move', { phase: 'movement' }),
        sys('b/move', { phase: 'movement' }),
      ]),
    ).toEqual(['a/in', 'a/move', 'b/move', 'a/win']);
  });

  it('honours before/after another system in the same phase', () => {
    expect(
      ids([
        sys('a/one', { phase: 'push' }),
        sys('a/two', { phase: 'push' }),
        sys('m/x', { before: 'a/one' }),
      ]),
    ).toEqual(['m/x', 'a/one', 'a/two']);
    expect(
      ids([sys('a/one', { phase: 'push' }), sys('m/x', { after: 'a/one' }), sys('a/two', { phase: 'push' })]),
    ).toEqual(['a/one', 'm/x', 'a/two']);
  });

  it('places "after: <phase>" at the end of that phase and "before: <phase>" at its start', () => {
    expect(
      ids([
        sys('a/move', { phase: 'movement' }),
        sys('ice/slide', { after: 'movement' }),
        sys('b/move', { phase: 'movement' }),
        sys('x/first', { before: 'movement' }),
        sys('a/dead', { phase: 'deadlock' }),
      ]),
    ).toEqual(['x/first', 'a/move', 'b/move', 'ice/slide', 'a/dead']);
  });

  it('rejects unknown names, duplicates, cycles and cross-phase contradictions', () => {
    expect(() => ids([sys('a/x', { after: 'nope/y' })])).toThrow(/neither a phase nor a system/);
    expect(() => ids([sys('a/x', { phase: 'push' }), sys('a/x', { phase: 'push' })])).toThrow(/share the id/);
    expect(() =>
      ids([sys('a/x', { phase: 'push', after: 'a/y' }), sys('a/y', { phase: 'push', after: 'a/x' })]),
    ).toThrow(/cycle/);
    expect(() =>
      ids([sys('a/late', { phase: 'wincheck' }), sys('a/early', { phase: 'input', after: 'a/late' })]),
    ).toThrow(ScheduleError);
    expect(() => ids([sys('a/x')])).toThrow(/no phase/);
  });

  it('rejects a phase that does not exist, rather than dropping the system', () => {
    // A JavaScript mod (or a cast) can name any phase; its system once vanished from the turn unsaid.
    const typo = sys('a/win', { phase: 'win' as SystemSpec['phase'] });
    expect(() => ids([typo])).toThrow('System "a/win" names the phase "win", which is not one of');
  });
});
