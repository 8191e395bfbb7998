// /admin/collections: the local catalogue's collections in the back office: title,
// handle, how many products each has and how they are ordered; each row links to the
// collection's form. Administrators only (the server decides).
import Plus from "lucide-react/icons/plus";
import { BackofficeLayout } from "../components/BackofficeLayout";
import { useT } from "../lib/i18n";
import type { RouteModule } from "../lib/page";
import { Link } from "react-router";
import type { PageData } from "../lib/types";
import type { BackofficeData } from "../generated/BackofficeData";
import type { CollectionList } from "../generated/CollectionList";
import { backofficeMeta } from "../lib/backoffice";

type Data = PageData<BackofficeData<CollectionList>>;

function Collections({ content }: { content: CollectionList }) {
  const t = useT();
  return (
    <>
      <p className="lead">{t("catalogue-collections-intro")}</p>
      <p className="button-row backoffice-actions">
        <Link to="/admin/collections/new" className="button button-primary">
          <Plus size={18} aria-hidden /> {t("catalogue-collection-new")}
        </Link>
      </p>
      <section aria-labelledby="collections-heading" className="backoffice-section">
        <h2 id="collections-heading">
          {t("backoffice-nav-collections")} <span className="muted backoffice-count">{t("backoffice-results", { count: content.rows.length })}</span>
        </h2>
        {content.rows.length === 0 ? (
          <p className="card muted">{t("catalogue-collections-empty")}</p>
        ) : (
          <div className="table-scroll">
            <table className="backoffice-table">
              <thead>
                <tr>
                  <th scope="col">{t("catalogue-field-title")}</th>
                  <th scope="col">{t("catalogue-field-handle")}</th>
                  <th scope="col">{t("catalogue-collection-members")}</th>
                  <th scope="col">{t("catalogue-collection-order")}</th>
                </tr>
              </thead>
              <tbody>
                {content.rows.map((row) => (
                  <tr key={row.handle}>
                    <th scope="row">
                      <Link to={`/admin/collections/${row.handle}`}>{row.title}</Link>
                    </th>
                    <td data-label={t("catalogue-field-handle")}>
                      <code>{row.handle}</code>
                    </td>
                    <td data-label={t("catalogue-collection-members")}>{row.members}</td>
                    <td data-label={t("catalogue-collection-order")}>{t(`catalogue-collection-order-${row.order}`)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </>
  );
}

export default function CollectionsPage({ data }: { data: Data }) {
  return <BackofficeLayout data={data}>{(content) => <Collections content={content} />}</BackofficeLayout>;
}

export const meta: RouteModule<BackofficeData<CollectionList>>["meta"] = backofficeMeta;
