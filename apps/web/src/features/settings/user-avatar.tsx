import { useFileOnDemand } from '../../data/files/use-file-on-demand';
import { Avatar } from '../../ui/avatar';

/**
 * A user's avatar: this device's copy of the file, fetched from the server when it was chosen on another device;
 * the initials meanwhile, and when it cannot be had.
 */
export function UserAvatar({
  name,
  fileId,
  className,
}: {
  name: string;
  fileId: string | null;
  className?: string;
}) {
  const file = useFileOnDemand(fileId, 'avatar');
  return <Avatar name={name} src={file.status === 'ready' ? file.url : null} className={className} />;
}
