import { Group } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import { useMessage } from '../../../../i18n/useMessage';
import { formatDate, formatIsoDateTime } from '../../../../lib/dateFormat';
import { ExpiryBadge } from './ExpiryBadge';
import { licenceStatus } from './licenceStatus';
import { FieldList } from './FieldList';
import { SupportRecordPart } from './SupportRecordPart';
import { useChoiceText } from './useChoiceText';

const route = getRouteApi('/_auth/parameters/projects/$projectId/contract');

/** spec 001 §2 "contract" tab: the support contract, its level (a choice label) and response time. */
export function ContractSection() {
  const { projectId } = route.useParams();
  const t = useMessage();
  const choiceText = useChoiceText();
  // Today in Europe/Paris, as the contract's last day is.
  const [today] = useState(() => formatIsoDateTime(Date.now()).slice(0, 10));
  return (
    <SupportRecordPart
      projectId={projectId}
      title={t('parameters.support.contract.title')}
      what={t('parameters.support.contract.what')}
      empty={t('parameters.support.contract.empty')}
      pick={(record) => record.contractInformation}
    >
      {(contract, labelOf) => (
        <FieldList
          fields={[
            { label: t('parameters.support.contract.contractNumber'), value: contract.contractNumber },
            {
              label: t('parameters.support.contract.supportLevel'),
              value: choiceText(contract.supportLevel, labelOf('supportLevels', contract.supportLevel)),
            },
            { label: t('parameters.support.contract.startDate'), value: formatDate(contract.startDate) },
            {
              label: t('parameters.support.contract.endDate'),
              value: contract.endDate ? (
                <Group gap="xs" component="span">
                  {formatDate(contract.endDate)}
                  <ExpiryBadge of="contract" status={licenceStatus(contract.endDate, today)} />
                </Group>
              ) : null,
            },
            {
              label: t('parameters.support.contract.responseTime'),
              value:
                contract.responseTimeHours === null || contract.responseTimeHours === undefined
                  ? null
                  : t('parameters.support.contract.responseTimeValue', { hours: contract.responseTimeHours }),
            },
            { label: t('parameters.support.contract.comments'), value: contract.comments, multiline: true },
          ]}
        />
      )}
    </SupportRecordPart>
  );
}
