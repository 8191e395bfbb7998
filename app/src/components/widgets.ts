// The widgets chunk, loaded after hydration (see lib/widgets.ts): everything built on
// Radix primitives.
export { AccountDropdown } from "./AccountDropdown";
export { CartPanel } from "./CartPanel";
export { LanguageMenu } from "./LanguageMenu";
export { MobileMenu } from "./MobileMenu";
export { ToastRegion } from "./ToastRegion";
