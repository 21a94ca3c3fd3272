// A build step that adds up the JavaScript a route loads before it can show anything, and fails the build when
// that is over budget. The route's JavaScript is the entry chunk and the route's lazily loaded page, each with
// every chunk it imports statically (what the browser fetches, modulepreload or not, before the page runs).
// A route not yet brought under its budget has a ceiling instead: the build fails when it grows past that.
import { gzipSync } from 'node:zlib';

// KB as the issue counts them: 1,024 bytes.
const KB = 1024;

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/**
 * @param {{ route: string, pages: string[], budgetKb: number, ceilingKb?: number }} options `pages`: the source
 *   modules the route loads lazily on arrival (paths relative to the web package); `ceilingKb`: for a route still
 *   over its budget, the most it may load until it is brought under it.
 * @returns {import('vite').Plugin}
 */
export function routeBudget({ route, pages, budgetKb, ceilingKb }) {
  return {
    name: 'atrium:route-budget',
    apply: 'build',
    // After the bundle is written: other plugins (the preload helper's dependency maps) change chunks until then.
    writeBundle(_options, bundle) {
      /** @type {Map<string, import('vite').Rollup.OutputChunk>} */
      const chunks = new Map();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);

      const starts = [...chunks.values()].filter((chunk) => chunk.isEntry);
      for (const page of pages) {
        const chunk = [...chunks.values()].find((c) =>
          c.facadeModuleId?.replaceAll('\\', '/').endsWith(page),
        );
        if (!chunk) this.error(`route budget: no chunk for ${page}`);
        starts.push(chunk);
      }

      /** @type {Set<string>} */
      const loaded = new Set();
      const visit = (/** @type {string} */ fileName) => {
        if (loaded.has(fileName)) return;
        loaded.add(fileName);
        for (const imported of chunks.get(fileName)?.imports ?? []) visit(imported);
      };
      for (const chunk of starts) visit(chunk.fileName);

      let raw = 0;
      let gzip = 0;
      /** @type {{ fileName: string, gzip: number }[]} */
      const rows = [];
      for (const fileName of loaded) {
        const code = Buffer.from(
          /** @type {import('vite').Rollup.OutputChunk} */ (chunks.get(fileName)).code,
        );
        const size = gzipSync(code).length;
        raw += code.length;
        gzip += size;
        rows.push({ fileName, gzip: size });
      }

      if (process.env.ROUTE_BUDGET_DETAIL) {
        for (const row of rows.sort((a, b) => b.gzip - a.gzip)) {
          console.log(`  ${kb(row.gzip).padStart(9)}  ${row.fileName}`);
          const modules = Object.entries(
            /** @type {import('vite').Rollup.OutputChunk} */ (chunks.get(row.fileName)).modules,
          )
            .sort(([, a], [, b]) => b.renderedLength - a.renderedLength)
            .slice(0, Number(process.env.ROUTE_BUDGET_DETAIL) || 6);
          for (const [id, info] of modules)
            console.log(
              `             ${kb(info.renderedLength).padStart(9)} raw  ${id.replace(/.*node_modules\//, '')}`,
            );
        }
      }
      const isWithin = gzip <= budgetKb * KB;
      const limitKb = ceilingKb ?? budgetKb;
      let verdict = `${isWithin ? 'within' : 'OVER'} the budget of ${budgetKb} KB gzip`;
      if (ceilingKb !== undefined) {
        verdict += isWithin
          ? ` (its ceiling of ${ceilingKb} KB can go)`
          : `, ${gzip <= ceilingKb * KB ? 'within' : 'OVER'} its ceiling of ${ceilingKb} KB until it is brought under it`;
      }
      const line = `${route} route: ${loaded.size} JS files, ${kb(raw)} raw, ${kb(gzip)} gzip — ${verdict}`;
      if (gzip > limitKb * KB) this.error(line);
      console.log(`\n${line}\n`);
    },
  };
}
