import { currentLocale, resolveLocale, setShownLocale } from './locale';

describe('resolveLocale (spec 000 §1)', () => {
  it('keeps a stored fr or en', () => {
    expect(resolveLocale('fr', ['en-US'])).toBe('fr');
    expect(resolveLocale('en', ['fr-FR'])).toBe('en');
  });

  it('falls back to fr for any other stored value', () => {
    expect(resolveLocale('de', ['en-US'])).toBe('fr');
    expect(resolveLocale('es', ['en-GB'])).toBe('fr');
    expect(resolveLocale('EN', ['en-US'])).toBe('fr');
  });

  it('with nothing stored, uses fr for a French browser and en otherwise', () => {
    expect(resolveLocale(null, ['fr-FR', 'en'])).toBe('fr');
    expect(resolveLocale(undefined, ['fr'])).toBe('fr');
    expect(resolveLocale('', ['fr-FR'])).toBe('fr');
    expect(resolveLocale(null, ['en-US', 'fr-FR'])).toBe('en');
    expect(resolveLocale(null, ['de-DE'])).toBe('en');
    expect(resolveLocale(null, [])).toBe('en');
  });
});

describe('currentLocale', () => {
  it('is the language the app shows, whatever the browser speaks', () => {
    setShownLocale('fr');
    expect(currentLocale()).toBe('fr');
    setShownLocale('en');
    expect(currentLocale()).toBe('en');
  });
});
