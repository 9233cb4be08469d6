import { useViewportAtLeast } from '@/components/table/useViewportAtLeast';
import { type UsersLayout } from './user-columns';

// The users table by viewport width: every column from 1440 px; below that (with the side
// navigation open) E-mail goes under Name and Staff into Roles; below 1280 px (1024 px laptops)
// Joined is left out too. So the table never scrolls sideways and each row's Actions stay in view.
export function useUsersLayout(): UsersLayout {
  const full = useViewportAtLeast(1440);
  const folded = useViewportAtLeast(1280);
  return full ? 'full' : folded ? 'folded' : 'narrow';
}
