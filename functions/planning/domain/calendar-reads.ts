import { nextDay, practiceInstant } from '@praktijk/shared/practice-clock';
import { stripStorage } from '../../lib/data/items';
import { queryAll } from '../../lib/data/query';
import { type TenantData } from '../../lib/data/tenant-data';
import { readConsultation, type StoredConsultation } from '../../consultations/domain/items';
import { readBlockedTime, type StoredBlockedTime } from './blocked';

// A practitioner's calendar over practice days from..to (inclusive): two range Queries on GSI2, no
// Scan. Consultations are listed by start, so the range is `<from's first instant>` up to the
// first instant after `to`; blocked times are listed by end, so those reaching into the range are
// the ones ending after its first instant, of which those starting before its last are kept.

/** The instants where practice days from..to begin and end ([start, end)). */
export function rangeInstants(from: string, to: string): { start: string; end: string } {
  return { start: practiceInstant(`${from}T00:00`).toISOString(), end: practiceInstant(`${nextDay(to)}T00:00`).toISOString() };
}

export async function consultationsBetween(data: TenantData, practitionerId: string, from: string, to: string): Promise<StoredConsultation[]> {
  const range = rangeInstants(from, to);
  const items = await queryAll({
    IndexName: 'GSI2',
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK BETWEEN :start AND :end',
    ExpressionAttributeValues: { ':pk': data.keys.consultationsOfPractitionerPk(practitionerId), ':start': range.start, ':end': range.end },
  });
  return items.map((item) => readConsultation(stripStorage(item)));
}

export async function blockedTimesBetween(data: TenantData, practitionerId: string, from: string, to: string): Promise<StoredBlockedTime[]> {
  const range = rangeInstants(from, to);
  const items = await queryAll({
    IndexName: 'GSI2',
    // GSI2SK is `<end>#<id>`: anything after `<range start>#` ends after the range starts.
    KeyConditionExpression: 'GSI2PK = :pk AND GSI2SK > :after',
    FilterExpression: '#start < :end',
    ExpressionAttributeNames: { '#start': 'start' },
    ExpressionAttributeValues: { ':pk': data.keys.blockedTimesOfPractitionerPk(practitionerId), ':after': `${range.start}#~`, ':end': range.end },
  });
  return items.map((item) => readBlockedTime(stripStorage(item)));
}
