// Writes the zod-free readers from their schemas (packages/domain/src/reader-generator.ts). Run with tsx, which
// loads the domain's TypeScript: `npm run generate:readers`.
import { writeFileSync } from 'node:fs';
import { READER_FILES } from '../packages/domain/src/reader-files.ts';
import { generateReaders } from '../packages/domain/src/reader-generator.ts';

for (const file of READER_FILES) {
  const target = new URL(`../packages/domain/src/${file.path}`, import.meta.url);
  writeFileSync(target, generateReaders(file));
  console.log(`wrote packages/domain/src/${file.path}`);
}
