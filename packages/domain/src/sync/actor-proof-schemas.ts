/** The zod schemas of actor proof (actor-proof.ts): what a sign-in's key and a mutation's proof must look like. */
import { z } from '../zod.js';
import type { MutationProof } from './actor-proof.js';

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** A P-256 public key as SubjectPublicKeyInfo DER, base64url (91 bytes, 122 characters). */
export const actorPublicKeySchema = z
  .string()
  .check(
    z.maxLength(200, 'The actor key is too long'),
    z.regex(BASE64URL, 'The actor key must be base64url'),
  );

/** A key's id: the sha256 of its SubjectPublicKeyInfo, base64url (43 characters). */
const actorKeyIdSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{43}$/, 'Invalid actor key id'));

export const mutationProofSchema: z.ZodMiniType<MutationProof> = z.object({
  keyId: actorKeyIdSchema,
  /** The raw (IEEE P1363, r ‖ s) ECDSA signature WebCrypto makes, base64url: 64 bytes, 86 characters. */
  signature: z.string().check(z.regex(/^[A-Za-z0-9_-]{86}$/, 'Invalid signature')),
});
