/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Gateway origin when the API is not served from the page's own origin, e.g. https://gw.example.com. */
  readonly VITE_API_BASE?: string;
  /** Sent as the version common field; defaults to the package version. */
  readonly VITE_APP_VERSION?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
