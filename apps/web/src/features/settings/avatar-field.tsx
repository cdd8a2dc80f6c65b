import { Upload, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { deviceFiles } from '../../data/files/device-files-instance';
import { KEEP_FILE_FAILED } from '../../data/files/file-failure-words';
import { Button } from '../../ui/button';
import { UserAvatar } from './user-avatar';

export interface AvatarFieldProps {
  name: string;
  value: string | null;
  onChange(fileId: string | null): void;
}

/**
 * A user's avatar (spec §9: up to 2MB): checked and kept on this device as a blob before the form takes its id;
 * the sync run uploads it. A file that fails the check is not kept and the value does not change.
 */
export function AvatarField({ name, value, onChange }: AvatarFieldProps) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);

  async function take(event: ChangeEvent<HTMLInputElement>) {
    const field = event.currentTarget;
    const file = field.files?.[0];
    field.value = '';
    if (!file) return;
    setChecking(true);
    setError(null);
    try {
      const outcome = await deviceFiles.keepAvatar(file);
      if (outcome.ok) onChange(outcome.fileId);
      else setError(outcome.message);
    } catch (failure) {
      // The browser's error (a full disk, a closed database) is for the console; the person reads what to do.
      console.error('Could not keep the avatar', failure);
      setError(KEEP_FILE_FAILED('avatar'));
    } finally {
      setChecking(false);
    }
  }

  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-file`} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
        Avatar
      </label>
      <p id={`${id}-hint`} className="text-xs text-stone-600 dark:text-stone-400">
        JPG, PNG or WebP, up to 2MB
      </p>
      <div className="flex flex-wrap items-center gap-3">
        <UserAvatar name={name || '?'} fileId={value} className="size-12" />
        <input
          ref={input}
          id={`${id}-file`}
          type="file"
          accept=".jpg,.jpeg,.png,.webp"
          className="sr-only"
          tabIndex={-1}
          disabled={checking}
          aria-describedby={error ? `${id}-hint ${id}-error` : `${id}-hint`}
          aria-invalid={error ? true : undefined}
          onChange={take}
        />
        <Button variant="secondary" disabled={checking} onClick={() => input.current?.click()}>
          <Upload aria-hidden="true" className="size-4" />
          {value ? 'Replace avatar' : 'Choose avatar'}
        </Button>
        {value ? (
          <Button
            variant="ghost"
            onClick={() => {
              setError(null);
              onChange(null);
            }}
          >
            <X aria-hidden="true" className="size-4" />
            Remove avatar
          </Button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
