/**
 * The zod every domain schema is built with: `zod/mini`, the functional API whose parts a bundle takes one by one,
 * so a till's offline read-ahead of the schemas carries only the zod they use (classic zod brings every method of
 * every schema, JSON Schema output included). The checks and messages are classic zod's: the same core runs both.
 *
 * Classic zod sets two defaults as its first schema is built and mini sets neither; they are set here, before any
 * domain schema exists, so a schema behaves the same whichever zod the importing app also loads: English messages
 * for the checks that name none ("Too small: expected string to have >=1 characters"), and the memoizer classic's
 * objects and arrays use for a value met twice in one parse.
 */

import * as z from 'zod/mini';
import en from 'zod/v4/locales/en.js';

if (!z.core.globalConfig.localeError) z.config(en());
if (!z.core.globalConfig.memoizer) z.config({ memoizer: z.memoizer() });

export { z };

/** Classic zod's `z.preprocess`, which mini leaves out: `fn` runs on the raw value, then `schema` checks its result. */
export function preprocess<T extends z.core.$ZodType>(fn: (value: unknown) => unknown, schema: T) {
  return z.pipe(z.transform(fn), schema);
}
