// What pages can ask of the client app: show the current page afresh (its data,
// including the signed-in user, comes from the server again).
import { createContext, useContext } from "react";
import { useNavigate } from "react-router";

export interface PageActions {
  /** Navigates to a path and always fetches its data anew (even the same path). */
  navigateFresh: (path: string) => void;
}

const Actions = createContext<PageActions>({ navigateFresh: () => {} });
export const PageActionsProvider = Actions.Provider;
export const usePageActions = () => useContext(Actions);

export { useNavigate };
