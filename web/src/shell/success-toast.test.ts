import { describe, expect, it } from 'vitest';
import { successToast } from './success-toast';

describe('successToast', () => {
  it('gives the spec header and the matching sentence', () => {
    expect(successToast('Patient memo', 'created')).toEqual({ header: 'Patient memo created', content: 'Patient memo was created successfully' });
    expect(successToast('Secondary insurance', 'updated')).toEqual({
      header: 'Secondary insurance updated',
      content: 'Secondary insurance was updated successfully',
    });
  });
});
