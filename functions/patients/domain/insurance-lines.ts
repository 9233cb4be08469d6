import { insuranceKind } from '@praktijk/shared/record-kinds';
import { practiceToday } from '@praktijk/shared/records/health-fields';
import { insuranceInForce } from '@praktijk/shared/records/insurance';
import { type TenantData } from '../../lib/data/tenant-data';
import { readReferences } from '../../catalogue/domain/record-references';
import { listPatientRecords, type PatientRecord } from '../../records/records';

// What a paper for a third party says of the patient's insurance (a prescription for the
// pharmacist, a referral for the colleague): the insurances in force today, primary first.
type StoredInsurance = PatientRecord & {
  is_active: boolean;
  is_primary: boolean;
  company_id: string;
  number: string;
  effective_date: string | null;
  expiry_date: string;
};

/** 'Staatsziekenfonds (SZF) · number 123456 (primary)', with the company's name (its code when the catalogue lacks it). */
export async function insuranceLines(data: TenantData, patientId: string): Promise<string[]> {
  const today = practiceToday();
  const insurances = (await listPatientRecords<StoredInsurance>(data, insuranceKind, patientId))
    .filter((i) => insuranceInForce(i, today))
    .sort((a, b) => Number(b.is_primary) - Number(a.is_primary));
  return Promise.all(
    insurances.map(async (i) => {
      const company = (await readReferences({ company_id: i.company_id }, { company_id: 'insurance_companies' }).catch(() => new Map())).get('company_id');
      return `${company?.name ?? i.company_id} · number ${i.number} (${i.is_primary ? 'primary' : 'secondary'})`;
    }),
  );
}
