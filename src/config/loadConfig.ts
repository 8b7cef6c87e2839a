import { requestConfig } from './configRequest';
import { parseConfig, type ConfigResult } from './configSchema';

/** Reads public/config.json at start-up, so one build can be pointed at any API and provider. */
export async function loadConfig(
  origin: string = window.location.origin,
  request: Promise<Response> = requestConfig(),
): Promise<ConfigResult> {
  let response: Response;
  try {
    response = await request;
  } catch (error) {
    return { ok: false, problems: [`config.json: ${String(error)}`] };
  }
  if (!response.ok) return { ok: false, problems: [`config.json: HTTP ${response.status}`] };
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, problems: ['config.json: not valid JSON'] };
  }
  return parseConfig(body, origin);
}
