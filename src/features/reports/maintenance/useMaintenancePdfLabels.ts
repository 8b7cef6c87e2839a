import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { BexReport } from '../../../entities/reports/bexReportsApi';
import { formatNumber } from '../../../lib/numberFormat';
import type { MaintenancePdfLabels } from './maintenancePdf';

/** The maintenance report PDF's words and numbers in the user's language. */
export function useMaintenancePdfLabels(report: BexReport): MaintenancePdfLabels {
  const intl = useIntl();
  return useMemo((): MaintenancePdfLabels => {
    const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
    return {
      project: (project, site) => t('maintenanceReport.pdf.project', { project, site }),
      period: (start, end) => t('maintenanceReport.pdf.period', { start, end }),
      status: t('maintenanceReport.pdf.status', { status: t(`maintenanceReport.status.${report.status}`) }),
      author: (name) => t('maintenanceReport.pdf.author', { name }),
      comments: t('maintenanceReport.field.comments'),
      findings: (count) => t('maintenanceReport.findings.title', { count }),
      none: t('maintenanceReport.findings.none'),
      counts: (kind, count) => t('maintenanceReport.findings.kindCount', { kind, count }),
      tableHeader: [
        t('maintenanceReport.finding.subject'),
        t('maintenanceReport.finding.kind'),
        t('maintenanceReport.finding.from'),
        t('maintenanceReport.finding.to'),
        t('maintenanceReport.finding.comment'),
        t('maintenanceReport.finding.value'),
      ],
      kind: (kind) => t(`maintenanceReport.check.${kind}`),
      value: (value, unit) =>
        value === null || value === undefined ? '' : `${formatNumber(value, intl.locale, 3)}${unit ? ` ${unit}` : ''}`,
      page: (page, total) => t('maintenanceReport.pdf.page', { page, total }),
    };
  }, [intl, report.status]);
}
