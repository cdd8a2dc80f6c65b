import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from './inline-script-hashes.js';

const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the exact text of each inline classic script, whitespace included', () => {
    const theme = "\n      document.documentElement.classList.toggle('dark', true);\n    ";
    const html = `<head><script>${theme}</script><script type="text/javascript">a()</script></head>`;
    expect(inlineScriptHashes(html)).toEqual([hashOf(theme), hashOf('a()')]);
    // CSP compares the hash of the text as written: the same code indented otherwise is another script.
    expect(inlineScriptHashes(html)).not.toContain(hashOf(theme.trim()));
  });

  it('leaves out scripts loaded from a file and empty ones', () => {
    const html =
      '<script src="/registerSW.js"></script><script type="module" crossorigin src="/assets/index.js"></script>' +
      '<script> </script>';
    expect(inlineScriptHashes(html)).toEqual([]);
  });

  it("hashes the text of the build's page as a browser reads it", () => {
    expect(inlineScriptHashes('<SCRIPT>b()</SCRIPT>')).toEqual([hashOf('b()')]);
  });
});
