/** Facts both the local sign-in provider and the mocked API rely on. */
export const OIDC_PATH = '/oidc';
export const OIDC_CLIENT_ID = 'wattsight-web';
/** The access tokens' audience: the API as a resource indicator. */
export const API_AUDIENCE = 'urn:wattsight:api';
/**
 * The reference server's ports (mocks/server): `npm run start:live`, the live build's end-to-end
 * suite, and the live cold-start benchmark.
 */
export const REFERENCE_SERVER_PORTS = [4190, 4191, 4192] as const;
/**
 * Ports the dev server, the preview server and the benchmark use; 4175 to 4180 let several
 * Playwright runs (E2E_PORT, playwright.config.ts) work side by side on one machine.
 */
export const APP_PORTS = [5173, 4173, 4174, 4175, 4176, 4177, 4178, 4179, 4180, ...REFERENCE_SERVER_PORTS] as const;
/** The access token's claim naming the signed-in session: the app's grant in the provider's session. */
export const SESSION_CLAIM = 'grant_id';
