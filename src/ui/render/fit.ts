/**
 * Fitting the board into its host. All sizes here are device pixels: tiles are whole device pixels
 * so every SVG is rasterised 1:1 and the board stays sharp at any devicePixelRatio.
 */

/** The cells drawn: columns x0..x0+cols-1, rows y0..y0+rows-1. */
export interface Bounds {
  readonly x0: number;
  readonly y0: number;
  readonly cols: number;
  readonly rows: number;
}

export interface Fit {
  /** Tile edge in device pixels (an integer). */
  readonly tile: number;
  /** Device-pixel offset of cell (x0, y0)'s top-left corner inside the canvas (integers). */
  readonly left: number;
  readonly top: number;
}

export interface FitLimits {
  /** Largest tile, in CSS pixels (multiplied by the pixel ratio). */
  maxCssTile: number;
  /** Smallest tile in device pixels; a board that needs less overflows rather than vanishes. */
  minTile: number;
}

/** Small levels stop growing at 80 CSS px a tile: big enough to enjoy the art, not bloated. */
export const DEFAULT_LIMITS: FitLimits = { maxCssTile: 80, minTile: 4 };

/** The canvas backing-store size for a host of `cssWidth` x `cssHeight` at `dpr`. */
export function deviceSize(
  cssWidth: number,
  cssHeight: number,
  dpr: number,
): { width: number; height: number } {
  const ratio = dpr > 0 && Number.isFinite(dpr) ? dpr : 1;
  return {
    width: Math.max(1, Math.round(cssWidth * ratio)),
    height: Math.max(1, Math.round(cssHeight * ratio)),
  };
}

/**
 * The largest whole-pixel tile that fits `cols` x `rows` cells into `width` x `height` device pixels,
 * capped at `maxCssTile * dpr`, with the board centred on whole pixels.
 */
export function fitBoard(
  width: number,
  height: number,
  bounds: Pick<Bounds, 'cols' | 'rows'>,
  dpr: number,
  limits: FitLimits = DEFAULT_LIMITS,
): Fit {
  const cols = Math.max(1, bounds.cols);
  const rows = Math.max(1, bounds.rows);
  const cap = Math.max(1, Math.floor(limits.maxCssTile * (dpr > 0 ? dpr : 1)));
  const fits = Math.floor(Math.min(width / cols, height / rows));
  const tile = Math.max(limits.minTile, Math.min(cap, fits));
  return {
    tile,
    left: Math.floor((width - cols * tile) / 2),
    top: Math.floor((height - rows * tile) / 2),
  };
}

/** The cell under a device-pixel point, or null outside the board. */
export function cellAtDevice(
  px: number,
  py: number,
  fit: Fit,
  bounds: Bounds,
): { x: number; y: number } | null {
  const cx = Math.floor((px - fit.left) / fit.tile);
  const cy = Math.floor((py - fit.top) / fit.tile);
  if (cx < 0 || cy < 0 || cx >= bounds.cols || cy >= bounds.rows) return null;
  return { x: cx + bounds.x0, y: cy + bounds.y0 };
}

/** Device-pixel rectangle of cell (x, y). */
export function cellDeviceRect(
  x: number,
  y: number,
  fit: Fit,
  bounds: Bounds,
): { left: number; top: number; size: number } {
  return {
    left: fit.left + (x - bounds.x0) * fit.tile,
    top: fit.top + (y - bounds.y0) * fit.tile,
    size: fit.tile,
  };
}

/**
 * Where the canvas goes inside the host, in device pixels: just around the board (a canvas no bigger
 * than the board costs less to clear, draw and composite every frame), clipped to the host when a board
 * too big for it overflows. `fit` is the canvas-relative fit: the board origin inside the canvas.
 */
export function canvasPlacement(
  width: number,
  height: number,
  hostFit: Fit,
  bounds: Pick<Bounds, 'cols' | 'rows'>,
): { x: number; y: number; width: number; height: number; fit: Fit } {
  const x = Math.max(0, hostFit.left);
  const y = Math.max(0, hostFit.top);
  const right = Math.min(width, hostFit.left + bounds.cols * hostFit.tile);
  const bottom = Math.min(height, hostFit.top + bounds.rows * hostFit.tile);
  return {
    x,
    y,
    width: Math.max(1, right - x),
    height: Math.max(1, bottom - y),
    fit: { tile: hostFit.tile, left: hostFit.left - x, top: hostFit.top - y },
  };
}
