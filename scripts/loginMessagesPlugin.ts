import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Plugin } from 'vite';

/**
 * `virtual:login-messages/fr` and `/en`: the few messages the login screen says, cut from the
 * catalogues at build time. A direct visit to /login then downloads them instead of the whole
 * catalogue (~25 KB gzipped); the app loads the full catalogue when it starts.
 */
export const LOGIN_MESSAGE_PREFIXES = ['auth.login.', 'page.login'] as const;

const PREFIX = 'virtual:login-messages/';

export function loginMessagesSubset(catalogue: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(catalogue).filter(([key]) => LOGIN_MESSAGE_PREFIXES.some((prefix) => key.startsWith(prefix))),
  );
}

export function loginMessagesPlugin(root: string): Plugin {
  return {
    name: 'wattsight-login-messages',
    resolveId(id) {
      return id.startsWith(PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const locale = id.slice(PREFIX.length + 1);
      if (!/^[a-z]{2}$/.test(locale)) throw new Error(`No catalogue for ${locale}`);
      const file = join(root, 'messages', `${locale}.json`);
      this.addWatchFile(file);
      const catalogue = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
      return `export default ${JSON.stringify(loginMessagesSubset(catalogue))};`;
    },
  };
}
