/*
 * A software licence's state for the support team (spec 001 §3 Support record: software with
 * licence expiry; the support contract's end): expired, or expiring soon enough that its renewal
 * must be started.
 */

export const LICENCE_WARNING_DAYS = 30;

export type LicenceStatus = 'expired' | 'expiring' | 'valid' | 'none';

const DAY_MS = 86_400_000;

/** `expirationDate` is a day (YYYY-MM-DD); `today` too, in Europe/Paris. A licence is valid through its last day. */
export function licenceStatus(expirationDate: string | null | undefined, today: string): LicenceStatus {
  if (!expirationDate) return 'none';
  const daysLeft = Math.round((Date.parse(expirationDate) - Date.parse(today)) / DAY_MS);
  if (daysLeft < 0) return 'expired';
  if (daysLeft <= LICENCE_WARNING_DAYS) return 'expiring';
  return 'valid';
}
