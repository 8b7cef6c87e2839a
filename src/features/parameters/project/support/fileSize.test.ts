import { fileSizeParts, formattedFileSize } from './fileSize';

describe('file sizes', () => {
  it('picks the unit a person reads', () => {
    expect(fileSizeParts(512)).toEqual({ unit: 'bytes', value: 512, decimals: 0 });
    expect(fileSizeParts(2_048).unit).toBe('kilobytes');
    expect(fileSizeParts(1_048_575).unit).toBe('megabytes');
    expect(fileSizeParts(3 * 1024 ** 3).unit).toBe('gigabytes');
  });

  it('writes the number in the locale’s notation', () => {
    expect(formattedFileSize(1_468_006, 'fr')).toEqual({ unit: 'megabytes', size: '1,4' });
    expect(formattedFileSize(1_468_006, 'en')).toEqual({ unit: 'megabytes', size: '1.4' });
    expect(formattedFileSize(300_000, 'en')).toEqual({ unit: 'kilobytes', size: '293' });
  });
});
