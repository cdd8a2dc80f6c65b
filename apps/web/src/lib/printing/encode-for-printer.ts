import {
  type EscPosEncoderClass,
  encodePrintDocument,
  type PaperWidth,
  type PrintDocument,
} from '@cafe/domain';

/**
 * The document as ESC/POS bytes. The encoder library (~100 KB) is fetched on the first print, never with New Sale's
 * first load; after that it is in memory.
 */
export async function encodeForPrinter(
  document: PrintDocument,
  paperWidth: PaperWidth,
): Promise<Uint8Array<ArrayBuffer>> {
  const library = await import('@point-of-sale/receipt-printer-encoder');
  const Encoder = library.default as unknown as EscPosEncoderClass;
  return encodePrintDocument(Encoder, document, { paperWidth }) as Uint8Array<ArrayBuffer>;
}
