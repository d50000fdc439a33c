import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { compileCatalogs } from "./scripts/compile-catalogs.ts";
import { precompressAssets } from "./scripts/precompress-assets.ts";
import { pwaOptions } from "./src/pwa/pwa-options.ts";

const api = "http://127.0.0.1:3000";

/**
 * React Router 7 points every import at its development build (its warnings kept), production or
 * not (remix-run/react-router#12532, #14102); the browser's build takes the production one beside
 * it. The server's renderer keeps the package's own choice: both render the same markup.
 */
const reactRouterProduction = join(
  dirname(createRequire(import.meta.url).resolve("react-router/package.json")),
  "dist/production/index.mjs",
);

export default defineConfig(({ command, isSsrBuild }) => ({
  // The server sends the browser's assets as the build compressed them (scripts/precompress-assets.ts).
  // The seller's installable app (src/pwa/pwa-options.ts): its manifest and service worker.
  plugins: [
    compileCatalogs(),
    react(),
    tailwindcss(),
    ...(isSsrBuild ? [] : [VitePWA(pwaOptions), precompressAssets()]),
  ],
  resolve: {
    alias: [
      { find: "@", replacement: fileURLToPath(new URL("./src", import.meta.url)) },
      ...(command === "build" && !isSsrBuild
        ? [{ find: /^react-router$/, replacement: reactRouterProduction }]
        : []),
    ],
  },
  server: {
    port: 5173,
    proxy: { "/api": api, "/uploads": api },
  },
  build: {
    // The server's renderer (src/entry-server.tsx, built with --ssr) goes beside the browser's app.
    outDir: isSsrBuild ? "dist-server" : "dist",
    copyPublicDir: !isSsrBuild,
    // What each page loads first, for the JavaScript budget check (scripts/js-budget.ts).
    manifest: !isSsrBuild,
    assetsDir: "assets",
    // Every browser the shop supports preloads modules itself; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // React and the router change rarely: one named chunk stays cached across releases.
        codeSplitting: {
          groups: [{ name: "react", test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/ }],
        },
      },
    },
  },
}));
