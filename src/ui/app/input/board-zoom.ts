/** A zoom of the board host: local point p shows at `t + p * scale` inside the host's box. */
export interface View {
  readonly scale: number;
  readonly tx: number;
  readonly ty: number;
}

export const IDENTITY: View = { scale: 1, tx: 0, ty: 0 };
export const MAX_ZOOM = 4;

/**
 * Applies a pinch step: scale by `factor` keeping the point under (cx, cy) in place, then pan by
 * (dx, dy); all in host-box pixels. The result never zooms out past the fitted board and never pans
 * the board's box off the host, so a pinch can always get back to the whole level.
 */
export function zoomStep(
  v: View,
  step: { factor: number; cx: number; cy: number; dx: number; dy: number },
  size: { width: number; height: number },
): View {
  const scale = Math.min(MAX_ZOOM, Math.max(1, v.scale * step.factor));
  const k = scale / v.scale;
  const tx = step.cx - (step.cx - v.tx) * k + step.dx;
  const ty = step.cy - (step.cy - v.ty) * k + step.dy;
  return clampView({ scale, tx, ty }, size);
}

export function clampView(v: View, size: { width: number; height: number }): View {
  if (v.scale <= 1.001) return IDENTITY;
  const clamp = (t: number, extent: number) => Math.min(0, Math.max(extent - extent * v.scale, t));
  return { scale: v.scale, tx: clamp(v.tx, size.width), ty: clamp(v.ty, size.height) };
}

/**
 * Pinch zoom and two-finger pan of the board by a CSS transform on its host. The renderer keeps
 * fitting the board to the host's untransformed size, and `cellAt` reads the canvas's on-screen
 * rectangle, so taps keep landing on the right cell at any zoom.
 */
export class BoardZoom {
  private view: View = IDENTITY;

  constructor(private readonly host: HTMLElement) {}

  get current(): View {
    return this.view;
  }

  /** A pinch step in client pixels (see the gesture recogniser's `zoom`). */
  pinch(factor: number, clientX: number, clientY: number, dx: number, dy: number): void {
    const size = { width: this.host.offsetWidth, height: this.host.offsetHeight };
    // The host's untransformed top-left in client pixels: its offset inside the (untransformed) stage.
    const parent = (this.host.offsetParent ?? this.host.parentElement)?.getBoundingClientRect();
    const ox = (parent?.left ?? 0) + this.host.offsetLeft;
    const oy = (parent?.top ?? 0) + this.host.offsetTop;
    this.set(zoomStep(this.view, { factor, cx: clientX - ox, cy: clientY - oy, dx, dy }, size));
  }

  reset(): void {
    this.set(IDENTITY);
  }

  private set(v: View): void {
    this.view = v;
    this.host.style.transform = v === IDENTITY ? '' : `translate(${v.tx}px, ${v.ty}px) scale(${v.scale})`;
    this.host.classList.toggle('is-zoomed', v !== IDENTITY);
  }
}
