import Box from '@cloudscape-design/components/box';
import { PASSWORD_GUIDANCE } from '@/auth/password-rules';

/** Spec 1 §5's password guidance, shown above every new-password form. */
export function PasswordGuidance() {
  return (
    <div data-testid="password-guidance">
      <Box variant="h4" tagOverride="h2">
        Your new password
      </Box>
      <Box fontSize="body-s" color="text-body-secondary">
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {PASSWORD_GUIDANCE.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ul>
      </Box>
    </div>
  );
}
