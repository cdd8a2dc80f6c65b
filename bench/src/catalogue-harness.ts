// Timing probes for issue 12's Products rows, installed before the app's scripts like page-harness.ts (a string:
// tsx would inject helpers the page lacks). Times are performance.now() in the page; `epoch` adds timeOrigin so
// two browsers on one machine can be compared (the availability row).

declare global {
  interface Window {
    __catalogue?: {
      /** List search: the keystroke's input event, the list changed and laid out, the next frame's start. */
      inputAt?: number;
      listAt?: number;
      frameAt?: number;
      /** CSV import: file chosen, preview ready, Import clicked, success message shown. */
      fileAt?: number;
      planAt?: number;
      confirmAt?: number;
      doneAt?: number;
      /** Two tills: when an availability switch was clicked (till A), when a card's disabled state flipped (B). */
      toggledAt?: number;
      watchCard?: string;
      /** The card's disabled state B should reach: the flip is timed when a mutation leaves it so. */
      watchDisabled?: boolean;
      cardFlippedAt?: number;
    };
  }
}

export const CATALOGUE_HARNESS = `(() => {
  const probe = {};
  window.__catalogue = probe;
  const epoch = () => performance.timeOrigin + performance.now();
  document.addEventListener('input', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'search') { probe.inputAt = performance.now(); probe.listAt = undefined; probe.frameAt = undefined; }
  }, true);
  document.addEventListener('change', (event) => {
    const target = event.target;
    if (target instanceof HTMLInputElement && target.type === 'file') { probe.fileAt = performance.now(); probe.planAt = undefined; probe.confirmAt = undefined; probe.doneAt = undefined; }
  }, true);
  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target ? target.closest('button') : null;
    if (!button) return;
    if (button.getAttribute('role') === 'switch') probe.toggledAt = epoch();
    if (button.closest('[role="dialog"]') && /^Import \\d/.test(button.textContent.trim())) probe.confirmAt = performance.now();
  }, true);
  const importButtonShown = () => Array.from(document.querySelectorAll('[role="dialog"] button'))
    .some((button) => /^Import \\d/.test(button.textContent.trim()));
  const importDone = () => Array.from(document.querySelectorAll('[role="status"]'))
    .some((status) => status.textContent.includes('Import complete'));
  const observer = new MutationObserver((mutations) => {
    const now = performance.now();
    if (probe.inputAt !== undefined && probe.listAt === undefined) {
      const changed = mutations.some((m) => {
        const node = m.target instanceof Element ? m.target : m.target.parentElement;
        return node && !node.closest('input') && node.closest('main') && (m.type === 'childList' || m.type === 'characterData');
      });
      if (changed) {
        void document.body.offsetHeight;
        probe.listAt = performance.now();
        const marked = probe.inputAt;
        requestAnimationFrame(() => { if (probe.inputAt === marked && probe.frameAt === undefined) probe.frameAt = performance.now(); });
      }
    }
    if (probe.fileAt !== undefined && probe.planAt === undefined && importButtonShown()) probe.planAt = now;
    if (probe.confirmAt !== undefined && probe.doneAt === undefined && importDone()) probe.doneAt = now;
    if (probe.watchCard !== undefined && probe.cardFlippedAt === undefined) {
      const flipped = mutations.some((m) => m.type === 'attributes' && m.attributeName === 'disabled'
        && m.target instanceof HTMLButtonElement && m.target.textContent.startsWith(probe.watchCard)
        && m.target.disabled === probe.watchDisabled);
      if (flipped) probe.cardFlippedAt = epoch();
    }
  });
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})();`;
