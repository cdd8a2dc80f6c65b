import type { Row } from './table';

export type Budgets = Record<string, number>;

export interface BenchContext {
  budgets: Budgets;
  /** A budget from budgets.json; missing means "report without a budget". */
  budget(key: string): number | null;
  log(message: string): void;
}

export interface Scenario {
  name: string;
  /** Which issue's deliverable this measures, for the help text. */
  description: string;
  run(context: BenchContext): Promise<Row[]>;
}
