/// <reference types="vite/client" />

/** False in `vite build --mode live`: the mocked API and its sign-in provider are left out. */
declare const __DEMO_CAPABLE__: boolean;
