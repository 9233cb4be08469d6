// A small JSON state file in the shim's data folder, as the sign-in sessions, the authenticator
// secrets and the passkeys keep theirs: read once when the store opens, written whole after each
// change, synchronously and renamed into place (a crash never leaves half a file, and no two writes
// interleave), readable by the owner only.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export class JsonState<T> {
  private readonly path: string;
  /** The state as loaded or last changed; change it in place, then call save(). */
  readonly value: T;

  constructor(dataDir: string, file: string, initial: () => T) {
    mkdirSync(dataDir, { recursive: true });
    this.path = join(dataDir, file);
    this.value = existsSync(this.path) ? (JSON.parse(readFileSync(this.path, 'utf8')) as T) : initial();
  }

  save(): void {
    writeFileSync(`${this.path}.tmp`, JSON.stringify(this.value), { mode: 0o600 });
    renameSync(`${this.path}.tmp`, this.path);
  }
}
