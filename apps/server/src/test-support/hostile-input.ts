/**
 * Input that has broken servers (issue 11): NUL characters, unpaired surrogates, control characters, 100 kB text,
 * thousands of nested arrays, numbers JSON.parse turns into Infinity, prototype keys. Shared by the endpoint test
 * (http/hostile-input-endpoints.test.ts) and the sync model test (integration/), so both throw the same garbage.
 *
 * JSON is produced as text: JSON.stringify overflows its own stack on the nesting depths these hold.
 */
import fc from 'fast-check';

/** Levels of nesting a probe against the running server used (~5,000): deep enough to overflow recursion. */
export const DEEP_LEVELS = 5000;

/** `levels` arrays (or objects under key "a") nested around `inner`, as JSON text. */
export function deepJson(levels: number, kind: 'array' | 'object' = 'array', inner = '0'): string {
  return kind === 'array'
    ? `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`
    : `${'{"a":'.repeat(levels)}${inner}${'}'.repeat(levels)}`;
}

/** Text a scanner, a paste or an attacker can produce, as a JS string. */
export const hostileStringArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'oat\u0000milk',
    '\u0000',
    'lone \ud800 high',
    'lone \udc00 low',
    '\ude00\ud83d',
    'bell\u0007 escape\u001b[31m',
    '__proto__',
    'constructor',
    'prototype',
    '',
    '   ',
    '%00',
    '../../etc/passwd',
    "'; drop table sales; --",
    'NaN',
    'Infinity',
    '1e400',
    '9007199254740993',
    'admin@cafe.example\u0000',
    'staff@cafe.example\ud800',
  ),
  // Any UTF-16 code units: NUL, controls and unpaired surrogates included.
  fc.string({ unit: 'binary', maxLength: 24 }),
  fc.constant('x'.repeat(100_000)),
  fc.constant(`${'é'.repeat(50_000)}\u0000`),
);

/** A hostile JSON value, as JSON text. */
export const hostileJsonArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: hostileStringArb.map((text) => JSON.stringify(text)) },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '1e308',
      '-1e308',
      '1e400',
      '-1e400',
      '5e-324',
      '-0',
      '9007199254740993',
      '1.5',
      '0',
      '-1',
      'true',
      'null',
      '[]',
      '{}',
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      deepJson(DEEP_LEVELS),
      deepJson(DEEP_LEVELS, 'object'),
      deepJson(DEEP_LEVELS, 'array', '"\\u0000"'),
      deepJson(20),
    ),
  },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      '{"__proto__":{"polluted":true}}',
      '{"constructor":{"prototype":{"polluted":true}}}',
      '{"prototype":{"polluted":true}}',
      '{"\\u0000":"\\ud800"}',
      '[{"__proto__":null}]',
    ),
  },
);

/** A hostile piece of a URL (path segment, query value, cookie value), already as it appears in the URL. */
export const hostileUrlPartArb: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '%00',
    '%ED%A0%80',
    '%',
    '%zz',
    '%C0%AF',
    '..%2F..%2Fetc%2Fpasswd',
    '%2e%2e',
    '__proto__',
    'constructor',
    '1e400',
    '-1',
    'NaN',
    '9007199254740993',
    'a'.repeat(5000),
    '',
  ),
  // Whatever the string's UTF-8 bytes are (an unpaired surrogate becomes U+FFFD, as a browser would send it).
  hostileStringArb.map((text) =>
    [...Buffer.from(text.slice(0, 2000), 'utf8')]
      .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
      .join(''),
  ),
);

/** A hostile header value as a client could send it (this harness's inject lets NUL through, HTTP would not). */
export const hostileHeaderArb: fc.Arbitrary<string> = fc.oneof(
  hostileStringArb.map((text) => text.slice(0, 4000)),
  hostileUrlPartArb,
);

/** The seed CI replays for the hostile-input properties; locally each run draws new input. */
export function hostileSeed(ciSeed: number): { seed?: number } {
  const text = process.env.HOSTILE_SEED ?? (process.env.CI === 'true' ? String(ciSeed) : undefined);
  return text === undefined ? {} : { seed: Number(text) };
}
