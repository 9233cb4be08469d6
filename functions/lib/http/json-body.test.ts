import { describe, expect, it } from 'vitest';
import { readQuery } from './json-body';

describe('readQuery', () => {
  it('keeps parameters named like Object properties as data', () => {
    const query = readQuery({
      // JSON.parse makes __proto__ an own property, as API Gateway's parsed query does.
      queryStringParameters: JSON.parse('{"__proto__":"1","constructor":"x","toString":"y"}') as Record<string, string>,
      multiValueQueryStringParameters: null,
    });
    expect(Object.getPrototypeOf(query)).toBeNull();
    expect(Object.hasOwn(query, '__proto__') && query['__proto__']).toBe('1');
    expect(query.constructor).toBe('x');
    expect(query.toString).toBe('y');
  });

  it('answers a repeated parameter as a list and a single one as text', () => {
    const query = readQuery({ queryStringParameters: { a: '2', b: '1' }, multiValueQueryStringParameters: { a: ['1', '2'], b: ['1'] } });
    expect(query).toEqual({ a: ['1', '2'], b: '1' });
  });
});
