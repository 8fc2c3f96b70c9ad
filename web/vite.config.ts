import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { renderConfigScript, runtimeConfigFromEnv } from './server/runtime-config.ts';
import { precompress } from './build/precompress.ts';
import { graphqlDocuments } from './build/graphql-documents.ts';

/**
 * In `vite dev`, answers /config.js the way the static server does in production, from the same
 * environment variables, so the app reads its API and socket URLs the same way everywhere.
 */
function runtimeConfigScript(): Plugin {
  return {
    name: 'tablecraft-runtime-config',
    configureServer(server) {
      server.middlewares.use('/config.js', (_req, res) => {
        res.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        res.setHeader('Cache-Control', 'no-cache');
        res.end(renderConfigScript(runtimeConfigFromEnv(process.env)));
      });
    },
  };
}

export default defineConfig(({ command, mode }) => {
  // A production build is a production bundle even when the calling shell has NODE_ENV=test (vitest
  // building for the browser tests) or development; `vite build --mode development` still makes a dev build.
  if (command === 'build' && mode === 'production') process.env.NODE_ENV = 'production';
  return {
    plugins: [
      // Before React's transform, which rewrites template literals: no chunk carries the map of every GraphQL document.
      { ...graphqlDocuments(fileURLToPath(new URL('./src/graphql/generated/graphql.ts', import.meta.url))), enforce: 'pre' },
      react(),
      runtimeConfigScript(),
      precompress(),
    ],
    // 'konva' is its core and the shapes the table draws (src/canvas/konva-core.ts), for react-konva too.
    resolve: { alias: [{ find: /^konva$/, replacement: fileURLToPath(new URL('./src/canvas/konva-core.ts', import.meta.url)) }] },
    server: { port: 8080, strictPort: true },
    preview: { port: 8080, strictPort: true },
    build: {
      outDir: 'dist',
      emptyOutDir: true,
      // Every emitted file carries a content hash and lives under /assets/, which the server caches forever.
      assetsDir: 'assets',
      sourcemap: true,
      // .vite/manifest.json: which chunks each module imports, read by the room's budget check (build/room-budget.ts).
      manifest: true,
      rolldownOptions: {
        output: {
          // Libraries change less often than our code: in their own chunks they stay cached across deploys.
          codeSplitting: {
            groups: [
              {
                name: 'react',
                test: /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser)[\\/]/,
                priority: 20,
              },
              { name: 'graphql', test: /node_modules[\\/](@apollo|graphql|rxjs|optimism|@wry|tslib)[\\/]/, priority: 15 },
              // The form toolkit (5 kB): pages take a piece or two each, and cut per page it made three tiny chunks of
              // the room's; as one it is a single cached request (room-budget.ts).
              { name: 'forms', test: /[\\/]src[\\/]forms[\\/]/, priority: 10 },
            ],
          },
        },
      },
    },
  };
});
