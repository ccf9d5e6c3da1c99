/**
 * Draws on demand: a frame is requested after a change and more follow only while `draw` says
 * something still moves, so an idle board costs nothing. Also keeps the promises of `idle()`.
 */
export class FrameLoop {
  private rafId = 0;
  private stopped = false;
  private waiters: (() => void)[] = [];
  private readonly callback = (now: number) => this.run(now);

  constructor(
    /** Draws one frame; true while more frames are needed. */
    private readonly draw: (now: number) => boolean,
    private readonly busy: () => boolean,
  ) {}

  request(): void {
    if (!this.rafId && !this.stopped) this.rafId = requestAnimationFrame(this.callback);
  }

  /** Resolves when nothing animates any more. */
  idle(): Promise<void> {
    if (!this.busy()) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Resolves the idle promises if nothing animates. */
  settle(): void {
    if (this.busy()) return;
    this.release();
  }

  /** Stops for good, resolving every idle promise. */
  stop(): void {
    this.stopped = true;
    if (this.rafId) cancelAnimationFrame(this.rafId);
    this.rafId = 0;
    this.release();
  }

  private run(now: number): void {
    this.rafId = 0;
    if (this.stopped) return;
    if (this.draw(now)) this.rafId = requestAnimationFrame(this.callback);
    else this.settle();
  }

  private release(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const w of waiters) w();
  }
}
