import { WEEK_STARTS_ON } from '@praktijk/shared/constants';
import { format } from 'date-fns/format';
import { getDay } from 'date-fns/getDay';
import { startOfWeek } from 'date-fns/startOfWeek';
import { nl } from 'date-fns/locale/nl';
import { dateFnsLocalizer, type Formats } from 'react-big-calendar';

// react-big-calendar's dates in the practice's way (spec 1 §9): weeks from Monday, Dutch names,
// 24-hour 'HH:mm', dates DD-MM. The Dates it formats are wall-clock Dates (wall-clock.ts), so
// their own fields are the practice's clock and plain date-fns formatting shows Paramaribo time.

export const CULTURE = 'nl';

// react-big-calendar's date-fns localizer reads only format, startOfWeek, getDay and locales (its
// docs pass `parse` too, which it never calls: leaving it out keeps date-fns' parser, ~6 kB gzip,
// off the planning screens).
export const planningLocalizer = dateFnsLocalizer({
  format,
  startOfWeek: (date: Date) => startOfWeek(date, { weekStartsOn: WEEK_STARTS_ON }),
  getDay,
  locales: { [CULTURE]: nl },
});

const clock = (date: Date) => format(date, 'HH:mm');
const span = ({ start, end }: { start: Date; end: Date }) => `${clock(start)}-${clock(end)}`;

export const PLANNING_FORMATS: Formats = {
  timeGutterFormat: 'HH:mm',
  eventTimeRangeFormat: span,
  eventTimeRangeStartFormat: ({ start }) => `${clock(start)}-`,
  eventTimeRangeEndFormat: ({ end }) => `-${clock(end)}`,
  selectRangeFormat: span,
  agendaTimeFormat: 'HH:mm',
  agendaTimeRangeFormat: span,
  // 'wo 25-11' over each day of a week; the day view names its day in the toolbar.
  dayFormat: 'EEEEEE dd-MM',
  dayHeaderFormat: 'EEEEEE dd-MM-yyyy',
  dayRangeHeaderFormat: ({ start, end }) => `${format(start, 'dd-MM-yyyy')} – ${format(end, 'dd-MM-yyyy')}`,
};
