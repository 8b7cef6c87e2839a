import { createIntl, type MessageFormatElement } from 'react-intl';
import en from '../../messages/en.json';
import es from '../../messages/es.json';
import fr from '../../messages/fr.json';

const keys = (catalogue: Record<string, string>) => Object.keys(catalogue).sort();

/** The text a message shows, without its ICU syntax (where a straight apostrophe quotes). */
function literals(elements: MessageFormatElement[]): string[] {
  return elements.flatMap((element) => {
    if ('options' in element) return Object.values(element.options).flatMap((option) => literals(option.value));
    if ('children' in element) return literals(element.children);
    // TYPE.literal is 0; the parser's enum is not among react-intl's exports.
    return Number(element.type) === 0 && 'value' in element ? [element.value] : [];
  });
}

const frenchIntl = createIntl({ locale: 'fr', messages: {} });
const textOf = (message: string) => literals(frenchIntl.formatters.getMessageFormat(message, 'fr').getAst()).join('');

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
    expect(fr['error.SERIALIZER_ERROR']).toBe('Erreur serveur. Réessayez ou contactez l’admin.');
    expect(fr['maintenance.heading']).toBe('Application en maintenance');
  });

  it('writes the French apostrophe as ’, never the straight one', () => {
    expect(textOf("Aujourd'hui, l''{name}")).toBe("Aujourd'hui, l'");
    const straight = Object.entries(fr as Record<string, string>).filter(([, message]) =>
      textOf(message).includes("'"),
    );
    expect(straight).toEqual([]);
  });
});
