import type { ReportTabProps } from '../reportTabProps';

export function OnDemandReportsTab(props: ReportTabProps) {
  void props;
  return null;
}
