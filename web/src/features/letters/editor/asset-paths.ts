// Where the build puts TinyMCE's skins (copied from the package by web/vite.config.ts) and where
// the editor loads them from by URL: written once, for both. The path holds TinyMCE's version:
// the site serves built files as immutable for a year (infra/stacks/web-stack.ts), and these
// file names carry no content hash, so a new TinyMCE must come with new URLs.
export const tinymceAssetDir = (version: string) => `tinymce/${version}`;
/** The skin folders the editor uses: the toolbar's (ui) and the editing area's (content). */
export const TINYMCE_SKIN_DIRS = ['skins/ui/oxide', 'skins/content/default'] as const;
