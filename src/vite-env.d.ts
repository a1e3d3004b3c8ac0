/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SITE_URL?: string;
  readonly VITE_CONTACT_EMAIL?: string;
  readonly VITE_CONTACT_ENDPOINT?: string;
  readonly VITE_BLOCK_INSPECT?: string;
  readonly VITE_CHUNK_TIMEOUT_MS?: string;
  readonly VITE_CONTACT_TIMEOUT_MS?: string;
  readonly VITE_EDIT_BASE_URL?: string;
  readonly VITE_ISSUES_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
