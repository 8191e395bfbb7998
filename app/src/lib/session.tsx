// What pages can ask of the client app: show the current page afresh (its data,
// including the signed-in user, comes from the server again).
import { createContext, useContext } from "react";
import { useNavigate } from "react-router";
import { useToast } from "../components/Toaster";
import { api } from "./api";
import { useT } from "./i18n";
import { usePage } from "./page";

export interface PageActions {
  /** Navigates to a path and always fetches its data anew (even the same path). */
  navigateFresh: (path: string) => void;
}

const Actions = createContext<PageActions>({ navigateFresh: () => {} });
export const PageActionsProvider = Actions.Provider;
export const usePageActions = () => useContext(Actions);

/** Signs out, says so, and goes to the home page. */
export function useSignOut(): () => Promise<void> {
  const t = useT();
  const toast = useToast();
  const { lang } = usePage();
  const { navigateFresh } = usePageActions();
  return async () => {
    await api("POST", "/api/auth/sign-out", lang);
    toast({ title: t("profile-logged-out"), description: t("profile-logged-out-text"), variant: "success" });
    navigateFresh("/");
  };
}

export { useNavigate };
