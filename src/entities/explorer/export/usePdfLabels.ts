import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { formatNumber } from '../../../lib/numberFormat';
import type { PdfLabels } from './graphPdf';

/** The PDF's words and numbers in the user's language. */
export function usePdfLabels(): PdfLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      period: (start, end) => intl.formatMessage({ id: 'explorerExport.pdfPeriod' }, { start, end }),
      page: (page, total) => intl.formatMessage({ id: 'explorerExport.pdfPage' }, { page, total }),
      tableHeader: [
        intl.formatMessage({ id: 'explorerExport.pdfVariable' }),
        intl.formatMessage({ id: 'explorerExport.pdfUnit' }),
        intl.formatMessage({ id: 'explorerExport.pdfValue' }),
      ],
      // A missing value is left empty, as in the CSV (spec 000 §9 "null as empty"), never "0".
      formatValue: (value) => (value === null ? '' : formatNumber(value, intl.locale)),
      noData: intl.formatMessage({ id: 'explorerExport.pdfNoData' }),
    }),
    [intl],
  );
}
