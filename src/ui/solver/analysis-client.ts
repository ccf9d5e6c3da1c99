import type { AnalysisRequest, AnalysisResponse, FinalResponse, RequestBody } from '../../analysis/protocol';

/**
 * Talks to the analysis worker. One request runs at a time per client: a new request (or `cancel`)
 * terminates the worker running the old one, because a synchronous search cannot hear a message.
 * Hints and the "still solvable?" check use separate clients so neither cancels the other.
 */
export class AnalysisClient {
  private worker: Worker | null = null;
  private nextId = 1;
  private pending: {
    id: number;
    resolve: (r: FinalResponse | null) => void;
    onProgress?: (nodes: number, ms: number) => void;
  } | null = null;

  /** Runs a request; resolves with its answer, or null if it was cancelled by a newer one. */
  request(
    body: RequestBody,
    onProgress?: (nodes: number, ms: number) => void,
  ): Promise<FinalResponse | null> {
    this.cancel();
    const id = this.nextId++;
    const worker = this.ensureWorker();
    return new Promise((resolve) => {
      this.pending = { id, resolve, ...(onProgress ? { onProgress } : {}) };
      worker.postMessage({ ...body, id } as AnalysisRequest);
    });
  }

  /** Stops the running request (its promise resolves with null). */
  cancel(): void {
    if (!this.pending) return;
    this.pending.resolve(null);
    this.pending = null;
    this.worker?.terminate();
    this.worker = null;
  }

  dispose(): void {
    this.cancel();
    this.worker?.terminate();
    this.worker = null;
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = new Worker(new URL('./analysis.worker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<AnalysisResponse>) => {
      const r = event.data;
      const p = this.pending;
      if (!p || r.id !== p.id) return;
      if (r.kind === 'progress') {
        p.onProgress?.(r.nodes, r.ms);
        return;
      }
      this.pending = null;
      p.resolve(r);
    };
    worker.onerror = (event) => {
      // The details are for a developer's console; the player hears that the solver stopped.
      console.error('analysis worker:', event.message);
      const p = this.pending;
      this.pending = null;
      p?.resolve({ id: p.id, kind: 'error', message: 'it stopped on an error' });
      worker.terminate();
      this.worker = null;
    };
    this.worker = worker;
    return worker;
  }
}
