/**
 * The server's half of the password rule (the domain's password-rules.ts), applied on every path that sets one:
 * first-admin setup, a new user, a reset, one's own change. The length again, whatever the client checked, and the
 * commonest passwords: zxcvbn-ts's list of about 49,000 passwords ranked by how often they appear in breaches,
 * compared without case ('Password1' is as guessable as 'password1'). The list stays on the server, so the till's
 * first load carries none of it.
 */
import { PASSWORD_MESSAGES, passwordLengthRefusal } from '@cafe/domain';

let commonPasswords: Promise<ReadonlySet<string>> | undefined;

/** Loaded at the first password set, not at start: most runs of the server set none. */
function loadCommonPasswords(): Promise<ReadonlySet<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

/** Why `password` may not be set, in a person's words, or null. */
export async function newPasswordRefusal(password: string): Promise<string | null> {
  const length = passwordLengthRefusal(password);
  if (length) return length;
  const common = await loadCommonPasswords();
  return common.has(password.toLowerCase()) ? PASSWORD_MESSAGES.tooCommon : null;
}
