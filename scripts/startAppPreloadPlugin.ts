import type { OutputBundle, OutputChunk } from 'rolldown';
import type { HtmlTagDescriptor, Plugin } from 'vite';

/**
 * What src/main.tsx imports at once: the start-up, and on every page but /login the app. The
 * screen's own code is asked for by the app's router as soon as it runs: preloading the signed-in
 * layout and the home too measured within the runs' spread (live build, median of 5: desktop cold
 * 914 -> 896 ms, slow 4G 4,130 -> 4,129 ms; npm run bench -- --only liveColdStart), and would make
 * every other deep link download them.
 */
const PRELOADED_ENTRIES = [/\/src\/app\/startUp\.tsx$/, /\/src\/app\/startApp\.tsx$/];

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
