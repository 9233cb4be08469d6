// TinyMCE from the package, bundled into the editor's lazy chunk: importing the core sets the
// `tinymce` global the theme, model, icons and plugins register with, so nothing is fetched from
// Tiny's cloud. The skins are not imported here (their modules inject <style> elements, which the
// site's `style-src-elem 'self'` blocks); editor-options.ts loads them by URL instead.
import tinymce from 'tinymce';
import 'tinymce/themes/silver';
import 'tinymce/models/dom';
import 'tinymce/icons/default';
import 'tinymce/plugins/lists';
import 'tinymce/plugins/advlist';
import 'tinymce/plugins/table';
import 'tinymce/plugins/pagebreak';

export { tinymce };
