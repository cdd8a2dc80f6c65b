/**
 * The orders' status machines (issue 35, part 6), zod-free so the till's first load and the server's push both carry
 * them. An order only moves forward one step at a time, or is cancelled before it is done; once completed, picked up
 * or cancelled it is final. The server checks every pushed move with these (the entity modules' refuseUpdate), and
 * the till draws only the buttons they allow.
 */
import { CUSTOM_ORDER_STATUS_LABELS, type CustomOrderStatus } from './custom-order-rules.js';
import { MOBILE_ORDER_STATUS_LABELS, type MobileOrderStatus } from './mobile-order-rules.js';

/** Where an order at each status may go next: the forward step first, then cancelling. Empty: final. */
export const CUSTOM_ORDER_MOVES: Readonly<Record<CustomOrderStatus, readonly CustomOrderStatus[]>> = {
  pending: ['in_progress', 'cancelled'],
  in_progress: ['ready', 'cancelled'],
  ready: ['completed', 'cancelled'],
  completed: [],
  cancelled: [],
};

export const MOBILE_ORDER_MOVES: Readonly<Record<MobileOrderStatus, readonly MobileOrderStatus[]>> = {
  new: ['preparing', 'cancelled'],
  preparing: ['ready', 'cancelled'],
  ready: ['picked_up', 'cancelled'],
  picked_up: [],
  cancelled: [],
};

interface StatusMachine<S extends string> {
  moves: Readonly<Record<S, readonly S[]>>;
  labels: Readonly<Record<S, string>>;
}

const CUSTOM_MACHINE: StatusMachine<CustomOrderStatus> = {
  moves: CUSTOM_ORDER_MOVES,
  labels: CUSTOM_ORDER_STATUS_LABELS,
};
const MOBILE_MACHINE: StatusMachine<MobileOrderStatus> = {
  moves: MOBILE_ORDER_MOVES,
  labels: MOBILE_ORDER_STATUS_LABELS,
};

const lower = (label: string) => label.toLowerCase();

/**
 * Why an order at `from` cannot move to `to`, in a person's words, or null when it may. Staying where it is is no
 * move (a replayed change, or two tills making the same move), so it is never refused.
 */
function moveRefusal<S extends string>(machine: StatusMachine<S>, from: S, to: S): string | null {
  if (from === to) return null;
  const next = machine.moves[from] ?? [];
  if (next.includes(to)) return null;
  const fromLabel = lower(machine.labels[from] ?? from);
  if (next.length === 0) {
    return `This order is already ${fromLabel}, so it can't be changed to ${lower(machine.labels[to] ?? to)}. Make a new order if one is still needed.`;
  }
  const choices = next.map((status) => lower(machine.labels[status])).join(' or ');
  return `This order is ${fromLabel}: it can only be moved on to ${choices}, never back or past a step. Refresh the orders list and try again.`;
}

export const customOrderMoveRefusal = (from: CustomOrderStatus, to: CustomOrderStatus) =>
  moveRefusal(CUSTOM_MACHINE, from, to);
export const mobileOrderMoveRefusal = (from: MobileOrderStatus, to: MobileOrderStatus) =>
  moveRefusal(MOBILE_MACHINE, from, to);

/** Final: no move leaves it. */
export const isCustomOrderFinal = (status: CustomOrderStatus) => CUSTOM_ORDER_MOVES[status].length === 0;
export const isMobileOrderFinal = (status: MobileOrderStatus) => MOBILE_ORDER_MOVES[status].length === 0;

export const CUSTOM_ORDER_PRICE_MESSAGE =
  'Only a manager or an admin can change the price of a custom order. Ask one to change it.';
