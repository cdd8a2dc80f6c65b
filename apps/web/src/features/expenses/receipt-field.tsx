import { RECEIPT_EXTENSIONS } from '@cafe/domain';
import { Camera, Upload, X } from 'lucide-react';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import { deviceFiles } from '../../data/files/device-files-instance';
import { KEEP_FILE_FAILED } from '../../data/files/file-failure-words';
import { useMediaQuery } from '../../lib/use-media-query';
import { Button } from '../../ui/button';
import { ReceiptPreview } from './receipt-preview';

export interface ReceiptFieldProps {
  /** The receipt's file id (files.ts), or null for none. */
  value: string | null;
  onChange(fileId: string | null): void;
  disabled?: boolean;
}

/** Phones and tablets: a finger, not a mouse, so the camera is offered beside the file picker. */
const TOUCH_QUERY = '(pointer: coarse)';

/**
 * The expense form's receipt (spec §2/§9): a JPG, PNG or PDF up to 5MB, chosen from the device or, on a phone or
 * tablet, photographed. The file is checked and kept on this device as a blob before the form takes its id, so it
 * shows and opens offline; the sync run uploads it. A file that fails the check is not kept and the form's value
 * does not change.
 */
export function ReceiptField({ value, onChange, disabled = false }: ReceiptFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const fileInput = useRef<HTMLInputElement>(null);
  const cameraInput = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [checking, setChecking] = useState(false);
  const touch = useMediaQuery(TOUCH_QUERY);
  const blocked = disabled || checking;

  async function take(event: ChangeEvent<HTMLInputElement>) {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again (after fixing it, or after Remove) is a change too.
    input.value = '';
    if (!file) return;
    setChecking(true);
    setError(null);
    try {
      const outcome = await deviceFiles.keepReceipt(file);
      if (outcome.ok) onChange(outcome.fileId);
      else setError(outcome.message);
    } catch (failure) {
      // The browser's error (a full disk, a closed database) is for the console; the person reads what to do.
      console.error('Could not keep the receipt', failure);
      setError(KEEP_FILE_FAILED('receipt'));
    } finally {
      setChecking(false);
    }
  }

  const describedBy = error ? `${hintId} ${errorId}` : hintId;
  return (
    <div className="space-y-1.5">
      <label htmlFor={`${id}-file`} className="block text-sm font-medium text-stone-700 dark:text-stone-300">
        Receipt
      </label>
      <p id={hintId} className="text-xs text-stone-600 dark:text-stone-400">
        JPG, PNG or PDF, up to 5MB
      </p>
      {value ? <ReceiptPreview key={value} fileId={value} /> : null}
      {/* The real inputs are out of sight and out of the tab order; the buttons below open them. A file input is a
          button to assistive technology, so the camera's is named apart from the 'Take photo' button. */}
      <input
        ref={fileInput}
        id={`${id}-file`}
        type="file"
        accept={RECEIPT_EXTENSIONS.join(',')}
        className="sr-only"
        tabIndex={-1}
        disabled={blocked}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
        onChange={take}
      />
      <input
        ref={cameraInput}
        type="file"
        accept="image/*"
        capture="environment"
        aria-label="Receipt photo"
        className="sr-only"
        tabIndex={-1}
        disabled={blocked}
        aria-describedby={describedBy}
        onChange={take}
      />
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={blocked} onClick={() => fileInput.current?.click()}>
          <Upload aria-hidden="true" className="size-4" />
          {value ? 'Replace file' : 'Choose file'}
        </Button>
        {touch ? (
          <Button variant="secondary" disabled={blocked} onClick={() => cameraInput.current?.click()}>
            <Camera aria-hidden="true" className="size-4" />
            Take photo
          </Button>
        ) : null}
        {value ? (
          <Button
            variant="ghost"
            disabled={blocked}
            onClick={() => {
              setError(null);
              onChange(null);
            }}
          >
            <X aria-hidden="true" className="size-4" />
            Remove receipt
          </Button>
        ) : null}
      </div>
      {checking ? (
        <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
          Checking the file…
        </p>
      ) : null}
      {error ? (
        <p id={errorId} role="alert" className="text-sm text-red-700 dark:text-red-400">
          {error}
        </p>
      ) : null}
    </div>
  );
}
