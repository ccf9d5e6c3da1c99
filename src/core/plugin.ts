import type { ComponentDef } from './ecs/component';
import type { GameWorld, RuleValue } from './ecs/world';
import type { LevelProblem } from './level/problems';
import type { LevelSource } from './level/types';
import { buildSchedule, type ScheduledSystem, type SystemSpec } from './pipeline/schedule';
import type { Direction } from './pipeline/turn';

/** What a glyph contributes to the level checks; the validator counts these. */
export interface GlyphTraits {
  player?: number;
  box?: number;
  goal?: number;
  /** Blocks the player's region (the board must be closed by such cells). */
  wall?: boolean;
}

/** A level character a plugin claims, and how it becomes entities. */
export interface GlyphSpec {
  readonly char: string;
  /** Shown in the editor's palette and in errors: "box on goal". */
  readonly name: string;
  readonly traits?: GlyphTraits;
  build(world: GameWorld, x: number, y: number): void;
}

/**
 * May `eid` enter (x, y) moving in `dir`? Every rule must agree. Consulted by the push resolution and
 * by every search (reachability, solver), so a one-way floor binds the player, boxes and paths alike.
 */
export type EnterRule = (world: GameWorld, eid: number, x: number, y: number, dir: Direction) => boolean;

/**
 * A level check. Returns problems (empty when fine); receives the level, its built world and the
 * player's region (1 per cell, `y * width + x`, that the player reaches through anything but walls,
 * grown by `PluginApi.reach`; all 0 when the level has no single player).
 */
export type LevelCheck = (level: LevelSource, world: GameWorld, region: Uint8Array) => LevelProblem[];

/** What values a level may give a rule, beyond the type of its default. */
export interface RuleLimits {
  /** Numbers: the smallest and largest allowed. */
  readonly min?: number;
  readonly max?: number;
  /** Numbers: whole numbers only. */
  readonly integer?: boolean;
  /** Text: the only values allowed. */
  readonly choices?: readonly string[];
}

/** How the play screen words a rule a level sets: "A push moves: up to 2 boxes in a row". */
export interface RuleWords {
  /** A short name for players, said before the value. Without it, the description is. */
  readonly label?: string;
  /** Words for a value (without it: yes or no, the number, the text as written). */
  readonly valueText?: (value: RuleValue) => string;
}

/** A rule's limits and words, the last argument of `PluginApi.rule`. */
export interface RuleOptions extends RuleLimits, RuleWords {}

/** Whether the classic deadlock detector and solver may be trusted with a plugin's mechanic. */
export type AnalysisSupport = 'sound' | 'unsupported';

export interface AnalysisOptions {
  /** The plugin's mechanic cannot move a box wedged in a wall corner either: keep that one mark. */
  readonly corners?: 'sound';
  /**
   * Only for levels whose rules (defaults, then the level's `Rules:`) pass this test: classic's
   * pushes are beyond the solver when `maxChain` is not 1.
   */
  readonly when?: (rules: Readonly<Record<string, RuleValue>>) => boolean;
}

/** One `analysis('unsupported')` declaration, as the ruleset keeps it. */
export interface AnalysisLimit {
  readonly note: string;
  /** The declaring plugin vouched for the corner rule. */
  readonly corners: boolean;
  readonly when?: (rules: Readonly<Record<string, RuleValue>>) => boolean;
}

/** Drawing data for a renderer: SVG markup (no DOM needed to hold it) and a layer. */
export interface SpriteSpec {
  /** The component whose members are drawn with this sprite. */
  readonly component: ComponentDef;
  readonly svg: string;
  /** Draw order: floor < goal < object < actor < overlay. Higher `order` draws above within a layer. */
  readonly layer: 'floor' | 'goal' | 'object' | 'actor' | 'overlay';
  readonly order?: number;
  /**
   * One flat colour (`#rrggbb`) that stands for the sprite where a cell is a few pixels wide: level
   * thumbnails. Without it, the first colour the SVG fills with. Overlays are drawn there only when
   * they name one, as the thing they cover (a painted box: the coat is what it is now).
   */
  readonly mapColor?: string;
  /** A shape drawn over `mapColor` on thumbnails, for what one colour cannot say. */
  readonly mapMark?: MapMark;
}

/**
 * A thumbnail's mark on a sprite's cell: a filled polygon, bold enough to read at a few pixels (the
 * way a one-way cell points, a wedge in its arrows' colour).
 */
