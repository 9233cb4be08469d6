// Temporary while the account screen is being built in parallel; replaced in this same change.
export function AccountPage() {
  return null;
}
