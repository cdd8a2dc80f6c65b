import {
  type NetworkPrinter,
  type NetworkPrinterInput,
  networkPrinterSchema,
  PRINT_REFUSALS,
  type PrintJobOutcome,
  USER_MESSAGES,
} from '@cafe/domain';
import { z } from 'zod/mini';
import { type ApiFailure, apiRequest } from '../auth/auth-api';
import { currentReader } from '../auth/current-reader';
import { failureWords } from '../auth/failure-words';

const listSchema = z.object({ printers: z.array(networkPrinterSchema) });
const outcomeSchema = z.object({ outcome: z.enum(['printed', 'already_printed']) });

export type PrintersCall<T> = { ok: true; data: T } | { ok: false; error: string };

/** The print route's own refusals carry their words: the printer's address, what to do. */
const PRINT_CODES = new Set(['printer_unreachable', 'unknown_printer', 'sending', 'not_this_device']);

function wordsOf(failure: ApiFailure): string {
  if (failure.kind === 'network') return USER_MESSAGES.needsConnection;
  if (failure.kind === 'http' && failure.code && PRINT_CODES.has(failure.code)) return failure.error;
  return failureWords(failure, currentReader());
}

/** The store's network printers (the admin's list, kept on the server) and print jobs sent to them. */
export const printersApi = {
  async list(): Promise<PrintersCall<NetworkPrinter[]>> {
    const result = await apiRequest('GET', '/api/printers', (json) => {
      const parsed = listSchema.safeParse(json);
      return parsed.success ? parsed.data.printers : null;
    });
    return result.ok ? { ok: true, data: result.data } : { ok: false, error: wordsOf(result) };
  },
  async add(input: NetworkPrinterInput): Promise<PrintersCall<NetworkPrinter>> {
    const result = await apiRequest(
      'POST',
      '/api/printers',
      (json) => {
        const parsed = networkPrinterSchema.safeParse(json);
        return parsed.success ? parsed.data : null;
      },
      input,
    );
    return result.ok ? { ok: true, data: result.data } : { ok: false, error: wordsOf(result) };
  },
  async remove(id: string): Promise<PrintersCall<null>> {
    const result = await apiRequest('DELETE', `/api/printers/${encodeURIComponent(id)}`, null);
    if (result.ok || (result.kind === 'http' && result.status === 404)) return { ok: true, data: null };
    return { ok: false, error: wordsOf(result) };
  },
  /** Sends one job; the same job id again prints nothing new (the server remembers it). */
  async print(job: {
    jobId: string;
    printerId: string;
    bytes: string;
  }): Promise<PrintersCall<PrintJobOutcome>> {
    const result = await apiRequest(
      'POST',
      '/api/print',
      (json) => {
        const parsed = outcomeSchema.safeParse(json);
        return parsed.success ? parsed.data.outcome : null;
      },
      job,
    );
    if (result.ok) return { ok: true, data: result.data };
    if (result.kind === 'network') return { ok: false, error: PRINT_WORDS.serverUnreachable };
    return { ok: false, error: wordsOf(result) };
  },
};

export const PRINT_WORDS = {
  ...PRINT_REFUSALS,
  serverUnreachable:
    'The network printer is reached through the server, which this till cannot reach now. The receipt will print when you tap Retry once the till is back online.',
} as const;
