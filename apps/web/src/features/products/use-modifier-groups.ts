import type { ModifierGroup } from '@cafe/domain';
import { repositories } from '../../data/repositories/repositories';
import { type LiveRead, useLiveRead } from '../../data/use-live-read';

export type ModifierGroupsRead = LiveRead<'groups', ModifierGroup[]>;

const byName = new Intl.Collator(undefined, { sensitivity: 'base', numeric: true });

async function readGroups(): Promise<ModifierGroup[]> {
  const groups = await repositories.modifierGroups.list();
  return groups.sort((a, b) => byName.compare(a.name, b.name));
}

/** The store's option groups by name, live: a group changed on another till (pulled by sync) shows at once. */
export function useModifierGroups(): ModifierGroupsRead {
  return useLiveRead('groups', readGroups, 'Failed to load option groups').read;
}
