import { useEffect, useEffectEvent } from 'react';
import { useIntl } from 'react-intl';
import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { createLiveConnection } from '../api/liveConnection';
import { announceLiveData, isDataMessage, reopenWatcher } from '../api/liveDataSignal';
import { handleLiveMessage, type LiveMessage, type LiveMessageDeps, type NotificationKind } from '../api/liveMessages';
import { getAccessToken } from '../auth/authClient';
import { getAppConfig } from '../config/appConfig';
import type { MessageId } from '../i18n/messages';
import { loadRefresher } from './loadRefresher';

/** Orange rather than yellow for warnings: white text on yellow fails contrast. */
export const NOTIFICATION_COLORS: Record<NotificationKind, string> = {
  success: 'green',
  error: 'red',
  warning: 'orange',
  info: 'blue',
};

/**
 * Until the downloads feature passes its own, a ready download only refreshes the download lists
 * (done by the message handler) and is logged, so that the event is visible while developing.
 */
function logDownloadRequest(downloadRequestId: number): void {
  console.info(`Live connection: download request ${downloadRequestId} is ready.`);
}

export interface UseLiveConnectionOptions {
  /** Starts the file download of a ready download request (spec 000 §7: by the message id). */
  startDownload?: (downloadRequestId: number) => void;
}

/**
 * The signed-in area's live connection (spec 000 §7): opened once by the shell, closed when the
 * user leaves it. Server messages refresh the queries they concern and notify the user.
 */
export function useLiveConnection({ startDownload = logDownloadRequest }: UseLiveConnectionOptions = {}): void {
  const queryClient = useQueryClient();
  const intl = useIntl();

  // An effect event reads the current language and callbacks without reopening the socket.
  const onMessage = useEffectEvent((message: LiveMessage) => {
    const deps: LiveMessageDeps = {
      refresh: (type) => void loadRefresher().then((refresher) => refresher.afterLive(queryClient, type)),
      notify: ({ kind, titleId, message: text }) =>
        notifications.show({
          color: NOTIFICATION_COLORS[kind],
          title: intl.formatMessage({ id: titleId }),
          message: text,
          closeButtonProps: { 'aria-label': intl.formatMessage({ id: 'common.closeNotification' }) },
        }),
      startDownload,
      navigate: (url) => window.location.assign(url),
      translate: (id) => intl.formatMessage({ id }),
      hasMessage: (id): id is MessageId => Object.prototype.hasOwnProperty.call(intl.messages, id),
    };
    handleLiveMessage(message, deps);
    if (isDataMessage(message.type)) announceLiveData('message');
  });

  useEffect(() => {
    // Environments without websockets (some test set-ups) simply go without live updates.
    if (typeof WebSocket === 'undefined') return;
    const connection = createLiveConnection({
      url: getAppConfig().websocketUrl,
      getAccessToken,
      onMessage: (message) => onMessage(message),
      // Messages sent while the connection was down are lost: screens showing live data read again.
      onStateChange: reopenWatcher(() => announceLiveData('reconnected')),
    });
    void connection.connect();
    return () => connection.close();
  }, []);
}
