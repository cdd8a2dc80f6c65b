/**
 * A printed document (a receipt; later a refund receipt, a Z report, an order ticket) as a few plain blocks, built
 * once from the data its screen shows and then encoded for whichever printer the till has (encode-print-document.ts).
 * Pure data: no printer language, no paper width.
 */

export type PrintAlign = 'left' | 'center' | 'right';

export type PrintBlock =
  /** A line of text; longer text wraps at the paper's width. `size` 2 is double width and height. */
  | { kind: 'text'; text: string; align?: PrintAlign; bold?: boolean; size?: 1 | 2 }
  /** A name on the left and an amount on the right ("2 × Latte ........ $9.00"). */
  | { kind: 'row'; left: string; right: string; bold?: boolean }
  | { kind: 'separator' }
  | { kind: 'qr'; data: string };

export interface PrintDocument {
  blocks: PrintBlock[];
  /** Cut the paper after the document (every receipt; not a drawer-only job). */
  cut: boolean;
  /** Kick the cash drawer open (ESC p): a cash payment, a cash refund, "no sale". */
  openDrawer: boolean;
}

/** Receipt paper widths and the characters a line holds in the printer's normal font. */
export const PAPER_WIDTHS = [58, 80] as const;
export type PaperWidth = (typeof PAPER_WIDTHS)[number];
export const PAPER_COLUMNS: Record<PaperWidth, number> = { 58: 32, 80: 48 };

/** A document that only opens the drawer: nothing printed, no paper cut. */
export const DRAWER_ONLY_DOCUMENT: PrintDocument = { blocks: [], cut: false, openDrawer: true };

/** The document as plain lines of `columns` characters: what a test or a screen preview reads. */
export function documentLines(document: PrintDocument, columns: number): string[] {
  return document.blocks.flatMap((block): string[] => {
    if (block.kind === 'separator') return ['-'.repeat(columns)];
    if (block.kind === 'qr') return [`[QR ${block.data}]`];
    if (block.kind === 'row') return [fitRow(block.left, block.right, columns)];
    return [block.text];
  });
}

/** `left` and `right` on one line of `columns`, the left cut short with '…' when both do not fit. */
export function fitRow(left: string, right: string, columns: number): string {
  const room = columns - right.length - 1;
  const shown = left.length > room ? `${left.slice(0, Math.max(0, room - 1))}…` : left;
  return `${shown}${' '.repeat(Math.max(1, columns - shown.length - right.length))}${right}`;
}
