import { createHash } from 'node:crypto';
import { LOGOUT_SCRIPT } from './loginPage.ts';

const logoutScriptHash = createHash('sha256').update(LOGOUT_SCRIPT).digest('base64');

/**
 * The Content-Security-Policy of the sign-in provider's own pages (login, sign-out, errors): their
 * inline styles, the sign-out page's one script by its hash, forms posting to this origin only, and
 * no framing (a login form inside a foreign frame is a clickjacking target).
 */
export const PROVIDER_PAGE_POLICY = [
  "default-src 'none'",
  "style-src 'unsafe-inline'",
  `script-src 'sha256-${logoutScriptHash}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');
