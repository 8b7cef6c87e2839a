import { Anchor, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import type { Place } from '../../../entities/structure/api';
import { mapLink } from './placeFormSchema';
import { ReadOnlyNotice } from '../../../ui/ReadOnlyNotice';

/** The site's main information for a user without place_manage: read, with no edit control. */
export function PlaceFacts({ place }: { place: Place }) {
  const t = useMessage();
  const intl = useIntl();
  const coordinate = (value: number | null | undefined) =>
    value === null || value === undefined ? null : intl.formatNumber(value, { maximumFractionDigits: 6 });
  const facts: [string, string | null | undefined][] = [
    [t('parameters.places.field.name'), place.name],
    [t('parameters.places.field.shortName'), place.shortName],
    [t('parameters.places.field.address'), place.address],
    [t('parameters.places.field.zipCode'), place.zipCode],
    [t('parameters.places.field.city'), place.city],
    [t('parameters.places.field.country'), place.country],
    [t('parameters.places.field.latitude'), coordinate(place.latitude)],
    [t('parameters.places.field.longitude'), coordinate(place.longitude)],
    [t('parameters.places.field.timezone'), place.timezone],
    [t('parameters.places.field.companyName'), place.companyName],
    [t('parameters.places.field.companyId'), place.companyId],
  ];
  const map = mapLink(String(place.latitude ?? ''), String(place.longitude ?? ''));
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <ReadOnlyNotice readOnly />
        <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="xs" m={0}>
          {facts.map(([label, value]) => (
            <div key={label}>
              <Text component="dt" size="sm" c="dimmed">
                {label}
              </Text>
              <Text component="dd" size="sm" m={0} fw={500}>
                {value?.trim() ? value : t('common.notSet')}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        {map ? (
          <Anchor href={map} target="_blank" rel="noopener noreferrer" size="sm">
            {t('parameters.places.openMap')}
          </Anchor>
        ) : null}
      </Stack>
    </Paper>
  );
}
