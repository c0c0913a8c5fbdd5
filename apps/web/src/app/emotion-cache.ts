import createCache, { type EmotionCache } from '@emotion/cache';

/**
 * The nonce Vite wrote into <meta property="csp-nonce"> (html.cspNonce), which the server replaces
 * per request. Browsers hide nonce attributes from getAttribute once applied, so the `.nonce`
 * property is read first.
 */
export function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  const nonce = meta?.nonce || meta?.getAttribute('nonce') || '';
  return nonce === '' ? undefined : nonce;
}

/** Emotion's cache, stamping the CSP nonce on every <style> it inserts (style-src 'nonce-…'). */
export function createEmotionCache(nonce: string | undefined = readCspNonce()): EmotionCache {
  return createCache({ key: 'portal', nonce, prepend: true });
}
