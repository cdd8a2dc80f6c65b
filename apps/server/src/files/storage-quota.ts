const MB = 1024 * 1024;
const GB = 1024 * MB;

function formatStorage(bytes: number): string {
  return bytes >= GB ? `${(bytes / GB).toFixed(2)} GB` : `${(bytes / MB).toFixed(2)} MB`;
}

/** The refusal at a store's storage limit: what happened, and who can make room. */
export function storageFullMessage(usedBytes: number, quotaBytes: number): string {
  return (
    `There is no room for this file: this cafe's receipts and photos already use ${formatStorage(usedBytes)} ` +
    `of the ${formatStorage(quotaBytes)} allowed. Ask whoever looks after the server to raise the storage limit.`
  );
}
