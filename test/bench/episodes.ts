import { typedApi } from '../support/api';
import { dailyStarts, seedEpisodeNotes } from '../support/episode-notes';
import { newPatientBody } from '../support/patients';
import { summarize, time } from './stats';

// The episode overview's first page (GET /api/episodes/{id}/overview/, 20 notes) for an episode
// with few notes and one with many, the many split over a leader and an episode merged into it,
// so the figure includes reading two partitions. Notes are written straight into the table.
const ROUNDS = 100;
const WARM_UP = 10;
const SIZES = [5, 500];

export interface OverviewFigure {
  notes: number;
  median: number;
  p95: number;
}

export async function episodeOverviewFigures(url: string, tenantId: string, token: string): Promise<OverviewFigure[]> {
  const api = typedApi(url);
  const patient = (await api('createPatient', token, { body: newPatientBody() })).body;
  const episode = async (name: string) => (await api('createEpisode', token, { body: { patient: patient.id, name, icpc_id: 'K86' } })).body;
  const figures: OverviewFigure[] = [];
  for (const notes of SIZES) {
    const [leader, merged] = [await episode(`Bench ${notes}`), await episode(`Bench ${notes} merged`)];
    const half = Math.floor(notes / 2);
    await seedEpisodeNotes(tenantId, patient.id, leader.id, dailyStarts('2015-01-01', notes - half, 9));
    await seedEpisodeNotes(tenantId, patient.id, merged.id, dailyStarts('2015-01-01', half, 15));
    if (half)
      await api('mergeEpisodes', token, {
        body: [
          { id: leader.id, leading: true },
          { id: merged.id, leading: false },
        ],
      });
    const open = () => api('episodeOverview', token, { params: { id: leader.id } });
    await time(WARM_UP, open); // the handler's first load is not a figure of the overview
    const samples = await time(ROUNDS, open);
    figures.push({ notes, ...summarize(samples) });
  }
  return figures;
}

export function printEpisodeOverviewFigures(figures: readonly OverviewFigure[]): void {
  console.log(`\nEpisode overview, first page of 20 (GET /api/episodes/{id}/overview/, ${ROUNDS} requests each; notes over a leader and a merged episode):`);
  for (const row of figures) {
    console.log(`  ${String(row.notes).padStart(5)} notes   p50 ${row.median.toFixed(1).padStart(6)} ms   p95 ${row.p95.toFixed(1).padStart(6)} ms`);
  }
}
