import { episodesRoutes } from '@praktijk/shared/routes/episodes';
import { createResourceHandler } from '../lib/http/resource-handler';
import { activateEpisode, bookmarkEpisode, createEpisode, getEpisode, listActiveEpisodes, listEpisodes, updateEpisode } from './operations/episodes';
import { mergeEpisodes } from './operations/merge';
import { episodeOverview } from './operations/overview';
import { sortEpisodes } from './operations/sort';

// The episodes resource Lambda: /api/episodes/... and the patient's episodes/ and active_episodes/ lists.
export const handler = createResourceHandler('episodes', [episodesRoutes], {
  listEpisodes,
  listActiveEpisodes,
  getEpisode,
  episodeOverview,
  createEpisode,
  updateEpisode,
  mergeEpisodes,
  activateEpisode,
  bookmarkEpisode,
  sortEpisodes,
});
