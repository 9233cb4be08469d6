import { describe, expect, it } from 'vitest';
import { queryKeyOf } from './api-query';

describe('query keys', () => {
  it('are the operation and its parameters', () => {
    expect(queryKeyOf('listInsurances', { params: { id: 'p1' } })).toEqual(['listInsurances', { params: { id: 'p1' } }]);
    expect(queryKeyOf('listPatients', { query: { search: 'chin', limit: 10 } })).toEqual(['listPatients', { query: { search: 'chin', limit: 10 } }]);
  });

  it('leave out undefined query values, so equal requests share one key', () => {
    expect(queryKeyOf('listPatients', { query: { search: undefined, cursor: undefined } })).toEqual(['listPatients']);
    expect(queryKeyOf('listLogs', { params: { id: 'p1' }, query: { model: undefined, limit: 10 } })).toEqual([
      'listLogs',
      { params: { id: 'p1' }, query: { limit: 10 } },
    ]);
  });

  it('without parameters are the prefix of every key of the operation', () => {
    expect(queryKeyOf('listUsers')).toEqual(['listUsers']);
  });
});
