import { dataUrlBytes, relativePosition, SYNOPTIC_IMAGE_MAX_BYTES, synopticImageProblem } from './synopticImage';

describe('synoptic images (spec 001 §5, §9)', () => {
  it('takes image files up to 5 MB', () => {
    expect(synopticImageProblem({ type: 'image/png', size: SYNOPTIC_IMAGE_MAX_BYTES })).toBeNull();
    expect(synopticImageProblem({ type: 'image/jpeg', size: SYNOPTIC_IMAGE_MAX_BYTES + 1 })).toBe('TOO_LARGE');
    expect(synopticImageProblem({ type: 'text/csv', size: 10 })).toBe('NOT_AN_IMAGE');
  });

  it('measures the bytes a data URL holds', () => {
    expect(dataUrlBytes('data:image/png;base64,AAAA')).toBe(3);
    expect(dataUrlBytes('data:image/png;base64,AAA=')).toBe(2);
    expect(dataUrlBytes(`data:image/svg+xml,${encodeURIComponent('<svg>é</svg>')}`)).toBe(13);
    expect(dataUrlBytes('data:image/svg+xml,%E0%A4%A')).toBe(8);
    expect(dataUrlBytes('https://example.com/a.png')).toBeNull();
  });

  it('places a click as fractions of the image, clamped to it', () => {
    const image = { left: 100, top: 50, width: 400, height: 200 };
    expect(relativePosition({ x: 300, y: 100 }, image)).toEqual({ x: 0.5, y: 0.25 });
    expect(relativePosition({ x: 0, y: 900 }, image)).toEqual({ x: 0, y: 1 });
  });
});
