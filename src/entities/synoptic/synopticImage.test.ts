import {
  dataUrlBytes,
  imageFormatOf,
  relativePosition,
  SYNOPTIC_IMAGE_MAX_BYTES,
  synopticImageProblem,
} from './synopticImage';

const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(parts.flatMap((part) => (typeof part === 'string' ? [...new TextEncoder().encode(part)] : part)));

describe('synoptic images (spec 001 §5, §9)', () => {
  it('takes image files up to 5 MB', () => {
    expect(synopticImageProblem({ type: 'image/png', size: SYNOPTIC_IMAGE_MAX_BYTES })).toBeNull();
    expect(synopticImageProblem({ type: 'image/jpeg', size: SYNOPTIC_IMAGE_MAX_BYTES + 1 })).toBe('TOO_LARGE');
    expect(synopticImageProblem({ type: 'text/csv', size: 10 })).toBe('NOT_AN_IMAGE');
  });

  it('tells an image by its first bytes, not by its name or declared type', () => {
    expect(imageFormatOf(bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]))).toBe('png');
    expect(imageFormatOf(bytes([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(imageFormatOf(bytes('GIF89a', [1, 0]))).toBe('gif');
    expect(imageFormatOf(bytes('RIFF', [0x24, 0, 0, 0], 'WEBPVP8 '))).toBe('webp');
    expect(imageFormatOf(bytes('<svg xmlns="http://www.w3.org/2000/svg"></svg>'))).toBe('svg');
    expect(
      imageFormatOf(
        bytes(
          '\uFEFF<?xml version="1.0" encoding="UTF-8"?>\n<!-- Plan -->\n<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "x">\n<svg>',
        ),
      ),
    ).toBe('svg');
    // A text file renamed .png, a PDF, an HTML page that holds an SVG, an empty file.
    expect(imageFormatOf(bytes('Relevés du compteur 1;2;3\n'))).toBeNull();
    expect(imageFormatOf(bytes('%PDF-1.7\n'))).toBeNull();
    expect(imageFormatOf(bytes('<html><body><svg></svg></body></html>'))).toBeNull();
    expect(imageFormatOf(bytes('RIFF', [0x24, 0, 0, 0], 'WAVEfmt '))).toBeNull();
    expect(imageFormatOf(new Uint8Array())).toBeNull();
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
