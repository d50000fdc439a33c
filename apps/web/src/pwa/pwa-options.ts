import type { VitePWAOptions } from "vite-plugin-pwa";

/** Brand colour of the favicon and the address bar (index.html's theme-color). */
const BRAND = "#8f2552";

/**
 * The seller's installable app (issue 32; decisions 0049 and 0052). Workbox precaches the app shell
 * (the built scripts, styles, icons and index.html) and nothing else: no API answer is ever put in
 * Cache Storage, so a shared phone cannot show one account's orders to the next person. Only the
 * seller's pages fall back to the cached shell when offline (src/pwa/shell-routes.ts); shopper
 * pages stay rendered by the server. The worker is ours (src/pwa/sw.ts, injectManifest), so that it
 * can also show her pushes.
 */
export const pwaOptions: Partial<VitePWAOptions> = {
  strategies: "injectManifest",
  registerType: "autoUpdate",
  // Registered by src/pwa/register-service-worker.ts, loaded only on the seller's pages.
  injectRegister: false,
  // Built from src/pwa/sw.ts; served as /sw.js.
  filename: "sw.ts",
  manifestFilename: "manifest.webmanifest",
  includeAssets: ["favicon.svg"],
  manifest: {
    id: "/dashboard",
    name: "Hunarmand ہنرمند",
    short_name: "Hunarmand",
    description: "Sell your handmade goods: orders, products and messages. اپنی دستکاری بیچیں۔",
    lang: "en",
    start_url: "/dashboard",
    scope: "/",
    display: "standalone",
    theme_color: BRAND,
    background_color: "#ffffff",
    icons: [
      { src: "/icons/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icons/icon-512.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icons/icon-maskable-512.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  },
  // Our own worker (src/pwa/sw.ts): Workbox's precaching and shell, and the push handlers.
  srcDir: "src/pwa",
  injectManifest: {
    // The shell only: the build's scripts and styles, the page template and the icons.
    globPatterns: ["**/*.{js,css,html,svg,png,webmanifest}"],
    globIgnores: ["**/*.br", "**/*.gz"],
  },
};