export interface MapMark {
  readonly color: string;
  /** The polygon's corners, x then y, in the sprite's 64 x 64 viewBox. */
  readonly points: readonly number[];
}

/**
 * One voice of a sound, as data (the browser synthesises it, `src/ui/app/sound/synth.ts`; nothing
 * here needs an audio API): a tone gliding from `from` to `to` Hz, or, with `wave: 'noise'`, white
 * noise through a filter at `from` Hz.
 */
export interface SoundVoice {
  readonly wave: 'sine' | 'triangle' | 'square' | 'sawtooth' | 'noise';
  readonly from: number;
  readonly to?: number;
  /** The noise's filter (`bandpass` unless said). */
  readonly filter?: 'lowpass' | 'highpass' | 'bandpass';
  /** Start after the sound's start, and length, in seconds. */
  readonly at?: number;
  readonly dur: number;
  /** Peak loudness, 0 to 1; the game's own pushes peak near 0.2. */
  readonly gain: number;
}

/**
 * The sound of a kind of segment a plugin's systems make (`turn.move(e, x, y, 'slide')`), heard
 * when a turn has one and nothing weightier (a goal filled or emptied, a dead box, a box lost)
 * happened.
 */
export interface SoundSpec {
  readonly segment: string;
  readonly voices: readonly SoundVoice[];
}

/** The API a plugin's `setup` receives. Everything a mod can do goes through here. */
export interface PluginApi {
  /** Registers components (their `state` flag decides whether undo snapshots them). */
  components(...defs: ComponentDef[]): void;
  /** Claims a level glyph. Claiming a glyph another plugin claimed is an error. */
  glyph(spec: GlyphSpec): void;
  /** Adds a system at a named place in the turn pipeline. */
  system(spec: SystemSpec): void;
  /**
   * Declares a rule option with its default (a level header `Rules: name=value` may override it). A
   * level's value must be of the default's type (a number; `true` or `false`; text) and within
   * `options`' limits, or the level reports a problem. The options' `label` and `valueText` word the
   * rule for players, where a level sets it.
   */
  rule(name: string, defaultValue: RuleValue, description: string, options?: RuleOptions): void;
  /** Changes the default of a rule another plugin declared (chain levels default `maxChain` to 0). */
  ruleDefault(name: string, value: RuleValue): void;
  /** Adds a movement restriction shared by pushes and searches. */
  canEnter(rule: EnterRule): void;
  /**
   * Adds a level check with an id (`plugin/check`). An id already added is an error: to replace
   * another plugin's check, `disable` it and add yours under your own id.
   */
  check(id: string, check: LevelCheck): void;
  /**
   * Grows the player's region that level checks see (1 per cell the player can get to), for a
   * mechanic that crosses walls: teleporters add the floor beyond a pad pair.
   */
  reach(grow: (world: GameWorld, region: Uint8Array) => void): void;
  /** Removes a system or check another plugin added, by id (e.g. `classic/boxesMatchGoals`). */
  disable(id: string): void;
  /** Recomputes derived caches after the state jumps (load, undo, redo, restart). */
  onRestore(fn: (world: GameWorld) => void): void;
  /** Runs once after the level's entities are built, before the first turn. */
  onBuilt(fn: (world: GameWorld) => void): void;
  /** Sprites the renderer uses for this plugin's components. */
  sprite(spec: SpriteSpec): void;
  /** The sound of a segment kind this plugin's systems make. One plugin per kind. */
  sound(spec: SoundSpec): void;
  /**
   * Writes a cell back as a glyph (for `toXsb`, the editor and sharing): return the glyph, or null to
   * let earlier plugins answer. Later plugins are asked first, classic last.
   */
  cellWriter(write: CellWriter): void;
  /** Lines for the HUD about the current state ("BABA IS YOU", "Nothing is YOU: undo"). */
  status(provider: StatusProvider): void;
  /**
   * What the HUD's progress tile counts, for a mod whose win is not "every box on a goal" (painted
   * boxes on goals, say): return null to let earlier plugins answer. Later plugins are asked first;
   * without an answer the tile counts boxes on goals (goals covered when the level starts with spare
   * boxes).
   */
  progress(counter: ProgressCounter): void;
  /**
   * Declares whether the deadlock detector and solver stay sound with this mechanic. `unsupported`
   * switches them off for levels using the plugin, with a visible note, rather than risk a wrong answer.
   * `corners: 'sound'` keeps the simplest deadlock (a box off goal wedged in a wall corner never moves
   * again) when the plugin has checked that its mechanic cannot move such a box. `when` limits the
   * declaration to levels whose rules make the analysis unsound (classic: `maxChain` other than 1).
   */
  analysis(support: AnalysisSupport, note?: string, options?: AnalysisOptions): void;
}

