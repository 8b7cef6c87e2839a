import { z } from 'zod';

/**
 * An absolute http(s) URL, or a path on this origin (starting with "/") so that one config
 * serves the dev server, the preview server and any deployment host.
 */
const httpLocation = z
  .string()
  .trim()
  .refine((value) => value.startsWith('/') || /^https?:\/\//i.test(value), {
    message: 'must be an http(s) URL or a path starting with /',
  });

const websocketLocation = z
  .string()
  .trim()
  .refine((value) => value.startsWith('/') || /^wss?:\/\//i.test(value), {
    message: 'must be a ws(s) URL or a path starting with /',
  });

export const configSchema = z.object({
  productName: z.string().trim().min(1),
  demo: z.boolean(),
  apiBaseUrl: httpLocation,
  websocketUrl: websocketLocation,
  oidc: z.object({
    authority: httpLocation,
    clientId: z.string().trim().min(1),
    scope: z
      .string()
      .trim()
      .refine((scope) => scope.split(/\s+/).includes('openid'), { message: 'must include openid' }),
  }),
  /** spec 000 §6: two test or demo clients and two projects hidden from lists and trees. */
  hiddenClients: z.tuple([z.string(), z.string()]),
  hiddenProjects: z.tuple([z.string(), z.string()]),
  /**
   * How long a read or a write may take before it gives up, and after how long a loading region
   * says it is still loading. Optional: the defaults suit users; tests shorten them. A read's
   * default keeps a first load's failure within 30 s, its retry included (src/api/http.ts).
   */
  timeouts: z
    .strictObject({
      readMs: z.number().int().min(100).max(300_000).default(14_000),
      writeMs: z.number().int().min(100).max(300_000).default(30_000),
      slowNoticeMs: z.number().int().min(0).max(300_000).default(5_000),
    })
    .default({ readMs: 14_000, writeMs: 30_000, slowNoticeMs: 5_000 }),
});

export type RawConfig = z.output<typeof configSchema>;

/** The configuration with every location resolved against the page's origin. */
export interface AppConfig extends Omit<RawConfig, 'oidc'> {
  oidc: RawConfig['oidc'] & { redirectUri: string; postLogoutRedirectUri: string };
}

export function resolveConfig(raw: RawConfig, origin: string): AppConfig {
  const absolute = (location: string) => new URL(location, origin).toString().replace(/\/$/, '');
  const wsOrigin = origin.replace(/^http/i, 'ws');
  const api = new URL(raw.apiBaseUrl, origin).toString();
  return {
    ...raw,
    apiBaseUrl: api.endsWith('/') ? api : `${api}/`,
    websocketUrl: raw.websocketUrl.startsWith('/') ? `${wsOrigin}${raw.websocketUrl}` : raw.websocketUrl,
    oidc: {
      ...raw.oidc,
      authority: absolute(raw.oidc.authority),
      redirectUri: `${origin}/login/callback`,
      postLogoutRedirectUri: `${origin}/login`,
    },
  };
}

export type ConfigResult = { ok: true; config: AppConfig } | { ok: false; problems: string[] };

export function parseConfig(input: unknown, origin: string): ConfigResult {
  const parsed = configSchema.safeParse(input);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    };
  }
  return { ok: true, config: resolveConfig(parsed.data, origin) };
}
