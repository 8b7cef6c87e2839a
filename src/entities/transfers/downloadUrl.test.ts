import { ApiError } from '../../api/apiError';
import { checkedDownloadUrl, downloadResponseError, downloadUrlError } from './downloadUrl';

describe('download URLs (spec 001 §7)', () => {
  it('accepts http and https URLs', () => {
    expect(downloadUrlError('https://files.example.fr/export.csv?token=abc')).toBeNull();
    expect(downloadUrlError('http://localhost/api/file-content/3?token=abc')).toBeNull();
    expect(checkedDownloadUrl(' https://files.example.fr/a.csv ')).toBe('https://files.example.fr/a.csv');
  });

  it('refuses any other URL with the client code INVALID_DOWNLOAD_URL', () => {
    for (const url of [
      'javascript:alert(1)',
      'data:text/csv,a;b',
      'ftp://files.example.fr/a.csv',
      '/api/file-content/3',
      '',
      null,
      42,
    ]) {
      expect(downloadUrlError(url)).toBe('INVALID_DOWNLOAD_URL');
      expect(() => checkedDownloadUrl(url)).toThrow(ApiError);
    }
    try {
      checkedDownloadUrl('javascript:void(0)');
    } catch (error) {
      expect((error as ApiError).code).toBe('INVALID_DOWNLOAD_URL');
    }
  });
});

describe('download failures (spec 000 §8, spec 001 §8)', () => {
  it('tells a missing URL, an inaccessible file and a failed download apart', () => {
    expect(downloadResponseError(200, 'Date;Valeur\r\n')).toBeNull();
    expect(downloadResponseError(404)).toBe('DOWNLOAD_URL_NOT_FOUND');
    expect(downloadResponseError(403, '<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>')).toBe(
      'FILE_NOT_ACCESSIBLE',
    );
    expect(downloadResponseError(200, '<Error><Code>NoSuchKey</Code></Error>')).toBe('FILE_NOT_ACCESSIBLE');
    expect(downloadResponseError(410)).toBe('FILE_NOT_ACCESSIBLE');
    expect(downloadResponseError(500)).toBe('DOWNLOAD_FAILED');
  });
});
