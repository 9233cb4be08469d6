import { lazy } from 'react';

// The letter editor (TinyMCE, issue 24), loaded as its own chunk only by the screens that write
// letters: the sign-in page and every role's first screen never download it. Wrap it in <Suspense>.
export type { LetterEditorProps } from './props';

export const LetterEditor = lazy(() => import('./TinyLetterEditor'));
