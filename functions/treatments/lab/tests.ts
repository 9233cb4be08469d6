import { DIAGNOSTIC_TYPES, type DiagnosticTypeCode, isDiagnosticType, isTestOfType, TEST_NOT_OF_TYPE } from '@praktijk/shared/records/lab';
import { findItems } from '../../catalogue/domain/store';
import { ValidationError } from '../../lib/errors';

// The tests a referral or a template asks for, checked against the referral_tests catalogue in
// one read: each must be a test (not a panel) of the type's discipline (spec 2 §7: Laboratory, or
// Radiology for the Radiologist type). What is stored is the test as chosen: its name, panel and
// unit, so a referral shows what was asked for even when the catalogue later changes.
export interface ChosenTest {
  test_id: string;
  name: string;
  parent_id: string | null;
  parent_name: string | null;
  unit: string | null;
}

export async function chosenTests(type: string, ids: readonly string[]): Promise<ChosenTest[]> {
  if (!isDiagnosticType(type)) throw ValidationError.field('type_id', 'Select a valid choice.');
  const items = await findItems('referral_tests', ids);
  const tests = ids.map((id) => items.get(id));
  if (tests.some((t) => !t)) throw ValidationError.field('tests', 'Select a valid choice.');
  if (tests.some((t) => !isTestOfType(type as DiagnosticTypeCode, t!))) throw ValidationError.field('tests', TEST_NOT_OF_TYPE);
  return tests.map((t) => ({ test_id: t!.id, name: t!.name, parent_id: t!.parent_id ?? null, parent_name: t!.parent_name ?? null, unit: t!.unit ?? null }));
}

/** The discipline's name a test search takes as its parent (spec 2 §7). */
export const testParentOf = (type: DiagnosticTypeCode) => DIAGNOSTIC_TYPES[type].testParent;
