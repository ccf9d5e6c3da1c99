import { CanvasSource, Container, Rectangle, Sprite, Texture, WebGLRenderer } from 'pixi.js';
import { Box, Facing, Goal, Player, Wall } from '../../core/classic/components';
import type { ComponentDef } from '../../core/ecs/component';
import type { GameWorld } from '../../core/ecs/world';
import type { Game } from '../../core/game';
import type { Turn } from '../../core/pipeline/turn';
import type { Plugin, SpriteSpec } from '../../core/plugin';
import { Art, type ArtEntry, BUILTIN_ART, DEAD_TINT, modArtKey, PLAYER_ART } from './art';
import { Celebration } from './celebration';
import {
  type Bounds,
  canvasPlacement,
  cellAtDevice,
  cellDeviceRect,
  deviceSize,
  type Fit,
  fitBoard,
} from './fit';
import { type HighlightStyle, Highlights } from './highlights';
import { type Raster, rasterise } from './raster';
import { Look, lookOf, readStatic, type StaticScene, staticSignature } from './scene';
import { paintStatic } from './static-layer';
import { Timeline } from './timeline';

export interface RendererOptions {
  reducedMotion: boolean;
  /** Time for a one-cell step, in ms (default 100). */
  slideMs?: number;
}

export type { HighlightStyle } from './highlights';

type LayerName = SpriteSpec['layer'];

/** A mod sprite the current level draws: its spec, its atlas key and the layer it lives on. */
interface ModSprite {
  readonly component: ComponentDef;
  readonly key: string;
  readonly layer: LayerName;
  readonly order: number;
}

/** The sprites of one entity, plus what they currently show. */
interface EntityView {
  readonly eid: number;
  box: Sprite | null;
  player: Sprite | null;
  marker: Sprite | null;
  readonly mods: Sprite[];
  /** Which ModSprite each of `mods` draws. */
  readonly modIndex: number[];
  look: number;
  /** 0 left, 1 up, 2 right, 3 down. */
  facing: number;
  /** The look to show when the running turn ends (the sprite is still on its way). */
  pendingLook: number;
  pending: boolean;
  /** Sprites were added since the last reconcile and still need their look and place. */
  fresh: boolean;
  /** Reconcile stamps: the generation this entity was last seen as a box, a player, per mod sprite. */
  boxSeen: number;
  playerSeen: number;
  readonly modSeen: number[];
}

const DOWN = 3;
const CLASSIC_DRAWN: readonly ComponentDef[] = [Wall, Goal, Box, Player];

/**
 * The PixiJS board. One WebGL renderer for the page's life; each level swaps the sprites, not the
 * renderer. (It uses `WebGLRenderer` rather than `Application`: the app's renderer auto-detection pulls
 * the WebGPU and Canvas renderers into the bundle, about 45 KB gzipped, and its ticker and resize
 * plugins are not needed here.)
 *
 * Layers, bottom to top: the cached static canvas (floor, walls, and goals unless a mod draws floor
 * tiles), mod floor sprites, goals, mod goal sprites, low highlights, objects (boxes), actors
 * (player), overlay (deadlock badges, mod overlays), high highlights, effects.
 *
 * It draws on demand: a frame is rendered only while something animates or after a change, so an idle
 * board costs nothing.
 */
export class BoardRenderer {
  /** The Render-phase plugin: add it to `GameOptions.plugins` so the renderer sees every turn. */
  readonly plugin: Plugin;

  private readonly pixi: WebGLRenderer;
  private readonly stage = new Container();
  /** Reused every frame (a frame allocates nothing of its own). */
  private readonly renderOptions = { container: this.stage };
  private readonly host: HTMLElement;
  private readonly board = new Container();
  /** The static layer: a 2D canvas under the WebGL one (see static-layer.ts). */
  private readonly staticCanvas = document.createElement('canvas');
  private readonly layers: Record<LayerName, Container>;
  private readonly marksLow = new Container();
  private readonly marksHigh = new Container();
  private readonly fx = new Container();

