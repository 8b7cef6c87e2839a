import type { ReportTabProps } from '../reportTabProps';

export function ScheduledReportsTab(props: ReportTabProps) {
  void props;
  return null;
}
