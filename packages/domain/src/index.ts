export * from './auth.js';
export * from './auth-readers.generated.js';
export * from './cashup-reconciliation.js';
export * from './cashup-review.js';
export * from './cashup-z-report.js';
export * from './csv/catalogue-formats.js';
export * from './csv/csv-table.js';
export * from './csv/expense-csv.js';
export * from './csv/product-csv.js';
export * from './dashboard.js';
export * from './drawer-day.js';
export * from './entities/cashup.js';
export * from './entities/common.js';
export * from './entities/custom-order.js';
export * from './entities/custom-order-due.js';
export * from './entities/custom-order-form.js';
export * from './entities/discount.js';
export * from './entities/discount-preset.js';
export * from './entities/discount-preset-form.js';
export * from './entities/drawer-event.js';
export * from './entities/drawer-session.js';
export type {
  Actor,
  ChangeContext,
  CreateContext,
  CreateData,
  EntityModule,
  EntityRow,
  EntityRowTypes,
  Outcome,
  OwnFields,
  Refusal,
  SharedColumn,
  SignedApproval,
  UpdateData,
} from './entities/entity-module.js';
export * from './entities/entity-modules.js';
export * from './entities/event.js';
export * from './entities/expense.js';
export * from './entities/mobile-order.js';
export * from './entities/modifier-group.js';
export * from './entities/modifier-group-form.js';
export * from './entities/order-status-rules.js';
export * from './entities/product.js';
export * from './entities/refund.js';
export * from './entities/refund-module.js';
export * from './entities/sale.js';
export * from './entities/shift.js';
export * from './entities/sync-log-entry.js';
export * from './entities/task.js';
export * from './entities/user.js';
export { storedRole } from './entities/user-module.js';
export * from './files.js';
export * from './graphemes.js';
export * from './limits.js';
export * from './money.js';
export * from './network-printers.js';
export * from './permissions.js';
export * from './planner/calendar.js';
export * from './planner/schedule-rules.js';
export * from './planner/task-due.js';
export * from './planner/task-repeat.js';
export * from './planner/zoned-time.js';
export * from './printing/encode-print-document.js';
export * from './printing/print-document.js';
export * from './printing/receipt-document.js';
export * from './product-search.js';
export * from './refund-amounts.js';
export * from './refusal-words.js';
export * from './reports/discounts-report.js';
export * from './reports/expenses-report.js';
export * from './reports/option-figures.js';
export * from './reports/previous-lines.js';
export * from './reports/report-csv.js';
export * from './reports/report-range.js';
export * from './reports/sale-clock.js';
export * from './reports/sales-figures.js';
export * from './reports/sales-report.js';
export * from './routes.js';
export * from './sale-pricing.js';
export * from './sniff-file-type.js';
export * from './storable-text.js';
export * from './store-settings.js';
export * from './sync/actor-proof.js';
export * from './sync/actor-proof-schemas.js';
export * from './sync/describe-mutation.js';
export * from './sync/legacy-fields.js';
export * from './sync/mutation-data.js';
export * from './sync/mutation-permissions.js';
export * from './sync/protocol.js';
export * from './sync/protocol-readers.generated.js';
export * from './user-authority.js';
