// The server renders synchronously, so every route module is bundled in statically.
import type { RouteData } from "./generated/RouteData";
import type { RouteModule } from "./lib/page";
import type { RouteId } from "./routes";
import * as about from "./routes/about";
import * as admin from "./routes/admin";
import * as adminOrders from "./routes/admin-orders";
import * as adminProducts from "./routes/admin-products";
import * as adminProduct from "./routes/admin-product";
import * as adminCollections from "./routes/admin-collections";
import * as adminCollection from "./routes/admin-collection";
import * as adminNewsletter from "./routes/admin-newsletter";
import * as adminOutbox from "./routes/admin-outbox";
import * as adminRequests from "./routes/admin-requests";
import * as auth from "./routes/auth";
import * as adminBookings from "./routes/admin-bookings";
import * as booking from "./routes/booking";
import * as bookingManage from "./routes/booking-manage";
import * as authReset from "./routes/auth-reset";
import * as authVerify from "./routes/auth-verify";
import * as checkout from "./routes/checkout";
import * as collection from "./routes/collection";
import * as comingSoon from "./routes/coming-soon";
import * as contact from "./routes/contact";
import * as home from "./routes/home";
import * as newsletterConfirm from "./routes/newsletter-confirm";
import * as newsletterUnsubscribe from "./routes/newsletter-unsubscribe";
import * as notFound from "./routes/not-found";
import * as order from "./routes/order";
import * as product from "./routes/product";
import * as privacy from "./routes/privacy";
import * as profile from "./routes/profile";
import * as search from "./routes/search";
import * as service from "./routes/service";
import * as services from "./routes/services";
import * as terms from "./routes/terms";

/** Each route's module, typed by the data the server's route registry gives it
 * (generated/RouteData.ts): a module that reads another shape fails the type check. */
export const ROUTE_MODULES: { [K in RouteId]: RouteModule<RouteData[K]> } = {
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
  "admin-outbox": adminOutbox,
  "admin-newsletter": adminNewsletter,
  "admin-bookings": adminBookings,
  "not-found": notFound,
};
