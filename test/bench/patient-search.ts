import { createPractice } from '@praktijk/functions/users/provisioning/practices';
import { bulkLoadPatients } from '../../infra/local/seed/bulk-patients';
import { FEMALE_FIRST, MALE_FIRST, SURNAMES } from '../../infra/local/seed/names';
import { seededRandom, picker } from '../../infra/local/seed/random';
import { route } from '../support/routes';
import { createTestUser, idToken } from '../support/practice';
import { summarize, time } from './stats';
import { COUNT_WINDOW } from '@praktijk/functions/patients/domain/search';

// Patient search latency over the API at two practice sizes: a page of results must cost the same
// however many patients match (issue 9 point 11), so the budget compares the two sizes.
const QUERIES = 200;
/** Budget for mixed searches: p95 at the larger practice within this factor of the smaller one's... */
const MAX_P95_RATIO = 1.2;
/** ...and under this many ms on the twin. */
const MAX_P95_MS = 50;

function searches(): string[] {
  const pick = picker(seededRandom(7));
  return Array.from({ length: QUERIES }, (_, i) => {
    const first = pick([...FEMALE_FIRST, ...MALE_FIRST]).split(' ')[0]!;
    const surname = pick(SURNAMES).split(' ')[0]!;
    if (i % 4 === 0) return `${surname.slice(0, 4)} ${first.slice(0, 3)}`;
    if (i % 4 === 1) return `${first} ${surname.slice(0, 5)}`;
    if (i % 4 === 2) return surname;
    return `${String(1 + (i % 28)).padStart(2, '0')}-0${1 + (i % 9)}-19${50 + (i % 49)}`;
  });
}

/** Searches many patients match: the most common surnames whole, and two-letter prefixes. */
function broadSearches(): string[] {
  const pick = picker(seededRandom(11));
  return Array.from({ length: QUERIES / 2 }, (_, i) => (i % 2 ? pick(SURNAMES).split(' ')[0]! : pick(SURNAMES).slice(0, 2)));
}

/** One known patient among the many: found by surname-first name prefixes and by internal number? */
async function findsKnownPatient(url: string, token: string): Promise<string> {
  const create = route('createPatient');
  const res = await fetch(`${url}${create.path}`, {
    method: create.method,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ first_name: 'Xiomara', surname: 'Zandvliet-Oedit', date_of_birth: '1979-04-30', biological_gender_id: 'F' }),
  });
  const patient = (await res.json()) as { id: string; internal_number: string };
  const hits = async (search: string) => {
    const found = await fetch(`${url}${route('listPatients').path}?search=${encodeURIComponent(search)}&limit=50`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await found.json()) as { results: { id: string }[] }).results.some((r) => r.id === patient.id);
  };
  const checks = {
    'oedit xiom': await hits('oedit xiom'),
    'zandvliet xiomara': await hits('zandvliet xiomara'),
    [patient.internal_number]: await hits(patient.internal_number),
    [String(Number(patient.internal_number))]: await hits(String(Number(patient.internal_number))),
  };
  return Object.entries(checks)
    .map(([q, ok]) => `"${q}" ${ok ? 'found' : 'NOT FOUND'}`)
    .join(', ');
}

interface SearchFigures {
  size: number;
  median: number;
  p95: number;
  matches: number;
  found: string;
  selective: { median: number; p95: number };
  /** One-term searches that many patients match (a common surname, two-letter prefixes). */
  broad: { median: number; p95: number; matches: number };
}

export async function patientSearchFigures(url: string, sizes: number[]): Promise<SearchFigures[]> {
  const path = route('listPatients').path;
  const rows = [];
  for (const size of sizes) {
    const practice = await createPractice({ slug: `bench-${size}-${Date.now().toString(36)}`, name: `Bench ${size}` });
    const started = Date.now();
    await bulkLoadPatients(practice.id, size);
    console.log(`  loaded ${size} patients in ${((Date.now() - started) / 1000).toFixed(0)} s`);
    const token = await idToken(await createTestUser(practice.id, ['physician']));
    let matches = 0;
    const queries = searches();
    let q = 0;
    const samples = await time(queries.length, async () => {
      const res = await fetch(`${url}${path}?search=${encodeURIComponent(queries[q++]!)}&limit=10`, { headers: { authorization: `Bearer ${token}` } });
      matches += ((await res.json()) as { count: number }).count;
    });
    const found = await findsKnownPatient(url, token);
    // A selective search (one patient matches): the case the index makes independent of size.
    const selective = summarize(
      await time(50, () =>
        fetch(`${url}${path}?search=${encodeURIComponent('zandvliet xiom')}&limit=10`, { headers: { authorization: `Bearer ${token}` } }).then((r) => r.json()),
      ),
    );
    let broadMatches = 0;
    const broadQueries = broadSearches();
    const broad = summarize(
      await time(broadQueries.length, async () => {
        const res = await fetch(`${url}${path}?search=${encodeURIComponent(broadQueries.shift()!)}&limit=10`, {
          headers: { authorization: `Bearer ${token}` },
        });
        broadMatches += ((await res.json()) as { count: number }).count;
      }),
    );
    rows.push({
      size,
      ...summarize(samples),
      matches: Math.round(matches / queries.length),
      found,
      selective,
      broad: { ...broad, matches: Math.round(broadMatches / broad.n) },
    });
  }
  return rows;
}

const ms = (n: number) => `${n.toFixed(1)} ms`;

/** The figures of the two sizes, their ratio and the verdict against the budget (a miss is printed as one). */
export function printSearchVerdict(small: SearchFigures, large: SearchFigures): void {
  const times = large.size / small.size;
  const ratio = large.p95 / small.p95;
  console.log(`  ${times}x patients -> mixed searches: median x${(large.median / small.median).toFixed(2)}, p95 x${ratio.toFixed(2)}`);
  console.log(`  ${times}x patients -> a search only one patient matches: median x${(large.selective.median / small.selective.median).toFixed(2)}`);
  console.log(
    `  ${times}x patients -> one-term searches many patients match ` +
      `(${small.broad.matches} vs ${large.broad.matches} matches on average, counted to ${COUNT_WINDOW}): ` +
      `p95 ${ms(small.broad.p95)} vs ${ms(large.broad.p95)}, x${(large.broad.p95 / small.broad.p95).toFixed(2)}`,
  );
  const withinRatio = ratio <= MAX_P95_RATIO;
  const withinTime = large.p95 < MAX_P95_MS;
  const verdict = withinRatio && withinTime ? 'WITHIN BUDGET' : 'BUDGET MISSED';
  console.log(
    `  budget for mixed searches: p95 at ${large.size} within ${MAX_P95_RATIO}x of ${small.size} (is x${ratio.toFixed(2)}: ${withinRatio ? 'ok' : 'missed'}) ` +
      `and under ${MAX_P95_MS} ms (is ${ms(large.p95)}: ${withinTime ? 'ok' : 'missed'}) -> ${verdict}`,
  );
}
