import { PLANNING_MESSAGES } from '@praktijk/shared/schemas/calendar';
import { type RequestContext } from '../../lib/auth/context';
import { tableName } from '../../lib/data/client';
import { LOCK_CONDITION, lockValues } from '../../lib/data/consistency';
import { type Guarded, type TransactItem } from '../../lib/data/transact';
import { ValidationError } from '../../lib/errors';
import { type Input } from '../../lib/http/types';
import { DECURSUS_REVISIONS, NOTE_FIELDS, type StoredConsultation, type StoredDecursus } from '../../consultations/domain/items';
import { existingPair } from '../../consultations/domain/reads';
import { auditDeleted, type Writer } from '../../consultations/domain/writes';
import { announcePlanning } from '../domain/announce';
import { placeOf } from '../domain/bookings';
import { guardedWrite, guardOf } from '../domain/day-guard';
import { replaceSpan } from '../domain/spans';
import { revisionKey } from '../../records/revisions';

// DELETE /api/planning/consultations/{id}/ (issue 11.2): a booking that has not started goes
// whole: the consultation, its empty decursus and that note's revision 1, its span in the day
// guard (its time is free again) and a '-' entry in Logs, in one transaction. Once the patient has
// arrived or a word of the note is written, the consultation is part of the record and stays.

const STARTED = () => ValidationError.nonField(PLANNING_MESSAGES.started);

/** The note as created: version 1 and every field empty. */
const untouched = (note: StoredDecursus) => note.version === 1 && NOTE_FIELDS.every((field) => !note[field]);

function deleteItems(writer: Writer, consultation: StoredConsultation, note: StoredDecursus, token: string): (TransactItem | Guarded)[] {
  const data = writer.data;
  return [
    {
      Delete: {
        TableName: tableName(),
        Key: data.keys.consultation(consultation.id),
        ConditionExpression: LOCK_CONDITION,
        ExpressionAttributeValues: lockValues(token),
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      },
    },
    // A note saved since it was read (version 2) makes the consultation started after all.
    {
      item: {
        Delete: {
          TableName: tableName(),
          Key: data.keys.decursus(note.id),
          ConditionExpression: 'version = :first',
          ExpressionAttributeValues: { ':first': 1 },
        },
      },
      refusal: STARTED(),
    },
    { Delete: { TableName: tableName(), Key: revisionKey(data, DECURSUS_REVISIONS, note.id, 1) } },
    ...auditDeleted(writer, consultation),
  ];
}

export async function deleteConsultation({ params, query }: Input<'deleteConsultation'>, ctx: RequestContext): Promise<undefined> {
  const { consultation, decursus } = await existingPair(ctx.data, params.id);
  if (consultation.arrived || !untouched(decursus)) throw STARTED();
  const items = deleteItems(ctx, consultation, decursus, query.consistency_token);
  if (consultation.booked) {
    const { day } = placeOf(consultation);
    await guardedWrite(ctx.data, [day], (read) => {
      const guard = guardOf(read, day);
      return { guards: [{ guard, spans: replaceSpan(guard.spans, consultation.id) }], items };
    });
  } else {
    await ctx.data.transact(items);
  }
  await announcePlanning(ctx.tenantId, {
    practitioner: consultation.practitioner_id,
    dates: [consultation.date],
    consultation: consultation.id,
    patient: consultation.patient_id,
    change: 'booking',
  });
  return undefined;
}