  private slideMs: number;
  private reducedSetting: boolean;
  private readonly motionQuery: MediaQueryList | null;
  private dpr = 1;
  /** Host size in device pixels. */
  private hostWidth = 0;
  private hostHeight = 0;

  private game: Game | null = null;
  private scene: StaticScene | null = null;
  private bounds: Bounds = { x0: 0, y0: 0, cols: 1, rows: 1 };
  private fit: Fit = { tile: 32, left: 0, top: 0 };
  /** Goals drawn as sprites (above mod floor tiles) instead of on the static canvas. */
  private separateGoals = false;
  private goalSprites: Sprite[] = [];
  private staticDirty = false;
  /** A level was shown and not laid out yet (its host may have been hidden at the time). */
  private needsLayout = false;

  private raster: Raster | null = null;
  private textures = new Map<string, Texture>();
  private atlas: Texture | null = null;
  private artVersion = 0;
  private artWanted = '';
  private modArt: ArtEntry[] = [];
  private mods: ModSprite[] = [];

  private views: (EntityView | undefined)[] = [];
  private viewList: EntityView[] = [];
  private generation = 0;
  private readonly pool: Sprite[] = [];

  private readonly timeline = new Timeline();
  private readonly celebration: Celebration;
  private celebratePending = false;
  private readonly marks = new Highlights(this.marksLow, this.marksHigh);

  private rafId = 0;
  private readonly frameCallback = (now: number) => this.frame(now);
  private idleWaiters: (() => void)[] = [];
  private readonly resizeObserver: ResizeObserver;
  private dprQuery: MediaQueryList | null = null;
  private readonly onDprChange = () => this.watchDpr();
  /** Zoom and moving to another screen change the pixel ratio without resizing the host. */
  private readonly onWindowResize = () => this.refit();
  private readonly onMotionChange = () => {
    if (this.reducedMotion) this.finishAll();
  };
  private readonly onVisibility = () => {
    if (document.hidden) this.finishAll();
  };
  private destroyed = false;

  /** Creates the renderer inside `host` (which should have a definite size; the canvas fills it). */
  static async create(host: HTMLElement, options: RendererOptions): Promise<BoardRenderer> {
    // Rasterise a first set of art while WebGL starts; the first level re-rasterises at its own tile
    // size, and meanwhile draws with this set scaled.
    const tile = Math.max(8, Math.round(48 * (window.devicePixelRatio || 1)));
    const art = rasterise(BUILTIN_ART, tile);
    const pixi = new WebGLRenderer();
    await pixi.init({
      width: 1,
      height: 1,
      resolution: 1,
      autoDensity: false,
      backgroundAlpha: 0,
      antialias: false,
      // The default browser extensions (pointer events, accessibility, DOM overlays, filters, sprite
      // sheets) are not used: input goes through cellAt. Skipping them spares a chunk download and
      // about half of the start-up time.
      skipExtensionImports: true,
    });
    // Every sprite samples one atlas, so one texture per batch costs nothing, and it keeps the batch
    // shader to a single sampler: software WebGL evaluates every branch of the usual 16-32-way texture
    // switch per pixel, which made full-board frames several times slower.
    (pixi.limits as { maxBatchableTextures: number }).maxBatchableTextures = 1;
    const renderer = new BoardRenderer(host, pixi, options);
    renderer.artWanted = `${tile}|`;
    renderer.installArt(await art);
    renderer.warmUp();
    return renderer;
  }

