import { type RequestContext } from '../../lib/auth/context';
import { type Input } from '../../lib/http/types';
import { readLetterhead, saveLetterhead } from '../domain/letterhead';

export function getLetterhead(_input: Input<'getLetterhead'>, ctx: RequestContext) {
  return readLetterhead(ctx);
}

export function updateLetterhead({ body }: Input<'updateLetterhead'>, ctx: RequestContext) {
  return saveLetterhead(ctx, body);
}
