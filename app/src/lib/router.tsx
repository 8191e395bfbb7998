// The app's router: what it uses of one, and no more. The server decides which route a
// path is (routes.json) and loads its data; the browser only needs the location, a way
// to move (navigate, Link) and the history's back and forward. React Router did this
// with 40 KB (14 KB gzip) of code on every page, for a route matching and data layer the
// app does not use.
import { type AnchorHTMLAttributes, createContext, forwardRef, type ReactNode, useCallback, useContext, useEffect, useMemo, useRef, useState } from "react";

export interface Location {
  /** The path without the language prefix (the basename). */
  pathname: string;
  search: string;
  hash: string;
  /** What the navigation carried (`navigate(to, { state })`); null from a link. */
  state: unknown;
  /** Tells history entries apart ("default" for one the app did not make). */
  key: string;
}

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
  /** Accepted for React Router's sake: this router never moves the scroll itself. */
  preventScrollReset?: boolean;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

interface Router {
  location: Location;
  navigate: Navigate;
  basename: string;
}

const RouterContext = createContext<Router | null>(null);

function useRouter(): Router {
  const router = useContext(RouterContext);
  if (!router) throw new Error("outside a router");
  return router;
}

export function useLocation(): Location {
  return useRouter().location;
}

export function useNavigate(): Navigate {
  return useRouter().navigate;
}

/** `to` (absolute, or only a query or a fragment) against the current location. */
export function resolve(to: string, from: Pick<Location, "pathname" | "search">): Pick<Location, "pathname" | "search" | "hash"> {
  const hashAt = to.indexOf("#");
  const hash = hashAt >= 0 ? to.slice(hashAt) : "";
  const beforeHash = hashAt >= 0 ? to.slice(0, hashAt) : to;
  const searchAt = beforeHash.indexOf("?");
  const search = searchAt >= 0 ? beforeHash.slice(searchAt) : "";
  const path = searchAt >= 0 ? beforeHash.slice(0, searchAt) : beforeHash;
  if (path === "") return { pathname: from.pathname, search: searchAt >= 0 ? (search === "?" ? "" : search) : from.search, hash };
  const pathname = path.startsWith("/") ? path : from.pathname.replace(/[^/]*$/, "") + path;
  return { pathname, search: search === "?" ? "" : search, hash };
}

/** The public URL of a resolved location: the language prefix before it ("/en", not
 * "/en/", for the home page). */
export function href(basename: string, { pathname, search, hash }: Pick<Location, "pathname" | "search" | "hash">): string {
  return (basename && pathname === "/" ? basename : basename + pathname) + search + hash;
}

/** A public URL (a path, perhaps a query) without its language prefix: "/en" is "/",
 * "/en/om-os" "/om-os", "/en?q=x" "/?q=x"; "/english" is not under "/en". */
export function withoutBasename(basename: string, url: string): string {
  if (!basename || !url.startsWith(basename)) return url;
  const rest = url.slice(basename.length);
  if (rest === "" || rest.startsWith("/")) return rest || "/";
  return /^[?#]/.test(rest) ? `/${rest}` : url;
}

function fromWindow(basename: string): Location {
  const { pathname, search, hash } = window.location;
  const state = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname: withoutBasename(basename, pathname), search, hash, state: state?.usr ?? null, key: state?.key ?? "default" };
}

let keys = 0;

/** The browser's router: the location follows the history (back, forward, fragments),
 * and navigating pushes (or replaces) an entry carrying `{usr: state, key}`. */
export function BrowserRouter({ basename = "", children }: { basename?: string; children: ReactNode }) {
  const [location, setLocation] = useState(() => fromWindow(basename));
  const current = useRef(location);
  current.current = location;
  useEffect(() => {
    const onPop = () => setLocation(fromWindow(basename));
    window.addEventListener("popstate", onPop);
    return () => window.removeEventListener("popstate", onPop);
  }, [basename]);
  const navigate = useCallback<Navigate>(
    (to, options = {}) => {
      const target = resolve(to, current.current);
      const key = `${Date.now().toString(36)}-${(keys += 1)}`;
      const entry = { usr: options.state ?? null, key };
      const url = href(basename, target);
      if (options.replace) window.history.replaceState(entry, "", url);
      else window.history.pushState(entry, "", url);
      setLocation({ ...target, state: entry.usr, key });
    },
    [basename],
  );
  const router = useMemo(() => ({ location, navigate, basename }), [location, navigate, basename]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

/** The server's router: one request's location, nowhere to go. */
export function StaticRouter({ location, basename = "", children }: { location: string; basename?: string; children: ReactNode }) {
  const router = useMemo(() => {
    const own = withoutBasename(basename, location);
    const at = resolve(own.startsWith("/") ? own : `/${own}`, { pathname: "/", search: "" });
    const navigate: Navigate = () => {
      throw new Error("navigate() during a server render");
    };
    return { location: { ...at, state: null, key: "default" }, navigate, basename };
  }, [location, basename]);
  return <RouterContext.Provider value={router}>{children}</RouterContext.Provider>;
}

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  to: string;
  replace?: boolean;
  state?: unknown;
  preventScrollReset?: boolean;
}

/** A link that moves within the app (a plain click) or lets the browser do what the
 * visitor asked (a new tab, a download, another target). A link to where the visitor
 * is replaces the history entry instead of adding one. */
export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, preventScrollReset, onClick, target, ...rest }, ref) {
  const { location, navigate, basename } = useRouter();
  const resolved = resolve(to, location);
  return (
    <a
      {...rest}
      ref={ref}
      href={href(basename, resolved)}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
        if (target && target !== "_self") return;
        event.preventDefault();
        const here = resolved.pathname === location.pathname && resolved.search === location.search && resolved.hash === location.hash;
        navigate(to, { replace: replace ?? here, state, preventScrollReset });
      }}
    />
  );
});
