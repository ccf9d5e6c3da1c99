// A bare page for looking at and testing the renderer without the app shell (tests/browser/pages/render.html).
// Playwright drives it through `window.__render`.
import { Game, type TurnResult } from '../../core/game';
import { MODS } from '../../mods';
import { BoardRenderer } from './board-renderer';
import { DEV_MODS } from './dev-mods';

const CATALOGUE = new Map([...MODS, ...DEV_MODS]);

export interface RenderHarness {
  renderer: BoardRenderer;
  game: Game | null;
  /** Loads level `n` of XSB text and shows it. */
  load(xsb: string, n?: number): { width: number; height: number };
  move(command: string): Pick<TurnResult, 'moved' | 'solved' | 'deadlocked' | 'segments'>;
  undo(): void;
  /** Device-pixel centre, scale and opacity of an entity's first sprite, or null if it has none. */
  sprite(eid: number): { x: number; y: number; scale: number; alpha: number; visible: boolean } | null;
  /** Resizes the board's host element (CSS pixels). */
  resize(width: number, height: number): void;
  /**
   * Records, between `startFrames` and `stopFrames`, every animation-frame interval (ms) and the time the
   * renderer's own frame work took (ms) each time it drew.
   */
  startFrames(): void;
  stopFrames(): { intervals: number[]; work: number[] };
  /**
   * Counts to check that levels do not leak: sprites on the stage, spare sprites in the pool, the art's
   * textures, and the textures uploaded to the GPU.
   */
  stats(): { sprites: number; spare: number; textures: number; gpuTextures: number };
  /** The pool's spare sprites themselves, to check that `destroy` frees them. */
  spares(): readonly { destroyed: boolean }[];
  /** Layout facts: tile and art sizes in device pixels, the canvas backing store. */
  layout(): { tile: number; artTile: number; canvasWidth: number; canvasHeight: number; dpr: number };
  /** RGBA of the board at a canvas device-pixel point: the WebGL canvas (freshly rendered) over the static canvas. */
  pixel(x: number, y: number): [number, number, number, number];
}

interface SpriteLike {
  x: number;
  y: number;
  alpha: number;
  visible: boolean;
  scale: { x: number };
}

interface Internals {
  stage: { children: unknown[] };
  still: { canvas: HTMLCanvasElement };
  pixi: {
    canvas: HTMLCanvasElement;
    gl: WebGL2RenderingContext;
    // Its slots are emptied, not removed, when a texture unloads.
    texture: { managedTextures: readonly unknown[] };
    render(o: { container: unknown }): void;
  };
  pool: { free: { destroyed: boolean }[] };
  art: { textures: Map<string, unknown>; raster: { tile: number } | null };
  fit: { tile: number };
  board: { position: { x: number; y: number } };
  views: {
    get(eid: number): { box: SpriteLike | null; player: SpriteLike | null; mods: SpriteLike[] } | undefined;
  };
}

declare global {
  interface Window {
    __render?: RenderHarness;
    __renderReady?: Promise<RenderHarness>;
  }
}

async function start(): Promise<RenderHarness> {
  const host = document.getElementById('board')!;
  const params = new URLSearchParams(location.search);
  performance.mark('render:create');
  const renderer = await BoardRenderer.create(host, {
    reducedMotion: params.has('reduced'),
    slideMs: params.has('slide') ? Number(params.get('slide')) : undefined,
  });
  performance.measure('render:created', 'render:create');
  let frames: number[] | null = null;
  let work: number[] = [];
  let last = 0;
  // Times the renderer's per-frame method (animation step plus Pixi render) without changing it.
  const internals = renderer as unknown as { frame(now: number): boolean };
  const frame = internals.frame;
  internals.frame = function (this: unknown, now: number) {
    const t0 = performance.now();
    const more = frame.call(this, now);
    if (frames) work.push(performance.now() - t0);
    return more;
  };
  const tick = (now: number) => {
    if (!frames) return;
    if (last) frames.push(now - last);
    last = now;
    requestAnimationFrame(tick);
  };
  const harness: RenderHarness = {
    renderer,
    game: null,
    load(xsb, n = 1) {
      const game = Game.fromText(xsb, n, { plugins: [renderer.plugin], catalogue: CATALOGUE });
      harness.game = game;
      renderer.show(game);
      return { width: game.width, height: game.height };
    },
    move(command) {
      const r = harness.game!.move(command);
      return { moved: r.moved, solved: r.solved, deadlocked: r.deadlocked, segments: r.segments };
    },
    undo() {
      harness.game!.undo();
      renderer.sync();
    },
    sprite(eid) {
      const internals = renderer as unknown as Internals;
      const v = internals.views.get(eid);
      const s = v?.box ?? v?.player ?? v?.mods[0];
      if (!s) return null;
      const board = internals.board.position;
      return { x: board.x + s.x, y: board.y + s.y, scale: s.scale.x, alpha: s.alpha, visible: s.visible };
    },
    resize(width, height) {
      host.style.right = 'auto';
      host.style.bottom = 'auto';
      host.style.width = `${width}px`;
      host.style.height = `${height}px`;
    },
    startFrames() {
      frames = [];
      work = [];
      last = 0;
      requestAnimationFrame(tick);
    },
    stopFrames() {
      const out = { intervals: frames ?? [], work };
      frames = null;
      return out;
    },
    stats() {
      const internals = renderer as unknown as Internals;
      let sprites = 0;
      const count = (node: { children?: unknown[] }) => {
        for (const c of node.children ?? []) {
          sprites++;
          count(c as { children?: unknown[] });
        }
      };
      count(internals.stage as { children?: unknown[] });
      return {
        sprites,
        spare: internals.pool.free.length,
        textures: internals.art.textures.size,
        gpuTextures: internals.pixi.texture.managedTextures.filter(Boolean).length,
      };
    },
    spares() {
      return [...(renderer as unknown as Internals).pool.free];
    },
    layout() {
      const internals = renderer as unknown as Internals;
      return {
        tile: internals.fit.tile,
        artTile: internals.art.raster?.tile ?? 0,
        canvasWidth: internals.pixi.canvas.width,
        canvasHeight: internals.pixi.canvas.height,
        dpr: window.devicePixelRatio,
      };
    },
    pixel(x, y) {
      const internals = renderer as unknown as Internals;
      const { gl, canvas } = internals.pixi;
      // Render now and read in the same task, before the browser presents (and clears) the buffer.
      internals.pixi.render({ container: internals.stage });
      const top = new Uint8Array(4);
      gl.readPixels(Math.floor(x), canvas.height - 1 - Math.floor(y), 1, 1, gl.RGBA, gl.UNSIGNED_BYTE, top);
      // The static layer is a 2D canvas underneath: composite WebGL's premultiplied pixel over it.
      const under = internals.still.canvas
        .getContext('2d')!
        .getImageData(Math.floor(x), Math.floor(y), 1, 1).data;
      const a = top[3] / 255;
      const ua = under[3] / 255;
      const outA = a + ua * (1 - a);
      if (outA === 0) return [0, 0, 0, 0];
      const c = (i: number) => Math.round((top[i] + under[i] * ua * (1 - a)) / outA);
      return [c(0), c(1), c(2), Math.round(outA * 255)];
    },
  };
  window.__render = harness;
  return harness;
}

window.__renderReady = start();
