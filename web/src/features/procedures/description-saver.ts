// A procedure's description saves itself once typing has stopped for a second (spec 3 §9), on the
// token of the version it was typed over (issue 25: "two quick edits and a delete never lose or
// resurrect anything"). Saves go one at a time, each on the token the last one answered; text
// typed while a save is on its way is saved after it; a delete waits for the save on its way,
// drops what was still waiting (the procedure goes), and removes the version that save made.

export interface SavedDescription {
  description: string;
  consistency_token: string;
}

export interface DescriptionSaverDeps {
  save(description: string, token: string): Promise<SavedDescription>;
  remove(token: string): Promise<void>;
  /** Runs `run` after `ms` (a timer); answers its cancel. */
  schedule(run: () => void, ms: number): () => void;
  /** A save failed (a 409 after someone else's change, the network): the text stays as typed. */
  onError(error: unknown): void;
  onSaved?(saved: SavedDescription): void;
}

export class DescriptionSaver {
  private typed: string;
  private saved: string;
  private token: string;
  private cancelTimer: (() => void) | null = null;
  private running: Promise<void> | null = null;
  private removed = false;

  constructor(
    initial: SavedDescription,
    private readonly deps: DescriptionSaverDeps,
    private readonly quietMs: number,
  ) {
    this.typed = initial.description;
    this.saved = initial.description;
    this.token = initial.consistency_token;
  }

  /** Unsaved text, waiting for quiet or on its way. */
  get dirty(): boolean {
    return this.typed !== this.saved;
  }

  get text(): string {
    return this.typed;
  }

  /** The user typed: the quiet time starts again. */
  edit(text: string): void {
    if (this.removed) return;
    this.typed = text;
    this.cancelTimer?.();
    this.cancelTimer = this.dirty ? this.deps.schedule(() => void this.flush(), this.quietMs) : null;
  }

  /**
   * The server's version, read again (after a 409 or another writer): taken when nothing typed is
   * waiting here, so a refresh never throws away what the user is typing.
   */
  adopt(server: SavedDescription): boolean {
    if (this.dirty || this.running || server.consistency_token === this.token) return false;
    this.typed = server.description;
    this.saved = server.description;
    this.token = server.consistency_token;
    return true;
  }

  /** Saves what is typed now (leaving the screen, Enter), after any save on its way. */
  flush(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    if (!this.running) this.running = this.saveUntilCurrent().finally(() => (this.running = null));
    return this.running;
  }

  /** Removes the procedure on the token of the last save; nothing typed is saved after it. */
  async remove(): Promise<void> {
    this.cancelTimer?.();
    this.cancelTimer = null;
    this.removed = true;
    try {
      await this.running;
      await this.deps.remove(this.token);
    } catch (error) {
      this.removed = false;
      throw error;
    }
  }

  private async saveUntilCurrent(): Promise<void> {
    while (this.dirty && !this.removed) {
      const sending = this.typed;
      try {
        const answer = await this.deps.save(sending, this.token);
        this.token = answer.consistency_token;
        this.saved = sending;
        this.deps.onSaved?.(answer);
      } catch (error) {
        this.deps.onError(error);
        return;
      }
    }
  }
}
