import { useEffect, useState } from 'react';
import { previewImportFile } from '../../../entities/transfers/importFile/previewFile';
import type { ImportPreviewResult, ManualVariableTarget } from '../../../entities/transfers/importFile/types';

export type FilePreviewState =
  { state: 'idle' } | { state: 'reading' } | { state: 'done'; result: ImportPreviewResult } | { state: 'failed' };

/**
 * The preview of the kept file against the site's manual variables, parsed in the browser (off the
 * main thread for large files: importFile/previewFile.ts) before anything is sent. A new file or a
 * new site starts it again; an answer for an older pair is dropped.
 */
export function useFilePreview(file: File | null, targets: readonly ManualVariableTarget[] | undefined) {
  const [preview, setPreview] = useState<{
    file: File;
    targets: readonly ManualVariableTarget[];
    value: FilePreviewState;
  } | null>(null);

  useEffect(() => {
    if (!file || !targets) return;
    let current = true;
    previewImportFile(file, targets).then(
      (result) => {
        if (current) setPreview({ file, targets, value: { state: 'done', result } });
      },
      () => {
        if (current) setPreview({ file, targets, value: { state: 'failed' } });
      },
    );
    return () => {
      current = false;
    };
  }, [file, targets]);

  if (!file) return { state: 'idle' } satisfies FilePreviewState;
  if (!targets || preview?.file !== file || preview.targets !== targets)
    return { state: 'reading' } satisfies FilePreviewState;
  return preview.value;
}
