// Signing out: loaded with the menus that offer it (the widgets) and the session
// watcher, not with every page.
import { useToast } from "../components/Toaster";
import { api } from "./api";
import { useT } from "./i18n";
import { usePage } from "./page";
import { usePageActions } from "./session";

// Set while this tab signs out on purpose, so the session watcher does not take the
// ended session for an outside event and send the visitor to /auth instead of home.
let signingOut = false;
export const isSigningOut = () => signingOut;

/** Signs out, says so, and goes to the home page. */
export function useSignOut(): () => Promise<void> {
  const t = useT();
  const toast = useToast();
  const { lang } = usePage();
  const { navigateFresh } = usePageActions();
  return async () => {
    signingOut = true;
    try {
      await api("POST", "/api/auth/sign-out", lang);
    } finally {
      // The home page's data (signed out) arrives after this; the watcher unmounts
      // its check once the page no longer has a user.
      setTimeout(() => (signingOut = false), 5_000);
    }
    toast({ title: t("profile-logged-out"), description: t("profile-logged-out-text"), variant: "success" });
    navigateFresh("/");
  };
}

