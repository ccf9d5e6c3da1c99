import {
  type ImportReply,
  type ImportRequest,
  type ImportSummary,
  type ParsedLevels,
  parseLevelText,
} from './import-protocol';

/** What a job needs of a Web Worker; tests hand in one that answers in the same thread. */
export interface WorkerLike {
  onmessage: ((event: MessageEvent<ImportReply>) => void) | null;
  onerror: ((event: ErrorEvent) => void) | null;
  postMessage(request: ImportRequest): void;
  terminate(): void;
}

export type SpawnWorker = () => WorkerLike;

const spawnImportWorker: SpawnWorker = () =>
  new Worker(new URL('./import.worker.ts', import.meta.url), { type: 'module' });

/** Work running in a worker of its own. */
export interface ImportJob<T> {
  /** The answer, or null once cancelled. Rejects when the worker cannot start or stops on an error. */
  readonly done: Promise<T | null>;
  /** Terminates the worker: a synchronous parse cannot hear a message. `done` resolves with null. */
  cancel(): void;
}

let nextId = 1;

/** Runs one request in a new worker, which is terminated when it answers or is cancelled. */
function runJob<T>(
  body: ImportRequest extends infer R ? (R extends ImportRequest ? Omit<R, 'id'> : never) : never,
  answer: (reply: ImportReply) => T | undefined,
  onProgress: ((checked: number, total: number) => void) | undefined,
  spawn: SpawnWorker,
): ImportJob<T> {
  let worker: WorkerLike;
  try {
    worker = spawn();
  } catch (e) {
    return {
      done: Promise.reject(new Error(`the import worker did not start: ${(e as Error).message}`)),
      cancel: () => {},
    };
  }
  const id = nextId++;
  // Set while the job runs (declared with `as`, so the compiler does not take it for always null).
  let settle = null as ((value: T | null) => void) | null;
  const done = new Promise<T | null>((resolve, reject) => {
    const finish = (f: () => void) => {
      settle = null;
      worker.terminate();
      f();
    };
    settle = (value) => finish(() => resolve(value));
    worker.onmessage = ({ data: r }) => {
      if (!settle || r.id !== id) return;
      if (r.kind === 'progress') onProgress?.(r.checked, r.total);
      else if (r.kind === 'error') finish(() => reject(new Error(r.message)));
      else {
        const value = answer(r);
        if (value !== undefined) settle(value);
      }
    };
    worker.onerror = (event) => {
      if (!settle) return;
      // The details are for a developer's console; the player hears that the import stopped.
      console.error('import worker:', event.message);
      finish(() => reject(new Error(event.message || 'the import worker stopped')));
    };
  });
  worker.postMessage({ ...body, id } as ImportRequest);
  return { done, cancel: () => settle?.(null) };
}

/** Reads and checks level text in a worker; `onProgress` hears how many levels are checked. */
export function importInWorker(
  text: string,
  name: string | undefined,
  onProgress?: (checked: number, total: number) => void,
  spawn = spawnImportWorker,
): ImportJob<ImportSummary> {
  const body = { kind: 'import', text, now: Date.now(), ...(name !== undefined && { name }) } as const;
  return runJob(body, (r) => (r.kind === 'imported' ? r.summary : undefined), onProgress, spawn);
}

/** Texts shorter than this are parsed at once: 600 small levels take about 10 ms, less than a worker takes to start. */
const SMALL_TEXT = 64 * 1024;

/**
 * Parses a kept import for the catalogue, off the main thread when it is big (10,000 levels take
 * 150-250 ms). A worker that cannot run leaves the parse to the main thread: a pause beats a
 * collection that cannot be played.
 */
export async function parseImport(text: string, spawn = spawnImportWorker): Promise<ParsedLevels> {
  if (text.length < SMALL_TEXT) return parseLevelText(text);
  const job = runJob(
    { kind: 'parse', text },
    (r) => (r.kind === 'parsed' ? r.parsed : undefined),
    undefined,
    spawn,
  );
  return (await job.done.catch(() => null)) ?? parseLevelText(text);
}
