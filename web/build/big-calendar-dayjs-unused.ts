import { type Plugin } from 'vite';

// react-big-calendar's ES build imports, at its top, the dayjs plugins its dayjs localizer uses.
// They are CommonJS, which the bundler must assume to have side effects, so they were bundled
// (~2 kB gzip) though Praktijk uses the date-fns localizer. Each plugin file only defines a
// function (dayjs.extend applies it), so for imports made by react-big-calendar this plugin marks
// them free of side effects: with the dayjs localizer unused, they are dropped.

const BIG_CALENDAR = /[\\/]node_modules[\\/]react-big-calendar[\\/]/;
const DAYJS_PLUGIN = /^dayjs\/plugin\/\w+$/;

export function bigCalendarDayjsUnused(): Plugin {
  return {
    name: 'praktijk:big-calendar-dayjs-unused',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !BIG_CALENDAR.test(importer) || !DAYJS_PLUGIN.test(source)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved && { ...resolved, moduleSideEffects: false };
    },
  };
}
