import { STATUS_CODES } from 'node:http';
import type { ApiError, ApiIssue } from '@cafe/domain';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

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

/**
 * The single error handler: a client mistake gets its 4xx with a plain message (and the validation issues),
 * anything else is logged in full and answered with a bare 500 — never a stack trace or an internal message.
 */
export function errorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const mapped = clientError(error);
  if (mapped) {
    request.log.info({ status: mapped.status, code: error.code }, mapped.body.error);
    return reply.code(mapped.status).send(mapped.body);
  }
  request.log.error({ err: error }, 'request failed');
  return reply.code(500).send({ error: 'Internal server error' } satisfies ApiError);
}
