import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode } from 'react';
import { AddressFields } from './AddressFields';
import { type PatientForm } from './form-fields';
import { ContactSection, DeceasedSection, EmergencyContactSection, IdentificationSection } from './OtherSections';
import { PersonalSection, type PersonalSectionProps } from './PersonalSection';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return <Container header={<Header variant="h3">{title}</Header>}>{children}</Container>;
}

/** Every demographics field of spec 2 §3, shared by New Patient and the General tab. */
export function PatientFields(props: PersonalSectionProps & { form: PatientForm }) {
  const { form } = props;
  return (
    <SpaceBetween size="l">
      <Section title="Personal Information">
        <PersonalSection {...props} />
      </Section>
      <Section title="Contact">
        <ContactSection form={form} />
      </Section>
      <Section title="Emergency contact">
        <EmergencyContactSection form={form} />
      </Section>
      <Section title="Address">
        <AddressFields form={form} />
      </Section>
      <Section title="Identification">
        <IdentificationSection form={form} />
      </Section>
      <Section title="Deceased">
        <DeceasedSection form={form} />
      </Section>
    </SpaceBetween>
  );
}
