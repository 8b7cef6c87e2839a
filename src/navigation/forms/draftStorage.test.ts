// @vitest-environment jsdom
import {
  DRAFT_KEY_PREFIX,
  DRAFT_MAX_AGE_MS,
  DRAFTS_MAX_CHARS,
  draftKey,
  moveDraft,
  readDraft,
  removeAllDrafts,
  removeDraft,
  writeDraft,
} from './draftStorage';
import { excludedFields, keepableValues, restorableValues, sameJson } from './draftValues';

const NOW = Date.UTC(2026, 2, 10, 9, 0);
const key = draftKey('/events/details/12', 'comment-new');

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('draft storage', () => {
  it('keys a draft by page (path and search) and form', () => {
    expect(key).toBe('wattsight.draft:/events/details/12#comment-new');
    expect(draftKey('/events?view=all', 'x')).not.toBe(draftKey('/events', 'x'));
  });

  it('reads back what it wrote, in sessionStorage only', () => {
    expect(writeDraft(key, { comment: 'Vanne bloquée' }, NOW)).toBe(true);
    expect(readDraft(key, NOW + 1000)).toEqual({ comment: 'Vanne bloquée' });
    expect(localStorage.length).toBe(0);
    removeDraft(key);
    expect(readDraft(key, NOW)).toBeNull();
  });

  it('removes every draft, and nothing else, when the user signs out', () => {
    writeDraft(key, { comment: 'Vanne bloquée' }, NOW);
    writeDraft(draftKey('/home', 'other'), { name: 'Sécheur' }, NOW);
    sessionStorage.setItem('oidc.user:x', 'kept');
    removeAllDrafts();
    expect(readDraft(key, NOW)).toBeNull();
    expect(Object.keys(sessionStorage)).toEqual(['oidc.user:x']);
  });

  it('drops a stale draft, and one dated in the future', () => {
    writeDraft(key, { comment: 'hier' }, NOW);
    expect(readDraft(key, NOW + DRAFT_MAX_AGE_MS + 1)).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
    writeDraft(key, { comment: 'demain' }, NOW + 60_000);
    expect(readDraft(key, NOW)).toBeNull();
  });

  it.each([
    ['not JSON', '{"version":1,'],
    ['JSON of another shape', '{"comment":"old format"}'],
    ['another version', JSON.stringify({ version: 2, savedAt: NOW, values: {} })],
    ['values that are not an object', JSON.stringify({ version: 1, savedAt: NOW, values: ['a'] })],
  ])('drops a draft that is %s', (_, text) => {
    sessionStorage.setItem(key, text);
    expect(readDraft(key, NOW)).toBeNull();
    expect(sessionStorage.getItem(key)).toBeNull();
  });

  it('makes room by dropping the oldest other drafts, and never keeps one too large on its own', () => {
    const third = 'x'.repeat(Math.floor(DRAFTS_MAX_CHARS / 3));
    writeDraft(draftKey('/a', 'f'), { text: third }, NOW);
    writeDraft(draftKey('/b', 'f'), { text: third }, NOW + 1);
    writeDraft(draftKey('/c', 'f'), { text: third }, NOW + 2);
    expect(readDraft(draftKey('/a', 'f'), NOW + 3)).toBeNull();
    expect(readDraft(draftKey('/b', 'f'), NOW + 3)).not.toBeNull();
    expect(readDraft(draftKey('/c', 'f'), NOW + 3)).not.toBeNull();

    writeDraft(key, { comment: 'court' }, NOW);
    expect(writeDraft(key, { comment: 'y'.repeat(DRAFTS_MAX_CHARS) }, NOW + 1)).toBe(false);
    // The shorter, older text must not come back as if it were the latest.
    expect(readDraft(key, NOW + 2)).toBeNull();
    const total = Object.keys(sessionStorage)
      .filter((name) => name.startsWith(DRAFT_KEY_PREFIX))
      .reduce((sum, name) => sum + name.length + (sessionStorage.getItem(name)?.length ?? 0), 0);
    expect(total).toBeLessThanOrEqual(DRAFTS_MAX_CHARS);
  });

  it('survives a storage that refuses writes or access', () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeDraft(key, { comment: 'texte' }, NOW)).toBe(false);
    vi.restoreAllMocks();
    vi.spyOn(window, 'sessionStorage', 'get').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(writeDraft(key, { comment: 'texte' }, NOW)).toBe(false);
    expect(readDraft(key, NOW)).toBeNull();
    expect(() => removeDraft(key)).not.toThrow();
  });

  it('moves a draft to another key', () => {
    const other = draftKey('/events/details/12?tab=chart', 'comment-new');
    writeDraft(key, { comment: 'suivi' }, NOW);
    moveDraft(key, other, NOW);
    expect(readDraft(key, NOW)).toBeNull();
    expect(readDraft(other, NOW)).toEqual({ comment: 'suivi' });
  });
});

describe('draft values', () => {
  const excluded = excludedFields(['internal', 'contact.phone']);

  it('leaves out secrets at any depth, listed paths, and what JSON cannot hold', () => {
    const kept = keepableValues(
      {
        comment: 'ok',
        password: 'p',
        newPassword: 'p',
        refresh_token: 't',
        clientSecret: 's',
        internal: { a: 1 },
        contact: { name: 'Léa', phone: '06', apiToken: 't' },
        when: new Date(NOW),
        file: new Blob(['x']),
        count: Number.NaN,
        tags: ['a', 'b'],
      },
      excluded,
    );
    expect(kept).toEqual({
      comment: 'ok',
      contact: { name: 'Léa' },
      when: new Date(NOW).toISOString(),
      tags: ['a', 'b'],
    });
  });

  it('restores only the fields whose kind fits the form today', () => {
    const defaults = { comment: '', tags: [] as string[], when: new Date(0), note: null };
    const stored = { comment: 42, tags: ['a'], when: new Date(NOW).toISOString(), note: 'x', password: 'p' };
    expect(restorableValues(stored, defaults, excluded)).toEqual({
      tags: ['a'],
      when: new Date(NOW),
      note: 'x',
    });
  });

  it('compares JSON values deeply, whatever the key order', () => {
    expect(sameJson({ a: [1, { b: 2 }], c: 'x' }, { c: 'x', a: [1, { b: 2 }] })).toBe(true);
    expect(sameJson({ a: [1, 2] }, { a: [2, 1] })).toBe(false);
    expect(sameJson({ a: '' }, {})).toBe(false);
  });
});
