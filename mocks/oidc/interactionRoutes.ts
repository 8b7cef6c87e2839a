/** The interaction routes: GET and POST /oidc/interaction/:uid, ahead of provider.callback(). */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import type { Interaction } from 'oidc-provider';
import { findDemoAccount } from '../demoAccounts.ts';
import { OIDC_PATH } from './constants.ts';
import { renderErrorPage, renderLoginPage } from './loginPage.ts';
import { PROVIDER_PAGE_POLICY } from './pagePolicy.ts';
import { pickLanguage, TEXT } from './pageTranslations.ts';

type Next = (error?: unknown) => void;
export type ConnectMiddleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;

const INTERACTION_ROUTE = /^\/interaction\/([\w-]+)\/?(?:\?.*)?$/;
const MAX_FORM_BYTES = 16 * 1024;

function sendHtml(res: ServerResponse, status: number, html: string): void {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('Content-Security-Policy', PROVIDER_PAGE_POLICY);
  res.end(html);
}

/** Reads the urlencoded login form; only this route parses a body (the token endpoint must not). */
async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    const part: unknown = chunk;
    const buffer = Buffer.isBuffer(part) ? part : Buffer.from(String(part));
    size += buffer.length;
    if (size > MAX_FORM_BYTES) throw new Error('login form too large');
    chunks.push(buffer);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

/** First-party app: consent is granted without asking, for exactly what is missing. */
async function grantConsent(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  details: Interaction,
): Promise<void> {
  const accountId = details.session?.accountId;
  const clientId = details.params.client_id;
  if (!accountId || typeof clientId !== 'string') throw new Error('consent without a signed-in account or client');
  const existing = details.grantId ? await provider.Grant.find(details.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });
  const { missingOIDCScope, missingOIDCClaims, missingResourceScopes } = details.prompt.details;
  if (missingOIDCScope) grant.addOIDCScope(missingOIDCScope.join(' '));
  if (missingOIDCClaims) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, scopes] of Object.entries(missingResourceScopes ?? {}))
    grant.addResourceScope(indicator, scopes.join(' '));
  const grantId = await grant.save();
  await provider.interactionFinished(req, res, { consent: { grantId } }, { mergeWithLastSubmission: true });
}

async function handleInteraction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
): Promise<void> {
  const lang = pickLanguage(req.headers['accept-language']);
  let details: Interaction;
  try {
    details = await provider.interactionDetails(req, res);
  } catch {
    // Missing or expired interaction cookie: a stale tab or a replayed form.
    sendHtml(res, 400, renderErrorPage(lang, 'invalid_request', TEXT[lang].expired));
    return;
  }
  const action = `${OIDC_PATH}/interaction/${encodeURIComponent(uid)}`;
  const prompt = details.prompt.name;

  if (req.method === 'GET' && prompt === 'login') {
    sendHtml(res, 200, renderLoginPage({ lang, action }));
  } else if (req.method === 'GET' && prompt === 'consent') {
    await grantConsent(provider, req, res, details);
  } else if (req.method === 'POST' && prompt === 'login') {
    const form = await readForm(req);
    const email = form.get('email') ?? '';
    const account = findDemoAccount(email);
    if (!account || form.get('password') !== account.password) {
      sendHtml(res, 200, renderLoginPage({ lang, action, email, error: true }));
      return;
    }
    await provider.interactionFinished(
      req,
      res,
      { login: { accountId: account.accountId } },
      { mergeWithLastSubmission: false },
    );
  } else {
    sendHtml(res, 400, renderErrorPage(lang, 'invalid_request', `unexpected ${req.method ?? ''} for prompt ${prompt}`));
  }
}

/**
 * Connect middleware for the `/oidc` mount (connect strips the prefix, so `req.url` starts with
 * `/interaction/`). Anything else goes on to `provider.callback()`.
 */
export function interactionRoutes(provider: Provider): ConnectMiddleware {
  return (req, res, next) => {
    const match = INTERACTION_ROUTE.exec(req.url ?? '');
    const uid = match?.[1];
    if (!uid || (req.method !== 'GET' && req.method !== 'POST')) {
      next();
      return;
    }
    handleInteraction(provider, req, res, uid).catch(next);
  };
}
