import { type Params, type UIMatch } from 'react-router';

// Each routed page names itself through its route's handle: the label of spec 1 §2's table,
// used for the breadcrumbs and the document title.

/** Names that a route's parameters stand for, as far as they are known (a username for its person). */
export interface LabelNames {
  practitioner(username: string): string;
  /** The name of the patient a consultation is with, once known. */
  consultationPatient?(consultationId: string): string | undefined;
}

/** Before any name is known, a parameter stands for itself. */
export const UNRESOLVED_NAMES: LabelNames = { practitioner: (username) => username };

export interface RouteHandle {
  label: string | ((params: Params, names: LabelNames) => string);
}

export function labelled(label: RouteHandle['label']): RouteHandle {
  return { label };
}

/** planning/physicians/{username}: the practitioner's name, not their e-mail address. */
export const practitionerLabel = (params: Params, names: LabelNames): string => names.practitioner(params.username ?? '');

/** schedule/{consultationId}/{viewName} (label Patient, spec 1 §2): the patient's name once known. */
export const consultationPatientLabel = (params: Params, names: LabelNames): string => names.consultationPatient?.(params.consultationId ?? '') ?? 'Patient';

function isRouteHandle(handle: unknown): handle is RouteHandle {
  return typeof handle === 'object' && handle !== null && 'label' in handle;
}

export interface Crumb {
  label: string;
  pathname: string;
}

/** The labelled matches, outermost first; an index route repeating its parent's path is kept apart. */
export function crumbsOf(matches: readonly Pick<UIMatch, 'handle' | 'params' | 'pathname'>[], names: LabelNames = UNRESOLVED_NAMES): Crumb[] {
  return matches.flatMap((match) => {
    if (!isRouteHandle(match.handle)) return [];
    const { label } = match.handle;
    return [{ label: typeof label === 'function' ? label(match.params, names) : label, pathname: match.pathname }];
  });
}

/** 'Diabetes · Reports · Praktijk': the page first, so tabs stay tellable apart. */
export function documentTitleFor(crumbs: Crumb[]): string {
  return [...crumbs.map((crumb) => crumb.label).reverse(), 'Praktijk'].join(' · ');
}
