import { Button, Loader, Menu, VisuallyHidden } from '@mantine/core';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useMessage } from '../../../i18n/useMessage';
import type { DrawnGraph } from '../charts/drawnGraph';
import { exportFormatsOf, exportGraph, type GraphExportFormat } from './graphExport';
import { notifyExportFailure } from './notifyExportFailure';
import { usePdfLabels } from './usePdfLabels';

export interface GraphExportMenuProps {
  /** The graph as drawn; null while nothing is drawn (loading, failed): the button is then disabled. */
  drawn: DrawnGraph | null;
  /** The graph's name for the button's accessible name while nothing is drawn yet. */
  name?: string;
}

const ITEM_LABEL = {
  png: 'explorerExport.png',
  jpeg: 'explorerExport.jpeg',
  pdf: 'explorerExport.pdf',
  csv: 'explorerExport.csv',
} as const;

/**
 * A graph's "Export" menu (spec 000 §9 export formats): PNG and JPEG (the graph as a document: its
 * name, period, chart and whole legend, documentImage.ts), PDF (title, period, chart, legend, page
 * numbers) and CSV (through the shared writer). A table graph has no chart: PDF and CSV only. The
 * file is built from what is on screen (hidden series, zoom), without a request.
 */
export function GraphExportMenu({ drawn, name }: GraphExportMenuProps) {
  const t = useMessage();
  const intl = useIntl();
  const labels = usePdfLabels();
  const [busy, setBusy] = useState(false);
  const graphName = drawn?.title ?? name ?? '';

  const run = async (format: GraphExportFormat) => {
    if (!drawn || busy) return;
    setBusy(true);
    try {
      await exportGraph(format, drawn, labels);
    } catch {
      notifyExportFailure(intl, t('explorerExport.failed', { name: drawn.title, format: format.toUpperCase() }));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            variant="default"
            size="xs"
            disabled={drawn === null}
            // Not Mantine's `loading`, which disables the button: the focus the menu gives back
            // to it would be lost while the file is built.
            aria-busy={busy || undefined}
            leftSection={busy ? <Loader size={12} /> : undefined}
            aria-label={graphName === '' ? undefined : t('explorerExport.menuLabel', { name: graphName })}
          >
            {t('explorerExport.button')}
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          {drawn
            ? exportFormatsOf(drawn).map((format) => (
                <Menu.Item key={format} onClick={() => void run(format)}>
                  {t(ITEM_LABEL[format])}
                </Menu.Item>
              ))
            : null}
        </Menu.Dropdown>
      </Menu>
      <VisuallyHidden role="status">{busy ? t('explorerExport.exporting', { name: graphName }) : ''}</VisuallyHidden>
    </>
  );
}