/** Returns the glyph for cell (x, y) of the current state, or null when the plugin has nothing there. */
export type CellWriter = (world: GameWorld, x: number, y: number) => string | null;

/** Short HUD lines describing a plugin's state; `tone: 'warn'` for problems the player must act on. */
export type StatusProvider = (world: GameWorld) => readonly { text: string; tone?: 'info' | 'warn' }[];

/** The HUD's progress tile: `label` ("Boxes"), `done` of `total`. A total of 0 hides the tile. */
export interface Progress {
  readonly label: string;
  readonly done: number;
  readonly total: number;
}

export type ProgressCounter = (world: GameWorld) => Progress | null;

/** A feature: the classic game is one, every mod is one. */
export interface Plugin {
  /** Short lowercase name, used by `Mods:` headers: `ice`, `holes`. */
  readonly name: string;
  readonly description: string;
  /** Other plugins this one builds on (loaded first). `classic` is always loaded. */
  readonly requires?: readonly string[];
  setup(api: PluginApi): void;
}

/** Everything the plugins of one game contributed, with the pipeline sorted. Built once per level load. */
export interface Ruleset {
  readonly plugins: readonly Plugin[];
  readonly components: readonly ComponentDef[];
  readonly glyphs: ReadonlyMap<string, GlyphSpec>;
  readonly systems: readonly ScheduledSystem[];
  readonly rules: Readonly<Record<string, RuleValue>>;
  readonly ruleDescriptions: Readonly<Record<string, string>>;
  readonly ruleLimits: Readonly<Record<string, RuleLimits>>;
  readonly ruleWords: Readonly<Record<string, RuleWords>>;
  readonly enterRules: readonly EnterRule[];
  readonly checks: ReadonlyMap<string, LevelCheck>;
  /** Region growers (`PluginApi.reach`), in plugin order. */
  readonly reachGrowers: readonly ((world: GameWorld, region: Uint8Array) => void)[];
  readonly restoreHooks: readonly ((world: GameWorld) => void)[];
  readonly builtHooks: readonly ((world: GameWorld) => void)[];
  readonly sprites: readonly SpriteSpec[];
  /** Voices by segment kind (`api.sound`). */
  readonly sounds: ReadonlyMap<string, readonly SoundVoice[]>;
  /** Cell writers, most specific (last registered) first. */
  readonly cellWriters: readonly CellWriter[];
  readonly statusProviders: readonly StatusProvider[];
  /** Progress counters, last registered first. */
  readonly progressCounters: readonly ProgressCounter[];
  /**
   * The plugins' `analysis('unsupported')` declarations, in plugin order; `analysisFor` says which
   * hold for a level's rules.
   */
  readonly analysisLimits: readonly AnalysisLimit[];
  /**
   * The plugin that registered each glyph spec, system (by its `create`), check, hook and grower (the
   * first plugin that registered the object), so an error in one can name its plugin.
   */
  readonly owners: ReadonlyMap<object, string>;
}

/** A plugin wiring mistake (duplicate glyph, unknown dependency); thrown when the game is built. */
export class PluginError extends Error {
  override name = 'PluginError';
}

/**
 * Runs a plugin's callback (`registered`, as `Ruleset.owners` knows it). Whatever it throws comes back
 * as a PluginError naming the plugin and the step, for the caller to report as a level problem.
 */
export function callPlugin<T>(ruleset: Ruleset, registered: object, what: string, run: () => T): T {
  try {
    return run();
  } catch (e) {
    throw pluginFailure(ruleset, registered, what, e);
  }
}

/** `e`, thrown by plugin code, as an error naming the plugin that registered `registered` and the step. */
export function pluginFailure(ruleset: Ruleset, registered: object, what: string, e: unknown): PluginError {
  const who = ruleset.owners.get(registered) ?? 'a plugin';
  return new PluginError(`${who}: ${what} failed: ${e instanceof Error ? e.message : String(e)}`);
}

/**
 * Reads a level's `Rules:` value for a rule with this default and limits: a number for a number
 * (decimal, within the limits), `true` or `false` (any case) for a boolean, text for text (one of the
 * choices, if any). Null when the text is none of these.
 */
