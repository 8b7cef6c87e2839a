import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * What src/main.tsx imports at once: the start-up, and on every page but /login the app; the
 * signed-in layout, which every screen of the app opens in; and the home, where a sign-in lands
 * (its table's code serves most lists too). Another screen's code is asked for by the router as soon
 * as the app has run.
 */
const PRELOADED_ENTRIES = [
  /\/src\/app\/startUp\.tsx$/,
  /\/src\/app\/startApp\.tsx$/,
  /\/src\/routes\/_auth\.tsx\?tsr-split=component/,
  /\/src\/routes\/_auth\/home\.tsx\?tsr-split=component/,
];

function chunkOf(bundle: OutputBundle, entry: RegExp): OutputChunk | undefined {
  return Object.values(bundle).find(
    (output): output is OutputChunk => output.type === 'chunk' && entry.test(output.facadeModuleId ?? ''),
  );
}

/** `chunk` and the chunks it imports statically, as their file names. */
function withStaticImports(bundle: OutputBundle, chunk: OutputChunk, into = new Set<string>()): Set<string> {
  if (into.has(chunk.fileName)) return into;
  into.add(chunk.fileName);
  for (const name of chunk.imports) {
    const imported = bundle[name];
    if (imported?.type === 'chunk') withStaticImports(bundle, imported, into);
  }
  return into;
}

/**
 * Lists the app's start chunks in index.html as module preloads. main.tsx imports them as soon as it
 * runs, but the browser only learns of them then: one round trip after the entry, and the screen's
 * chunks one more after that (the live build on HTTP/2: startApp requested at 814 ms instead of
 * 540 ms, npm run bench -- --only liveColdStart). A direct visit to /login downloads them too, ready
 * for the app it leads to.
 */
export function startAppPreloadPlugin(): Plugin {
  return {
    name: 'wattsight-start-app-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        const { bundle } = context;
        if (!bundle) return html;
        const files = new Set<string>();
        for (const entry of PRELOADED_ENTRIES) {
          const chunk = chunkOf(bundle, entry);
          if (chunk) withStaticImports(bundle, chunk, files);
        }
        const styles = new Set(
          [...files].flatMap((file) => {
            const chunk = bundle[file];
            return chunk?.type === 'chunk' ? [...(chunk.viteMetadata?.importedCss ?? [])] : [];
          }),
        );
        // Style sheets are preloaded, not linked: a linked one would hold back the entry script.
        const tags: HtmlTagDescriptor[] = [
          ...[...styles].map((file) => ({
            tag: 'link',
            attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
          ...[...files].map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          })),
        ].filter((tag) => !html.includes(`${tag.attrs.href}"`));
        return { html, tags };
      },
    },
  };
}
