// The icons by reference: each lucide icon the app imports (`lucide-react/icons/…`)
// is bundled as this small component, which draws the icon from one hashed,
// immutable sprite (`/assets/icons-….svg`, built by build.mjs from the same lucide
// data) instead of repeating its paths in every page's HTML. The `<svg>` carries
// lucide's own attributes (size, stroke, classes), so the icons look as before.
import { forwardRef, type SVGProps } from "react";

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
    ({ size = 24, color = "currentColor", strokeWidth = 2, absoluteStrokeWidth, className, children, ...rest }, ref) => {
      const stroke = absoluteStrokeWidth ? (Number(strokeWidth) * 24) / Number(size) : strokeWidth;
      const hidden = named(rest) || children ? {} : { "aria-hidden": true as const };
      return (
        <svg ref={ref} xmlns="http://www.w3.org/2000/svg" width={size} height={size} viewBox="0 0 24 24" fill="none" stroke={color}
          strokeWidth={stroke} strokeLinecap="round" strokeLinejoin="round"
          className={["lucide", `lucide-${name}`, className].filter(Boolean).join(" ")} {...hidden} {...rest}>
          {children}
          <use href={`${__ICON_SPRITE__}#${name}`} />
        </svg>
      );
    },
  );
  Icon.displayName = `Icon(${name})`;
  return Icon;
}
