import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { precompressAssets } from "./scripts/precompress-assets.ts";

const api = "http://127.0.0.1:3000";

export default defineConfig(({ isSsrBuild }) => ({
  // The server sends the browser's assets as the build compressed them (scripts/precompress-assets.ts).
  plugins: [react(), tailwindcss(), ...(isSsrBuild ? [] : [precompressAssets()])],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
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
