import { labReferralKind } from '@praktijk/shared/record-kinds';
import { numericResult } from '@praktijk/shared/records/lab';
import { type ChartData } from '@praktijk/shared/schemas/health-charts';
import { type RequestContext } from '../../lib/auth/context';
import { type Input } from '../../lib/http/types';
import { recentPatientRecords } from '../../records/record-pages';
import { chartOf, SERIES_COLOURS, type Series } from '../../records/record-charts';
import { diagnosticsDate, type StoredLab } from './referrals';

// The results chart of the consultation's Diagnostic Referrals card (spec 3 §2): the patient's
// latest referrals (one Query of a range, as the vitals chart), one dataset per test that has a
// result reading as a number ('5,4' or '5.4'), labelled with the test's name and catalogue unit.
// Text results ('negative', an X-ray's conclusion) are not plotted; a referral without any number
// is left out of the range's labels, so the chart shows only dates that have a point.
export function seriesOf(records: readonly StoredLab[]): Series<StoredLab>[] {
  const tests = new Map<string, { name: string; unit: string }>();
  for (const record of records)
    for (const t of record.diagnostics_tests) if (numericResult(t.result_value) !== null) tests.set(t.test_id, { name: t.name, unit: t.unit ?? '' });
  return [...tests].map(([testId, test], i) => ({
    label: test.name,
    unit: test.unit,
    colour: SERIES_COLOURS[i % SERIES_COLOURS.length]!,
    value: (r) => {
      const row = r.diagnostics_tests.find((t) => t.test_id === testId);
      return row ? numericResult(row.result_value) : null;
    },
  }));
}

export async function getLabChart({ params, query }: Input<'getLabChart'>, ctx: RequestContext): Promise<ChartData> {
  const { records, older } = await recentPatientRecords<StoredLab>(ctx.data, labReferralKind, params.id, query.points, query.before);
  // Newest first by the date shown: a back-dated referral entered later still sits at its own date.
  const withNumbers = records
    .filter((r) => r.diagnostics_tests.some((t) => numericResult(t.result_value) !== null))
    .sort((a, b) => diagnosticsDate(b).localeCompare(diagnosticsDate(a)));
  return chartOf(withNumbers, older, seriesOf(withNumbers), diagnosticsDate);
}
