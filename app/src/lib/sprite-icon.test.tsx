// The sprite icon's markup: only size and class by default (the stroke is the
// stylesheet's `.lucide` rule), a caller's own colour, stroke width and fill in the
// style attribute, and hidden from assistive technology unless named.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";

(globalThis as { __ICON_SPRITE__?: string }).__ICON_SPRITE__ = "/assets/icons-TEST.svg";
const { spriteIcon } = await import("./sprite-icon");
const Zap = spriteIcon("zap");

describe("spriteIcon", () => {
  it("draws a reference into the sprite with only its size and class", () => {
    expect(renderToStaticMarkup(<Zap size={20} />)).toBe(
      '<svg width="20" height="20" class="lucide" aria-hidden="true"><use href="/assets/icons-TEST.svg#zap"></use></svg>',
    );
  });

  it("puts a caller's colour, stroke width and fill into the style attribute, and keeps its class", () => {
    const html = renderToStaticMarkup(<Zap color="red" strokeWidth={3} fill="blue" className="brand" />);
    expect(html).toContain('class="lucide brand"');
    expect(html).toContain('style="stroke:red;stroke-width:3;fill:blue"');
    expect(html).not.toMatch(/ (stroke|fill|stroke-width)="/);
  });

  it("scales an absolute stroke width to the icon's size", () => {
    expect(renderToStaticMarkup(<Zap size={48} strokeWidth={2} absoluteStrokeWidth />)).toContain('style="stroke-width:1"');
  });

  it("is named when the caller names it", () => {
    const html = renderToStaticMarkup(<Zap aria-label="Lyn" />);
    expect(html).not.toContain("aria-hidden");
    expect(html).toContain('aria-label="Lyn"');
  });
});
