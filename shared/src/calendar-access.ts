// Whose calendar a user may change (hours, settings; issue 11 design), one rule for the server,
// which enforces it, and the web client, which offers the buttons only where it would pass: a
// physician their own, administration and staff anyone's. The permission to change consultations
// is checked before this, by the route.

export interface CalendarChanger {
  userId: string;
  isStaff: boolean;
  roles: readonly string[];
}

export function mayChangeCalendarOf(user: CalendarChanger, practitionerId: string): boolean {
  return user.isStaff || user.roles.includes('administration') || user.userId === practitionerId;
}
