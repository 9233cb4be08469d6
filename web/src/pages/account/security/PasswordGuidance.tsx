import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import { PASSWORD_GUIDANCE } from '@/auth/password-rules';

/** The spec's password guidance (spec 1 §5), beside the form. */
export function PasswordGuidance() {
  return (
    <Container header={<Header variant="h2">Your new password</Header>}>
      <ul style={{ margin: 0, paddingInlineStart: 20, lineHeight: 1.6 }} data-testid="password-guidance">
        {PASSWORD_GUIDANCE.map((rule) => (
          <li key={rule}>{rule}</li>
        ))}
      </ul>
    </Container>
  );
}
