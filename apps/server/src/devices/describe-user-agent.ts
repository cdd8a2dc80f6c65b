import Bowser from 'bowser';

/** A browser whose User-Agent says nothing readable (a script, an empty header). */
export const UNKNOWN_BROWSER = 'Unknown browser';

/** Shorter words for what the parser calls them, as a cafe would say them. */
const BROWSER_WORDS: Readonly<Record<string, string>> = {
  'Microsoft Edge': 'Edge',
  'Samsung Internet for Android': 'Samsung Internet',
  Chromium: 'Chromium',
};

function deviceWords(
  os: string | undefined,
  type: string | undefined,
  model: string | undefined,
): string | null {
  // Apple names its devices: 'Safari on iPad'.
  if (model === 'iPad' || model === 'iPhone' || model === 'iPod') return model;
  if (os === 'Android')
    return type === 'tablet' ? 'Android tablet' : type === 'mobile' ? 'Android phone' : 'Android';
  if (os === 'iOS') return type === 'tablet' ? 'iPad' : 'iPhone';
  if (os === 'Chrome OS') return 'Chromebook';
  return os ?? null;
}

/**
 * A till's browser in words for people ('Chrome on Android tablet', 'Safari on iPad', 'Firefox on Windows'): the
 * name a till goes by until an admin names it. The User-Agent itself is never shown.
 */
export function describeUserAgent(userAgent: string | null | undefined): string {
  if (!userAgent) return UNKNOWN_BROWSER;
  const parsed = Bowser.parse(userAgent);
  const browser = parsed.browser.name ? (BROWSER_WORDS[parsed.browser.name] ?? parsed.browser.name) : null;
  const device = deviceWords(parsed.os.name, parsed.platform.type, parsed.platform.model);
  if (browser && device) return `${browser} on ${device}`;
  if (browser) return browser;
  if (device) return `A browser on ${device}`;
  return UNKNOWN_BROWSER;
}
