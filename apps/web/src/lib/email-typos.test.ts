import { describe, expect, it } from "vitest";
import { suggestEmail } from "./email-typos.ts";

describe("suggestEmail", () => {
  it("suggests the mail service a slip of the keys was meant to be", () => {
    expect(suggestEmail("hina@gmial.com")).toBe("hina@gmail.com");
    expect(suggestEmail("hina@gmail.con")).toBe("hina@gmail.com");
    expect(suggestEmail("hina@yaho.com")).toBe("hina@yahoo.com");
    expect(suggestEmail("hina@hotmial.com")).toBe("hina@hotmail.com");
    expect(suggestEmail(" Hina.Khan@GMAL.COM ")).toBe("Hina.Khan@gmail.com");
  });

  it("stays quiet for a right address, another provider's domain, or half an address", () => {
    expect(suggestEmail("hina@gmail.com")).toBeNull();
    expect(suggestEmail("hina@hunarmand.pk")).toBeNull();
    expect(suggestEmail("hina@ptcl.net.pk")).toBeNull();
    expect(suggestEmail("hina@")).toBeNull();
    expect(suggestEmail("hina@gm")).toBeNull();
    expect(suggestEmail("hina")).toBeNull();
  });
});
