import {
  type Cents,
  formatMoney,
  REFUND_REASON_LABELS,
  REFUND_REASONS,
  type RefundFound,
  type RefundReason,
  refundApprovalMessage,
  type Sale,
  salePaymentMethodLabel,
} from '@cafe/domain';
import { useLiveQuery } from 'dexie-react-hooks';
import { useState } from 'react';
import { type ManagerApproval, signApproval } from '../../data/auth/discount-approval';
import { validationMessage } from '../../data/load-domain-schemas';
import { kickCashDrawer } from '../../data/printing/cash-drawer';
import { LocalValidationError } from '../../data/repositories/local-writer';
import { repositories } from '../../data/repositories/repositories';
import { Button } from '../../ui/button';
import { ErrorBanner } from '../../ui/error-banner';
import { Field } from '../../ui/field';
import { Spinner } from '../../ui/spinner';
import { ManagerApprovalForm } from './manager-approval-form';
import { allLeft, linesLeft, methodsFor, type RefundQuantities, refundChoice } from './refund-choice';
import { ChoiceButtons, RefundLinesPicker } from './refund-lines-picker';

type Found = { state: 'ready'; found: RefundFound } | { state: 'failed' };

/** The sale and its refunds as this till holds them, live: a refund synced from another till shows here at once. */
function useRefundFound(saleId: string): Found | undefined {
  return useLiveQuery(async (): Promise<Found> => {
    try {
      return { state: 'ready', found: await repositories.refunds.found(saleId) };
    } catch (error) {
      console.error('Reading the sale to refund failed', error);
      return { state: 'failed' };
    }
  }, [saleId]);
}

/** The words for a refund this till refused or could not store: the rule's own, or a plain retry. */
function refusalWords(error: unknown): string {
  if (error instanceof LocalValidationError) return error.message;
  return validationMessage(error) ?? 'The refund could not be saved. Please try again.';
}

/**
 * Issue 34's Refund dialog: lines and quantities (or all that is left), cash or the sale's own method, a reason
 * (a note for Other), the amount, and a manager's approval on this till when the refund needs one. Stores the
 * refund (checked by the same rules the server runs) and hands its id back.
 */
export function RefundForm({
  sale,
  onCancel,
  onRefunded,
}: {
  sale: Sale;
  onCancel: () => void;
  onRefunded: (refundId: string) => void;
}) {
  const read = useRefundFound(sale.id);
  const [quantities, setQuantities] = useState<RefundQuantities>({});
  const [method, setMethod] = useState<string>('cash');
  const [reason, setReason] = useState<RefundReason | null>(null);
  const [note, setNote] = useState('');
  const [manager, setManager] = useState<ManagerApproval | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  if (read === undefined) return <Spinner label="Loading the sale" />;
  if (read.state === 'failed') {
    return <ErrorBanner>This sale could not be read on this till. Close and open it again.</ErrorBanner>;
  }
  const { found } = read;
  const lines = linesLeft(found);
  if (lines.every((line) => line.quantityLeft === 0)) {
    return <p className="text-sm">This sale has been refunded in full.</p>;
  }
  const choice = refundChoice(found, quantities, new Date().toISOString());
  const nothingChosen = choice.lines.length === 0;

  async function submit() {
    if (nothingChosen) return setError('Choose at least one line to refund');
    if (!reason) return setError('Choose a reason for the refund');
    setSaving(true);
    setError(null);
    try {
      const id = crypto.randomUUID();
      const refund = { id, saleId: sale.id, method, amount: choice.amount, lines: choice.lines };
      const approval =
        choice.needsApproval && manager
          ? await signApproval(manager, refundApprovalMessage(refund, manager))
          : undefined;
      await repositories.refunds.create({ ...refund, reason, note, ...(approval ? { approval } : {}) });
      // Cash goes back out of the drawer: it opens, as for a cash sale.
      if (method === 'cash') kickCashDrawer();
      onRefunded(id);
    } catch (failure) {
      setError(refusalWords(failure));
      setSaving(false);
    }
  }

  return (
    // A section, not a form: the manager's approval inside it is a form of its own, and forms do not nest.
    <section aria-label="Refund" className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm text-stone-600 dark:text-stone-400">Choose what to refund.</p>
        <Button
          type="button"
          variant="secondary"
          className="h-11"
          onClick={() => setQuantities(allLeft(found))}
        >
          Refund all
        </Button>
      </div>
      <RefundLinesPicker
        sale={sale}
        lines={lines}
        quantities={quantities}
        onChange={(itemId, quantity) => setQuantities({ ...quantities, [itemId]: quantity })}
      />
      <ChoiceButtons
        legend="Refund to"
        options={methodsFor(found).map((value) => ({ value, label: salePaymentMethodLabel(value) }))}
        value={method}
        onChange={setMethod}
      />
      <ChoiceButtons
        legend="Reason"
        options={REFUND_REASONS.map((value) => ({ value, label: REFUND_REASON_LABELS[value] }))}
        value={reason}
        onChange={setReason}
      />
      {reason === 'other' ? (
        <Field label="Note" touch value={note} onChange={(event) => setNote(event.target.value)} />
      ) : null}
      <p className="text-base font-semibold tabular-nums" aria-live="polite">
        Refund amount: {formatMoney(choice.amount as Cents)}
      </p>
      {choice.needsApproval && !manager ? (
        <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 dark:border-amber-800 dark:bg-amber-950/40">
          <p className="text-sm">
            This refund is above the staff limit or for a sale of an earlier day: a manager approves it here.
          </p>
          <ManagerApprovalForm name="refund" subject="refund" onApproved={setManager} />
        </div>
      ) : null}
      {choice.needsApproval && manager ? (
        <p className="text-sm text-green-800 dark:text-green-300">Approved by {manager.approverName}</p>
      ) : null}
      {error ? <ErrorBanner>{error}</ErrorBanner> : null}
      <div className="receipt-actions flex justify-end gap-2">
        <Button type="button" variant="secondary" size="lg" onClick={onCancel}>
          Back
        </Button>
        <Button
          type="button"
          size="lg"
          disabled={saving || (choice.needsApproval && !manager)}
          onClick={() => void submit()}
        >
          Refund {formatMoney(choice.amount as Cents)}
        </Button>
      </div>
    </section>
  );
}
