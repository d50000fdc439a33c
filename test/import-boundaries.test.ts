import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * The import rules of decisions 0005 and 0015 live in biome.json and run in `npm run lint`. These
 * tests write throw-away files that break (or keep) each rule into the real tree, lint only them with
 * the project's own config, and read Biome's diagnostics, so a rule that stops matching fails here.
 */
const repo = path.resolve(import.meta.dirname, "..");
const id = `zz-boundary-fixture-${randomBytes(4).toString("hex")}`;

const fixtures: Record<string, string> = {
  [`apps/api/src/db/${id}/seeds-through-a-module.ts`]:
    'import { placeOrder } from "../../modules/orders/orders.service.ts";\nexport const run = placeOrder;\n',
  [`apps/api/src/${id}/demo-data.ts`]:
    'import { placeOrder } from "../modules/orders/orders.service.ts";\nexport const run = placeOrder;\n',
  [`apps/api/src/lib/${id}/reads-a-plugin.ts`]:
    'import { authPlugin } from "../../plugins/auth.ts";\nexport const plugin = authPlugin;\n',
  [`apps/api/src/plugins/${id}/reads-a-module.ts`]:
    'import { findTokenVersion } from "../../modules/auth/accounts.repository.ts";\nexport const read = findTokenVersion;\n',
  [`apps/api/src/modules/${id}/starts-the-app.ts`]:
    'import { buildApp } from "../../app.ts";\nexport const build = buildApp;\n',
  [`apps/api/src/modules/${id}/borrows-orders-schemas.ts`]:
    'import { errorAnswer } from "../orders/orders.schemas.ts";\nexport const answer = errorAnswer;\n',
  [`apps/api/src/modules/${id}/uses-a-media-service.ts`]:
    'import { storeImage } from "../media/image-storage.ts";\nexport const store = storeImage;\n',
  [`packages/shared/src/${id}/reads-the-api.ts`]:
    'import { placeOrder } from "@marketplace/api/src/modules/orders/orders.service.ts";\nexport const run = placeOrder;\n',
  [`apps/web/src/features/${id}/pages/borrows-a-page.tsx`]:
    'import { StorePage } from "@/features/stores/pages/store-page.tsx";\nexport const Page = StorePage;\n',
  [`apps/web/src/features/${id}/pages/climbs-into-a-page.tsx`]:
    'import { StorePage } from "../../stores/pages/store-page.tsx";\nexport const Page = StorePage;\n',
  [`apps/web/src/features/${id}/pages/uses-shared-pieces.tsx`]: [
    'import { useProducts } from "@/features/catalog/api/products-api.ts";',
    'import { ProductCard } from "@/features/catalog/components/product-card.tsx";',
    'import { useCart } from "@/lib/cart-provider.tsx";',
    'import { FirstCycle } from "../components/first-cycle.tsx";',
    "export const parts = [useProducts, ProductCard, useCart, FirstCycle];",
    "",
  ].join("\n"),
  [`apps/web/src/features/${id}/components/first-cycle.tsx`]:
    'import { second } from "./second-cycle.tsx";\nexport const FirstCycle = () => second;\n',
  [`apps/web/src/features/${id}/components/second-cycle.tsx`]:
    'import { FirstCycle } from "./first-cycle.tsx";\nexport const second = () => FirstCycle;\n',
  [`apps/web/src/components/${id}/knows-a-feature.tsx`]:
    'import { ProductCard } from "@/features/catalog/components/product-card.tsx";\nexport const Card = ProductCard;\n',
};

interface Diagnostic {
  category: string;
  message: string;
  location: { path: string };
}

let diagnostics: Diagnostic[] = [];
let exitCode: number | null = null;

function problemsOf(file: string): string[] {
  return diagnostics
    .filter((d) => d.location.path === file)
    .map((d) => `${d.category.replace(/^lint\//, "")}: ${d.message}`);
}

beforeAll(() => {
  for (const [file, text] of Object.entries(fixtures)) {
    fs.mkdirSync(path.dirname(path.join(repo, file)), { recursive: true });
    fs.writeFileSync(path.join(repo, file), text);
  }
  const biome = path.join(repo, "node_modules/.bin/biome");
  const run = spawnSync(
    biome,
    ["lint", "--reporter=json", "--max-diagnostics=none", ...Object.keys(fixtures)],
    {
      cwd: repo,
      encoding: "utf8",
    },
  );
  exitCode = run.status;
  diagnostics = (JSON.parse(run.stdout) as { diagnostics: Diagnostic[] }).diagnostics;
}, 120_000);

