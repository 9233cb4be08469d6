import Alert from '@cloudscape-design/components/alert';
import Grid from '@cloudscape-design/components/grid';
import Spinner from '@cloudscape-design/components/spinner';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type Decursus } from '@praktijk/shared/schemas/decursus';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../../api';
import { useCan } from '../../../auth/permissions';
import { apiQuery } from '../../../query/api-query';
import { CurrentDecursus } from './CurrentDecursus';
import { useDecursusForm } from './useDecursusForm';

// The decursus screen of a consultation (spec 3 §2 "Decursus screen"), the workspace's
// 'decursus' view: the consultation's own SOEP note on the right.

/** The decursus view of a consultation: its note, loaded by the consultation's decursus id. */
export function DecursusScreen({ consultation }: { consultation: Consultation }) {
  const { data, error } = useQuery(apiQuery('getDecursus', { params: { id: consultation.decursus_id } }));
  if (error && !(isApiError(error) && error.redirected)) return <Alert type="error">The decursus could not be loaded.</Alert>;
  if (!data) return <Spinner size="large" />;
  // Keyed by the note: another consultation's note starts a fresh form.
  return <DecursusWorkspace key={data.id} decursus={data} />;
}

function DecursusWorkspace({ decursus }: { decursus: Decursus }) {
  const form = useDecursusForm(decursus);
  const can = useCan();
  return (
    <Grid gridDefinition={[{ colspan: { default: 12, m: 5 } }, { colspan: { default: 12, m: 7 } }]}>
      <CurrentDecursus form={form} date={decursus.date} canChange={can('change', 'decursus')} />
    </Grid>
  );
}
