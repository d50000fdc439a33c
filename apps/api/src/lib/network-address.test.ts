import { describe, expect, it } from "vitest";
import { networkAddress } from "./network-address.ts";

describe("addresses", () => {
  it("counts an IPv6 network (/64) as one address and an IPv4-mapped address as IPv4", () => {
    expect(networkAddress("2001:db8:1:2:aaaa::1")).toBe("2001:db8:1:2::/64");
    expect(networkAddress("2001:db8:1:2:bbbb:cccc:dddd:eeee")).toBe("2001:db8:1:2::/64");
    expect(networkAddress("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(networkAddress("::1")).toBe("0:0:0:0::/64");
    expect(networkAddress("::ffff:10.0.0.1")).toBe("10.0.0.1");
    expect(networkAddress("10.0.0.1")).toBe("10.0.0.1");
  });
});
