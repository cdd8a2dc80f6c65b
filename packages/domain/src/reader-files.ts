/**
 * The answers the app reads before it loads zod, and the files their readers are generated into: the sign-in
 * screen's (it must load without zod) and the sync engine's (it reads a pull on every start; zod comes with the
 * first write). `npm run generate:readers` writes them; reader-files.test.ts fails while one is out of date.
 */
import { apiErrorSchema, publicUserSchema, sessionResponseSchema, signInOptionsSchema } from './auth.js';
import type { ReaderFile } from './reader-generator.js';
import {
  pullResponseSchema,
  pushGapErrorSchema,
  pushResponseSchema,
  registerDeviceResponseSchema,
  syncAuthErrorSchema,
} from './sync/protocol.js';

export const READER_FILES: readonly ReaderFile[] = [
  {
    path: 'auth-readers.generated.ts',
    readers: [
      { name: 'parsePublicUser', schema: publicUserSchema, type: 'PublicUser', typeFrom: './auth.js' },
      {
        name: 'parseSessionResponse',
        schema: sessionResponseSchema,
        type: 'SessionResponse',
        typeFrom: './auth.js',
      },
      {
        name: 'parseSignInOptions',
        schema: signInOptionsSchema,
        type: 'SignInOptions',
        typeFrom: './auth.js',
      },
      { name: 'parseApiError', schema: apiErrorSchema, type: 'ApiError', typeFrom: './auth.js' },
    ],
  },
  {
    path: 'sync/protocol-readers.generated.ts',
    readers: [
      {
        name: 'parsePushResponse',
        schema: pushResponseSchema,
        type: 'PushResponse',
        typeFrom: './protocol.js',
      },
      {
        name: 'parsePullResponse',
        schema: pullResponseSchema,
        type: 'PullResponse',
        typeFrom: './protocol.js',
      },
      {
        name: 'parseRegisterDeviceResponse',
        schema: registerDeviceResponseSchema,
        type: 'RegisterDeviceResponse',
        typeFrom: './protocol.js',
      },
      {
        name: 'parsePushGapError',
        schema: pushGapErrorSchema,
        type: 'PushGapError',
        typeFrom: './protocol.js',
      },
      {
        name: 'parseSyncAuthError',
        schema: syncAuthErrorSchema,
        type: 'SyncAuthError',
        typeFrom: './protocol.js',
      },
    ],
  },
];
