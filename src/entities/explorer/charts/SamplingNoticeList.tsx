import { Alert, Stack } from '@mantine/core';
import { useMessage } from '../../../i18n/useMessage';
import type { Sampling } from '../../../lib/sampling';
import type { SamplingNotice } from './samplingNotices';

/**
 * spec 000 §4: "A requested sampling that does not fit the period is changed automatically and the
 * user is told to shorten the period to keep it." A status: read out when it appears.
 */
export function SamplingNoticeList({ notices }: { notices: readonly SamplingNotice[] }) {
  const t = useMessage();
  const text = (sampling: Sampling) =>
    t(`explorerChart.sampling.${sampling.samplingUnit}`, { count: sampling.sampling });
  return (
    <div role="status">
      {notices.length > 0 ? (
        <Stack gap={4}>
          {notices.map((notice) => (
            <Alert key={`${notice.name ?? ''}-${notice.used.samplingUnit}`} color="yellow" variant="light" p="xs">
              {notice.name === null
                ? t('explorerChart.samplingNotice', { used: text(notice.used), wanted: text(notice.wanted) })
                : t('explorerChart.samplingNoticeOf', {
                    name: notice.name,
                    used: text(notice.used),
                    wanted: text(notice.wanted),
                  })}
            </Alert>
          ))}
        </Stack>
      ) : null}
    </div>
  );
}
