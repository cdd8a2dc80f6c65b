import {
  can,
  canOpen,
  EXPENSE_CATEGORY_LABELS,
  type Expense,
  expensesToCsv,
  formatMoney,
  paths,
} from '@cafe/domain';
import { Download, Plus } from 'lucide-react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useShallow } from 'zustand/react/shallow';
import { useAuthStore } from '../../data/auth/auth-store';
import { repositories } from '../../data/repositories/repositories';
import { historyProgressLabel, useHistoryStatus } from '../../data/sync/history-status';
import { downloadCsv } from '../../lib/download-csv';
import { Button, buttonClass } from '../../ui/button';
import { Card } from '../../ui/card';
import { CategoryChips } from '../../ui/category-chips';
import { ConfirmDeleteDialog } from '../../ui/confirm-delete-dialog';
import { inputClass } from '../../ui/form';
import { HistoryPending } from '../../ui/history-pending';
import { PageHeader } from '../../ui/page-header';
import { Pager, pageOf } from '../../ui/pager';
import { SearchField } from '../../ui/search-field';
import { ExpenseSummaryCards } from './expense-summary-cards';
import { useExpensesListStore } from './expenses-list-store';
import { ExpensesTable } from './expenses-table';
import {
  categoryTotalsForMonth,
  filterExpenses,
  monthLabel,
  sortedViews,
  summarizeExpenses,
} from './filter-expenses';
import { MonthCategoryTotals } from './month-category-totals';
import { useExpenses } from './use-expenses';

/**
 * Rows mounted at once: 10,000 expenses are paged, never mounted whole. 25 fill a tablet's screen about twice, and
 * each row mounted costs a keystroke or a sort click time (the expenses-list bench), so no more than that.
 */
export const EXPENSES_PAGE_SIZE = 25;

/** Why the totals and the export wait on a new till: both would cover only the expenses already here. */
export const EXPENSES_WAIT_FOR_HISTORY =
  'Totals and export are available once this till has all its history; older expenses are still loading.';

export const DELETE_EXPENSE_QUESTION = 'Are you sure you want to delete this expense?';

const NEW_EXPENSE_PATH = `${paths.expenses}/new`;

