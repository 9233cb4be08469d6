import Box from '@cloudscape-design/components/box';
import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import Link from '@cloudscape-design/components/link';
import { useFollow } from '@/shell/use-follow';
import { HOME_PATH } from '@/auth/redirect';
import { CenteredPage } from '@/components/CenteredPage';

// The /401, /404 and /500 pages of spec 1 §2.

export type ErrorPageKind = 401 | 404 | 500;

const TEXTS: Record<ErrorPageKind, { title: string; text: string }> = {
  401: { title: 'Not signed in', text: 'You need to sign in to see this page.' },
  404: { title: 'Page not found', text: 'The page you are looking for does not exist, or you do not have access to it.' },
  500: { title: 'Something went wrong', text: 'The page could not be shown. Try again, or go back to the start page.' },
};

export function ErrorPage({ kind }: { kind: ErrorPageKind }) {
  const follow = useFollow();
  const { title, text } = TEXTS[kind];
  return (
    <CenteredPage>
      <Container header={<Header variant="h1">{title}</Header>} data-testid={`error-page-${kind}`}>
        <Box variant="p">{text}</Box>
        <Box variant="p">
          <Link href={HOME_PATH} onFollow={follow}>
            Go to the start page
          </Link>
        </Box>
      </Container>
    </CenteredPage>
  );
}
