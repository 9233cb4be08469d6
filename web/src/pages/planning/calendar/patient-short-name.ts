import { initialsOf, SURNAME_PARTICLES } from '@praktijk/shared/person-name';
import { type ConsultationSummary } from '@praktijk/shared/schemas/consultations';

// The patient as a narrow calendar event names them (issue 22 §1): surname first, then the
// initials, 'Sastrodikromo, S.', the way a Dutch front desk reads a list. A consultation written
// now carries that name, made from the patient's own first name and surname (patient_short_name);
// one written before carries only the display name, `${first_name} ${surname}`, so for those where
// the first name ends is decided here:
// - a surname particle (van, de, dos, ...) starts the surname: 'Desi Van Ommeren' -> 'Van Ommeren, D.';
// - a Chinese-Surinamese 'A' joins the words around it: 'Mei Ling Tjon A Fong' -> 'Tjon A Fong, M.L.';
// - otherwise the first word is the first name and the rest the surname. When a name could be read
//   either way ('Desi Lo Fo Sang'), this keeps every word of a surname on screen and shortens only
//   a second first name; the event's title and accessible name keep the whole name.

const PARTICLES: ReadonlySet<string> = new Set(SURNAME_PARTICLES);
const CONNECTOR = 'A';

function surnameStart(words: readonly string[]): number {
  const particle = words.findIndex((word, index) => index > 0 && PARTICLES.has(word.toLocaleLowerCase('nl')));
  if (particle > 0) return particle;
  const connector = words.findIndex((word, index) => index > 1 && index < words.length - 1 && word === CONNECTOR);
  if (connector > 1) return connector - 1;
  return 1;
}

/** 'Soekirman Sastrodikromo' -> 'Sastrodikromo, S.'; a single word is shown as it is. */
export function calendarPatientName(displayName: string): string {
  const words = displayName.trim().split(/\s+/).filter(Boolean);
  if (words.length < 2) return words.join('');
  const start = surnameStart(words);
  return `${words.slice(start).join(' ')}, ${initialsOf(words.slice(0, start).join(' '))}`;
}

/** The consultation's patient surname first: as the server kept it, else read from the display name. */
export function shortNameOf(consultation: Pick<ConsultationSummary, 'patient_name' | 'patient_short_name'>): string {
  return consultation.patient_short_name ?? calendarPatientName(consultation.patient_name);
}
