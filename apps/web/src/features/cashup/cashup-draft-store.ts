import { CASHUP_AMOUNT_FIELDS, type CashupFormValues } from '@cafe/domain';
import { z } from 'zod/mini';

/**
 * 'Save as Draft': the unfinished count stays on THIS device for the user who typed it, and survives a reload and
 * a sign-out/in (sign-out does not touch it). Kept in localStorage, one key per user id, rather than in a Dexie
 * table: a draft is one small object that never syncs (it is not a report until submitted), a synchronous read lets
 * the form open with it already filled, and the device database's schema is not this screen's to change.
 */
export const CASHUP_DRAFT_KEY_PREFIX = 'cashup-draft:';

export interface CashupDraft {
  values: CashupFormValues;
  savedAt: string;
}

const draftSchema = z.object({
  values: z.object({
    date: z.string(),
    notes: z.string(),
    ...Object.fromEntries(CASHUP_AMOUNT_FIELDS.map((field) => [field, z.string()])),
  }),
  savedAt: z.string(),
});

const keyFor = (userId: string) => `${CASHUP_DRAFT_KEY_PREFIX}${userId}`;

/** The user's draft on this device; undefined when none (or it cannot be read: a draft is never worth an error). */
export function loadCashupDraft(userId: string): CashupDraft | undefined {
  try {
    const text = localStorage.getItem(keyFor(userId));
    if (text === null) return undefined;
    const parsed = draftSchema.safeParse(JSON.parse(text));
    return parsed.success ? (parsed.data as CashupDraft) : undefined;
  } catch (error) {
    console.error('Could not read the cash-up draft', error);
    return undefined;
  }
}

/** Keeps `values` as the user's draft; throws when the browser refuses (storage full or blocked). */
export function saveCashupDraft(userId: string, values: CashupFormValues, at: Date): CashupDraft {
  const draft: CashupDraft = { values, savedAt: at.toISOString() };
  localStorage.setItem(keyFor(userId), JSON.stringify(draft));
  return draft;
}

export function clearCashupDraft(userId: string): void {
  localStorage.removeItem(keyFor(userId));
}
