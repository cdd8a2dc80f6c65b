/**
 * A decoder for exactly the ESC/POS commands the till's receipts send (init, code page, font, align, bold, size, QR,
 * drawer pulse, cut) and nothing else: a byte sequence it does not know fails the test, so a receipt that starts
 * sending something new is noticed. The loopback printer of the printing tests reads what it received through it.
 */

const ESC = 0x1b;
const GS = 0x1d;
const FS = 0x1c;
const LF = 0x0a;
const CR = 0x0d;

export interface DecodedLine {
  text: string;
  /** Some of the line's characters were printed bold. */
  bold: boolean;
  /** The largest character size on the line (1 = normal, 2 = double). */
  width: number;
  height: number;
}

export interface DecodedPulse {
  pin: number;
  onMs: number;
  offMs: number;
}

export interface DecodedReceipt {
  initialized: boolean;
  codepages: number[];
  lines: DecodedLine[];
  /** The data of each QR code printed, in order. */
  qrCodes: string[];
  pulses: DecodedPulse[];
  cuts: ('full' | 'partial')[];
}

class Reader {
  index = 0;
  constructor(private readonly bytes: Uint8Array) {}
  get done() {
    return this.index >= this.bytes.length;
  }
  next(): number {
    const byte = this.bytes[this.index];
    if (byte === undefined) throw new Error('The print job ended in the middle of a command');
    this.index += 1;
    return byte;
  }
  take(count: number): Uint8Array {
    if (this.index + count > this.bytes.length)
      throw new Error('The print job ended in the middle of a command');
    const slice = this.bytes.subarray(this.index, this.index + count);
    this.index += count;
    return slice;
  }
}

function hex(...bytes: number[]): string {
  return bytes.map((byte) => byte.toString(16).padStart(2, '0')).join(' ');
}

/** Decodes one print job's bytes into its lines and commands; throws on any command the receipts do not send. */
export function decodeEscPos(bytes: Uint8Array): DecodedReceipt {
  const reader = new Reader(bytes);
  const receipt: DecodedReceipt = {
    initialized: false,
    codepages: [],
    lines: [],
    qrCodes: [],
    pulses: [],
    cuts: [],
  };
  let bold = false;
  let size = { width: 1, height: 1 };
  let line: DecodedLine = { text: '', bold: false, width: 1, height: 1 };
  let pendingQr = '';

  const endLine = () => {
    receipt.lines.push(line);
    line = { text: '', bold: false, width: 1, height: 1 };
  };

  while (!reader.done) {
    const byte = reader.next();
    if (byte === LF) {
      endLine();
    } else if (byte === CR) {
      // The encoder ends lines with "\n\r"; the carriage return adds nothing.
    } else if (byte === ESC) {
      const command = reader.next();
      if (command === 0x40)
        receipt.initialized = true; // ESC @
      else if (command === 0x45)
        bold = reader.next() === 1; // ESC E n
      else if (command === 0x4d)
        reader.next(); // ESC M n: font A
      else if (command === 0x61)
        reader.next(); // ESC a n: alignment (centred text also arrives padded)
      else if (command === 0x74)
        receipt.codepages.push(reader.next()); // ESC t n
      else if (command === 0x70) {
        // ESC p m t1 t2: the drawer kick; t1 and t2 count 2 ms steps.
        const [pin = 0, on = 0, off = 0] = reader.take(3);
        receipt.pulses.push({ pin, onMs: on * 2, offMs: off * 2 });
      } else throw new Error(`Unexpected command ESC ${hex(command)}`);
    } else if (byte === FS) {
      const command = reader.next();
      if (command !== 0x2e) throw new Error(`Unexpected command FS ${hex(command)}`); // FS .: no Kanji mode
    } else if (byte === GS) {
      const command = reader.next();
      if (command === 0x21) {
        // GS ! n: the high nibble is the width − 1, the low nibble the height − 1.
        const n = reader.next();
        size = { width: (n >> 4) + 1, height: (n & 0x0f) + 1 };
      } else if (command === 0x56) {
        // GS V m [n]: 0/48 full, 1/49 partial; 65/66 feed n lines first.
        const mode = reader.next();
        if (mode === 65 || mode === 66) reader.next();
        receipt.cuts.push(mode === 0 || mode === 48 || mode === 65 ? 'full' : 'partial');
      } else if (command === 0x28) {
        // GS ( k pL pH cn fn data: a 2D symbol's function; only QR (cn 49) is sent.
        if (reader.next() !== 0x6b) throw new Error('Unexpected command GS ( (not k)');
        const length = reader.next() + reader.next() * 256;
        const body = reader.take(length);
        if (body[0] !== 49) throw new Error(`Unexpected 2D symbol ${hex(body[0] ?? 0)}`);
        if (body[1] === 0x50) pendingQr = new TextDecoder('latin1').decode(body.subarray(3)); // store data
        if (body[1] === 0x51) receipt.qrCodes.push(pendingQr); // print it
      } else throw new Error(`Unexpected command GS ${hex(command)}`);
    } else if (byte < 0x20) {
      throw new Error(`Unexpected control byte ${hex(byte)}`);
    } else {
      line.text += String.fromCharCode(byte);
      if (byte !== 0x20) {
        line.bold ||= bold;
        line.width = Math.max(line.width, size.width);
        line.height = Math.max(line.height, size.height);
      }
    }
  }
  if (line.text !== '') endLine();
  return receipt;
}

/** The receipt's printed lines as text, without the padding that centres or right-aligns them; blank lines left out. */
export function printedText(receipt: DecodedReceipt): string[] {
  return receipt.lines.map((line) => line.text.trim()).filter((text) => text !== '');
}
