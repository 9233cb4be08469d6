import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import ContentLayout from '@cloudscape-design/components/content-layout';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import StatusIndicator from '@cloudscape-design/components/status-indicator';
import { useParams } from 'react-router';
import { usePractitionerName } from '@/shell/usePractitionerName';
import { CurrentUserSection } from './CurrentUserSection';
import { WELCOME_PAGES, type WelcomePageKey, type WelcomeText } from './welcome-pages';

/** The Welcome page of an area whose screens are not built yet (spec 1 §2 "'' = Welcome"). */
export function WelcomePage({ page }: { page: WelcomePageKey }) {
  const params = useParams();
  const practitioner = usePractitionerName(params.username);
  const text: WelcomeText = WELCOME_PAGES[page];
  const names = { practitioner: (username: string) => practitioner ?? username };
  const purpose = typeof text.purpose === 'function' ? text.purpose(params, names) : text.purpose;
  return (
    <ContentLayout header={<Header variant="h1" description={purpose}>{`Welcome to ${text.area}`}</Header>}>
      <SpaceBetween size="l">
        <div data-testid="welcome-page" data-page={page}>
          <Container header={<Header variant="h2">{text.page}</Header>}>
            <SpaceBetween size="s">
              <StatusIndicator type="info">Not available yet</StatusIndicator>
              <Box variant="p">This screen comes with a later version of Praktijk. The navigation shows the parts you can use today.</Box>
            </SpaceBetween>
          </Container>
        </div>
        <CurrentUserSection />
      </SpaceBetween>
    </ContentLayout>
  );
}
