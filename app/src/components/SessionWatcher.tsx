// Notices when the session ends while a page is open (signed out in another tab,
// expired, password changed elsewhere): every 30 s and when the tab regains focus.
import { useEffect } from "react";
import { api } from "../lib/api";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import { usePageActions } from "../lib/session";
import { isSigningOut } from "../lib/sign-out";
import type { SessionUser } from "../lib/types";
import { useToast } from "./Toaster";

const CHECK_EVERY_MS = 30_000;

export function SessionWatcher() {
  const { user, route, lang } = usePage();
  const { navigateFresh } = usePageActions();
  const toast = useToast();
  const t = useT();
  const signedIn = user !== null;

  useEffect(() => {
    if (!signedIn) return;
    let stopped = false;
    const check = async () => {
      const res = await api<{ user: SessionUser | null }>("GET", "/api/session", lang);
      if (stopped || !res.ok || res.data.user || isSigningOut()) return;
      stopped = true;
      toast({ title: t("profile-session-ended"), description: t("profile-session-ended-text") });
      const personal = route === "profile" || route.startsWith("admin-");
      navigateFresh(personal ? "/auth" : window.location.pathname.replace(/^\/(en|de|fr)(?=\/|$)/, "") || "/");
    };
    const timer = setInterval(check, CHECK_EVERY_MS);
    const onFocus = () => void check();
    window.addEventListener("focus", onFocus);
    // A marker for tests and tools: the session is watched from here on (the code
    // comes after the page, for a signed-in visitor only).
    document.documentElement.dataset.sessionWatch = "on";
    return () => {
      delete document.documentElement.dataset.sessionWatch;
      stopped = true;
      clearInterval(timer);
      window.removeEventListener("focus", onFocus);
    };
  }, [signedIn, route, lang]); // eslint-disable-line react-hooks/exhaustive-deps

  return null;
}
