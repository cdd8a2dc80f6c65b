import { connect } from 'node:net';

/** How long a printer may take to accept a connection and the bytes before the till is told it did not answer. */
export const PRINTER_TIMEOUT_MS = 5000;

export interface PrinterAddress {
  host: string;
  port: number;
}

/** Sends bytes to a printer over raw TCP; a `SendToPrinter` in tests may stand in for it. */
export type SendToPrinter = (address: PrinterAddress, bytes: Uint8Array) => Promise<boolean>;

/**
 * Raw TCP printing: connect, write the job, close. True once the printer has taken every byte and the connection
 * closed cleanly; false when it refused, went silent past the timeout or dropped the connection. Never throws: a
 * printer that is off is an everyday event, answered with words, not a server fault.
 */
export function sendToPrinter(
  address: PrinterAddress,
  bytes: Uint8Array,
  timeoutMs: number = PRINTER_TIMEOUT_MS,
): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: address.host, port: address.port });
    let settled = false;
    const settle = (printed: boolean) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      resolve(printed);
    };
    // One deadline for the whole job (connecting, writing, closing): socket.setTimeout only counts idle time.
    const timer = setTimeout(() => settle(false), timeoutMs);
    socket.once('error', () => settle(false));
    socket.once('connect', () => {
      socket.end(bytes, () => settle(true));
    });
  });
}
