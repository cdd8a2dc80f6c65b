import { useLiveQuery } from 'dexie-react-hooks';
import { useAuthStore } from '../../data/auth/auth-store';
import { db } from '../../data/db';
import { useFileOnDemand } from '../../data/files/use-file-on-demand';
import { Avatar } from '../../ui/avatar';

export interface SignedInAvatarProps {
  name: string;
  className?: string;
}

/**
 * The signed-in user's avatar in the shell (sidebar, user menu). Read live from their row, so an avatar set on
 * another device shows here once it is pulled, fetched through the same path as every other file.
 */
export function SignedInAvatar({ name, className }: SignedInAvatarProps) {
  const userId = useAuthStore((state) => state.user?.id ?? null);
  const signInAvatar = useAuthStore((state) => state.user?.avatarFileId ?? null);
  const row = useLiveQuery(async () => (userId ? ((await db.users.get(userId)) ?? null) : null), [userId]);
  // The row is the truth once this device holds it; until then, what the sign-in answer said.
  const fileId = row ? row.avatarFileId : signInAvatar;
  const file = useFileOnDemand(fileId, 'avatar');
  return <Avatar name={name} src={file.status === 'ready' ? file.url : null} className={className} />;
}
