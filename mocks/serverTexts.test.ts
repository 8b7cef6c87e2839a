import { languageOf, serverText } from './serverTexts';

describe('the demo API’s free texts', () => {
  it('reads the language a request asks for, French otherwise', () => {
    expect(languageOf('en')).toBe('en');
    expect(languageOf('en-GB,en;q=0.9,fr;q=0.8')).toBe('en');
    expect(languageOf('de-DE, es;q=0.5')).toBe('es');
    expect(languageOf('de')).toBe('fr');
    expect(languageOf(null)).toBe('fr');
  });

  it('answers a modelling text in that language, its values carried over', () => {
    expect(serverText('Modélisation en cours', 'en')).toBe('Modelling in progress');
    expect(serverText('Chargement des données (1440 points)', 'en')).toBe('Loading the data (1440 points)');
    expect(serverText('Pas de données pour la variable « TGBT – Énergie » sur la période.', 'en')).toBe(
      'No data for the variable “TGBT – Énergie” over the period.',
    );
    expect(
      serverText(
        'Modélisation impossible : 3 points pour 4 paramètres ; allongez la période ou réduisez le pas d’échantillonnage.',
        'es',
      ),
    ).toBe('Modelado imposible: 3 puntos para 4 parámetros; alargue el periodo o reduzca el paso de muestreo.');
    expect(serverText('Modélisation terminée', 'fr')).toBe('Modélisation terminée');
  });

  it('leaves a catalogue code or an unknown text as it is', () => {
    expect(serverText('PERMISSION_DENIED', 'en')).toBe('PERMISSION_DENIED');
    expect(serverText('Bilan not found', 'fr')).toBe('Bilan not found');
    expect(serverText(null, 'en')).toBeNull();
  });
});
