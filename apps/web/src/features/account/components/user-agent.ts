/** Browsers in the order they must be tested: Edge and Opera also claim Chrome, Chrome claims Safari. */
const BROWSERS: readonly [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\b(?:OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(?:Firefox|FxiOS)\//, 'Firefox'],
  [/\b(?:Chrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bcurl\//, 'curl'],
];

/** Systems in test order: Android and ChromeOS also claim Linux, iOS claims "like Mac OS X". */
const SYSTEMS: readonly [RegExp, string][] = [
  [/\b(?:iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

function firstMatch(table: readonly [RegExp, string][], text: string): string | null {
  return table.find(([pattern]) => pattern.test(text))?.[1] ?? null;
}

/** What a device label is made of: browser and system when recognised, else the raw agent. */
export type TDeviceLabel =
  | { kind: 'both'; browser: string; system: string }
  | { kind: 'one'; name: string }
  | { kind: 'raw'; agent: string }
  | { kind: 'unknown' };

/** A short description of a User-Agent header ("Chrome" on "Linux"); the raw text when unrecognised. */
export function describeUserAgent(userAgent: string | null): TDeviceLabel {
  const agent = userAgent?.trim() ?? '';
  if (agent === '') return { kind: 'unknown' };
  const browser = firstMatch(BROWSERS, agent);
  const system = firstMatch(SYSTEMS, agent);
  if (browser && system) return { kind: 'both', browser, system };
  if (browser ?? system) return { kind: 'one', name: (browser ?? system) as string };
  return { kind: 'raw', agent };
}
