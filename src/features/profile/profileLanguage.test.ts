import { chosenLanguage, profileLanguageOf } from './profileLanguage';

describe('the profile’s language (spec 001 §5: only fr and en, anything else is fr)', () => {
  it('keeps a saved fr or en', () => {
    expect(profileLanguageOf('fr', 'en')).toBe('fr');
    expect(profileLanguageOf('en', 'fr')).toBe('en');
  });

  it('falls back to fr for any other saved value, whatever the app runs in', () => {
    for (const saved of ['es', 'de', 'EN', 'en-GB', 'français', ' '])
      expect(profileLanguageOf(saved, 'en'), saved).toBe('fr');
  });

  it('follows the language the app runs in when nothing is saved', () => {
    expect(profileLanguageOf(null, 'en')).toBe('en');
    expect(profileLanguageOf(undefined, 'fr')).toBe('fr');
    expect(profileLanguageOf('', 'en')).toBe('en');
  });

  it('reads a choice back as fr or en only', () => {
    expect(chosenLanguage('en')).toBe('en');
    expect(chosenLanguage('fr')).toBe('fr');
    expect(chosenLanguage('es')).toBe('fr');
  });
});
