import type { AppConfig } from './configSchema';

let current: AppConfig | undefined;

/** Set once at start-up, before anything renders. */
export function setAppConfig(config: AppConfig): void {
  current = config;
}

export function getAppConfig(): AppConfig {
  if (!current) throw new Error('The runtime configuration was read before start-up loaded it.');
  return current;
}
