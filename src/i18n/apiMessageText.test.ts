import { createIntl } from 'react-intl';
import en from '../../messages/en.json';
import fr from '../../messages/fr.json';
import { apiMessageText } from './apiMessageText';

describe('apiMessageText', () => {
  it('translates catalogue codes in the user language', () => {
    expect(apiMessageText(createIntl({ locale: 'fr', messages: fr }), 'SERIALIZER_ERROR')).toBe(
      fr['error.SERIALIZER_ERROR'],
    );
    expect(apiMessageText(createIntl({ locale: 'en', messages: en }), 'THRESHOLD_LOW')).toBe(en['error.THRESHOLD_LOW']);
  });

  it('shows text without a translation as the server sent it', () => {
    expect(apiMessageText(createIntl({ locale: 'en', messages: en }), 'Le compteur 12 est hors service')).toBe(
      'Le compteur 12 est hors service',
    );
  });
});
