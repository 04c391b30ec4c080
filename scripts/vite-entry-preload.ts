import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * With `build.modulePreload: false` Vite neither lists a lazy chunk's imports in the entry (a table
 * of every chunk's dependencies and a helper, 4 kB gzip of the first load) nor preloads the entry's
 * own imports in the HTML. This puts the latter back: the page asks for every chunk the entry imports
 * at once instead of after the entry has arrived (docs/decisions/0020). Lazy chunks fetch their own
 * imports when they run; after the first visit the service worker has them all.
 */
export function entryPreload(): Plugin {
  return {
    name: 'portal-entry-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const bundle = ctx.bundle;
        if (!bundle) return html;
        const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
        const entry = chunks.find((chunk) => chunk.isEntry && html.includes(`/${chunk.fileName}"`));
        if (!entry) return html;
        const files = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.find((c) => c.fileName === fileName);
          for (const imported of chunk?.imports ?? []) {
            if (files.has(imported)) continue;
            files.add(imported);
            visit(imported);
          }
        };
        visit(entry.fileName);
        const tags: HtmlTagDescriptor[] = [...files].map((file) => ({
          tag: 'link',
          attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
          injectTo: 'head',
        }));
        return { html, tags };
      },
    },
  };
}
