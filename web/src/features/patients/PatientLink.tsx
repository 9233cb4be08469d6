import Link from '@cloudscape-design/components/link';
import { type ReactNode } from 'react';
import { useCan } from '@/auth/permissions';
import { useFollow } from '@/shell/use-follow';

/** /patients/{id}/edit for users who can change patients, else /view (spec 3 §6). */
export function patientPath(id: string, canChange: boolean): string {
  return `/patients/${id}/${canChange ? 'edit' : 'view'}`;
}

/** A patient's name that opens their record in the app (a real href, so it also opens in a new tab). */
export function PatientLink({ id, children }: { id: string; children: ReactNode }) {
  const follow = useFollow();
  const href = patientPath(id, useCan()('change', 'patient'));
  return (
    <Link href={href} onFollow={follow}>
      {children}
    </Link>
  );
}
