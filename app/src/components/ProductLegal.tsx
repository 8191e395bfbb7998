// What the law asks a product page of electrical goods to say (server/shop/legal.rs):
// the energy class arrow beside a light source's price (Delegated Regulation (EU)
// 2019/2015, Annex VIII: the "nested display", opening the label, the product
// information sheet one click away), the product's safety information (GPSR art. 19:
// maker, EU responsible person, identifiers, warnings, instructions) and where used
// electrical equipment goes back (WEEE).
import * as Dialog from "@radix-ui/react-dialog";
import X from "lucide-react/icons/x";
import { type ReactNode, useId } from "react";
import { useT } from "../lib/i18n";
import { usePage } from "../lib/page";
import type { EnergyClassInfo } from "../generated/EnergyClassInfo";
import type { LegalParty } from "../generated/LegalParty";
import type { PageLegal } from "../generated/PageLegal";
import { EnergyArrowFace } from "./EnergyBadge";

/** The class arrow beside a light source's price: a button that opens the label,
 *  with the product information sheet and EPREL's page one click away. */
export function EnergyArrow({ energy }: { energy: EnergyClassInfo }) {
  const t = useT();
  const label = t("product-energy-class", { class: energy.class });
  return (
    <Dialog.Root>
      {/* Named by its text (not aria-label): what is seen, the letter, is in the name. */}
      <Dialog.Trigger className={`energy-arrow energy-${energy.class}`}>
        <EnergyArrowFace energy={energy} />
        <span className="visually-hidden">{t("product-energy-class-open", { class: energy.class })}</span>
      </Dialog.Trigger>
      <Dialog.Portal>
        <div className="energy-dialog-layer">
          {/* Our own backdrop: Radix's Overlay locks scrolling with an injected
              <style>, which the Content-Security-Policy blocks (see Drawer.tsx). */}
          <div className="energy-dialog-backdrop" aria-hidden />
          <Dialog.Content className="energy-dialog">
            <div className="energy-dialog-head">
              <Dialog.Title>{t("product-energy-label")}</Dialog.Title>
              <Dialog.Close className="icon-button" aria-label={t("product-energy-label-close")}>
                <X size={22} aria-hidden />
              </Dialog.Close>
            </div>
            <Dialog.Description className="muted">{label}</Dialog.Description>
            {energy.labelImage && (
              <img className="energy-label-image" src={energy.labelImage} alt={t("product-energy-label-alt", { class: energy.class })} width={360} height={720} />
            )}
            <ul className="energy-links">
              {energy.sheetUrl && (
                <li>
                  <a href={energy.sheetUrl} target="_blank" rel="noopener">
                    {t("product-energy-sheet")}
                  </a>
                </li>
              )}
              {!energy.labelImage && energy.labelUrl && (
                <li>
                  <a href={energy.labelUrl} target="_blank" rel="noopener">
                    {t("product-energy-label-download")}
                  </a>
                </li>
              )}
              {energy.eprelUrl && (
                <li>
                  <a href={energy.eprelUrl} target="_blank" rel="noopener">
                    {t("product-energy-eprel")}
                  </a>
                </li>
              )}
            </ul>
          </Dialog.Content>
        </div>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** An e-mail address as a mail link, a web address as a link, else the text. */
function Contact({ value }: { value: string }) {
  if (/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) return <a href={`mailto:${value}`}>{value}</a>;
  if (/^https?:\/\//.test(value)) {
    return (
      <a href={value} target="_blank" rel="noopener">
        {value.replace(/^https?:\/\//, "")}
      </a>
    );
  }
  return <>{value}</>;
}

function Party({ party }: { party: LegalParty }) {
  return (
    <>
      {party.name && <span className="legal-party-name">{party.name}</span>}
      {party.tradeMark && party.tradeMark !== party.name && <span>{party.tradeMark}</span>}
      {party.address && <span>{party.address}</span>}
      {party.contact && (
        <span>
          <Contact value={party.contact} />
        </span>
      )}
    </>
  );
}

/** One term of the safety facts with its value. */
function Fact({ term, className, children }: { term: string; className?: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd className={className}>{children}</dd>
    </div>
  );
}

/** The "Produktsikkerhed" section: who made it (and answers for it in the EU), what
 *  identifies it, its warnings and instructions, and where used electrical goods go. */
export function ProductSafety({ legal }: { legal: PageLegal }) {
  const t = useT();
  const { site } = usePage();
  const id = useId();
  const electrical = legal.kind !== "other";
  return (
    <section className="product-safety" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t("product-safety")}</h2>
      <dl className="product-safety-facts">
        {legal.manufacturer && (
          <Fact term={t("product-safety-manufacturer")} className="legal-party">
            <Party party={legal.manufacturer} />
          </Fact>
        )}
        {legal.responsible && (
          <Fact term={t("product-safety-responsible")} className="legal-party">
            <Party party={legal.responsible} />
          </Fact>
        )}
        {legal.model && <Fact term={t("product-safety-model")}>{legal.model}</Fact>}
        {legal.batch && <Fact term={t("product-safety-batch")}>{legal.batch}</Fact>}
      </dl>
      {legal.warnings && (
        <div className="product-safety-warnings">
          <h3>{t("product-safety-warnings")}</h3>
          {legal.warnings.split(/\n{2,}|\n/).map((line, i) => (
            <p key={i}>{line}</p>
          ))}
        </div>
      )}
      {legal.instructions && legal.instructions.length > 0 && (
        <div>
          <h3>{t("product-safety-instructions")}</h3>
          <ul className="product-safety-documents">
            {legal.instructions.map((d) => (
              <li key={d.url}>
                <a href={d.url} target="_blank" rel="noopener">
                  {d.title}
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
      {electrical && (
        <p className="product-take-back">
          <span className="weee-bin" aria-hidden>
            <svg viewBox="0 0 24 24" width="28" height="28">
              <path d="M7 6h10l-1 13H8z" fill="none" stroke="currentColor" strokeWidth="1.6" />
              <path d="M5 6h14M10 4h4" stroke="currentColor" strokeWidth="1.6" />
              <path d="M4 3l16 18M20 3L4 21" stroke="currentColor" strokeWidth="1.6" />
              <path d="M6 22h12" stroke="currentColor" strokeWidth="2.4" />
            </svg>
          </span>
          <span>{t("product-take-back", { name: site.name, phone: site.phone })}</span>
        </p>
      )}
    </section>
  );
}
