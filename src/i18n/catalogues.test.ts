import en from '../../messages/en.json';
import es from '../../messages/es.json';
import fr from '../../messages/fr.json';

const keys = (catalogue: Record<string, string>) => Object.keys(catalogue).sort();

describe('message catalogues', () => {
  it('fr and en hold the same keys', () => {
    expect(keys(fr)).toEqual(keys(en));
  });

  it('es holds no key that fr lacks', () => {
    expect(keys(es).filter((key) => !(key in fr))).toEqual([]);
  });

  it('has no empty message', () => {
    for (const catalogue of [fr, en, es] as Record<string, string>[]) {
      expect(Object.entries(catalogue).filter(([, text]) => text.trim() === '')).toEqual([]);
    }
  });

  it('keeps the spec wording of the server error in French', () => {
    expect(fr['error.SERIALIZER_ERROR']).toBe("Erreur serveur. Réessayez ou contactez l'admin.");
    expect(fr['maintenance.heading']).toBe('Application en maintenance');
  });
});
