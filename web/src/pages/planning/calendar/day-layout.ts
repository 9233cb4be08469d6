// How a day column places its events (react-big-calendar's dayLayoutAlgorithm). Its own
// 'no-overlap' compares tops and heights in floating-point percentages, so two bookings that only
// touch (07:45-08:15 and 08:15-08:30) could count as overlapping and be drawn side by side at
// half width. Here overlap is decided on the events' real times: touching is not overlapping.
// Within a group of truly overlapping events (a drag still on its way, data from before the
// guards) each takes the first free lane, sharing the width.

export interface LayoutInput<E> {
  events: E[];
  slotMetrics: { getRange(start: Date, end: Date): { top: number; height: number; startDate: Date; endDate: Date } };
  accessors: { start(event: E): Date; end(event: E): Date };
}

export interface StyledEvent<E> {
  event: E;
  style: { top: number; height: string; width: string; xOffset: string };
}

interface Placed<E> {
  event: E;
  top: number;
  height: number;
  start: number;
  end: number;
  lane: number;
  lanes: number;
}

/** Splits events sorted by start into groups whose members overlap one another in a chain. */
function clusters<E>(sorted: Placed<E>[]): Placed<E>[][] {
  const groups: Placed<E>[][] = [];
  let end = -Infinity;
  for (const placed of sorted) {
    if (placed.start >= end) {
      groups.push([placed]);
      end = placed.end;
    } else {
      groups.at(-1)!.push(placed);
      end = Math.max(end, placed.end);
    }
  }
  return groups;
}

function assignLanes<E>(group: Placed<E>[]): void {
  const laneEnds: number[] = [];
  for (const placed of group) {
    const free = laneEnds.findIndex((laneEnd) => laneEnd <= placed.start);
    placed.lane = free === -1 ? laneEnds.length : free;
    laneEnds[placed.lane] = placed.end;
  }
  for (const placed of group) placed.lanes = laneEnds.length;
}

export function dayLayout<E>({ events, slotMetrics, accessors }: LayoutInput<E>): StyledEvent<E>[] {
  const sorted = events
    .map((event) => {
      const range = slotMetrics.getRange(accessors.start(event), accessors.end(event));
      return { event, top: range.top, height: range.height, start: +range.startDate, end: +range.endDate, lane: 0, lanes: 1 };
    })
    .sort((a, b) => a.start - b.start || b.end - a.end);
  for (const group of clusters(sorted)) assignLanes(group);
  return sorted.map(({ event, top, height, lane, lanes }) => {
    const size = 100 / lanes;
    // The same 2 px gap below and 3 px between lanes as the library's own layouts.
    const padding = lane === 0 ? 0 : 3;
    return { event, style: { top, height: `calc(${height}% - 2px)`, width: `calc(${size}% - ${padding}px)`, xOffset: `calc(${lane * size}% + ${padding}px)` } };
  });
}
