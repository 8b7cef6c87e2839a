/*
 * What the demo's mocked API (msw in the browser) takes of tough-cookie, without it. msw keeps the
 * cookies a mocked response sets in a jar, and tough-cookie brings the public-suffix list to tell
 * domains apart: about 48 KB gzip of the demo's start for nothing, since the demo API speaks bearer
 * tokens and sets no cookie (a handler's Set-Cookie would be ignored). vite.config.ts puts this in
 * tough-cookie's place in the demo's build only; tests in node keep msw as it is.
 */

/** A stored cookie: the jar never holds one, so none is read back from storage. */
export class Cookie {
  static fromJSON(): null {
    return null;
  }
}

/** msw's store sets its index on it; nothing is ever added. */
export class MemoryCookieStore {
  idx: Record<string, unknown> = {};
}

export class CookieJar {
  getCookiesSync(): Cookie[] {
    return [];
  }

  setCookie(): Promise<void> {
    return Promise.resolve();
  }
}