export function readRule(text: string, defaultValue: RuleValue, limits: RuleLimits = {}): RuleValue | null {
  let value: RuleValue;
  if (typeof defaultValue === 'number') {
    if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(text)) return null;
    value = Number(text);
  } else if (typeof defaultValue === 'boolean') {
    const t = text.toLowerCase();
    if (t !== 'true' && t !== 'false') return null;
    value = t === 'true';
  } else value = text;
  return fitsRule(value, defaultValue, limits) ? value : null;
}

/** What a rule with this default and limits accepts, for messages: "a whole number, 0 or more". */
export function ruleAccepts(defaultValue: RuleValue, limits: RuleLimits = {}): string {
  if (typeof defaultValue === 'boolean') return 'true or false';
  if (typeof defaultValue === 'string') {
    const c = limits.choices;
    if (!c?.length) return 'any text';
    return c.length === 1 ? c[0] : `${c.slice(0, -1).join(', ')} or ${c[c.length - 1]}`;
  }
  const kind = limits.integer ? 'a whole number' : 'a number';
  const { min, max } = limits;
  if (min !== undefined && max !== undefined) return `${kind} from ${min} to ${max}`;
  if (min !== undefined) return `${kind}, ${min} or more`;
  if (max !== undefined) return `${kind}, ${max} or less`;
  return kind;
}

function fitsRule(value: RuleValue, defaultValue: RuleValue, limits: RuleLimits = {}): boolean {
  if (typeof value !== typeof defaultValue) return false;
  if (typeof value === 'number') {
    if (!Number.isFinite(value) || (limits.integer && !Number.isInteger(value))) return false;
    return !(value < (limits.min ?? -Infinity) || value > (limits.max ?? Infinity));
  }
  if (typeof value === 'string' && limits.choices) return limits.choices.includes(value);
  return true;
}

/**
 * Whether the deadlock detector and solver can be trusted with a level of these rules: the notes of
 * the declarations that hold (empty: they can), and whether every one of those vouched for the corner
 * rule. A plugin that always switches analysis off explains it best: the notes of declarations that
 * hold only for some rules are given when no such plugin is loaded. A `when` that throws comes back as
 * a PluginError (see `callPlugin`).
 */
export function analysisFor(
  ruleset: Ruleset,
  rules: Readonly<Record<string, RuleValue>>,
): { notes: string[]; cornersSound: boolean } {
  const held = ruleset.analysisLimits.filter(
    (l) => !l.when || callPlugin(ruleset, l.when, 'analysis when', () => l.when!(rules)),
  );
  const always = held.filter((l) => !l.when);
  const notes = [...new Set((always.length ? always : held).map((l) => l.note))];
  return { notes, cornersSound: held.every((l) => l.corners) };
}

