/**
 * A receipt printer on a serial port (or a USB-serial adapter), through WebSerial (Chrome and Edge). Only the parts
 * used are typed here: the DOM library has no WebSerial types.
 */

interface SerialPort {
  open(options: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  writable: WritableStream<Uint8Array> | null;
}
interface Serial {
  requestPort(): Promise<SerialPort>;
  getPorts(): Promise<SerialPort[]>;
}

function serial(): Serial | null {
  return 'serial' in navigator ? (navigator as unknown as { serial: Serial }).serial : null;
}

/** Most serial receipt printers ship set to 9600 baud, 8 data bits, no parity. */
const BAUD_RATE = 9600;

export function serialPrintingAvailable(): boolean {
  return serial() !== null;
}

export const SERIAL_WORDS = {
  none: 'No serial printer is chosen on this till. Choose it in Settings › Printer.',
  failed:
    'The serial printer did not take the receipt. Check its cable and that it is switched on, then try again.',
} as const;

/** Asks the person to pick the port (a browser prompt; needs a tap). True when they picked one. */
export async function chooseSerialPrinter(): Promise<boolean> {
  try {
    return Boolean(await serial()?.requestPort());
  } catch {
    return false;
  }
}

/** Sends bytes to the serial port chosen before; the words to show when it could not. */
export async function sendToSerialPrinter(bytes: Uint8Array): Promise<string | null> {
  const [port] = (await serial()?.getPorts()) ?? [];
  if (!port) return SERIAL_WORDS.none;
  try {
    await port.open({ baudRate: BAUD_RATE });
    const writer = port.writable?.getWriter();
    if (!writer) return SERIAL_WORDS.failed;
    await writer.write(bytes);
    writer.releaseLock();
    return null;
  } catch {
    return SERIAL_WORDS.failed;
  } finally {
    await port.close().catch(() => undefined);
  }
}
