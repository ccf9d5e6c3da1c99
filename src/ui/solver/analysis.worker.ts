// The analysis Web Worker: runs solver requests off the main thread so the game never freezes.
import { type AnalysisRequest, handleRequest } from '../../analysis/protocol';

self.onmessage = (event: MessageEvent<AnalysisRequest>) => {
  try {
    handleRequest(event.data, (r) => self.postMessage(r));
  } catch (e) {
    self.postMessage({ id: event.data.id, kind: 'error', message: (e as Error).message });
  }
};
