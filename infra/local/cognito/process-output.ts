// cognito-local logs every request and prints codes inside a decorated box. The twin keeps its
// console quiet: it passes on errors, and turns each delivered code into one labelled line
// such as "[cognito] password reset code for a@b.test: 123456" that a developer can spot.

// What each cognito-local operation sends in its "Confirmation Code Delivery" box.
const CODE_LABELS: Record<string, string> = {
  ForgotPassword: 'password reset code',
  AdminCreateUser: 'temporary password',
  SignUp: 'sign-up confirmation code',
  ResendConfirmationCode: 'sign-up confirmation code',
  UpdateUserAttributes: 'attribute verification code',
  AdminUpdateUserAttributes: 'attribute verification code',
  GetUserAttributeVerificationCode: 'attribute verification code',
  InitiateAuth: 'sign-in code',
  RespondToAuthChallenge: 'sign-in code',
};

// Colour codes (pino-pretty colours even when not on a terminal).
const ANSI = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');
const BOX_START = /^\[\d+\] INFO: \S+ (\w+) ╭/;
const FIELD = /^│\s+(Destination|Code):\s+(\S+)/;
const LISTENING = / Cognito Local running on http/;
const LEVEL = /^\[\d+\] (ERROR|FATAL): \S+ \S+ (.*?)(?: \{".*\})?$/;

export type LogLine = (line: string) => void;

/** A line-by-line reader of cognito-local's stdout; feed it with `push(chunk)`. */
export function stdoutFilter(log: LogLine, onListening: () => void = () => undefined): { push(chunk: string): void } {
  let pending = '';
  let box: { target: string; destination?: string; code?: string } | undefined;

  const onLine = (raw: string): void => {
    const line = raw.replace(ANSI, '');
    const start = BOX_START.exec(line);
    if (start) {
      box = { target: start[1] ?? 'unknown' };
      return;
    }
    if (box) {
      const field = FIELD.exec(line);
      if (field?.[1] === 'Destination') box.destination = field[2];
      if (field?.[1] === 'Code') box.code = field[2];
      if (line.startsWith('╰')) {
        const label = CODE_LABELS[box.target] ?? `code (${box.target})`;
        log(`[cognito] ${label} for ${box.destination ?? 'unknown'}: ${box.code ?? 'unknown'}`);
        box = undefined;
      }
      return;
    }
    if (LISTENING.test(line)) onListening();
    const level = LEVEL.exec(line);
    // Errors are what a developer needs to see; warnings are the expected refusals (wrong
    // password, unknown user) that the shim answers anyway.
    if (level) log(`[cognito] ${level[1]}: ${level[2]}`);
  };

  return {
    push(chunk) {
      const lines = (pending + chunk).split('\n');
      pending = lines.pop() ?? '';
      lines.forEach(onLine);
    },
  };
}

/** stderr is passed on as it comes (cognito-local's end-of-support notice is switched off by env). */
export function stderrFilter(log: LogLine): { push(chunk: string): void } {
  return {
    push(chunk) {
      for (const line of chunk.split('\n')) if (line.trim() !== '') log(`[cognito] ${line}`);
    },
  };
}
