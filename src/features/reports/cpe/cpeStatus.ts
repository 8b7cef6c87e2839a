import type { BexReport } from '../../../entities/reports/bexReportsApi';

/** A report's status as a colour: a draft is still being written, validated is ready to send, sent is done. */
export const STATUS_COLORS: Record<BexReport['status'], string> = { draft: 'gray', validated: 'blue', sent: 'green' };
