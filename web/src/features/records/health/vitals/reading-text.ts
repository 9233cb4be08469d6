// A reading as the user types it (spec 2 §5): commas become dots and only digits and points are
// kept. Nothing is cut off: '37,555' stays '37.555', so the shared rule can say what is wrong
// ('... one or two decimal places') instead of the field silently dropping a digit.
export function readingText(raw: string): string {
  return raw.replace(/,/g, '.').replace(/[^\d.]/g, '');
}

/** 'Temperature (°C)'; a label that ends in brackets takes the unit inside them: 'BP systolic (second reading, mm Hg)'. */
export function labelWithUnit(label: string, unit: string | undefined): string {
  if (!unit) return label;
  return label.endsWith(')') ? `${label.slice(0, -1)}, ${unit})` : `${label} (${unit})`;
}
