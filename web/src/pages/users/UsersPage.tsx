// Temporary while the users screen is being built in parallel; replaced in this same change.
export function UsersPage() {
  return null;
}
