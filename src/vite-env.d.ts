/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** `off` for the production build: no mock code at all. Anything else starts the in-browser mock. */
  readonly VITE_MOCKS?: string;
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_CONTENT_BASE_URL?: string;
  readonly VITE_CONTENT_API_KEY?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
