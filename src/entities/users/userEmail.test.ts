import { ALLOWED_USER_EMAIL_DOMAINS, isAllowedUserEmail, userEmailSchema } from './userEmail';

describe('user e-mail rule (spec 000 §5)', () => {
  it('accepts a local part at one of the two company domains', () => {
    expect(ALLOWED_USER_EMAIL_DOMAINS).toEqual(['enersol.fr', 'partenaire-energie.fr']);
    for (const email of [
      'sophie.martin@enersol.fr',
      'lecteur@partenaire-energie.fr',
      'j.doe+alertes@enersol.fr',
      'A.B@Enersol.FR',
    ]) {
      expect(isAllowedUserEmail(email), email).toBe(true);
    }
  });

  it('refuses other domains, subdomains and malformed addresses', () => {
    for (const email of [
      '',
      'enersol.fr',
      '@enersol.fr',
      'a@gmail.com',
      'a@sub.enersol.fr',
      'a@enersol.fr.evil.com',
      'a b@enersol.fr',
      'a@@enersol.fr',
      '.a@enersol.fr',
      'a.@enersol.fr',
      'a@partenaire-energie.com',
    ]) {
      expect(isAllowedUserEmail(email), email).toBe(false);
    }
  });

  it('trims and lower-cases in the form schema, with the API’s code as message', () => {
    expect(userEmailSchema.parse('  Lea.Morin@Enersol.fr ')).toBe('lea.morin@enersol.fr');
    const result = userEmailSchema.safeParse('lea@gmail.com');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('INVALID_EMAIL_DOMAIN');
  });
});
