import { accountLanguageToApply } from './accountLanguage';

describe('the account language on sign-in', () => {
  it('applies the saved language on a browser without a choice of its own', () => {
    expect(accountLanguageToApply(null, 'en', 'fr')).toBe('en');
    expect(accountLanguageToApply(null, 'fr', 'en')).toBe('fr');
  });

  it('keeps this browser’s own choice', () => {
    expect(accountLanguageToApply('fr', 'en', 'fr')).toBeNull();
    expect(accountLanguageToApply('en', 'fr', 'en')).toBeNull();
  });

  it('reads fr for any other saved value, and changes nothing when it is already shown or none is saved', () => {
    expect(accountLanguageToApply(null, 'es', 'en')).toBe('fr');
    expect(accountLanguageToApply(null, 'en', 'en')).toBeNull();
    expect(accountLanguageToApply(null, null, 'en')).toBeNull();
    expect(accountLanguageToApply(null, '', 'fr')).toBeNull();
  });
});
