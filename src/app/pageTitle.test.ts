import { composePageTitle } from './pageTitle';
import { isChunkLoadError } from './chunkLoadError';

describe('composePageTitle (spec 000 §2)', () => {
  it('puts the product name before the page title', () => {
    expect(composePageTitle('Wattsight', 'Events')).toBe('Wattsight — Events');
  });

  it('is the product name alone when no title is set', () => {
    expect(composePageTitle('Wattsight')).toBe('Wattsight');
    expect(composePageTitle('Wattsight', '  ')).toBe('Wattsight');
    expect(composePageTitle('Wattsight', null)).toBe('Wattsight');
  });
});

describe('isChunkLoadError', () => {
  it('recognises failed lazy loads of screens', () => {
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /assets/events-1a2b.js'))).toBe(
      true,
    );
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
