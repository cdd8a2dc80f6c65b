/**
 * Every way the server can refuse a pushed change or a request, in words for the person who sees it: what happened
 * and what to do about it, chosen by who they are. A staff member is told to ask a manager, a manager to ask an
 * admin; an admin, who has nobody to ask, is told what they can do themselves. The server's own message and any
 * code stay out of the sentence: at most a message written for people is shown beside it (`wordsForPeople`).
 */
import type { Role } from './permissions.js';
import { REJECTION_REASONS, SERVER_ERROR_CODES, SYNC_AUTH_ERROR_CODES } from './sync/protocol-rules.js';

/**
 * What an HTTP answer without a `code` means for a person: by its status (docs/sync-protocol.md), or no answer at all.
 * `unreachable`: no answer, or a gateway saying the server is down; `unreadable`: a 2xx body this app can't read.
 */
const HTTP_REFUSALS = [
  'bad_request',
  'not_allowed',
  'missing',
  'conflict',
  'too_large',
  'app_too_old',
  'too_many_attempts',
  'server_error',
  'unreachable',
  'unreadable',
] as const;

/** Every refusal: a pushed change's reason, a request's error code, or what an HTTP status says. */
export const REFUSALS = [
  ...REJECTION_REASONS,
  ...SYNC_AUTH_ERROR_CODES,
  ...SERVER_ERROR_CODES,
  ...HTTP_REFUSALS,
] as const;
export type Refusal = (typeof REFUSALS)[number];

/** Who reads the sentence; `null` before anyone has signed in (the sign-in and set-up screens). */
export type Reader = Role | null;

interface RefusalWords {
  /** What happened. */
  what: string;
  /** What to do: one sentence for everyone, or one per reader. */
  todo: string | Readonly<Record<Role | 'nobody', string>>;
}

/** Said to whoever can't do it themselves: who they can ask. */
const askUp = (staff: string, manager: string, admin: string, nobody: string) => ({
  staff,
  manager,
  admin,
  nobody,
});

export const REFUSAL_WORDS: Readonly<Record<Refusal, RefusalWords>> = Object.freeze({
  // A pushed change's reasons (docs/sync-protocol.md, Push, steps 5–9).
  forbidden: {
    what: "This change wasn't saved: your role doesn't allow it, or it breaks one of the store's rules.",
    todo: askUp(
      'Ask a manager to make it if it still needs doing.',
      'Ask an admin to make it if it still needs doing.',
      'Check the reason below, then make the change again in a way the rule allows.',
      'Sign in as someone who may make it.',
    ),
  },
  invalid: {
    what: "This change wasn't saved: something in it isn't allowed.",
    todo: 'Check the reason below, correct it and make the change again.',
  },
  unknown_actor: {
    what: "This change wasn't saved: the server couldn't confirm who made it on this till.",
    todo: 'Sign in again while online, then make the change again.',
  },
  not_found: {
    what: "This change wasn't saved: what it changes no longer exists (it was deleted on another device).",
    todo: 'If you still need it, add it again.',
  },
  immutable: {
    what: "This change wasn't saved: a record like this can't be changed once it's stored.",
    todo: askUp(
      'Ask a manager if it needs correcting.',
      'Record a new entry that corrects it instead.',
      'Record a new entry that corrects it instead.',
      'Record a new entry that corrects it instead.',
    ),
  },
  // A request's codes.
  signed_out: {
    what: "You're signed out.",
    todo: 'Sign in again to carry on; nothing on this till is lost.',
  },
  device_unknown: {
    what: "The server doesn't know this till any more.",
    todo: 'Sign in again while online to register it; its unsent changes are kept and sent then.',
  },
  device_revoked: {
    what: 'This till was revoked, so it no longer syncs.',
    todo: 'Sign in again while online to use it; its unsent changes are kept and sent then.',
  },
  database_unavailable: {
    what: "The server can't reach its database right now.",
    todo: 'Try again in a moment; this till keeps its changes and sends them once it is back.',
  },
  storage_full: {
    what: 'The server has no room left for files.',
    todo: askUp(
      'Ask a manager to have space freed on the server.',
      'Ask an admin to free space on the server.',
      "Free space on the server's disk or raise its file limit, then try again.",
      'Ask the person who runs the server to free space.',
    ),
  },
  disk_nearly_full: {
    what: "The server's disk is nearly full.",
    todo: askUp(
      'Tell a manager.',
      'Tell an admin.',
      "Free space on the server's disk before it stops saving.",
      'Tell the person who runs the server.',
    ),
  },
  // What a status says when the answer has no code.
  bad_request: {
    what: "The server couldn't accept what was sent.",
    todo: 'Check what you entered and try again; if it keeps happening, reload the app.',
  },
  not_allowed: {
    what: "Your role doesn't allow this.",
    todo: askUp(
      'Ask a manager to do it.',
      'Ask an admin to do it.',
      'Sign out and in again, then try once more.',
      'Sign in first.',
    ),
  },
  missing: {
    what: "The server doesn't have this any more; it may have been deleted on another device.",
    todo: 'Go back to the list and try again.',
  },
  conflict: {
    what: 'This was changed elsewhere at the same time.',
    todo: 'Look at it again and repeat your change if it is still needed.',
  },
  too_large: {
    what: 'This is too large to send.',
    todo: 'Use a smaller file, or send fewer things at once.',
  },
  app_too_old: {
    what: 'This app is older than the server.',
    todo: 'Reload the page to update it; nothing on this till is lost.',
  },
  too_many_attempts: {
    what: 'Too many tries in a short time.',
    todo: 'Wait a minute, then try again.',
  },
  server_error: {
    what: 'Something went wrong on the server.',
    todo: askUp(
      'Try again; if it keeps happening, tell a manager.',
      'Try again; if it keeps happening, tell an admin.',
      "Try again; if it keeps happening, look at the server's log.",
      'Try again in a moment.',
    ),
  },
  unreachable: {
    what: "The server can't be reached.",
    todo: 'Check the network and try again; sales keep working without it.',
  },
  unreadable: {
    what: "The server's answer couldn't be read by this app.",
    todo: 'Reload the page and try again.',
  },
});

