/** Bytes that are what their names say, and bytes that only pretend, for the receipt tests. */
const bytes = (...parts: (number[] | string)[]) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((char) => char.charCodeAt(0)) : part)),
  );

export const PNG_BYTES = bytes([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 'a receipt photo');
export const JPEG_BYTES = bytes([0xff, 0xd8, 0xff, 0xe0], 'a camera photo');
export const PDF_BYTES = bytes('%PDF-1.7\n1 0 obj << >> endobj\n%%EOF');
/** `sha256sum` of PDF_BYTES, worked out apart from the code under test. */
export const PDF_SHA256 = '6b00f5b2f358cbf48f4dd9839fb1d16356a58e8a424c284754416eb210492760';
export const HTML_BYTES = bytes('<!doctype html><script>alert(1)</script>');
/** A Windows program's first bytes. */
export const EXE_BYTES = bytes('MZ', [0x90, 0x00, 0x03]);

export function fileOf(content: Uint8Array, name: string, type = ''): File {
  return new File([content as Uint8Array<ArrayBuffer>], name, { type });
}
