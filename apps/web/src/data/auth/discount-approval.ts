/**
 * A manager's approval of a discount above the store's limit, on the till where it is rung up (issue 33): the
 * manager types their password here, which unlocks the actor key their last online sign-in on this till left
 * wrapped by it (offline-verifier.ts), so it works offline. The key signs the sale's discounts once the sale has its
 * ids (discountApprovalMessage); the server verifies the signature with the manager's registered key.
 */
import { ACTOR_SIGNATURE_ALGORITHM, can, type DiscountApproval, discountApprovalMessage } from '@cafe/domain';
import { toBase64Url } from '../../lib/base64';
import type { ActorSigningKey } from './actor-key';
import { INVALID_CREDENTIALS_ERROR } from './auth-store';
import { offlineVerifier } from './offline-verifier';

export const APPROVAL_MESSAGES = {
  notAManager: 'Only a manager can approve this discount',
  notAManagerForRefund: 'Only a manager can approve this refund',
  noKeyHere: 'That manager has not signed in on this till yet: sign in once while online, then approve',
} as const;

/** A manager who approved, with their key ready to sign the sale; kept in memory only, never stored. */
export interface ManagerApproval {
  approverId: string;
  approverName: string;
  approvedAt: string;
  key: ActorSigningKey;
}

export type ApprovalOutcome = { ok: true; approval: ManagerApproval } | { ok: false; message: string };

/** The manager's approval when `password` is theirs on this till and they may approve, else the words why not. */
export async function approveAsManager(
  email: string,
  password: string,
  now = new Date(),
  subject: 'discount' | 'refund' = 'discount',
): Promise<ApprovalOutcome> {
  const unlocked = await offlineVerifier.unlock(email, password);
  if (!unlocked) return { ok: false, message: INVALID_CREDENTIALS_ERROR };
  // A refund's approver holds the same permission as a discount's (REFUND_APPROVER_PERMISSION).
  if (!can(unlocked.user.role, 'manage_products'))
    return {
      ok: false,
      message: subject === 'refund' ? APPROVAL_MESSAGES.notAManagerForRefund : APPROVAL_MESSAGES.notAManager,
    };
  if (!unlocked.signingKey) return { ok: false, message: APPROVAL_MESSAGES.noKeyHere };
  return {
    ok: true,
    approval: {
      approverId: unlocked.user.id,
      approverName: unlocked.user.name,
      approvedAt: now.toISOString(),
      key: unlocked.signingKey,
    },
  };
}

/** The approval as the sale carries it: the manager's signature over this sale's ids and discounts. */
export function signDiscountApproval(
  approval: ManagerApproval,
  sale: Parameters<typeof discountApprovalMessage>[0],
): Promise<DiscountApproval> {
  return signApproval(approval, discountApprovalMessage(sale, approval));
}

/** The manager's signature over `message` (a discount's or a refund's approval text), as the change carries it. */
export async function signApproval(approval: ManagerApproval, message: string): Promise<DiscountApproval> {
  const signature = await globalThis.crypto.subtle.sign(
    ACTOR_SIGNATURE_ALGORITHM,
    approval.key.privateKey,
    new TextEncoder().encode(message),
  );
  return {
    approverId: approval.approverId,
    keyId: approval.key.keyId,
    signature: toBase64Url(new Uint8Array(signature)),
    approvedAt: approval.approvedAt,
  };
}
