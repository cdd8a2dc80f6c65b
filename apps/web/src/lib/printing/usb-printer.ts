/**
 * A receipt printer on the till's USB port, through WebUSB (Chrome and Edge; not Safari or Firefox). Only the parts
 * used are typed here: the DOM library has no WebUSB types.
 */

interface UsbEndpoint {
  direction: 'in' | 'out';
  type: 'bulk' | 'interrupt' | 'isochronous';
  endpointNumber: number;
}
interface UsbInterface {
  interfaceNumber: number;
  alternate: { endpoints: UsbEndpoint[] };
}
interface UsbDevice {
  productName?: string;
  configuration: { interfaces: UsbInterface[] } | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(value: number): Promise<void>;
  claimInterface(value: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array<ArrayBuffer>): Promise<{ status: string }>;
}
interface Usb {
  requestDevice(options: { filters: object[] }): Promise<UsbDevice>;
  getDevices(): Promise<UsbDevice[]>;
}

function usb(): Usb | null {
  return 'usb' in navigator ? (navigator as unknown as { usb: Usb }).usb : null;
}

export function usbPrintingAvailable(): boolean {
  return usb() !== null;
}

export const USB_WORDS = {
  none: 'No USB printer is chosen on this till. Choose it in Settings › Printer.',
  failed: 'The USB printer did not take the receipt. Check it is plugged in and switched on, then try again.',
} as const;

/** Asks the person to pick the printer (a browser prompt; needs a tap). Its name, or null when they cancelled. */
export async function chooseUsbPrinter(): Promise<string | null> {
  try {
    const device = await usb()?.requestDevice({ filters: [] });
    return device ? (device.productName ?? 'USB printer') : null;
  } catch {
    return null;
  }
}

/** Sends bytes to the USB printer chosen before; the words to show when it could not. */
export async function sendToUsbPrinter(bytes: Uint8Array<ArrayBuffer>): Promise<string | null> {
  const [device] = (await usb()?.getDevices()) ?? [];
  if (!device) return USB_WORDS.none;
  try {
    await device.open();
    if (!device.configuration) await device.selectConfiguration(1);
    // The printer's interface is the one with a bulk OUT endpoint.
    const found = device.configuration?.interfaces
      .map((face) => ({
        face,
        out: face.alternate.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk'),
      }))
      .find((candidate) => candidate.out);
    if (!found?.out) return USB_WORDS.failed;
    await device.claimInterface(found.face.interfaceNumber);
    const result = await device.transferOut(found.out.endpointNumber, bytes);
    return result.status === 'ok' ? null : USB_WORDS.failed;
  } catch {
    return USB_WORDS.failed;
  } finally {
    await device.close().catch(() => undefined);
  }
}
