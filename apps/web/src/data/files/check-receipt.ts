import {
  MAX_RECEIPT_BYTES,
  RECEIPT_EXTENSIONS,
  RECEIPT_MIME_TYPES,
  receiptTooLargeMessage,
  type SniffedType,
  sniffFileType,
} from '@cafe/domain';

export const RECEIPT_WRONG_TYPE_MESSAGE =
  'A receipt must be a JPG, PNG or PDF file (.jpg, .jpeg, .png, .pdf)';

export type ReceiptCheck =
  | { ok: true; contentType: SniffedType; bytes: Uint8Array<ArrayBuffer> }
  | { ok: false; message: string };

function hasReceiptExtension(name: string): boolean {
  const lower = name.toLowerCase();
  return RECEIPT_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

/**
 * Spec §9: a receipt is at most 5MB and a .jpg, .jpeg, .png or .pdf. The size is checked before a byte is read, so a
 * huge photo costs nothing; then the name AND the bytes must both be a receipt's, so a renamed page or program is
 * refused here, before it is kept, and not only later by the server (which checks the bytes again).
 */
export async function checkReceipt(file: Pick<File, 'name' | 'size' | 'arrayBuffer'>): Promise<ReceiptCheck> {
  if (file.size > MAX_RECEIPT_BYTES) return { ok: false, message: receiptTooLargeMessage(file.size) };
  if (!hasReceiptExtension(file.name)) return { ok: false, message: RECEIPT_WRONG_TYPE_MESSAGE };
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.length === 0) return { ok: false, message: 'The file is empty' };
  const contentType = sniffFileType(bytes);
  if (!contentType || !(RECEIPT_MIME_TYPES as readonly string[]).includes(contentType)) {
    return { ok: false, message: RECEIPT_WRONG_TYPE_MESSAGE };
  }
  return { ok: true, contentType, bytes };
}
