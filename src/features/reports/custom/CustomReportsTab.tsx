import type { ReportTabProps } from '../reportTabProps';

export function CustomReportsTab(props: ReportTabProps) {
  void props;
  return null;
}
