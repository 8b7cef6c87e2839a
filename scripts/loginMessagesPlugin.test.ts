import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { loginMessagesSubset } from './loginMessagesPlugin';

const root = join(import.meta.dirname, '..');
const read = (path: string) => readFileSync(join(root, path), 'utf8');

describe('the login screen’s messages', () => {
  // A key the screen says but the subset lacks would show as its id on a direct visit to /login.
  const said = [...read('src/app/signIn/LoginScreen.tsx').matchAll(/t\('([^']+)'\)/g)].map((match) => match[1] ?? '');
  said.push('page.login');

  it.each(['en', 'fr', 'es'])('holds every message the screen says, in %s', (locale) => {
    const subset = loginMessagesSubset(JSON.parse(read(`messages/${locale}.json`)) as Record<string, string>);
    expect(said.length).toBeGreaterThan(5);
    for (const id of said) expect(subset[id], id).toEqual(expect.any(String));
  });

  it('leaves the rest of the catalogue out', () => {
    const subset = loginMessagesSubset({ 'auth.login.title': 'Sign in', 'events.title': 'Events', 'page.login': 'x' });
    expect(Object.keys(subset)).toEqual(['auth.login.title', 'page.login']);
  });
});
