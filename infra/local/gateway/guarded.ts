import { type IncomingMessage, type ServerResponse } from 'node:http';
import { guardRequest } from '@praktijk/functions/lib/http/stray-errors';
import { sendJson } from './http-util';

// The twin's request listener (issue 21 §7): each request runs guarded, so an error that escapes
// it, in the twin's own code or in a handler's (a stream's unheard 'error', a throw in a timer, a
// promise nobody awaits), answers 500 to that request alone and the twin keeps serving everyone
// else. The log line names the error's kind, never its message (which may quote patient data).

export type Serve = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

export function guardedListener(serve: Serve): (req: IncomingMessage, res: ServerResponse) => void {
  return (req, res) =>
    void guardRequest(() => serve(req, res)).catch((error: unknown) => {
      console.error('[twin] request failed:', error instanceof Error ? error.name : typeof error);
      // An answer already under way cannot become a 500: the client sees the connection end instead of a half answer.
      if (!res.headersSent) sendJson(res, 500, { message: 'Internal server error' });
      else res.destroy();
    });
}
