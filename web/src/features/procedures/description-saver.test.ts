import { describe, expect, it } from 'vitest';
import { DescriptionSaver, type SavedDescription } from './description-saver';

// A fake server that holds one procedure: each save needs the current token (else 409), each
// answer can be held back to play a slow network; timers run when the test says so.
function world(initial = '') {
  const server = { description: initial, token: 't0', version: 0, removed: false };
  const calls: string[] = [];
  const held: (() => void)[] = [];
  const timers = new Map<number, () => void>();
  let nextTimer = 0;
  const errors: unknown[] = [];
  let hold = false;
  const answer = <T>(value: () => T): Promise<T> =>
    new Promise((resolve, reject) => {
      const settle = () => {
        try {
          resolve(value());
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      };
      if (hold) held.push(settle);
      else settle();
    });
  const saver = new DescriptionSaver(
    { description: initial, consistency_token: 't0' },
    {
      save: (description, token) => {
        calls.push(`save ${description} @${token}`);
        return answer<SavedDescription>(() => {
          if (server.removed) throw new Error('404');
          if (token !== server.token) throw new Error('409');
          server.version += 1;
          Object.assign(server, { description, token: `t${server.version}` });
          return { description, consistency_token: server.token };
        });
      },
      remove: (token) => {
        calls.push(`remove @${token}`);
        return answer(() => {
          if (token !== server.token) throw new Error('409');
          server.removed = true;
        });
      },
      schedule: (run) => {
        const id = nextTimer++;
        timers.set(id, run);
        return () => timers.delete(id);
      },
      onError: (error) => errors.push(error),
    },
    1000,
  );
  const fireTimers = () => {
    const due = [...timers.values()];
    timers.clear();
    due.forEach((run) => run());
  };
  const settle = async () => {
    for (let i = 0; i < 20; i++) await Promise.resolve();
  };
  return {
    saver,
    server,
    calls,
    errors,
    fireTimers,
    settle,
    holdAnswers: (on: boolean) => (hold = on),
    release: async () => {
      while (held.length) {
        held.shift()!();
        await settle();
      }
    },
    pendingTimers: () => timers.size,
  };
}

describe('a procedure description saving itself', () => {
  it('saves once typing has been quiet, the last text only', async () => {
    const w = world();
    w.saver.edit('Ver');
    w.saver.edit('Verband');
    expect(w.pendingTimers()).toBe(1);
    w.fireTimers();
    await w.settle();
    expect(w.calls).toEqual(['save Verband @t0']);
    expect([w.server.description, w.saver.dirty]).toEqual(['Verband', false]);
  });

  it('saves what was typed while a save was on its way after it, on the token that save answered', async () => {
    const w = world();
    w.holdAnswers(true);
    w.saver.edit('Verband');
    w.fireTimers();
    await w.settle();
    w.saver.edit('Verband links');
    w.fireTimers(); // quiet again while the first save is still on its way
    await w.settle();
    await w.release();
    expect(w.calls).toEqual(['save Verband @t0', 'save Verband links @t1']);
    expect([w.server.description, w.errors]).toEqual(['Verband links', []]);
  });

  it('deletes after the save on its way, on its token, and never saves the text still waiting', async () => {
    const w = world('Oud');
    w.holdAnswers(true);
    w.saver.edit('Nieuw');
    w.fireTimers();
    await w.settle();
    w.saver.edit('Nieuwer'); // waiting for quiet when the delete comes
    const removing = w.saver.remove();
    await w.release();
    await removing;
    w.fireTimers();
    await w.settle();
    expect(w.calls).toEqual(['save Nieuw @t0', 'remove @t1']);
    expect([w.server.removed, w.errors]).toEqual([true, []]);
  });

  it("keeps the typed text after a refused save and takes the server's version only when nothing waits", async () => {
    const w = world('Oud');
    w.server.token = 'other'; // someone else changed it
    w.saver.edit('Mijn tekst');
    w.fireTimers();
    await w.settle();
    expect(w.errors.map(String)).toEqual(['Error: 409']);
    expect([w.saver.text, w.saver.dirty]).toEqual(['Mijn tekst', true]);
    expect(w.saver.adopt({ description: 'Hun tekst', consistency_token: 'other' })).toBe(false);
    w.saver.edit('Oud'); // typed back to what was saved: nothing waits
    expect(w.saver.adopt({ description: 'Hun tekst', consistency_token: 'other' })).toBe(true);
    expect(w.saver.text).toBe('Hun tekst');
  });
});
