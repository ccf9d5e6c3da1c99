import type { FinalResponse, RequestBody } from '../../../analysis/protocol';

/** The part of `AnalysisClient` the assistant uses (a test double can stand in). */
export interface Analyst {
  request(body: RequestBody, onProgress?: (nodes: number, ms: number) => void): Promise<FinalResponse | null>;
  cancel(): void;
}
