import { type z } from 'zod';
import { type episodeOverviewSchema } from '@praktijk/shared/schemas/episodes';
import { type RequestContext } from '../../lib/auth/context';
import { NotFoundError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { showEpisode } from '../domain/items';
import { readLeadingEpisode } from '../domain/link';
import { overviewPage } from '../domain/overview';

/** An episode (the leader, for a merged id) with one page of its notes and those merged into it, oldest first. */
export async function episodeOverview({ params, query }: Input<'episodeOverview'>, ctx: RequestContext): Promise<z.input<typeof episodeOverviewSchema>> {
  const leading = await readLeadingEpisode(ctx.data, params.id);
  if (!leading) throw new NotFoundError();
  const [episode, page] = await Promise.all([showEpisode(leading), overviewPage(ctx.data, leading, query.cursor, query.limit)]);
  return { episode, ...page };
}
