// The icons by reference: each lucide icon the app imports (`lucide-react/icons/…`)
// is bundled as this small component, which draws the icon from one hashed,
// immutable sprite (`/assets/icons-….svg`, built by build.mjs from the same lucide
// data) instead of repeating its paths in every page's HTML. The `<svg>` carries only
// its size and class: lucide's stroke (none filled, the text's colour, 2 wide, round)
// is one rule in the stylesheet (`.lucide` in app.css), and the symbol brings its own
// viewBox. A page draws a hundred icons; their attributes were a quarter of its HTML.
// A caller's own colour, stroke width or fill goes into the style attribute.
import { forwardRef, type CSSProperties, type SVGProps } from "react";

declare const __ICON_SPRITE__: string;

export interface SpriteIconProps extends Omit<SVGProps<SVGSVGElement>, "ref"> {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
  absoluteStrokeWidth?: boolean;
}

/** Whether the caller named the icon for assistive technology. */
function named(props: Record<string, unknown>): boolean {
  return Object.keys(props).some((k) => (k.startsWith("aria-") && k !== "aria-hidden") || k === "role" || k === "title");
}

export function spriteIcon(name: string) {
  const Icon = forwardRef<SVGSVGElement, SpriteIconProps>(
    ({ size = 24, color, strokeWidth, absoluteStrokeWidth, fill, className, children, style, ...rest }, ref) => {
      const width = absoluteStrokeWidth ? (Number(strokeWidth ?? 2) * 24) / Number(size) : strokeWidth;
      const own: CSSProperties = {
        ...(color !== undefined && { stroke: color }),
        ...(width !== undefined && { strokeWidth: width }),
        ...(fill !== undefined && { fill }),
        ...style,
      };
      const hidden = named(rest) || children ? {} : { "aria-hidden": true as const };
      return (
        <svg ref={ref} width={size} height={size} className={className ? `lucide ${className}` : "lucide"}
          style={Object.keys(own).length > 0 ? own : undefined} {...hidden} {...rest}>
          {children}
          <use href={`${__ICON_SPRITE__}#${name}`} />
        </svg>
      );
    },
  );
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
