import { notFound } from '@tanstack/react-router';

/**
 * Typed numeric route params. A non-numeric id in a pasted or hand-edited URL shows the
 * not-found page instead of sending a meaningless request.
 */
export function parseIdParams<const K extends string>(...names: K[]) {
  return {
    parse: (raw: Record<string, string>): Record<K, number> => {
      const parsed = {} as Record<K, number>;
      for (const name of names) {
        const value = raw[name] ?? '';
        if (!/^\d{1,15}$/.test(value)) throw notFound();
        parsed[name] = Number(value);
      }
      return parsed;
    },
    stringify: (params: Record<K, number>): Record<K, string> => {
      const raw = {} as Record<K, string>;
      for (const name of names) raw[name] = String(params[name]);
      return raw;
    },
  };
}