export function ExpensesListPage() {
  const { read, retry, searchable, categories, months } = useExpenses();
  const role = useAuthStore((state) => state.user?.role ?? null);
  const mayRecord = role !== null && can(role, 'create_expense');
  const mayExport = role !== null && can(role, 'export_data');

  const { search, category, month, sort, page } = useExpensesListStore(
    useShallow(({ search, category, month, sort, page }) => ({ search, category, month, sort, page })),
  );
  // The store's actions never change, so the memoised table and chips keep the same handlers.
  const { setSearch, setCategory, setMonth, sortBy, setPage } = useExpensesListStore.getState();
  const [deleting, setDeleting] = useState<Expense | null>(null);
  const history = useHistoryStatus();
  const pending = history.loading ? historyProgressLabel(history) : null;
  const pendingId = useId();

  // Both columns are sorted once per data change; a header click picks an order, a keystroke only filters it.
  const views = useMemo(() => sortedViews(searchable), [searchable]);
  const sorted = useMemo(() => views(sort), [views, sort]);
  // A chip or month that no longer has expenses (its last one was deleted) falls back to All.
  const chip = category === 'all' || categories.includes(category) ? category : 'all';
  const shownMonth = month === 'all' || months.includes(month) ? month : 'all';
  // Filtered in the keystroke's own render, not deferred: one pass over precomputed keys and one page of memoised
  // rows cost less than the extra render and task a deferred value adds, so the list follows the key at once.
  const matches = useMemo(
    () => filterExpenses(sorted, { search, category: chip, month: shownMonth }),
    [sorted, search, chip, shownMonth],
  );
  const summary = useMemo(() => summarizeExpenses(matches), [matches]);
  const monthTotals = useMemo(
    () => (shownMonth === 'all' ? [] : categoryTotalsForMonth(searchable, shownMonth)),
    [searchable, shownMonth],
  );
  // Memoised so the memoised table and cards redraw only when what they show changes.
  const shown = useMemo(() => pageOf(matches, page, EXPENSES_PAGE_SIZE), [matches, page]);

  const newExpense = canOpen(NEW_EXPENSE_PATH, role) ? (
    <Link to={NEW_EXPENSE_PATH} className={buttonClass('primary')}>
      <Plus aria-hidden="true" className="size-4" />
      New Expense
    </Link>
  ) : null;

  function exportShown() {
    const name = shownMonth === 'all' ? 'expenses.csv' : `expenses-${shownMonth}.csv`;
    downloadCsv(name, expensesToCsv(matches));
  }

  const ready = read.state === 'ready';

  return (
    <>
      <PageHeader title="Expenses" description="What the cafe spends." actions={newExpense} />
      <ExpenseSummaryCards summary={ready ? summary : undefined} historyPending={pending !== null} />
      {pending === null ? null : (
        <div id={pendingId} className="mb-4">
          <HistoryPending size="line" label={pending} message={EXPENSES_WAIT_FOR_HISTORY} />
        </div>
      )}
      <Card className="p-4 sm:p-6">
        <div className="mb-4 space-y-3">
          <div className="flex flex-wrap items-center gap-3">
            <SearchField
              label="Search expenses"
              placeholder="Search expenses..."
              value={search}
              onSearch={(text) => setSearch(text)}
              className="min-w-48 flex-1"
            />
            <div className="w-44 shrink-0">
              <select
                aria-label="Month"
                value={shownMonth}
                onChange={(event) => {
                  setMonth(event.target.value);
                  setPage(0);
                }}
                className={inputClass}
              >
                <option value="all">All months</option>
                {months.map((value) => (
                  <option key={value} value={value}>
                    {monthLabel(value)}
                  </option>
                ))}
              </select>
            </div>
            {mayExport ? (
              <Button
                variant="secondary"
                onClick={exportShown}
                disabled={!ready || matches.length === 0 || pending !== null}
                aria-describedby={pending === null ? undefined : pendingId}
              >
                <Download aria-hidden="true" className="size-4" />
                Export CSV
              </Button>
            ) : null}
          </div>
          <CategoryChips
            categories={categories}
            labels={EXPENSE_CATEGORY_LABELS}
            value={chip}
            onChange={setCategory}
          />
        </div>

        {shownMonth !== 'all' ? (
          <MonthCategoryTotals month={shownMonth} totals={monthTotals} historyPending={pending} />
        ) : null}

        <ExpensesTable
          expenses={shown.rows}
          status={read.state}
          onRetry={retry}
          empty={
            read.state === 'ready' && read.expenses.length === 0 && pending !== null ? (
              <HistoryPending label={pending} message="Older expenses are still loading." className="-my-6" />
            ) : read.state === 'ready' && read.expenses.length === 0 ? (
              <>
                <p>No expenses have been recorded yet.</p>
                {mayRecord ? (
                  <Link to={NEW_EXPENSE_PATH} className={buttonClass('primary', 'md', 'mt-4')}>
                    <Plus aria-hidden="true" className="size-4" />
                    Record Your First Expense
                  </Link>
                ) : null}
              </>
            ) : (
              <p>No expenses match your search criteria.</p>
            )
          }
          sort={sort}
          onSort={sortBy}
          onDelete={mayRecord ? setDeleting : undefined}
        />
        <Pager shown={shown} onPage={setPage} />
      </Card>
      <ConfirmDeleteDialog
        row={deleting}
        question={DELETE_EXPENSE_QUESTION}
        consequence={(expense) =>
          `${expense.description} (${formatMoney(expense.amount)}) leaves the expenses.`
        }
        onClose={() => setDeleting(null)}
        remove={(expense) => repositories.expenses.remove(expense.id)}
        failureLog="Failed to delete expense"
      />
    </>
  );
}