afterAll(() => {
  for (const file of Object.keys(fixtures)) {
    const top = file.slice(0, file.indexOf(id) + id.length);
    fs.rmSync(path.join(repo, top), { recursive: true, force: true });
  }
});

describe("the lint step refuses imports across a boundary", () => {
  it("fails the run when any file breaks a rule", () => {
    expect(exitCode).not.toBe(0);
  });

  it("keeps db/ from importing a module, while code outside db/ may", () => {
    expect(problemsOf(`apps/api/src/db/${id}/seeds-through-a-module.ts`)).toEqual([
      expect.stringMatching(/^style\/noRestrictedImports: API layers: db\/ and lib\/ sit below/),
    ]);
    expect(problemsOf(`apps/api/src/${id}/demo-data.ts`)).toEqual([]);
  });

  it("keeps lib/ from importing a plugin", () => {
    expect(problemsOf(`apps/api/src/lib/${id}/reads-a-plugin.ts`)).toEqual([
      expect.stringMatching(/^style\/noRestrictedImports: API layers: db\/ and lib\/ sit below/),
    ]);
  });

  it("keeps plugins/ below the modules", () => {
    expect(problemsOf(`apps/api/src/plugins/${id}/reads-a-module.ts`)).toEqual([
      expect.stringMatching(/^style\/noRestrictedImports: API layers: plugins\/ are the cross-cutting/),
    ]);
  });

  it("keeps a module from importing the app, and from another module's schemas but not its services", () => {
    expect(problemsOf(`apps/api/src/modules/${id}/starts-the-app.ts`)).toEqual([
      expect.stringMatching(/^style\/noRestrictedImports: API layers: a module never imports the app/),
    ]);
    expect(problemsOf(`apps/api/src/modules/${id}/borrows-orders-schemas.ts`)).toEqual([
      expect.stringMatching(/^style\/noRestrictedImports: API modules: a module's routes and schemas/),
    ]);
    expect(problemsOf(`apps/api/src/modules/${id}/uses-a-media-service.ts`)).toEqual([]);
  });

  it("keeps packages/shared from importing an app", () => {
    expect(problemsOf(`packages/shared/src/${id}/reads-the-api.ts`)).toEqual([
      expect.stringMatching(/^style\/noRestrictedImports: packages\/shared imports nothing from the apps/),
    ]);
  });

  it("keeps a web feature out of another feature's pages, by alias or by a relative path", () => {
    expect(problemsOf(`apps/web/src/features/${id}/pages/borrows-a-page.tsx`)).toEqual([
      expect.stringMatching(/^style\/noRestrictedImports: Web features \(decision 0005\): another feature/),
    ]);
    expect(problemsOf(`apps/web/src/features/${id}/pages/climbs-into-a-page.tsx`)).toEqual([
      expect.stringMatching(/^style\/noRestrictedImports: Web features \(decision 0005\): a relative import/),
    ]);
  });

  it("lets a web feature use another feature's api/ files and decision 0005's shared pieces", () => {
    expect(problemsOf(`apps/web/src/features/${id}/pages/uses-shared-pieces.tsx`)).toEqual([]);
  });

  it("lets web features share at most 4 pieces besides their api/ files, the same list at every depth", () => {
    const config = fs.readFileSync(path.join(repo, "biome.json"), "utf8");
    const lists = [...config.matchAll(/"@\/features\/\*\*",((?:\s*"![^"]+",?)+)/g)].map((m) =>
      [...(m[1] ?? "").matchAll(/"!([^"]+)"/g)].map((n) => n[1]),
    );
    expect(lists.length).toBeGreaterThan(0);
    for (const list of lists) expect(list).toEqual(lists[0]);
    const pieces = (lists[0] ?? []).filter((entry) => entry !== "@/features/*/api/**");
    expect(pieces.length).toBeLessThanOrEqual(4);
  });

  it("keeps web components/ from importing a feature", () => {
    expect(problemsOf(`apps/web/src/components/${id}/knows-a-feature.tsx`)).toEqual([
      expect.stringMatching(/^style\/noRestrictedImports: Web layers: components\/ and lib\//),
    ]);
  });

  it("refuses an import cycle", () => {
    expect(problemsOf(`apps/web/src/features/${id}/components/first-cycle.tsx`)).toEqual([
      expect.stringMatching(/^suspicious\/noImportCycles: /),
    ]);
    expect(problemsOf(`apps/web/src/features/${id}/components/second-cycle.tsx`)).toEqual([
      expect.stringMatching(/^suspicious\/noImportCycles: /),
    ]);
  });
});
