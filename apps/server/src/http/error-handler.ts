import { STATUS_CODES } from 'node:http';
import type { ApiError, ApiIssue } from '@cafe/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { isDatabaseUnavailable } from '../db/database-errors.js';

const INVALID_REQUEST = 'Invalid request';

/** '/items/0/quantity' (Fastify's instancePath) → 'items.0.quantity' (the API's dotted path). */
function dottedPath(instancePath: string): string {
  return instancePath.split('/').filter(Boolean).join('.');
}

function validationIssues(error: FastifyError): ApiIssue[] {
  return (error.validation ?? []).map((issue) => ({
    path: dottedPath(issue.instancePath),
    message: issue.message ?? 'Invalid value',
  }));
}

function clientError(error: FastifyError): { status: number; body: ApiError } | null {
  if (error.validation)
    return { status: 400, body: { error: INVALID_REQUEST, issues: validationIssues(error) } };
  switch (error.code) {
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return { status: 400, body: { error: 'Invalid JSON' } };
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return { status: 413, body: { error: 'Request body is too large' } };
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return { status: 415, body: { error: 'Unsupported content type' } };
  }
  const status = error.statusCode;
  if (status !== undefined && status >= 400 && status < 500) {
    return { status, body: { error: STATUS_CODES[status] ?? 'Bad request' } };
  }
  return null;
}

/** Seconds a client is asked to wait before it retries a request the database could not serve. */
export const DATABASE_RETRY_AFTER_SECONDS = 5;

/** Said to a person whose request failed because the database is away: nothing is lost, it will be retried. */
export const DATABASE_UNAVAILABLE_MESSAGE =
  "The server can't reach its database right now. Try again in a moment; tills keep their changes and send them once it is back.";

/**
 * The single error handler: a client mistake gets its 4xx with a plain message (and the validation issues), a
 * database that is away or cannot write (a restart, a failover, a cut connection, a full disk) a 503 the tills
 * retry, and anything else is logged in full and answered with a bare 500 — never a stack trace or an internal
 * message.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const mapped = clientError(error);
  if (mapped) {
    request.log.info({ status: mapped.status, code: error.code }, mapped.body.error);
    return reply.code(mapped.status).send(mapped.body);
  }
  if (isDatabaseUnavailable(error)) {
    request.log.warn({ err: error }, 'request failed: database unavailable');
    return reply
      .code(503)
      .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
      .send({ error: DATABASE_UNAVAILABLE_MESSAGE, code: 'database_unavailable' });
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ error: 'Internal server error' } satisfies ApiError);
}
