import Container from '@cloudscape-design/components/container';
import Header from '@cloudscape-design/components/header';
import SpaceBetween from '@cloudscape-design/components/space-between';
import { type ReactNode } from 'react';
import { AddressFields } from './AddressFields';
import { type PatientForm } from './form-fields';
import { ContactSection, DeceasedSection, EmergencyContactSection, IdentificationSection } from './OtherSections';
import { PersonalSection, type PersonalSectionProps } from './PersonalSection';

type HeadingLevel = 'h2' | 'h3';

function Section({ title, level, children }: { title: string; level: HeadingLevel; children: ReactNode }) {
  return <Container header={<Header variant={level}>{title}</Header>}>{children}</Container>;
}

/**
 * Every demographics field of spec 2 §3, shared by New Patient and the General tab. The sections'
 * headings sit one level under the screen's: h2 under New Patient's h1, h3 under General's h2.
 */
export function PatientFields(props: PersonalSectionProps & { form: PatientForm; sectionLevel: HeadingLevel }) {
  const { form, sectionLevel } = props;
  return (
    <SpaceBetween size="l">
      <Section level={sectionLevel} title="Personal Information">
        <PersonalSection {...props} />
      </Section>
      <Section level={sectionLevel} title="Contact">
        <ContactSection form={form} />
      </Section>
      <Section level={sectionLevel} title="Emergency contact">
        <EmergencyContactSection form={form} />
      </Section>
      <Section level={sectionLevel} title="Address">
        <AddressFields form={form} />
      </Section>
      <Section level={sectionLevel} title="Identification">
        <IdentificationSection form={form} />
      </Section>
      <Section level={sectionLevel} title="Deceased">
        <DeceasedSection form={form} />
      </Section>
    </SpaceBetween>
  );
}
