import { Eye, EyeOff } from 'lucide-react';

interface PasswordVisibilityToggleProps {
  visible: boolean;
  onToggle: () => void;
}

export function PasswordVisibilityToggle({ visible, onToggle }: PasswordVisibilityToggleProps) {
  return (
    <button
      type="button"
      onClick={onToggle}
      aria-label={visible ? 'Hide password' : 'Show password'}
      className="flex size-10 items-center justify-center rounded-md text-stone-500 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-500 dark:text-stone-400 dark:hover:text-stone-100"
    >
      {visible ? (
        <EyeOff aria-hidden="true" className="size-5" />
      ) : (
        <Eye aria-hidden="true" className="size-5" />
      )}
    </button>
  );
}
