// @vitest-environment jsdom
import { fileNameFrom, saveFile, SAVE_LINK_LIFETIME_MS } from './saveFile';

describe('fileNameFrom', () => {
  it('prefers the encoded name, then the plain one, then the URL', () => {
    expect(fileNameFrom(`attachment; filename="a.csv"; filename*=UTF-8''relev%C3%A9s.csv`, 'https://x.test/f/1')).toBe(
      'relevés.csv',
    );
    expect(fileNameFrom('attachment; filename="export_2026.csv"', 'https://x.test/f/1')).toBe('export_2026.csv');
    expect(fileNameFrom(null, 'https://x.test/files/rapport%20mars.pdf?token=1')).toBe('rapport mars.pdf');
    expect(fileNameFrom(null, 'https://x.test/')).toBe('download');
  });
});

describe('saveFile', () => {
  it('clicks a hidden download link, then removes it and releases the file after 1 second', () => {
    vi.useFakeTimers();
    const created = vi.fn(() => 'blob:file');
    const revoked = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: created, revokeObjectURL: revoked }));
    const clicks: HTMLAnchorElement[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this);
    });
    saveFile(new Blob(['a;b\r\n']), 'export.csv');
    expect(clicks[0]?.download).toBe('export.csv');
    expect(document.querySelector('a[download]')).not.toBeNull();
    vi.advanceTimersByTime(SAVE_LINK_LIFETIME_MS);
    expect(document.querySelector('a[download]')).toBeNull();
    expect(revoked).toHaveBeenCalledWith('blob:file');
    click.mockRestore();
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });
});
