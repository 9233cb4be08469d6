import { describe, expect, it } from 'vitest';
import { deleteTitle } from './delete-title';

describe('delete confirmation title', () => {
  it('names the thing in capitals and the date as DD-MM-YYYY', () => {
    expect(deleteTitle('prescription', '2025-01-31')).toBe('DELETE PRESCRIPTION ON 31-01-2025');
    expect(deleteTitle('Vital functions', '2025-03-01T02:00:00Z')).toBe('DELETE VITAL FUNCTIONS ON 28-02-2025');
  });

  it('leaves the date out when there is none', () => {
    expect(deleteTitle('consultation reason')).toBe('DELETE CONSULTATION REASON');
  });
});
