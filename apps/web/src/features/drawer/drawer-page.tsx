import { businessDay, DRAWER_EVENT_LABELS, type DrawerCashSummary, formatMoney, paths } from '@cafe/domain';
import { useState } from 'react';
import { Link } from 'react-router';
import { kickCashDrawer } from '../../data/printing/cash-drawer';
import { repositories } from '../../data/repositories/repositories';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { PageHeader } from '../../ui/page-header';
import { ReadStatus } from '../../ui/read-status';
import { DrawerCloseDialog } from './drawer-close-dialog';
import { DrawerEntryDialog, type DrawerEntryKind } from './drawer-entry-dialog';
import { drawerErrorMessage } from './drawer-error';
import { DrawerOpenForm } from './drawer-open-form';
import { type DrawerView, useDrawer } from './use-drawer';

const timeOf = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });

/** The drawer's figures: what went in and out since it opened, and what it should hold now. */
function DrawerSummary({ summary, currency }: { summary: DrawerCashSummary; currency: string }) {
  const rows: [string, number][] = [
    ['Float', summary.float],
    ['Cash sales', summary.cashSales],
    ['Cash tips', summary.cashTips],
    ['Cash refunds', -summary.cashRefunds],
    ['Pay-ins', summary.payIns],
    ['Pay-outs', -summary.payOuts],
  ];
  return (
    <dl className="divide-y divide-stone-200 text-sm dark:divide-stone-800">
      {rows.map(([label, cents]) => (
        <div key={label} className="flex justify-between gap-4 py-2">
          <dt className="text-stone-600 dark:text-stone-400">{label}</dt>
          <dd className="tabular-nums">{formatMoney(cents as never, currency)}</dd>
        </div>
      ))}
      <div className="flex justify-between gap-4 py-2 text-base font-semibold">
        <dt>Expected in drawer</dt>
        <dd className="tabular-nums">{formatMoney(summary.expected as never, currency)}</dd>
      </div>
    </dl>
  );
}

function OpenDrawer({ view }: { view: DrawerView & { session: NonNullable<DrawerView['session']> } }) {
  const { session, summary, events, currency } = view;
  const [entry, setEntry] = useState<DrawerEntryKind | null>(null);
  const [closing, setClosing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function noSale() {
    setError(null);
    try {
      await repositories.drawer.record({ sessionId: session.id, kind: 'no_sale', amount: 0 });
      kickCashDrawer();
    } catch (failure) {
      setError(drawerErrorMessage(failure));
    }
  }

  return (
    <div className="grid gap-6 md:grid-cols-2">
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">
          Drawer open since {timeOf(session.openedAt)}
        </h2>
        {summary ? <DrawerSummary summary={summary} currency={currency} /> : null}
        <div className="mt-4 grid grid-cols-2 gap-2">
          <Button variant="secondary" size="lg" onClick={() => setEntry('pay_in')}>
            Pay in
          </Button>
          <Button variant="secondary" size="lg" onClick={() => setEntry('pay_out')}>
            Pay out
          </Button>
          <Button variant="secondary" size="lg" onClick={() => void noSale()}>
            No sale
          </Button>
          <Button size="lg" onClick={() => setClosing(true)}>
            Close drawer
          </Button>
        </div>
        {error ? (
          <p role="alert" className="mt-3 text-sm text-red-700 dark:text-red-400">
            {error}
          </p>
        ) : null}
      </Card>
      <Card className="p-5">
        <h2 className="text-lg font-semibold text-stone-900 dark:text-stone-50">Since it opened</h2>
        {events.length === 0 ? (
          <p className="py-6 text-sm text-stone-600 dark:text-stone-400">
            No pay-ins, pay-outs or no-sales yet.
          </p>
        ) : (
          <ul className="divide-y divide-stone-200 text-sm dark:divide-stone-800">
            {events.map((event) => (
              <li key={event.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {timeOf(event.occurredAt)} · {DRAWER_EVENT_LABELS[event.kind]}
                  {event.reason ? ` · ${event.reason}` : ''}
                </span>
                {event.kind === 'no_sale' ? null : (
                  <span className="tabular-nums">
                    {event.kind === 'pay_out' ? '−' : '+'}
                    {formatMoney(event.amount, currency)}
                  </span>
                )}
              </li>
            ))}
          </ul>
        )}
      </Card>
      <DrawerEntryDialog
        sessionId={session.id}
        kind={entry}
        today={businessDay(new Date(), view.timeZone)}
        onClose={() => setEntry(null)}
      />
      <DrawerCloseDialog
        session={session}
        expected={summary?.expected ?? session.openingFloat}
        threshold={view.threshold}
        currency={currency}
        open={closing}
        onClose={() => setClosing(false)}
      />
    </div>
  );
}

function DrawerBody({ view }: { view: DrawerView }) {
  if (!view.enabled) {
    return (
      <Card className="max-w-md p-5 text-sm text-stone-700 dark:text-stone-300">
        Cash drawers are off for this store. An admin or manager can turn them on in Settings › Store.
      </Card>
    );
  }
  if (!view.deviceId) {
    return (
      <Card className="max-w-md p-5 text-sm text-stone-700 dark:text-stone-300">
        This till is not registered yet: sign in once while online, then open the drawer.
      </Card>
    );
  }
  if (!view.session) return <DrawerOpenForm deviceId={view.deviceId} defaultFloat={view.defaultFloat} />;
  return <OpenDrawer view={{ ...view, session: view.session }} />;
}

/** This till's cash drawer (issue 34): open it with a float, pay in and out, "No sale", and close it with a count. */
export function DrawerPage() {
  const { read, retry } = useDrawer();
  return (
    <>
      <PageHeader
        title="Cash drawer"
        description="This till's drawer"
        actions={
          <Link to={paths.newSale} className={buttonClass('secondary', 'lg')}>
            Back to New Sale
          </Link>
        }
      />
      {read.state === 'ready' ? (
        <DrawerBody view={read.drawer} />
      ) : (
        <>
          <ReadStatus
            state={read.state}
            loadingLabel="Loading the drawer"
            failedMessage="The drawer could not be read on this till."
          />
          {read.state === 'failed' ? (
            <div className="flex justify-center">
              <Button variant="secondary" size="lg" onClick={retry}>
                Try again
              </Button>
            </div>
          ) : null}
        </>
      )}
    </>
  );
}
