import { describe, expect, it } from "vitest";
import { containsZod, findEntryKey, firstLoad, type Manifest } from "./first-load.ts";

/** A small build: an entry sharing React with two lazily loaded pages, one of which opens a form later. */
const manifest: Manifest = {
  "index.html": {
    file: "assets/index.js",
    isEntry: true,
    imports: ["_react.js", "_button.js"],
    dynamicImports: ["src/pages/home-page.tsx", "src/pages/product-page.tsx"],
    css: ["assets/index.css"],
  },
  "_react.js": { file: "assets/react.js" },
  "_button.js": { file: "assets/button.js", imports: ["_react.js"] },
  "_cards.js": { file: "assets/cards.js", imports: ["_button.js"] },
  "src/pages/home-page.tsx": {
    file: "assets/home-page.js",
    src: "src/pages/home-page.tsx",
    isDynamicEntry: true,
    imports: ["index.html", "_cards.js"],
  },
  "src/pages/product-page.tsx": {
    file: "assets/product-page.js",
    src: "src/pages/product-page.tsx",
    isDynamicEntry: true,
    imports: ["index.html", "_cards.js"],
    dynamicImports: ["src/pages/report-form.tsx"],
  },
  "src/pages/report-form.tsx": {
    file: "assets/report-form.js",
    src: "src/pages/report-form.tsx",
    isDynamicEntry: true,
    imports: ["_zod.js"],
  },
  "_zod.js": { file: "assets/zod.js" },
};

describe("firstLoad", () => {
  it("takes the entry, the page's chunk and everything they import statically, each file once", () => {
    expect(firstLoad(manifest, "src/pages/home-page.tsx")).toEqual({
      scripts: [
        "assets/index.js",
        "assets/react.js",
        "assets/button.js",
        "assets/home-page.js",
        "assets/cards.js",
      ],
      styles: ["assets/index.css"],
    });
  });

  it("leaves out what a page loads on first use (a dynamic import) and other pages' chunks", () => {
    const { scripts } = firstLoad(manifest, "src/pages/product-page.tsx");
    expect(scripts).toContain("assets/product-page.js");
    expect(scripts).not.toContain("assets/report-form.js");
    expect(scripts).not.toContain("assets/zod.js");
    expect(scripts).not.toContain("assets/home-page.js");
  });

  it("refuses a page that has no chunk of its own, rather than counting it as free", () => {
    expect(() => firstLoad(manifest, "src/pages/store-page.tsx")).toThrow(/no chunk of its own/);
  });

  it("refuses a manifest naming an import it does not hold", () => {
    const broken: Manifest = { ...manifest, "_cards.js": { file: "assets/cards.js", imports: ["_gone.js"] } };
    expect(() => firstLoad(broken, "src/pages/home-page.tsx")).toThrow(/_gone\.js/);
  });
});

describe("firstLoad with an entry that starts the app after the first paint", () => {
  const started: Manifest = {
    "index.html": {
      file: "assets/boot.js",
      isEntry: true,
      dynamicImports: ["src/entry-client.tsx"],
      css: ["assets/index.css"],
    },
    "src/entry-client.tsx": {
      file: "assets/app.js",
      src: "src/entry-client.tsx",
      isDynamicEntry: true,
      imports: ["_react.js"],
      dynamicImports: ["src/pages/home-page.tsx"],
    },
    "_react.js": { file: "assets/react.js" },
    "src/pages/home-page.tsx": {
      file: "assets/home-page.js",
      src: "src/pages/home-page.tsx",
      isDynamicEntry: true,
      imports: ["src/entry-client.tsx"],
    },
  };

  it("counts the app the entry starts, and what it imports, as part of the page's load", () => {
    expect(firstLoad(started, "src/pages/home-page.tsx").scripts).toEqual([
      "assets/boot.js",
      "assets/app.js",
      "assets/react.js",
      "assets/home-page.js",
    ]);
  });
});

describe("findEntryKey", () => {
  it("finds the one entry whatever its name, as with a client entry file", () => {
    const entry = manifest["index.html"];
    expect(
      findEntryKey({
        "src/entry-client.tsx": { file: "assets/entry-client.js", isEntry: true, imports: entry?.imports },
      }),
    ).toBe("src/entry-client.tsx");
  });

  it("refuses a manifest without an entry", () => {
    expect(() => findEntryKey({ "_react.js": { file: "assets/react.js" } })).toThrow(/entry/);
  });
});

describe("containsZod", () => {
  it("finds zod's core by its schema class definition in minified code", () => {
    expect(containsZod("var M=D(`$ZodType`,(e,t)=>{var n;e??={},e._zod.def=t})")).toBe(true);
    expect(containsZod('const M = $constructor("$ZodType", (inst, def) => {})')).toBe(true);
  });

  it("does not take code that only recognises a zod error for zod itself", () => {
    expect(containsZod("return!(e==null||!t.has(`$ZodError`))")).toBe(false);
  });
});
