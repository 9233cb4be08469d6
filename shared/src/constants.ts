// Business constants of the specification, in one place.
export const APP_VERSION = '0.1.0';

export const TIMEZONE = 'America/Paramaribo';
export const LOCALE = 'nl-NL';
export const WEEK_STARTS_ON = 1; // Monday
export const DATE_FORMAT = 'DD-MM-YYYY';
export const API_DATE_FORMAT = 'YYYY-MM-DD';
export const DISPLAY_DATE_FORMATS = { date: 'DD MMM YYYY', dateTime: 'DD MMM YYYY HH:mm', long: 'ddd DD MMMM YYYY' } as const;

/** Browser storage key of the schedule's date (spec 1 §4, §9: kept locally, reset at sign-in); not in schemas/: the sign-in page uses it. */
export const SCHEDULE_DATE_STORAGE_KEY = 'praktijk.schedule.date';

export const TOAST_AUTO_HIDE_MS = 1000;
export const CLOCK_REFRESH_MS = 1000;
export const MULTIPLE_INPUT = { max: 4, min: 1 } as const;
export const QR_CODE = { errorCorrection: 'H', size: 250 } as const;

export const IDLE = { checkEveryMs: 30_000, logoutAfterS: 3000, warnUnderS: 600 } as const;
export const REALTIME_RETRY = { attempts: 5, delayMs: 3000 } as const;

export const PHONE = { countryCode: '+597', minDigits: 6, maxDigits: 8 } as const;

// Cognito's password policy, written once: CDK sets it on the user pool, the twin's Cognito
// shim enforces it, the browser shows it as guidance. Decision (issue 14.1): at least 12
// characters, not the specification's 8: a password is one of a clinician's two factors to every
// patient record of the practice, and length is what makes a guessed or sprayed password unlikely.
// The guidance states the policy's number in the specification's sentence.
export const PASSWORD_POLICY = {
  minLength: 12,
  requireLowercase: true,
  requireUppercase: true,
  requireDigits: true,
  requireSymbols: false,
  temporaryPasswordValidityDays: 7,
} as const;

export const PAGE_SIZE = { default: 10, max: 100 } as const;

export const REALTIME_TYPES = ['planning', 'messaging', 'interchange', 'catalogue', 'permissions', 'export', 'import-batch'] as const;
export type RealtimeType = (typeof REALTIME_TYPES)[number];

/**
 * Drafts (issue 21 §1): a decursus or General History being typed is kept as the user's own draft
 * on the server after this much quiet, long enough not to write on every pause between words,
 * short enough that a crash or a closed laptop loses a sentence at most.
 */
export const DRAFT_SAVE_QUIET_MS = 3000;
/**
 * A draft nobody saved or discarded is forgotten after 14 days: long enough to survive a holiday
 * week and a weekend, short enough that a note's forgotten variant is not offered months later.
 */
export const DRAFT_TTL_DAYS = 14;
/**
 * Manage > Logs counts a patient's audit entries from the page's start up to this many: below it
 * 'of Z' is exact, above it the footer reads 'of 200+' (as All Patients' name search does). Years
 * of entries would otherwise be counted in full on every page (thousands of read units, seconds a
 * page); 200 is twenty pages of ten, more than anyone pages through by hand, and one bounded Query.
 */
export const AUDIT_LOG_COUNT_WINDOW = 200;

// Files travel straight between the browser and S3 (DESIGN §7, issue 23 §4): the API hands out a
// presigned POST whose policy carries the size limit, the browser posts the file to the bucket,
// and the API confirms it from the stored object. API Gateway and Lambda carry no file bytes on
// the way in, so the limits are the files' own, not the 6 MB Lambda payload's.
/**
 * A document (a lab result, a consultation's letter; medical cards next): 30 MB. The spec names
 * no size; scanned multi-page PDFs from a laboratory or a specialist reach 25 MB, and 30 MB takes
 * them with room while still refusing a video or a disk image sent by mistake.
 */
export const DOCUMENT_MAX_BYTES = 30 * 1024 * 1024;
/** A patient import file: 100,000 rows of a practice list (about 200 bytes a row) fit with room. */
export const IMPORT_FILE_MAX_BYTES = 50 * 1024 * 1024;
/** How long an upload ticket (the presigned POST) is valid: enough to start sending a large scan, short enough that a leaked one soon stops working. */
export const UPLOAD_TICKET_SECONDS = 5 * 60;
/**
 * The spec's inline file answers (`content` base64, `filename`, `mime_type`) carry a file up to
 * this size; a larger one is answered with `url` (a short-lived presigned GET) instead of
 * `content`. Lambda answers at most 6 MB and base64 adds a third: 3 MB of file is 4 MB of answer,
 * with room for the JSON around it.
 */
export const INLINE_FILE_MAX_BYTES = 3 * 1024 * 1024;
