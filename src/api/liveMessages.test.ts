import fr from '../../messages/fr.json';
import type { MessageId } from '../i18n/messages';
import { handleLiveMessage, parseLiveMessage, type LiveMessage, type LiveMessageDeps } from './liveMessages';

function setUp(catalogue: Record<string, string> = fr) {
  const deps = {
    refresh: vi.fn<LiveMessageDeps['refresh']>(),
    notify: vi.fn<LiveMessageDeps['notify']>(),
    startDownload: vi.fn<LiveMessageDeps['startDownload']>(),
    navigate: vi.fn<LiveMessageDeps['navigate']>(),
    translate: (id: MessageId) => catalogue[id] ?? id,
    hasMessage: (id: string): id is MessageId => id in catalogue,
  };
  const handle = (message: LiveMessage) => handleLiveMessage(message, deps);
  const refreshed = () => deps.refresh.mock.calls.map(([type]) => type);
  return { deps, handle, refreshed };
}

describe('live messages', () => {
  it('starts a ready download, refreshes the download lists and says so', () => {
    const { deps, handle, refreshed } = setUp();
    handle({ type: 'download_request', id: 42 });
    expect(deps.startDownload).toHaveBeenCalledWith(42);
    expect(refreshed()).toEqual(['download_request']);
    expect(deps.notify).toHaveBeenCalledWith({
      kind: 'success',
      titleId: 'live.download.readyTitle',
      message: 'Votre téléchargement est en cours ...',
    });
    expect(fr['live.download.readyTitle']).toBe('Téléchargement prêt');
  });

  it('sends the browser to an http(s) download URL', () => {
    const { deps, handle } = setUp();
    handle({ type: 'manual_data_download', url: 'https://files.example.com/export.csv?sig=1' });
    expect(deps.navigate).toHaveBeenCalledWith('https://files.example.com/export.csv?sig=1');
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it.each(['javascript:alert(1)', 'data:text/html,hi', 'ftp://files.example.com/a.csv', '/relative/path', ''])(
    'refuses the download URL %j with an error notification',
    (url) => {
      const { deps, handle } = setUp();
      handle({ type: 'manual_data_download', url });
      expect(deps.navigate).not.toHaveBeenCalled();
      expect(deps.notify).toHaveBeenCalledWith({
        kind: 'error',
        titleId: 'live.errorTitle',
        message: fr['error.INVALID_DOWNLOAD_URL'],
      });
    },
  );

  it('refreshes the imports when an uploaded file changes', () => {
    const { deps, handle, refreshed } = setUp();
    handle({ type: 'manual_data_upload', importId: 3, status: 'validating' });
    expect(refreshed()).toEqual(['manual_data_upload']);
    expect(deps.notify).not.toHaveBeenCalled();
  });

  it('shows a validation result with its status as the type and its translated message', () => {
    const { deps, handle, refreshed } = setUp();
    handle({ type: 'manual_data_file_validation', importId: 3, status: 'error', message: 'DUPLICATE_IMPORT' });
    expect(refreshed()).toEqual(['manual_data_file_validation']);
    expect(deps.notify).toHaveBeenCalledWith({
      kind: 'error',
      titleId: 'live.import.stateTitle',
      message: 'Ce fichier a déjà été importé.',
    });
    expect(fr['live.import.stateTitle']).toBe('Etat d’import');
  });

  it('translates an import status code, and shows free text as it came', () => {
    const { deps, handle } = setUp({ ...fr, 'import.status.imported': 'Importé' });
    handle({ type: 'manual_data_file_validation', importId: 3, status: 'success', message: 'imported' });
    handle({ type: 'manual_data_file_validation', importId: 3, status: 'warning', message: 'Ligne 12 ignorée' });
    expect(deps.notify.mock.calls.map(([n]) => [n.kind, n.message])).toEqual([
      ['success', 'Importé'],
      ['warning', 'Ligne 12 ignorée'],
    ]);
  });

  it('refreshes the modelling on a regression message, and reports a failed one', () => {
    const { deps, handle, refreshed } = setUp();
    handle({ type: 'multivariate_regression', configurationId: 5, status: 'IN_PROCESS' });
    handle({ type: 'multivariate_regression', configurationId: 5, status: 'ok' });
    expect(refreshed()).toEqual(['multivariate_regression', 'multivariate_regression']);
    expect(deps.notify).not.toHaveBeenCalled();

    handle({ type: 'multivariate_regression', configurationId: 5, status: 'error' });
    handle({ type: 'multivariate_regression', configurationId: 5, status: 'error', message: 'SERIALIZER_ERROR' });
    expect(deps.notify.mock.calls.map(([n]) => [n.kind, n.titleId, n.message])).toEqual([
      ['error', 'live.errorTitle', 'La modélisation a échoué.'],
      ['error', 'live.errorTitle', 'Erreur serveur. Réessayez ou contactez l’admin.'],
    ]);
  });

  describe('parsing', () => {
    it('reads each message type from JSON text, dropping unknown fields', () => {
      expect(parseLiveMessage('{"type":"download_request","id":1,"title":"Export","extra":true}')).toEqual({
        type: 'download_request',
        id: 1,
        title: 'Export',
      });
      expect(parseLiveMessage({ type: 'multivariate_regression', configurationId: 2, status: 'ok' })).toEqual({
        type: 'multivariate_regression',
        configurationId: 2,
        status: 'ok',
      });
    });

    it('ignores pongs silently', () => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(parseLiveMessage('{"action":"pong"}')).toBeNull();
      expect(parseLiveMessage({ type: 'pong' })).toBeNull();
      expect(warn).not.toHaveBeenCalled();
    });

    it.each([
      ['not JSON', '{oops'],
      ['an unknown type', { type: 'weather_report', id: 1 }],
      ['a missing field', { type: 'manual_data_download' }],
      ['a wrong field type', { type: 'download_request', id: '12' }],
      [
        'a status outside the notification types',
        { type: 'manual_data_file_validation', importId: 1, status: 'fatal', message: 'x' },
      ],
      ['a non-object', 42],
      ['binary data', new ArrayBuffer(4)],
    ])('logs and ignores %s', (_label, data) => {
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      expect(parseLiveMessage(data)).toBeNull();
      expect(warn).toHaveBeenCalledTimes(1);
    });
  });
});
