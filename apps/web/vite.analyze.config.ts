import { writeFileSync } from 'node:fs';
import { defineConfig, mergeConfig } from 'vite';
import base from './vite.config';

export default mergeConfig(
  base,
  defineConfig({
    plugins: [
      {
        name: 'graph-dump',
        generateBundle(_o, bundle) {
          const graph: Record<string, { imports: string[]; dyn: string[] }> = {};
          for (const id of this.getModuleIds()) {
            const info = this.getModuleInfo(id);
            if (!info) continue;
            graph[id] = { imports: [...info.importedIds], dyn: [...info.dynamicallyImportedIds] };
          }
          const chunks: Record<string, string[]> = {};
          for (const [name, c] of Object.entries(bundle))
            if (c.type === 'chunk') chunks[name] = Object.keys(c.modules);
          writeFileSync('/tmp/bundle-an/graph.json', JSON.stringify({ graph, chunks }));
        },
      },
    ],
  }),
);
