/**
 * What a person reads when this device could not keep or fetch a file for a reason that is not theirs (a full disk,
 * a closed database, a bug): what to do. The browser's own error goes to the console.
 */
export const KEEP_FILE_FAILED = (what: 'receipt' | 'avatar') =>
  `Could not keep the ${what} on this device. Try again; if it keeps happening, reload the app or free some space on the device.`;

export const FETCH_FILE_FAILED = fetchFileFailed('receipt');

export function fetchFileFailed(what: 'receipt' | 'avatar'): string {
  return `Could not open this ${what} on this device. Try again in a moment.`;
}
