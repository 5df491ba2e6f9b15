/// <reference types="vite/client" />

/** The VITE_* variables the client reads; all optional, see config/env.ts for defaults. */
interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_DEFAULT_LANGUAGE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
