import type { FilePurpose } from '@cafe/domain';
import { db } from '../db';
import { notifyLocalWrite } from '../sync/local-write-signal';
import { type FetchFileOutcome, fetchAndKeepFile } from './fetch-file';
import { type KeepAvatarOutcome, keepChosenAvatar } from './keep-chosen-avatar';
import { type KeepReceiptOutcome, keepChosenReceipt } from './keep-chosen-receipt';

/** This browser's files: its database, the page's fetch and connectivity. */
export const deviceFiles = {
  async keepReceipt(file: File): Promise<KeepReceiptOutcome> {
    const outcome = await keepChosenReceipt(db, file, new Date());
    // The sync leader uploads it now if the network is there, before the expense that references it is pushed.
    if (outcome.ok) notifyLocalWrite();
    return outcome;
  },

  async keepAvatar(file: File): Promise<KeepAvatarOutcome> {
    const outcome = await keepChosenAvatar(db, file, new Date());
    if (outcome.ok) notifyLocalWrite();
    return outcome;
  },

  fetchAndKeep(id: string, purpose: FilePurpose = 'receipt'): Promise<FetchFileOutcome> {
    return fetchAndKeepFile(
      {
        db,
        // Looked up at each call, so the page's current fetch is used.
        fetch: (url, init) => fetch(url, init),
        baseUrl: '',
        isOnline: () => navigator.onLine !== false,
        now: () => new Date(),
      },
      id,
      purpose,
    );
  },
};
