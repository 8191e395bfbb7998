// The route table as the app sees it. The Rust server owns the table
// (server/routes.rs) and matches every request; a Rust test loads the server bundle
// and fails when this list and its own disagree.
export const ROUTES = [
  { id: "home", path: "/" },
  { id: "services", path: "/services" },
  { id: "service", path: "/services/:slug" },
  { id: "product-category", path: "/products/:category" },
  { id: "collection", path: "/collections/:handle" },
  { id: "product", path: "/product/:handle" },
  { id: "order", path: "/ordre/:number" },
  { id: "auth", path: "/auth" },
  { id: "profile", path: "/profile" },
  { id: "about", path: "/om-os" },
  { id: "contact", path: "/kontakt" },
  { id: "coming-soon", path: "/coming-soon" },
  { id: "privacy", path: "/privatlivspolitik" },
  { id: "terms", path: "/handelsbetingelser" },
  { id: "admin-translations", path: "/admin/translations" },
  { id: "admin-translation-check", path: "/admin/translation-check" },
  { id: "not-found", path: "*" },
] as const;

export type RouteId = (typeof ROUTES)[number]["id"];
