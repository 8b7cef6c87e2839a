import { z } from 'zod';

/**
 * spec 000 §5 / spec 001 §5: a user e-mail is a local part plus the domain of one of two allowed
 * company domains, the provider's or a partner's; this is the only e-mail rule. Subdomains and
 * other domains are refused. Contacts are not users: any address is accepted for them.
 */
export const PROVIDER_EMAIL_DOMAIN = 'enersol.fr';
export const PARTNER_EMAIL_DOMAIN = 'partenaire-energie.fr';
export const ALLOWED_USER_EMAIL_DOMAINS = [PROVIDER_EMAIL_DOMAIN, PARTNER_EMAIL_DOMAIN] as const;

/** The error code the API answers for the same rule; forms show `error.INVALID_EMAIL_DOMAIN`. */
export const INVALID_EMAIL_DOMAIN = 'INVALID_EMAIL_DOMAIN';

/** A local part: no spaces, no @, not starting or ending with a dot. */
const LOCAL_PART = /^[^\s@.](?:[^\s@]*[^\s@.])?$/;

export function isAllowedUserEmail(email: string): boolean {
  const value = email.trim().toLowerCase();
  const at = value.lastIndexOf('@');
  if (at <= 0) return false;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  return LOCAL_PART.test(local) && (ALLOWED_USER_EMAIL_DOMAINS as readonly string[]).includes(domain);
}

/** The form and payload schema: trimmed, lower-cased, then checked. */
export const userEmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .refine(isAllowedUserEmail, { message: INVALID_EMAIL_DOMAIN });
