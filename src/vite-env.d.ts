/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts from the mode and VITE_MOCKS: whether the in-browser mock runs (read through src/env.ts). */
  readonly MOCKS_ON: boolean;
  /** `off` for the production build: no mock code at all. Anything else starts the in-browser mock. */
  readonly VITE_MOCKS?: string;
  /** Set by vite.config.ts for a demo build: the build's stamp (read through src/env.ts); empty elsewhere. */
  readonly DEMO_BUILD: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_CONTENT_BASE_URL?: string;
  readonly VITE_CONTENT_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
