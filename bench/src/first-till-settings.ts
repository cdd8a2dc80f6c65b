// The first-till bench's settings, from the environment where a run wants other ones (first-till.ts).
export const SCENARIO = 'first-till';
// Twenty, so that the p95 is not simply the slowest sale: of ten samples it is the largest one.
export const SALE_SAMPLES = Number(process.env.BENCH_FIRST_TILL_SALE_SAMPLES ?? 20);
export const HISTORY_MAX_SECONDS = Number(process.env.BENCH_PULL_MAX_SECONDS ?? 300);
// The history is done when a read first sees it so: reads this often put its time within 50 ms of the truth.
export const POLL_MS = 50;
// 'postgres', 'pglite' or both (the default): one of them alone, when only its figures are wanted.
export const DATABASES = (process.env.BENCH_FIRST_TILL_DATABASES ?? 'postgres,pglite').split(',');
