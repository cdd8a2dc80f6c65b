import { fitRow, PAPER_COLUMNS, type PaperWidth, type PrintDocument } from './print-document.js';

/**
 * The parts of @point-of-sale/receipt-printer-encoder this module uses. The caller passes the class in, so the domain
 * names no printer library and the till loads it only when it prints (it is not in New Sale's first load).
 */
export interface EscPosEncoder {
  initialize(): EscPosEncoder;
  codepage(codepage: 'auto' | 'cp437' | 'cp858'): EscPosEncoder;
  align(value: 'left' | 'center' | 'right'): EscPosEncoder;
  bold(value?: boolean): EscPosEncoder;
  size(width: number, height?: number): EscPosEncoder;
  line(value: string): EscPosEncoder;
  qrcode(value: string, model?: number, size?: number, errorlevel?: string): EscPosEncoder;
  pulse(device?: number, on?: number, off?: number): EscPosEncoder;
  cut(value?: 'full' | 'partial'): EscPosEncoder;
  encode(): Uint8Array;
}

export type EscPosEncoderClass = new (options: {
  language: 'esc-pos';
  columns: number;
  feedBeforeCut: number;
}) => EscPosEncoder;

export interface EncodeOptions {
  paperWidth: PaperWidth;
}

/**
 * The document as ESC/POS bytes for `paperWidth` paper: code page 858 (Latin-1 and the euro sign), its text blocks,
 * rows padded to the line, a QR code, then the drawer kick (pin 2, 100 ms) and a partial cut.
 */
export function encodePrintDocument(
  Encoder: EscPosEncoderClass,
  document: PrintDocument,
  options: EncodeOptions,
): Uint8Array {
  const columns = PAPER_COLUMNS[options.paperWidth];
  const encoder = new Encoder({ language: 'esc-pos', columns, feedBeforeCut: document.cut ? 4 : 0 });
  encoder.initialize().codepage('cp858');
  for (const block of document.blocks) {
    if (block.kind === 'separator') {
      encoder.line('-'.repeat(columns));
    } else if (block.kind === 'qr') {
      encoder.align('center').qrcode(block.data, 2, 6, 'm').align('left');
    } else if (block.kind === 'row') {
      encoder
        .bold(block.bold ?? false)
        .line(fitRow(block.left, block.right, columns))
        .bold(false);
    } else {
      const size = block.size ?? 1;
      encoder
        .align(block.align ?? 'left')
        .bold(block.bold ?? false)
        .size(size, size)
        .line(block.text)
        .size(1, 1)
        .bold(false)
        .align('left');
    }
  }
  if (document.openDrawer) encoder.pulse(0, 100, 500);
  if (document.cut) encoder.cut('partial');
  return encoder.encode();
}
