/** '2025-01-31T08:15' (the practice's wall clock, as the Health lists and charts answer it) -> '31-01-2025 08:15'. */
export function wallClockText(local: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2})/.exec(local);
  return match ? `${match[3]}-${match[2]}-${match[1]} ${match[4]}` : local;
}
