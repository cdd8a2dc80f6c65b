import {
  CASHUP_AMOUNT_FIELDS,
  CASHUP_FIELD_LABELS,
  CASHUP_INCOME_FIELDS,
  CASHUP_STATUS_LABELS,
  type Cashup,
  type CashupAmountField,
  type CashupFormValues,
  type Cents,
  cashupDayTaken,
  cashupFormSchema,
  centsToDecimalString,
  emptyCashupForm,
  formatMoney,
  type ParsedCashupInput,
  varianceNoteMessage,
} from '@cafe/domain';
import { AlertTriangle, ShieldCheck, Undo2 } from 'lucide-react';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import { type Resolver, useForm, useWatch } from 'react-hook-form';
import { repositories } from '../../data/repositories/repositories';
import { formatDay } from '../../lib/format-day';
import { Button } from '../../ui/button';
import { ConfirmDialog } from '../../ui/confirm-dialog';
import { domainResolver, Form, Input, SubmitButton, TextAreaField, TextField } from '../../ui/form';
import { clearCashupDraft, loadCashupDraft, saveCashupDraft } from './cashup-draft-store';
import { liveGrandTotal, missingVarianceNote } from './cashup-form-figures';
import type { DayRecord } from './load-cashup';

/** The income fields (1–10) in the form's two groups: the cash of the shifts (1–3), then every other taking. */
const SHIFT_CASH_FIELDS = CASHUP_INCOME_FIELDS.slice(0, 3);
const OTHER_TAKINGS_FIELDS = CASHUP_INCOME_FIELDS.slice(3);

export const CASHUP_SUBMITTED_MESSAGE = 'Cash-up report submitted successfully!';
export const CASHUP_FAILED_MESSAGE = 'Failed to submit cash-up report. Please try again.';
export const CASHUP_VERIFICATION_NOTICE =
  'Please verify all amounts before submitting. Count the drawer twice and check the card and mobile totals against their terminals: a submitted report is reviewed and approved by an admin.';

/** The form's 13 numbered fields: 1–11 typed, 12 computed, 13 typed. */
const NUMBER_OF: Readonly<Record<CashupAmountField | 'dailyGrandTotal', number>> = {
  ...(Object.fromEntries(
    CASHUP_AMOUNT_FIELDS.slice(0, 11).map((field, index) => [field, index + 1]),
  ) as Record<CashupAmountField, number>),
  dailyGrandTotal: 12,
  gaapCashTotal: 13,
};

const numbered = (field: CashupAmountField | 'dailyGrandTotal') =>
  `${NUMBER_OF[field]}. ${CASHUP_FIELD_LABELS[field]}`;

export const SECOND_REPORT_QUESTION = 'A report for this day is already submitted. Submit a second one?';

/** The form's text for a stored report: what it held, to correct and submit again. */
function formValuesOf(report: Cashup): CashupFormValues {
  return {
    date: report.date,
    notes: report.notes ?? '',
    ...(Object.fromEntries(
      CASHUP_AMOUNT_FIELDS.map((field) => [field, centsToDecimalString(report[field])]),
    ) as Record<CashupAmountField, string>),
  };
}

const baseResolver = domainResolver<CashupFormValues, ParsedCashupInput>(cashupFormSchema);

export interface CashupFormProps {
  userId: string;
  today: string;
  currency: string;
  threshold: Cents;
  /** What the tills recorded for the form's date (undefined while it loads). */
  record: DayRecord | undefined;
  /** Tells the page which business day the form is on, so it can load that day's record. */
  onDateChange: (date: string) => void;
  /** The reconciliation panel, given the live values: it sits beside the fields. */
  aside: (values: CashupFormValues) => ReactNode;
  /**
   * Why the report cannot be submitted now (the day's sales are not all on this device yet), shown by the disabled
   * button; the count can still be typed and saved as a draft.
   */
  submitBlocked?: string;
}

