/**
 * Where to go after sign-in. Only a path on this origin is accepted, so a crafted
 * `?redirect=` cannot send a signed-in user to another site (open redirect).
 */
export function safeReturnTo(candidate: unknown, fallback = '/home'): string {
  if (typeof candidate !== 'string' || candidate === '') return fallback;
  if (!candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) return fallback;
  try {
    const base = 'http://app.invalid';
    const url = new URL(candidate, base);
    if (url.origin !== base) return fallback;
    if (url.pathname === '/login' || url.pathname.startsWith('/login/')) return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