/** Runs the plugins' setup in dependency order and collects their contributions. */
export function createRuleset(plugins: readonly Plugin[]): Ruleset {
  const ordered = orderPlugins(plugins);
  const components: ComponentDef[] = [];
  const glyphs = new Map<string, GlyphSpec>();
  const glyphOwner = new Map<string, string>();
  const owners = new Map<object, string>();
  const systems: SystemSpec[] = [];
  const rules: Record<string, RuleValue> = {};
  const ruleDescriptions: Record<string, string> = {};
  const ruleLimits: Record<string, RuleLimits> = {};
  const ruleWords: Record<string, RuleWords> = {};
  const enterRules: EnterRule[] = [];
  const checks = new Map<string, LevelCheck>();
  const checkOwner = new Map<string, string>();
  const reachGrowers: ((world: GameWorld, region: Uint8Array) => void)[] = [];
  /** Ids to disable, with the plugin that asked (named if the id is unknown). */
  const disabled = new Map<string, string>();
  const restoreHooks: ((world: GameWorld) => void)[] = [];
  const builtHooks: ((world: GameWorld) => void)[] = [];
  const sprites: SpriteSpec[] = [];
  const sounds = new Map<string, readonly SoundVoice[]>();
  const soundOwner = new Map<string, string>();
  const analysisLimits: AnalysisLimit[] = [];
  const cellWriters: CellWriter[] = [];
  const statusProviders: StatusProvider[] = [];
  const progressCounters: ProgressCounter[] = [];

  for (const plugin of ordered) {
    const own = <T extends object>(registered: T): T => {
      if (!owners.has(registered)) owners.set(registered, plugin.name);
      return registered;
    };
    const api: PluginApi = {
      components: (...defs) => {
        for (const d of defs) if (!components.includes(d)) components.push(d);
      },
      glyph: (spec) => {
        if ([...spec.char].length !== 1)
          throw new PluginError(`${plugin.name}: a glyph is one character, not "${spec.char}".`);
        if (/[0-9|;]/.test(spec.char))
          throw new PluginError(`${plugin.name}: "${spec.char}" is reserved by the XSB format.`);
        const owner = glyphOwner.get(spec.char);
        if (owner)
          throw new PluginError(`${plugin.name}: glyph "${spec.char}" is already claimed by ${owner}.`);
        glyphOwner.set(spec.char, plugin.name);
        glyphs.set(spec.char, own(spec));
      },
      system: (spec) => {
        // The schedule copies specs; their `create` stays the same function.
        own(spec.create);
        systems.push(spec);
      },
      rule: (name, value, description, { label, valueText, ...limits } = {}) => {
        // Own keys only: `constructor` is in every object.
        if (Object.hasOwn(rules, name)) {
          throw new PluginError(
            `${plugin.name}: rule "${name}" is already declared; use api.ruleDefault to change its default.`,
          );
        }
        if (!fitsRule(value, value, limits)) {
          throw new PluginError(
            `${plugin.name}: the default of rule "${name}", ${JSON.stringify(value)}, is not ${ruleAccepts(value, limits)}.`,
          );
        }
        rules[name] = value;
        ruleDescriptions[name] = description;
        ruleLimits[name] = limits;
        ruleWords[name] = { ...(label && { label }), ...(valueText && { valueText }) };
      },
      ruleDefault: (name, value) => {
        if (!Object.hasOwn(rules, name))
          throw new PluginError(`${plugin.name}: cannot set the default of unknown rule "${name}".`);
        if (typeof value !== typeof rules[name]) {
          throw new PluginError(
            `${plugin.name}: rule "${name}" takes a ${typeof rules[name]}, not ${JSON.stringify(value)}.`,
          );
        }
        if (!fitsRule(value, rules[name], ruleLimits[name])) {
          throw new PluginError(
            `${plugin.name}: rule "${name}" takes ${ruleAccepts(rules[name], ruleLimits[name])}, not ${JSON.stringify(value)}.`,
          );
        }
        rules[name] = value;
      },
      canEnter: (rule) => enterRules.push(rule),
      check: (id, check) => {
        // Replacing a check silently would hide which plugin's rule a level breaks.
        const owner = checkOwner.get(id);
        if (owner) {
          throw new PluginError(
            `${plugin.name}: check "${id}" is already added by ${owner}; disable it and add yours under an id of your own.`,
          );
        }
        checkOwner.set(id, plugin.name);
        checks.set(id, own(check));
      },
      reach: (grow) => reachGrowers.push(own(grow)),
      disable: (id) => disabled.set(id, plugin.name),
      onRestore: (fn) => restoreHooks.push(own(fn)),
      onBuilt: (fn) => builtHooks.push(own(fn)),
      sprite: (spec) => sprites.push(spec),
      sound: ({ segment, voices }) => {
        const owner = soundOwner.get(segment);
        if (owner)
          throw new PluginError(`${plugin.name}: the sound of "${segment}" is already given by ${owner}.`);
        if (segment === 'walk' || segment === 'push')
          throw new PluginError(`${plugin.name}: "${segment}" sounds as the game's own ${segment}.`);
        const bad = voices.find(
          (v) => !(v.dur > 0 && v.dur <= 2 && v.gain > 0 && v.gain <= 1 && v.from > 0 && (v.to ?? 1) > 0),
        );
        if (!voices.length || bad)
          throw new PluginError(
            `${plugin.name}: the sound of "${segment}" needs voices of 0-2 s, gain 0-1 and positive pitches${bad ? `, not ${JSON.stringify(bad)}` : ''}.`,
          );
        soundOwner.set(segment, plugin.name);
        sounds.set(segment, voices);
      },
      cellWriter: (write) => cellWriters.unshift(write),
      status: (provider) => statusProviders.push(provider),
      progress: (counter) => progressCounters.unshift(counter),
      analysis: (support, note, options) => {
        if (support !== 'unsupported') return;
        const when = options?.when;
        analysisLimits.push({
          note: note ?? `Hints are unavailable for the ${plugin.name} mechanic.`,
          corners: options?.corners === 'sound',
          ...(when ? { when: own(when) } : {}),
        });
      },
    };
    plugin.setup(api);
  }
  for (const [id, by] of disabled) {
    if (!checks.delete(id) && !systems.some((s) => s.id === id)) {
      throw new PluginError(`${by}: cannot disable "${id}": no system or check has that id.`);
    }
  }
  const gone = new Set(disabled.keys());
  const kept = systems.filter((s) => !gone.has(s.id));
  // Orderings against a disabled system are moot; drop them rather than fail the whole schedule.
  const pruned = kept.map((s) => withoutRefs(s, gone));
  return {
    plugins: ordered,
    components,
    glyphs,
    systems: buildSchedule(pruned),
    rules,
    ruleDescriptions,
    ruleLimits,
    ruleWords,
    enterRules,
    checks,
    reachGrowers,
    restoreHooks,
    builtHooks,
    sprites,
    sounds,
    cellWriters,
    statusProviders,
    progressCounters,
    analysisLimits,
    owners,
  };
}

