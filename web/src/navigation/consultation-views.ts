// The views of the consultation workspace, /schedule/{consultationId}/{viewName} (spec 1 §2
// route schedule-vc-view; spec 3 §2 "/schedule/{id}/consult: opened after a consultation is
// created"). The decursus screen's viewName is not given by the spec: 'decursus' (issue 10).
export const CONSULTATION_VIEWS = [
  { id: 'consult', label: 'Consultation' },
  { id: 'decursus', label: 'Decursus' },
] as const;

export type ConsultationView = (typeof CONSULTATION_VIEWS)[number]['id'];

export function isConsultationView(viewName: string | undefined): viewName is ConsultationView {
  return CONSULTATION_VIEWS.some((view) => view.id === viewName);
}

export function consultationPath(consultationId: string, view: ConsultationView = 'consult'): string {
  return `/schedule/${encodeURIComponent(consultationId)}/${view}`;
}
