/** Facts both the local sign-in provider and the mocked API rely on. */
export const OIDC_PATH = '/oidc';
export const OIDC_CLIENT_ID = 'wattsight-web';
/** The access tokens' audience: the API as a resource indicator. */
export const API_AUDIENCE = 'urn:wattsight:api';
/**
 * Ports the dev server, the preview server and the benchmark use; 4175 to 4180 let several
 * Playwright runs (E2E_PORT, playwright.config.ts) work side by side on one machine.
 */
export const APP_PORTS = [5173, 4173, 4174, 4175, 4176, 4177, 4178, 4179, 4180] as const;
