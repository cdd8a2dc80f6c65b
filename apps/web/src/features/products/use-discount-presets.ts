import type { DiscountPreset } from '@cafe/domain';
import { repositories } from '../../data/repositories/repositories';
import { type LiveRead, useLiveRead } from '../../data/use-live-read';

export type DiscountPresetsRead = LiveRead<'presets', DiscountPreset[]>;

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

async function readPresets(): Promise<DiscountPreset[]> {
  const presets = await repositories.discountPresets.list();
  return presets.sort((a, b) => byName.compare(a.name, b.name));
}

/** The store's discount presets by name, live: one changed on another till (pulled by sync) shows at once. */
export function useDiscountPresets(): DiscountPresetsRead {
  return useLiveRead('presets', readPresets, 'Failed to load discounts').read;
}
