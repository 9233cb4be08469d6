import { describe, expect, it } from 'vitest';
import { combinedStatus, tabIndicator } from './tab-indicator';

describe('tab indicator', () => {
  it('is red on error, yellow with an upload icon when dirty, plain when clean', () => {
    expect(tabIndicator('error')).toEqual({ color: 'text-status-error', icon: 'status-negative', description: 'has errors' });
    expect(tabIndicator('dirty')).toEqual({ color: 'text-status-warning', icon: 'upload', description: 'has unsaved changes' });
    expect(tabIndicator('clean')).toEqual({ color: undefined, icon: undefined, description: undefined });
  });

  it('combines forms, errors first', () => {
    expect(combinedStatus(['clean', 'dirty', 'error'])).toBe('error');
    expect(combinedStatus(['clean', 'dirty'])).toBe('dirty');
    expect(combinedStatus([])).toBe('clean');
  });
});
