import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { READER_FILES } from './reader-files.js';
import { generateReaders } from './reader-generator.js';
import { z } from './zod.js';

describe('the generated readers', () => {
  it.each(READER_FILES.map((file) => [file.path, file] as const))(
    '%s is written from its schemas as they are now',
    (path, file) => {
      const committed = readFileSync(new URL(path, import.meta.url), 'utf8');
      // Out of date: run `npm run generate:readers` and commit the result.
      expect(committed).toBe(generateReaders(file));
    },
  );
});

describe('the reader generator', () => {
  it('refuses a schema kind it cannot read faithfully, by name', () => {
    const file = (schema: z.core.$ZodType) => ({
      path: 'x.generated.ts',
      readers: [{ name: 'parseX', schema, type: 'X', typeFrom: './x.js' }],
    });
    expect(() => generateReaders(file(z.object({ at: z.date() })))).toThrow(/cannot read a date schema/);
    expect(() => generateReaders(file(z.object({ price: z.number() })))).toThrow(/whole numbers only/);
    expect(() => generateReaders(file(z.object({ name: z.string().check(z.trim()) })))).toThrow(
      /cannot check/,
    );
  });
});
