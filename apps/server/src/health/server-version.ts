import { readFileSync } from 'node:fs';

/** apps/server/package.json's version; src/ and dist/ are both one level below it. */
export function readServerVersion(): string {
  const file = new URL('../../package.json', import.meta.url);
  const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
  if (
    typeof parsed === 'object' &&
    parsed !== null &&
    'version' in parsed &&
    typeof parsed.version === 'string'
  ) {
    return parsed.version;
  }
  throw new Error(`No version in ${file.pathname}`);
}
