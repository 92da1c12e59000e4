/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** API base; defaults to '/api' on the same origin. */
  readonly VITE_API_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