/** The 'Daily Cash-up Report' form (spec §2, §4, §5, §8). */
export function CashupForm({
  userId,
  today,
  currency,
  threshold,
  record,
  onDateChange,
  aside,
  submitBlocked,
}: CashupFormProps) {
  const blockedId = useId();
  const [initialDraft] = useState(() => loadCashupDraft(userId));
  const [draftNote, setDraftNote] = useState<string | null>(() =>
    initialDraft ? `Draft restored from this device (saved ${formatTime(initialDraft.savedAt)}).` : null,
  );

  // The resolver reads the latest record and threshold through a ref: the note rule depends on live data.
  const live = useRef({ record, threshold, currency });
  live.current = { record, threshold, currency };
  const resolver = useRef<Resolver<CashupFormValues, unknown, ParsedCashupInput>>(
    async (values, context, options) => {
      const result = await baseResolver(values, context, options);
      const { record: day, threshold: limit, currency: money } = live.current;
      if (!missingVarianceNote(values, day, limit)) return result;
      return {
        values: {},
        errors: { ...result.errors, notes: { type: 'variance', message: varianceNoteMessage(limit, money) } },
      };
    },
  ).current;

  const form = useForm<CashupFormValues, unknown, ParsedCashupInput>({
    resolver,
    defaultValues: initialDraft?.values ?? emptyCashupForm(today),
  });
  const values = useWatch({ control: form.control }) as CashupFormValues;
  const grandTotal = liveGrandTotal(values);
  // The report being corrected: only while the form is still on its day (another day is a new report).
  const [correctingId, setCorrectingId] = useState<string | null>(null);
  const [secondReport, setSecondReport] = useState<ParsedCashupInput | null>(null);
  const dayReports = record?.day === values.date ? record.reports : [];
  const correcting = dayReports.find((report) => report.id === correctingId);
  const taken = correcting ? undefined : dayReports.find((report) => cashupDayTaken(report.status));
  const sentBack = correcting ? undefined : dayReports.find((report) => report.status === 'returned');
  const noteRequired = missingVarianceNote({ ...values, notes: '' }, record, threshold);

  useEffect(() => {
    onDateChange(values.date);
  }, [values.date, onDateChange]);

  async function submit(parsed: ParsedCashupInput) {
    // Beside the disabled button, not instead of it: a count checked against part of the day's sales is never filed.
    if (submitBlocked !== undefined) return;
    if (correcting) return file(parsed, correcting.id);
    // Two counts of one drawer are two reports an admin must choose between: asked first, never silently.
    if (taken) {
      setSecondReport(parsed);
      return;
    }
    return file(parsed, null);
  }

  /** Files a new report, or submits the corrected one again (the same report: the day gains no second one). */
  async function file(parsed: ParsedCashupInput, correctedId: string | null) {
    try {
      if (correctedId) await repositories.cashups.update(correctedId, { ...parsed, status: 'submitted' });
      else await repositories.cashups.create(parsed);
    } catch (error) {
      // Spec §8: cash-up errors are a browser alert; the typed count stays in the form to try again.
      console.error('Failed to submit cash-up report', error);
      window.alert(CASHUP_FAILED_MESSAGE);
      return;
    }
    clearCashupDraft(userId);
    setDraftNote(null);
    setCorrectingId(null);
    form.reset(emptyCashupForm(today));
    window.alert(CASHUP_SUBMITTED_MESSAGE);
  }

  function saveDraft() {
    try {
      const draft = saveCashupDraft(userId, form.getValues(), new Date());
      setDraftNote(`Draft saved on this device at ${formatTime(draft.savedAt)}.`);
    } catch (error) {
      console.error('Could not save the cash-up draft', error);
      setDraftNote('The draft could not be saved on this device. Its storage may be full.');
    }
  }

  const amountField = (field: CashupAmountField) => (
    <TextField<CashupFormValues, CashupAmountField>
      key={field}
      name={field}
      label={numbered(field)}
      inputMode="decimal"
      autoComplete="off"
      placeholder="0.00"
    />
  );

  return (
    <Form
      form={form}
      onSubmit={submit}
      aria-labelledby="cashup-form-title"
      className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_26rem]"
    >
      <div className="min-w-0 space-y-5">
        <h2 id="cashup-form-title" className="text-lg font-semibold text-stone-900 dark:text-stone-50">
          Daily Cash-up Report
        </h2>
        <TextField<CashupFormValues, 'date'> name="date" label="Date" type="date" max="9999-12-31" />
        {taken ? (
          <p
            data-testid="cashup-day-taken"
            className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100"
          >
            <AlertTriangle aria-hidden="true" className="mt-0.5 size-4 shrink-0" />A report for{' '}
            {formatDay(values.date)} is already in ({CASHUP_STATUS_LABELS[taken.status]}). Submitting this one
            makes a second report for the day.
          </p>
        ) : null}
        {sentBack ? (
          <div
            data-testid="cashup-sent-back"
            className="flex flex-wrap items-center gap-3 rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800 dark:border-stone-700 dark:bg-stone-800/50 dark:text-stone-200"
          >
            <p className="min-w-48 flex-1">
              The report of {formatDay(values.date)} was sent back for correction.
            </p>
            <Button
              variant="secondary"
              onClick={() => {
                form.reset(formValuesOf(sentBack));
                setCorrectingId(sentBack.id);
              }}
            >
              <Undo2 aria-hidden="true" className="size-4" />
              Correct the report
            </Button>
          </div>
        ) : null}
        {correcting ? (
          <p
            data-testid="cashup-correcting"
            className="rounded-lg border border-stone-200 bg-stone-50 p-3 text-sm text-stone-800 dark:border-stone-700 dark:bg-stone-800/50 dark:text-stone-200"
          >
            Correcting the report of {formatDay(correcting.date)} that was sent back. Submit it again when it
            is right.
          </p>
        ) : null}
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-stone-800 dark:text-stone-200">Cash</legend>
          <div className="grid gap-4 sm:grid-cols-3">{SHIFT_CASH_FIELDS.map(amountField)}</div>
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-stone-800 dark:text-stone-200">
            Cards, mobile and other takings
          </legend>
          <div className="grid gap-4 sm:grid-cols-2">{OTHER_TAKINGS_FIELDS.map(amountField)}</div>
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-sm font-semibold text-stone-800 dark:text-stone-200">Totals</legend>
          <div className="grid gap-4 sm:grid-cols-3">
            {amountField('expenses')}
            <div className="space-y-1.5">
              <label
                htmlFor="cashup-daily-grand-total"
                className="block text-sm font-medium text-stone-700 dark:text-stone-300"
              >
                {numbered('dailyGrandTotal')}
              </label>
              <Input
                id="cashup-daily-grand-total"
                readOnly
                value={formatMoney(grandTotal, currency)}
                aria-describedby="cashup-daily-grand-total-note"
                className="bg-stone-50 font-semibold tabular-nums dark:bg-stone-800"
              />
              <p id="cashup-daily-grand-total-note" className="text-xs text-stone-600 dark:text-stone-400">
                Fields 1–10 minus expenses, worked out as you type.
              </p>
            </div>
            {amountField('gaapCashTotal')}
          </div>
        </fieldset>
      </div>
      {/* After the amounts in reading order (a phone sees the variance before the notes and the buttons); beside
          the whole form on a wide screen. */}
      <div className="min-w-0 xl:col-start-2 xl:row-span-2 xl:row-start-1 xl:self-start">{aside(values)}</div>
      <div className="min-w-0 space-y-5">
        <TextAreaField<CashupFormValues, 'notes'>
          name="notes"
          label={noteRequired ? 'Notes (required)' : 'Notes (optional)'}
          aria-required={noteRequired || undefined}
          description={noteRequired ? varianceNoteMessage(threshold, currency) : undefined}
        />
        <div className="flex gap-3 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 dark:border-amber-900 dark:bg-amber-950/50 dark:text-amber-100">
          <ShieldCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <p data-testid="cashup-verification-notice">{CASHUP_VERIFICATION_NOTICE}</p>
        </div>
        {draftNote ? (
          <p role="status" className="text-sm text-stone-600 dark:text-stone-400">
            {draftNote}
          </p>
        ) : null}
        {submitBlocked === undefined ? null : (
          <p id={blockedId} className="text-sm text-stone-700 sm:text-right dark:text-stone-300">
            {submitBlocked}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={saveDraft}>
            Save as Draft
          </Button>
          <SubmitButton
            pendingLabel="Submitting..."
            disabled={submitBlocked !== undefined}
            aria-describedby={submitBlocked === undefined ? undefined : blockedId}
          >
            Submit Report
          </SubmitButton>
        </div>
      </div>
      <ConfirmDialog
        open={secondReport !== null}
        title={SECOND_REPORT_QUESTION}
        message={
          taken
            ? `The report of ${formatDay(taken.date)} is ${CASHUP_STATUS_LABELS[taken.status].toLowerCase()}. Both are kept and flagged until an admin keeps one.`
            : undefined
        }
        confirmLabel="Submit second report"
        tone="primary"
        onCancel={() => setSecondReport(null)}
        onConfirm={() => {
          const parsed = secondReport;
          setSecondReport(null);
          if (parsed) void file(parsed, null);
        }}
      />
    </Form>
  );
}

/** '9:05 AM', as every other time in the app reads (not the device's own locale). */
const timeFormat = new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit' });

function formatTime(iso: string): string {
  return timeFormat.format(new Date(iso));
}
