import { type ProductImportPlan, planProductImport, wordsForPeople } from '@cafe/domain';
import { useCallback, useRef, useState } from 'react';
import { RepositoryError } from '../../data/repositories/local-writer';
import { repositories } from '../../data/repositories/repositories';
import { importDoneMessage } from './describe-import';

/** A catalogue file is a few hundred kilobytes at 10,000 lines; a much bigger file is not a catalogue. */
export const MAX_IMPORT_FILE_BYTES = 10 * 1024 * 1024;

export const IMPORT_MESSAGES = {
  tooLarge: 'The file is too large for a product list (at most 10MB)',
  unreadable: 'The file could not be read',
  failed: 'Failed to import products',
} as const;

export type ImportStep =
  | { step: 'closed' }
  | { step: 'reading'; fileName: string }
  | { step: 'unreadable'; fileName: string; message: string }
  | { step: 'planned'; fileName: string; plan: ProductImportPlan; applying: boolean; error: string | null };

/** The file as text (UTF-8, a leading BOM kept for the CSV reader to drop); FileReader works in every browser. */
function readText(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
    reader.readAsText(file);
  });
}

/** Lets the browser paint the reading state before the plan takes the main thread (5,000 lines: a moment). */
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));

/**
 * A catalogue import from choosing a file to the stored rows: read and plan (nothing written), show the plan,
 * apply it only when confirmed. `onDone` receives the success message.
 */
export function useProductImport(onDone: (message: string) => void) {
  const [state, setState] = useState<ImportStep>({ step: 'closed' });
  // A file chosen while another is still being read wins; the older read is dropped.
  const reading = useRef(0);

  const choose = useCallback(async (file: File) => {
    const ticket = ++reading.current;
    const fileName = file.name;
    if (file.size > MAX_IMPORT_FILE_BYTES) {
      setState({ step: 'unreadable', fileName, message: IMPORT_MESSAGES.tooLarge });
      return;
    }
    setState({ step: 'reading', fileName });
    try {
      const [text, catalogue] = await Promise.all([readText(file), repositories.products.list()]);
      await nextFrame();
      if (ticket !== reading.current) return;
      const plan = planProductImport(text, catalogue);
      setState({ step: 'planned', fileName, plan, applying: false, error: null });
    } catch (error) {
      if (ticket !== reading.current) return;
      console.error(error);
      setState({ step: 'unreadable', fileName, message: IMPORT_MESSAGES.unreadable });
    }
  }, []);

  const close = useCallback(() => {
    reading.current++;
    setState((current) => (current.step === 'planned' && current.applying ? current : { step: 'closed' }));
  }, []);

  const confirm = useCallback(async () => {
    if (state.step !== 'planned' || state.applying) return;
    const { plan } = state;
    setState({ ...state, applying: true, error: null });
    try {
      await repositories.products.importProducts(plan);
      setState({ step: 'closed' });
      onDone(importDoneMessage(plan));
    } catch (error) {
      // A rule the import broke (a product deleted meanwhile) is explained; a storage failure also blocks the app.
      const message =
        error instanceof RepositoryError && wordsForPeople(error.message)
          ? `${IMPORT_MESSAGES.failed}: ${error.message}`
          : IMPORT_MESSAGES.failed;
      if (!(error instanceof RepositoryError)) console.error(error);
      setState({ ...state, applying: false, error: message });
    }
  }, [state, onDone]);

  return { state, choose, close, confirm };
}
