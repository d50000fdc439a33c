import { describe, expect, it } from "vitest";
import { GLOSSARY } from "./glossary.ts";
import { isUrdu } from "./normalise.ts";
import {
  type Alternatives,
  indexTokens,
  type MatchLevel,
  type SearchUnit,
  searchPlan,
  spellingsPerWord,
} from "./search-plan.ts";

const LEVELS: MatchLevel[] = ["word", "glossary", "variant"];

/** The closest level at which every unit of the query matches the name, as the server's SQL asks. */
function matchLevel(query: string, name: string): MatchLevel | null {
  const tokens = new Set(indexTokens(name));
  const has = (a: Alternatives) =>
    a.tokens.some((t) => tokens.has(t)) || a.phrases.some((p) => p.every((t) => tokens.has(t)));
  const units = searchPlan(query);
  if (units.length === 0) return null;
  for (const [n, level] of LEVELS.entries()) {
    const upTo = LEVELS.slice(0, n + 1);
    if (units.every((u: SearchUnit) => upTo.some((l) => has(u[l])))) return level;
  }
  return null;
}

describe("one query, any script", () => {
  it.each([
    ["chaadar", "Ajrak Chadar"],
    ["چادر", "Ajrak Chadar"],
    ["shawl", "Ajrak Chadar"],
    ["chaadar", "ہاتھ کی بنی چادر"],
    ["shawl", "اجرک چادر"],
    ["kurta", "کرتا، کھدر"],
    ["کرتا", "Khaddar Kurta"],
    ["churi", "Kanch ki Choorian"],
    ["choori", "Glass Bangles"],
    ["ralli", "Rilli Quilt"],
    ["رلی", "Rilli Quilt"],
    ["rilli", "سندھی رلی"],
    ["truck art", "Truck-Art Kettle"],
    ["ٹرک آرٹ", "Truck-Art Kettle"],
    ["shalwar kameez", "Cotton Lawn Three-Piece"],
    ["phulkri", "Phulkari Dupatta"],
  ])("%s finds %s", (query, name) => {
    expect(matchLevel(query, name)).not.toBeNull();
  });

  it("ranks the typed word above a glossary word above a spelling variant", () => {
    expect(matchLevel("kurta", "Khaddar Kurta")).toBe("word");
    expect(matchLevel("کرتا", "کرتا")).toBe("word");
    expect(matchLevel("shawl", "Ajrak Chadar")).toBe("glossary");
    expect(matchLevel("kurtaa", "Khaddar Kurta")).toBe("word");
    expect(matchLevel("ajrk", "Ajrak Shawl")).toBe("variant");
  });

  it("needs every word of the query, and finds nothing for unrelated words", () => {
    expect(matchLevel("blue vase", "Blue Pottery Vase")).toBe("word");
    expect(matchLevel("red vase", "Blue Pottery Vase")).toBeNull();
    expect(matchLevel("kurta", "Glass Bangles")).toBeNull();
    expect(matchLevel("چادر", "Brass Lamp")).toBeNull();
  });

  it("asks nothing of stop words, and nothing of a query of bare numbers or symbols", () => {
    expect(searchPlan("kurta for kids").map((u) => u.text)).toEqual(["kurta", "kids"]);
    expect(searchPlan("بچوں کا کرتا").map((u) => u.text)).toEqual(["بچوں", "کرتا"]);
    expect(searchPlan("%' or 1=1; --")).toEqual([]);
    expect(searchPlan("1")).toEqual([]);
    expect(searchPlan("bangles 24").map((u) => u.text)).toEqual(["bangles", "24"]);
  });
});

describe("spellings per word, for names without tokens", () => {
  it("gives each typed word its own spelling and its glossary entries' spellings in both scripts", () => {
    const [rilli] = spellingsPerWord("رلی");
    expect(rilli).toEqual(expect.arrayContaining(["رلی", "rilli", "ralli", "quilt"]));
    expect(spellingsPerWord("brass lamp")[0]).toEqual(["brass"]);
    expect(spellingsPerWord("%' or 1=1; --")).toEqual([]);
  });
});

describe("the glossary", () => {
  it("gives each entry a unique id, Urdu spellings in Urdu script and Roman ones in Latin letters", () => {
    expect(new Set(GLOSSARY.map((e) => e.id)).size).toBe(GLOSSARY.length);
    for (const entry of GLOSSARY) {
      expect(entry.urdu.length, entry.id).toBeGreaterThan(0);
      expect(entry.roman.length, entry.id).toBeGreaterThan(0);
      expect(entry.english.length, entry.id).toBeGreaterThan(0);
      for (const form of entry.urdu)
        expect(isUrdu(form) && !/[a-z]/i.test(form), `${entry.id}: ${form}`).toBe(true);
      for (const form of [...entry.roman, ...entry.english]) {
        expect(/^[a-z0-9 ]+$/.test(form), `${entry.id}: ${form}`).toBe(true);
      }
    }
  });

  it("holds the craft and clothing words of issue 33", () => {
    const romans = new Set(GLOSSARY.flatMap((e) => e.roman));
    for (const word of [
      "chadar",
      "dupatta",
      "kurta",
      "shalwar",
      "kameez",
      "khussa",
      "choori",
      "churi",
      "jhumka",
      "ajrak",
      "rilli",
      "ralli",
      "phulkari",
      "sozni",
      "kashi",
      "truck art",
    ]) {
      expect(romans.has(word), word).toBe(true);
    }
    const senses = new Set(GLOSSARY.flatMap((e) => e.english));
    for (const sense of ["shawl", "bangles", "earrings", "quilt", "embroidery", "pottery"]) {
      expect(senses.has(sense), sense).toBe(true);
    }
  });
});
