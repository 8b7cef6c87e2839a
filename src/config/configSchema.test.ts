import { TEST_RAW_CONFIG } from '../test/testConfig';
import { parseConfig } from './configSchema';

const valid = TEST_RAW_CONFIG;

describe('runtime configuration', () => {
  it('resolves paths against the page origin', () => {
    const result = parseConfig(valid, 'http://localhost:4173');
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.config.apiBaseUrl).toBe('http://localhost:4173/api/');
    expect(result.config.websocketUrl).toBe('ws://localhost:4173/ws');
    expect(result.config.oidc.authority).toBe('http://localhost:4173/oidc');
    expect(result.config.oidc.redirectUri).toBe('http://localhost:4173/login/callback');
    expect(result.config.oidc.postLogoutRedirectUri).toBe('http://localhost:4173/login');
  });

  it('keeps absolute URLs of a real deployment and adds the trailing slash of the API base', () => {
    const result = parseConfig(
      {
        ...valid,
        demo: false,
        apiBaseUrl: 'https://api.example.org/front',
        websocketUrl: 'wss://ws.example.org/live',
        oidc: { ...valid.oidc, authority: 'https://sso.example.org/realms/energy' },
      },
      'https://app.example.org',
    );
    expect(result.ok && result.config.apiBaseUrl).toBe('https://api.example.org/front/');
    expect(result.ok && result.config.websocketUrl).toBe('wss://ws.example.org/live');
    expect(result.ok && result.config.oidc.authority).toBe('https://sso.example.org/realms/energy');
  });

  it('names every problem of an invalid configuration', () => {
    const result = parseConfig(
      { ...valid, productName: '', demo: 'yes', apiBaseUrl: 'javascript:alert(1)', hiddenClients: ['only one'] },
      'http://localhost',
    );
    expect(result.ok).toBe(false);
    if (result.ok) return;
    const text = result.problems.join('\n');
    expect(text).toMatch(/productName/);
    expect(text).toMatch(/demo/);
    expect(text).toMatch(/apiBaseUrl/);
    expect(text).toMatch(/hiddenClients/);
  });

  it('refuses a scope without openid and a missing oidc block', () => {
    expect(parseConfig({ ...valid, oidc: { ...valid.oidc, scope: 'offline_access' } }, 'http://localhost').ok).toBe(
      false,
    );
    const { oidc: _oidc, ...withoutOidc } = valid;
    expect(parseConfig(withoutOidc, 'http://localhost').ok).toBe(false);
    expect(parseConfig(null, 'http://localhost').ok).toBe(false);
  });
});
