import { type ClientRequest, request } from 'node:http';

/**
 * An upload whose body the test sends piece by piece over a real socket, so it can do other things while the
 * server is still waiting for the rest: what a photo on a slow café connection looks like to the server.
 */

export interface SlowUploadAnswer {
  status: number;
  /** The parsed JSON answer, untyped like light-my-request's `json()`. */
  body: ReturnType<typeof JSON.parse>;
  /** How many body bytes the test had handed to the socket when the answer's headers arrived. */
  sentWhenAnswered: number;
}

export interface SlowUpload {
  /** Sends the next `bytes` of the body and resolves once the socket has taken them. */
  send(bytes: Buffer): Promise<void>;
  /** Body bytes sent so far. */
  sent(): number;
  /** The server's answer, whenever it comes (it may come before the body is complete). */
  answer: Promise<SlowUploadAnswer>;
  /** Ends the body (needed when it is chunked; a sized body ends with its last byte). */
  end(): Promise<void>;
  /** Drops the connection (after an early answer, the rest of the body is never sent). */
  abort(): void;
}

export function startSlowUpload(
  baseUrl: string,
  /** Without `contentLength` the body goes chunked, its size unknown to the server until the end. */
  options: { path: string; cookie?: string; contentType: string; contentLength?: number },
): SlowUpload {
  const url = new URL(options.path, baseUrl);
  const headers: Record<string, string | number> = { 'content-type': options.contentType };
  if (options.contentLength !== undefined) headers['content-length'] = options.contentLength;
  if (options.cookie) headers.cookie = options.cookie;
  const req: ClientRequest = request(url, { method: 'POST', headers });
  let sent = 0;
  const answer = new Promise<SlowUploadAnswer>((resolve, reject) => {
    req.once('error', reject);
    req.once('response', (response) => {
      const sentWhenAnswered = sent;
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.once('error', reject);
      response.once('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null, sentWhenAnswered });
      });
    });
  });
  // An early answer followed by abort() must not surface as an unhandled rejection.
  answer.catch(() => {});
  req.flushHeaders();
  return {
    answer,
    sent: () => sent,
    send: (bytes) =>
      new Promise<void>((resolve, reject) => {
        sent += bytes.length;
        req.write(bytes, (error) => (error ? reject(error) : resolve()));
      }),
    end: () =>
      new Promise<void>((resolve) => {
        req.end(resolve);
      }),
    abort: () => req.destroy(),
  };
}
