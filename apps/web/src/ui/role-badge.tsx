import { ROLE_LABELS, type Role } from '@cafe/domain';
import { Badge, type BadgeTone } from './badge';

/** Spec §2: admin red, manager amber, staff green. */
export const ROLE_TONES: Readonly<Record<Role, BadgeTone>> = {
  admin: 'red',
  manager: 'amber',
  staff: 'green',
};

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role] ?? 'green'}>{ROLE_LABELS[role] ?? ROLE_LABELS.staff}</Badge>;
}
