import { Container, Sprite, WebGLRenderer } from 'pixi.js';
import { Facing } from '../../core/classic/components';
import type { GameWorld } from '../../core/ecs/world';
import type { Game } from '../../core/game';
import type { Turn } from '../../core/pipeline/turn';
import type { Plugin } from '../../core/plugin';
import { Art, type ArtEntry, BUILTIN_ART } from './art';
import { BoardArt } from './board-art';
import { Celebration } from './celebration';
import { DOWN, EntityViews, type LayerName } from './entity-views';
import {
  type Bounds,
  canvasPlacement,
  cellAtDevice,
  cellDeviceRect,
  deviceSize,
  type Fit,
  fitBoard,
} from './fit';
import { FrameLoop } from './frame-loop';
import { type HighlightStyle, Highlights } from './highlights';
import { mountCanvases, placeCanvases } from './host-canvases';
import { type Raster, rasterise } from './raster';
import { Look, lookOf, readStatic, staticSignature } from './scene';
import { SpritePool, sortableLayer } from './sprite-pool';
import { StaticBoard } from './static-board';
import { Timeline } from './timeline';

export interface RendererOptions {
  reducedMotion: boolean;
  /** Time for a one-cell step, in ms (default 100). */
  slideMs?: number;
}

export type { HighlightStyle } from './highlights';

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
 * It draws on demand (`FrameLoop`), so an idle board costs nothing. This class ties the parts together:
 * the entities' sprites (`EntityViews`), the static layer (`StaticBoard`), the art (`BoardArt`), turn
 * animation (`Timeline`), the celebration, cell marks (`Highlights`), and the fit of the board in its host.
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
  private readonly layers: Record<LayerName, Container> = {
    floor: sortableLayer(),
    goal: sortableLayer(),
    object: sortableLayer(),
    actor: sortableLayer(),
    overlay: sortableLayer(),
  };
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
  private bounds: Bounds = { x0: 0, y0: 0, cols: 1, rows: 1 };
  private fit: Fit = { tile: 32, left: 0, top: 0 };
  /** Where cells are, from `fit`, `bounds` and the art's tile: kept in step with them (see `locate`). */
  private readonly at = { tile: 32, x0: 0, y0: 0, scale: 1 };
  /** A level was shown and not laid out yet (its host may have been hidden at the time). */
  private needsLayout = false;

  private readonly art = new BoardArt();
  private modArt: ArtEntry[] = [];
  private readonly pool = new SpritePool();
  private readonly views: EntityViews;
  private readonly still: StaticBoard;

  private readonly timeline = new Timeline();
  private readonly celebration: Celebration;
  private celebratePending = false;
  private readonly marks = new Highlights(this.marksLow, this.marksHigh);

  private readonly loop = new FrameLoop(
    (now) => this.frame(now),
    () => this.busy,
  );
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
    renderer.art.expect(tile, []);
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

    this.views = new EntityViews(this.pool, this.layers, this.art, this.at);
    this.still = new StaticBoard(this.pool, this.layers.goal);
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
    mountCanvases(host, [this.still.canvas, pixi.canvas]);

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
    return this.loop.idle();
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
    this.modArt = this.views.reset(game.ruleset.sprites);
    this.clearHighlights();
    this.game = game;
    this.still.scene = readStatic(game);
    this.bounds = this.still.scene.bounds;
    this.locate();
    this.still.separateGoals = this.views.drawsFloor;
    this.views.reconcile(game.world);
    for (const v of this.views.list) {
      v.facing = DOWN;
      this.views.applyLook(v, lookOf(game.world, v.eid));
    }
    this.still.dirty = false;
    this.needsLayout = true;
    this.refit();
    this.placeAll();
    this.loop.request();
  }

  /** Snaps every sprite to the world's current state, cancelling animations (after undo, redo, restart). */
  sync(): void {
    const game = this.game;
    if (!game) return;
    this.timeline.cancel();
    this.celebration.stop();
    this.celebratePending = false;
    this.views.reconcile(game.world);
    for (const v of this.views.list) {
      v.pending = false;
      this.views.applyLook(v, lookOf(game.world, v.eid));
    }
    if (this.still.dirty || staticSignature(game.world) !== this.still.scene?.signature) this.rebuildStatic();
    this.placeAll();
    this.loop.request();
    this.loop.settle();
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
    this.loop.request();
  }

  clearHighlights(): void {
    this.marks.clear();
    this.loop.request();
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
    this.loop.stop();
    this.resizeObserver.disconnect();
    this.dprQuery?.removeEventListener('change', this.onDprChange);
    window.removeEventListener('resize', this.onWindowResize);
    this.motionQuery?.removeEventListener('change', this.onMotionChange);
    document.removeEventListener('visibilitychange', this.onVisibility);
    this.game = null;
    this.still.canvas.remove();
    this.art.destroy();
    this.pool.destroy();
    this.stage.destroy({ children: true });
    this.pixi.destroy({ removeView: true });
  }

  /**
   * Draws one sprite off-screen so the batch shader compiles and the atlas uploads now, not in the
   * level's first frame (under software WebGL that first frame otherwise takes a noticeable moment).
   */
  private warmUp(): void {
    const probe = new Sprite(this.art.texture(Art.box));
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
    this.views.reconcile(world);

    const instant = this.reducedMotion || document.hidden;
    const tl = this.timeline;
    tl.begin(performance.now(), instant ? 0 : this.slideMs);
    for (const s of turn.segments) tl.addSegment(s.eid, s.fromX, s.fromY, s.toX, s.toY, s.kind);
    for (const e of turn.destroyed) tl.addFade(e, world.x(e), world.y(e));
    const facing = world.store(Facing).dir;
    for (const v of this.views.list) {
      if (!v.player) continue;
      if (turn.command) this.views.setFacing(v, facing[v.eid]);
      if (turn.segments.length === 0 && turn.blocked)
        tl.addBump(v.eid, world.x(v.eid), world.y(v.eid), turn.dx, turn.dy);
    }
    tl.commit();

    for (const v of this.views.list) {
      const look = lookOf(world, v.eid);
      if (tl.indexOf(v.eid) >= 0) {
        v.pendingLook = look;
        v.pending = true;
      } else if (look !== v.look) this.views.applyLook(v, look);
    }
    if (staticSignature(world) !== this.still.scene?.signature) this.still.dirty = true;
    if (tl.duration <= 0) this.finishStep();
    this.loop.request();
  }

  /** Ends the running turn at once: final positions and looks. */
  private finishStep(): void {
    const tl = this.timeline;
    tl.finish();
    this.applySamples();
    for (let i = 0; i < tl.entityCount; i++) {
      const v = this.views.get(tl.entityEid[i]);
      if (v?.pending) {
        v.pending = false;
        this.views.applyLook(v, v.pendingLook);
      }
    }
    if (this.still.dirty) this.rebuildStatic();
    if (this.celebratePending) {
      this.celebratePending = false;
      this.startCelebration();
    }
  }

  /** Finishes every animation now (reduced motion switched on, page hidden). */
  private finishAll(): void {
    if (this.timeline.active) this.finishStep();
    if (this.celebration.active) this.celebration.stop();
    this.loop.request();
    this.loop.settle();
  }

  private applySamples(): void {
    const tl = this.timeline;
    for (let i = 0; i < tl.entityCount; i++) {
      const v = this.views.get(tl.entityEid[i]);
      if (v) this.views.place(v, tl.x[i], tl.y[i], tl.scale[i], tl.alpha[i]);
    }
  }

  /** One frame; true while something still moves. */
  private frame(now: number): boolean {
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
      if (this.celebration.step(now, this.at.scale)) more = true;
    }
    this.pixi.render(this.renderOptions);
    return more;
  }

  private startCelebration(): void {
    const boxes: Sprite[] = [];
    const cells: number[] = [];
    const w = this.game!.world;
    for (const v of this.views.list) {
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
      this.art.texture(Art.sparkle),
      this.reducedMotion,
    );
    this.loop.request();
  }

  private placeAll(): void {
    const w = this.game?.world;
    if (!w) return;
    for (const v of this.views.list) this.views.place(v, w.x(v.eid), w.y(v.eid), 1, 1);
    if (this.timeline.active) {
      this.timeline.sample(performance.now());
      this.applySamples();
    }
    this.placeMarks();
  }

  private placeMarks(): void {
    this.marks.place(this.at, (key) => this.art.texture(key));
  }

  // ---- Layout ------------------------------------------------------------------------------------

  /** Brings `at` in step with the fit, the bounds and the art's tile, after any of them changed. */
  private locate(): void {
    this.at.tile = this.fit.tile;
    this.at.x0 = this.bounds.x0;
    this.at.y0 = this.bounds.y0;
    this.at.scale = this.art.scaleAt(this.fit.tile);
  }

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
    this.locate();
    const canvas = this.pixi.canvas;
    if (canvas.width !== place.width || canvas.height !== place.height) {
      this.pixi.resize(place.width, place.height, 1);
    }
    placeCanvases([canvas, this.still.canvas], place, this.dpr);
    this.board.position.set(this.fit.left, this.fit.top);
    // The static canvas is sized and painted with the viewport, so any layout change repaints it.
    this.rebuildStatic();
    this.placeAll();
    this.ensureArt(this.fit.tile).catch((err: unknown) =>
      console.error('Board art could not be drawn:', err),
    );
    this.loop.request();
  }

  private watchDpr(): void {
    this.dprQuery?.removeEventListener('change', this.onDprChange);
    if (typeof matchMedia !== 'function') return;
    this.dprQuery = matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    this.dprQuery.addEventListener('change', this.onDprChange);
    if (this.game) this.refit();
  }

  private rebuildStatic(): void {
    this.still.rebuild(this.game, this.art, this.fit, this.pixi.canvas);
  }

  // ---- Art ---------------------------------------------------------------------------------------

  /** Rasterises the art at `tile` (plus the current mods' sprites) unless that is already done or underway. */
  private async ensureArt(tile: number): Promise<void> {
    const raster = await this.art.rasterise(tile, this.modArt);
    if (!raster || this.destroyed) return;
    this.installArt(raster);
  }

  private installArt(raster: Raster): void {
    const retire = this.art.install(raster);
    this.locate();
    for (const v of this.views.list) {
      const look = v.look;
      this.views.applyLook(v, look === -1 ? 0 : look);
    }
    this.celebration.retexture(this.art.texture(Art.sparkle));
    if (this.game) {
      this.rebuildStatic();
      this.placeAll();
    }
    retire();
    this.loop.request();
  }
}
