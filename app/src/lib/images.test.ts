import { describe, expect, it } from "vitest";
import { imageAttributes, sized, versions } from "./images";

const upload = "/media/uploads/0123456789abcdef-960.webp";

describe("product pictures", () => {
  it("an uploaded picture is offered at every width the server keeps, with its own shape", () => {
    const attrs = imageAttributes({ url: upload, altText: "Lampe", width: 960, height: 640 }, 300, "(max-width: 520px) 92vw, 300px");
    expect(attrs).toEqual({
      src: "/media/uploads/0123456789abcdef-960.webp",
      srcSet:
        "/media/uploads/0123456789abcdef-160.webp 160w, /media/uploads/0123456789abcdef-480.webp 480w, /media/uploads/0123456789abcdef-960.webp 960w",
      sizes: "(max-width: 520px) 92vw, 300px",
      width: 960,
      height: 640,
    });
  });

  it("a narrow upload is kept at the widths below it and its own, never enlarged", () => {
    expect(versions("/media/uploads/0123456789abcdef-300.webp").map((v) => v.width)).toEqual([160, 300]);
    expect(versions("/media/uploads/0123456789abcdef-120.webp").map((v) => v.width)).toEqual([120]);
    const one = imageAttributes({ url: "/media/uploads/0123456789abcdef-120.webp", altText: null, width: 120, height: 90 }, 300);
    expect(one).toEqual({ src: "/media/uploads/0123456789abcdef-120.webp", width: 120, height: 90 });
  });

  it("thumbnails take the narrowest version wide enough for a sharp screen", () => {
    expect(sized(upload, 64)).toBe("/media/uploads/0123456789abcdef-160.webp");
    expect(sized(upload, 192)).toBe("/media/uploads/0123456789abcdef-480.webp");
    expect(sized(upload, 4000)).toBe(upload);
  });

  it("Shopify's CDN scales by its width parameter, up to the picture's own width", () => {
    const url = "https://cdn.shopify.com/s/files/1/x.jpg?v=1";
    expect(versions(url, 600).map((v) => v.url)).toEqual([
      "https://cdn.shopify.com/s/files/1/x.jpg?v=1&width=160",
      "https://cdn.shopify.com/s/files/1/x.jpg?v=1&width=480",
      "https://cdn.shopify.com/s/files/1/x.jpg?v=1&width=600",
    ]);
    expect(sized("https://cdn.shopify.com/x.jpg", 100)).toBe("https://cdn.shopify.com/x.jpg?width=160");
  });

  it("a shipped drawing or a picture of unknown size keeps the square box and its one URL", () => {
    expect(imageAttributes({ url: "/media/products/lampe.svg", altText: null, width: null, height: null }, 800)).toEqual({
      src: "/media/products/lampe.svg",
      width: 800,
      height: 800,
    });
    expect(sized("/media/products/lampe.svg", 64)).toBe("/media/products/lampe.svg");
    expect(sized("/media/uploads/../../x-960.webp", 64)).toBe("/media/uploads/../../x-960.webp");
  });
});
