import * as Menu from "@radix-ui/react-dropdown-menu";
import LogOut from "lucide-react/icons/log-out";
import User from "lucide-react/icons/user";
import { useLayoutEffect, useRef } from "react";
import { Link } from "react-router";
import { useT } from "../lib/i18n";
import { useSignOut } from "../lib/sign-out";
import type { SessionUser } from "../lib/types";
import type { Handover } from "../lib/widgets";
import { AccountButton } from "./AccountMenu";
import { ADMIN_LINKS, isAdmin } from "./AdminLinks";

/** The signed-in visitor's menu: arrow keys, Home and End move between the items,
 * typing jumps to one, Escape closes it and focus returns to the button. Not modal:
 * a modal menu's scroll lock would inject a <style> element, which the CSP blocks. */
export function AccountDropdown({ user, handover }: { user: SessionUser; handover: Handover }) {
  const t = useT();
  const signOut = useSignOut();
  const trigger = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    if (handover.focused) trigger.current?.focus();
  }, [handover]);

  return (
    <Menu.Root modal={false} defaultOpen={handover.open}>
      <div className="account-menu">
        <Menu.Trigger asChild>
          <AccountButton ref={trigger} user={user} />
        </Menu.Trigger>
        <Menu.Content className="account-dropdown" align="end" sideOffset={4} loop>
          <Menu.Label className="account-dropdown-label">{t("account-my-account")}</Menu.Label>
          <Menu.Label className="account-dropdown-email">{user.email}</Menu.Label>
          <Menu.Item asChild>
            <Link to="/profile">
              <User size={16} aria-hidden /> {t("account-profile")}
            </Link>
          </Menu.Item>
          {isAdmin(user) && (
            <Menu.Group aria-label={t("account-admin")}>
              <Menu.Separator className="account-dropdown-separator" />
              {ADMIN_LINKS.map(({ to, key, Icon }) => (
                <Menu.Item asChild key={to}>
                  <Link to={to}>
                    <Icon size={16} aria-hidden /> {t(key)}
                  </Link>
                </Menu.Item>
              ))}
              <Menu.Separator className="account-dropdown-separator" />
            </Menu.Group>
          )}
          <Menu.Item onSelect={() => void signOut()}>
            <LogOut size={16} aria-hidden /> {t("account-logout")}
          </Menu.Item>
        </Menu.Content>
      </div>
    </Menu.Root>
  );
}
