import { cn } from '../../ui/cn';

export function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0]?.[0], words.at(-1)?.[0]] : [words[0]?.[0], words[0]?.[1]];
  return letters.filter(Boolean).join('').toUpperCase() || 'U';
}

export interface UserAvatarProps {
  name: string;
  className?: string;
}

/** Initials on a warm disc; uploaded avatars arrive with the files endpoint in a later issue. */
export function UserAvatar({ name, className }: UserAvatarProps) {
  return (
    <span
      aria-hidden="true"
      className={cn(
        'inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand-200 text-sm font-semibold text-brand-900 dark:bg-brand-800 dark:text-brand-100',
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
