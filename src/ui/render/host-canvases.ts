/**
 * Stacks the board's canvases in the host's corner, where `placeCanvases` then puts them. They are
 * pictures only: input goes through the renderer's `cellAt`, and the board's words through the DOM.
 */
export function mountCanvases(host: HTMLElement, canvases: readonly HTMLCanvasElement[]): void {
  if (getComputedStyle(host).position === 'static') host.style.position = 'relative';
  for (const canvas of canvases) {
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
}

/** Places the canvases (sized in device pixels) in CSS pixels within the host. */
export function placeCanvases(
  canvases: readonly HTMLCanvasElement[],
  place: { x: number; y: number; width: number; height: number },
  dpr: number,
): void {
  for (const c of canvases) {
    c.style.left = `${place.x / dpr}px`;
    c.style.top = `${place.y / dpr}px`;
    c.style.width = `${place.width / dpr}px`;
    c.style.height = `${place.height / dpr}px`;
  }
}
