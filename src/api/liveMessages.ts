import { z } from 'zod';
import type { MessageId } from '../i18n/messages';

/*
 * Messages the server pushes on the live connection (spec 000 §7, 001 §7 "Other"). The spec
 * names the five types but does not show their payload: the shapes below are ours, shared by the
 * client and the mocked API (mocks/live.ts). Unknown extra fields are stripped, not refused, so
 * that a server adding a field does not silence the connection.
 */

const downloadRequestMessage = z.object({
  type: z.literal('download_request'),
  /** The download request whose file is ready: the client starts its download by this id. */
  id: z.number().int(),
  title: z.string().optional(),
});

const manualDataDownloadMessage = z.object({
  type: z.literal('manual_data_download'),
  /** Where the browser goes to fetch the file; only http(s) is followed. */
  url: z.string(),
});

const manualDataUploadMessage = z.object({
  type: z.literal('manual_data_upload'),
  importId: z.number().int(),
  /** The import's new status (spec 001 §4: waiting_for_upload, validating, ...). */
  status: z.string(),
});

export const NOTIFICATION_KINDS = ['success', 'error', 'warning', 'info'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

const manualDataFileValidationMessage = z.object({
  type: z.literal('manual_data_file_validation'),
  importId: z.number().int(),
  /** Doubles as the notification's type (spec 001 §8). */
  status: z.enum(NOTIFICATION_KINDS),
  /** A catalogue code (DUPLICATE_IMPORT, imported...) or the server's free text. */
  message: z.string(),
});

const multivariateRegressionMessage = z.object({
  type: z.literal('multivariate_regression'),
  configurationId: z.number().int(),
  /** spec 001 §4: the modelling answers IN_PROCESS, ok or error. */
  status: z.enum(['IN_PROCESS', 'ok', 'error']),
  message: z.string().optional(),
});

export const liveMessageSchema = z.discriminatedUnion('type', [
  downloadRequestMessage,
  manualDataDownloadMessage,
  manualDataUploadMessage,
  manualDataFileValidationMessage,
  multivariateRegressionMessage,
]);

export type LiveMessage = z.infer<typeof liveMessageSchema>;

const pongSchema = z.union([z.object({ action: z.literal('pong') }), z.object({ type: z.literal('pong') })]);

/**
 * A received frame as a message, or null for a pong (expected, ignored) and for anything we do not
 * understand: logged so that a server change shows up in the console, never thrown, so that one
 * bad frame does not stop the messages that follow.
 */
export function parseLiveMessage(data: unknown): LiveMessage | null {
  let value: unknown = data;
  if (typeof data === 'string') {
    try {
      value = JSON.parse(data);
    } catch {
      console.warn('Live connection: a message that is not JSON was ignored.', data);
      return null;
    }
  }
  if (pongSchema.safeParse(value).success) return null;
  const parsed = liveMessageSchema.safeParse(value);
  if (!parsed.success) {
    console.warn('Live connection: an unknown or malformed message was ignored.', value, parsed.error.issues);
    return null;
  }
  return parsed.data;
}

export interface LiveNotification {
  kind: NotificationKind;
  titleId: MessageId;
  /** Already translated. */
  message: string;
}

export type LiveMessageType = LiveMessage['type'];

export interface LiveMessageDeps {
  /** Refreshes what this message type makes stale (the refresh table, src/entities/refreshes.ts). */
  refresh: (type: LiveMessageType) => void;
  notify: (notification: LiveNotification) => void;
  /** Starts the download of a ready download request (the downloads feature knows how). */
  startDownload: (downloadRequestId: number) => void;
  /** Sends the browser to a URL; only called with http(s) URLs. */
  navigate: (url: string) => void;
  translate: (id: MessageId) => string;
  hasMessage: (id: string) => id is MessageId;
}

export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * Server messages are catalogue codes or free text (spec 000 §8): the translation when the
 * catalogue has one, else the text as it came.
 */
export function translateServerText(text: string, deps: Pick<LiveMessageDeps, 'translate' | 'hasMessage'>): string {
  const code = text.trim();
  for (const candidate of [`error.${code}`, `import.status.${code}`]) {
    if (deps.hasMessage(candidate)) return deps.translate(candidate);
  }
  return text;
}

export function handleLiveMessage(message: LiveMessage, deps: LiveMessageDeps): void {
  switch (message.type) {
    case 'download_request':
      deps.startDownload(message.id);
      deps.refresh(message.type);
      deps.notify({
        kind: 'success',
        titleId: 'live.download.readyTitle',
        message: deps.translate('live.download.readyBody'),
      });
      return;
    case 'manual_data_download':
      // The URL comes from the network: a javascript: or data: URL must never be followed.
      if (isHttpUrl(message.url)) deps.navigate(message.url);
      else
        deps.notify({
          kind: 'error',
          titleId: 'live.errorTitle',
          message: deps.translate('error.INVALID_DOWNLOAD_URL'),
        });
      return;
    case 'manual_data_upload':
      deps.refresh(message.type);
      return;
    case 'manual_data_file_validation':
      // "The result is stored": the import's status lives on the server, so refetching stores it.
      deps.refresh(message.type);
      deps.notify({
        kind: message.status,
        titleId: 'live.import.stateTitle',
        message: translateServerText(message.message, deps),
      });
      return;
    case 'multivariate_regression':
      deps.refresh(message.type);
      if (message.status === 'error') {
        const text = message.message?.trim()
          ? translateServerText(message.message, deps)
          : deps.translate('live.regression.failed');
        deps.notify({ kind: 'error', titleId: 'live.errorTitle', message: text });
      }
      return;
  }
}
