import { previewImportBytes, type PreviewRequest } from './previewBytes';
import { importFileKind } from './importSheet';
import type { ImportPreviewResult, ManualVariableTarget } from './types';

/*
 * The browser's preview of a chosen file (issue 19: "the user sees what will be imported before
 * anything is sent"). Small files are read on the main thread; larger ones in a module worker, so
 * that the screen stays responsive. Where workers are missing (tests in jsdom) or fail to start, the
 * main thread does the work.
 */

/** Above this size the preview runs in a worker (about 10,000 CSV lines). */
export const WORKER_THRESHOLD_BYTES = 256 * 1024;

function inWorker(request: PreviewRequest): Promise<ImportPreviewResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./previewWorker.ts', import.meta.url), { type: 'module' });
    worker.onmessage = (event: MessageEvent<ImportPreviewResult>) => {
      worker.terminate();
      resolve(event.data);
    };
    worker.onerror = (event) => {
      worker.terminate();
      reject(new Error(event.message));
    };
    // The bytes are handed over, not copied.
    worker.postMessage(request, [request.bytes]);
  });
}

/**
 * The preview of a csv or xlsx file; an xls file has none (no maintained reader: uploaded as it is).
 * The caller checks the extension first (isAcceptedImportFile); any other file reads as corrupt.
 */
export async function previewImportFile(
  file: File,
  targets: readonly ManualVariableTarget[],
): Promise<ImportPreviewResult> {
  const kind = importFileKind(file.name);
  if (kind === 'xls') return { kind: 'noPreview', reason: 'xls' };
  if (kind === null) return { kind: 'unreadable', reason: 'corrupt', headers: [] };
  const bytes = await file.arrayBuffer();
  const plainTargets = targets.map(({ id, technicalId, name, unit }) => ({ id, technicalId, name, unit }));
  if (typeof Worker === 'undefined' || bytes.byteLength < WORKER_THRESHOLD_BYTES) {
    return previewImportBytes({ kind, bytes, targets: plainTargets });
  }
  try {
    // The worker gets its own copy: if it fails, the main thread still has the bytes.
    return await inWorker({ kind, bytes: bytes.slice(0), targets: plainTargets });
  } catch {
    return previewImportBytes({ kind, bytes, targets: plainTargets });
  }
}
