/// <reference types="vite/client" />

/** False in `vite build --mode live`: the mocked API and its sign-in provider are left out. */
declare const __DEMO_CAPABLE__: boolean;

/** The login screen's messages only (scripts/loginMessagesPlugin.ts). */
declare module 'virtual:login-messages/*' {
  const messages: Readonly<Record<string, string>>;
  export default messages;
}
