import { apiReporter } from '../api/apiReporter';
import { downloadFile } from '../entities/transfers/downloadsApi';
import { saveFile } from '../lib/saveFile';

/** spec 000 §7: a "download request" message starts the download of that request's file. */
export function startReadyDownload(downloadRequestId: number): void {
  downloadFile(downloadRequestId, { save: saveFile, navigate: (url) => window.location.assign(url) }).catch(
    (error: unknown) => apiReporter.reportError(error),
  );
}
