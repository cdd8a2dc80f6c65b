import { useFileUrl } from '../../data/files/use-file-url';
import { cn } from '../../ui/cn';

function initials(name: string): string {
  const parts = name.trim().split(/\s+/);
  return parts
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
}

/** The user's avatar from this device's copy of the file (an object URL, revoked on unmount), else initials. */
export function UserAvatar({
  name,
  fileId,
  className,
}: {
  name: string;
  fileId: string | null;
  className?: string;
}) {
  const file = useFileUrl(fileId);
  const size = cn('size-9 shrink-0 rounded-full', className);
  if (file.status === 'ready') return <img src={file.url} alt="" className={cn(size, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      className={cn(
        size,
        'inline-flex items-center justify-center bg-amber-100 text-xs font-semibold text-amber-900 dark:bg-amber-900/40 dark:text-amber-100',
      )}
    >
      {initials(name)}
    </span>
  );
}
