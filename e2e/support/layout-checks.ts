import { expect, type Locator, type Page } from '@playwright/test';

/**
 * The layout rules every screen keeps at every width (issue 31): the page never scrolls sideways, no part of it hides
 * content behind a sideways scroll nothing hints at, no two pieces of text are drawn over each other, and what a
 * cashier taps is at least 44 px each way. Each check reads the page as drawn and fails with what broke and where.
 */

/** The smallest target a wet finger hits reliably (WCAG 2.5.5, Apple's and Material's guidance). */
export const TOUCH_TARGET_PX = 44;

/** The page as a whole is no wider than the window. */
export async function expectNoSidewaysScroll(page: Page, where: string): Promise<void> {
  const widths = await page.evaluate(() => ({
    page: document.documentElement.scrollWidth,
    window: document.documentElement.clientWidth,
  }));
  expect(
    widths.page,
    `${where}: the page is ${widths.page} px wide in a ${widths.window} px window`,
  ).toBeLessThanOrEqual(widths.window);
}

/**
 * No box inside `within` scrolls sideways unless it says it does on purpose (`data-scrolls-sideways`, which the
 * component pairs with a visible hint): a table that hides its last columns this way is the bug, not a layout.
 */
export async function expectNoHiddenSidewaysScroll(within: Locator, where: string): Promise<void> {
  const hidden = await within.evaluate((root) => {
    const found: string[] = [];
    for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      const overflowX = getComputedStyle(element).overflowX;
      if (overflowX !== 'auto' && overflowX !== 'scroll') continue;
      if (element.closest('[data-scrolls-sideways]')) continue;
      const label = element.getAttribute('aria-label') ?? element.textContent?.trim().slice(0, 60) ?? '';
      found.push(
        `<${element.tagName.toLowerCase()}> ${element.scrollWidth} px in ${element.clientWidth} px: "${label}"`,
      );
    }
    return found;
  });
  expect(hidden, `${where}: content hidden behind a sideways scroll`).toEqual([]);
}

/**
 * No two pieces of text inside `within` overlap. Each text node's boxes are cut to what its clipping ancestors show
 * (an ellipsis, a scroll box), so a truncated name is judged by what is on screen; invisible text (screen-reader
 * only, hidden, transparent) is left out. Two boxes count as overlapping when they share more than 2 px each way.
 */
export async function expectNoOverlappingText(within: Locator, where: string): Promise<void> {
  const overlaps = await within.evaluate((root) => {
    interface Box {
      left: number;
      top: number;
      right: number;
      bottom: number;
      text: string;
      node: Text;
      /** Inside a fixed bar (the phone's sale bar): drawn over the page on purpose, over an opaque background. */
      floating: boolean;
    }
    const isFloating = (element: Element): boolean => {
      for (let parent: Element | null = element; parent; parent = parent.parentElement) {
        if (getComputedStyle(parent).position === 'fixed') return true;
      }
      return false;
    };
    const visibleBox = (element: Element, rect: DOMRect): Omit<Box, 'text' | 'node' | 'floating'> | null => {
      let box = { left: rect.left, top: rect.top, right: rect.right, bottom: rect.bottom };
      for (let parent: Element | null = element; parent; parent = parent.parentElement) {
        const style = getComputedStyle(parent);
        if (style.visibility === 'hidden' || style.display === 'none' || Number(style.opacity) === 0)
          return null;
        const clips =
          style.overflowX !== 'visible' || style.overflowY !== 'visible' || style.clipPath !== 'none';
        if (!clips) continue;
        const clip = parent.getBoundingClientRect();
        box = {
          left: Math.max(box.left, clip.left),
          top: Math.max(box.top, clip.top),
          right: Math.min(box.right, clip.right),
          bottom: Math.min(box.bottom, clip.bottom),
        };
        if (box.right - box.left <= 1 || box.bottom - box.top <= 1) return null;
      }
      return box;
    };
    const boxes: Box[] = [];
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim() ?? '';
      const parent = node.parentElement;
      // A chart's fallback content (inside its canvas) is read by screen readers, never drawn.
      if (!text || !parent || parent.closest('canvas')) continue;
      // What a closed <details> holds is not drawn, though the browser still measures it.
      if (parent.closest('details:not([open])') && !parent.closest('summary')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      for (const rect of Array.from(range.getClientRects())) {
        if (rect.width <= 1 || rect.height <= 1) continue;
        const box = visibleBox(parent, rect);
        if (box) boxes.push({ ...box, text, node: node as Text, floating: isFloating(parent) });
      }
    }
    const found: string[] = [];
    for (let a = 0; a < boxes.length && found.length < 10; a += 1) {
      for (let b = a + 1; b < boxes.length; b += 1) {
        const one = boxes[a] as Box;
        const other = boxes[b] as Box;
        if (one.node === other.node || one.floating !== other.floating) continue;
        const wide = Math.min(one.right, other.right) - Math.max(one.left, other.left);
        const high = Math.min(one.bottom, other.bottom) - Math.max(one.top, other.top);
        if (wide > 2 && high > 2) {
          found.push(
            `"${one.text.slice(0, 40)}" overlaps "${other.text.slice(0, 40)}" (${wide.toFixed(0)}×${high.toFixed(0)} px)`,
          );
          if (found.length >= 10) break;
        }
      }
    }
    return found;
  });
  expect(overlaps, `${where}: text drawn over other text`).toEqual([]);
}

/** Every control inside `within` that a finger may tap is at least TOUCH_TARGET_PX each way. */
export async function expectTouchSizedControls(within: Locator, where: string): Promise<void> {
  const small = await within.evaluate((root, minimum) => {
    const found: string[] = [];
    const controls = root.querySelectorAll<HTMLElement>(
      'button, a[href], input:not([type=hidden]), select, textarea, [role=button], [role=tab], [role=checkbox], [role=switch]',
    );
    for (const control of Array.from(controls)) {
      const rect = control.getBoundingClientRect();
      if (rect.width === 0 && rect.height === 0) continue; // not drawn (closed, display: none)
      if (getComputedStyle(control).visibility === 'hidden') continue;
      if (rect.width + 0.5 >= minimum && rect.height + 0.5 >= minimum) continue;
      const name =
        control.getAttribute('aria-label') ??
        control.textContent?.trim().slice(0, 40) ??
        control.tagName.toLowerCase();
      found.push(`"${name}" is ${rect.width.toFixed(0)}×${rect.height.toFixed(0)} px`);
    }
    return found;
  }, TOUCH_TARGET_PX);
  expect(small, `${where}: controls under ${TOUCH_TARGET_PX} px`).toEqual([]);
}

/** The element is drawn wholly inside the window: nothing to scroll to before it can be tapped. */
export async function expectInsideViewport(target: Locator, where: string): Promise<void> {
  await expect(target, `${where}: shown`).toBeVisible();
  const box = await target.boundingBox();
  const viewport = target.page().viewportSize();
  expect(box, `${where}: has a box`).not.toBeNull();
  expect(viewport).not.toBeNull();
  if (!box || !viewport) return;
  const inside =
    box.x >= 0 &&
    box.y >= 0 &&
    box.x + box.width <= viewport.width + 0.5 &&
    box.y + box.height <= viewport.height + 0.5;
  expect(
    inside,
    `${where}: drawn at ${box.x.toFixed(0)},${box.y.toFixed(0)} ${box.width.toFixed(0)}×${box.height.toFixed(0)} in a ${viewport.width}×${viewport.height} window`,
  ).toBe(true);
}
