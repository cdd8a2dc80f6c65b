import { readFileSync, statSync } from 'node:fs';
import { resolve } from 'node:path';
import { createFilter, type Plugin, type Rolldown } from 'vite';

/**
 * The page /login's first load opens (app/router.tsx). The first-admin page loads the shell's code, and so its
 * stylesheet, with it.
 */
const LOGIN_PAGE = /[\\/]src[\\/]features[\\/]auth[\\/]login-page\.tsx$/;

/**
 * Fails the build when a file that draws on the first load (the entry, the sign-in page and what they import
 * statically) lies outside the sources src/styles.css scans: its classes would be missing until the shell's
 * stylesheet arrived, and /login would draw unstyled. The first load's stylesheet scans only those files so that
 * /login does not carry every screen's classes (its byte budget, bench/budgets.json).
 */
export function firstStylesCheck(stylesheet: string): Plugin {
  const base = resolve(stylesheet, '..');
  const patterns = [...readFileSync(stylesheet, 'utf8').matchAll(/^@source\s+"([^"]+)";/gm)].map(
    ([, source]) => {
      const path = resolve(base, source ?? '');
      const isDirectory = !/[*{]/.test(path) && statSync(path, { throwIfNoEntry: false })?.isDirectory();
      return isDirectory ? `${path}/**` : path;
    },
  );
  const scanned = createFilter(patterns, null, { resolve: false });
  return {
    name: 'first-styles-check',
    apply: 'build',
    generateBundle(_options, bundle) {
      const chunks = Object.values(bundle).filter(
        (item): item is Rolldown.OutputChunk => item.type === 'chunk',
      );
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const first = new Set<Rolldown.OutputChunk>();
      const visit = (chunk: Rolldown.OutputChunk | undefined) => {
        if (!chunk || first.has(chunk)) return;
        first.add(chunk);
        for (const name of chunk.imports) visit(byName.get(name));
      };
      for (const chunk of chunks) {
        if (chunk.isEntry || chunk.moduleIds.some((id) => LOGIN_PAGE.test(id))) visit(chunk);
      }
      const unscanned = [...first]
        .flatMap((chunk) => chunk.moduleIds)
        .filter((id) => id.startsWith(base) && id.endsWith('.tsx') && !scanned(id))
        .map((id) => id.slice(base.length + 1));
      if (unscanned.length > 0) {
        this.error(
          `The first load uses ${unscanned.join(', ')}, which src/styles.css does not scan: add an @source for it`,
        );
      }
    },
  };
}
