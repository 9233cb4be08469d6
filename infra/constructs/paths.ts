import { fileURLToPath } from 'node:url';

/** The repository root: Lambda entries, the lock file and web/dist are found from here. */
export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export function fromRepoRoot(relativePath: string): string {
  return fileURLToPath(new URL(relativePath, `file://${REPO_ROOT}`));
}
