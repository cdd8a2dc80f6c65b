/** A discount preset: stored as given, once its value fits its kind (at most 100%, at most the money ceiling). */
import { discountPresetRefusal } from './discount-preset-rules.js';
import { allowed, type EntityModule, invalid, type Outcome } from './entity-module.js';

function fitting<T>(preset: Parameters<typeof discountPresetRefusal>[0], value: T): Outcome<T> {
  const refusal = discountPresetRefusal(preset);
  return refusal ? invalid(refusal.message, refusal.path) : allowed(value);
}

export const discountPresetModule = {
  entity: 'discountPreset',
  create(data) {
    const preset = { name: data.name, kind: data.kind, value: data.value, scope: data.scope };
    return fitting(preset, preset);
  },
  // An update may change the kind or the value alone: the merged preset must still be one a till can apply.
  derive: (row) => fitting(row, {}),
} satisfies EntityModule<'discountPreset'>;
