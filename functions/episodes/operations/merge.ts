import { type Episode } from '@praktijk/shared/schemas/episodes';
import { type RequestContext } from '../../lib/auth/context';
import { showEpisode } from '../domain/items';
import { mergeEpisodes as merge } from '../domain/merge';
import { type Input } from '../../lib/http/types';

/** Merges the other episode into the leading one (episodes/domain/merge.ts); answers the leader. */
export async function mergeEpisodes({ body }: Input<'mergeEpisodes'>, ctx: RequestContext): Promise<Episode> {
  const leading = body.find((row) => row.leading)!;
  const other = body.find((row) => !row.leading)!;
  return showEpisode(await merge(ctx, ctx.data, leading.id, other.id));
}
