/// <reference lib="webworker" />
import { previewImportBytes, type PreviewRequest } from './previewBytes';

/*
 * The preview off the main thread (issue 19: a 50,000-line file must not freeze the screen): the
 * page posts the file's bytes and the site's manual variables, the worker answers the preview.
 */

declare const self: DedicatedWorkerGlobalScope;

self.onmessage = (event: MessageEvent<PreviewRequest>) => {
  void previewImportBytes(event.data).then(
    (result) => self.postMessage(result),
    () => self.postMessage({ kind: 'unreadable', reason: 'corrupt', headers: [] }),
  );
};
