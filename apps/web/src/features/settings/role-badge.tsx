import { ROLE_LABELS, type Role } from '@cafe/domain';
import { Badge, type BadgeTone } from '../../ui/badge';

/** Spec §2's role colours: admin red, manager amber, staff green. */
const ROLE_TONES: Record<Role, BadgeTone> = { admin: 'red', manager: 'amber', staff: 'green' };

export function RoleBadge({ role }: { role: Role }) {
  return <Badge tone={ROLE_TONES[role]}>{ROLE_LABELS[role]}</Badge>;
}
