import type { MessageId } from '../../../i18n/messages';
import { useMessage } from '../../../i18n/useMessage';
import { RouteTab, RouteTabs } from '../../../navigation/RouteTabs/RouteTabs';

/** spec 001 §2: the site's sections, each its own URL. */
const SECTIONS = [
  { to: '/parameters/places/$placeId/main-informations', label: 'page.mainInformations' },
  { to: '/parameters/places/$placeId/scenarios', label: 'page.scenarios' },
  { to: '/parameters/places/$placeId/projets', label: 'page.projects' },
] as const satisfies readonly { to: string; label: MessageId }[];

export function PlaceTabs({ placeId }: { placeId: number }) {
  const t = useMessage();
  return (
    <RouteTabs label={t('parameters.places.sections')}>
      {SECTIONS.map((section) => (
        <RouteTab key={section.to} to={section.to} params={{ placeId }}>
          {t(section.label)}
        </RouteTab>
      ))}
    </RouteTabs>
  );
}
