import { type ReactNode } from 'react';

/** A narrow column in the middle of the page, for the sign-in and error pages that have no shell. */
export function CenteredPage({ children }: { children: ReactNode }) {
  return <main style={{ maxWidth: 440, margin: '0 auto', padding: '10vh 16px 32px' }}>{children}</main>;
}
