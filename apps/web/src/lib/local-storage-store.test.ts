import { describe, expect, it } from "vitest";
import { createLocalStorageStore } from "./local-storage-store.ts";

const SERVER_VALUE: string[] = [];
const store = () =>
  createLocalStorageStore(["saved"], ([text]) => (text ? (JSON.parse(text) as string[]) : []), SERVER_VALUE);

describe("a value kept in local storage", () => {
  // A hydrating page renders the server's value first; React re-renders, synchronously, every reader
  // whose stored value is not that very value. A first visit must not pay for that re-render.
  it("reads as the server's own value when nothing is stored", () => {
    expect(store().read()).toBe(SERVER_VALUE);
  });

  it("reads as the server's own value when what is stored equals it", () => {
    localStorage.setItem("saved", "[]");
    expect(store().read()).toBe(SERVER_VALUE);
  });

  it("reads what is stored when it differs, the same value while it stays the same", () => {
    localStorage.setItem("saved", JSON.stringify(["p1"]));
    const saved = store();
    const first = saved.read();
    expect(first).toEqual(["p1"]);
    expect(saved.read()).toBe(first);
    localStorage.setItem("saved", JSON.stringify(["p1", "p2"]));
    expect(saved.read()).toEqual(["p1", "p2"]);
  });
});
