import './reports-print.css';

const PRINTING = 'printing-report';
const TARGET = 'report-print-target';

/** Clears the marks of an earlier print, so only one report is ever marked. */
function unmark(): void {
  document.body.classList.remove(PRINTING);
  for (const marked of document.querySelectorAll(`.${TARGET}`)) marked.classList.remove(TARGET);
}

/**
 * Prints one report (or the whole page of reports): the element is marked as what to print and reports-print.css
 * hides everything else, on A4. The marks change nothing on screen, so they may outlive the print dialog: they go
 * when it sends afterprint, or — in browsers that never send it — as soon as the user touches the page again.
 */
export function printReport(target: HTMLElement): void {
  unmark();
  document.body.classList.add(PRINTING);
  target.classList.add(TARGET);
  const done = () => {
    unmark();
    for (const event of ['afterprint', 'pointerdown', 'keydown'] as const) {
      window.removeEventListener(event, done, true);
    }
  };
  for (const event of ['afterprint', 'pointerdown', 'keydown'] as const) {
    window.addEventListener(event, done, true);
  }
  window.print();
}
