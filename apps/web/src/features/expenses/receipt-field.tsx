export interface ReceiptFieldProps {
  /** The receipt's file id (files.ts), or null for none. */
  value: string | null;
  onChange(fileId: string | null): void;
  disabled?: boolean;
}

/**
 * The expense form's receipt input. Interim: the receipts work replaces it with the real one (kept on the device
 * as a blob, previewed, checked for size and type, uploaded when the network returns).
 */
export function ReceiptField({ value }: ReceiptFieldProps) {
  return value ? <p className="text-sm text-stone-600 dark:text-stone-400">A receipt is attached.</p> : null;
}
