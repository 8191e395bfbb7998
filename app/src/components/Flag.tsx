import type { Lang } from "../lib/types";

/** Small inline flags: emoji flags are missing from many fonts (and from Windows). */
export function Flag({ lang }: { lang: Lang }) {
  const common = { width: 20, height: 14, viewBox: "0 0 20 14", "aria-hidden": true, className: "flag" } as const;
  switch (lang) {
    case "da":
      return (
        <svg {...common}>
          <rect width="20" height="14" fill="#c8102e" />
          <rect x="6" width="2" height="14" fill="#fff" />
          <rect y="6" width="20" height="2" fill="#fff" />
        </svg>
      );
    case "de":
      return (
        <svg {...common}>
          <rect width="20" height="4.67" fill="#000" />
          <rect y="4.67" width="20" height="4.67" fill="#dd0000" />
          <rect y="9.33" width="20" height="4.67" fill="#ffce00" />
        </svg>
      );
    case "fr":
      return (
        <svg {...common}>
          <rect width="6.67" height="14" fill="#002395" />
          <rect x="6.67" width="6.67" height="14" fill="#fff" />
          <rect x="13.33" width="6.67" height="14" fill="#ed2939" />
        </svg>
      );
    case "en":
      return (
        <svg {...common}>
          <rect width="20" height="14" fill="#012169" />
          <path d="M0 0L20 14M20 0L0 14" stroke="#fff" strokeWidth="2.8" />
          <path d="M0 0L20 14M20 0L0 14" stroke="#c8102e" strokeWidth="1.2" />
          <path d="M10 0V14M0 7H20" stroke="#fff" strokeWidth="4" />
          <path d="M10 0V14M0 7H20" stroke="#c8102e" strokeWidth="2.2" />
        </svg>
      );
  }
}
