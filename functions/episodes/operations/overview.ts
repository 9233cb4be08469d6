import { type z } from 'zod';
import { type episodeOverviewSchema } from '@praktijk/shared/schemas/episodes';
import { type RequestContext } from '../../lib/auth/context';
import { NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { showEpisode, type StoredEpisode } from '../../lib/episodes/items';
import { readLeadingEpisode } from '../../lib/episodes/link';
import { overviewPage } from '../../lib/episodes/overview';

/** An episode (the leader, for a merged id) with one page of its notes and those merged into it, oldest first. */
export async function episodeOverview({ params, query }: Input<'episodeOverview'>, ctx: RequestContext): Promise<z.input<typeof episodeOverviewSchema>> {
  const leading = await readLeadingEpisode<StoredEpisode>(ctx.data, params.id);
  if (!leading) throw new NotFoundError();
  const [episode, page] = await Promise.all([showEpisode(leading), overviewPage(ctx.data, leading, query.cursor, query.limit)]);
  return { episode, ...page };
}