  private constructor(host: HTMLElement, pixi: WebGLRenderer, options: RendererOptions) {
    this.host = host;
    this.pixi = pixi;
    this.slideMs = options.slideMs ?? 100;
    this.reducedSetting = options.reducedMotion;
    this.motionQuery =
      typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : null;
    this.motionQuery?.addEventListener('change', this.onMotionChange);
    document.addEventListener('visibilitychange', this.onVisibility);

    this.layers = {
      floor: sortable(),
      goal: sortable(),
      object: sortable(),
      actor: sortable(),
      overlay: sortable(),
    };
    this.board.addChild(
      this.layers.floor,
      this.layers.goal,
      this.marksLow,
      this.layers.object,
      this.layers.actor,
      this.layers.overlay,
      this.marksHigh,
      this.fx,
    );
    this.stage.addChild(this.board);
    this.stage.eventMode = 'none';
    this.stage.interactiveChildren = false;
    this.celebration = new Celebration(this.fx);

    if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
    for (const canvas of [this.staticCanvas, pixi.canvas]) {
      canvas.style.position = 'absolute';
      canvas.style.left = '0';
      canvas.style.top = '0';
      canvas.style.width = '0';
      canvas.style.height = '0';
      canvas.style.display = 'block';
      canvas.style.pointerEvents = 'none';
      canvas.setAttribute('aria-hidden', 'true');
      host.appendChild(canvas);
    }

    this.plugin = {
      name: 'render',
      description: 'Draws the board with PixiJS after every turn.',
      setup: (api) => {
        api.system({
          id: 'render/draw',
          phase: 'render',
          create: (world) => (turn) => this.onTurn(world, turn),
        });
      },
    };

    this.resizeObserver = new ResizeObserver(() => this.refit());
    this.resizeObserver.observe(host);
    this.watchDpr();
    window.addEventListener('resize', this.onWindowResize);
    this.refit();
  }

  /** True while a move (or the celebration) animates. */
  get busy(): boolean {
    return this.timeline.active || this.celebration.active || this.celebratePending;
  }

