import { ulid } from 'ulid';
import { consultationItems, positionOf } from '@praktijk/functions/consultations/domain/items';
import { tenantData } from '@praktijk/functions/lib/data/tenant-data';
import { putAll } from '../../infra/local/seed/batch-put';

// Past consultations whose notes are linked to an episode, written straight into the twin's table
// with the item builders the create operation uses (functions/consultations/domain/items.ts: the
// consultation, its decursus on the episode's GSI2 partition, and revision 1), so tests and the
// bench can give an episode hundreds of notes without hundreds of API calls (the API creates
// consultations of today only).
export interface SeededNote {
  id: string;
  /** The note's place among the episode's notes (GSI2SK): `<start ISO>#<id>`. */
  position: string;
}

const SEED_PHYSICIAN = { id: ulid(), name: 'Dr. Seed' };
const SEED_AUTHOR = { ...SEED_PHYSICIAN, user: { email: 'seed@praktijk.test', first_name: 'Seed', last_name: 'Physician' } };

/** One consultation per start with a note linked to the episode; answers the notes in the order given. */
export async function seedEpisodeNotes(tenantId: string, patientId: string, episodeId: string, starts: readonly Date[]): Promise<SeededNote[]> {
  const data = tenantData(tenantId);
  const built = starts.map((start, i) => {
    const text = `${episodeId.slice(-6)} ${i}`;
    return consultationItems({
      data,
      patientId,
      patientNames: { first_name: 'Seed', surname: 'Patient' },
      practitioner: SEED_PHYSICIAN,
      author: SEED_AUTHOR,
      start,
      reason_type: null,
      reason: 'Controle',
      is_walkin: false,
      insurance: null,
      arrived: true,
      processed: true,
      note: { subjective: `S ${text}`, objective: `O ${text}`, evaluation: `E ${text}`, policy: `P ${text}`, icpc_subjective_id: 'K86' },
      episode: episodeId,
    });
  });
  const items = built.flatMap((b) => Object.values(b.items));
  await putAll(items);
  return built.map(({ decursus }) => ({ id: decursus.id, position: positionOf(decursus) }));
}

/** `count` instants a day apart from `first`, at `hour` o'clock UTC (distinct hours interleave two episodes' notes). */
export function dailyStarts(first: string, count: number, hour: number): Date[] {
  const base = Date.parse(`${first}T00:00:00.000Z`);
  return Array.from({ length: count }, (_, i) => new Date(base + i * 86_400_000 + hour * 3_600_000));
}