/**
 * The glyph specs the given plugins claim, read by running their `setup` against an API that records
 * only glyphs (no ruleset is built, so one plugin's ordering mistake cannot stop a file from parsing
 * or the editor from listing its tools). A plugin whose setup throws contributes nothing here; its
 * error is reported when a level that uses it is loaded.
 */
export function glyphSpecsOf(plugins: Iterable<Plugin>): GlyphSpec[] {
  const specs: GlyphSpec[] = [];
  for (const plugin of plugins) {
    const own: GlyphSpec[] = [];
    if (runSetup(plugin, { glyph: (spec) => own.push(spec) })) specs.push(...own);
  }
  return specs;
}

/**
 * The rules a plugin declares or changes the default of (chain: `maxChain`), read as `glyphSpecsOf`
 * reads glyphs: the rules a level of that mod may set, for the editor to offer under its name.
 */
export function ruleNamesOf(plugin: Plugin): string[] {
  const names: string[] = [];
  const note = (name: string) => {
    if (!names.includes(name)) names.push(name);
  };
  return runSetup(plugin, { rule: note, ruleDefault: note }) ? names : [];
}

/**
 * Runs a plugin's setup against an API that hears only `listen` and ignores the rest; false when
 * the setup throws (its error is reported when a level that uses it is loaded).
 */
function runSetup(plugin: Plugin, listen: Partial<PluginApi>): boolean {
  const ignore = () => {};
  const api: PluginApi = {
    components: ignore,
    glyph: ignore,
    system: ignore,
    rule: ignore,
    ruleDefault: ignore,
    canEnter: ignore,
    check: ignore,
    reach: ignore,
    disable: ignore,
    onRestore: ignore,
    onBuilt: ignore,
    sprite: ignore,
    sound: ignore,
    cellWriter: ignore,
    status: ignore,
    progress: ignore,
    analysis: ignore,
    ...listen,
  };
  try {
    plugin.setup(api);
    return true;
  } catch {
    return false;
  }
}

/** The glyph characters the given plugins claim (the parser's extra board alphabet). */
export function claimedGlyphs(plugins: Iterable<Plugin>): string[] {
  return [...new Set(glyphSpecsOf(plugins).map((g) => g.char))];
}

function withoutRefs(spec: SystemSpec, gone: ReadonlySet<string>): SystemSpec {
  const keep = (v: string | readonly string[] | undefined) =>
    v === undefined ? undefined : (typeof v === 'string' ? [v] : v).filter((id) => !gone.has(id));
  const before = keep(spec.before);
  const after = keep(spec.after);
  if (before?.length === list(spec.before).length && after?.length === list(spec.after).length) return spec;
  return { ...spec, ...(before ? { before } : {}), ...(after ? { after } : {}) };
}

const list = (v: string | readonly string[] | undefined): readonly string[] =>
  v === undefined ? [] : typeof v === 'string' ? [v] : v;

function orderPlugins(plugins: readonly Plugin[]): Plugin[] {
  const byName = new Map(plugins.map((p) => [p.name, p]));
  const out: Plugin[] = [];
  const visiting = new Set<string>();
  const visit = (p: Plugin) => {
    if (out.includes(p)) return;
    if (visiting.has(p.name)) throw new PluginError(`Plugins require each other in a cycle at "${p.name}".`);
    visiting.add(p.name);
    for (const dep of p.requires ?? []) {
      const d = byName.get(dep);
      if (!d) throw new PluginError(`Plugin "${p.name}" requires "${dep}", which is not loaded.`);
      visit(d);
    }
    visiting.delete(p.name);
    out.push(p);
  };
  for (const p of plugins) visit(p);
  return out;
}
