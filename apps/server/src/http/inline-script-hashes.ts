import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// A classic <script> with no src: its text runs as written, so the CSP names it by the hash of that text.
const INLINE_SCRIPT = /<script(?![^>]*\ssrc=)(?:\s[^>]*)?>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources ('sha256-…') of the inline scripts in a page, hashed over their exact text as CSP Level 3 says.
 * The web app has one (the theme, applied before the first paint; apps/web/index.html): allowed by its hash, it
 * runs, and an inline script anyone else manages to put into the page does not.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)]
    .map((match) => match[1] ?? '')
    .filter((text) => text.trim() !== '')
    .map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);
}

/** The hashes of the built web app's page, read once as the server starts; none when it serves no web app. */
export function webAppScriptHashes(webRoot: string, serveWebApp: boolean): string[] {
  return serveWebApp ? inlineScriptHashes(readFileSync(join(webRoot, 'index.html'), 'utf8')) : [];
}
