// In the browser each route is its own chunk, loaded before it renders (and before
// hydration, for the first page), so no page ever suspends half-drawn.
import type { RouteModule } from "./lib/page";
import type { RouteId } from "./routes";

type Loader = () => Promise<RouteModule>;
const home: Loader = () => import("./routes/home");
const auth: Loader = () => import("./routes/auth");
const profile: Loader = () => import("./routes/profile");
const admin: Loader = () => import("./routes/admin");
const authVerify: Loader = () => import("./routes/auth-verify");
const authReset: Loader = () => import("./routes/auth-reset");
const adminRequests: Loader = () => import("./routes/admin-requests");
const adminOrders: Loader = () => import("./routes/admin-orders");
const adminProducts: Loader = () => import("./routes/admin-products");
const adminProduct: Loader = () => import("./routes/admin-product");
const adminCollections: Loader = () => import("./routes/admin-collections");
const adminCollection: Loader = () => import("./routes/admin-collection");
const adminNewsletter: Loader = () => import("./routes/admin-newsletter");
const adminOutbox: Loader = () => import("./routes/admin-outbox");
const collection: Loader = () => import("./routes/collection");
const product: Loader = () => import("./routes/product");
const checkout: Loader = () => import("./routes/checkout");
const order: Loader = () => import("./routes/order");
const services: Loader = () => import("./routes/services");
const service: Loader = () => import("./routes/service");
const about: Loader = () => import("./routes/about");
const contact: Loader = () => import("./routes/contact");
const comingSoon: Loader = () => import("./routes/coming-soon");
const newsletterConfirm: Loader = () => import("./routes/newsletter-confirm");
const newsletterUnsubscribe: Loader = () => import("./routes/newsletter-unsubscribe");
const privacy: Loader = () => import("./routes/privacy");
const terms: Loader = () => import("./routes/terms");
const booking: Loader = () => import("./routes/booking");
const bookingManage: Loader = () => import("./routes/booking-manage");
const adminBookings: Loader = () => import("./routes/admin-bookings");
const search: Loader = () => import("./routes/search");
const notFound: Loader = () => import("./routes/not-found");

export const ROUTE_LOADERS: Record<RouteId, Loader> = {
  home,
  services,
  service,
  "product-category": collection,
  collection,
  product,
  checkout,
  order,
  auth,
  "auth-verify": authVerify,
  "auth-reset": authReset,
  profile,
  about,
  contact,
  "coming-soon": comingSoon,
  search,
  booking,
  "booking-manage": bookingManage,
  "newsletter-confirm": newsletterConfirm,
  "newsletter-unsubscribe": newsletterUnsubscribe,
  privacy,
  terms,
  "admin-translations": admin,
  "admin-translation-check": admin,
  "admin-requests": adminRequests,
  "admin-orders": adminOrders,
  "admin-products": adminProducts,
  "admin-product": adminProduct,
  "admin-collections": adminCollections,
  "admin-collection": adminCollection,
  "admin-newsletter": adminNewsletter,
  "admin-bookings": adminBookings,
  "admin-outbox": adminOutbox,
  "not-found": notFound,
};

const loaded = new Map<RouteId, RouteModule>();

export async function loadRoute(id: RouteId): Promise<RouteModule> {
  const cached = loaded.get(id);
  if (cached) return cached;
  const mod = await (ROUTE_LOADERS[id] ?? ROUTE_LOADERS["not-found"])();
  loaded.set(id, mod);
  return mod;
}

/** A route module already loaded (every route's loader loads the one it shows). */
export function loadedRoute(id: RouteId): RouteModule | undefined {
  return loaded.get(id);
}
