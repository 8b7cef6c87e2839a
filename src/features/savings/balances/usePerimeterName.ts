import { useIntl } from 'react-intl';
import { energyLabel } from '../../../entities/savings/energyUnits';
import { useMessage } from '../../../i18n/useMessage';

interface NamedPerimeter {
  number?: number | null;
  energy_code: string;
  energy_translations?: { fr?: string | null; en?: string | null } | null;
}

/** "Perimeter 2 · Steam": how a perimeter is named in balances and their messages (spec 001 §3). */
export function usePerimeterName(): (perimeter: NamedPerimeter) => string {
  const t = useMessage();
  const { locale } = useIntl();
  // The perimeters carry French and English names; Spanish reads the English one.
  const language = locale.startsWith('fr') ? 'fr' : 'en';
  return (perimeter) =>
    t('savings.balances.perimeterName', {
      number: perimeter.number ?? '–',
      energy: energyLabel(perimeter.energy_code, language, perimeter.energy_translations),
    });
}
