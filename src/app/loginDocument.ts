/**
 * A direct visit to /login starts lighter: its few messages and screen, not the app. The fault switch
 * in the URL needs the mocked API, which only the app starts.
 */
export const isLoginDocument = (location: Pick<Location, 'pathname' | 'search'>): boolean =>
  /^\/login\/?$/.test(location.pathname) && !new URLSearchParams(location.search).has('mockFaults');
