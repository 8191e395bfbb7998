// A product's or collection's handle made from its title in the back office, as the
// server makes one (server/shop/catalogue.rs, handle_from): lower case, Danish and
// other letters spelt out, anything else a single hyphen.

/** "Smart LED-pære E27" → "smart-led-paere-e27". */
export function handleFrom(title: string): string {
  const map: Record<string, string> = { æ: "ae", ø: "oe", å: "a", ä: "a", ö: "o", ü: "u", é: "e", è: "e", ß: "ss" };
  return title
    .toLowerCase()
    .split("")
    .map((c) => map[c] ?? (/[a-z0-9]/.test(c) ? c : "-"))
    .join("")
    .split("-")
    .filter(Boolean)
    .join("-")
    .slice(0, 255);
}
