import { describe, expect, it } from 'vitest';
import { sniffFileType } from './sniff-file-type.js';

const bytes = (...values: (number | string)[]) =>
  new Uint8Array(
    values.flatMap((value) => (typeof value === 'string' ? [...value].map((c) => c.charCodeAt(0)) : [value])),
  );

describe('sniffFileType', () => {
  it('knows a file by its first bytes', () => {
    expect(sniffFileType(bytes(0xff, 0xd8, 0xff, 0xe1))).toBe('image/jpeg');
    expect(sniffFileType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffFileType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffFileType(bytes('%PDF-1.4'))).toBe('application/pdf');
  });

  it('knows nothing else, however it is named', () => {
    expect(sniffFileType(bytes('<!doctype html>'))).toBeNull();
    expect(sniffFileType(bytes('MZ', 0x90, 0))).toBeNull();
    expect(sniffFileType(bytes(0x7f, 'ELF'))).toBeNull();
    expect(sniffFileType(bytes(0xff, 0xd8))).toBeNull();
    expect(sniffFileType(new Uint8Array())).toBeNull();
  });
});
