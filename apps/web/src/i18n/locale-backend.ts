import type { BackendModule, ReadCallback } from 'i18next';

/** Where the translation files are served from (spec §7: /locales/{lng}.json). */
export const LOCALE_PATH = '/locales/{{lng}}.json';

/**
 * A minimal i18next backend: one JSON file per language fetched from the app's own origin
 * (connect-src 'self'), instead of pulling in i18next-http-backend for a single fetch.
 */
export const localeBackend: BackendModule = {
  type: 'backend',
  callbackApi: true,
  init() {
    // Nothing to configure: the path is fixed by the spec.
  },
  read(language: string, _namespace: string, callback: ReadCallback) {
    const url = LOCALE_PATH.replace('{{lng}}', encodeURIComponent(language));
    fetch(url, { headers: { Accept: 'application/json' } })
      .then(async (response) => {
        if (!response.ok) throw new Error(`Could not load ${url}: ${response.status}`);
        callback(null, (await response.json()) as Record<string, unknown>);
      })
      .catch((error: unknown) => callback(error instanceof Error ? error : String(error), false));
  },
};
