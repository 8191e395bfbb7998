// The admin pages. The server decides access: no session -> /auth; no admin role ->
// status 403 and 'Access Denied'. Admins see the Translation Manager or the Coverage
// Report, both from the same coverage data.
import { CheckCircle2, Download, Languages, ShieldAlert } from "lucide-react";
import { Link } from "react-router";
import { Flag } from "../components/Flag";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { LANGS, type Lang, type PageData } from "../lib/types";

export interface LanguageCoverage {
  lang: Lang;
  percentage: number;
  badge: "complete" | "good" | "warning" | "critical";
  translated: number;
  missing: number;
  missingKeys: { key: string; source: string }[];
}

export interface AdminData {
  titleKey: string;
  denied?: boolean;
  sourceKeys?: number;
  languages?: LanguageCoverage[];
}

export function AccessDenied() {
  const t = useT();
  return (
    <section className="container narrow-page access-denied">
      <ShieldAlert size={48} aria-hidden />
      <h1>{t("admin-access-denied")}</h1>
      <p>{t("admin-access-denied-text")}</p>
      <Link to="/" className="button button-primary">{t("admin-return-home")}</Link>
    </section>
  );
}

function CoverageCard({ c, detailed }: { c: LanguageCoverage; detailed: boolean }) {
  const t = useT();
  return (
    <article className="card coverage-card" aria-labelledby={`coverage-${c.lang}`}>
      <div className="coverage-head">
        <h2 id={`coverage-${c.lang}`}>
          <Flag lang={c.lang} /> {t(`lang-${c.lang}`)}
        </h2>
        <span className={`coverage-badge coverage-${c.badge}`}>
          {c.percentage} % · {t(`coverage-badge-${c.badge}`)}
        </span>
      </div>
      <progress max={100} value={c.percentage} aria-label={`${t(`lang-${c.lang}`)}: ${c.percentage} %`} />
      <p className="muted">
        {t("coverage-translated", { count: c.translated })} · {t("coverage-missing", { count: c.missing })}
      </p>
      {detailed &&
        (c.missing === 0 ? (
          <p className="coverage-complete">
            <CheckCircle2 size={18} aria-hidden /> {t("coverage-all-complete")}
          </p>
        ) : (
          <>
            <h3>{t("coverage-missing-heading")}</h3>
            <table className="coverage-table">
              <thead>
                <tr>
                  <th scope="col">{t("coverage-key")}</th>
                  <th scope="col">{t("coverage-source")}</th>
                </tr>
              </thead>
              <tbody>
                {c.missingKeys.map((m) => (
                  <tr key={m.key}>
                    <td><code>{m.key}</code></td>
                    <td>{m.source}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            {c.missing > c.missingKeys.length && <p className="muted">{t("coverage-and-more", { count: c.missing - c.missingKeys.length })}</p>}
          </>
        ))}
    </article>
  );
}

function TranslationManager({ data }: { data: PageData<AdminData> }) {
  const t = useT();
  return (
    <>
      <p className="lead">{t("manager-intro")}</p>
      <div className="coverage-grid">
        {(data.page.languages ?? []).map((c) => (
          <CoverageCard key={c.lang} c={c} detailed={false} />
        ))}
      </div>
      <div className="card manager-actions">
        <button type="button" className="button button-primary" disabled aria-describedby="no-provider">
          <Languages size={18} aria-hidden /> {t("manager-translate-all")}
        </button>
        <p id="no-provider" className="muted">{t("manager-no-provider")}</p>
      </div>
      <div className="card">
        <h2>{t("manager-download-heading")}</h2>
        <p className="button-row manager-downloads">
          {LANGS.map((lang) => (
            <a key={lang} className="button button-outline" href={`/api/admin/translations/${lang}.ftl`} download>
              <Download size={18} aria-hidden /> {t("manager-download", { lang })}
            </a>
          ))}
        </p>
        <p><Link to="/admin/translation-check">{t("coverage-open-report")}</Link></p>
      </div>
      <div className="card">
        <h2>{t("manager-steps-heading")}</h2>
        <ol className="manager-steps">
          {[1, 2, 3, 4, 5].map((n) => (
            <li key={n}>{t(`manager-step-${n}`)}</li>
          ))}
        </ol>
      </div>
    </>
  );
}

function CoverageReport({ data }: { data: PageData<AdminData> }) {
  const t = useT();
  return (
    <>
      <p className="lead">{t("coverage-source-keys", { count: data.page.sourceKeys ?? 0 })}</p>
      <div className="coverage-list">
        {(data.page.languages ?? []).map((c) => (
          <CoverageCard key={c.lang} c={c} detailed />
        ))}
      </div>
      <p><Link to="/admin/translations">{t("coverage-open-manager")}</Link></p>
    </>
  );
}

export default function AdminPage({ data }: { data: PageData<AdminData> }) {
  const t = useT();
  if (data.page.denied) return <AccessDenied />;
  return (
    <section className="container admin-page">
      <h1>{t(data.page.titleKey)}</h1>
      {data.route === "admin-translation-check" ? <CoverageReport data={data} /> : <TranslationManager data={data} />}
    </section>
  );
}

export const meta: RouteModule<AdminData>["meta"] = (data, t) => ({
  title: `${data.page.denied ? t("admin-access-denied") : t(data.page.titleKey)} | ${data.site.name}`,
  noindex: true,
});
