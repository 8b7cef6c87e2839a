import type { BalanceAape } from '../../../entities/savings/balanceApi';
import { useMessage } from '../../../i18n/useMessage';
import { formatDate } from '../../../lib/dateFormat';

/** "01/01/2025 – 31/12/2025": a balance's period, also its name in headings and messages. */
export function usePeriodText(): (balance: Pick<BalanceAape, 'balance_start_date' | 'balance_end_date'>) => string {
  const t = useMessage();
  return (balance) =>
    t('savings.balances.period', {
      start: formatDate(balance.balance_start_date.slice(0, 10)),
      end: formatDate(balance.balance_end_date.slice(0, 10)),
    });
}
