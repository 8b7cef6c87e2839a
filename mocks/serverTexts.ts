/**
 * The demo API's free texts (spec 001 §4: a modelling run's progress and error messages) in the
 * caller's language. The catalogue's codes are translated by the app (spec 000 §8); a free text
 * is shown as sent, so a server answers it in the language the request asks for (Accept-Language,
 * or the live connection's `lang`), as a real one does. The texts are made in French, the
 * product's default language, and put into the caller's language on the way out.
 */
export type ServerLanguage = 'fr' | 'en' | 'es';

const LANGUAGES: readonly ServerLanguage[] = ['fr', 'en', 'es'];

type Template = Record<ServerLanguage, string>;

/** `{name}` stands for a value carried over as it is (a variable's name, a count). */
const TEMPLATES: readonly Template[] = [
  { fr: 'Modélisation en cours', en: 'Modelling in progress', es: 'Modelado en curso' },
  { fr: 'Modélisation terminée', en: 'Modelling done', es: 'Modelado terminado' },
  { fr: 'Modélisation arrêtée', en: 'Modelling stopped', es: 'Modelado detenido' },
  {
    fr: 'Chargement des données ({points} points)',
    en: 'Loading the data ({points} points)',
    es: 'Carga de los datos ({points} puntos)',
  },
  {
    fr: 'Ajustement par moindres carrés ({count} variables explicatives)',
    en: 'Least-squares fit ({count} explanatory variables)',
    es: 'Ajuste por mínimos cuadrados ({count} variables explicativas)',
  },
  {
    fr: 'Modélisation impossible : la variable « {name} » est colinéaire aux variables explicatives qui la précèdent, ou constante sur la période.',
    en: 'Modelling not possible: the variable “{name}” is collinear with the explanatory variables before it, or constant over the period.',
    es: 'Modelado imposible: la variable «{name}» es colineal con las variables explicativas anteriores, o constante en el periodo.',
  },
  {
    fr: 'Modélisation impossible : {points} points pour {params} paramètres ; allongez la période ou réduisez le pas d’échantillonnage.',
    en: 'Modelling not possible: {points} points for {params} parameters; lengthen the period or shorten the sampling step.',
    es: 'Modelado imposible: {points} puntos para {params} parámetros; alargue el periodo o reduzca el paso de muestreo.',
  },
  {
    fr: 'Modélisation impossible : la variable « {name} » est constante sur la période.',
    en: 'Modelling not possible: the variable “{name}” is constant over the period.',
    es: 'Modelado imposible: la variable «{name}» es constante en el periodo.',
  },
  {
    fr: 'Modélisation impossible : données invalides sur la période.',
    en: 'Modelling not possible: invalid data over the period.',
    es: 'Modelado imposible: datos no válidos en el periodo.',
  },
  {
    fr: 'Pas de données pour la variable « {name} » sur la période.',
    en: 'No data for the variable “{name}” over the period.',
    es: 'No hay datos para la variable «{name}» en el periodo.',
  },
  {
    fr: 'Délai de calcul dépassé : réduisez la période ou augmentez le pas d’échantillonnage.',
    en: 'Computation time exceeded: shorten the period or lengthen the sampling step.',
    es: 'Tiempo de cálculo superado: acorte el periodo o aumente el paso de muestreo.',
  },
];

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A template's French text as a pattern whose groups are its values, in order. */
const PATTERNS = TEMPLATES.map((template) => {
  const names: string[] = [];
  const source = template.fr
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { template, names, pattern: new RegExp(`^${source}$`) };
});

/** The first language of an Accept-Language header the demo speaks; French otherwise. */
export function languageOf(header: string | null | undefined): ServerLanguage {
  for (const part of (header ?? '').split(',')) {
    const language = part.split(';')[0]?.trim().toLowerCase().split('-')[0];
    const known = LANGUAGES.find((candidate) => candidate === language);
    if (known) return known;
  }
  return 'fr';
}

export function requestLanguage(request: Request): ServerLanguage {
  return languageOf(request.headers.get('Accept-Language'));
}

/** A free text of the demo in `language`; any other text (a catalogue code) as it is. */
export function serverText(text: string, language: ServerLanguage): string;
export function serverText(text: string | null, language: ServerLanguage): string | null;
export function serverText(text: string | undefined, language: ServerLanguage): string | undefined;
export function serverText(text: string | null | undefined, language: ServerLanguage): string | null | undefined {
  if (!text || language === 'fr') return text;
  for (const { template, names, pattern } of PATTERNS) {
    const match = pattern.exec(text);
    if (!match) continue;
    return names.reduce(
      (result, name, index) => result.replace(`{${name}}`, match[index + 1] ?? ''),
      template[language],
    );
  }
  return text;
}
