// Units of the Measurements form (spec 2 §3, §9): height in ft, inch, m or cm and weight in g, kg
// or lb as entered; BMI and the charts read them normalised to cm and kg, here only.
export const HEIGHT_UNITS = ['ft', 'inch', 'm', 'cm'] as const;
export const WEIGHT_UNITS = ['g', 'kg', 'lb'] as const;
export type HeightUnit = (typeof HEIGHT_UNITS)[number];
export type WeightUnit = (typeof WEIGHT_UNITS)[number];

/** Centimetres and kilograms in one of each unit, exact (the checks' bounds in the unit entered are read from these). */
export const CM_PER: Record<HeightUnit, number> = { ft: 30.48, inch: 2.54, m: 100, cm: 1 };
export const KG_PER: Record<WeightUnit, number> = { g: 0.001, kg: 1, lb: 0.45359237 };

/** Plausible bounds of a person once normalised: a newborn to the tallest and heaviest recorded. */
export const HEIGHT_CM_BOUNDS = { min: 20, max: 275 } as const;
export const WEIGHT_KG_BOUNDS = { min: 0.2, max: 650 } as const;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function toCentimetres(value: number | null | undefined, unit: HeightUnit): number | null {
  return value == null ? null : round(value * CM_PER[unit], 2);
}

export function toKilograms(value: number | null | undefined, unit: WeightUnit): number | null {
  return value == null ? null : round(value * KG_PER[unit], 3);
}

/** Body-mass index, kg/m² to one decimal (the usual clinical precision); null without both. */
export function bodyMassIndex(heightCm: number | null, weightKg: number | null): number | null {
  if (!heightCm || !weightKg) return null;
  const metres = heightCm / 100;
  return round(weightKg / (metres * metres), 1);
}

/** '5.9 ft', '180 cm': a value as entered with its unit, or null. */
export function withUnit(value: number | null | undefined, unit: string): string | null {
  return value == null ? null : `${value} ${unit}`;
}
