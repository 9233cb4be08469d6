import { findPracticeBySlug } from '@praktijk/functions/lib/data/practices';
import { createPractice } from '@praktijk/functions/users/provisioning/practices';
import { createPracticeUser } from '@praktijk/functions/users/provisioning/users';
import { DEMO_PASSWORD, DEMO_PRACTICES, DEMO_TEMPORARY_PASSWORD } from './demo-users';
import { seedDemoConsultations, seedDemoReasonTypes } from './demo-consultations';
import { seedDemoWeek } from './demo-week';
import { seedDemoHealth } from './demo-health';
import { seedDemoPatients } from './demo-patients';
import { seedDemoTreatments } from './demo-treatments';

// Seeds the demo practices through the same provisioning code ops use in a real account.
// Idempotent: a practice that exists is left as it is, so later starts keep their data.
export async function seedDemo(log: (line: string) => void): Promise<void> {
  for (const [index, demo] of DEMO_PRACTICES.entries()) {
    if (await findPracticeBySlug(demo.slug)) continue;
    const practice = await createPractice({ slug: demo.slug, name: demo.name });
    const created = [];
    for (const user of demo.users) {
      created.push(
        await createPracticeUser({
          tenantId: practice.id,
          email: user.email,
          firstName: user.firstName,
          lastName: user.lastName,
          prefix: user.prefix,
          identifier: user.identifier,
          roles: user.roles,
          isStaff: user.isStaff,
          password: user.temporary ? { value: DEMO_TEMPORARY_PASSWORD, permanent: false } : { value: DEMO_PASSWORD, permanent: true },
        }),
      );
    }
    const staff = created.find((u) => u.is_staff) ?? created[0]!;
    const { patients, consultationInsurance } = await seedDemoPatients(
      { tenantId: practice.id, userId: staff.id, user: { email: staff.email } },
      demo.patients,
    );
    const reasonTypes = await seedDemoReasonTypes(practice.id);
    const physicians = created.filter((u) => u.roles.includes('physician'));
    const consultations = physicians[0] ? await seedDemoConsultations(practice.id, physicians[0], patients, reasonTypes, consultationInsurance) : 0;
    const author = physicians[0] ?? staff;
    const health = await seedDemoHealth({ tenantId: practice.id, userId: author.id, user: author }, patients);
    // After the allergies: a prescription is checked against them.
    const treatments = await seedDemoTreatments({ tenantId: practice.id, userId: author.id, email: author.email }, patients);
    // Each physician's current week, so the calendar opens on a practice at work. A practice with
    // few patients books fewer of its slots (or the same patients would come every day).
    const weeks = await Promise.all(
      physicians.map((physician, n) =>
        seedDemoWeek({
          tenantId: practice.id,
          physician,
          patients,
          consultationInsurance,
          reasonTypes,
          seed: (index + 1) * 100 + n,
          fill: demo.patients >= 100 ? 0.7 : 0.35,
        }),
      ),
    );
    const booked = weeks.reduce((sum, w) => sum + w.bookings, 0);
    log(
      `[seed] practice "${demo.slug}" with ${demo.users.length} users, ${patients.length} patients, ${health} health records, ` +
        `${treatments.prescriptions} prescriptions, ${treatments.vaccinations} vaccinations, ${treatments.labReferrals} diagnostic referrals, ` +
        `${treatments.templates} templates, ${consultations} earlier consultations and ${booked} of this week's`,
    );
  }
}
