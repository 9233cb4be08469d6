import Box from '@cloudscape-design/components/box';
import Button from '@cloudscape-design/components/button';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import RadioGroup from '@cloudscape-design/components/radio-group';
import Spinner from '@cloudscape-design/components/spinner';
import { formatDate } from '@praktijk/shared/dates';
import { type Consultation } from '@praktijk/shared/schemas/consultations';
import { type Decursus } from '@praktijk/shared/schemas/decursus';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '@/api';
import { useCan } from '@/auth/permissions';
import { icpcLabel } from '@/components/icpc/icpc-filter';
import { apiQuery, queryKeyOf, useApiMutation } from '@/query/api-query';
import { useNotifications } from '@/shell/notifications';
import { consultationQuery } from '@/features/consultations/consultation-query';
import { EpisodesModal } from '../episodes/EpisodesModal';
import { recentEpisodes } from '../episodes/episodes-logic';

interface EpisodePanelProps {
  consultation: Consultation;
  /** The note as the server last answered it (its episode link). */
  decursus: Decursus;
}

/** The decursus' Episode sub-panel (spec 3 §2): up to 5 active episodes, the linked one chosen; picking one links it. */
export function EpisodePanel({ consultation, decursus }: EpisodePanelProps) {
  const can = useCan();
  const { notify } = useNotifications();
  const [managing, setManaging] = useState(false);
  const patient = { params: { id: consultation.patient_id } };
  const active = useQuery(apiQuery('listActiveEpisodes', patient));
  const link = useApiMutation('updateDecursus', {
    update: (client, saved) => client.setQueryData(queryKeyOf('getDecursus', { params: { id: saved.id } }), saved),
    // The consultation shows the same link; the patient's Logs record it.
    invalidates: () => [consultationQuery(consultation.id).queryKey, queryKeyOf('listLogs', patient)],
  });
  const canLink = can('change', 'decursus');

  const pick = async (episode: string) => {
    try {
      // The episode alone: a link is not a revision and needs no token (the open note's next save stays valid).
      await link.mutateAsync({ params: { id: decursus.id }, body: { episode } });
    } catch (error) {
      if (isApiError(error) && error.redirected) return;
      notify({ type: 'error', header: 'Error', content: 'Something went wrong' });
    }
  };

  const shown = recentEpisodes(active.data ?? [], decursus.episode);
  return (
    <Container
      header={
        <Header
          variant="h2"
          actions={
            can('view', 'episodes') && (
              <Button onClick={() => setManaging(true)} data-testid="decursus-episodes-open">
                Episodes
              </Button>
            )
          }
        >
          Episode
        </Header>
      }
      data-testid="decursus-episode"
    >
      {active.isPending ? (
        <Spinner />
      ) : shown.length === 0 ? (
        <Box color="text-status-inactive">No Episodes</Box>
      ) : (
        <RadioGroup
          value={decursus.episode}
          onChange={({ detail }) => void pick(detail.value)}
          readOnly={!canLink || link.isPending}
          ariaLabel="Episode of this decursus"
          items={shown.map((episode) => ({
            value: episode.id,
            label: episode.bookmarked ? `★ ${episode.name}` : episode.name,
            description: [episode.icpc ? icpcLabel(episode.icpc) : null, `Started ${formatDate(episode.start)}`].filter(Boolean).join(' · '),
          }))}
          data-testid="decursus-episode-list"
        />
      )}
      {managing && <EpisodesModal visible consultation={consultation} onDismiss={() => setManaging(false)} />}
    </Container>
  );
}
