// A product picture's <img> attributes: its own width and height where known (the
// browser keeps its shape and reserves its room), and the versions the server keeps
// as a srcset, so a phone's product card does not fetch the widest picture.
//
// Uploaded pictures are kept at 160, 480 and 960 px (never enlarged: a narrower
// picture also at its own width), served as `/media/uploads/{id}-{width}.webp`
// (server/shop/media.rs); Shopify's CDN scales by a `width` parameter.
import type { Image } from "../generated/Image";

/** The widths uploaded pictures are kept at (server/shop/media.rs's WIDTHS). */
export const WIDTHS = [160, 480, 960] as const;

const UPLOAD = /^(\/media\/uploads\/[0-9a-f]{16})-([1-9][0-9]{0,3})\.webp$/;

/** The widths an uploaded picture is kept at, given its widest. */
function keptWidths(widest: number): number[] {
  return [...WIDTHS.filter((w) => w < widest), widest];
}

/** The picture's URL at each width it can be had at, narrowest first (none: only as it is). */
export function versions(url: string, width?: number | null): { url: string; width: number }[] {
  const upload = UPLOAD.exec(url);
  if (upload) {
    return keptWidths(Number(upload[2])).map((w) => ({ url: `${upload[1]}-${w}.webp`, width: w }));
  }
  if (/^https:\/\/cdn\.shopify\.com\//.test(url)) {
    const widths = width ? [...WIDTHS.filter((w) => w < width), width] : [...WIDTHS];
    return widths.map((w) => ({ url: `${url}${url.includes("?") ? "&" : "?"}width=${w}`, width: w }));
  }
  return [];
}

/** The narrowest version at least `pixels` wide (the widest there is when none is). */
export function sized(url: string, pixels: number): string {
  const all = versions(url);
  return (all.find((v) => v.width >= pixels) ?? all[all.length - 1])?.url ?? url;
}

export type ImageAttributes = {
  src: string;
  srcSet?: string;
  sizes?: string;
  width: number;
  height: number;
};

/**
 * `<img>` attributes for a picture shown in a box `box` CSS pixels wide at most
 * (`sizes` says how wide it is drawn, as the `sizes` attribute does). Without a known
 * size the picture is taken as square, the box's shape.
 */
export function imageAttributes(image: Image, box: number, sizes?: string): ImageAttributes {
  const width = image.width ?? box;
  const height = image.height ?? (image.width ? image.width : box);
  const all = versions(image.url, image.width);
  if (all.length === 0) return { src: image.url, width, height };
  return {
    // Without srcset support: the version for the box on a sharp screen.
    src: sized(image.url, Math.min(box * 2, all[all.length - 1].width)),
    srcSet: all.length > 1 ? all.map((v) => `${v.url} ${v.width}w`).join(", ") : undefined,
    sizes: all.length > 1 ? (sizes ?? `${box}px`) : undefined,
    width,
    height,
  };
}
