import type { GameWorld } from '../ecs/world';
import type { Turn } from './turn';

/** The fixed phases of a turn, in order. */
export const PHASES = ['input', 'push', 'movement', 'deadlock', 'wincheck', 'render'] as const;
export type Phase = (typeof PHASES)[number];

export type SystemFn = (turn: Turn) => void;

/**
 * A system as a plugin declares it. `create` runs once per world, so a system can capture its stores
 * and caches instead of looking them up every turn.
 */
export interface SystemSpec {
  /** `plugin/verb`, e.g. `classic/resolvePushes`, `ice/slideOnIce`. */
  readonly id: string;
  /** The phase the system belongs to. Defaults to the phase of the first system or phase it is ordered against. */
  readonly phase?: Phase;
  /** Runs before these systems or phases (a phase name means before every system of that phase). */
  readonly before?: string | readonly string[];
  /** Runs after these systems or phases (a phase name means after every system of that phase). */
  readonly after?: string | readonly string[];
  readonly create: (world: GameWorld) => SystemFn;
}

/** A system in the built schedule, with its phase resolved. */
export type ScheduledSystem = SystemSpec & { readonly phase: Phase };

/** A bad ordering request; thrown when the game is built, never mid-turn. */
export class ScheduleError extends Error {
  override name = 'ScheduleError';
}

const isPhase = (name: string): name is Phase => (PHASES as readonly string[]).includes(name);
const list = (v: string | readonly string[] | undefined): readonly string[] =>
  v === undefined ? [] : typeof v === 'string' ? [v] : v;

/**
 * Orders systems: by phase, then by before/after constraints inside a phase, then by registration
 * order. Unknown names and phases, contradictions across phases and cycles are errors (unlike Bevy, which
 * silently ignores an ordering against a missing system).
 */
export function buildSchedule(specs: readonly SystemSpec[]): ScheduledSystem[] {
  const byId = new Map<string, SystemSpec>();
  for (const s of specs) {
    if (isPhase(s.id)) throw new ScheduleError(`System id "${s.id}" is a phase name; use "plugin/verb".`);
    if (byId.has(s.id)) throw new ScheduleError(`Two systems share the id "${s.id}".`);
    if (s.phase !== undefined && !isPhase(s.phase))
      throw new ScheduleError(
        `System "${s.id}" names the phase "${s.phase}", which is not one of ${PHASES.join(', ')}.`,
      );
    byId.set(s.id, s);
  }
  const known = (name: string, by: string) => {
    if (!isPhase(name) && !byId.has(name)) {
      throw new ScheduleError(
        `System "${by}" is ordered against "${name}", which is neither a phase nor a system.`,
      );
    }
  };
  for (const s of specs) for (const n of [...list(s.before), ...list(s.after)]) known(n, s.id);

  // Resolve each system's phase (following references to other systems if needed).
  const phaseOf = new Map<string, Phase>();
  const resolving = new Set<string>();
  const resolve = (s: SystemSpec): Phase => {
    const done = phaseOf.get(s.id);
    if (done) return done;
    if (resolving.has(s.id))
      throw new ScheduleError(`Cannot infer the phase of "${s.id}": circular ordering.`);
    resolving.add(s.id);
    let phase = s.phase;
    if (!phase) {
      const ref = [...list(s.after), ...list(s.before)][0];
      if (ref === undefined) throw new ScheduleError(`System "${s.id}" names no phase and no ordering.`);
      phase = isPhase(ref) ? ref : resolve(byId.get(ref)!);
    }
    phaseOf.set(s.id, phase);
    resolving.delete(s.id);
    return phase;
  };
  for (const s of specs) resolve(s);

  const rank = (p: Phase) => PHASES.indexOf(p);
  const out: ScheduledSystem[] = [];
  for (const phase of PHASES) {
    const members = specs.filter((s) => phaseOf.get(s.id) === phase);
    // Edges a -> b mean a runs before b.
    const edges = new Map<string, Set<string>>(members.map((s) => [s.id, new Set<string>()]));
    const early = new Set<string>();
    const late = new Set<string>();
    for (const s of members) {
      for (const target of list(s.before)) {
        if (isPhase(target)) {
          if (target === phase) early.add(s.id);
          else if (rank(target) < rank(phase)) {
            throw new ScheduleError(`"${s.id}" is in phase ${phase} but must run before phase ${target}.`);
          }
        } else if (phaseOf.get(target) === phase) edges.get(s.id)!.add(target);
        else if (rank(phaseOf.get(target)!) < rank(phase)) {
          throw new ScheduleError(
            `"${s.id}" (phase ${phase}) cannot run before "${target}" (phase ${phaseOf.get(target)}).`,
          );
        }
      }
      for (const target of list(s.after)) {
        if (isPhase(target)) {
          if (target === phase) late.add(s.id);
          else if (rank(target) > rank(phase)) {
            throw new ScheduleError(`"${s.id}" is in phase ${phase} but must run after phase ${target}.`);
          }
        } else if (phaseOf.get(target) === phase) edges.get(target)!.add(s.id);
        else if (rank(phaseOf.get(target)!) > rank(phase)) {
          throw new ScheduleError(
            `"${s.id}" (phase ${phase}) cannot run after "${target}" (phase ${phaseOf.get(target)}).`,
          );
        }
      }
    }
    // "before: <own phase>" systems precede the rest; "after: <own phase>" ones follow it.
    for (const a of members) {
      for (const b of members) {
        if (a === b) continue;
        if (early.has(a.id) && !early.has(b.id)) edges.get(a.id)!.add(b.id);
        if (late.has(b.id) && !late.has(a.id)) edges.get(a.id)!.add(b.id);
      }
    }
    for (const s of topoSort(members, edges))
      out.push(s.phase === phase ? (s as ScheduledSystem) : { ...s, phase });
  }
  return out;
}

/**
 * Depth-first in registration order: each system is emitted right after the systems it must follow,
 * so an unconstrained order stays the registration order and a `before: x` lands just ahead of x.
 */
function topoSort(members: SystemSpec[], edges: Map<string, Set<string>>): SystemSpec[] {
  const preds = new Map<string, SystemSpec[]>(members.map((s) => [s.id, []]));
  for (const s of members) for (const t of edges.get(s.id)!) preds.get(t)!.push(s);
  const sorted: SystemSpec[] = [];
  const done = new Set<string>();
  const path: string[] = [];
  const visit = (s: SystemSpec) => {
    if (done.has(s.id)) return;
    if (path.includes(s.id)) {
      throw new ScheduleError(
        `Systems order each other in a cycle: ${[...path.slice(path.indexOf(s.id)), s.id].join(' -> ')}.`,
      );
    }
    path.push(s.id);
    for (const p of preds.get(s.id)!) visit(p);
    path.pop();
    done.add(s.id);
    sorted.push(s);
  };
  for (const s of members) visit(s);
  return sorted;
}
