import { initialsOf } from '@cafe/domain';
import { cn } from './cn';

export interface AvatarProps {
  name: string;
  /** The picture's object URL, or null for the initials. */
  src: string | null;
  className?: string;
}

/** A person's picture, or their initials (whole characters, so an emoji in a name stays whole) on a warm disc. */
export function Avatar({ name, src, className }: AvatarProps) {
  const size = cn('size-9 shrink-0 rounded-full', className);
  if (src) return <img src={src} alt="" data-testid="avatar-image" className={cn(size, 'object-cover')} />;
  return (
    <span
      aria-hidden="true"
      data-testid="avatar-initials"
      className={cn(
        'inline-flex items-center justify-center bg-brand-200 text-sm font-semibold text-brand-900 dark:bg-brand-800 dark:text-brand-100',
        size,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
