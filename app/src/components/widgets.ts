// The widgets chunk, loaded after hydration (see lib/widgets.ts): everything built on
// Radix primitives.
export { CartPanel } from "./CartPanel";
export { MobileMenu } from "./MobileMenu";