/** One sentence (two, really): what happened, and what this reader can do about it. */
export function refusalSentence(refusal: Refusal, reader: Reader): string {
  const words = REFUSAL_WORDS[refusal];
  const todo = typeof words.todo === 'string' ? words.todo : words.todo[reader ?? 'nobody'];
  return `${words.what} ${todo}`;
}

function isRefusal(value: unknown): value is Refusal {
  return typeof value === 'string' && (REFUSALS as readonly string[]).includes(value);
}

/**
 * The refusal an HTTP answer stands for: its body's `code` when it names one, else its status. `status` null means
 * no answer arrived at all.
 */
export function refusalOfResponse(status: number | null, code?: unknown): Refusal {
  if (isRefusal(code)) return code;
  if (status === null) return 'unreachable';
  if (status === 401) return 'signed_out';
  if (status === 403) return 'not_allowed';
  if (status === 404) return 'missing';
  if (status === 409) return 'conflict';
  if (status === 413) return 'too_large';
  if (status === 426) return 'app_too_old';
  if (status === 429) return 'too_many_attempts';
  if (status === 502 || status === 503 || status === 504) return 'unreachable';
  if (status >= 500) return 'server_error';
  if (status >= 200 && status < 300) return 'unreadable';
  return 'bad_request';
}

/** What the server says when it has nothing particular to say: a status phrase, not a reason a person can act on. */
const GENERIC_MESSAGES = new Set(
  [
    'Invalid request',
    'Invalid JSON',
    'Invalid data',
    'Bad request',
    'Bad Request',
    'Unauthorized',
    'Forbidden',
    'Not found',
    'Not Found',
    'Not allowed',
    'Conflict',
    'Too Many Requests',
    'Payload Too Large',
    'Request body is too large',
    'Unsupported content type',
    'Internal server error',
    'Internal Server Error',
    'Network error',
    'Failed to fetch',
    'Load failed',
  ].map((message) => message.toLowerCase()),
);

/** Marks of words meant for a developer: a database state, a stack frame, an id, a browser string, a code. */
const DEVELOPER_MARKS: readonly RegExp[] = [
  /sqlstate/i,
  /\bat\s+\S+\s+\(|\bat\s+\S+:\d+:\d+/, // a stack frame
  /\b[A-Za-z]*Error\b:?/, // TypeError: …, NetworkError
  /\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/i, // a uuid
  /\b[0-9a-f]{16,}\b/i, // a hash or token
  /\bwith id\b|\bid\s+\S+/i,
  /Mozilla\/|AppleWebKit|Chrome\/\d|Gecko\//, // a user agent
  /\b[a-z]+_[a-z_]+\b/, // a code or permission id: manage_products, device_revoked
  /\bHTTP\s*\d{3}\b/, // a bare status
  /\bbaseVersion\b|\bmutationId\b|\bnull\b|\bundefined\b/,
];

/**
 * Whether a message from the server (or an exception) may be shown to a person beside the map's sentence: the
 * reason a rule gives ('This barcode is already used by Latte', 'Price can't be more than $999,999.99'), not a
 * status phrase or anything carrying a code, an id, a stack or a database's words.
 */
export function wordsForPeople(message: string | null | undefined): message is string {
  if (typeof message !== 'string') return false;
  const text = message.trim();
  if (text === '' || text.length > 300) return false;
  if (GENERIC_MESSAGES.has(text.replace(/[.!]$/, '').toLowerCase())) return false;
  return !DEVELOPER_MARKS.some((mark) => mark.test(text));
}
