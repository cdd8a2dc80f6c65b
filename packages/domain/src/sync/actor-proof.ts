/**
 * Actor proof (docs/security.md, "Who made a change"): every pushed mutation names its actor, and carries a
 * signature that only that actor's key can make. The key pair is made by the browser at each online sign-in;
 * the server registers its public half only once the password has been checked, and the browser keeps the
 * private half wrapped by a key derived from that same password. It is unwrapped (and usable, never readable)
 * only while that user is signed in on the device, so nobody else at a shared till can sign for them.
 *
 * This file is the contract both sides share: the key and signature formats and the exact bytes that are signed.
 * The cryptography itself is WebCrypto in the browser and node:crypto on the server. No zod here, so the sign-in
 * screen can make a key without loading it; the schemas are in actor-proof-schemas.ts.
 */
/** ECDSA over P-256 with SHA-256: in every browser's WebCrypto and in node:crypto. */
export const ACTOR_KEY_ALGORITHM = { name: 'ECDSA', namedCurve: 'P-256' } as const;
export const ACTOR_SIGNATURE_ALGORITHM = { name: 'ECDSA', hash: 'SHA-256' } as const;

/** The base64url the proof's keys, ids and signatures travel in (schemas in actor-proof-schemas.ts). */
export interface MutationProof {
  keyId: string;
  signature: string;
}

/** What a signature covers: who did what to which row, with what data, when (by their device's clock). */
export interface ProvenMutation {
  entity: string;
  action: string;
  data: unknown;
  actorId: string;
  clientTime: string;
}

/** Separates these signatures from anything else the same key could ever sign. */
const PROOF_CONTEXT = 'cafe-pos mutation v1';

/**
 * The exact text a mutation's signature is made over: JSON with every object's keys sorted, so the server
 * rebuilds the same bytes from the JSON it parsed. Not covered: the mutationId (the device may renumber its
 * queue after re-registering) and the baseVersion (the sync engine raises it when it rebases a later edit on the
 * device's own earlier one); neither says who made the change or what it changes.
 * Throws (a RangeError) on data nested too deeply to serialise; a caller treats that as an unprovable mutation.
 */
export function mutationProofMessage(mutation: ProvenMutation): string {
  const { entity, action, data, actorId, clientTime } = mutation;
  return JSON.stringify([PROOF_CONTEXT, entity, action, actorId, clientTime, data], sortedKeys);
}

function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  // Object.fromEntries defines own properties, so even a '__proto__' key is kept as data, not as a prototype.
  return Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
}