  /** Resolves when nothing animates any more. */
  idle(): Promise<void> {
    if (!this.busy) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  setReducedMotion(on: boolean): void {
    this.reducedSetting = on;
    if (this.reducedMotion) this.finishAll();
  }

  /** Reduced motion is on when the player asked for it or the system prefers it. */
  private get reducedMotion(): boolean {
    return this.reducedSetting || (this.motionQuery?.matches ?? false);
  }

  /** Shows a game's level: builds the layers, fits the board and draws the current state. */
  show(game: Game): void {
    this.timeline.cancel();
    this.celebration.stop();
    this.celebratePending = false;
    for (const v of this.viewList) this.dropView(v);
    this.views = [];
    this.viewList = [];
    this.clearHighlights();
    this.game = game;
    this.scene = readStatic(game);
    this.bounds = this.scene.bounds;
    this.mods = [];
    this.modArt = [];
    for (const spec of game.ruleset.sprites) {
      if (CLASSIC_DRAWN.includes(spec.component)) continue;
      const key = modArtKey(spec.svg);
      this.mods.push({ component: spec.component, key, layer: spec.layer, order: spec.order ?? 0 });
      if (!this.modArt.some((a) => a.key === key)) this.modArt.push({ key, svg: spec.svg });
    }
    this.separateGoals = this.mods.some((m) => m.layer === 'floor');
    this.reconcile();
    for (const v of this.viewList) {
      v.facing = DOWN;
      this.applyLook(v, lookOf(game.world, v.eid));
    }
    this.staticDirty = false;
    this.needsLayout = true;
    this.refit();
    this.placeAll();
    this.invalidate();
  }

  /** Snaps every sprite to the world's current state, cancelling animations (after undo, redo, restart). */
  sync(): void {
    const game = this.game;
    if (!game) return;
    this.timeline.cancel();
    this.celebration.stop();
    this.celebratePending = false;
    this.reconcile();
    for (const v of this.viewList) {
      v.pending = false;
      this.applyLook(v, lookOf(game.world, v.eid));
    }
    if (this.staticDirty || staticSignature(game.world) !== this.scene?.signature) this.rebuildStatic();
    this.placeAll();
    this.invalidate();
    this.settle();
  }

  /** The board cell under a client (CSS pixel) point, or null off the board. */
  cellAt(clientX: number, clientY: number): { x: number; y: number } | null {
    if (!this.game) return null;
    const canvas = this.pixi.canvas;
    const rect = canvas.getBoundingClientRect();
    if (rect.width <= 0 || rect.height <= 0) return null;
    const px = ((clientX - rect.left) * canvas.width) / rect.width;
    const py = ((clientY - rect.top) * canvas.height) / rect.height;
    return cellAtDevice(px, py, this.fit, this.bounds);
  }

  /** Client-space (CSS pixel) rectangle of a cell. */
  cellRect(x: number, y: number): { left: number; top: number; width: number; height: number } {
    const canvas = this.pixi.canvas;
    const rect = canvas.getBoundingClientRect();
    const sx = rect.width / Math.max(1, canvas.width);
    const sy = rect.height / Math.max(1, canvas.height);
    const r = cellDeviceRect(x, y, this.fit, this.bounds);
    return {
      left: rect.left + r.left * sx,
      top: rect.top + r.top * sy,
      width: r.size * sx,
      height: r.size * sy,
    };
  }

  /**
   * Marks cells: `reach` (walkable), `target` (push destinations), `select` (a picked cell), `hint`
   * (a path: arrows from each cell to the next, a target ring on the last), `dead` (the deadlock badge
   * on boxes the solver proved stuck). Replaces that style's cells.
   */
  highlight(cells: readonly { x: number; y: number }[], style: HighlightStyle): void {
    this.marks.set(style, cells);
    this.placeMarks();
    this.invalidate();
  }

  clearHighlights(): void {
    this.marks.clear();
    this.invalidate();
  }

  /** A short celebration (after the running move ends); a gentle glow under reduced motion. */
  celebrate(): void {
    if (!this.game || document.hidden) return;
    if (this.timeline.active) this.celebratePending = true;
    else this.startCelebration();
  }

  destroy(): void {
    if (this.destroyed) return;
    this.destroyed = true;
    this.timeline.cancel();
    this.celebration.stop();
    this.celebratePending = false;
    if (this.rafId) cancelAnimationFrame(this.rafId);
    this.rafId = 0;
    this.resizeObserver.disconnect();
    this.dprQuery?.removeEventListener('change', this.onDprChange);
    window.removeEventListener('resize', this.onWindowResize);
    this.motionQuery?.removeEventListener('change', this.onMotionChange);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.game = null;
    this.staticCanvas.remove();
    for (const t of this.textures.values()) if (t !== Texture.EMPTY) t.destroy(false);
    this.atlas?.destroy(true);
    this.stage.destroy({ children: true });
    this.pixi.destroy({ removeView: true });
    this.settleAll();
  }

  /**
   * Draws one sprite off-screen so the batch shader compiles and the atlas uploads now, not in the
   * level's first frame (under software WebGL that first frame otherwise takes a noticeable moment).
   */
  private warmUp(): void {
    const probe = new Sprite(this.texture(Art.box));
    this.stage.addChild(probe);
    this.pixi.render(this.renderOptions);
    probe.destroy();
  }

  // ---- Turns -------------------------------------------------------------------------------------

  private onTurn(world: GameWorld, turn: Turn): void {
    const game = this.game;
    if (!game || world !== game.world || this.destroyed) return;
    if (this.timeline.active) this.finishStep();
    if (this.celebration.active) this.celebration.stop();
    this.reconcile();

    const instant = this.reducedMotion || document.hidden;
    const tl = this.timeline;
    tl.begin(performance.now(), instant ? 0 : this.slideMs);
    for (const s of turn.segments) tl.addSegment(s.eid, s.fromX, s.fromY, s.toX, s.toY, s.kind);
    for (const e of turn.destroyed) tl.addFade(e, world.x(e), world.y(e));
    const facing = world.store(Facing).dir;
    for (const v of this.viewList) {
      if (!v.player) continue;
      if (turn.command) this.setFacing(v, facing[v.eid]);
      if (turn.segments.length === 0 && turn.blocked)
        tl.addBump(v.eid, world.x(v.eid), world.y(v.eid), turn.dx, turn.dy);
    }
    tl.commit();

    for (const v of this.viewList) {
      const look = lookOf(world, v.eid);
      if (tl.indexOf(v.eid) >= 0) {
        v.pendingLook = look;
        v.pending = true;
      } else if (look !== v.look) this.applyLook(v, look);
    }
    if (staticSignature(world) !== this.scene?.signature) this.staticDirty = true;
    if (tl.duration <= 0) this.finishStep();
    this.invalidate();
  }

  /** Ends the running turn at once: final positions and looks. */
  private finishStep(): void {
    const tl = this.timeline;
    tl.finish();
    this.applySamples();
    for (let i = 0; i < tl.entityCount; i++) {
      const v = this.views[tl.entityEid[i]];
      if (v?.pending) {
        v.pending = false;
        this.applyLook(v, v.pendingLook);
      }
    }
    if (this.staticDirty) this.rebuildStatic();
    if (this.celebratePending) {
      this.celebratePending = false;
      this.startCelebration();
    }
  }

  /** Finishes every animation now (reduced motion switched on, page hidden). */
  private finishAll(): void {
    if (this.timeline.active) this.finishStep();
    if (this.celebration.active) this.celebration.stop();
    this.invalidate();
    this.settle();
  }

  private applySamples(): void {
    const tl = this.timeline;
    for (let i = 0; i < tl.entityCount; i++) {
      const v = this.views[tl.entityEid[i]];
      if (v) this.placeView(v, tl.x[i], tl.y[i], tl.scale[i], tl.alpha[i]);
    }
  }

  // ---- Frames ------------------------------------------------------------------------------------

  private invalidate(): void {
    if (!this.rafId && !this.destroyed) this.rafId = requestAnimationFrame(this.frameCallback);
  }

  private frame(now: number): void {
    this.rafId = 0;
    if (this.destroyed) return;
    // A level shown while its host was hidden, and unhidden before the resize observer could notice.
    if (this.needsLayout) this.refit();
    let more = false;
    if (this.timeline.active) {
      const running = this.timeline.sample(now);
      this.applySamples();
      if (running) more = true;
      else this.finishStep();
    }
    if (this.celebration.active) {
      if (this.celebration.step(now, this.fit.tile / (this.raster?.tile ?? this.fit.tile))) more = true;
    }
    this.pixi.render(this.renderOptions);
    if (more) this.rafId = requestAnimationFrame(this.frameCallback);
    else this.settle();
  }

  private settle(): void {
    if (this.busy) return;
    this.settleAll();
  }

  private settleAll(): void {
    const waiters = this.idleWaiters;
    this.idleWaiters = [];
    for (const w of waiters) w();
  }

  private startCelebration(): void {
    const boxes: Sprite[] = [];
    const cells: number[] = [];
    const w = this.game!.world;
    for (const v of this.viewList) {
      if (v.box && !(v.look & Look.Gone)) {
        boxes.push(v.box);
        cells.push(w.x(v.eid) - this.bounds.x0, w.y(v.eid) - this.bounds.y0);
      }
    }
    this.celebration.start(
      performance.now(),
      boxes,
      cells,
      this.fit.tile,
      this.texture(Art.sparkle),
      this.reducedMotion,
    );
    this.invalidate();
  }

  // ---- Entities ----------------------------------------------------------------------------------

  /**
   * Creates and removes sprites so that every live entity with a drawn component has one. A mod sprite
   * on the object or actor layer is the entity's body and replaces the classic box or player art (a
   * rules-mod rock that is YOU stays a rock); floor, goal and overlay sprites add to it. A box that is
   * also a player is drawn as a box.
   */
  private reconcile(): void {
    const w = this.game!.world;
    const gen = ++this.generation;
    this.mods.forEach((m, index) => {
      for (const e of w.query(m.component)) {
        const v = this.view(e);
        let k = v.modIndex.indexOf(index);
        if (k < 0) {
          k = v.mods.length;
          v.modIndex.push(index);
          v.mods.push(this.sprite(this.layers[m.layer], m.order));
          v.modSeen.push(gen);
          v.fresh = true;
        }
        v.modSeen[k] = gen;
      }
    });
    // Destroyed entities drop out of queries but keep their (hidden) sprites, so undo can bring them back.
    for (const v of this.viewList) {
      if (w.isDestroyed(v.eid)) continue;
      for (let k = v.mods.length - 1; k >= 0; k--) {
        if (v.modSeen[k] === gen) continue;
        this.release(v.mods[k]);
        v.mods.splice(k, 1);
        v.modIndex.splice(k, 1);
        v.modSeen.splice(k, 1);
      }
    }
    for (const e of w.query(Box)) {
      const v = this.view(e);
      if (this.hasBody(v)) continue;
      v.boxSeen = gen;
      if (!v.box) {
        v.box = this.sprite(this.layers.object, 0);
        v.fresh = true;
      }
    }
    for (const e of w.query(Player)) {
      const v = this.view(e);
      // A box that is controlled (rules mod: BOX IS YOU) still looks like a box.
      if (this.hasBody(v) || v.boxSeen === gen) continue;
      v.playerSeen = gen;
      if (!v.player) {
        v.player = this.sprite(this.layers.actor, 0);
        v.fresh = true;
      }
    }
    for (let i = this.viewList.length - 1; i >= 0; i--) {
      const v = this.viewList[i];
      if (w.isDestroyed(v.eid)) continue;
      if (v.box && v.boxSeen !== gen) {
        this.release(v.box);
        v.box = null;
        if (v.marker) this.release(v.marker);
        v.marker = null;
      }
      if (v.player && v.playerSeen !== gen) {
        this.release(v.player);
        v.player = null;
      }
      if (!v.box && !v.player && v.mods.length === 0) {
        this.views[v.eid] = undefined;
        this.viewList.splice(i, 1);
      } else if (v.fresh) {
        // New sprites (a new entity, or a mod tag gained mid-level) start where the entity stands.
        v.fresh = false;
        this.applyLook(v, v.look === -1 ? lookOf(w, v.eid) : v.look);
        this.placeView(v, w.x(v.eid), w.y(v.eid), 1, 1);
      }
    }
  }

  private hasBody(v: EntityView): boolean {
    for (const k of v.modIndex) {
      const layer = this.mods[k].layer;
      if (layer === 'object' || layer === 'actor') return true;
    }
    return false;
  }

  private view(eid: number): EntityView {
    let v = this.views[eid];
    if (!v) {
      v = {
        eid,
        box: null,
        player: null,
        marker: null,
        mods: [],
        modIndex: [],
        look: -1,
        facing: DOWN,
        pendingLook: 0,
        pending: false,
        fresh: false,
        boxSeen: 0,
        playerSeen: 0,
        modSeen: [],
      };
      this.views[eid] = v;
      this.viewList.push(v);
    }
    return v;
  }

  private dropView(v: EntityView): void {
    if (v.box) this.release(v.box);
    if (v.player) this.release(v.player);
    if (v.marker) this.release(v.marker);
    for (const s of v.mods) this.release(s);
  }

  private sprite(layer: Container, order: number): Sprite {
    const s = this.pool.pop() ?? new Sprite();
    s.anchor.set(0.5);
    s.zIndex = order;
    s.visible = true;
    s.alpha = 1;
    s.tint = 0xffffff;
    s.rotation = 0;
    layer.addChild(s);
    return s;
  }

  private release(s: Sprite): void {
    s.removeFromParent();
    s.texture = Texture.EMPTY;
    this.pool.push(s);
  }

  private setFacing(v: EntityView, facing: number): void {
    if (facing === v.facing || facing > 3) return;
    v.facing = facing;
    if (v.player) v.player.texture = this.texture(PLAYER_ART[facing]);
  }

  private applyLook(v: EntityView, look: number): void {
    v.look = look;
    const visible = !(look & Look.Gone);
    if (v.box) {
      v.box.texture = this.texture(look & Look.OnGoal ? Art.boxOnGoal : Art.box);
      v.box.tint = look & Look.Dead ? DEAD_TINT : 0xffffff;
      v.box.visible = visible;
    }
    if (v.box && look & Look.Dead && visible) {
      v.marker ??= this.sprite(this.layers.overlay, 1000);
      v.marker.texture = this.texture(Art.deadlock);
      v.marker.visible = true;
      v.marker.position.copyFrom(v.box.position);
      v.marker.scale.copyFrom(v.box.scale);
    } else if (v.marker) v.marker.visible = false;
    if (v.player) {
      v.player.texture = this.texture(PLAYER_ART[v.facing]);
      v.player.visible = visible;
    }
    for (let k = 0; k < v.mods.length; k++) {
      v.mods[k].texture = this.texture(this.mods[v.modIndex[k]].key);
      v.mods[k].visible = visible;
    }
  }

  /** Puts an entity's sprites at a (fractional) cell, with an effect scale and opacity. */
  private placeView(v: EntityView, cx: number, cy: number, scale: number, alpha: number): void {
    const tile = this.fit.tile;
    const half = tile / 2;
    const x = Math.round((cx - this.bounds.x0) * tile) + half;
    const y = Math.round((cy - this.bounds.y0) * tile) + half;
    const s = (tile / (this.raster?.tile ?? tile)) * scale;
    if (v.box) place(v.box, x, y, s, alpha);
    if (v.player) place(v.player, x, y, s, alpha);
    if (v.marker) place(v.marker, x, y, s, alpha);
    for (let k = 0; k < v.mods.length; k++) place(v.mods[k], x, y, s, alpha);
  }

  private placeAll(): void {
    const w = this.game?.world;
    if (!w) return;
    for (const v of this.viewList) this.placeView(v, w.x(v.eid), w.y(v.eid), 1, 1);
    if (this.timeline.active) {
      this.timeline.sample(performance.now());
      this.applySamples();
    }
    this.placeMarks();
  }

  private placeMarks(): void {
    const tile = this.fit.tile;
    const geometry = {
      tile,
      x0: this.bounds.x0,
      y0: this.bounds.y0,
      scale: tile / (this.raster?.tile ?? tile),
    };
    this.marks.place(geometry, (key) => this.texture(key));
  }

  // ---- Layout ------------------------------------------------------------------------------------

  /**
   * Fits the board into the host and the canvas around the board; rebuilds the static layer and
   * re-rasterises the art when the tile size changed. `this.fit` is relative to the canvas.
   */
  private refit(): void {
    if (this.destroyed) return;
    // A hidden host (another screen is showing) keeps the last layout instead of shrinking to nothing.
    if (this.host.clientWidth === 0 || this.host.clientHeight === 0) return;
    this.dpr = window.devicePixelRatio || 1;
    const host = deviceSize(this.host.clientWidth, this.host.clientHeight, this.dpr);
    const resized = host.width !== this.hostWidth || host.height !== this.hostHeight;
    this.hostWidth = host.width;
    this.hostHeight = host.height;
    if (!this.game || (!resized && !this.needsLayout)) return;
    this.needsLayout = false;
    const hostFit = fitBoard(host.width, host.height, this.bounds, this.dpr);
    const place = canvasPlacement(host.width, host.height, hostFit, this.bounds);
    this.fit = place.fit;
    const canvas = this.pixi.canvas;
    if (canvas.width !== place.width || canvas.height !== place.height) {
      this.pixi.resize(place.width, place.height, 1);
    }
    for (const c of [canvas, this.staticCanvas]) {
      c.style.left = `${place.x / this.dpr}px`;
      c.style.top = `${place.y / this.dpr}px`;
      c.style.width = `${place.width / this.dpr}px`;
      c.style.height = `${place.height / this.dpr}px`;
    }
    this.board.position.set(this.fit.left, this.fit.top);
    // The static canvas is sized and painted with the viewport, so any layout change repaints it.
    this.rebuildStatic();
    this.placeAll();
    this.ensureArt(this.fit.tile).catch((err: unknown) =>
      console.error('Board art could not be drawn:', err),
    );
    this.invalidate();
  }

  private watchDpr(): void {
    this.dprQuery?.removeEventListener('change', this.onDprChange);
    if (typeof matchMedia !== 'function') return;
    this.dprQuery = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    this.dprQuery.addEventListener('change', this.onDprChange);
    if (this.game) this.refit();
  }

  // ---- Art ---------------------------------------------------------------------------------------

  private texture(key: string): Texture {
    return this.textures.get(key) ?? Texture.EMPTY;
  }

  /** Rasterises the art at `tile` (plus the current mods' sprites) unless that is already done or underway. */
  private async ensureArt(tile: number): Promise<void> {
    const entries = [...BUILTIN_ART, ...this.modArt];
    const want = `${tile}|${this.modArt.map((a) => a.key).join('|')}`;
    if (want === this.artWanted) return;
    this.artWanted = want;
    const version = ++this.artVersion;
    const raster = await rasterise(entries, tile);
    if (version !== this.artVersion || this.destroyed) return;
    this.installArt(raster);
  }

  private installArt(raster: Raster): void {
    const oldAtlas = this.atlas;
    const oldTextures = this.textures;
    const source = new CanvasSource({ resource: raster.canvas, scaleMode: 'linear' });
    const atlas = new Texture({ source });
    const textures = new Map<string, Texture>();
    for (const [key, f] of raster.frames) {
      if (key === Art.wall) continue;
      // Trimmed to the visible pixels; `orig` keeps the whole tile, so anchors and sizes are unchanged.
      const o = raster.opaque.get(key);
      const texture = o
        ? new Texture({
            source,
            frame: new Rectangle(o.x, o.y, o.w, o.h),
            orig: new Rectangle(0, 0, f.w, f.h),
            trim: new Rectangle(o.x - f.x, o.y - f.y, o.w, o.h),
          })
        : Texture.EMPTY;
      textures.set(key, texture);
    }
    this.raster = raster;
    this.atlas = atlas;
    this.textures = textures;
    for (const v of this.viewList) {
      const look = v.look;
      this.applyLook(v, look === -1 ? 0 : look);
    }
    this.celebration.retexture(this.texture(Art.sparkle));
    if (this.game) {
      this.rebuildStatic();
      this.placeAll();
    }
    for (const t of oldTextures.values()) if (t !== Texture.EMPTY) t.destroy(false);
    oldAtlas?.destroy(true);
    this.invalidate();
  }

  // ---- Static layer ------------------------------------------------------------------------------

  private rebuildStatic(): void {
    this.staticDirty = false;
    const game = this.game;
    if (!game || !this.raster) return;
    this.scene = readStatic(game);
    const canvas = this.staticCanvas;
    const target = this.pixi.canvas;
    if (canvas.width !== target.width || canvas.height !== target.height) {
      canvas.width = target.width;
      canvas.height = target.height;
    }
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('No 2D canvas context for the static layer.');
    paintStatic(ctx, this.scene, this.raster, this.fit, this.separateGoals ? 'base' : 'all');
    for (const s of this.goalSprites) this.release(s);
    this.goalSprites = [];
    if (this.separateGoals) {
      const { width, goal, bounds } = this.scene;
      const tile = this.fit.tile;
      const scale = tile / this.raster.tile;
      for (let i = 0; i < goal.length; i++) {
        if (!goal[i]) continue;
        const s = this.sprite(this.layers.goal, -1000);
        s.texture = this.texture(Art.goal);
        place(
          s,
          ((i % width) - bounds.x0 + 0.5) * tile,
          (Math.floor(i / width) - bounds.y0 + 0.5) * tile,
          scale,
          1,
        );
        this.goalSprites.push(s);
      }
    }
  }
}

function sortable(): Container {
  const c = new Container();
  c.sortableChildren = true;
  return c;
}

function place(s: Sprite, x: number, y: number, scale: number, alpha: number): void {
  s.position.set(x, y);
  s.scale.set(scale);
  s.alpha = alpha;
}
