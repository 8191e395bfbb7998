import { useT } from "../lib/i18n";
import { passwordStrength } from "../lib/validation";

/** The strength meter under a new password: weak below 6 characters, medium 6-9, strong 10+. */
export function PasswordStrength({ password }: { password: string }) {
  const t = useT();
  const strength = passwordStrength(password);
  return (
    <div className={`strength strength-${strength}`}>
      <div className="strength-bar" aria-hidden>
        <span />
        <span />
        <span />
      </div>
      <span>{t("auth-strength-label", { strength: t(`auth-strength-${strength}`) })}</span>
    </div>
  );
}
