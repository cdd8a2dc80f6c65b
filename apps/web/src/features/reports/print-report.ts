import './reports-print.css';

/**
 * Prints one report (or the whole page of reports): the element is marked as what to print and reports-print.css
 * hides everything else, on A4. The marks are removed once the print dialog closes.
 */
export function printReport(target: HTMLElement): void {
  document.body.classList.add('printing-report');
  target.classList.add('report-print-target');
  const done = () => {
    document.body.classList.remove('printing-report');
    target.classList.remove('report-print-target');
    window.removeEventListener('afterprint', done);
  };
  window.addEventListener('afterprint', done);
  window.print();
  // Browsers whose print() returns only after the dialog closes may never send afterprint: tidy up on the next task.
  setTimeout(done, 0);
}
