// Walking a chart through time (spec 3 §3 "Chart data"): the server answers the latest points
// before a position and `older`, the position of the range before them. The ranges seen are kept
// as a stack of positions, so Newer goes back the way Older came; the first is the latest (none).
export type ChartRanges = readonly (string | undefined)[];

export const LATEST_RANGE: ChartRanges = [undefined];

/** The `before` of the range shown: undefined for the latest. */
export const shownBefore = (ranges: ChartRanges): string | undefined => ranges[ranges.length - 1];

export const olderRange = (ranges: ChartRanges, older: string): ChartRanges => [...ranges, older];

export const newerRange = (ranges: ChartRanges): ChartRanges => (ranges.length > 1 ? ranges.slice(0, -1) : ranges);

export const hasNewer = (ranges: ChartRanges): boolean => ranges.length > 1;
