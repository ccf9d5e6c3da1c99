// The import Web Worker: reads and checks level text off the main thread, so a big file never freezes the page.
import { handleImportRequest, type ImportRequest } from './import-protocol';

self.onmessage = (event: MessageEvent<ImportRequest>) => {
  try {
    handleImportRequest(event.data, (r) => self.postMessage(r));
  } catch (e) {
    self.postMessage({ id: event.data.id, kind: 'error', message: (e as Error).message });
  }
};
