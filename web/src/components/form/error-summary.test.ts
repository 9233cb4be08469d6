import { describe, expect, it } from 'vitest';
import { createFieldRegistry, errorSummary, labelFromName } from './error-summary';

describe('error summary', () => {
  it('names the fields in error by their labels, in the order they registered', () => {
    const registry = createFieldRegistry();
    registry.register('first_name', 'First name');
    registry.register('surname', 'Surname');
    registry.register('email', 'Email');
    const items = errorSummary({ email: 'Enter a valid email address.', first_name: 'This field is required.' }, registry.labels());
    expect(items.map((item) => item.label)).toEqual(['First name', 'Email']);
    expect(items.every((item) => item.shown)).toBe(true);
  });

  it('keeps an error on a field the form does not show, with a label made from its name', () => {
    const items = errorSummary({ disability_ids: 'Unknown disability.' }, createFieldRegistry().labels());
    expect(items).toEqual([{ field: 'disability_ids', label: 'Disability ids', shown: false, message: 'Unknown disability.' }]);
    expect(labelFromName('biological_gender_id')).toBe('Biological gender');
  });

  it('forgets a field when it unmounts, but not a later field of the same name', () => {
    const registry = createFieldRegistry();
    const forget = registry.register('number', 'Number');
    registry.register('number', 'Insurance number');
    forget();
    expect(registry.labels().get('number')).toBe('Insurance number');
  });
});
