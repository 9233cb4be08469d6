// Structured logs for CloudWatch. Callers pass ids, names and counts only: never patient data,
// request bodies or tokens (DESIGN §5).
export type LogLevel = 'info' | 'warn' | 'error';

export function logEvent(level: LogLevel, message: string, fields: Record<string, unknown> = {}): void {
  if (process.env.PRAKTIJK_QUIET_LOGS === '1' && level === 'info') return;
  const line = JSON.stringify({ level, message, ...fields, time: new Date().toISOString() });
  if (level === 'error') console.error(line);
  else console.log(line);
}
