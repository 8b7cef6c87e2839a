/**
 * The headers a deployment of the live build sends (OWASP ASVS 14.4), and the README's list of them.
 * The app loads every script from its own origin and builds no code from strings, so its policy has
 * neither 'unsafe-inline' scripts nor 'unsafe-eval'. Mantine sets inline styles (CSS variables,
 * positions of floating elements), hence 'unsafe-inline' for styles only.
 */
export interface PolicyOrigins {
  /** The API's origin (the app's own when its base URL is relative). */
  api: string;
  /** The live channel's origin, ws: or wss:. */
  websocket: string;
  /** The sign-in provider's origin. */
  issuer: string;
  /** Where browsers post their violation reports, or none. */
  reportPath?: string;
}

export function contentSecurityPolicy(origins: PolicyOrigins): string {
  const connect = [...new Set(["'self'", origins.api, origins.websocket, origins.issuer])];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    // Chart and PDF exports are drawn to data: and blob: URLs before they are saved.
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src ${connect.join(' ')}`,
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(origins.reportPath ? [`report-uri ${origins.reportPath}`] : []),
  ].join('; ');
}

/** Every response's headers; `https` adds HSTS, which a browser only honours over TLS. */
export function securityHeaders(policy: string, https: boolean): Record<string, string> {
  return {
    'Content-Security-Policy': policy,
    'X-Content-Type-Options': 'nosniff',
    // Deep links carry filters and names: they are nobody else's to read.
    'Referrer-Policy': 'same-origin',
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/**
 * How long a browser may keep a file: hashed assets forever (a new build gives new names); the
 * page, the runtime config and the service worker are checked on every visit, so a deployment
 * reaches every user at once.
 */
export function cacheControlOf(path: string): string {
  if (/^\/assets\/.+-[\w-]{8,}\.\w+$/.test(path)) return 'public, max-age=31536000, immutable';
  return 'no-cache';
}
