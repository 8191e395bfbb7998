import { Link } from "react-router";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import type { PageData } from "../lib/types";

function NotFound({ data }: { data: PageData }) {
  const t = useT();
  return (
    <section className="container narrow-page not-found">
      <p className="not-found-code" aria-hidden>
        404
      </p>
      <h1>{t("not-found-heading")}</h1>
      <p>{t("not-found-text", { path: data.path })}</p>
      <Link to="/" className="button button-primary">
        {t("not-found-home")}
      </Link>
    </section>
  );
}

export default NotFound;
export const meta: RouteModule["meta"] = (data, t) => ({
  title: `${t("not-found-title")} | ${data.site.name}`,
  noindex: true,
});
