/**
 * The sign-in provider's own pages (server-rendered HTML, independent of the React app); the
 * interaction routes (interactionRoutes.ts) and the provider (provider.ts) serve them. The pages
 * need no JavaScript, except the sign-out page, which submits itself so that signing out does not
 * stop on a confirmation screen.
 */
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../demoAccounts.ts';
import { ROLE_LABELS, TEXT, type Language } from './pageTranslations.ts';

export function escapeHtml(value: string): string {
  return value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');
}

const STYLE = `
:root{color-scheme:light dark;--bg:#eef3f1;--card:#fff;--text:#1b2a27;--muted:#52625e;--line:#cfdad6;--accent:#0b7a5c;--accent-hover:#086349;--error-bg:#fdecec;--error:#a1161b}
@media (prefers-color-scheme:dark){:root{--bg:#101816;--card:#18231f;--text:#e6efec;--muted:#a4b5b0;--line:#33443f;--accent:#35b58e;--accent-hover:#4cc9a2;--error-bg:#3a1a1c;--error:#ffb3b5}}
*{box-sizing:border-box}
body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;padding:24px;background:var(--bg);color:var(--text);font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif}
main{width:100%;max-width:400px;background:var(--card);border:1px solid var(--line);border-radius:12px;padding:32px;box-shadow:0 8px 24px rgb(0 0 0/.08)}
.brand{display:flex;align-items:center;gap:8px;margin:0 0 16px;font-weight:700;color:var(--accent)}
h1{margin:0 0 4px;font-size:1.5rem;line-height:1.25}
h2{margin:0 0 8px;font-size:1rem}
.muted{margin:0 0 24px;color:var(--muted)}
label{display:block;margin:16px 0 4px;font-weight:600}
input{width:100%;padding:10px 12px;font:inherit;color:inherit;background:transparent;border:1px solid var(--line);border-radius:8px}
input:focus-visible,button:focus-visible{outline:3px solid var(--accent);outline-offset:2px}
input[aria-invalid=true]{border-color:var(--error)}
button{width:100%;margin-top:24px;padding:11px 16px;font:inherit;font-weight:600;color:#fff;background:var(--accent);border:0;border-radius:8px;cursor:pointer}
@media (prefers-color-scheme:dark){button{color:#0b1512}}
button:hover{background:var(--accent-hover)}
.alert{margin:0 0 8px;padding:10px 12px;border-radius:8px;background:var(--error-bg);color:var(--error);font-weight:600}
.demo{margin-top:28px;padding-top:20px;border-top:1px solid var(--line);font-size:.875rem;color:var(--muted)}
.demo p{margin:0 0 8px}
.demo ul{margin:0;padding:0;list-style:none}
.demo li{padding:6px 0}
.demo li span{display:block;font-size:.8125rem}
code{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,monospace;color:var(--text)}
`;

const LOGO =
  '<svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path fill="currentColor" d="M13 2 4 14h6l-1 8 9-12h-6z"/></svg>';

/** The shared page frame. `content` must already be escaped HTML. */
function page(lang: Language, title: string, content: string, extraHead = ''): string {
  return `<!doctype html>
<html lang="${lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} · Wattsight</title>
<style>${STYLE}</style>${extraHead}
</head>
<body>
<main>
<p class="brand" aria-hidden="true">${LOGO}Wattsight</p>
${content}
</main>
</body>
</html>`;
}

export interface LoginPageOptions {
  readonly lang: Language;
  /** Where the form posts: the interaction's own URL (its cookie is scoped to that path). */
  readonly action: string;
  readonly email?: string;
  readonly error?: boolean;
}

export function renderLoginPage({ lang, action, email = '', error = false }: LoginPageOptions): string {
  const t = TEXT[lang];
  const invalid = error ? ' aria-invalid="true" aria-describedby="form-error"' : '';
  const accounts = DEMO_ACCOUNTS.map((account) => {
    const role = ROLE_LABELS[lang][account.role] + (account.isExternal ? ` (${t.external})` : '');
    return `<li><code>${escapeHtml(account.email)}</code><span>${escapeHtml(role)}</span></li>`;
  }).join('');
  return page(
    lang,
    t.signInTitle,
    `<h1>${escapeHtml(t.heading)}</h1>
<p class="muted">${escapeHtml(t.tagline)}</p>
${error ? `<p class="alert" role="alert" id="form-error">${escapeHtml(t.wrongCredentials)}</p>` : ''}
<form method="post" action="${escapeHtml(action)}">
<label for="email">${escapeHtml(t.email)}</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(email)}"${invalid}${email ? '' : ' autofocus'}>
<label for="password">${escapeHtml(t.password)}</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${invalid}${email ? ' autofocus' : ''}>
<button type="submit">${escapeHtml(t.submit)}</button>
</form>
<section class="demo" aria-labelledby="demo-heading">
<h2 id="demo-heading">${escapeHtml(t.demoHeading)}</h2>
<p>${escapeHtml(t.demoPassword)} <code>${escapeHtml(DEMO_PASSWORD)}</code></p>
<ul>${accounts}</ul>
</section>`,
  );
}

/** The sign-out page's one script: allowed by its hash in the pages' policy (pagePolicy.ts). */
export const LOGOUT_SCRIPT = "document.getElementById('op.logoutForm').submit();";

/**
 * oidc-provider's sign-out confirmation, submitted at once. `form` is the provider's own
 * `<form id="op.logoutForm">` holding the xsrf token; `logout=yes` ends the whole session, not
 * only this client's part of it. The button stays for browsers that block the script.
 */
export function renderLogoutPage(lang: Language, form: string): string {
  const t = TEXT[lang];
  const controls = `<input type="hidden" name="logout" value="yes"><button type="submit">${escapeHtml(t.signOut)}</button></form>`;
  const completed = form.includes('</form>') ? form.replace('</form>', controls) : form;
  return page(
    lang,
    t.signOut,
    `<h1>${escapeHtml(t.signingOut)}</h1>
${completed}
<script>${LOGOUT_SCRIPT}</script>`,
  );
}

export function renderSignedOutPage(lang: Language): string {
  const t = TEXT[lang];
  return page(
    lang,
    t.signedOut,
    `<h1>${escapeHtml(t.signedOut)}</h1><p class="muted">${escapeHtml(t.signedOutBody)}</p>`,
  );
}

export function renderErrorPage(lang: Language, error: string, description?: string): string {
  const t = TEXT[lang];
  return page(
    lang,
    t.errorTitle,
    `<h1>${escapeHtml(t.errorTitle)}</h1>
<p class="muted"><code>${escapeHtml(error)}</code></p>
${description ? `<p>${escapeHtml(description)}</p>` : ''}`,
  );
}
